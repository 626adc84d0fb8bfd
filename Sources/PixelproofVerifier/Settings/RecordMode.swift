/// When a snapshot assertion writes its reference image.
public enum RecordMode: String, Sendable, CaseIterable {
  /// Record references that do not exist yet, and fail those tests saying so. The default off CI.
  ///
  /// No mode writes over a reference that is a Git LFS pointer file (the reference was never fetched):
  /// its test fails saying to run `git lfs pull`, and only `pixelproof failures --accept <name>` replaces
  /// it.
  case missing
  /// Record every reference whose pixels changed (or that is missing or unreadable), failing those tests;
  /// a reference whose pixels are unchanged is left untouched and its test passes.
  case all
  /// Re-record only references that do not match (or are missing or unreadable), still failing those tests.
  ///
  /// Since a reference whose pixels are unchanged is never rewritten, `failed` writes the same files as
  /// `all`; the two names say what the user means.
  case failed
  /// Never write a reference: a missing one fails the test. The default on CI.
  case never

  /// Whether this mode writes a reference that does not exist.
  var recordsMissing: Bool { self != .never }
  /// Whether this mode overwrites a reference that does not match.
  var recordsMismatches: Bool { self == .all || self == .failed }
}
