import Pixelproof
import Testing

/// The painting model, one scene per feature. `PaintingSnapshotTests` verifies each against its reference
/// and `DeterminismTests` hashes each; the comments say what the image must show, and the references
/// were checked against them by eye.
enum PaintingScenes {
  /// A five-pointed star drawn in one stroke, whose centre the two fill rules treat differently.
  static func star(centre: Point, radius: Double) -> Path {
    // The points of a regular pentagon, visited every second one; angles from the fixed polynomial.
    var path = Path()
    for i in 0..<5 {
      let (sine, cosine) = Trigonometry.sineAndCosine(degrees: -90 + Double(i) * 144)
      let point = Point(x: centre.x + radius * cosine, y: centre.y + radius * sine)
      if i == 0 { path.move(to: point) } else { path.line(to: point) }
    }
    path.close()
    return path
  }

  static func pathsAndFillRules() -> any Component {
    // Left: the star under non-zero, filled solid. Middle: under even-odd, its centre pentagon empty.
    // Right: a quadratic and a cubic curve closed into one smooth blob.
    var blob = Path()
    blob.move(to: Point(x: 5, y: 50))
    blob.quadCurve(to: Point(x: 55, y: 50), control: Point(x: 30, y: -10))
    blob.cubicCurve(to: Point(x: 5, y: 50), control1: Point(x: 45, y: 70), control2: Point(x: 15, y: 70))
    blob.close()
    let row = Stack(.horizontal, spacing: 8) {
      Shape(Self.star(centre: Point(x: 30, y: 32), radius: 28)).fill(Swatch.blue).size(width: 60, height: 60)
      Shape(Self.star(centre: Point(x: 30, y: 32), radius: 28)).fill(Swatch.blue, rule: .evenOdd)
        .size(width: 60, height: 60)
      Shape(blob).fill(Swatch.purple).size(width: 60, height: 60)
    }
    return row.inset(8).background(.white)
  }

  static func strokeCapsJoinsAndDashes() -> any Component {
    // Three zig-zags 6 pt wide: butt caps with miter joins, round caps with round joins, square caps with
    // bevel joins. Under them a dashed line (8 on, 8 off, round caps reaching 2 into each gap) and a hairline-thin 1 pt circle.
    func zigzag() -> Path {
      var path = Path()
      path.move(to: Point(x: 8, y: 30))
      path.line(to: Point(x: 24, y: 8))
      path.line(to: Point(x: 40, y: 30))
      path.line(to: Point(x: 56, y: 8))
      return path
    }
    let styles: [(LineCap, LineJoin, Color)] = [
      (.butt, .miter, Swatch.red), (.round, .round, Swatch.green), (.square, .bevel, Swatch.blue),
    ]
    var dashed = Path()
    dashed.move(to: Point(x: 8, y: 8))
    dashed.line(to: Point(x: 190, y: 8))
    let strokes = Stack(spacing: 8) {
      Stack(.horizontal, spacing: 8) {
        for (cap, join, color) in styles {
          Shape(zigzag()).stroke(.color(color), style: StrokeStyle(width: 6, cap: cap, join: join))
            .size(width: 64, height: 38)
            .backgroundColor(Swatch.panel)
        }
      }
      Shape(dashed).stroke(.color(Swatch.purple), style: StrokeStyle(width: 4, cap: .round, dashes: [8, 8]))
        .size(width: 208, height: 16)
      Shape(.circle(center: Point(x: 20, y: 20), radius: 16)).stroke(Swatch.frame, width: 1)
        .size(width: 40, height: 40)
    }
    return strokes.inset(8).background(.white)
  }

  static func cornersAndBorders() -> any Component {
    // Per-corner radii 0 / 8 / 16 / 24 (clockwise from top-left); a 3 pt solid border following 12 pt
    // corners; a dashed 2 pt border (6 on, 3 off); radii of 40 on a 60 x 40 view scaled down together to
    // fit (a pill, 20 pt corners).
    let row = Stack(.horizontal, spacing: 8) {
      View(Swatch.orange).cornerRadii(CornerRadii(topLeft: 0, topRight: 8, bottomRight: 16, bottomLeft: 24))
        .size(width: 60, height: 60)
      View(Swatch.panel).cornerRadius(12).border(Swatch.blue, width: 3).size(width: 60, height: 60)
      View(.white).cornerRadius(8).border(Swatch.red, width: 2, dashes: [6, 3]).size(width: 60, height: 60)
      View(Swatch.green).cornerRadius(40).size(width: 60, height: 40)
    }
    return row.inset(8).background(Swatch.panel)
  }

  static func dividersAreOneDevicePixelThick() -> any Component {
    // Rows 10 pt high separated by dividers: at every scale each divider is exactly one pixel row of
    // solid grey (at 1x rows 14, 25 and 36; at 2x 28, 49, 70; at 3x 42, 73, 104), and the vertical
    // divider one pixel column.
    let list = Stack(.horizontal, align: .stretch) {
      Stack(align: .stretch) {
        for color in [Swatch.red, Swatch.green, Swatch.blue] {
          View(color).size(width: 40, height: 10)
          Divider(Swatch.frame)
        }
      }
      Divider(Swatch.frame, axis: .vertical)
      View(Swatch.yellow).size(width: 20, height: 20)
    }
    return list.inset(4).background(.white)
  }

  static func clipsToRoundedBoundsAndNestedClips() -> any Component {
    // Left: a panel with 16 pt corners that clips a red square hanging over its top-left corner: the
    // square is cut along the curve. Right: the same panel holding a smaller clipping view that holds an
    // oversized blue bar: the bar shows only where both clips overlap.
    let clipped = View(Swatch.panel).size(width: 80, height: 80).overlay {
      Static { View(Swatch.red).positioned(x: -10, y: -10, size: RelativeSizeRange(width: 50, height: 50)) }
    }
    let nested = View(Swatch.panel).size(width: 80, height: 80).overlay {
      View(Swatch.yellow).size(width: 40, height: 40).overlay {
        Static {
          View(Swatch.blue).positioned(x: -30, y: 12, size: RelativeSizeRange(width: 100, height: 16))
        }
      }
      .cornerRadius(10).clipsToBounds().centered()
    }
    let row = Stack(.horizontal, spacing: 12) {
      clipped.cornerRadius(16).clipsToBounds()
      nested.cornerRadius(16).clipsToBounds()
    }
    return row.inset(8).background(.white)
  }

  static func alphaAppliesToTheWholeSubtreeAsOneLayer() -> any Component {
    // Left: two overlapping squares inside one view at alpha 0.5: where they overlap, only the top
    // (blue) square shows, at half strength. Right: each square at alpha 0.5 on its own: the overlap is
    // a mix of both.
    func pair(alpha: Double) -> some Component {
      Stack(.horizontal, spacing: -20) {
        View(Swatch.red).alpha(alpha).size(width: 40, height: 40)
        View(Swatch.blue).alpha(alpha).size(width: 40, height: 40)
      }
    }
    let row = Stack(.horizontal, spacing: 12) {
      pair(alpha: 1).alpha(0.5)
      pair(alpha: 0.5)
    }
    return row.inset(8).background(.white)
  }

  static func linearAndRadialGradients() -> any Component {
    // Left: red → yellow → blue from the top to the bottom (yellow exactly at the middle row).
    // Middle: a diagonal gradient, white at the top-left corner to purple at the bottom-right, in a
    // rounded rect. Right: a radial gradient, white at the centre to teal at 30 pt and beyond.
    let three = Gradient(colors: [Swatch.red, Swatch.yellow, Swatch.blue])
    let row = Stack(.horizontal, spacing: 8) {
      View().backgroundGradient(.linear(three, start: .top, end: .bottom)).size(width: 60, height: 80)
      View().backgroundGradient(
        .linear(Gradient(colors: [.white, Swatch.purple]), start: .topLeft, end: .bottomRight)
      )
      .cornerRadius(12).size(width: 60, height: 80)
      View().backgroundGradient(
        .radial(Gradient(colors: [.white, Swatch.teal]), center: .center, radius: 30)
      )
      .size(width: 80, height: 80)
    }
    return row.inset(8).background(.white)
  }

  static func shadows() -> any Component {
    // White cards on grey: a sharp shadow offset (4, 4) with no blur; a soft shadow (blur 12, offset 0, 6)
    // under 12 pt corners; a spread shadow (spread 4, blur 0) that rings the card evenly; a coloured glow.
    let row = Stack(.horizontal, spacing: 24) {
      View(.white).shadow(Color(hex: 0x000000, alpha: 90), offset: Point(x: 4, y: 4), blur: 0)
        .size(width: 50, height: 50)
      View(.white).cornerRadius(12).shadow(
        Color(hex: 0x000000, alpha: 110), offset: Point(x: 0, y: 6), blur: 12
      )
      .size(width: 50, height: 50)
      View(.white).shadow(Color(hex: 0x000000, alpha: 90), offset: .zero, blur: 0, spread: 4)
        .size(width: 50, height: 50)
      View(.white).cornerRadius(25).shadow(Swatch.blue, offset: .zero, blur: 16)
        .size(width: 50, height: 50)
    }
    return row.inset(24).background(Swatch.panel)
  }

  static func imageContentModesSamplingAndTint() -> any Component {
    // A 4 x 3 px image of coloured squares in 48 x 48 pt frames: scale to fill stretched; aspect fit
    // with bands above and below; aspect fill overflowing left and right but clipped by clipsToBounds;
    // centre at its natural 4 x 3 pt. Second row: nearest sampling shows hard squares, bilinear blends
    // them, and a tint paints the whole image one colour (its alpha kept: the transparent corner stays
    // empty).
    let bitmap = Self.sampleBitmap
    let frames: [ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center]
    let grid = Stack(spacing: 8) {
      Stack(.horizontal, spacing: 8) {
        for mode in frames {
          Image(bitmap).contentMode(mode).sampling(.nearest).clipsToBounds().backgroundColor(Swatch.panel)
            .size(width: 48, height: 48)
        }
      }
      Stack(.horizontal, spacing: 8) {
        Image(bitmap).sampling(.nearest).size(width: 48, height: 36)
        Image(bitmap).sampling(.bilinear).size(width: 48, height: 36)
        Image(bitmap).tint(Swatch.blue).size(width: 48, height: 36)
      }
    }
    return grid.inset(8).background(.white)
  }

  static func transformsRotateScaleAndMoveAboutTheCentre() -> any Component {
    // Three 40 x 40 panels, each with a grey outline of its frame: a square rotated 30 degrees clockwise
    // about its centre, one scaled to 0.5 about its centre, one moved 8 pt right and 8 pt down.
    func cell(_ content: some Component) -> some Component {
      content.size(width: 40, height: 40).overlay { View().border(Swatch.frame, width: 1) }
    }
    let row = Stack(.horizontal, spacing: 16) {
      cell(View(Swatch.orange).rotation(degrees: 30))
      cell(View(Swatch.green).scaleEffect(0.5))
      cell(View(Swatch.blue).offset(x: 8, y: 8))
    }
    return row.inset(12).background(.white)
  }

  static func transformedPaints() -> any Component {
    // Paints turn with their view: the sample image rotated 20 degrees with bilinear sampling and
    // rounded clipped corners; a left-to-right gradient rotated 90 degrees, so it runs top to bottom;
    // a card with a shadow and a dashed border rotated -10 degrees.
    let row = Stack(.horizontal, spacing: 20) {
      Image(sampleBitmap).cornerRadius(6).clipsToBounds().size(width: 48, height: 36).rotation(degrees: 20)
      View().backgroundGradient(
        .linear(Gradient(colors: [Swatch.red, Swatch.blue]), start: .left, end: .right)
      )
      .rotation(degrees: 90).size(width: 40, height: 40)
      View(.white).cornerRadius(8).border(Swatch.green, width: 2, dashes: [4, 4])
        .shadow(Color(hex: 0x000000, alpha: 100), offset: Point(x: 0, y: 4), blur: 8)
        .rotation(degrees: -10).size(width: 48, height: 40)
    }
    return row.inset(16).background(Swatch.panel)
  }

  /// 4 x 3 px: red, green, blue, white along the top; yellow, purple, teal, transparent in the middle;
  /// black, grey, orange, red along the bottom.
  static let sampleBitmap: PremultipliedBitmap = {
    let colors: [Color] = [
      Swatch.red, Swatch.green, Swatch.blue, .white,
      Swatch.yellow, Swatch.purple, Swatch.teal, .clear,
      .black, Swatch.frame, Swatch.orange, Swatch.red,
    ]
    let pixels = colors.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
    // The size and byte count are fixed above, so this cannot fail.
    return PremultipliedBitmap(
      (try? StraightBitmap(width: 4, height: 3, pixels: pixels))
        ?? StraightBitmap(validatedWidth: 1, height: 1, pixels: [0, 0, 0, 0]))
  }()
}
