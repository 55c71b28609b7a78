extension Array where Element: Sendable {
    /// `load` of every element, run side by side, in the elements' order.
    ///
    /// A screen made of several features' contributions (Discover's lists, a charter page's
    /// sections) loads each in a task of its own: their reads of the database run at once, on
    /// the pool's readers, and the screen waits for the slowest rather than for them all in turn.
    /// Each load is independent and says its own failure in its place, so none cancels another.
    public func loadedSideBySide<Loaded: Sendable>(_ load: @escaping @Sendable (Element) async -> Loaded) async -> [Loaded] {
        await withTaskGroup(of: (Int, Loaded).self) { group in
            for (index, element) in enumerated() {
                group.addTask { (index, await load(element)) }
            }
            var loaded: [Int: Loaded] = [:]
            for await (index, value) in group {
                loaded[index] = value
            }
            return indices.compactMap { loaded[$0] }
        }
    }
}
