internal import CPixelKernels

/// A 256-bit digest of bytes, fast enough to take of a whole bitmap on every verification.
///
/// Four independent lanes each take one 64-bit word of every 32-byte block through a bijective mix (two
/// multiplications with xor-shifts between), so one changed word always changes its lane, and two
/// changed words cancel only by a 1-in-2^64 accident. It is not cryptographic: it guards against
/// accidental change, not against someone forging a file (who could change the pixels just as well).
/// The same bytes give the same digest on every machine (words are read little-endian).
public struct ContentDigest: Sendable, Hashable, CustomStringConvertible {
  /// The four 64-bit words of the digest.
  public let words: [UInt64]

  /// The digest of `bytes`.
  ///
  /// - Parameters:
  ///   - bytes: what to digest.
  ///   - domain: mixed in first, so digests of different kinds of content (pixels of a given size,
  ///     file bytes) never stand for each other.
  public init(of bytes: [UInt8], domain: UInt64 = 0) {
    words = bytes.withUnsafeBytes { Self.digest($0, domain: domain) }
  }

  /// The digest of a bitmap: its width, height and RGBA8 bytes.
  public init(pixelsOf image: StraightBitmap) {
    let size = UInt64(image.width) << 32 | UInt64(image.height)
    self.init(of: image.pixels, domain: size)
  }

  /// Reads the 64 lowercase hex digits that ``description`` writes; nil for anything else.
  public init?(hex: some StringProtocol) {
    let digits = Array(hex.utf8)
    guard digits.count == 64 else { return nil }
    var words: [UInt64] = []
    for start in stride(from: 0, to: 64, by: 16) {
      guard let word = UInt64(String(decoding: digits[start..<start + 16], as: UTF8.self), radix: 16),
        digits[start..<start + 16].allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
      else { return nil }
      words.append(word)
    }
    self.words = words
  }

  /// The digest as 64 lowercase hex digits.
  public var description: String {
    words.map { word in
      let digits = String(word, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }.joined()
  }

  private static let seeds: [UInt64] = [
    0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0, 0x082E_FA98_EC4E_6C89,
  ]

  /// A bijection of 64-bit words whose every output bit depends on every input bit.
  @inline(__always)
  private static func mix(_ value: UInt64) -> UInt64 {
    var x = value
    x ^= x >> 33
    x = x &* 0xFF51_AFD7_ED55_8CCD
    x ^= x >> 33
    x = x &* 0xC4CE_B9FE_1A85_EC53
    x ^= x >> 33
    return x
  }

  private static func digest(_ bytes: UnsafeRawBufferPointer, domain: UInt64) -> [UInt64] {
    var lanes = startingLanes(domain: domain)
    let blocks = bytes.count / 32
    // Each lane takes one 64-bit word of every 32-byte block through `mix`: the loop is C's
    // (pp_digest_blocks), as in Swift it runs many times slower in a debug build.
    lanes.withUnsafeMutableBufferPointer { lanes in
      pp_digest_blocks(
        bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt64(blocks), lanes.baseAddress)
    }
    return finished(
      lanes, tail: UnsafeRawBufferPointer(rebasing: bytes[(blocks * 32)...]), length: bytes.count)
  }

  /// The four lanes before the first block, from `domain`.
  private static func startingLanes(domain: UInt64) -> [UInt64] {
    let start = mix(domain ^ 0x9E37_79B9_7F4A_7C15)
    return seeds.map { mix($0 ^ start) }
  }

  /// The digest from the lanes after every whole block, the bytes after them (fewer than 32) and the
  /// length of all the bytes.
  private static func finished(_ lanes: [UInt64], tail bytes: UnsafeRawBufferPointer, length: Int) -> [UInt64]
  {
    // The tail, zero-padded to a block; the length, mixed in below, tells padding from zero bytes.
    var tail = [UInt64](repeating: 0, count: 4)
    for (position, byte) in bytes.enumerated() {
      tail[position / 8] |= UInt64(byte) << (8 * UInt64(position % 8))
    }
    let lane0 = mix(lanes[0] ^ tail[0])
    let lane1 = mix(lanes[1] ^ tail[1])
    let lane2 = mix(lanes[2] ^ tail[2])
    let lane3 = mix(lanes[3] ^ tail[3])
    // Each output word depends on every lane, so the digest's words are not four separate hashes.
    let all = mix(lane0 ^ mix(lane1 ^ mix(lane2 ^ mix(lane3 ^ UInt64(length)))))
    return [mix(lane0 ^ all), mix(lane1 ^ all ^ 1), mix(lane2 ^ all ^ 2), mix(lane3 ^ all ^ 3)]
  }
}

extension ContentDigest {
  /// Straightens `pixels`, the premultiplied RGBA8 bytes of a `width` x `height` bitmap, in place, as
  /// ``PremultipliedBitmap/straightened()`` does, and is the digest ``init(pixelsOf:)`` takes of the
  /// result: one pass over a bitmap's memory instead of two, in C (see pixelkernels.h).
  init(straightening pixels: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int) {
    precondition(pixels.count == width * height * 4, "the pixels are not a \(width) x \(height) bitmap")
    var lanes = Self.startingLanes(domain: UInt64(width) << 32 | UInt64(height))
    lanes.withUnsafeMutableBufferPointer { lanes in
      pp_pixels_unpremultiply_digesting(pixels.baseAddress, UInt64(width * height), lanes.baseAddress)
    }
    let blocks = pixels.count / 32
    words = Self.finished(
      lanes, tail: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(pixels)[(blocks * 32)...]),
      length: pixels.count)
  }
}

extension ContentDigest {
  /// The digest ``init(pixelsOf:)`` takes of `bitmap` straightened, found without straightening it: the
  /// bitmap is left as it is, for what still reads it premultiplied.
  package init(straightenedPixelsOf bitmap: PremultipliedBitmap) {
    let (width, height) = (bitmap.width, bitmap.height)
    var lanes = Self.startingLanes(domain: UInt64(width) << 32 | UInt64(height))
    words = bitmap.pixels.withUnsafeBufferPointer { pixels in
      lanes.withUnsafeMutableBufferPointer { lanes in
        pp_pixels_digest_straightened(pixels.baseAddress, UInt64(width * height), lanes.baseAddress)
      }
      // The last pixels of a bitmap whose count is not a multiple of 8 are straightened in a copy.
      let blocks = pixels.count / 32
      var tail = Array(pixels[(blocks * 32)...])
      pp_pixels_unpremultiply(&tail, UInt64(tail.count / 4))
      return tail.withUnsafeBytes { Self.finished(lanes, tail: $0, length: pixels.count) }
    }
  }
}
