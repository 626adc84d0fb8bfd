extension LayoutRecord {
  /// The solid colours `layout`'s component paints itself, each once, in the order first painted.
  static func paintedColors(of layout: Layout) -> [Color] {
    var list = DisplayList()
    let frame = Rect(origin: .zero, size: layout.size)
    layout.component.paint(in: frame, into: &list)
    layout.component.paintAboveChildren(in: frame, into: &list)
    var colors: [Color] = []
    var seen: Set<Color> = []  // only asked, never iterated: the order comes from the list
    for item in list.items {
      if let color = item.solidColor, seen.insert(color).inserted { colors.append(color) }
    }
    return colors
  }
}

extension DisplayList.Item {
  /// The one colour the item paints with, or nil for gradients, images and the items that paint nothing.
  fileprivate var solidColor: Color? {
    switch self {
    case .fillRect(_, .color(let color)), .fillPath(_, _, .color(let color)),
      .strokePath(_, _, .color(let color)):
      color
    case .hairline(_, _, let color):
      color
    case .glyphs(let run):
      run.color
    case .shadow(_, let shadow):
      shadow.color
    case .fillRect, .fillPath, .strokePath, .beginClip, .endClip, .beginTransform, .endTransform,
      .beginGroup, .endGroup:
      nil
    }
  }
}
