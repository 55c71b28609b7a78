// `sailaway-profile`: one measure's operation in a loop, for valgrind or perf to watch.
import SailawayBenchmarks

ProfileCommand.run()
