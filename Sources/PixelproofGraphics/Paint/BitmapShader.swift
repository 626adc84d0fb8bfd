/// Shades pixels from a bitmap through an affine map from device pixels to bitmap pixels: the shader behind
/// a ``BitmapPaint`` at any size, offset or rotation.
///
/// The map is rounded to fixed point once, in ``init(bitmap:deviceToBitmap:sampling:tint:)``; shading a row
/// is then integer adds and integer blends, so one bitmap and one map give the same bytes on every
/// machine. Positions outside the bitmap read the nearest edge pixel (clamp to edge): the caller fills only
/// the destination rect, and the pixels along its border must continue the bitmap, not fade to nothing.
struct BitmapShader: Shader {
  private let bitmap: PremultipliedBitmap
  private let sampling: BitmapSampling
  private let mapping: Mapping
  /// For template images, the output pixel for each sampled alpha; nil keeps the bitmap's colours.
  private let tintByAlpha: [UInt32]?

  /// - Parameters:
  ///   - bitmap: Premultiplied pixels; bitmap pixel (i, j) covers [i, i + 1) × [j, j + 1).
  ///   - deviceToBitmap: Maps device pixel coordinates to bitmap pixel coordinates (the inverse of where
  ///     the bitmap is drawn). Coefficients beyond ±65,536 and translations beyond ±2^32 are clamped (see
  ///     ``Mapping``); NaN counts as 0.
  ///   - sampling: How positions between texel centres are read.
  ///   - tint: For template images (UIKit's `.alwaysTemplate`): every pixel becomes this colour, scaled
  ///     by the bitmap's alpha there.
  init(bitmap: PremultipliedBitmap, deviceToBitmap: Transform, sampling: BitmapSampling, tint: Color?) {
    self.bitmap = bitmap
    self.sampling = sampling
    self.mapping = Mapping(deviceToBitmap)
    self.tintByAlpha = tint.map(Self.tintTable)
  }

  func shade(x: Int, y: Int, count: Int, into pixels: UnsafeMutablePointer<UInt8>) {
    guard count > 0 else { return }
    let start = mapping.position(x: x, y: y)
    let row = Row(u: start.u, v: start.v, du: mapping.a, dv: mapping.b, count: count)
    let destination = UnsafeMutableRawPointer(pixels)
    bitmap.pixels.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let texels = Texels(base: UnsafeRawPointer(base), width: bitmap.width, height: bitmap.height)
      switch sampling {
      case .nearest: Self.nearest(row, from: texels, into: destination)
      case .bilinear: Self.bilinear(row, from: texels, into: destination)
      }
    }
    if let tintByAlpha {
      tintByAlpha.withUnsafeBufferPointer { table in
        for k in 0..<count {
          let alpha = destination.load(fromByteOffset: k &* 4 &+ 3, as: UInt8.self)
          destination.storeBytes(of: table[Int(alpha)], toByteOffset: k &* 4, as: UInt32.self)
        }
      }
    }
  }
}

// MARK: - Fixed point

extension BitmapShader {
  /// `deviceToBitmap` rounded to integers in 1/2^24 texel, the only place the shader meets floating point.
  ///
  /// 24 fractional bits rather than 16: along a 16,384-pixel row the rounded step drifts by at most
  /// 16,384 × 2^-25 = 1/2048 texel, below the 1/256 texel resolution of the bilinear weights.
  ///
  /// Limits keep every sum inside 64 bits with room to spare: steps up to 2^16 texels per pixel (four
  /// times the largest bitmap, so any steeper map puts the whole bitmap inside a quarter of a pixel),
  /// translations up to 2^32 texels, device coordinates within ±2^16 (four times the largest bitmap).
  /// A row then starts below 3 · 2^56 in magnitude and stays below 2^59 for 2^17 pixels; rows step with
  /// wrapping adds, so even an absurd row length cannot trap.
  struct Mapping {
    static let fractionBits = 24
    static let one = 1 << fractionBits
    static let stepLimit = 65_536.0
    static let translationLimit = 4_294_967_296.0
    static let deviceLimit = 1 << 16

    /// Bitmap position change per device pixel rightwards (`a`, `b`) and downwards (`c`, `d`), as in
    /// ``Transform``.
    let a: Int
    let b: Int
    let c: Int
    let d: Int
    /// Bitmap position of the centre of device pixel (0, 0).
    let u0: Int
    let v0: Int

    init(_ transform: Transform) {
      let a = Self.clamp(transform.a, Self.stepLimit)
      let b = Self.clamp(transform.b, Self.stepLimit)
      let c = Self.clamp(transform.c, Self.stepLimit)
      let d = Self.clamp(transform.d, Self.stepLimit)
      // The centre of device pixel (0, 0) is (0.5, 0.5).
      let u0 = Self.clamp(transform.tx, Self.translationLimit) + (a + c) * 0.5
      let v0 = Self.clamp(transform.ty, Self.translationLimit) + (b + d) * 0.5
      (self.a, self.b, self.c, self.d) = (Self.fixed(a), Self.fixed(b), Self.fixed(c), Self.fixed(d))
      (self.u0, self.v0) = (Self.fixed(u0), Self.fixed(v0))
    }

    /// The bitmap position of the centre of device pixel (`x`, `y`).
    func position(x: Int, y: Int) -> (u: Int, v: Int) {
      let x = min(max(x, -Self.deviceLimit), Self.deviceLimit)
      let y = min(max(y, -Self.deviceLimit), Self.deviceLimit)
      return (u0 + a * x + c * y, v0 + b * x + d * y)
    }

    private static func clamp(_ value: Double, _ limit: Double) -> Double {
      value.isNaN ? 0 : min(max(value, -limit), limit)
    }

    private static func fixed(_ value: Double) -> Int { Int((value * Double(one)).rounded()) }
  }

  /// One run of device pixels: the bitmap position of the first one's centre, the step to the next, and
  /// how many there are.
  struct Row {
    let u: Int
    let v: Int
    let du: Int
    let dv: Int
    let count: Int
  }

  /// The bitmap's premultiplied pixels, read four bytes at a time, with coordinates clamped to the edge.
  ///
  /// A pixel is loaded and stored as one `UInt32` in memory order; every blend treats the four bytes
  /// alike, so byte order never matters.
  struct Texels {
    let base: UnsafeRawPointer
    let width: Int
    let lastColumn: Int
    let lastRow: Int

    init(base: UnsafeRawPointer, width: Int, height: Int) {
      (self.base, self.width, self.lastColumn, self.lastRow) = (base, width, width - 1, height - 1)
    }

    @inline(__always)
    func column(_ i: Int) -> Int { min(max(i, 0), lastColumn) }

    /// The byte offset of row `j`, clamped.
    @inline(__always)
    func rowOffset(_ j: Int) -> Int { min(max(j, 0), lastRow) &* width &* 4 }

    @inline(__always)
    func pixel(rowOffset: Int, column: Int) -> UInt32 {
      base.loadUnaligned(fromByteOffset: rowOffset &+ column &* 4, as: UInt32.self)
    }
  }
}

// MARK: - Nearest sampling and copying

extension BitmapShader {
  /// The texel containing each sample point (floor of its position).
  static func nearest(_ row: Row, from texels: Texels, into out: UnsafeMutableRawPointer) {
    let shift = Mapping.fractionBits
    guard row.dv == 0 else {
      var (u, v) = (row.u, row.v)
      for k in 0..<row.count {
        let pixel = texels.pixel(rowOffset: texels.rowOffset(v >> shift), column: texels.column(u >> shift))
        out.storeBytes(of: pixel, toByteOffset: k &* 4, as: UInt32.self)
        u &+= row.du
        v &+= row.dv
      }
      return
    }
    // The row stays on one bitmap row.
    let rowOffset = texels.rowOffset(row.v >> shift)
    guard row.du != Mapping.one else {
      copy(rowOffset: rowOffset, firstColumn: row.u >> shift, count: row.count, from: texels, into: out)
      return
    }
    var u = row.u
    for k in 0..<row.count {
      let pixel = texels.pixel(rowOffset: rowOffset, column: texels.column(u >> shift))
      out.storeBytes(of: pixel, toByteOffset: k &* 4, as: UInt32.self)
      u &+= row.du
    }
  }

  /// Device pixels `0..<count` take bitmap columns `firstColumn ..< firstColumn + count` of one bitmap row,
  /// clamped: the edge pixels repeated outside, the row's bytes copied inside.
  static func copy(
    rowOffset: Int, firstColumn: Int, count: Int, from texels: Texels, into out: UnsafeMutableRawPointer
  ) {
    let before = min(max(-firstColumn, 0), count)
    let inside = min(max(min(firstColumn + count, texels.width) - max(firstColumn, 0), 0), count - before)
    let first = texels.pixel(rowOffset: rowOffset, column: 0)
    for k in 0..<before { out.storeBytes(of: first, toByteOffset: k &* 4, as: UInt32.self) }
    if inside > 0 {
      let source = texels.base + rowOffset + max(firstColumn, 0) * 4
      (out + before * 4).copyMemory(from: source, byteCount: inside * 4)
    }
    let last = texels.pixel(rowOffset: rowOffset, column: texels.lastColumn)
    for k in (before + inside)..<count { out.storeBytes(of: last, toByteOffset: k &* 4, as: UInt32.self) }
  }

  /// The template output for every sampled alpha: the tint premultiplied, then scaled by that alpha, both
  /// with ``PixelMath/multiply(_:_:)``.
  private static func tintTable(_ tint: Color) -> [UInt32] {
    let alpha = Int(tint.alpha)
    let channels = [
      PixelMath.multiply(Int(tint.red), alpha), PixelMath.multiply(Int(tint.green), alpha),
      PixelMath.multiply(Int(tint.blue), alpha), alpha,
    ]
    return (0...255).map { sampled in
      var packed: UInt32 = 0
      for (index, channel) in channels.enumerated() {
        packed |= UInt32(PixelMath.multiply(channel, sampled)) << (8 * index)
      }
      // Memory order red, green, blue, alpha on either byte order.
      return UInt32(littleEndian: packed)
    }
  }
}
