import FeatureRegistry
import Synchronization
import Testing

/// Contributions to one screen load at once, and come back in their order.
@Suite struct SideBySideTests {
    @Test func everyElementIsLoadedOnceAndTheyComeBackInOrder() async {
        let loaded = await Array(1...40).loadedSideBySide { number in
            // The first ones finish last.
            try? await Task.sleep(for: .milliseconds(41 - number))
            return "item \(number)"
        }
        #expect(loaded == (1...40).map { "item \($0)" })
    }

    /// Each load waits until every other one has started: loaded one after another, the first
    /// would wait forever (the test's time limit).
    @Test(.timeLimit(.minutes(1))) func theLoadsRunAtTheSameTime() async {
        let started = Atomic(0)
        let loaded = await Array(0..<6).loadedSideBySide { index in
            started.add(1, ordering: .sequentiallyConsistent)
            while started.load(ordering: .sequentiallyConsistent) < 6 {
                await Task.yield()
            }
            return index
        }
        #expect(loaded == Array(0..<6))
    }

    @Test func anEmptyListOrOneElementLoadsToo() async {
        #expect(await [Int]().loadedSideBySide { $0 }.isEmpty)
        #expect(await [7].loadedSideBySide { $0 * 6 } == [42])
    }
}
