import PixelproofComponents
import Testing

/// Text that does not grow with the text size. A label's font scales by the Body size over 17 (28 at
/// AX1, 14 at XS, 17 at the default L), so a 17 pt font is 28 pt at AX1 and an 8.5 pt font exactly
/// 8.5 × 28 / 17 = 14 pt. A label that opts out of scaling is built here by an `EnvironmentReader`
/// that picks its font size for the text size.
@Suite struct TextScalingTests {
  func laidOut(_ component: any Component, at textSize: TextSize) throws -> Layout {
    try component.layoutThatFits(
      range(maxWidth: 375, maxHeight: 2000), parentSize: ParentSize(width: 375, height: 2000),
      environment: LayoutEnvironment(scale: 1, textSize: textSize))
  }

  func findings(
    _ component: any Component, from textSize: TextSize = .large, to larger: TextSize = .accessibilityMedium,
    direction: LayoutDirection = .leftToRight
  ) throws -> [TextScalingFinding] {
    try laidOut(component, at: textSize).textScalingFindings(
      at: textSize, comparedWith: try laidOut(component, at: larger), at: larger, direction: direction)
  }

  /// A label of `text`, named `id` when given, whose font is `regular` points at the default text size
  /// and `scaled` points, before the label's own scaling, at any other.
  func pinned(_ text: String, id: String? = nil, regular: Double, scaled: Double) -> EnvironmentReader {
    EnvironmentReader { environment in
      let label = Label(text, font: .system(size: environment.textSize == .default ? regular : scaled))
      return id.map { label.id($0) } ?? label
    }
  }

  @Test func aLabelThatScalesIsNotReported() throws {
    #expect(try findings(Label("Price").id("price")).isEmpty)
    #expect(try findings(Label("Price"), from: .extraSmall, to: .extraLarge).isEmpty)
  }

  @Test func textThatStaysTheSameSizeIsReported() throws {
    // 14 pt at L; 8.5 pt scaled to 14 pt at AX1.
    let found = try findings(Stack { pinned("Fixed", id: "fixed", regular: 14, scaled: 8.5) })
    #expect(found.map(\.pointSize) == [14])
    #expect(found.map(\.largerPointSize) == [14])
    #expect(found.map(\.description) == [#"Label#fixed "Fixed": text stays 14 pt from text size L to AX1"#])
  }

  @Test func textThatShrinksIsReported() throws {
    let found = try findings(Stack { pinned("Note", regular: 17, scaled: 8.5) })
    #expect(
      found.map(\.description) == [#"Label "Note": text shrinks from 17 pt at text size L to 14 pt at AX1"#])
  }

  @Test func growthLostToRoundingIsNoGrowth() throws {
    // 14 × 17 / 53 pt scaled by 53 / 17 at AX5 comes back as 14.000000000000002 pt in binary, above
    // 14 by rounding alone.
    let compensated = EnvironmentReader { environment in
      Label("Fixed", font: .system(size: 14 * 17 / Double(environment.textSize.bodyPointSize))).id("fixed")
    }
    #expect(
      try findings(compensated, to: .accessibilityExtraExtraExtraLarge).map(\.description) == [
        #"Label#fixed "Fixed": text stays 14 pt from text size L to AX5"#
      ])
  }

  @Test func theSmallerTextSizeMustComeFirst() throws {
    let label = Label("Price")
    let small = try laidOut(label, at: .large)
    let large = try laidOut(label, at: .accessibilityMedium)
    #expect(throws: TextScalingError.textSizeNotLarger(.large, than: .accessibilityMedium)) {
      try large.textScalingFindings(at: .accessibilityMedium, comparedWith: small, at: .large)
    }
    #expect(throws: TextScalingError.textSizeNotLarger(.large, than: .large)) {
      try small.textScalingFindings(at: .large, comparedWith: small, at: .large)
    }
    #expect(
      TextScalingError.textSizeNotLarger(.large, than: .accessibilityMedium).description
        == "text size L (Body 17 pt) is not larger than AX1 (Body 28 pt); compare with a layout at a larger "
        + "text size")
  }

  @Test func labelsAreMatchedByIdentifierWhenTheLayoutRearranges() throws {
    // A row at L becomes a column with the fixed label last at AX1; the frame is the one at AX1.
    let screen = EnvironmentReader { environment in
      let fixed = pinned("Total", id: "total", regular: 14, scaled: 8.5)
      let price = Label("Price").id("price")
      if environment.textSize == .default {
        return Stack(.horizontal) {
          fixed; price
        }
      }
      return Stack {
        price.size(width: 100, height: 40); fixed
      }
    }
    let found = try findings(screen)
    #expect(found.map(\.name) == ["Label#total"])
    #expect(found.map(\.frame.minY) == [40])
  }

  @Test func labelsWithoutIdentifiersAreMatchedByText() throws {
    let screen = EnvironmentReader { environment in
      let fixed = pinned("Total", regular: 14, scaled: 8.5)
      let price = Label("Price")
      if environment.textSize == .default {
        return Stack {
          fixed; price
        }
      }
      return Stack {
        price; fixed
      }
    }
    #expect(try findings(screen).map(\.text) == ["Total"])
  }

  @Test func labelsWithTheSameTextAreMatchedByReadingOrder() throws {
    // Left grows, right stays: only the second in reading order is reported, and right to left the
    // pairs are the same labels. At AX1 the left label is two 28 pt zeros, 2 × 0.572 × 28 = 32.032 pt
    // rounded up to 33, so the right one starts 8 pt after it, at 41.
    let row = Stack(.horizontal, spacing: 8) {
      Label("00")
      pinned("00", regular: 14, scaled: 8.5)
    }
    #expect(try findings(row).map(\.pointSize) == [14])
    #expect(try findings(row).map(\.frame.minX) == [41])
    #expect(try findings(row, direction: .rightToLeft).map(\.pointSize) == [14])
  }

  @Test func aLabelOnlyOneLayoutHasIsNotCompared() throws {
    // At AX1 an extra label appears; "00" and "11" are matched by text, the badge by nothing.
    let screen = EnvironmentReader { environment in
      Stack {
        pinned("00", regular: 14, scaled: 8.5)
        Label("11")
        if environment.textSize != .default { Label("Badge") }
      }
    }
    #expect(try findings(screen).map(\.text) == ["00"])
  }

  @Test func theFirstRunThatDoesNotGrowIsReported() throws {
    let mixed = EnvironmentReader { environment in
      Label(runs: [
        TextRun("Total ", font: .system(size: 17)),
        TextRun("12", font: .system(size: environment.textSize == .default ? 20 : 8.5)),
      ])
    }
    let found = try findings(mixed)
    #expect(
      found.map(\.description) == [
        #"Label "Total 12": text shrinks from 20 pt at text size L to 14 pt at AX1"#
      ])
  }
}
