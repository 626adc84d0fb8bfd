/// What a review decided, counted for its last line.
package struct ReviewTally: Sendable, Equatable {
  /// Failures whose failed image or text became the reference.
  package var accepted = 0
  /// Failures whose files were removed.
  package var rejected = 0
  /// Failures left as they were: skipped, or not reached before the review stopped.
  package var skipped = 0

  /// No decisions yet.
  package init() {}

  /// `1 accepted, 0 rejected, 4 skipped`.
  package var line: String { "\(accepted) accepted, \(rejected) rejected, \(skipped) skipped" }
}
