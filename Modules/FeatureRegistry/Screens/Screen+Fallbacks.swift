extension Screen {
    /// The screen of a route whose content does not exist; its action goes back.
    public static func notFound(_ message: String) -> Screen {
        Screen(
            title: "Not Found",
            subtitle: message,
            actions: [.goBack],
            kind: .notFound
        )
    }

    /// The screen of a route whose feature this build does not include; its action goes back.
    public static func unavailable(_ message: String) -> Screen {
        Screen(
            title: "Not Available",
            subtitle: message,
            actions: [.goBack],
            kind: .unavailable
        )
    }

    /// The screen of a route that only its owner sees, shown to anyone else: it says to open
    /// the app, and nothing of what the route names.
    public static let restricted = Screen(
        title: "Open in Sailaway",
        subtitle: "This is private to its owner and opens only in the Sailaway app on their device.",
        actions: [.goBack],
        kind: .restricted
    )

    /// The screen of a route whose content is on its way to this device; its action goes back.
    public static func pending(_ message: String) -> Screen {
        Screen(title: "Opening…", subtitle: message, actions: [.goBack], kind: .pending)
    }

    /// The screen of a route whose loading failed; its action goes back.
    public static func failed(_ error: any Error) -> Screen {
        Screen(
            title: "Could Not Load",
            subtitle: "\(error)",
            actions: [.goBack],
            kind: .failed
        )
    }
}
