extension LayoutRecord {
  /// The most characters ``summary(_:)`` keeps.
  public static let summaryLength = 40

  /// `text` as a record keeps it: whole when it has at most ``summaryLength`` characters, else its first
  /// ones and "…", ``summaryLength`` in all.
  ///
  /// Characters are counted as Unicode scalars: where one grapheme ends depends on the Unicode version of
  /// the Swift runtime, and the summary must be the same on every machine.
  public static func summary(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > summaryLength else { return text }
    var shortened = String.UnicodeScalarView(scalars.prefix(summaryLength - 1))
    shortened.append("…")
    return String(shortened)
  }
}
