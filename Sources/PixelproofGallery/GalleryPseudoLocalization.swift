import GalleryExamples
import PixelproofVerifier

/// What the gallery says of an example shown in a pseudo-locale: the labels its longer text cuts, as a
/// longer language would cut them. They are the accessibility audit's truncation findings, which name
/// each label's original text, and like every finding they never fail the example.
enum GalleryPseudoLocalization {
  /// The lines printed under the line of an example verified in `locale`, a pseudo-locale: a heading
  /// that says how much longer the text was and how many labels it cut, then each truncation finding of
  /// `findings` as the audit words it, in the audit's order (reading order). Nothing for a real locale
  /// or none:
  ///
  /// ```
  ///   pseudo-locale en-XA, text 40% longer: 2 labels cut
  ///     Label: text cut to 1 line, shows "[Ɓļûéţööţĥ·…" of "Bluetooth"
  ///     Label: text cut to 1 line, shows "[Ö…" of "On"
  /// ```
  ///
  /// - Parameters:
  ///   - locale: the locale the example was rendered for.
  ///   - findings: every finding of the audit on that rendering.
  static func truncationSection(locale: LocaleIdentifier?, findings: [AccessibilityFinding]) -> [String] {
    guard let locale, let pseudoLocalization = locale.pseudoLocalization else { return [] }
    let cut = truncationFindings(findings)
    let longer = Int((pseudoLocalization.expansion * 100).rounded())
    let count = cut.isEmpty ? "no label cut" : "\(cut.count) label\(cut.count == 1 ? "" : "s") cut"
    return ["  pseudo-locale \(locale), text \(longer)% longer: \(count)"]
      + cut.map { "    \($0.description)" }
  }

  /// The findings of `findings` the section lists: labels that do not show all of their text.
  static func truncationFindings(_ findings: [AccessibilityFinding]) -> [AccessibilityFinding] {
    findings.filter { $0.kind == .truncatedText }
  }
}

extension GalleryExample {
  /// The references the gallery verifies the example against: one in no locale, or one per locale, in
  /// its language's direction and named as a snapshot variant names it (`<name>_<locale>@<scale>x`).
  func references() throws -> [SnapshotReference] {
    guard !locales.isEmpty else { return [try SnapshotReference(suite: "Gallery", test: name, scale: scale)] }
    return try SnapshotVariants(scales: [scale], locales: locales).variants().map {
      variant throws in try SnapshotReference(suite: "Gallery", test: name, variant: variant)
    }
  }
}
