import ChartersInterface
import FeatureRegistry
import Foundation
import GRDB

/// A charter's crew, edited in place: each change is saved at once, in its own transaction.
struct CrewScreen {
    /// The charters.
    let store: CharterStore

    /// The crew of charter `id`, or not found.
    func load(_ id: UUID) async throws -> ScreenResult {
        let owner = store.owner
        let found = try await store.database.writer.read { db -> (Charter, [String])? in
            guard let charter = try CharterStore.charter(id, of: owner, in: db) else { return nil }
            return (charter, try CharterStore.crew(of: id, in: db))
        }
        guard let (charter, crew) = found else { return CharterScreens.notFound }
        var actions = [
            ScreenAction.checked(
                id: "add-crew-member", "Add Crew Member", accessibility: Accessibility(label: "Add crew member", value: "\(crew.count) of \(CharterForm.crewLimit)"),
                inputs: [ActionInput("name", prompt: "Name", kind: .requiredText(limit: CharterForm.crewNameLimit))]
            ) { [store] invocation in
                let name = try await change(id, store: store) { crew in
                    let name = try CharterForm.crewName(invocation.text("name"))
                    guard crew.count < CharterForm.crewLimit else {
                        throw CharterFormError.tooManyCrew(count: crew.count + 1, limit: CharterForm.crewLimit)
                    }
                    crew.append(name)
                    return name
                }
                return .message("Added \(name) to the crew.")
            }
        ]
        if !crew.isEmpty {
            actions.append(
                .checked(
                    id: "remove-crew-member", "Remove Crew Member", accessibility: Accessibility(label: "Remove crew member", hint: "By their number in the list"),
                    inputs: [ActionInput("number", prompt: "Number of the crew member to remove (1 to \(crew.count))", kind: .choice(count: crew.count, noun: "crew member"))],
                    isDestructive: true
                ) { [store] invocation in
                    let number = try invocation.number("number")
                    let name = try await change(id, store: store) { crew in
                        guard crew.indices.contains(number - 1) else {
                            throw CharterFormError.noSuchCrewMember(input: "\(number)", count: crew.count)
                        }
                        return crew.remove(at: number - 1)
                    }
                    return .message("Removed \(name) from the crew.")
                }
            )
        }
        return .screen(
            Screen(
                title: "Crew of \(charter.name)",
                subtitle: crew.count == 1 ? "1 person aboard" : "\(crew.count) people aboard",
                sections: [
                    ScreenSection(
                        rows: crew.enumerated().map { index, name in
                            ScreenRow("\(index + 1). \(name)", accessibility: Accessibility(label: "Crew member \(index + 1): \(name)"))
                        },
                        emptyText: "No crew yet. Tap Add Crew Member."
                    )
                ],
                actions: actions
            )
        )
    }

    /// Changes the crew of charter `id` with `edit`, in one transaction re-reading the saved
    /// crew, so two changes in a row never work on a stale list.
    private func change<T: Sendable>(
        _ id: UUID, store: CharterStore, _ edit: @escaping @Sendable (inout [String]) throws -> T
    ) async throws -> T {
        let (now, owner) = (store.now(), store.owner)
        return try await store.database.writer.write { db in
            guard try CharterStore.charter(id, of: owner, in: db) != nil else { throw CharterFormError.charterGone }
            var crew = try CharterStore.crew(of: id, in: db)
            let result = try edit(&crew)
            try CharterStore.replaceCrew(of: id, with: crew, at: now, in: db)
            return result
        }
    }
}
