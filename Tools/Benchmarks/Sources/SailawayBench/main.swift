// `sailaway-bench`: times every measure of issue 6 and prints the table (or `--json`).
import SailawayBenchmarks

BenchmarkCommand.runTimings()
