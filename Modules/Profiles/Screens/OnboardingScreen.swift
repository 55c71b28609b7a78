import FeatureRegistry
import Foundation
import ProfilesInterface

/// Onboarding: a full-screen cover over the app until the person has a sailor profile. Its
/// first screen offers the two ways in; creating a profile is a step pushed inside the cover.
struct OnboardingScreen {
    /// Who the person may become.
    let onboarding: Onboarding

    /// The first screen: what Sailaway is, and the two ways in.
    func welcome() async throws -> Screen {
        let onboarding = onboarding
        var actions: [ScreenAction] = [
            .push("Create My Sailor Profile", to: ProfileRoute.welcomeProfile, accessibility: Accessibility(label: "Create my sailor profile", hint: "Asks for the name other sailors will see"))
        ]
        var rows = [
            ScreenRow("Checklists for every stage of a charter, flashcard decks and practice guides."),
            ScreenRow("Create your own, fork other sailors' and take them on your charters."),
        ]
        if let sample = try await onboarding.sampleSailor() {
            rows.append(ScreenRow("Or look around first as \(sample.name), a sample sailor with checklists, decks and a charter."))
            actions.append(
                ScreenAction(
                    id: "explore-sample", "Explore with Sample Content",
                    accessibility: Accessibility(label: "Explore with sample content", hint: "Uses the sample sailor \(sample.name)")
                ) { _ in
                    let user = try await onboarding.exploreAsSample()
                    return .message("You are exploring as \(user.name). Create your own profile any time from Profile.")
                }
            )
        }
        return Screen(title: "Welcome to Sailaway", subtitle: "Your sailing companion, on this device.", sections: [ScreenSection(rows: rows)], actions: actions)
    }

    /// The step that names the new sailor.
    func profile() -> Screen {
        let onboarding = onboarding
        return Screen(
            title: "Your Sailor Profile",
            subtitle: "The name other sailors see on what you publish.",
            actions: [
                ScreenAction(
                    id: "create-profile", "Create Profile",
                    accessibility: Accessibility(label: "Create profile", hint: "Asks for your name"),
                    inputs: [ActionInput("name", prompt: "Your name (up to \(ProfileText.nameLimit) characters)", kind: .requiredText(limit: ProfileText.nameLimit))]
                ) { invocation in
                    let user = try await onboarding.createProfile(name: invocation.text("name"))
                    return .message("Welcome aboard, \(user.name).")
                },
                .goBack,
            ]
        )
    }
}
