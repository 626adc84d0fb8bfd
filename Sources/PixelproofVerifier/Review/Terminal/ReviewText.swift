/// The lines `pixelproof review` prints besides the failures themselves, word for word in one place.
package enum ReviewText {
  /// What each key does, after every failure.
  package static let prompt = "a accept, r reject, s skip, o open the report, q quit: "

  /// Printed instead of a first failure when none is waiting.
  package static let nothingToReview = "no failed snapshots to review"

  /// The first line of a failure: `Snapshot 2 of 5: CardTests/card@2x (failed)`.
  ///
  /// - Parameters:
  ///   - position: the failure's place in the review, from 1.
  ///   - count: how many failures the review has.
  ///   - name: the failure's name, as `pixelproof failures` lists it.
  ///   - state: what happened to it: `failed`, `within tolerance`, or `text differs`.
  package static func heading(position: Int, count: Int, name: String, state: String) -> String {
    "Snapshot \(position) of \(count): \(DisplayText.escaped(name)) (\(state))"
  }

  /// Why `pixelproof failures --accept` would skip a failure, shown above the prompt: pressing `a`
  /// names it, so it is accepted all the same.
  package static func acceptNote(_ reason: String) -> String {
    "note: --accept alone would skip it: \(DisplayText.escaped(reason)); a accepts it all the same"
  }

  /// After `a`: `accepted  <name> -> <reference>`, as `pixelproof failures --accept` prints it.
  package static func accepted(_ name: String, into reference: String) -> String {
    "accepted  \(DisplayText.escaped(name)) -> \(DisplayText.escaped(reference))"
  }

  /// After `r`: `rejected  <name>`.
  package static func rejected(_ name: String) -> String { "rejected  \(DisplayText.escaped(name))" }

  /// After `s`: `skipped   <name>`.
  package static func skipped(_ name: String) -> String { "skipped   \(DisplayText.escaped(name))" }

  /// After `o`, the report written; `opened` when `xdg-open` was started on it.
  package static func report(_ path: String, opened: Bool) -> String {
    "report: \(DisplayText.escaped(path))" + (opened ? " (opened with xdg-open)" : "")
  }

  /// After a key that means nothing.
  package static let unknownKey = "unknown key; a accept, r reject, s skip, o open the report, q quit"

  /// When accepting fails; the failure stays, and the review asks again.
  package static func acceptFailed(_ problem: String) -> String {
    "cannot accept: \(DisplayText.escaped(problem))"
  }
}
