/// Rasterizes a ``DisplayList`` into a ``Bitmap``.
public enum DisplayListRenderer {
  /// Something in a display list that cannot be painted faithfully.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// A coordinate is NaN or infinite.
    case nonFiniteGeometry(item: Int)
    /// A path reaches farther than ``Rasterizer/coordinateLimit`` pixels from the origin.
    case geometryOutOfRange(item: Int)
    /// An opacity outside 0...1, or NaN.
    case invalidOpacity(item: Int, Double)
    /// `endGroup` without a matching `beginGroup`, or a group left open.
    case unbalancedGroups

    public var description: String {
      switch self {
      case .nonFiniteGeometry(let item): "display list item \(item) has a NaN or infinite coordinate"
      case .geometryOutOfRange(let item):
        "display list item \(item) is a path reaching more than \(Int(Rasterizer.coordinateLimit)) px from the origin"
      case .invalidOpacity(let item, let value):
        "display list item \(item) has opacity \(value); opacity must be between 0 and 1"
      case .unbalancedGroups: "display list groups are not balanced (beginGroup/endGroup)"
      }
    }
  }

  /// Paints `list` onto a transparent bitmap of `width` x `height` pixels, with points multiplied by `scale`.
  ///
  /// - Throws: ``Failure`` for geometry that cannot be painted, ``ImageSizeError`` for a bad size.
  public static func render(_ list: DisplayList, width: Int, height: Int, scale: Double) throws -> Bitmap {
    var layers = [try Bitmap(width: width, height: height)]
    var opacities: [Double] = []
    for (index, item) in list.items.enumerated() {
      switch item {
      case .fillRect(let rect, let color):
        let pixels = rect.scaled(by: scale)
        guard pixels.minX.isFinite, pixels.minY.isFinite, pixels.maxX.isFinite, pixels.maxY.isFinite else {
          throw Failure.nonFiniteGeometry(item: index)
        }
        Rasterizer.fill(pixels, with: color, into: &layers[layers.count - 1])
      case .fillPath(let path, let color):
        let pixels = path.scaled(by: scale)
        guard pixels.isFinite else { throw Failure.nonFiniteGeometry(item: index) }
        guard pixels.isWithin(Rasterizer.coordinateLimit) else { throw Failure.geometryOutOfRange(item: index) }
        Rasterizer.fill(pixels, with: color, into: &layers[layers.count - 1])
      case .beginGroup(let opacity):
        guard opacity >= 0, opacity <= 1 else { throw Failure.invalidOpacity(item: index, opacity) }
        layers.append(try Bitmap(width: width, height: height))
        opacities.append(opacity)
      case .endGroup:
        guard layers.count > 1, let opacity = opacities.popLast() else { throw Failure.unbalancedGroups }
        let group = layers.removeLast()
        Compositor.draw(group, opacity: opacity, onto: &layers[layers.count - 1])
      }
    }
    guard layers.count == 1 else { throw Failure.unbalancedGroups }
    return layers[0]
  }
}
