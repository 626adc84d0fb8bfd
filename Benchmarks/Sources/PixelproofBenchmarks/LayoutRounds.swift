/// Several rounds of the layout trees, Pixelproof's cases and Yoga's taking turns, as one: each figure is
/// the median of its rounds' medians, so that a machine whose speed drifts slows both sides alike.
enum LayoutRounds {
  /// Each case's rounds as one result: the rounds' medians as its samples, or the first round's failure.
  static func combined(_ rounds: [[LayoutCaseResult]]) -> [LayoutCaseResult] {
    rounds[0].map { first in
      let sameCase = rounds.map { round in
        round.first { $0.container == first.container && $0.shape == first.shape && $0.count == first.count }
      }
      var medians: [UInt64] = []
      var digest: UInt64 = 0
      for result in sameCase {
        switch result?.outcome {
        case .measured(let measurement):
          medians.append(UInt64((measurement.medianMilliseconds * 1_000_000).rounded()))
          digest &+= measurement.digest
        case .failed(let reason):
          return LayoutCaseResult(
            container: first.container, shape: first.shape, count: first.count, outcome: .failed(reason))
        case nil:
          return LayoutCaseResult(
            container: first.container, shape: first.shape, count: first.count,
            outcome: .failed("missing from a round"))
        }
      }
      let measurement = Measurement(stage: first.container.name, samples: medians.sorted(), digest: digest)
      return LayoutCaseResult(
        container: first.container, shape: first.shape, count: first.count, outcome: .measured(measurement))
    }
  }

  /// Yoga's rounds as one: each case's median over the rounds, or a failure where any round failed; the
  /// worst exit status, every unexpected line and the first launch error.
  static func combined(_ rounds: [YogaBenchmark.Results]) -> YogaBenchmark.Results {
    var results = YogaBenchmark.Results()
    results.exitStatus = rounds.first { $0.exitStatus != 0 }?.exitStatus ?? 0
    results.unexpectedLines = rounds.flatMap(\.unexpectedLines)
    results.launchError = rounds.lazy.compactMap(\.launchError).first
    for key in Set(rounds.flatMap(\.outcomes.keys)).sorted() {
      var seconds: [Double] = []
      for round in rounds {
        switch round.outcomes[key] {
        case .seconds(let value): seconds.append(value)
        case .failed(let reason): results.outcomes[key] = .failed(reason)
        case nil: results.outcomes[key] = .failed("missing from a round")
        }
        if results.outcomes[key] != nil { break }
      }
      if results.outcomes[key] == nil { results.outcomes[key] = .seconds(median(seconds)) }
    }
    return results
  }
}
