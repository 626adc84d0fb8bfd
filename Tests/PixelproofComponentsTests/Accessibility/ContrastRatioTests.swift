import PixelproofComponents
import Testing

/// WCAG 2.2 relative luminance and contrast, with values worked out by hand from the definitions in
/// WCAG 2.2 (relative luminance, contrast ratio, large scale text) and checked against the criteria's
/// own examples: #767676 on white is the lightest grey that passes AA for normal text.
@Suite struct ContrastRatioTests {
  func grey(_ value: UInt8) -> Color { Color(red: value, green: value, blue: value) }

  // MARK: Relative luminance

  @Test func blackIsZeroAndWhiteIsOneExactly() {
    // ((1 + 0.055) / 1.055)^2.4 is exactly 1, and the weights add up to 1.
    #expect(RelativeLuminance(of: .black).scaledValue == 0)
    #expect(RelativeLuminance(of: .white).scaledValue == RelativeLuminance.scale)
  }

  @Test func primariesWeighExactlyWCAGsCoefficients() {
    // A full channel linearises to 1, so each primary's luminance is its weight: 0.2126, 0.7152, 0.0722.
    #expect(RelativeLuminance(of: Color(red: 255, green: 0, blue: 0)).scaledValue == 2126 * 10_000_000_000)
    #expect(RelativeLuminance(of: Color(red: 0, green: 255, blue: 0)).scaledValue == 7152 * 10_000_000_000)
    #expect(RelativeLuminance(of: Color(red: 0, green: 0, blue: 255)).scaledValue == 722 * 10_000_000_000)
  }

  @Test func aDarkChannelIsOnTheLinearSegment() {
    // 10 / 255 = 0.0392 is below 0.04045 (and below the older 0.03928), so it is 10 / 255 / 12.92
    // = 10^11 / 3294.6 = 30352698.36 units of 10^-10, rounded to 30352698. A grey's luminance is its
    // channel's linear value, since the weights add up to 10^4 units of 10^-4.
    #expect(RelativeLuminance(of: grey(10)).scaledValue == 30_352_698 * 10_000)
  }

  @Test func aChannelAboveTheKneeFollowsThePowerCurve() {
    // 11 / 255 = 0.043137 is above the knee: ((0.043137 + 0.055) / 1.055)^2.4 = 0.093021^2.4
    // = exp(2.4 × ln 0.093021) = exp(-5.69983) = 0.0033465, worked to five figures.
    let value = Double(RelativeLuminance(of: grey(11)).scaledValue) / Double(RelativeLuminance.scale)
    #expect(abs(value - 0.0033465) < 0.0000001)
  }

  @Test func luminanceIgnoresAlpha() {
    let translucent = Color(red: 118, green: 118, blue: 118, alpha: 10)
    #expect(RelativeLuminance(of: translucent) == RelativeLuminance(of: grey(118)))
  }

  // MARK: Contrast ratio

  @Test func blackOnWhiteIsExactlyTwentyOneToOne() {
    // (1 + 0.05) / (0 + 0.05) = 21.
    let ratio = ContrastRatio(.black, .white)
    #expect(ratio == ContrastRatio(numerator: 21, denominator: 1))
    #expect(ratio.description == "21:1")
    #expect(ContrastRatio(.white, .black) == ratio)
    #expect(ratio.meets(.aaa, largeText: false))
  }

  @Test func aColourOnItselfIsOneToOne() {
    #expect(ContrastRatio(grey(118), grey(118)) == ContrastRatio(numerator: 1, denominator: 1))
    #expect(ContrastRatio(grey(118), grey(118)).description == "1:1")
  }

  @Test func grey767676OnWhiteIs4point54AndPassesAA() {
    // 118 / 255 = 0.462745; ((0.462745 + 0.055) / 1.055)^2.4 = 0.490754^2.4 = exp(2.4 × -0.711836)
    // = 0.181164. (1.05) / (0.181164 + 0.05) = 4.5422.
    let ratio = ContrastRatio(grey(0x76), .white)
    #expect(ratio.description == "4.54:1")
    #expect(ratio.hundredths == 454)
    #expect(ratio.meets(.aa, largeText: false))
    #expect(!ratio.meets(.aaa, largeText: false))
    #expect(ratio.meets(.aaa, largeText: true))
  }

  @Test func grey777777OnWhiteIs4point48AndFailsAAForNormalTextOnly() {
    // 119 / 255 = 0.466667; ((0.466667 + 0.055) / 1.055)^2.4 = 0.494471^2.4 = exp(2.4 × -0.704291)
    // = 0.184474. 1.05 / (0.184474 + 0.05) = 4.4781.
    let ratio = ContrastRatio(grey(0x77), .white)
    #expect(ratio.description == "4.48:1")
    #expect(!ratio.meets(.aa, largeText: false))
    #expect(ratio.meets(.aa, largeText: true))
    #expect(!ratio.meets(.aaa, largeText: true))
    #expect(ratio < ContrastRatio(grey(0x76), .white))
  }

  @Test func pureRedOnWhiteIsJustUnderFourToOne() {
    // 1.05 / (0.2126 + 0.05) = 3.9985, shown rounded as 4:1; it passes only large text at AA.
    let ratio = ContrastRatio(Color(red: 255, green: 0, blue: 0), .white)
    #expect(ratio == ContrastRatio(numerator: 10500, denominator: 2626))
    #expect(ratio.description == "4:1")
    #expect(ratio.meets(.aa, largeText: true))
    #expect(!ratio.meets(.aa, largeText: false))
  }

  @Test func pureBlueOnBlackIs2point44() {
    // (0.0722 + 0.05) / 0.05 = 2.444: below even the large-text minimum.
    let ratio = ContrastRatio(Color(red: 0, green: 0, blue: 255), .black)
    #expect(ratio == ContrastRatio(numerator: 1222, denominator: 500))
    #expect(ratio.description == "2.44:1")
    #expect(!ratio.meets(.aa, largeText: true))
  }

  @Test func verdictsCompareTheExactRatioNotTheShownOne() {
    // WCAG: a ratio is not rounded up to meet a minimum, so 4.499:1 fails though it shows as 4.5:1.
    let justUnder = ContrastRatio(numerator: 4499, denominator: 1000)
    #expect(justUnder.description == "4.5:1")
    #expect(!justUnder.meets(.aa, largeText: false))
    #expect(ContrastRatio(numerator: 9, denominator: 2).meets(.aa, largeText: false))
    #expect(ContrastRatio(numerator: 2999, denominator: 1000).meets(.aa, largeText: true) == false)
    #expect(ContrastRatio(numerator: 7, denominator: 1).meets(.aaa, largeText: false))
  }

  @Test func ratiosAreShownToTwoDecimalsWithoutTrailingZeros() {
    #expect(ContrastRatio(numerator: 31, denominator: 10).description == "3.1:1")
    #expect(ContrastRatio(numerator: 405, denominator: 100).description == "4.05:1")
    // 4.545 rounds half up to 4.55.
    #expect(ContrastRatio(numerator: 4545, denominator: 1000).description == "4.55:1")
  }

  @Test func minimumsAreWCAGs() {
    #expect(ContrastLevel.aa.minimumRatio(largeText: false) == ContrastRatio(numerator: 45, denominator: 10))
    #expect(ContrastLevel.aa.minimumRatio(largeText: true) == ContrastRatio(numerator: 3, denominator: 1))
    #expect(ContrastLevel.aaa.minimumRatio(largeText: false) == ContrastRatio(numerator: 7, denominator: 1))
    #expect(ContrastLevel.aaa.minimumRatio(largeText: true) == ContrastRatio(numerator: 9, denominator: 2))
  }

  // MARK: Large text

  @Test func largeTextIsEighteenPointsOrFourteenBold() {
    #expect(Font.system(size: 18).isLargeText)
    #expect(!Font.system(size: 17.9).isLargeText)
    #expect(Font.system(size: 14, weight: .bold).isLargeText)
    #expect(!Font.system(size: 13.9, weight: .bold).isLargeText)
    #expect(!Font.system(size: 14, weight: .medium).isLargeText)
    #expect(Font.system(size: 18, weight: .medium).isLargeText)
  }
}
