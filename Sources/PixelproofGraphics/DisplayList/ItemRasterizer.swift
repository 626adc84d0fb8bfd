/// The state of rasterizing a display list: the layers being filled, the clips and transforms in force.
struct ItemRasterizer {
  /// What an `end…` item closes.
  enum Scope {
    case clip
    case transform
    case group(opacity: Double)
  }

  /// The canvas first; a group's offscreen layer above it while the group is open.
  var layers: [Layer]
  var clips: [ClipRegion]
  /// Points to device pixels: the scale, after every transform in force.
  var transforms: [Transform]
  var scopes: [Scope] = []
  /// The whole list, for looking ahead at what a group holds.
  let items: [DisplayList.Item]

  init(items: [DisplayList.Item], width: Int, height: Int, grid: PixelGrid) throws {
    try self.init(items: items, canvas: PixelRect(minX: 0, minY: 0, maxX: width, maxY: height), grid: grid)
  }

  /// A rasterizer onto `canvas`, which must be transparent, as a canvas it made itself would be.
  init(items: [DisplayList.Item], onto canvas: PremultipliedBitmap, grid: PixelGrid) {
    self.init(items: items, layer: Layer(bitmap: canvas), grid: grid)
  }

  /// A rasterizer whose canvas holds only the device pixels of `canvas`, the bitmap's pixel (0, 0) being
  /// device pixel (`canvas.minX`, `canvas.minY`): within it, every pixel is what a whole canvas holds.
  init(items: [DisplayList.Item], canvas frame: PixelRect, grid: PixelGrid) throws {
    self.init(items: items, layer: try Layer(frame: frame), grid: grid)
  }

  /// A rasterizer whose bottom layer is `layer`, clipped to its frame.
  private init(items: [DisplayList.Item], layer: Layer, grid: PixelGrid) {
    self.items = items
    layers = [layer]
    clips = [ClipRegion(bounds: layer.frame)]
    transforms = [grid.pointsToPixels]
  }

  var toDevice: Transform { transforms[transforms.count - 1] }
  var clip: ClipRegion { clips[clips.count - 1] }

  mutating func draw(_ item: DisplayList.Item, index: Int) throws {
    switch item {
    case .fillRect(let rect, let paint):
      try fill(rect, paint: paint, within: reach(of: item), index: index)
    case .fillPath(let path, let rule, let paint):
      let source = try paintSource(paint, index: index)
      let device = try devicePath(path, index: index)
      Rasterizer.fill(
        device, rule: rule, source: source, clip: clip, within: reach(of: item),
        into: &layers[layers.count - 1])
    case .strokePath(let path, let style, let paint):
      if let reason = style.invalidReason {
        throw DisplayListRasterizer.Failure.invalidItem(item: index, reason: reason)
      }
      let source = try paintSource(paint, index: index)
      let device = try devicePath(path, index: index)
      var deviceStyle = style
      deviceStyle.width *= toDevice.lengthScale
      deviceStyle.dashes = style.dashes.map { $0 * toDevice.lengthScale }
      deviceStyle.dashPhase *= toDevice.lengthScale
      let outline: Path
      do {
        outline = try Stroker.checkedOutline(of: device, style: deviceStyle)
      } catch {
        throw DisplayListRasterizer.Failure.invalidItem(
          item: index, reason: "the dash pattern would cut the path into more than \(Dasher.maxDashes) dashes"
        )
      }
      guard outline.isWithin(Rasterizer.coordinateLimit) else {
        throw DisplayListRasterizer.Failure.geometryOutOfRange(item: index)
      }
      Rasterizer.fill(
        outline, rule: .nonZero, source: source, clip: clip, within: reach(of: item),
        into: &layers[layers.count - 1])
    case .hairline(let from, let to, let color):
      try drawHairline(from: from, to: to, color: color, within: reach(of: item), index: index)
    case .glyphs(let run):
      try drawGlyphs(run, index: index)
    case .shadow(let shape, let shadow):
      try drawShadow(shape, shadow, index: index)
    case .beginClip(let shape):
      try beginClip(shape, index: index)
    case .beginTransform(let transform):
      let combined = transform.concatenating(toDevice)
      guard transform.isFinite, combined.isFinite else {
        throw DisplayListRasterizer.Failure.invalidItem(
          item: index,
          reason: "transform \(transform) is not finite, or not once combined with the ones in force")
      }
      transforms.append(combined)
      scopes.append(.transform)
    case .beginGroup(let opacity):
      guard opacity >= 0, opacity <= 1 else {
        throw DisplayListRasterizer.Failure.invalidOpacity(item: index, opacity)
      }
      // Nothing outside the clip or the group's own items can be painted inside it, and nothing at all
      // when it is invisible: its layer is then empty, and every draw inside it clips to nothing.
      let frame =
        opacity == 0
        ? .empty
        : clip.bounds.intersection(layers[layers.count - 1].frame)
          .intersection(contentBounds(ofGroupAt: index) ?? clip.bounds)
      layers.append(try Layer(frame: frame))
      scopes.append(.group(opacity: opacity))
    case .endClip, .endTransform, .endGroup:
      try end(item, index: index)
    }
  }

  private mutating func end(_ item: DisplayList.Item, index: Int) throws {
    guard let scope = scopes.popLast() else { throw DisplayListRasterizer.Failure.unbalanced(item: index) }
    switch (scope, item) {
    case (.clip, .endClip):
      clips.removeLast()
    case (.transform, .endTransform):
      transforms.removeLast()
    case (.group(let opacity), .endGroup):
      let group = layers.removeLast()
      Compositing.draw(group, opacity: opacity, onto: &layers[layers.count - 1])
    default:
      throw DisplayListRasterizer.Failure.unbalanced(item: index)
    }
  }

  mutating func pushClip(_ region: ClipRegion) {
    clips.append(region)
    scopes.append(.clip)
  }

  func finish(itemCount: Int) throws -> PremultipliedBitmap {
    guard scopes.isEmpty else { throw DisplayListRasterizer.Failure.unbalanced(item: itemCount) }
    return layers[0].bitmap
  }

  // MARK: - Geometry and paint in device pixels

  /// The pixels `item` can paint under the transform in force: its
  /// ``DisplayList/Item/deviceBounds(under:)``, the bounds a group sizes its layer by, so the two cannot
  /// disagree; the whole layer when they cannot be bounded (the item's checks then refuse it).
  func reach(of item: DisplayList.Item) -> PixelRect {
    item.deviceBounds(under: toDevice) ?? layers[layers.count - 1].frame
  }

  func devicePath(_ path: Path, index: Int) throws -> Path {
    let device = path.applying(toDevice)
    guard device.isFinite else { throw DisplayListRasterizer.Failure.nonFiniteGeometry(item: index) }
    guard device.isWithin(Rasterizer.coordinateLimit) else {
      throw DisplayListRasterizer.Failure.geometryOutOfRange(item: index)
    }
    return device
  }

  private mutating func fill(_ rect: Rect, paint: Paint, within reach: PixelRect, index: Int) throws {
    guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
      throw DisplayListRasterizer.Failure.nonFiniteGeometry(item: index)
    }
    // A rectangle with no area (or a negative size) covers nothing, as in `Rasterizer.fill`.
    guard !rect.isEmpty else { return }
    let source = try paintSource(paint, index: index)
    if let device = deviceRect(rect) {
      Rasterizer.fill(device, source: source, clip: clip, within: reach, into: &layers[layers.count - 1])
    } else {
      let device = try devicePath(.rect(rect), index: index)
      Rasterizer.fill(
        device, rule: .nonZero, source: source, clip: clip, within: reach, into: &layers[layers.count - 1])
    }
  }

  /// The paint as the rasterizer takes it: gradients and bitmaps see device pixels through the inverse
  /// of the transform in force.
  func paintSource(_ paint: Paint, index: Int) throws -> PaintSource {
    if let reason = paint.invalidReason {
      throw DisplayListRasterizer.Failure.invalidItem(item: index, reason: reason)
    }
    if case .color(let color) = paint { return .color(PremultipliedColor(color)) }
    guard let fromDevice = toDevice.inverted() else {
      // A transform that flattens the plane: the shape it paints has no area either.
      return .color(PremultipliedColor(.clear))
    }
    switch paint {
    case .color(let color):
      return .color(PremultipliedColor(color))
    case .linearGradient(let gradient):
      return .shader(GradientShader(linear: gradient, deviceToGradient: fromDevice))
    case .radialGradient(let gradient):
      return .shader(GradientShader(radial: gradient, deviceToGradient: fromDevice))
    case .bitmap(let paint):
      guard paint.frame.width > 0, paint.frame.height > 0 else { return .color(PremultipliedColor(.clear)) }
      let toBitmap =
        fromDevice
        .concatenating(.translation(x: -paint.frame.minX, y: -paint.frame.minY))
        .concatenating(
          .scale(
            x: Double(paint.bitmap.width) / paint.frame.width,
            y: Double(paint.bitmap.height) / paint.frame.height))
      return .shader(
        BitmapShader(
          bitmap: paint.bitmap, deviceToBitmap: toBitmap, sampling: paint.sampling, tint: paint.tint))
    }
  }
}
