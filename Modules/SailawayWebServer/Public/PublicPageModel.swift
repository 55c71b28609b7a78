/// A public page as its template draws it.
struct PublicPageModel {
    /// One `<meta>` tag: its `property` (Open Graph) or `name` (Twitter), and content.
    struct Meta {
        var name: String
        var content: String
    }

    var pageTitle: String
    var openGraph: [Meta]
    var twitter: [Meta]
    var screen: ScreenModel
    /// The `sailaway://` link that opens it in the app.
    var appLink: String
}

/// A page that says one thing: the landing page, a 404, a 403, a charter's "Open in Sailaway".
struct MessagePageModel {
    var pageTitle: String
    var heading: String
    var message: String
    /// The `sailaway://` link that opens the app there, if any.
    var appLink: String?
    /// The address to go to instead, if any, with its text.
    var nextHref: String?
    var nextText: String?
}
