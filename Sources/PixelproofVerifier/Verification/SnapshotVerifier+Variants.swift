extension SnapshotVerifier {
  /// Renders `component` in each of `references`' variants and verifies it against each, in the order
  /// given, as `verify(_:in:as:settings:run:)` with one reference does: the results come in the same
  /// order.
  ///
  /// Variants that differ only in text size let the accessibility audit find text that does not grow
  /// (``/PixelproofComponents/AccessibilityChecks/textScaling``): each variant's layout is compared
  /// with that of the variant at the next smaller text size of the same scale, colour scheme and writing
  /// direction, and the labels that did not grow are findings of the larger variant. A variant with no
  /// smaller text size beside it has nothing to compare with, so with one text size the check reports
  /// nothing.
  ///
  /// - Parameters:
  ///   - component: what to render.
  ///   - proposal: the space offered to the component in every variant.
  ///   - references: the references to verify, each naming its variant.
  ///   - settings: the record mode, the folders, the tolerance and the audit, for every reference.
  ///   - run: the run the verifications belong to; two verifications of the same file in one run both fail.
  public static func verify(
    _ component: any Component, in proposal: SizeProposal, as references: [SnapshotReference],
    settings: VerificationSettings, run: SnapshotRun = .shared
  ) -> [SnapshotResult] {
    let variants = references.map(\.variant)
    let smaller = variants.map { variant in
      settings.accessibility.comparesTextSizes ? nextSmallerTextSize(than: variant, in: variants) : nil
    }
    // Only the layouts a larger variant compares with are kept, and no bitmap: a variant's pixels are
    // let go once it is verified.
    var kept: [Layout?] = Array(repeating: nil, count: references.count)
    let isCompared = references.indices.map { index in smaller.contains(index) }
    var results: [SnapshotResult] = []
    for (index, reference) in references.enumerated() {
      var comparison: TextSizeComparison?
      if let smallerIndex = smaller[index] {
        let smallerVariant = variants[smallerIndex]
        if kept[smallerIndex] == nil {
          // Listed after this one, the smaller variant is laid out now. When it cannot be, its own
          // verification says why, and there is nothing to compare with.
          kept[smallerIndex] = try? ComponentRenderer.layout(
            component, in: proposal, scale: smallerVariant.scale, traits: smallerVariant.traits)
        }
        comparison = kept[smallerIndex].map {
          TextSizeComparison(
            textSize: reference.variant.textSize, smallerLayout: $0, smallerTextSize: smallerVariant.textSize)
        }
      }
      let (result, layout) = verify(
        component, in: proposal, as: reference, settings: settings, run: run, comparison: comparison)
      if isCompared[index], kept[index] == nil { kept[index] = layout }
      results.append(result)
    }
    return results
  }

  /// The index in `variants` of the one at the largest text size smaller than `variant`'s, with its
  /// scale, colour scheme and writing direction; nil when there is none.
  private static func nextSmallerTextSize(
    than variant: SnapshotVariant, in variants: [SnapshotVariant]
  ) -> Int? {
    var found: Int?
    for (index, other) in variants.enumerated()
    where other.scale == variant.scale && other.colorScheme == variant.colorScheme
      && other.layoutDirection == variant.layoutDirection
      && other.textSize.bodyPointSize < variant.textSize.bodyPointSize
    {
      if let best = found, variants[best].textSize.bodyPointSize >= other.textSize.bodyPointSize { continue }
      found = index
    }
    return found
  }
}
