/// Bilinear sampling: a blend of the four texels around each sample point, texel centres at i + 0.5.
///
/// The point is rounded to the nearest 1/256 texel (ties upwards), giving horizontal and vertical weights
/// `fx`, `fy` in 0...255; each channel is then
///
///     (c00·(256−fx)(256−fy) + c10·fx(256−fy) + c01·(256−fx)fy + c11·fx·fy + 32,768) >> 16
///
/// the exact weighted mean rounded to nearest with ties upwards (halfway between 0 and 255 gives 128, as
/// ``PixelMath/div255(_:)`` rounds 127.5). The same weights on every channel keep colour ≤ alpha, so the
/// result is valid premultiplied. No intermediate rounding means the blend can be done rows first or
/// columns first with the same integer result, so each kind of row takes the cheaper order.
///
/// Channels are blended in lanes of a 64-bit word: four 16-bit lanes for a first, one-dimensional blend
/// (at most 255 · 256 < 2^16), then two 32-bit lanes for the second (at most 255 · 65,536 + 32,768 <
/// 2^24). Lanes never carry into each other, so the result equals the per-channel formula.
extension BitmapShader {
  static func bilinear(_ row: Row, from texels: Texels, into out: UnsafeMutableRawPointer) {
    let toSteps = Mapping.fractionBits - 8
    // Positions relative to the texel centres, biased so that an arithmetic shift rounds to nearest.
    let bias = (1 << (toSteps - 1)) - Mapping.one / 2
    let (u, v) = (row.u + bias, row.v + bias)
    guard row.dv == 0 else {
      slantedBilinear(row, u: u, v: v, from: texels, into: out)
      return
    }
    // The row stays between two bitmap rows, with one vertical weight.
    let pv = v >> toSteps
    let rows = RowPair(pv, in: texels)
    if row.du == Mapping.one && (u >> toSteps) & 255 == 0 && rows.fy == 0 {
      // Every point on a texel centre: the texels themselves.
      let first = u >> Mapping.fractionBits
      copy(rowOffset: rows.top, firstColumn: first, count: row.count, from: texels, into: out)
    } else if row.du >= 0 && row.du <= 2 * Mapping.one {
      // At most two columns per pixel, one of them usually shared with the previous pixel.
      columnsFirstBilinear(row, u: u, rows: rows, from: texels, into: out)
    } else {
      rowsFirstBilinear(row, u: u, rows: rows, from: texels, into: out)
    }
  }

  /// Two bitmap rows (byte offsets, clamped) and the vertical weight of the bottom one.
  struct RowPair {
    let top: Int
    let bottom: Int
    let fy: Int

    /// The rows around `pv`, a vertical position in 1/256 texel from the centre of row 0.
    @inline(__always)
    init(_ pv: Int, in texels: Texels) {
      (top, bottom, fy) = (texels.rowOffset(pv >> 8), texels.rowOffset((pv >> 8) &+ 1), pv & 255)
    }
  }

  /// Any direction: the four texels and both weights per pixel. `u`, `v` are biased as in
  /// ``bilinear(_:from:into:)``.
  private static func slantedBilinear(
    _ row: Row, u: Int, v: Int, from texels: Texels, into out: UnsafeMutableRawPointer
  ) {
    let toSteps = Mapping.fractionBits - 8
    var (u, v) = (u, v)
    for k in 0..<row.count {
      let (pu, pv) = (u >> toSteps, v >> toSteps)
      let (column0, column1) = (texels.column(pu >> 8), texels.column((pu >> 8) &+ 1))
      let rows = RowPair(pv, in: texels)
      let pixel = rowsFirstBlend(column0, column1, fx: pu & 255, rows: rows, from: texels)
      out.storeBytes(of: pixel, toByteOffset: k &* 4, as: UInt32.self)
      u &+= row.du
      v &+= row.dv
    }
  }

  /// Along a bitmap row, shrinking below half size or mirrored: a new pair of columns at every pixel.
  private static func rowsFirstBilinear(
    _ row: Row, u: Int, rows: RowPair, from texels: Texels, into out: UnsafeMutableRawPointer
  ) {
    let toSteps = Mapping.fractionBits - 8
    var u = u
    for k in 0..<row.count {
      let pu = u >> toSteps
      let (column0, column1) = (texels.column(pu >> 8), texels.column((pu >> 8) &+ 1))
      let pixel = rowsFirstBlend(column0, column1, fx: pu & 255, rows: rows, from: texels)
      out.storeBytes(of: pixel, toByteOffset: k &* 4, as: UInt32.self)
      u &+= row.du
    }
  }

  /// Along a bitmap row, enlarging or shrinking down to half size: neighbouring pixels share columns, so
  /// each column is blended vertically once and reused while the sample point stays beside it (measured
  /// in release: a 3x enlargement takes 40% less time than blending four texels per pixel).
  private static func columnsFirstBilinear(
    _ row: Row, u: Int, rows: RowPair, from texels: Texels, into out: UnsafeMutableRawPointer
  ) {
    let toSteps = Mapping.fractionBits - 8
    var u = u
    // Unclamped index of the left column held in `left`; Int.min holds none.
    var leftIndex = Int.min
    var left = BlendedColumn(even: 0, odd: 0)
    var right = left
    for k in 0..<row.count {
      let pu = u >> toSteps
      let i = pu >> 8
      if i != leftIndex {
        left = i == leftIndex &+ 1 ? right : blendedColumn(texels.column(i), rows: rows, from: texels)
        right = blendedColumn(texels.column(i &+ 1), rows: rows, from: texels)
        leftIndex = i
      }
      let fx = UInt64(pu & 255)
      let even = left.even &* (256 &- fx) &+ right.even &* fx &+ roundingHalf
      let odd = left.odd &* (256 &- fx) &+ right.odd &* fx &+ roundingHalf
      out.storeBytes(of: packed(even) | (packed(odd) << 8), toByteOffset: k &* 4, as: UInt32.self)
      u &+= row.du
    }
  }

  /// One column's two texels blended vertically (in 16-bit lanes), then split for the horizontal blend:
  /// channels 0 and 2 (`even`) and 1 and 3 (`odd`) in 32-bit lanes, each at most 255 · 256.
  struct BlendedColumn {
    var even: UInt64
    var odd: UInt64
  }

  @inline(__always)
  private static func blendedColumn(_ column: Int, rows: RowPair, from texels: Texels) -> BlendedColumn {
    let fy = UInt64(rows.fy)
    let blended =
      lanes(texels.pixel(rowOffset: rows.top, column: column)) &* (256 &- fy)
      &+ lanes(texels.pixel(rowOffset: rows.bottom, column: column)) &* fy
    return BlendedColumn(even: blended & laneMask, odd: (blended >> 16) & laneMask)
  }

  /// The blend of columns `column0`, `column1` of two rows: horizontally within each row, then
  /// vertically.
  @inline(__always)
  private static func rowsFirstBlend(
    _ column0: Int, _ column1: Int, fx: Int, rows: RowPair, from texels: Texels
  ) -> UInt32 {
    let fx = UInt64(fx)
    let fy = UInt64(rows.fy)
    let top =
      lanes(texels.pixel(rowOffset: rows.top, column: column0)) &* (256 &- fx)
      &+ lanes(texels.pixel(rowOffset: rows.top, column: column1)) &* fx
    let bottom =
      lanes(texels.pixel(rowOffset: rows.bottom, column: column0)) &* (256 &- fx)
      &+ lanes(texels.pixel(rowOffset: rows.bottom, column: column1)) &* fx
    let even = (top & laneMask) &* (256 &- fy) &+ (bottom & laneMask) &* fy &+ roundingHalf
    let odd = ((top >> 16) & laneMask) &* (256 &- fy) &+ ((bottom >> 16) & laneMask) &* fy &+ roundingHalf
    return packed(even) | (packed(odd) << 8)
  }

  /// Selects 16-bit lanes 0 and 2 of a word as two 32-bit lanes.
  private static let laneMask: UInt64 = 0x0000_FFFF_0000_FFFF
  /// 32,768 in each 32-bit lane: the rounding term of the final `>> 16`.
  private static let roundingHalf: UInt64 = 0x0000_8000_0000_8000

  /// A pixel's four bytes in the low bytes of four 16-bit lanes.
  @inline(__always)
  private static func lanes(_ pixel: UInt32) -> UInt64 {
    var spread = UInt64(pixel)
    spread = (spread | (spread << 16)) & 0x0000_FFFF_0000_FFFF
    return (spread | (spread << 8)) & 0x00FF_00FF_00FF_00FF
  }

  /// Two 32-bit lane sums, each shifted right by 16, as bytes 0 and 2 of a pixel.
  @inline(__always)
  private static func packed(_ sums: UInt64) -> UInt32 {
    let bytes = (sums >> 16) & 0x0000_00FF_0000_00FF
    return UInt32(truncatingIfNeeded: bytes | (bytes >> 16)) & 0x00FF_00FF
  }
}
