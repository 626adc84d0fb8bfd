/// The blurred coverage of a shadow's shape, as a mask to paint the shadow's colour through.
///
/// A rounded rectangle that stays axis-aligned on the device is blurred through a smaller copy of itself:
/// far enough from its corners, every pixel column of its straight middle has the same coverage, so after
/// the blur those columns are all equal too. The copy keeps the left edge and the corners and is shorter
/// by a whole number of pixels, so its rasterization is the same pixels shifted; its one remaining middle
/// column stands for all of them (and likewise for rows). The result is the same bytes as blurring the
/// full shape, at a cost that depends on the corners and the blur, not the area.
enum ShadowMask {
  /// The blurred coverage over `frame` of `path`, or of `roundedRect` when it is given: the same shape in
  /// device pixels, axis-aligned, whose radii are already fitted.
  static func blurred(
    _ path: Path, roundedRect: RoundedRect?, standardDeviation: Double, over frame: PixelRect
  ) -> AlphaMask {
    let extent = GaussianBlur.extent(standardDeviation: standardDeviation)
    func wholeShapeBlurred() -> AlphaMask {
      let padded = frame.outset(by: extent)
      let full = GaussianBlur.blurred(
        Rasterizer.coverageMask(of: path, rule: .nonZero, over: padded), standardDeviation: standardDeviation)
      return full.cropped(from: padded, to: frame)
    }
    guard let shape = roundedRect, let reduction = Reduction(shape, extent: extent) else {
      return wholeShapeBlurred()
    }
    var small = shape
    small.rect.size.width -= Double(reduction.columns.count)
    small.rect.size.height -= Double(reduction.rows.count)
    guard let smallBounds = PixelRect.enclosing(small.rect) else { return wholeShapeBlurred() }
    let smallFrame = smallBounds.outset(by: extent)
    let blurred = GaussianBlur.blurred(
      Rasterizer.coverageMask(of: small.path, rule: .nonZero, over: smallFrame),
      standardDeviation: standardDeviation)
    var result = AlphaMask(width: frame.width, height: frame.height)
    // Each row of the result is a row of the copy's blur in three pieces: the columns before the kept
    // one, the kept one repeated, and the rest shifted by the removed count.
    let columnPieces = reduction.columns.pieces(over: frame.minX..<frame.maxX)
    blurred.values.withUnsafeBufferPointer { source in
      result.values.withUnsafeMutableBufferPointer { target in
        for y in frame.minY..<frame.maxY {
          let sourceY = reduction.rows.source(of: y) - smallFrame.minY
          guard sourceY >= 0, sourceY < smallFrame.height else { continue }
          let targetRow = (y - frame.minY) * frame.width - frame.minX
          let sourceRow = sourceY * smallFrame.width - smallFrame.minX
          for piece in columnPieces {
            // The part of the piece whose source lies inside the copy's frame (outside it is 0).
            let first =
              piece.isRepeated
              ? piece.pixels.lowerBound : max(piece.pixels.lowerBound, smallFrame.minX + piece.shift)
            let end =
              piece.isRepeated
              ? piece.pixels.upperBound : min(piece.pixels.upperBound, smallFrame.maxX + piece.shift)
            guard first < end else { continue }
            let destination = UnsafeMutableBufferPointer(
              rebasing: target[(targetRow + first)..<(targetRow + end)])
            if piece.isRepeated {
              guard piece.source >= smallFrame.minX, piece.source < smallFrame.maxX else { continue }
              destination.update(repeating: source[sourceRow + piece.source])
            } else {
              let start = sourceRow + first - piece.shift
              _ = destination.update(fromContentsOf: source[start..<(start + end - first)])
            }
          }
        }
      }
    }
    return result
  }

  /// Which columns and rows of the full shape's mask repeat the one kept in the smaller copy.
  private struct Reduction {
    /// Pixels `kept + 1 ..< kept + 1 + count` repeat pixel `kept`; the ones after them are the copy's
    /// pixels `count` further back.
    struct Span {
      let kept: Int
      let count: Int

      func source(of pixel: Int) -> Int {
        pixel <= kept ? pixel : pixel <= kept + count ? kept : pixel - count
      }

      /// A run of pixels with one rule for where it reads from: `shift` back, or all from `source`.
      struct Piece {
        let pixels: Range<Int>
        let shift: Int
        let isRepeated: Bool
        let source: Int
      }

      /// `range` cut into the pixels before the repeated ones, the repeated ones, and those after.
      func pieces(over range: Range<Int>) -> [Piece] {
        func part(_ lower: Int, _ upper: Int) -> Range<Int> {
          let start = max(lower, range.lowerBound)
          return start..<max(start, min(upper, range.upperBound))
        }
        return [
          Piece(pixels: part(range.lowerBound, kept + 1), shift: 0, isRepeated: false, source: 0),
          Piece(pixels: part(kept + 1, kept + 1 + count), shift: 0, isRepeated: true, source: kept),
          Piece(pixels: part(kept + 1 + count, range.upperBound), shift: count, isRepeated: false, source: 0),
        ]
      }
    }

    let columns: Span
    let rows: Span

    init?(_ shape: RoundedRect, extent: Int) {
      let radii = shape.cornerRadii
      let rect = shape.rect
      guard
        let columns = Self.span(
          from: rect.minX + max(radii.topLeft, radii.bottomLeft),
          to: rect.maxX - max(radii.topRight, radii.bottomRight), extent: extent),
        let rows = Self.span(
          from: rect.minY + max(radii.topLeft, radii.topRight),
          to: rect.maxY - max(radii.bottomLeft, radii.bottomRight), extent: extent)
      else { return nil }
      if columns.count == 0 && rows.count == 0 { return nil }
      self.columns = columns
      self.rows = rows
    }

    /// The pixels whose blur reads only whole pixels of the straight part from `start` to `end`: pixel
    /// c qualifies when c - extent ... c + extent all lie inside it, with a pixel to spare each side.
    private static func span(from start: Double, to end: Double, extent: Int) -> Span? {
      guard start.isFinite, end.isFinite else { return nil }
      let first = Int(start.rounded(.up)) + extent + 1
      let last = Int(end.rounded(.down)) - extent - 2
      return Span(kept: first, count: max(0, last - first))
    }
  }
}

extension AlphaMask {
  /// The part of a mask covering `frame` that lies inside `rect` (which must lie inside `frame`).
  func cropped(from frame: PixelRect, to rect: PixelRect) -> AlphaMask {
    var result = AlphaMask(width: rect.width, height: rect.height)
    for y in 0..<rect.height {
      let source = (rect.minY - frame.minY + y) * width + (rect.minX - frame.minX)
      result.values[(y * rect.width)..<((y + 1) * rect.width)] = values[source..<(source + rect.width)]
    }
    return result
  }
}
