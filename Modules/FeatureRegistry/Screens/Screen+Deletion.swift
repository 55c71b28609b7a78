extension Screen {
    /// The confirmation dialog before the user's own `name` is deleted for good: the question as
    /// its title, `consequences` as its subtitle, `rows` for what goes with it or stays, then
    /// Delete and Cancel. A face selects the first action that is not destructive, so Cancel is
    /// the safe default and Enter never deletes.
    ///
    /// Delete runs `delete`, which throws when there is nothing left to delete, then closes the
    /// dialog and leaves the page of what is gone, saying "Deleted “name”.".
    ///
    /// ```swift
    /// return .screen(.deleting("Aegean Week", consequences: "It goes from your charters. This cannot be undone.") {
    ///     guard try await store.delete(id) != nil else { throw ActionError("This charter was already deleted.") }
    /// })
    /// ```
    public static func deleting(
        _ name: String, consequences: String, rows: [ScreenRow] = [], delete: @escaping @Sendable () async throws -> Void
    ) -> Screen {
        let action = ScreenAction(
            id: "delete", "Delete", accessibility: Accessibility(label: "Delete “\(name)”", hint: "Deletes it for good"), isDestructive: true
        ) { _ in
            try await delete()
            return ActionResult(navigation: .sequence([.dismiss, .back]), message: "Deleted “\(name)”.")
        }
        return Screen(
            title: "Delete “\(name)”?",
            subtitle: consequences,
            sections: rows.isEmpty ? [] : [ScreenSection(rows: rows)],
            actions: [action, .cancel()]
        )
    }
}
