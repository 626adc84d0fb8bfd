/// Rasterizing part of a canvas: what measures one item's pixels pays for those pixels only.
extension DisplayListRasterizer {
  /// A rectangle of device pixels, `width` x `height` from (`x`, `y`).
  package typealias Window = (x: Int, y: Int, width: Int, height: Int)

  /// For each item of `list`, the device pixels of a `width` x `height` canvas it can paint, under the
  /// transforms in force where it is; nil when the item paints nothing there, or when its reach cannot
  /// be bounded. One walk of the list serves every item, so what measures many items pays for the list
  /// once.
  ///
  /// - Parameters:
  ///   - list: the whole display list.
  ///   - width: the canvas's width in pixels.
  ///   - height: the canvas's height in pixels.
  ///   - scale: device pixels per point.
  package static func reaches(
    of list: DisplayList, width: Int, height: Int, scale: Double
  ) -> [Window?] {
    guard let grid = PixelGrid(validScale: scale) else {
      return Array(repeating: nil, count: list.items.count)
    }
    let canvas = PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
    var transforms = [grid.pointsToPixels]
    var reaches: [Window?] = []
    reaches.reserveCapacity(list.items.count)
    for item in list.items {
      if let bounds = item.deviceBounds(under: transforms[transforms.count - 1]),
        case let visible = bounds.intersection(canvas), !visible.isEmpty
      {
        reaches.append((visible.minX, visible.minY, visible.width, visible.height))
      } else {
        reaches.append(nil)
      }
      switch item {
      case .beginTransform(let transform):
        transforms.append(transform.concatenating(transforms[transforms.count - 1]))
      case .endTransform where transforms.count > 1:
        transforms.removeLast()
      default:
        break
      }
    }
    return reaches
  }

  /// Rasterizes `list` onto a transparent bitmap that holds only `window`'s pixels of the canvas: its
  /// pixel (0, 0) is device pixel (`window.x`, `window.y`), and each of its pixels is the one a whole
  /// canvas holds there.
  ///
  /// - Parameters:
  ///   - list: what to draw, in points.
  ///   - window: the device pixels to keep.
  ///   - scale: device pixels per point.
  /// - Throws: ``Failure`` for items that cannot be rasterized, ``BitmapSizeError`` for a bad size.
  package static func rasterize(
    _ list: DisplayList, window: Window, scale: Double
  ) throws -> PremultipliedBitmap {
    guard let grid = PixelGrid(validScale: scale) else { throw Failure.invalidScale(scale) }
    let frame = PixelRect(
      minX: window.x, minY: window.y, maxX: window.x + window.width, maxY: window.y + window.height)
    var rasterizer = try ItemRasterizer(items: list.items, canvas: frame, grid: grid)
    for (index, item) in list.items.enumerated() {
      try rasterizer.draw(item, index: index)
    }
    return try rasterizer.finish(itemCount: list.items.count)
  }
}
