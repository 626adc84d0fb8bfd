extension SnapshotVerifier {
  /// Verifies `text` against the text reference that `reference` names
  /// (`<Suite>/<base name>.txt`), byte for byte, recording it as `settings`'
  /// record mode says, as images are: a missing reference is recorded (and the test fails once) unless
  /// the mode is `never`; a different one is replaced only under `all` and `failed`; an unchanged one is
  /// never rewritten. On a mismatch the message lists the lines that differ and the failure folder holds
  /// both texts. Every write is atomic. Never throws: every problem is a failed result with a message.
  ///
  /// - Parameters:
  ///   - text: the text made now.
  ///   - reference: names the text's files.
  ///   - settings: the record mode and the folders.
  ///   - run: the run this verification belongs to; two verifications of the same file in one run both fail.
  public static func verifyText(
    _ text: String, against reference: SnapshotReference, settings: VerificationSettings,
    run: SnapshotRun = .shared
  ) -> SnapshotResult {
    verify(Array(text.utf8), as: .text, against: reference, settings: settings, run: run)
  }
}
