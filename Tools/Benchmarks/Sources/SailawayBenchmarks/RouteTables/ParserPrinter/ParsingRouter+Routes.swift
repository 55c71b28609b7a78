import Foundation
import Parsing

// Each route type's routes. Parsing tries a `OneOf`'s parsers first to last, printing last to
// first (swift-parsing's `OneOf` prints with its last parser that can): so an alias comes before
// the canonical spelling of its route, which printing then finds first.
extension ParsingRouter {
    nonisolated(unsafe) static let checklist = OneOf {
        Parse(.convert(apply: ChecklistRoute.detail, unapply: { if case .detail(let id) = $0 { id } else { nil } })) {
            word("content"); uuid; PathEnd(); QueryField("type", "checklist")
        }
        Parse(.convert(apply: ChecklistRoute.detail, unapply: { if case .detail(let id) = $0 { id } else { nil } })) {
            word("content"); word("checklist"); uuid; PathEnd()
        }
        Parse(.convert(
            apply: { ChecklistRoute.execution(charterID: $0, checklistID: $1) },
            unapply: { if case .execution(let charter, let checklist) = $0 { (charter, checklist) } else { nil } }
        )) {
            word("charter"); uuid; word("checklist"); uuid; word("run"); PathEnd()
        }
        Parse(.convert(apply: ChecklistRoute.editor, unapply: { if case .editor(let id) = $0 { id } else { nil } })) {
            word("checklist"); uuid; word("edit"); PathEnd()
        }
        Parse(.convert(apply: { ChecklistRoute.typeSelection }, unapply: { $0 == .typeSelection ? () : nil })) {
            word("checklist"); word("new"); PathEnd()
        }
        Parse(.convert(apply: ChecklistRoute.publish, unapply: { if case .publish(let id) = $0 { id } else { nil } })) {
            word("checklist"); uuid; word("publish"); PathEnd()
        }
    }

    nonisolated(unsafe) static let deck = OneOf {
        Parse(.convert(apply: DeckRoute.detail, unapply: { if case .detail(let id) = $0 { id } else { nil } })) {
            word("content"); uuid; PathEnd(); QueryField("type", "deck")
        }
        Parse(.convert(apply: DeckRoute.detail, unapply: { if case .detail(let id) = $0 { id } else { nil } })) {
            word("content"); word("deck"); uuid; PathEnd()
        }
        Parse(.convert(apply: DeckRoute.review, unapply: { if case .review(let id) = $0 { id } else { nil } })) {
            word("deck"); uuid; word("review"); PathEnd()
        }
        Parse(.convert(apply: DeckRoute.editor, unapply: { if case .editor(let id) = $0 { id } else { nil } })) {
            word("deck"); uuid; word("edit"); PathEnd()
        }
    }

    nonisolated(unsafe) static let guide = OneOf {
        Parse(.convert(apply: GuideRoute.detail, unapply: { if case .detail(let id) = $0 { id } else { nil } })) {
            word("content"); uuid; PathEnd(); QueryField("type", "guide")
        }
        Parse(.convert(apply: GuideRoute.detail, unapply: { if case .detail(let id) = $0 { id } else { nil } })) {
            word("content"); word("guide"); uuid; PathEnd()
        }
        Parse(.convert(apply: GuideRoute.editor, unapply: { if case .editor(let id) = $0 { id } else { nil } })) {
            word("guide"); uuid; word("edit"); PathEnd()
        }
    }

    nonisolated(unsafe) static let charter = OneOf {
        Parse(.convert(apply: CharterRoute.detail, unapply: { if case .detail(let id) = $0 { id } else { nil } })) {
            word("charter"); uuid; PathEnd()
        }
        Parse(.convert(apply: { CharterRoute.create }, unapply: { $0 == .create ? () : nil })) {
            word("charter"); word("new"); PathEnd()
        }
        Parse(.convert(apply: CharterRoute.edit, unapply: { if case .edit(let id) = $0 { id } else { nil } })) {
            word("charter"); uuid; word("edit"); PathEnd()
        }
    }

    nonisolated(unsafe) static let profile = OneOf {
        Parse(.convert(apply: ProfileRoute.user, unapply: { if case .user(let id) = $0 { id } else { nil } })) {
            word("user"); uuid; PathEnd()
        }
        Parse(.convert(apply: { ProfileRoute.own }, unapply: { $0 == .own ? () : nil })) {
            word("profile"); PathEnd()
        }
        Parse(.convert(apply: ProfileRoute.followers, unapply: { if case .followers(let id) = $0 { id } else { nil } })) {
            word("user"); uuid; word("followers"); PathEnd()
        }
        Parse(.convert(apply: ProfileRoute.following, unapply: { if case .following(let id) = $0 { id } else { nil } })) {
            word("user"); uuid; word("following"); PathEnd()
        }
    }

    nonisolated(unsafe) static let settings = OneOf {
        Parse(.convert(apply: { SettingsRoute.privacy }, unapply: { $0 == .privacy ? () : nil })) { word("settings"); word("privacy"); PathEnd() }
        Parse(.convert(apply: { SettingsRoute.account }, unapply: { $0 == .account ? () : nil })) { word("settings"); word("account"); PathEnd() }
        Parse(.convert(apply: { SettingsRoute.sync }, unapply: { $0 == .sync ? () : nil })) { word("settings"); word("sync"); PathEnd() }
        Parse(.convert(apply: { SettingsRoute.notifications }, unapply: { $0 == .notifications ? () : nil })) { word("settings"); word("notifications"); PathEnd() }
        Parse(.convert(apply: { SettingsRoute.about }, unapply: { $0 == .about ? () : nil })) { word("settings"); word("about"); PathEnd() }
        Parse(.convert(apply: { SettingsRoute.export }, unapply: { $0 == .export ? () : nil })) { word("settings"); word("data"); word("export"); PathEnd() }
        Parse(.convert(apply: { SettingsRoute.clearCache }, unapply: { $0 == .clearCache ? () : nil })) { word("settings"); word("data"); word("clear-cache"); PathEnd() }
        Parse(.convert(apply: { SettingsRoute.deleteAccount }, unapply: { $0 == .deleteAccount ? () : nil })) { word("settings"); word("data"); word("delete-account"); PathEnd() }
    }

    nonisolated(unsafe) static let search = OneOf {
        Parse(.convert(apply: SearchRoute.results, unapply: { if case .results(let query) = $0 { query } else { nil } })) {
            word("search"); PathEnd(); QueryField("q")
        }
        Parse(.convert(
            apply: { SearchRoute.browse(type: $0, filter: $1) },
            unapply: { if case .browse(let type, let filter) = $0 { (type, filter) } else { nil } }
        )) {
            word("library"); word("browse"); PathEnd()
            Optionally { QueryField("type") }
            Optionally { QueryField("filter") }
        }
    }

    nonisolated(unsafe) static let sheet = OneOf {
        Parse(.convert(apply: ContentSheetRoute.rate, unapply: { if case .rate(let id) = $0 { id } else { nil } })) {
            word("content"); uuid; word("rate"); PathEnd()
        }
        Parse(.convert(apply: ContentSheetRoute.share, unapply: { if case .share(let id) = $0 { id } else { nil } })) {
            word("content"); uuid; word("share"); PathEnd()
        }
        Parse(.convert(apply: ContentSheetRoute.report, unapply: { if case .report(let id) = $0 { id } else { nil } })) {
            word("content"); uuid; word("report"); PathEnd()
        }
    }

    /// `featureN/itemM/{id}`: one route with two numbers, as a url-routing app would write a
    /// family of routes that differ by number.
    nonisolated(unsafe) static let synthetic = Parse(.convert(
        apply: { SyntheticRoute(feature: $0, item: $1, id: $2) },
        unapply: { ($0.feature, $0.item, $0.id) }
    )) {
        PathComponentParser(Parse(input: Substring.self) { "feature"; Digits() })
        PathComponentParser(Parse(input: Substring.self) { "item"; Digits() })
        uuid
        PathEnd()
    }
}
