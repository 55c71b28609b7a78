import NavigationEngine

extension LinkConfiguration {
    /// Sailaway's link addresses: the `sailaway://` scheme and universal links on
    /// `https://sailaway.app/`. The host and every harness that composes the app use this one.
    public static let sailaway = LinkConfiguration(scheme: "sailaway", universalHosts: ["sailaway.app"])
}
