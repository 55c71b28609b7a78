import NavigationEngine
import Testing

/// Reading a declared template into literals, parameters and query items.
@Suite struct LinkTemplateTests {
    @Test func aTemplateSplitsIntoLiteralsParametersAndQueryItems() throws {
        let template = try LinkTemplate("library/browse/{kind}?page={page}&view=grid")

        #expect(template.segments == [.literal("library"), .literal("browse"), .parameter("kind")])
        #expect(template.query.map(\.key) == ["page", "view"])
        #expect(template.query.map(\.value) == [.parameter("page"), .literal("grid")])
        #expect(template.parameterNames == ["kind", "page"])
        #expect(template.description == "library/browse/{kind}?page={page}&view=grid")
    }

    @Test func parametersAreNamedPathFirstThenQuery() throws {
        let template = try LinkTemplate("content/{id}?type=checklist&from={source}")

        #expect(template.parameterNames == ["id", "source"])
    }

    @Test(arguments: [
        ("", "the path is empty"),
        ("?q={query}", "the path is empty"),
        ("/search", "must not start with '/'"),
        ("Search", "must be lowercase"),
        ("search?q=Term", "query value 'Term' must be lowercase"),
        ("content//{id}", "a path segment is empty"),
        ("user/{id}/{id}", "parameter 'id' appears twice"),
        ("user/{id}?again={id}", "parameter 'id' appears twice"),
        ("search?q={query}&q={other}", "query key 'q' appears twice"),
        ("search?q", "query item 'q' must be key=value"),
        ("search?=x", "query item '=x' must be key=value"),
        ("user/{user id}", "parameter name 'user id' must be letters, digits or '_'"),
        ("user/{}", "must be lowercase letters"),
    ])
    func aMistakeInATemplateIsExplained(text: String, reason: String) throws {
        let error = try #require(throws: LinkTemplateError.self) { try LinkTemplate(text) }

        #expect(error.template == text)
        #expect(error.reason.contains(reason), "\(error.reason)")
        #expect(error.description.hasPrefix("Link pattern '\(text)' is invalid:"))
    }
}
