import GalleryExamples
import PixelproofVerifier

/// One painting feature drawn at the size of the whole phone screen, and how to tell that it was drawn.
struct PaintingCase {
  /// What the table calls it.
  let name: String
  /// The feature, in points; the benchmark renders it at 3x.
  let list: DisplayList
  /// Why the rendered bitmap does not show the feature, or nil when it does: a benchmark of a paint that
  /// draws nothing would time a no-op.
  let check: (PremultipliedBitmap) -> String?
}

/// The per-feature cases, each a display list over the 390 x 844 pt screen (1170 x 2532 px at 3x), each
/// isolating one feature so that its row says what that feature costs at full-screen size.
enum PaintingCases {
  static let scale = 3.0
  static let screen = Rect(x: 0, y: 0, width: 390, height: 844)
  /// Opaque, and distinct in every channel from the other colours used here.
  static let blue = Color(hex: 0x0A84FF)
  static let red = Color(hex: 0xFF453A)
  static let translucentBlue = Color(hex: 0x0A84FF, alpha: 128)
  static let shadowColor = Color(hex: 0x000000, alpha: 51)
  /// The iPhone's display corner radius, in points.
  static let screenCornerRadius = 47.0

  static var all: [PaintingCase] {
    [
      empty, opaqueFill, translucentFill, roundedRectPath, strokedCircles, strokedPolyline, roundedClip,
      groupAtHalfAlpha, cardShadows, linearGradient, radialGradient, image(.bilinear), image(.nearest),
      rotatedCard,
    ]
  }

  // MARK: - Fills

  /// Nothing to paint: the cost of a new transparent canvas, which every other case pays too.
  static var empty: PaintingCase {
    PaintingCase(name: "empty list (new canvas)", list: DisplayList()) { bitmap in
      PixelCheck(bitmap).expect(x: 585, y: 1266, equals: .clear)
    }
  }

  static var opaqueFill: PaintingCase {
    var list = DisplayList()
    list.fill(screen, with: blue)
    return PaintingCase(name: "fillRect, opaque", list: list) { bitmap in
      let pixels = PixelCheck(bitmap)
      return pixels.expect(x: 0, y: 0, equals: blue) ?? pixels.expect(x: 1169, y: 2531, equals: blue)
    }
  }

  static var translucentFill: PaintingCase {
    var list = DisplayList()
    list.fill(screen, with: translucentBlue)
    return PaintingCase(name: "fillRect, translucent", list: list) { bitmap in
      PixelCheck(bitmap).expect(x: 585, y: 1266, equals: translucentBlue)
    }
  }

  static var roundedRectPath: PaintingCase {
    var list = DisplayList()
    list.fill(Path.roundedRect(screen, radius: screenCornerRadius), with: blue)
    return PaintingCase(name: "rounded rect path fill", list: list) { bitmap in
      let pixels = PixelCheck(bitmap)
      return pixels.expect(x: 585, y: 1266, equals: blue) ?? pixels.expect(x: 0, y: 0, equals: .clear)
        ?? pixels.expectAntialiasedDiagonal(from: (0, 0), length: 200)
    }
  }

  // MARK: - Strokes

  /// 200 circles 16 pt in radius, each its own item, stroked 2 pt wide: borders and rings.
  static var strokedCircles: PaintingCase {
    var list = DisplayList()
    let style = StrokeStyle(width: 2)
    for row in 0..<20 {
      for column in 0..<10 {
        let centre = Point(x: 19.5 + 39 * Double(column), y: 21 + 42 * Double(row))
        list.stroke(Path.circle(center: centre, radius: 16), style: style, with: .color(blue))
      }
    }
    return PaintingCase(name: "stroke, 200 circles", list: list) { bitmap in
      // The top of the first circle, (19.5, 5) pt, is covered; its centre is not.
      let pixels = PixelCheck(bitmap)
      return pixels.expect(x: 58, y: 15, equals: blue) ?? pixels.expect(x: 58, y: 63, equals: .clear)
    }
  }

  /// One polyline of 2,000 points zigzagging across the screen, as a chart draws: round joins, 2 pt wide.
  static var strokedPolyline: PaintingCase {
    var path = Path()
    let count = 2000
    for i in 0..<count {
      // 40 points down and 40 up per 20 vertices, about the screen's middle.
      let phase = i % 40 < 20 ? i % 40 : 40 - i % 40
      let point = Point(x: 390 * Double(i) / Double(count - 1), y: 222 + 20 * Double(phase))
      if i == 0 { path.move(to: point) } else { path.line(to: point) }
    }
    var list = DisplayList()
    list.stroke(path, style: StrokeStyle(width: 2, cap: .round, join: .round), with: .color(blue))
    return PaintingCase(name: "stroke, polyline of 2,000 points", list: list) { bitmap in
      // The line crosses every column: the middle one must hold a fully covered pixel.
      PixelCheck(bitmap).expectColumn(585, contains: blue)
    }
  }

  // MARK: - Layers

  static var roundedClip: PaintingCase {
    var list = DisplayList()
    list.clip(to: RoundedRect(screen, cornerRadius: screenCornerRadius)) { $0.fill(screen, with: blue) }
    return PaintingCase(name: "rounded clip + fillRect", list: list) { bitmap in
      let pixels = PixelCheck(bitmap)
      return pixels.expect(x: 585, y: 1266, equals: blue) ?? pixels.expect(x: 0, y: 0, equals: .clear)
        ?? pixels.expectAntialiasedDiagonal(from: (0, 0), length: 200)
    }
  }

  static var groupAtHalfAlpha: PaintingCase {
    var list = DisplayList()
    list.group(opacity: 0.5) { $0.fill(screen, with: blue) }
    return PaintingCase(name: "group at alpha 0.5", list: list) { bitmap in
      // 0.5 of 255 may round either way.
      let pixels = PixelCheck(bitmap)
      let half = Color(hex: 0x0A84FF, alpha: 128)
      return pixels.expect(x: 585, y: 1266, equals: half, tolerance: 1)
    }
  }

  /// Ten shadows of cards 358 x 66 pt, 16 pt apart, blurred 12 pt (36 px at 3x), as a feed of cards has.
  static var cardShadows: PaintingCase {
    var list = DisplayList()
    let shadow = Shadow(color: shadowColor, offset: Point(x: 0, y: 4), blur: 12)
    for index in 0..<10 {
      let card = Rect(x: 16, y: 16 + 82 * Double(index), width: 358, height: 66)
      list.append(.shadow(RoundedRect(card, cornerRadius: 16), shadow))
    }
    return PaintingCase(name: "10 card shadows, blur 12 pt", list: list) { bitmap in
      // The shadow is not painted under the card itself (y 48 ... 246 px); 4 px below the card, 8 px inside
      // the shadow's own bottom edge (86 pt = 258 px), the blur leaves about Φ(8 / 18) ≈ 2/3 of alpha 51;
      // 3 pt outside the card's left edge it leaves some, but not all of it.
      let pixels = PixelCheck(bitmap)
      return pixels.expect(x: 585, y: 159, equals: .clear, tolerance: 0)
        ?? pixels.expectAlpha(x: 585, y: 250, in: 20...50, why: "the shadow below the card")
        ?? pixels.expectAlpha(x: 39, y: 159, in: 1...50, why: "a blurred edge")
    }
  }

  // MARK: - Shaders

  static var linearGradient: PaintingCase {
    var list = DisplayList()
    let gradient = LinearGradient(
      gradient: Gradient(colors: [blue, red]), start: screen.origin,
      end: Point(x: screen.maxX, y: screen.maxY))
    list.fill(screen, with: .linearGradient(gradient))
    return PaintingCase(name: "linear gradient", list: list) { bitmap in
      let pixels = PixelCheck(bitmap)
      return pixels.expect(x: 0, y: 0, equals: blue, tolerance: 2)
        ?? pixels.expect(x: 1169, y: 2531, equals: red, tolerance: 2)
    }
  }

  static var radialGradient: PaintingCase {
    var list = DisplayList()
    let gradient = RadialGradient(
      gradient: Gradient(colors: [blue, red]), center: Point(x: 195, y: 422), radius: 422)
    list.fill(screen, with: .radialGradient(gradient))
    return PaintingCase(name: "radial gradient", list: list) { bitmap in
      let pixels = PixelCheck(bitmap)
      return pixels.expect(x: 585, y: 1266, equals: blue, tolerance: 2)
        ?? pixels.expect(x: 0, y: 0, equals: red, tolerance: 2)
    }
  }

  /// The gallery's 96 x 64 photo stretched over the screen: about 12 x 40 device pixels per texel.
  static func image(_ sampling: BitmapSampling) -> PaintingCase {
    let photo = SampleImages.landscape
    var list = DisplayList()
    list.fill(screen, with: .bitmap(BitmapPaint(bitmap: photo, frame: screen, sampling: sampling)))
    let name = sampling == .nearest ? "image, nearest" : "image, bilinear"
    return PaintingCase(name: name, list: list) { bitmap in
      // The corners sample only the corner texels (clamped to the edge), so they match them exactly.
      let pixels = PixelCheck(bitmap)
      return pixels.expect(x: 0, y: 0, equals: photo.premultipliedPixel(x: 0, y: 0))
        ?? pixels.expect(x: 1169, y: 2531, equals: photo.premultipliedPixel(x: 95, y: 63))
    }
  }

  // MARK: - Transforms

  /// A card 300 x 420 pt with a 1 pt border, turned 6 degrees about its centre.
  static var rotatedCard: PaintingCase {
    let card = RoundedRect(Rect(x: 45, y: 212, width: 300, height: 420), cornerRadius: 16)
    let turn = Transform.translation(x: -195, y: -422)
      .concatenating(.rotation(degrees: 6))
      .concatenating(.translation(x: 195, y: 422))
    var list = DisplayList()
    list.transform(turn) { list in
      list.fill(card.path, with: blue)
      var ring = card.path
      let inner = card.inset(by: 1)
      ring.append(Path.roundedRect(inner.rect, cornerRadii: inner.cornerRadii, reversed: true))
      list.fill(ring, with: red)
    }
    return PaintingCase(name: "rotated card", list: list) { bitmap in
      // The unturned card's top-left corner, 4 pt inside, lies outside the turned card.
      let pixels = PixelCheck(bitmap)
      return pixels.expect(x: 585, y: 1266, equals: blue) ?? pixels.expect(x: 147, y: 648, equals: .clear)
    }
  }
}
