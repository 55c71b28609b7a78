import MallocInterposerSwift
import SailawayBenchmarks

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Counts heap allocations with ordo-one/malloc-interposer.
///
/// The interposer counts only when its library is loaded before libc's allocator is bound
/// (`LD_PRELOAD` on Linux, which `sailaway-bench` sets for this process); otherwise every count
/// reads 0. Counting a deliberate allocation at start tells the two apart, so an unknown count is
/// reported as unknown, never as 0.
struct InterposerCounter: AllocationCounting {
    let isAvailable: Bool

    init() {
        MallocInterposerSwift.initialize()
        MallocInterposerSwift.hook()
        let probe = malloc(64)
        blackHole(probe)  // else the optimizer removes the malloc–free pair
        free(probe)
        MallocInterposerSwift.unhook()
        isAvailable = MallocInterposerSwift.getStatistics().mallocCount > 0
        MallocInterposerSwift.reset()
    }

    func count(_ body: () -> Void) -> Int? {
        guard isAvailable else { return nil }
        MallocInterposerSwift.reset()
        MallocInterposerSwift.hook()
        body()
        MallocInterposerSwift.unhook()
        return MallocInterposerSwift.getStatistics().mallocCount
    }
}
