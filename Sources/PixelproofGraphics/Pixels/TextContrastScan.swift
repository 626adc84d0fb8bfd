internal import CPixelKernels

/// The pixel scans of the accessibility audit's text contrast, in C (`textcontrast.h`): the box of a
/// glyph run's visible pixels, and the text and background colours in it. The loops are C's because
/// Swift at `-Onone` spends most of a debug build's audit in them.
///
/// Every bitmap of a window has the window's size: ``coverage`` is a run's glyphs rasterized alone (red
/// is the coverage, alpha how fully a glyph could be drawn there within the clips), ``coveredLater``
/// what is drawn after the run over it, ``ownImages`` the label's own glyph images.
package struct TextContrastScan {
  /// Pixels of a window from (`minX`, `minY`) to (`maxX`, `maxY`), both included.
  package struct Box: Equatable {
    package var minX: Int
    package var minY: Int
    package var maxX: Int
    package var maxY: Int
  }

  /// A text colour and the background colour it is measured against, both opaque.
  package struct ColorPair: Hashable {
    package var text: Color
    package var background: Color
  }

  package let coverage: PremultipliedBitmap
  package let coveredLater: PremultipliedBitmap?
  package let ownImages: PremultipliedBitmap?

  package init(
    coverage: PremultipliedBitmap, coveredLater: PremultipliedBitmap?, ownImages: PremultipliedBitmap?
  ) {
    self.coverage = coverage
    self.coveredLater = coveredLater
    self.ownImages = ownImages
  }

  /// The smallest box holding every pixel a glyph covers (red above 0) that ``coveredLater`` does not
  /// cover fully; nil when there is none.
  package func visibleGlyphBox() -> Box? {
    var box: [Int64] = [0, 0, 0, 0]
    let found = coverage.pixels.withUnsafeBufferPointer { coverage in
      Self.withPixels(of: coveredLater) { later in
        pp_visible_glyph_box(
          coverage.baseAddress, UInt64(self.coverage.width), UInt64(self.coverage.height), later, &box)
      }
    }
    return found == 0 ? nil : Box(minX: Int(box[0]), minY: Int(box[1]), maxX: Int(box[2]), maxY: Int(box[3]))
  }

  /// The text and background colour of every pixel of `box` that no glyph covers, that shows what the
  /// text stands on (not covered fully by ``coveredLater``, not part of ``ownImages``) and, with
  /// `drawnText`, that a glyph could cover fully; in row order, leaving out a pixel whose pair is the
  /// previous pixel's.
  ///
  /// The background is the pixel of `bitmap` at the window's pixel plus `origin`, over opaque white.
  /// The text is `drawnText`'s pixel over white when it is given, else `textColor` over the background,
  /// each channel rounded to the nearest.
  package func pairs(
    in box: Box, bitmap: PremultipliedBitmap, origin: (x: Int, y: Int), drawnText: PremultipliedBitmap?,
    textColor: Color
  ) -> [ColorPair] {
    let capacity = (box.maxX - box.minX + 1) * (box.maxY - box.minY + 1)
    var words = [UInt32](repeating: 0, count: capacity * 2)
    let limits: [Int64] = [Int64(box.minX), Int64(box.minY), Int64(box.maxX), Int64(box.maxY)]
    let color =
      UInt32(textColor.alpha) << 24 | UInt32(textColor.red) << 16 | UInt32(textColor.green) << 8
      | UInt32(textColor.blue)
    let count = coverage.pixels.withUnsafeBufferPointer { coverage in
      bitmap.pixels.withUnsafeBufferPointer { bitmapPixels in
        Self.withPixels(of: coveredLater) { later in
          Self.withPixels(of: ownImages) { images in
            Self.withPixels(of: drawnText) { drawn in
              pp_text_background_pairs(
                coverage.baseAddress, UInt64(self.coverage.width), limits, later, images,
                bitmapPixels.baseAddress, UInt64(bitmap.width), UInt64(origin.x), UInt64(origin.y), drawn,
                color,
                &words, UInt64(capacity))
            }
          }
        }
      }
    }
    return (0..<Int(count)).map { index in
      ColorPair(text: Color(hex: words[index * 2]), background: Color(hex: words[index * 2 + 1]))
    }
  }

  /// Calls `body` with the pixels of `bitmap`, or with nil when there is none.
  private static func withPixels<Result>(
    of bitmap: PremultipliedBitmap?, _ body: (UnsafePointer<UInt8>?) -> Result
  ) -> Result {
    guard let bitmap else { return body(nil) }
    return bitmap.pixels.withUnsafeBufferPointer { body($0.baseAddress) }
  }
}
