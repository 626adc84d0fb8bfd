import PixelproofComponents
import Testing

/// A cell with a fixed height: known to a list without layout.
func fixedCell(_ id: String, height: Double = 44) -> Identified {
  View(.blue).size(height: .points(height)).id(id)
}

/// A self-sizing cell: a stack around a box `height` tall, so the list must lay it out to learn its height.
func sizingCell(_ id: String, height: Double = 44) -> Identified {
  Stack { View(.green).size(width: 10, height: .points(height)) }.id(id)
}

/// A cell that fails when laid out: proves a list never lays out a cell outside its window.
struct UnlaidCell: Component {
  func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  ) throws(LayoutError) -> Layout {
    throw LayoutError(component: "UnlaidCell", reason: "laid out")
  }
}

/// A list laid out in a `.width(width)` proposal, or a fixed window when `height` is given.
func layoutList(
  _ list: any Component, width: Double, height: Double? = nil, scale: Double = 2,
  direction: LayoutDirection = .leftToRight
) throws -> Layout {
  let range =
    height.map { exactly(width, $0) }
    ?? SizeRange(min: Size(width: width, height: 0), max: Size(width: width, height: .infinity))
  return try list.layoutThatFits(
    range, parentSize: ParentSize(finiteMaximumOf: range),
    environment: LayoutEnvironment(scale: scale, layoutDirection: direction))
}

/// The ids and root frames of the cells the layout holds.
func cellFrames(_ layout: Layout) -> [String: Rect] {
  Dictionary(uniqueKeysWithValues: layout.listCells().map { ($0.id, $0.frame) })
}

/// The root frames of the separators (dividers) in the layout, top to bottom.
func separatorFrames(_ layout: Layout) -> [Rect] {
  layout.flattened().filter { $0.kind == "Divider" }.map(\.frame)
}

/// The root frames of the nodes named `name` (e.g. `SectionHeader`), in tree order.
func frames(named name: String, in layout: Layout) -> [Rect] {
  layout.flattened().filter { $0.kind == name }.map(\.frame)
}
