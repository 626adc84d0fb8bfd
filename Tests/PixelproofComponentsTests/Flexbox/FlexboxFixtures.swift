import Foundation
import PixelproofComponents

/// The Chrome-computed flexbox layouts converted from Taffy's fixtures by
/// `scripts/generate/convert-flexbox-fixtures.py` (see Resources/FlexboxConformance/README.md).
struct FlexboxFixtureFile: Decodable {
  let fixtures: [FlexboxFixture]

  static func load() throws -> FlexboxFixtureFile {
    guard let url = Bundle.module.url(forResource: "FlexboxConformance/fixtures", withExtension: "json")
    else {
      throw CocoaError(.fileNoSuchFile)
    }
    return try JSONDecoder().decode(FlexboxFixtureFile.self, from: Data(contentsOf: url))
  }
}

struct FlexboxFixture: Decodable {
  struct Node: Decodable {
    let tag: String
    let style: [String: String]
    let children: [Node]
    let text: String?
  }

  struct Expected: Decodable {
    let x: Double
    let y: Double
    let width: Double
    let height: Double
    let children: [Expected]
  }

  let name: String
  let useRounding: Bool
  let viewport: [String: String]
  let skip: String?
  let root: Node
  let expected: Expected
}

/// Text measured the way the fixtures were: every character a 10 x 10 square, lines breaking only at
/// zero-width spaces (the Ahem test font).
struct AhemText: MeasurableComponent {
  let words: [Int]

  init(_ text: String) {
    words = text.split(separator: "\u{200B}", omittingEmptySubsequences: false).map(\.count)
  }

  func measure(
    knownWidth: Double?, knownHeight: Double?, availableWidth: AvailableLength,
    availableHeight: AvailableLength,
    environment: LayoutEnvironment
  ) -> Size {
    if let knownWidth, let knownHeight { return Size(width: knownWidth, height: knownHeight) }
    let longest = Double(words.max() ?? 0) * 10
    let total = Double(words.reduce(0, +)) * 10
    let width =
      knownWidth
      ?? {
        switch availableWidth {
        case .minContent: longest
        case .maxContent: total
        case .definite(let space): max(min(space, total), longest)
        }
      }()
    let height = knownHeight ?? Double(lineCount(width: width)) * 10
    return Size(width: width, height: height)
  }

  private func lineCount(width: Double) -> Int {
    let perLine = Int((width / 10).rounded(.down))
    var lines = 1
    var current = 0
    for word in words {
      if current + word > perLine {
        if current > 0 { lines += 1 }
        current = word
      } else {
        current += word
      }
    }
    return lines
  }

  func computeLayout(in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment) -> Layout {
    func space(_ max: Double) -> AvailableLength { max.isFinite ? .definite(max) : .maxContent }
    let known = { (min: Double, max: Double) in min == max ? min : nil }
    let size = measure(
      knownWidth: known(range.min.width, range.max.width),
      knownHeight: known(range.min.height, range.max.height),
      availableWidth: space(range.max.width), availableHeight: space(range.max.height),
      environment: environment)
    return Layout(component: self, size: range.clamp(size))
  }
}

/// Builds components from a fixture's CSS.
enum FixtureBuilder {
  static func component(_ node: FlexboxFixture.Node) -> any Component {
    let style = self.style(node.style)
    if node.tag == "text" {
      return AhemText(node.text ?? "").flexItem { $0 = style }
    }
    return Flexbox(style, children: node.children.map(component))
  }

  static func style(_ css: [String: String]) -> FlexStyle {
    var style = FlexStyle()
    for (property, value) in css.sorted(by: { $0.key < $1.key }) {
      apply(property, value, to: &style)
    }
    return style
  }

  static func length(_ value: String) -> RelativeDimension {
    if value.hasSuffix("px"), let points = Double(value.dropLast(2)) { return .points(points) }
    if value.hasSuffix("%"), let percent = Double(value.dropLast()) { return .percent(percent / 100) }
    switch value {
    case "min-content": return .minContent
    case "max-content", "content": return .maxContent
    case "fit-content": return .fitContent
    case "stretch": return .stretch
    default: return .auto
    }
  }

  private static func alignItems(_ value: String) -> FlexStyle.AlignItems? {
    switch value.replacingOccurrences(of: "unsafe ", with: "").replacingOccurrences(of: "safe ", with: "") {
    case "flex-start": .flexStart
    case "flex-end": .flexEnd
    case "start": .start
    case "end": .end
    case "self-start": .selfStart
    case "self-end": .selfEnd
    case "center": .center
    case "baseline": .baseline
    case "stretch", "normal": .stretch
    default: nil
    }
  }

  private static func apply(_ property: String, _ value: String, to style: inout FlexStyle) {
    let plain = value.replacingOccurrences(of: "unsafe ", with: "").replacingOccurrences(
      of: "safe ", with: "")
    if value.hasPrefix("safe ") {
      switch property {
      case "justify-content": style.safeAlignment.insert(.justifyContent)
      case "align-items": style.safeAlignment.insert(.alignItems)
      case "align-self": style.safeAlignment.insert(.alignSelf)
      case "align-content": style.safeAlignment.insert(.alignContent)
      default: break
      }
    }
    switch property {
    case "display": style.display = value == "none" ? .none : value == "block" ? .block : .flex
    case "position": style.position = value == "absolute" ? .absolute : .relative
    case "direction": style.layoutDirection = value == "rtl" ? .rightToLeft : .leftToRight
    case "flex-direction":
      style.direction =
        switch value {
        case "row-reverse": .rowReverse
        case "column": .column
        case "column-reverse": .columnReverse
        default: .row
        }
    case "flex-wrap":
      style.wrap = value.hasPrefix("wrap-reverse") ? .wrapReverse : value == "nowrap" ? .noWrap : .wrap
      style.balancesLines = value.hasSuffix("balance")
    case "flex-line-count": style.minimumLineCount = Int(value) ?? 1
    case "justify-content":
      style.justifyContent =
        switch plain {
        case "flex-end": .flexEnd
        case "start": .start
        case "end": .end
        case "center": .center
        case "space-between": .spaceBetween
        case "space-around": .spaceAround
        case "space-evenly": .spaceEvenly
        default: .flexStart
        }
    case "align-items": style.alignItems = alignItems(value) ?? .stretch
    case "align-self": style.alignSelf = alignItems(value)
    case "align-content":
      style.alignContent =
        switch plain {
        case "flex-start": .flexStart
        case "flex-end": .flexEnd
        case "start": .start
        case "end": .end
        case "center": .center
        case "space-between": .spaceBetween
        case "space-around": .spaceAround
        case "space-evenly": .spaceEvenly
        default: .stretch
        }
    case "flex-grow": style.grow = Double(value) ?? 0
    case "flex-shrink": style.shrink = Double(value) ?? 1
    case "flex-basis": style.basis = length(value)
    case "width": style.width = length(value)
    case "height": style.height = length(value)
    case "min-width": style.minWidth = length(value)
    case "min-height": style.minHeight = length(value)
    case "max-width": style.maxWidth = length(value)
    case "max-height": style.maxHeight = length(value)
    case "aspect-ratio": style.aspectRatio = Double(value)
    case "box-sizing": style.boxSizing = value == "content-box" ? .contentBox : .borderBox
    case "row-gap": style.rowGap = length(value)
    case "column-gap": style.columnGap = length(value)
    case "overflow-x": style.overflowX = value == "visible" ? .visible : .hidden
    case "overflow-y": style.overflowY = value == "visible" ? .visible : .hidden
    case "margin-top": style.margin.top = length(value)
    case "margin-left": style.margin.left = length(value)
    case "margin-bottom": style.margin.bottom = length(value)
    case "margin-right": style.margin.right = length(value)
    case "padding-top": style.padding.top = length(value)
    case "padding-left": style.padding.left = length(value)
    case "padding-bottom": style.padding.bottom = length(value)
    case "padding-right": style.padding.right = length(value)
    case "border-top": style.border.top = length(value)
    case "border-left": style.border.left = length(value)
    case "border-bottom": style.border.bottom = length(value)
    case "border-right": style.border.right = length(value)
    case "top": style.inset.top = length(value)
    case "left": style.inset.left = length(value)
    case "bottom": style.inset.bottom = length(value)
    case "right": style.inset.right = length(value)
    default: break
    }
  }
}
