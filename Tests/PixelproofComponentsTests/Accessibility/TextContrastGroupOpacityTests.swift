import PixelproofComponents
import Testing

/// Text inside views drawn at less than full alpha is measured at the colour it is drawn in.
///
/// Expected pixels are worked by hand with the rasterizer's rules: a group's opacity becomes the 8-bit
/// factor round(opacity × 255) (0.5 → 127.5 → 128), a premultiplied channel times a factor is
/// round(value × factor / 255), and a layer goes over what is below it as
/// `source + round(below × (255 - source alpha) / 255)`. Ratios are WCAG 2.2's, worked by hand:
/// #7F7F7F is 127 / 255 = 0.498039, linearised ((0.498039 + 0.055) / 1.055)^2.4 = 0.212231, so on white
/// 1.05 / 0.262231 = 4.0041; #BFBFBF is 0.749020 → 0.520996, so on white 1.05 / 0.570996 = 1.8389.
@Suite struct TextContrastGroupOpacityTests {
  func grey(_ value: UInt8) -> Color { Color(red: value, green: value, blue: value) }

  func render(_ component: any Component) throws -> Rendering {
    try ComponentRenderer.render(component, in: .width(200), scale: 2)
  }

  /// The pixel of `rendering`'s bitmap in `box` with the least red, over white: for black text on a lighter
  /// background, a fully covered glyph pixel.
  func darkestPixel(of rendering: Rendering, in box: (x: Int, y: Int, width: Int, height: Int)) -> Color? {
    var darkest: Color?
    for y in box.y..<(box.y + box.height) {
      for x in box.x..<(box.x + box.width) {
        let pixel = rendering.bitmap.premultipliedPixel(x: x, y: y)
        let uncovered = 255 - pixel.3
        let color = Color(
          red: pixel.0 + uncovered, green: pixel.1 + uncovered, blue: pixel.2 + uncovered)
        if darkest.map({ color.red < $0.red }) ?? true { darkest = color }
      }
    }
    return darkest
  }

  @Test func blackTextAtHalfAlphaIsMeasuredAsTheGreyItIsDrawnIn() throws {
    // Black (0, 0, 0, 255) scaled by 128 is (0, 0, 0, 128); over white each channel is
    // 0 + round(255 × 127 / 255) = 127: #7F7F7F on white, 4.0041:1, which fails AA where full black
    // would pass at 21:1.
    let screen = Stack { Label("Hello", color: .black).alpha(0.5) }.backgroundColor(.white)
    let found = try render(screen).textContrasts()
    #expect(found.map(\.textColor) == [grey(127)])
    #expect(found.map(\.background) == [.white])
    #expect(found.map(\.ratio.description) == ["4:1"])
    #expect(found.map { $0.meets(.aa) } == [false])
    #expect(found.map(\.description).first?.contains("#7F7F7F over #FFFFFF") == true)
  }

  @Test func nestedGroupsMultiplyTheirOpacities() throws {
    // The inner group leaves (0, 0, 0, 128) in the outer group's layer; the outer one scales its alpha
    // to round(128 × 128 / 255) = round(64.25) = 64, and over white each channel is
    // round(255 × 191 / 255) = 191: #BFBFBF on white, 1.8389:1.
    let screen = Stack {
      Stack { Label("Hello", color: .black).alpha(0.5) }.alpha(0.5)
    }.backgroundColor(.white)
    let found = try render(screen).textContrasts()
    #expect(found.map(\.textColor) == [grey(191)])
    #expect(found.map(\.background) == [.white])
    #expect(found.map(\.ratio.description) == ["1.84:1"])
  }

  @Test func aFadedButtonsTitleShowsThePageThroughTheGroupNotItsOwnFill() throws {
    // Inside the group the white title covers the black fill. The group at 128 over the white page:
    // the fill becomes 0 + round(255 × 127 / 255) = 127, the title 128 + 127 = 255. White over #7F7F7F,
    // 4.0041:1. Fading the title colour and blending it over the faded fill would give
    // 128 + round(127 × 127 / 255) = 191 instead, counting the fill twice.
    let button = Button("Go").titleColor(.white).backgroundColor(.black)
    let screen = Stack { button.alpha(0.5) }.backgroundColor(.white)
    let found = try render(screen).textContrasts()
    #expect(found.map(\.textColor) == [.white])
    #expect(found.map(\.background) == [grey(127)])
    #expect(found.map(\.ratio.description) == ["4:1"])
  }

  @Test func theMeasuredColourIsThePixelDrawnWhereAGlyphCoversFully() throws {
    // At 40 pt and 2x an "H"'s stems are many pixels wide, so the darkest pixel of the run's box is a
    // fully covered one; between the stems lies the background.
    let font = Font.system(size: 40)
    let single = Stack { Label("H", font: font, color: .black).alpha(0.5) }.backgroundColor(.white)
    let nested = Stack {
      Stack { Label("H", font: font, color: .black).alpha(0.5) }.alpha(0.5)
    }.backgroundColor(.white)
    let translucent = Stack {
      Label("H", font: font, color: Color(red: 0, green: 0, blue: 0, alpha: 200)).alpha(0.3)
    }.backgroundColor(.white)
    for screen in [single, nested, translucent] as [any Component] {
      let rendering = try render(screen)
      let found = try rendering.textContrasts()
      #expect(found.count == 1)
      guard let run = found.first else { continue }
      #expect(darkestPixel(of: rendering, in: run.pixelBox) == run.textColor)
    }
  }

  @Test func textInAViewAtAlphaZeroIsNotDrawnSoNotMeasured() throws {
    let screen = Stack { Label("Hello", color: .black).alpha(0) }.backgroundColor(.white)
    #expect(try render(screen).textContrasts().isEmpty)
  }

  @Test func textInAViewAtFullAlphaIsMeasuredAtItsOwnColour() throws {
    let screen = Stack { Label("Hello", color: grey(0x76)).alpha(1) }.backgroundColor(.white)
    let found = try render(screen).textContrasts()
    #expect(found.map(\.textColor) == [grey(0x76)])
    #expect(found.map(\.ratio.description) == ["4.54:1"])
  }
}
