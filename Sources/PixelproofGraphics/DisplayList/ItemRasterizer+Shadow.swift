extension ItemRasterizer {
  /// Draws the shadow of `shape`: the shape grown by the spread and moved by the offset, its coverage
  /// blurred in integers (three box blurs each way), then the colour painted through it everywhere the
  /// shape itself does not cover completely, as CSS clips an outer `box-shadow` to outside the box (a
  /// translucent view does not show its own shadow through it).
  mutating func drawShadow(_ shape: RoundedRect, _ shadow: Shadow, index: Int) throws {
    try validate(shape, index: index)
    if let reason = shadow.invalidReason {
      throw DisplayListRasterizer.Failure.invalidItem(item: index, reason: reason)
    }
    // Each shape's radii are fitted once here and handed on, rather than refitted by every path.
    let shapeRadii = shape.fittedRadii
    let grown = shape.inset(by: -shadow.spread, fittedRadii: shapeRadii)
    guard shadow.color.alpha > 0, !grown.rect.isEmpty else { return }
    var moved = grown
    moved.rect.origin = moved.rect.origin + shadow.offset
    let movedRadii = moved.fittedRadii
    let path = try devicePath(.roundedRect(moved.rect, cornerRadii: movedRadii), index: index)
    // The CSS blur radius is twice the Gaussian's standard deviation.
    let deviation = shadow.blur / 2 * toDevice.lengthScale
    let visible = clip.bounds.intersection(layers[layers.count - 1].frame)
    // The same bounds a group sized its layer by, so the two cannot disagree about where a shadow reaches.
    guard let reach = DisplayList.Item.shadow(shape, shadow).deviceBounds(under: toDevice) else { return }
    let frame = reach.intersection(visible)
    guard !frame.isEmpty else { return }
    var mask = ShadowMask.blurred(
      path, roundedRect: deviceRoundedRect(moved.rect, fittedRadii: movedRadii), standardDeviation: deviation,
      over: frame)
    // Pixels the shape only partly covers keep the whole shadow under them: an opaque view then gets
    // exactly the pixels of a shadow drawn under it, with no light seam along its anti-aliased edge.
    let casting = try devicePath(.roundedRect(shape.rect, cornerRadii: shapeRadii), index: index)
    Rasterizer.clear(&mask, over: frame, whereCompletelyCoveredBy: casting)
    Rasterizer.fill(
      mask, over: frame, source: .color(PremultipliedColor(shadow.color)), clip: clip,
      into: &layers[layers.count - 1])
  }

  /// `rect` with its fitted radii in device pixels, when the transform in force maps it to a rounded
  /// rectangle with the same corners (no rotation or mirroring, the same scale both ways).
  private func deviceRoundedRect(_ rect: Rect, fittedRadii: CornerRadii) -> RoundedRect? {
    guard let device = deviceRect(rect), toDevice.a > 0, toDevice.a == toDevice.d else { return nil }
    let factor = toDevice.a
    return RoundedRect(device, cornerRadii: fittedRadii.map { $0 * factor })
  }
}
