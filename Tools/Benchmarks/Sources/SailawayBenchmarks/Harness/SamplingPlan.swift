/// How long and how often each measure runs.
struct SamplingPlan: Sendable {
    /// Timed samples per measure; the report gives their median.
    var samples: Int
    /// How long a measure runs untimed before its samples.
    var warmUp: Duration
    /// How long one sample's batch of operations should take; the batch grows until it does.
    var sampleTime: Duration
    /// How many times each binary is started for the process rows.
    var processRuns: Int

    /// The published figures: enough samples that the median is stable to a few percent.
    static let full = SamplingPlan(samples: 31, warmUp: .milliseconds(200), sampleTime: .milliseconds(10), processRuns: 31)

    /// CI's smoke run: every row, few iterations, no judgement of the timings.
    static let quick = SamplingPlan(samples: 5, warmUp: .milliseconds(5), sampleTime: .milliseconds(1), processRuns: 5)
}
