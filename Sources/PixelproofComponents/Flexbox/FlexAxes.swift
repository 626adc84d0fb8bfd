/// Reads and writes sizes and edges along a flex container's main and cross axes. EdgeInsets are physical:
/// the main start is the left (row) or top (column) whatever the direction.
struct FlexAxes {
  let isRow: Bool

  func main(_ size: Size) -> Double { isRow ? size.width : size.height }
  func cross(_ size: Size) -> Double { isRow ? size.height : size.width }
  func main(_ size: MaybeSize) -> Double? { isRow ? size.width : size.height }
  func cross(_ size: MaybeSize) -> Double? { isRow ? size.height : size.width }
  func main(_ space: AvailableSize) -> AvailableLength { isRow ? space.width : space.height }
  func cross(_ space: AvailableSize) -> AvailableLength { isRow ? space.height : space.width }

  func setMain(_ size: inout Size, _ value: Double) {
    if isRow { size.width = value } else { size.height = value }
  }

  func setCross(_ size: inout Size, _ value: Double) {
    if isRow { size.height = value } else { size.width = value }
  }

  func size(main: Double, cross: Double) -> Size {
    isRow ? Size(width: main, height: cross) : Size(width: cross, height: main)
  }

  func maybeSize(main: Double?, cross: Double?) -> MaybeSize {
    isRow ? MaybeSize(width: main, height: cross) : MaybeSize(width: cross, height: main)
  }

  func available(main: AvailableLength, cross: AvailableLength) -> AvailableSize {
    isRow ? AvailableSize(width: main, height: cross) : AvailableSize(width: cross, height: main)
  }

  func point(main: Double, cross: Double) -> Point {
    isRow ? Point(x: main, y: cross) : Point(x: cross, y: main)
  }

  func mainSum(_ edges: EdgeInsets) -> Double { isRow ? edges.horizontal : edges.vertical }
  func crossSum(_ edges: EdgeInsets) -> Double { isRow ? edges.vertical : edges.horizontal }
  func mainStart(_ edges: EdgeInsets) -> Double { isRow ? edges.left : edges.top }
  func mainEnd(_ edges: EdgeInsets) -> Double { isRow ? edges.right : edges.bottom }
  func crossStart(_ edges: EdgeInsets) -> Double { isRow ? edges.top : edges.left }
  func crossEnd(_ edges: EdgeInsets) -> Double { isRow ? edges.bottom : edges.right }
}
