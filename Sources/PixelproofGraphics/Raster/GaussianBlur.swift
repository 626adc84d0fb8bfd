/// A Gaussian blur of an ``AlphaMask`` approximated by three box blurs per direction, in integers.
///
/// Box blurs repeated three times approach a Gaussian (the central limit theorem) and each costs O(1)
/// per pixel whatever the radius: a running sum adds the pixel entering the box and subtracts the one
/// leaving it. The three running sums along a row are kept exact (no division between them), and the
/// row is divided by the product of the widths once, rounding to nearest; then the same along columns.
/// So each output is the exact three-box convolution of the previous direction's output, rounded once.
///
/// Pixels outside the mask count as 0. The blur spreads a shape by ``extent(standardDeviation:)``
/// pixels; a caller pads the mask by that much so nothing is cut off.
enum GaussianBlur {
  /// The largest standard deviation blurred as asked, in pixels; larger ones blur as this one.
  ///
  /// It keeps the product of the three box widths below 2^28, where the rounded division by it is an
  /// exact 64 x 64-bit multiply (see `Boxes`); a blur this soft already spreads 898 px.
  static let maximumStandardDeviation = 300.0

  /// Three odd box widths whose successive box blurs approximate a Gaussian of `standardDeviation`.
  ///
  /// Kutskir's "boxes for Gauss": a box of odd width w has variance (w² - 1) / 12, and variances add,
  /// so the three widths are the odd numbers w and w + 2 around the ideal √(12σ²/3 + 1), as many of the
  /// narrower as brings the sum nearest 12σ² (ties to more narrow boxes). Swapping one box changes the
  /// variance by (n + 1) / 3 for the narrow width n, so it can miss σ² by half that; at a whole σ it is
  /// always σ / 3 under: σ = 2 gets 3, 3, 5, a variance of 10/3 instead of 4 (17% under), σ = 5 is 7%
  /// under and σ = 10 3%.
  ///
  /// A standard deviation that is not positive (or NaN) gives 1, 1, 1: no blur.
  static func boxWidths(standardDeviation: Double) -> [Int] {
    guard standardDeviation > 0 else { return [1, 1, 1] }
    let sigma = min(standardDeviation, maximumStandardDeviation)
    let boxes = 3.0
    let target = 12 * sigma * sigma
    let idealWidth = (target / boxes + 1).squareRoot()
    var narrow = Int(idealWidth.rounded(.down))
    if narrow % 2 == 0 { narrow -= 1 }
    let wide = narrow + 2
    // m narrow boxes and 3 - m wide ones: m (n² - 1) + (3 - m)((n + 2)² - 1) = 12σ², solved for m.
    let n = Double(narrow)
    let idealNarrowCount = (target - boxes * n * n - 4 * boxes * n - 3 * boxes) / (-4 * n - 4)
    let narrowCount = min(max(Int(idealNarrowCount.rounded()), 0), 3)
    return (0..<3).map { $0 < narrowCount ? narrow : wide }
  }

  /// How many pixels beyond a shape its blur reaches: the sum of the three boxes' radii. Pixels farther
  /// than this from every covered pixel stay exactly 0.
  static func extent(standardDeviation: Double) -> Int {
    boxWidths(standardDeviation: standardDeviation).reduce(0) { $0 + ($1 - 1) / 2 }
  }

  /// The mask blurred with `standardDeviation` pixels, the same size; a standard deviation that is not
  /// positive returns the mask unchanged.
  static func blurred(_ mask: AlphaMask, standardDeviation: Double) -> AlphaMask {
    let boxes = Boxes(widths: boxWidths(standardDeviation: standardDeviation))
    guard boxes.reach > 0, mask.width > 0, mask.height > 0 else { return mask }
    var result = mask
    // One scratch buffer for every row: two halves the length of a row with the blur's reach on both
    // sides, used in turn as input and output of the three passes.
    let half = mask.width + 2 * boxes.reach
    var scratch = [Int](repeating: 0, count: 2 * half)
    let (width, height) = (mask.width, mask.height)
    result.values.withUnsafeMutableBufferPointer { values in
      scratch.withUnsafeMutableBufferPointer { scratch in
        guard let pixels = values.baseAddress, let first = scratch.baseAddress else { return }
        let lines = (first, first + half)
        for y in 0..<height {
          boxes.blurLine(pixels + y * width, count: width, stride: 1, scratch: lines)
        }
        boxes.blurColumns(pixels, width: width, height: height)
      }
    }
    return result
  }
}

/// Three box blurs applied to one line of a mask at a time.
private struct Boxes {
  let radii: (Int, Int, Int)
  /// How far the three boxes together reach either side of a pixel.
  let reach: Int
  /// The product of the widths: the three running sums are this many times the blurred value.
  let divisor: Int
  /// ⌈2^64 / divisor⌉. For 0 ≤ x ≤ X, the high word of x · reciprocal is ⌊x / divisor⌋ exactly when
  /// X · (divisor - 1) < 2^64 (the reciprocal's excess over 2^64 / divisor is below 1, so the error
  /// x · excess / 2^64 stays below 1 / divisor). Here X < 256 · divisor and divisor ≤ 2^28.
  let reciprocal: UInt64

  init(widths: [Int]) {
    radii = ((widths[0] - 1) / 2, (widths[1] - 1) / 2, (widths[2] - 1) / 2)
    reach = radii.0 + radii.1 + radii.2
    divisor = widths[0] * widths[1] * widths[2]
    reciprocal = divisor > 1 ? UInt64.max / UInt64(divisor) + 1 : 0
  }

  /// Blurs `count` values, `stride` apart from `line`, in place. `scratch` holds two buffers of at least
  /// `count + 2 * reach` integers each.
  func blurLine(
    _ line: UnsafeMutablePointer<UInt8>, count: Int, stride: Int,
    scratch: (UnsafeMutablePointer<Int>, UnsafeMutablePointer<Int>)
  ) {
    let (a, b) = scratch
    let length = count + 2 * reach
    // STEP 1: the line in the middle of `a`, with `reach` zeros either side (outside counts as 0).
    a.update(repeating: 0, count: reach)
    for i in 0..<count { a[reach + i] = Int(line[i * stride]) }
    (a + reach + count).update(repeating: 0, count: reach)
    // STEP 2: three running sums. Each pass covers exactly the positions the next one reads, so the
    // final sums at the line's own positions see every value the three boxes reach, even beyond the
    // line's ends, as one convolution with zero padding would.
    let (r1, r2, r3) = radii
    Self.boxSum(from: a, to: b, radius: r1, over: r1..<(length - r1))
    Self.boxSum(from: b, to: a, radius: r2, over: (r1 + r2)..<(length - r1 - r2))
    Self.boxSum(from: a, to: b, radius: r3, over: reach..<(reach + count))
    // STEP 3: divide by the product of the widths, rounding to nearest. The divisor is odd, so no sum
    // lies exactly halfway; a sum is at most 255 times the divisor, so the result is at most 255.
    let bias = divisor / 2
    for i in 0..<count {
      let quotient = UInt64(b[reach + i] + bias).multipliedFullWidth(by: reciprocal).high
      line[i * stride] = UInt8(truncatingIfNeeded: quotient)
    }
  }

  /// Blurs every column of a `width` x `height` mask in place: the same three running sums and the same
  /// rounding as ``blurLine(_:count:stride:scratch:)`` along a column, computed a row at a time for a
  /// strip of columns together, which reads memory in order and lets the compiler vectorize across
  /// columns. Strips keep the scratch small however tall the mask is or however far the blur reaches.
  func blurColumns(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int) {
    let length = height + 2 * reach
    let stripWidth = min(width, Self.stripWidth)
    var a = [Int](repeating: 0, count: length * stripWidth)
    var b = a
    a.withUnsafeMutableBufferPointer { a in
      b.withUnsafeMutableBufferPointer { b in
        guard let a = a.baseAddress, let b = b.baseAddress else { return }
        for left in stride(from: 0, to: width, by: stripWidth) {
          let columns = min(stripWidth, width - left)
          // STEP 1: the strip in the middle rows of `a`, with `reach` rows of zeros above and below.
          a.update(repeating: 0, count: length * columns)
          for y in 0..<height {
            let row = pixels + y * width + left
            let target = a + (reach + y) * columns
            for x in 0..<columns { target[x] = Int(row[x]) }
          }
          // STEP 2: three running sums down the columns, over the rows the next pass reads.
          let (r1, r2, r3) = radii
          Self.columnSums(from: a, to: b, radius: r1, rows: r1..<(length - r1), width: columns)
          Self.columnSums(from: b, to: a, radius: r2, rows: (r1 + r2)..<(length - r1 - r2), width: columns)
          Self.columnSums(from: a, to: b, radius: r3, rows: reach..<(reach + height), width: columns)
          // STEP 3: divide by the product of the widths, rounding to nearest (see blurLine).
          let bias = divisor / 2
          for y in 0..<height {
            let sums = b + (reach + y) * columns
            let row = pixels + y * width + left
            for x in 0..<columns {
              row[x] = UInt8(
                truncatingIfNeeded: UInt64(sums[x] + bias).multipliedFullWidth(by: reciprocal).high)
            }
          }
        }
      }
    }
  }

  /// Columns blurred together: 128 of them, a row of sums 1 KiB, so the three rows a pass touches at a
  /// time stay in the fastest cache.
  private static let stripWidth = 128

  /// Writes to row `i` of `destination`, for `i` in `rows`, the sum of rows `i - radius ... i + radius`
  /// of `source`, column by column.
  @inline(__always)
  private static func columnSums(
    from source: UnsafeMutablePointer<Int>, to destination: UnsafeMutablePointer<Int>, radius: Int,
    rows: Range<Int>, width: Int
  ) {
    var sums = [Int](repeating: 0, count: width)
    sums.withUnsafeMutableBufferPointer { sums in
      guard let sums = sums.baseAddress else { return }
      for j in (rows.lowerBound - radius)..<(rows.lowerBound + radius) {
        let row = source + j * width
        for x in 0..<width { sums[x] += row[x] }
      }
      for i in rows {
        let entering = source + (i + radius) * width
        let leaving = source + (i - radius) * width
        let target = destination + i * width
        for x in 0..<width {
          sums[x] += entering[x]
          target[x] = sums[x]
          sums[x] -= leaving[x]
        }
      }
    }
  }

  /// Writes to `destination[i]`, for `i` in `range`, the sum of `source[i - radius ... i + radius]`.
  @inline(__always)
  private static func boxSum(
    from source: UnsafeMutablePointer<Int>, to destination: UnsafeMutablePointer<Int>, radius: Int,
    over range: Range<Int>
  ) {
    var sum = 0
    for j in (range.lowerBound - radius)..<(range.lowerBound + radius) { sum += source[j] }
    for i in range {
      sum += source[i + radius]
      destination[i] = sum
      sum -= source[i - radius]
    }
  }
}
