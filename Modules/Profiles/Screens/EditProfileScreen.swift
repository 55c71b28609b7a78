import FeatureRegistry
import Foundation

/// Editing the user's own name and bio; each change is saved at once, and a refused one
/// changes nothing.
struct EditProfileScreen {
    /// The sailors.
    let store: ProfileStore

    /// The screen, with the name and bio as saved.
    func load() async throws -> ScreenResult {
        let user = try await store.viewerProfile()
        let store = store
        return .screen(
            Screen(
                title: "Edit Profile",
                subtitle: "Changes are saved as you make them.",
                sections: [
                    ScreenSection(rows: [
                        ScreenRow("Name: \(user.name)", accessibility: Accessibility(label: "Name", value: user.name)),
                        ScreenRow(
                            "Bio: \(user.bio.isEmpty ? "None" : user.bio)",
                            accessibility: Accessibility(label: "Bio", value: user.bio.isEmpty ? "None" : user.bio)
                        ),
                    ])
                ],
                actions: [
                    ScreenAction(
                        id: "set-name", "Set Name", accessibility: Accessibility(label: "Set name", value: user.name),
                        inputs: [
                            ActionInput(
                                "name", prompt: "Your name", kind: .requiredText(limit: ProfileText.nameLimit),
                                current: user.name
                            )
                        ]
                    ) { invocation in
                        .message("Saved your name: \(try await store.setName(invocation.text("name"))).")
                    },
                    ScreenAction(
                        id: "set-bio", "Set Bio", accessibility: Accessibility(label: "Set bio", value: user.bio.isEmpty ? "None" : user.bio),
                        inputs: [ActionInput("bio", prompt: "A few words about you (empty clears it)", kind: .text(limit: ProfileText.bioLimit))]
                    ) { invocation in
                        try await store.setBio(invocation.text("bio")).isEmpty ? .message("Cleared your bio.") : .message("Saved your bio.")
                    },
                    ScreenAction(id: "done", "Done", accessibility: Accessibility(label: "Done editing")) { _ in .back },
                ]
            )
        )
    }
}
