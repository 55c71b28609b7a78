import AppShell
import Testing

/// A placeholder shows only when a wait is long enough to notice, and then stays long enough to
/// read.
struct PendingPlaceholderTests {
    let start = ContinuousClock.now
    func at(_ milliseconds: Int) -> ContinuousClock.Instant { start + .milliseconds(milliseconds) }

    @Test func contentThatComesWithin150msNeverShowsThePlaceholder() {
        var placeholder = PendingPlaceholder()
        #expect(placeholder.loaded("item", isPending: true, at: at(0)) == .keep(until: at(150)))
        #expect(placeholder.loaded("item", isPending: true, at: at(90)) == .keep(until: at(150)))
        #expect(placeholder.loaded("item", isPending: false, at: at(120)) == .show)
    }

    @Test func aSlowFetchShowsThePlaceholderAfter150msAndKeepsItAtLeast300ms() {
        var placeholder = PendingPlaceholder()
        #expect(placeholder.loaded("item", isPending: true, at: at(0)) == .keep(until: at(150)))
        #expect(placeholder.loaded("item", isPending: true, at: at(150)) == .show)
        // Redrawn while pending: still shown.
        #expect(placeholder.loaded("item", isPending: true, at: at(200)) == .show)
        // The content comes 50 ms after the placeholder showed: it waits until 300 ms have passed.
        #expect(placeholder.loaded("item", isPending: false, at: at(200)) == .keep(until: at(450)))
        #expect(placeholder.loaded("item", isPending: false, at: at(450)) == .show)
    }

    @Test func contentAfterTheMinimumShowsAtOnce() {
        var placeholder = PendingPlaceholder()
        _ = placeholder.loaded("item", isPending: true, at: at(0))
        _ = placeholder.loaded("item", isPending: true, at: at(160))
        #expect(placeholder.loaded("item", isPending: false, at: at(900)) == .show)
    }

    @Test func leavingThePlaceholderForAnotherScreenIsNotHeldBack() {
        var placeholder = PendingPlaceholder()
        _ = placeholder.loaded("item", isPending: true, at: at(0))
        _ = placeholder.loaded("item", isPending: true, at: at(150))
        #expect(placeholder.loaded("home", isPending: false, at: at(170)) == .show)
        // Back to the item, still pending: a new wait begins.
        #expect(placeholder.loaded("item", isPending: true, at: at(400)) == .keep(until: at(550)))
    }

    @Test func anotherPendingScreenWaitsItsOwnDelay() {
        var placeholder = PendingPlaceholder()
        _ = placeholder.loaded("one", isPending: true, at: at(0))
        #expect(placeholder.loaded("two", isPending: true, at: at(100)) == .keep(until: at(250)))
    }
}
