import FeatureScaffold
import Testing

/// The template's `// new-feature:` comments: what each option brings and takes away.
struct MarkedTemplateTests {
    static let template = MarkedTemplate(
        """
        struct Entry {
            var title: String
            // new-feature: with --typed-form
            var miles: Double
            // new-feature: else
            // var note: String
            // new-feature: end
            // new-feature: without --own-tab
            // static let tab = "home"
            // new-feature: end
            // new-feature: with --public-link or --delete-confirmation
            var visibility: String
            // new-feature: with --delete-confirmation
            var deleted: Bool
            // new-feature: end
            // new-feature: end
        }
        """,
        path: "Entry.swift"
    )

    @Test func withEveryOptionTheTemplateIsItsOwnCodeWithoutTheMarkers() throws {
        #expect(try Self.template.text(for: Set(ScaffoldOption.allCases)) == """
            struct Entry {
                var title: String
                var miles: Double
                var visibility: String
                var deleted: Bool
            }
            """)
    }

    @Test func withoutAnOptionItsLinesGoAndTheLinesCommentedOutForThatCaseBecomeCode() throws {
        #expect(try Self.template.text(for: []) == """
            struct Entry {
                var title: String
                var note: String
                static let tab = "home"
            }
            """)
    }

    @Test func anyOfSeveralOptionsKeepsABlockAndANestedOneNeedsItsOwnToo() throws {
        #expect(try Self.template.text(for: [.publicLink, .typedForm, .ownTab]) == """
            struct Entry {
                var title: String
                var miles: Double
                var visibility: String
            }
            """)
    }

    @Test func aFileMarkedOnlyWithAnOptionIsMadeOnlyWithIt() throws {
        let file = MarkedTemplate("// new-feature: only with --extension-point\nstruct Sections {}", path: "Sections.swift")
        #expect(try file.text(for: []) == nil)
        #expect(try file.text(for: [.extensionPoint]) == "struct Sections {}")
    }

    @Test(arguments: [
        ("// new-feature: with --own-tab\nlet a = 1", "not closed"),
        ("// new-feature: else\n", "outside a block"),
        ("// new-feature: end\n", "outside a block"),
        ("// new-feature: with --own-table\n// new-feature: end", "no option --own-table"),
        ("// new-feature: without --own-tab\nlet tab = 1\n// new-feature: end", "must be commented out"),
        ("let a = 1\n// new-feature: only with --own-tab", "first line"),
        ("// new-feature: maybe", "not a marker"),
    ])
    func aBrokenTemplateIsRefusedSayingWhereAndWhy(text: String, reason: String) {
        #expect {
            _ = try MarkedTemplate(text, path: "Broken.swift").text(for: [])
        } throws: { error in
            let refusal = error as? Refusal
            return refusal?.description.hasPrefix("Broken.swift") == true && refusal?.description.contains(reason) == true
        }
    }
}
