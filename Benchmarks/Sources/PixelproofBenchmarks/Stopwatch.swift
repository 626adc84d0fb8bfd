import Glibc

/// The timings of one benchmarked stage, in nanoseconds, one per counted iteration.
struct Measurement {
  /// What was timed, as the table shows it.
  let stage: String
  /// Wall-clock time of each counted iteration, sorted ascending.
  let samples: [UInt64]
  /// The sum of the digests the iterations returned; printed so the optimizer keeps the work.
  let digest: UInt64

  /// The middle sample (the mean of the two middle ones for an even count), in milliseconds.
  var medianMilliseconds: Double {
    let middle = samples.count / 2
    let nanoseconds =
      samples.count.isMultiple(of: 2)
      ? (Double(samples[middle - 1]) + Double(samples[middle])) / 2 : Double(samples[middle])
    return nanoseconds / 1_000_000
  }

  /// The fastest iteration, in milliseconds.
  var minimumMilliseconds: Double { Double(samples[0]) / 1_000_000 }

  /// The slowest iteration, in milliseconds.
  var maximumMilliseconds: Double { Double(samples[samples.count - 1]) / 1_000_000 }
}

/// Times a closure over repeated iterations on the monotonic clock, or on the process's CPU clock.
struct Stopwatch {
  /// Counted iterations per stage (at least 1).
  let iterations: Int
  /// Iterations run first and not counted: they fault in memory, fill caches and record the reference.
  let warmUpIterations: Int
  /// Whether to count the CPU time of all the process's threads instead of wall-clock time: on a
  /// machine shared with busy neighbours, CPU time does not grow with the time spent waiting for a core.
  var countsCPUTime = false

  /// Runs `body` `warmUpIterations + iterations` times and keeps the times of the counted ones.
  ///
  /// - Parameters:
  ///   - stage: the name the table shows.
  ///   - body: the work to time. It returns a digest of its result (a byte of the output, say) that is
  ///     summed and printed, so the optimizer cannot drop the work as unused.
  /// - Returns: the sorted samples and the summed digest.
  /// - Throws: whatever `body` throws; a benchmark of failing work measures nothing.
  func measure(_ stage: String, _ body: () throws -> UInt64) rethrows -> Measurement {
    try measure(stage, before: {}, body)
  }

  /// Runs `prepare` untimed, then `body` timed, `warmUpIterations + iterations` times: for work that must
  /// start from the same state every iteration (an emptied cache, say).
  ///
  /// - Returns: the sorted samples of `body` alone and the summed digest.
  /// - Throws: whatever `body` throws.
  func measure(
    _ stage: String, before prepare: () -> Void, _ body: () throws -> UInt64
  ) rethrows
    -> Measurement
  {
    let clock = ContinuousClock()
    var digest: UInt64 = 0
    var samples: [UInt64] = []
    samples.reserveCapacity(iterations)
    for iteration in 0..<(warmUpIterations + iterations) {
      prepare()
      let start = clock.now
      let cpuStart = Self.processCPUNanoseconds()
      let result = try body()
      let cpuElapsed = Self.processCPUNanoseconds() - cpuStart
      let elapsed = Self.nanoseconds(start.duration(to: clock.now))
      digest &+= result
      if iteration >= warmUpIterations { samples.append(countsCPUTime ? cpuElapsed : elapsed) }
    }
    return Measurement(stage: stage, samples: samples.sorted(), digest: digest)
  }

  /// The CPU time all threads of this process have used so far.
  private static func processCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  private static func nanoseconds(_ duration: Duration) -> UInt64 {
    let (seconds, attoseconds) = duration.components
    return UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000)
  }
}

/// The middle value of `values` (the mean of the two middle ones for an even count); `values` must not be
/// empty.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}
