import Testing

@testable import PixelproofGraphics

/// The three-box Gaussian blur against values worked out by hand.
///
/// Three boxes of widths w1, w2, w3 make one kernel: the count of ways to write each offset as a sum of
/// one offset from each box, over the product P of the widths. For 3, 3, 5 (σ = 2) that is
/// 1, 3, 6, 8, 9, 8, 6, 3, 1 over 45 (a 3-box convolved with a 3-box is 1, 2, 3, 2, 1; summing windows
/// of 5 gives the rest). Each direction rounds the exact convolution once, to nearest.
@Suite struct GaussianBlurTests {
  private func mask(_ width: Int, _ height: Int, value: (Int, Int) -> UInt8) -> AlphaMask {
    var mask = AlphaMask(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width { mask[x, y] = value(x, y) }
    }
    return mask
  }

  private func row(_ mask: AlphaMask, _ y: Int) -> [Int] {
    (0..<mask.width).map { Int(mask[$0, y]) }
  }

  private func total(_ mask: AlphaMask) -> Int { mask.values.reduce(0) { $0 + Int($1) } }

  @Test func boxWidthsFollowTheBoxesForGaussFormula() {
    // σ = 2: ideal width √(12 · 4 / 3 + 1) = √17 = 4.12, so narrow 3 (4 is even) and wide 5; the count of
    // narrow boxes (12σ² - 3n² - 12n - 9) / (-4n - 4) = (48 - 27 - 36 - 9) / -16 = 1.5 rounds to 2.
    #expect(GaussianBlur.boxWidths(standardDeviation: 2) == [3, 3, 5])
    // σ = 2.5: √26 = 5.10, so 5 and 7; (75 - 75 - 60 - 9) / -24 = 2.875 -> 3.
    #expect(GaussianBlur.boxWidths(standardDeviation: 2.5) == [5, 5, 5])
    // σ = 5: √101 = 10.05, so 9 and 11; (300 - 243 - 108 - 9) / -40 = 1.5 -> 2.
    #expect(GaussianBlur.boxWidths(standardDeviation: 5) == [9, 9, 11])
    // σ = 10: √401 = 20.02, so 19 and 21; (1200 - 1083 - 228 - 9) / -80 = 1.5 -> 2.
    #expect(GaussianBlur.boxWidths(standardDeviation: 10) == [19, 19, 21])
    // σ = 0.5: √2 = 1.41, so 1 and 3; (3 - 3 - 12 - 9) / -8 = 2.625 -> 3: no blur at all.
    #expect(GaussianBlur.boxWidths(standardDeviation: 0.5) == [1, 1, 1])
    for none in [0, -3, Double.nan] {
      #expect(GaussianBlur.boxWidths(standardDeviation: none) == [1, 1, 1])
    }
    // Beyond 300 px the blur is that of 300: √360001 = 600.0008, so 599 and 601;
    // (1080000 - 1076403 - 7188 - 9) / -2400 = 1.5 -> 2.
    #expect(GaussianBlur.boxWidths(standardDeviation: .infinity) == [599, 599, 601])
    #expect(GaussianBlur.boxWidths(standardDeviation: 1e6) == [599, 599, 601])
  }

  @Test func extentIsTheSumOfTheBoxRadii() {
    #expect(GaussianBlur.extent(standardDeviation: 2) == 1 + 1 + 2)
    #expect(GaussianBlur.extent(standardDeviation: 10) == 9 + 9 + 10)
    #expect(GaussianBlur.extent(standardDeviation: 0) == 0)
    // The product of the widths at the largest standard deviation stays below 2^28, as the exact
    // division needs.
    let widths = GaussianBlur.boxWidths(standardDeviation: GaussianBlur.maximumStandardDeviation)
    #expect(widths.reduce(1, *) < 1 << 28)
  }

  @Test func noBlurLeavesTheMaskUnchanged() {
    let original = mask(7, 5) { x, y in UInt8((x * 37 + y * 91) % 256) }
    for sigma in [0, -1, 0.5, Double.nan] {
      #expect(GaussianBlur.blurred(original, standardDeviation: sigma) == original)
    }
  }

  @Test func aConstantInteriorStaysOpaque() {
    // σ = 3: widths 5, 5, 7 (P = 175), reaching 2 + 2 + 3 = 7 px. Pixels at least 7 px inside every
    // edge see only 255s: 255 · 175 / 175.
    let blurred = GaussianBlur.blurred(mask(40, 40) { _, _ in 255 }, standardDeviation: 3)
    for y in 7...32 {
      #expect(row(blurred, y)[7...32].allSatisfy { $0 == 255 }, "y = \(y)")
    }
    // At an edge the kernel's half outside counts as 0. The kernel's centre count is 23 (pairs of
    // offsets from the two 5-boxes whose sum the 7-box can cancel: 25 minus (2, 2) and (-2, -2)), so
    // the half on one side and the centre is (175 + 23) / 2 = 99 of 175: 255 · 99 / 175 = 144.26 -> 144
    // at an edge pixel, and at a corner 144 · 99 / 175 = 81.46 -> 81.
    #expect(blurred[0, 20] == 144)
    #expect(blurred[20, 39] == 144)
    #expect(blurred[0, 0] == 81)
    #expect(blurred[39, 39] == 81)
  }

  @Test func aLineBlursToTheRoundedKernel() {
    // A full-height line: the middle row is 4 px (the reach) from the top and bottom, so the vertical
    // pass sees a constant column there and keeps it. Kernel 1, 3, 6, 8, 9 ... over 45, times 255:
    // 5.67, 17, 34, 45.33, 51.
    let line = mask(13, 9) { x, _ in x == 6 ? 255 : 0 }
    let blurred = GaussianBlur.blurred(line, standardDeviation: 2)
    #expect(row(blurred, 4) == [0, 0, 6, 17, 34, 45, 51, 45, 34, 17, 6, 0, 0])
  }

  @Test func anImpulseKeepsItsMassWithinTheRoundingBound() {
    // Each direction rounds every pixel it reaches by less than a half, and the blur before rounding
    // keeps the total exactly (the mask is padded by the extent, so nothing falls off). So the total
    // moves by less than half the pixels rounded: the row the impulse spreads over horizontally
    // (2 · 4 + 1 = 9 px) plus the square it covers vertically (81 px), 45 in all.
    var impulse = AlphaMask(width: 9, height: 9)
    impulse[4, 4] = 255
    let blurred = GaussianBlur.blurred(impulse, standardDeviation: 2)
    #expect(abs(total(blurred) - 255) < (9 + 81) / 2)
    // The centre: the row profile's 51 times the kernel's centre 9 / 45: 10.2 -> 10.
    #expect(blurred[4, 4] == 10)
    // A 10 x 10 box at σ = 3 (reach 7): 10 rows of 24 px rounded horizontally, 24 x 24 vertically.
    let box = mask(24, 24) { x, y in (7..<17).contains(x) && (7..<17).contains(y) ? 255 : 0 }
    #expect(abs(total(GaussianBlur.blurred(box, standardDeviation: 3)) - 100 * 255) < (240 + 576) / 2)
  }

  @Test func theImpulseResponseIsSymmetric() {
    var impulse = AlphaMask(width: 21, height: 21)
    impulse[10, 10] = 255
    let blurred = GaussianBlur.blurred(impulse, standardDeviation: 3)
    for y in 0...20 {
      for x in 0...20 {
        #expect(blurred[x, y] == blurred[20 - x, y] && blurred[x, y] == blurred[x, 20 - y], "(\(x), \(y))")
      }
    }
  }

  @Test func theSpreadOfALineMatchesTheStandardDeviation() {
    // A box of width w has variance (w² - 1) / 12 and variances add. At σ = 5 the boxes 9, 9, 11 give
    // (80 + 80 + 120) / 12 = 23.3, 6.7% under 25; at σ = 10 the boxes 19, 19, 21 give 1160 / 12 = 96.7,
    // 3.3% under 100. At a whole σ the boxes are always 2σ - 1, 2σ - 1, 2σ + 1, so their variance is
    // σ² - σ / 3: at σ = 2 that is 10 / 3, 16.7% under 4, as near as boxes 3 and 5 can come (3, 5, 5
    // gives 14 / 3, 16.7% over). So σ = 2 is held to the boxes' own variance.
    for (sigma, boxVariance, withinTenPercentOfSigmaSquared) in [
      (2.0, 10.0 / 3, false), (5, 70.0 / 3, true), (10, 290.0 / 3, true),
    ] {
      let reach = GaussianBlur.extent(standardDeviation: sigma)
      let size = 2 * reach + 1
      let line = mask(size, size) { x, _ in x == reach ? 255 : 0 }
      let profile = row(GaussianBlur.blurred(line, standardDeviation: sigma), reach)
      #expect(profile == profile.reversed(), "σ = \(sigma)")
      let mass = Double(profile.reduce(0, +))
      let variance =
        profile.enumerated().reduce(0.0) { sum, entry in
          let offset = Double(entry.offset - reach)
          return sum + Double(entry.element) * offset * offset
        } / mass
      #expect(abs(variance - boxVariance) <= 0.05 * boxVariance, "σ = \(sigma): \(variance)")
      if withinTenPercentOfSigmaSquared {
        #expect(abs(variance - sigma * sigma) <= 0.1 * sigma * sigma, "σ = \(sigma): \(variance)")
      }
    }
  }

  @Test func aHalfPlaneEdgeBlursToHalfAtTheEdge() {
    // σ = 5 reaches 4 + 4 + 5 = 13 px; the middle row of a mask 27 px tall is that far from the top and
    // bottom, so only the horizontal blur shows.
    let reach = 13
    // The edge through the centres of column 32, which is half covered (128): the exact blur there is
    // 255 · (1 - K0) / 2 + 128 · K0 = 127.5 + K0 / 2 for the kernel's centre weight K0, which rounds to 128.
    let halfCovered = mask(64, 2 * reach + 1) { x, _ in x < 32 ? 255 : x == 32 ? 128 : 0 }
    let blurred = GaussianBlur.blurred(halfCovered, standardDeviation: 5)
    #expect(blurred[32, reach] == 128)
    // The edge between columns 31 and 32: the kernel's part left of the edge at 31 - k is its part right
    // of it at 32 + k, so the exact values add up to 255; P is odd, so neither is a tie and the rounded
    // values add up to 255 as well. (Up to k = 18: farther left the blur reaches the mask's own edge.)
    let edge = mask(64, 2 * reach + 1) { x, _ in x < 32 ? 255 : 0 }
    let hard = GaussianBlur.blurred(edge, standardDeviation: 5)
    for k in 0...(31 - reach) {
      #expect(Int(hard[31 - k, reach]) + Int(hard[32 + k, reach]) == 255, "k = \(k)")
    }
    #expect(hard[31 - reach, reach] == 255)
    #expect(hard[32 + reach, reach] == 0)
  }

  @Test func aMaskSmallerThanTheBlurCountsZeroAroundIt() {
    // σ = 5: boxes 9, 9, 11, P = 891. The kernel's centre count: pairs of offsets in -4...4 whose sum
    // the 11-box (-5...5) can cancel, 81 minus the 6 pairs summing to 6, 7 or 8 and their 6 opposites:
    // 69. A single opaque pixel: 255 · 69 / 891 = 19.75 -> 20 across, then 20 · 69 / 891 = 1.55 -> 2.
    var single = AlphaMask(width: 1, height: 1)
    single[0, 0] = 255
    #expect(GaussianBlur.blurred(single, standardDeviation: 5)[0, 0] == 2)
    #expect(
      GaussianBlur.blurred(AlphaMask(width: 0, height: 3), standardDeviation: 5)
        == AlphaMask(width: 0, height: 3))
  }
}
