extension ViewAttributes {
  /// Opens the view's group and transform and paints what lies below its children: shadow, background,
  /// then the clip that children are drawn in.
  func paintBelowChildren(in frame: Rect, into list: inout DisplayList) {
    if alpha < 1 { list.append(.beginGroup(opacity: alpha)) }
    if !transform.isIdentity { list.append(.beginTransform(aboutCentre(of: frame))) }
    let shape = RoundedRect(frame, cornerRadii: cornerRadii)
    if let shadow, shadow.color.alpha > 0 { list.append(.shadow(shape, shadow)) }
    if let backgroundColor { fill(shape, with: .color(backgroundColor), into: &list) }
    if let backgroundGradient { fill(shape, with: backgroundGradient.paint(in: frame), into: &list) }
    if clipsToBounds { list.append(.beginClip(shape)) }
  }

  /// Closes the clip, paints the border above the children, and closes the transform and group.
  func paintAboveChildren(in frame: Rect, into list: inout DisplayList) {
    if clipsToBounds { list.append(.endClip) }
    if let border, border.width > 0, border.color.alpha > 0 {
      paint(border, of: RoundedRect(frame, cornerRadii: cornerRadii), into: &list)
    }
    if !transform.isIdentity { list.append(.endTransform) }
    if alpha < 1 { list.append(.endGroup) }
  }

  /// `transform` applied about the centre of `frame`, in the root's coordinates.
  private func aboutCentre(of frame: Rect) -> Transform {
    let centre = Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
    return Transform.translation(x: -centre.x, y: -centre.y)
      .concatenating(transform)
      .concatenating(.translation(x: centre.x, y: centre.y))
  }

  private func fill(_ shape: RoundedRect, with paint: Paint, into list: inout DisplayList) {
    if shape.cornerRadii.isZero {
      list.fill(shape.rect, with: paint)
    } else {
      list.fill(shape.path, with: paint)
    }
  }

  /// A solid border is the band between the outline and the outline inset by its width (corners keep
  /// their centres); a dashed one strokes the middle of that band.
  private func paint(_ border: Border, of shape: RoundedRect, into list: inout DisplayList) {
    let width = min(border.width, shape.rect.width / 2, shape.rect.height / 2)
    guard width > 0 else { return }
    if border.dashes.isEmpty {
      var ring = shape.path
      let inner = shape.inset(by: width)
      if !inner.rect.isEmpty {
        ring.append(Path.roundedRect(inner.rect, cornerRadii: inner.cornerRadii, reversed: true))
      }
      list.fill(ring, with: border.color)
    } else {
      let middle = shape.inset(by: width / 2)
      let style = StrokeStyle(width: width, cap: .butt, join: .miter, dashes: border.dashes)
      list.stroke(middle.path, style: style, with: .color(border.color))
    }
  }
}
