/// The figures of one measure: the median time per operation and the allocations per operation.
struct Measurement {
    /// The median over the samples of each batch's time divided by its operations (NaN when
    /// only allocations were counted).
    var nanosecondsPerOperation: Double
    /// Each sample's nanoseconds per operation, in the order taken.
    var samples: [Double]
    /// Operations per sample.
    var batch: Int
    /// Heap allocations per operation, or nil when they could not be counted.
    var allocationsPerOperation: Double?

    /// The median in milliseconds.
    var milliseconds: Double { nanosecondsPerOperation / 1e6 }

    /// How many times `self` takes as long as `other`: the median, over the rounds in which the
    /// two took turns, of the ratio of their samples. A round in which the machine was busy
    /// slows both alike, so it moves their ratio far less than either figure. Measurements not
    /// taken in turns (different sample counts) give the ratio of their medians.
    func ratio(to other: Measurement) -> Double? {
        guard nanosecondsPerOperation > 0, other.nanosecondsPerOperation > 0 else { return nil }
        guard samples.count == other.samples.count, !samples.isEmpty else {
            return nanosecondsPerOperation / other.nanosecondsPerOperation
        }
        return Harness.median(zip(samples, other.samples).map { $0 / $1 })
    }
}

/// One of the figures a comparison takes in turns: an id, and a body performing `count`
/// operations each time it is called.
struct Contender {
    var id: String
    /// How many distinct inputs the operations rotate through (see ``Harness/measure(_:cycle:_:)``).
    var cycle = 1
    var body: (_ count: Int) -> Void

    /// `operation` on each of `inputs` in turn, round and round.
    static func rotating<Input>(_ id: String, _ inputs: [Input], _ operation: @escaping (Input) -> Void) -> Contender {
        let inputs = opaque(inputs)
        return Contender(id: id, cycle: inputs.count) { count in
            var next = 0
            for _ in 0..<count {
                operation(inputs[next])
                next += 1
                if next == inputs.count { next = 0 }
            }
        }
    }
}

/// Runs measures: calibrate a batch, warm up, take samples, report the median; or, in the
/// counting process, count each measure's allocations per operation.
final class Harness {
    /// What this process does with each measure.
    enum Mode {
        /// Time it; its allocations come from the counting process, by measure id.
        case timing(AllocationCounts)
        /// Count its allocations only.
        case counting(any AllocationCounting)
    }

    let plan: SamplingPlan
    let mode: Mode
    /// In the counting process: allocations per operation by measure id.
    private(set) var counted = AllocationCounts()

    init(plan: SamplingPlan, mode: Mode) {
        self.plan = plan
        self.mode = mode
    }

    /// Whether this process only counts allocations.
    var isCounting: Bool {
        if case .counting = mode { true } else { false }
    }

    /// Measures `body`, which must perform `count` operations each time it is called.
    ///
    /// - Parameters:
    ///   - id: Names the measure in both processes, so its allocation count finds its timing.
    ///   - cycle: How many distinct inputs the operations rotate through; allocations are counted
    ///     over whole cycles so that every input weighs the same.
    ///   - body: Performs `count` operations, handing each result to ``blackHole(_:)``.
    func measure(_ id: String, cycle: Int = 1, _ body: (_ count: Int) -> Void) -> Measurement {
        switch mode {
        case .timing(let counts):
            var measurement = time(body)
            measurement.allocationsPerOperation = counts.perOperation[id]
            return measurement
        case .counting(let counter):
            let perOperation = count(counter, cycle: cycle, body)
            counted.perOperation[id] = perOperation
            return Measurement(nanosecondsPerOperation: .nan, samples: [], batch: 0, allocationsPerOperation: perOperation)
        }
    }

    /// Measures `contenders` in turns: each is calibrated and warmed, then every round times one
    /// batch of each, in alternating order, so that whatever else the machine does at a moment
    /// weighs on all of them alike. Their ratios (``Measurement/ratio(to:)``) are taken round by
    /// round. The counting process counts each one's allocations.
    func compare(_ contenders: [Contender]) -> [Measurement] {
        guard case .timing(let counts) = mode else {
            return contenders.map { measure($0.id, cycle: $0.cycle, $0.body) }
        }
        let clock = ContinuousClock()
        let batches = contenders.map { calibrate($0.body) }
        for (contender, batch) in zip(contenders, batches) { warmUp(contender.body, batch) }
        var samples = [[Double]](repeating: [], count: contenders.count)
        for round in 0..<plan.samples {
            let order = round.isMultiple(of: 2) ? Array(contenders.indices) : contenders.indices.reversed()
            for index in order {
                let batch = batches[index]
                samples[index].append(clock.measure { contenders[index].body(batch) }.nanoseconds / Double(batch))
            }
        }
        return contenders.indices.map { index in
            Measurement(nanosecondsPerOperation: Self.median(samples[index]), samples: samples[index], batch: batches[index],
                        allocationsPerOperation: counts.perOperation[contenders[index].id])
        }
    }

    /// The number of operations that take about a sample's time.
    private func calibrate(_ body: (_ count: Int) -> Void) -> Int {
        let clock = ContinuousClock()
        let target = plan.sampleTime.nanoseconds
        var batch = 1
        while true {
            let elapsed = clock.measure { body(batch) }.nanoseconds
            if elapsed >= target || batch >= 1 << 30 { return batch }
            let factor = elapsed <= 0 ? 10 : min(10, max(2, target / elapsed * 1.2))
            batch = Int((Double(batch) * factor).rounded(.up))
        }
    }

    private func warmUp(_ body: (_ count: Int) -> Void, _ batch: Int) {
        let clock = ContinuousClock()
        let warmUpEnd = clock.now.advanced(by: plan.warmUp)
        repeat { body(batch) } while clock.now < warmUpEnd
    }

    private func time(_ body: (_ count: Int) -> Void) -> Measurement {
        let clock = ContinuousClock()
        let batch = calibrate(body)
        warmUp(body, batch)

        var samples: [Double] = []
        samples.reserveCapacity(plan.samples)
        for _ in 0..<plan.samples {
            samples.append(clock.measure { body(batch) }.nanoseconds / Double(batch))
        }
        return Measurement(nanosecondsPerOperation: Self.median(samples), samples: samples, batch: batch)
    }

    private func count(_ counter: any AllocationCounting, cycle: Int, _ body: (_ count: Int) -> Void) -> Double? {
        // Warm: the first call of anything may fill caches and instantiate metadata.
        body(cycle)
        let once = ContinuousClock().measure { body(cycle) }
        let operations = once > .milliseconds(1) ? cycle : cycle * 8
        return counter.count { body(operations) }.map { Double($0) / Double(operations) }
    }

    /// The median of `values` (the mean of the middle two for an even count).
    static func median(_ values: [Double]) -> Double {
        precondition(!values.isEmpty)
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}

extension Duration {
    /// The duration in nanoseconds.
    var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
