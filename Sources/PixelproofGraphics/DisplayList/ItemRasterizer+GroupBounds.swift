extension ItemRasterizer {
  /// The device pixels that the items of the group opened at `index` can paint: the union of each
  /// item's ``DisplayList/Item/deviceBounds(under:)``; nil when an item's reach cannot be bounded (the
  /// group then takes the whole clip). A group's layer covers only these, so a translucent button does
  /// not cost a screen-sized layer.
  func contentBounds(ofGroupAt index: Int) -> PixelRect? {
    var transforms = [toDevice]
    var depth = 0
    var bounds = PixelRect.empty
    for item in items[(index + 1)...] {
      switch item {
      case .beginTransform(let transform):
        transforms.append(transform.concatenating(transforms[transforms.count - 1]))
      case .endTransform:
        if transforms.count > 1 { transforms.removeLast() }
      case .beginGroup:
        depth += 1
      case .endGroup:
        if depth == 0 { return bounds }
        depth -= 1
      default:
        guard let reach = item.deviceBounds(under: transforms[transforms.count - 1]) else { return nil }
        bounds = bounds.union(reach)
      }
    }
    return bounds
  }
}
