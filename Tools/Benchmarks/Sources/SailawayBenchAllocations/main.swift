// `sailaway-bench-allocations`: the counting process that `sailaway-bench` starts with the
// malloc interposer preloaded. It runs the same measures and prints allocations per operation.
import SailawayBenchmarks

BenchmarkCommand.runAllocationCounts(InterposerCounter())
