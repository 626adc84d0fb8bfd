@testable import PixelproofGraphics
import Testing

/// Rasterizing a window of the canvas: each of its pixels must be the one the whole canvas has there,
/// under a clip with rounded corners, a translation, and fills with fractional edges, so measuring one
/// item's pixels can skip the rest of the canvas without changing any.
@Suite struct WindowRasterizingTests {
  static let width = 40
  static let height = 30

  static var list: DisplayList {
    var list = DisplayList()
    list.append(.beginClip(RoundedRect(Rect(x: 1.3, y: 2.7, width: 14.2, height: 11.1), cornerRadius: 4)))
    list.fill(Rect(x: 0.25, y: 0.5, width: 20.6, height: 9.9), with: Color(red: 200, green: 40, blue: 90))
    list.append(.endClip)
    list.append(.beginTransform(.translation(x: 3.5, y: 1.25)))
    list.fill(Rect(x: 6.2, y: 7.1, width: 5.3, height: 4.4), with: .black)
    list.append(.endTransform)
    return list
  }

  @Test func everyPixelOfTheWindowIsTheWholeCanvasPixel() throws {
    let whole = try DisplayListRasterizer.rasterize(
      Self.list, width: Self.width, height: Self.height, scale: 2)
    let windows: [DisplayListRasterizer.Window] = [
      (0, 0, 40, 30), (5, 7, 17, 9), (19, 15, 21, 15), (39, 29, 1, 1),
    ]
    for window in windows {
      let part = try DisplayListRasterizer.rasterize(Self.list, window: window, scale: 2)
      #expect(part.width == window.width && part.height == window.height)
      for y in 0..<window.height {
        for x in 0..<window.width {
          let expected = whole.premultipliedPixel(x: window.x + x, y: window.y + y)
          let actual = part.premultipliedPixel(x: x, y: y)
          #expect(expected == actual, "pixel (\(window.x + x), \(window.y + y)) of window \(window)")
        }
      }
    }
  }

  @Test func theReachOfAnItemIsUnderTheTransformsInForce() throws {
    // The black rect at (6.2, 7.1) pt moved by (3.5, 1.25) pt: (9.7, 8.35)...(15, 12.75) pt, device
    // pixels 19.4...30 by 16.7...25.5 at 2x, grown by one pixel for anti-aliasing: 18..<31 by 15..<27.
    let reaches = DisplayListRasterizer.reaches(
      of: Self.list, width: Self.width, height: Self.height, scale: 2)
    #expect(reaches.count == Self.list.items.count)
    let reach = try #require(reaches[4])
    #expect(reach == (18, 15, 13, 12))
    // A clip paints nothing itself.
    #expect(reaches[0] == nil)
  }
}
