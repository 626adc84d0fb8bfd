import Testing

@testable import PixelproofGraphics

/// The conversions between premultiplied and straight alpha, and the opacity check, on every pair of
/// channel value and alpha: their loops run in C (pixelkernels.c), and must give what the formulas in
/// their documentation give.
@Suite struct AlphaConversionTests {
  /// A 256 x 256 image whose pixel (x, y) has alpha y and the colour channels x, 255 - x and x / 2.
  private func everyChannelAndAlpha() -> [UInt8] {
    var pixels: [UInt8] = []
    for alpha in 0...255 {
      for value in 0...255 {
        pixels += [UInt8(value), UInt8(255 - value), UInt8(value / 2), UInt8(alpha)]
      }
    }
    return pixels
  }

  @Test func straightAlphaIsEachChannelTimes255OverAlphaRoundedAndAtMost255() {
    let pixels = everyChannelAndAlpha()
    let straight = PremultipliedBitmap(validatedWidth: 256, height: 256, pixels: pixels).straightBitmap()
    for index in stride(from: 0, to: pixels.count, by: 4) {
      let alpha = Int(pixels[index + 3])
      for channel in 0..<3 {
        let value = Int(pixels[index + channel])
        // round(value * 255 / alpha) is (2 * value * 255 + alpha) / (2 * alpha) in integers.
        let expected = alpha == 0 ? 0 : min(255, (2 * value * 255 + alpha) / (2 * alpha))
        #expect(Int(straight.pixels[index + channel]) == expected, "value \(value), alpha \(alpha)")
      }
      #expect(straight.pixels[index + 3] == pixels[index + 3])
    }
  }

  @Test func straightenedGivesWhatStraightBitmapGivesAndLeavesTheOriginalUnchanged() {
    let pixels = everyChannelAndAlpha()
    let shared = PremultipliedBitmap(validatedWidth: 256, height: 256, pixels: pixels)
    let kept = shared
    // `kept` shares the buffer, so the conversion must copy it rather than change it under `kept`.
    let straight = shared.straightened()
    #expect(straight == kept.straightBitmap())
    #expect(kept.pixels == pixels)
  }

  @Test func straightenedConvertsABitmapNothingElseHoldsInItsOwnMemory() {
    // Premultiplied (64, 32, 0, 128) is straight round(64 * 255 / 128) = 128 (127.5 rounded up),
    // round(32 * 255 / 128) = 64 (63.75), 0; a transparent pixel becomes (0, 0, 0, 0) whatever it held.
    // The pixels are written into a buffer allocated at run time: an array literal may be a constant the
    // optimizer emits into the binary, which no bitmap owns alone, so even a release build must copy it.
    var pixels = [UInt8](repeating: 0, count: 8)
    for (index, value) in [64, 32, 0, 128, 9, 9, 9, 0].enumerated() { pixels[index] = UInt8(value) }
    let bitmap = PremultipliedBitmap(validatedWidth: 2, height: 1, pixels: pixels)
    pixels = []
    let address = bitmap.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    let straight = (consume bitmap).straightened()
    #expect(straight.pixels == [128, 64, 0, 128, 0, 0, 0, 0])
    #expect(straight.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } == address)
  }

  /// Straightening with the digest found in the same pass: the same pixels as straightening alone, and
  /// the digest of those pixels taken afterwards. The sizes cut blocks of eight pixels every way: none
  /// whole, whole blocks only, and whole blocks with one to seven pixels after them; the pixels run
  /// through every alpha, so some blocks are opaque throughout and some are not.
  @Test func straighteningWithTheDigestIsStraighteningThenTheDigest() {
    let every = everyChannelAndAlpha()
    // Mostly opaque, as screens are: every alpha once in each 256 pixels, the rest 255.
    var screenlike = [UInt8](repeating: 255, count: 256 * 256 * 4)
    for pixel in 0..<(256 * 256) where pixel % 257 == 0 {
      screenlike[pixel * 4..<pixel * 4 + 4] = every[pixel * 4..<pixel * 4 + 4]
    }
    let sizes = [(1, 1), (7, 1), (8, 1), (3, 3), (16, 2), (5, 13), (256, 256), (255, 257)]
    for source in [every, screenlike] {
      for (width, height) in sizes {
        let pixels = Array(source[..<(width * height * 4)])
        let bitmap = PremultipliedBitmap(validatedWidth: width, height: height, pixels: pixels)
        let expected = bitmap.straightBitmap()
        let (straight, digest) = bitmap.straightenedWithDigest()
        #expect(straight == expected, "\(width) x \(height)")
        #expect(digest == ContentDigest(pixelsOf: expected), "\(width) x \(height)")
      }
    }
  }

  @Test func premultipliedAlphaIsEachChannelTimesAlphaOver255Rounded() throws {
    let pixels = everyChannelAndAlpha()
    let image = try StraightBitmap(width: 256, height: 256, pixels: pixels)
    let premultiplied = PremultipliedBitmap(image)
    for index in stride(from: 0, to: pixels.count, by: 4) {
      let alpha = Int(pixels[index + 3])
      for channel in 0..<3 {
        let value = Int(pixels[index + channel])
        // value * alpha / 255 is never halfway between integers (255 is odd), so rounding is exact.
        let expected = (2 * value * alpha + 255) / 510
        #expect(Int(premultiplied.pixels[index + channel]) == expected, "value \(value), alpha \(alpha)")
      }
    }
  }

  @Test func anImageIsOpaqueOnlyWhenEveryAlphaIs255() throws {
    let opaque = try StraightBitmap(width: 3, height: 3, filledWith: (10, 20, 30, 255))
    #expect(opaque.isOpaque)
    for index in [3, 19, 35] {
      var image = opaque
      image.pixels[index] = 254
      #expect(!image.isOpaque, "alpha \(index / 4) is 254")
    }
    var colours = opaque
    colours.pixels[0] = 0
    #expect(colours.isOpaque)
  }
}
