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
        let members = CrewMember.list(crew)
        let removals = members.map { member in removal(of: member, from: id) }
        // Each member's removal on their row, then the addition after them, where it goes.
        let actions = removals + [
            ScreenAction.checked(
                id: "add-crew-member", "Add Crew Member", accessibility: Accessibility(label: "Add crew member", value: "\(crew.count) of \(CharterForm.crewLimit)"),
                inputs: [ActionInput("name", prompt: "Name", kind: .requiredText(limit: CharterForm.crewNameLimit))], kind: .add
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
        return .screen(
            Screen(
                title: "Crew of \(charter.name)",
                subtitle: crew.count == 1 ? "1 person aboard" : "\(crew.count) people aboard",
                sections: [
                    ScreenSection(
                        rows: zip(members, removals).map { member, remove in
                            ScreenRow(
                                member.name, id: member.id, accessibility: Accessibility(label: "Crew member: \(member.name)"), actions: [remove.id]
                            )
                        },
                        emptyText: "No crew yet."
                    )
                ],
                actions: actions,
                primaryAction: "add-crew-member"
            )
        )
    }

    /// The action on `member`'s row that removes them — that person, by name, however the
    /// list changed since it was shown.
    private func removal(of member: CrewMember, from id: UUID) -> ScreenAction {
        let store = store
        let action = ScreenAction.checked(id: ActionID("remove-crew-member", member.id), "Remove: \(member.name)", isDestructive: true) { _ in
            let name = try await change(id, store: store) { crew in
                guard let index = member.index(in: crew) else { throw CharterFormError.crewMemberGone(name: member.name) }
                return crew.remove(at: index)
            }
            return .message("Removed \(name) from the crew.")
        }
        return action.onRow("Remove", kind: .remove)
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
