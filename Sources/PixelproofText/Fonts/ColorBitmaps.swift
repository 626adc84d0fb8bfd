/// One glyph's colour image from a `CBDT` strike: PNG bytes and where they lie around the glyph origin.
public struct ColorBitmap: Sendable, Equatable {
  /// The strike's size: this many image pixels make one em.
  public let pixelsPerEm: Int
  /// The image's size in pixels, as the font's metrics record it.
  public let width: Int
  /// The image's height in pixels, as the font's metrics record it.
  public let height: Int
  /// From the glyph origin right to the image's left edge, in image pixels.
  public let bearingX: Int
  /// From the baseline up to the image's top edge, in image pixels.
  public let bearingY: Int
  /// The PNG file.
  public let png: [UInt8]
}

/// Colour glyph images from the `CBLC` (where) and `CBDT` (what) tables: PNG images in strikes of one
/// size each, as Noto Color Emoji stores its glyphs.
///
/// Opening checks the header and each strike's list of index subtables; ``bitmap(of:)`` reads one
/// glyph's index entry and image and checks them then. Index subtable formats 1 to 5 and image formats
/// 17, 18 and 19 (PNG with small, big or shared metrics) are read; only the largest strike is used, as
/// images are scaled to the text's size anyway.
struct ColorBitmaps: Sendable {
  private struct Strike: Sendable {
    let pixelsPerEm: Int
    /// Where the strike's index subtable array starts in `CBLC`: `count` records of 8 bytes.
    let arrayOffset: Int
    let count: Int
  }

  private let strike: Strike?
  private let cblc: BinaryReader
  private let cbdt: BinaryReader

  init(cblc: BinaryReader, cbdt: BinaryReader) throws(FontError) {
    let major = try cblc.uint16(at: 0)
    guard major == 3 || major == 2 else {
      throw .malformed(table: "CBLC", reason: "the version is \(major), not 3")
    }
    let sizeCount = try cblc.offset32(at: 4)
    // 8-byte header, then a 48-byte BitmapSize record per strike.
    try cblc.require(8, length: sizeCount * 48)
    var best: Strike?
    for index in 0..<sizeCount {
      let at = 8 + index * 48
      let arrayOffset = try cblc.offset32(at: at)
      let count = try cblc.offset32(at: at + 8)
      guard cblc.contains(arrayOffset, length: count * 8) else { throw .truncated(table: "CBLC") }
      let pixelsPerEm = Int(try cblc.uint8(at: at + 45))
      guard pixelsPerEm > 0 else {
        throw .malformed(table: "CBLC", reason: "strike \(index) is 0 pixels per em")
      }
      if let current = best, current.pixelsPerEm >= pixelsPerEm { continue }
      best = Strike(pixelsPerEm: pixelsPerEm, arrayOffset: arrayOffset, count: count)
    }
    strike = best
    self.cblc = cblc
    self.cbdt = cbdt
  }

  /// The colour image of `glyph`, or nil when the strike has none for it.
  ///
  /// - Throws: ``FontError`` when the glyph's index entry or image data is malformed or lies outside
  ///   its table.
  func bitmap(of glyph: GlyphID) throws(FontError) -> ColorBitmap? {
    guard let strike else { return nil }
    let id = Int(glyph.rawValue)
    let array = try cblc.subview(from: strike.arrayOffset)
    for index in 0..<strike.count {
      let first = try array.offset16(at: index * 8)
      let last = try array.offset16(at: index * 8 + 2)
      guard first <= id, id <= last else { continue }
      guard first <= last else {
        throw .malformed(table: "CBLC", reason: "an index subtable ends before it starts")
      }
      // The subtable offset counts from the start of the index subtable array.
      let subtable = try array.subview(from: try array.offset32(at: index * 8 + 4))
      let location = try Self.location(of: id, first: first, last: last, in: subtable)
      guard let location else { return nil }
      return try image(at: location, pixelsPerEm: strike.pixelsPerEm)
    }
    return nil
  }

  /// Where a glyph's image lies in `CBDT`, its image format, and the metrics the index holds for
  /// formats 2 and 5.
  private struct Location {
    let offset: Int
    let length: Int
    let imageFormat: Int
    let sharedMetrics: BinaryReader?
  }

  /// - Returns: nil when the subtable lists the glyph's range but not the glyph (formats 4 and 5), or
  ///   gives it no data.
  private static func location(
    of id: Int, first: Int, last: Int, in subtable: BinaryReader
  )
    throws(FontError) -> Location?
  {
    let indexFormat = try subtable.uint16(at: 0)
    let imageFormat = try subtable.offset16(at: 2)
    let dataOffset = try subtable.offset32(at: 4)
    let glyphIndex = id - first
    switch indexFormat {
    case 1, 3:
      // Offsets for every glyph of the range and one past its end: 32-bit (1) or 16-bit (3).
      let width = indexFormat == 1 ? 4 : 2
      try subtable.require(8, length: (last - first + 2) * width)
      func read(_ at: Int) throws(FontError) -> Int {
        width == 4 ? try subtable.offset32(at: at) : try subtable.offset16(at: at)
      }
      let start = try read(8 + glyphIndex * width)
      let end = try read(8 + (glyphIndex + 1) * width)
      guard end > start else { return nil }
      return Location(
        offset: dataOffset + start, length: end - start, imageFormat: imageFormat, sharedMetrics: nil)
    case 2:
      // One image size for the whole range, and big metrics shared by every glyph.
      let size = try subtable.offset32(at: 8)
      return Location(
        offset: dataOffset + glyphIndex * size, length: size, imageFormat: imageFormat,
        sharedMetrics: try subtable.subview(at: 12, length: 8))
    case 4:
      // (glyph, offset) pairs for the glyphs present, sorted, and one pair past the last.
      let count = try subtable.offset32(at: 8)
      try subtable.require(12, length: (count + 1) * 4)
      guard let found = try search(id, count: count, in: subtable, at: 12, stride: 4) else { return nil }
      let start = try subtable.offset16(at: 12 + found * 4 + 2)
      let end = try subtable.offset16(at: 12 + (found + 1) * 4 + 2)
      guard end > start else { return nil }
      return Location(
        offset: dataOffset + start, length: end - start, imageFormat: imageFormat, sharedMetrics: nil)
    case 5:
      // One image size and shared big metrics, for the sorted glyphs listed.
      let size = try subtable.offset32(at: 8)
      let count = try subtable.offset32(at: 20)
      try subtable.require(24, length: count * 2)
      guard let found = try search(id, count: count, in: subtable, at: 24, stride: 2) else { return nil }
      return Location(
        offset: dataOffset + found * size, length: size, imageFormat: imageFormat,
        sharedMetrics: try subtable.subview(at: 12, length: 8))
    default:
      throw .malformed(table: "CBLC", reason: "an index subtable has format \(indexFormat)")
    }
  }

  /// The position of `id` in a sorted array of `count` 16-bit glyph IDs `stride` bytes apart.
  private static func search(
    _ id: Int, count: Int, in table: BinaryReader, at start: Int, stride: Int
  )
    throws(FontError) -> Int?
  {
    var low = 0, high = count
    while low < high {
      let middle = (low + high) / 2
      let value = try table.offset16(at: start + middle * stride)
      if value < id { low = middle + 1 } else if value > id { high = middle } else { return middle }
    }
    return nil
  }

  /// Reads the image record at `location`: metrics (from the record, or shared), a 32-bit length and
  /// the PNG.
  private func image(at location: Location, pixelsPerEm: Int) throws(FontError) -> ColorBitmap {
    let record = try cbdt.subview(at: location.offset, length: location.length)
    let metrics: BinaryReader
    let metricsLength: Int
    switch location.imageFormat {
    case 17: (metrics, metricsLength) = (try record.subview(at: 0, length: 5), 5)
    case 18: (metrics, metricsLength) = (try record.subview(at: 0, length: 8), 8)
    case 19:
      guard let shared = location.sharedMetrics else {
        throw .malformed(table: "CBLC", reason: "image format 19 needs an index subtable of format 2 or 5")
      }
      (metrics, metricsLength) = (shared, 0)
    default:
      throw .malformed(table: "CBDT", reason: "image format \(location.imageFormat) is not a PNG format")
    }
    // Small and big metrics both start height, width, bearing x, bearing y (bytes, the bearings signed).
    let height = Int(try metrics.uint8(at: 0))
    let width = Int(try metrics.uint8(at: 1))
    let bearingX = Int(Int8(bitPattern: try metrics.uint8(at: 2)))
    let bearingY = Int(Int8(bitPattern: try metrics.uint8(at: 3)))
    let length = try record.offset32(at: metricsLength)
    let png = try record.subview(at: metricsLength + 4, length: length)
    return ColorBitmap(
      pixelsPerEm: pixelsPerEm, width: width, height: height, bearingX: bearingX, bearingY: bearingY,
      png: png.byteArray())
  }
}

extension BinaryReader {
  /// A copy of the view's bytes.
  fileprivate func byteArray() -> [UInt8] { Array(bytes[start..<(start + count)]) }
}
