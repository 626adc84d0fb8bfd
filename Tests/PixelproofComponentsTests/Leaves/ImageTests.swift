import Foundation
import PixelproofComponents
import Testing

/// The Image component: its own size, where its content mode puts the bitmap, and loading PNG files.
@Suite struct ImageTests {
  /// 4 x 2 px: red, green, blue, white over black, transparent, red, green.
  static let pixels: [UInt8] = [
    255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255,
    0, 0, 0, 255, 0, 0, 0, 0, 255, 0, 0, 255, 0, 255, 0, 255,
  ]

  static func bitmap() throws -> PremultipliedBitmap {
    PremultipliedBitmap(try StraightBitmap(width: 4, height: 2, pixels: pixels))
  }

  @Test func itsOwnSizeIsThePixelsOverTheImagesScale() throws {
    // 4 x 2 px at 1x is 4 x 2 pt; an @2x image of the same pixels is 2 x 1 pt.
    #expect(try layout(Image(Self.bitmap()), .unconstrained).size == Size(width: 4, height: 2))
    #expect(try layout(Image(Self.bitmap(), scale: 2), .unconstrained).size == Size(width: 2, height: 1))
    // The range wins over the natural size: at least 10 wide, at most 1 high.
    #expect(
      try layout(Image(Self.bitmap()), range(minWidth: 10, maxHeight: 1)).size == Size(width: 10, height: 1))
  }

  @Test func theContentModePlacesTheBitmapInTheFrame() throws {
    // In 40 x 40 pt, aspect fit scales 4 x 2 by 10: 40 x 20 at y = 10. Scale to fill stretches it to the
    // frame.
    let fit = try layout(Image(Self.bitmap()).contentMode(.scaleAspectFit), exactly(40, 40)).displayList()
    guard case .fillRect(let rect, .bitmap(let paint)) = fit.items.first else {
      Issue.record("\(fit.items)")
      return
    }
    #expect(rect == Rect(x: 0, y: 10, width: 40, height: 20))
    #expect(paint.frame == rect && paint.sampling == .bilinear && paint.tint == nil)
    let fill = try layout(Image(Self.bitmap()).sampling(.nearest).tint(.red), exactly(40, 40)).displayList()
    guard case .fillRect(let filled, .bitmap(let tinted)) = fill.items.first else {
      Issue.record("\(fill.items)")
      return
    }
    #expect(filled == Rect(x: 0, y: 0, width: 40, height: 40))
    #expect(tinted.sampling == .nearest && tinted.tint == .red)
  }

  @Test func aPNGFileIsDecodedIntoTheSamePremultipliedPixels() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixelproof-image-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("icon.png").path
    let png = try PNGCodec.encode(try StraightBitmap(width: 4, height: 2, pixels: Self.pixels))
    try Data(png).write(to: URL(fileURLWithPath: path))
    let image = try Image(contentsOfFile: path, scale: 2)
    #expect(image.bitmap == (try Self.bitmap()))
    #expect(image.naturalSize == Size(width: 2, height: 1))
  }

  @Test func aMissingOrBrokenFileIsAnError() throws {
    // The system's explanation for ENOENT.
    let missing = "/nonexistent/pixelproof/icon.png"
    #expect(throws: PNGError.unreadable(path: missing, reason: "No such file or directory")) {
      try Image(contentsOfFile: missing)
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixelproof-image-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("broken.png").path
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: PNGError.notPNG) { try Image(contentsOfFile: path) }
  }

  @Test func aScaleThatIsNotPositiveIsAnErrorNamingTheImage() throws {
    for scale in [0, -1, Double.nan] {
      let error = LayoutError(
        component: "Image", reason: "scale is \(scale); it must be finite and positive")
      #expect(throws: error) { try layout(Image(Self.bitmap(), scale: scale), .unconstrained) }
    }
  }
}
