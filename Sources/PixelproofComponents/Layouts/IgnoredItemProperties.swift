/// The errors for item properties a container cannot apply, each naming the container and what to write
/// instead: the properties of a child are never dropped without a word.
extension LayoutError {
  /// A Stack child made with `.flexItem { … }`, the spelling only a Flexbox reads.
  static func stackIgnores(_ item: FlexItem) -> LayoutError {
    stackIgnores(item.style.changedProperties(from: FlexStyle.of(item.content)), component: item.kindName)
  }

  /// A Flexbox in a Stack with item properties in its own style (`Flexbox { … }.flexItem { $0.grow = 1 }`),
  /// which only a parent Flexbox reads.
  static func stackIgnores(_ flexbox: Flexbox) -> LayoutError {
    stackIgnores(flexbox.style.changedItemProperties, component: flexbox.kindName)
  }

  private static func stackIgnores(_ changed: [FlexStyle.ChangedProperty], component: String) -> LayoutError {
    let names = changed.isEmpty ? "…" : changed.map(\.name).joined(separator: ", ")
    var spellings: [String] = []
    for property in changed {
      if let spelling = property.stackSpelling, !spellings.contains(spelling) { spellings.append(spelling) }
    }
    let advice: String
    if !spellings.isEmpty {
      advice = "use \(spellings.joined(separator: " and ")) or put the children in a Flexbox"
    } else if changed.isEmpty {
      // Nothing differs from the defaults, so name the whole Stack vocabulary.
      advice =
        "use .flexGrow, .flexShrink, .flexBasis, .alignSelf, .spacingBefore or .spacingAfter, "
        + "or put the children in a Flexbox"
    } else {
      advice = "put the children in a Flexbox"
    }
    return LayoutError(component: component, reason: "Stack ignores .flexItem { \(names) }; \(advice)")
  }

  /// A Flexbox child with `.spacingBefore` or `.spacingAfter`, which only a Stack reads; a flexbox
  /// spaces children with margins, here on the edges where its main axis starts and ends.
  static func flexboxIgnoresSpacing(
    of item: StackItem, direction: FlexStyle.Direction, layoutDirection: LayoutDirection
  ) -> LayoutError {
    let leftToRight = layoutDirection == .leftToRight
    let (start, end): (String, String) =
      switch direction {
      case .row: leftToRight ? ("left", "right") : ("right", "left")
      case .rowReverse: leftToRight ? ("right", "left") : ("left", "right")
      case .column: ("top", "bottom")
      case .columnReverse: ("bottom", "top")
      }
    var margins: [String] = []
    if item.written.contains(.spacingBefore) {
      margins.append("$0.margin.\(start) = \(Spelling.number(item.spacingBefore))")
    }
    if item.written.contains(.spacingAfter) {
      margins.append("$0.margin.\(end) = \(Spelling.number(item.spacingAfter))")
    }
    return LayoutError(
      component: item.kindName,
      reason: "Flexbox ignores \(item.spelling(of: .spacing)); use .flexItem { "
        + "\(margins.joined(separator: "; ")) } instead")
  }
}

extension Component {
  /// Throws when `content`, laid out by this component, carries item properties through its
  /// pass-through wrappers: only a Stack or Flexbox reads them, and this component is neither.
  ///
  /// - Parameters:
  ///   - content: a child this component lays out.
  /// - Throws: ``LayoutError`` naming this component, the properties, and where to write them instead.
  func rejectItemProperties(of content: any Component) throws(LayoutError) {
    let type = ObjectIdentifier(Swift.type(of: content))
    guard type == ObjectIdentifier(Flexbox.self) || PassThrough.content(of: content) != nil else { return }
    let written: String
    if let item = PassThrough.stackItem(in: content), !item.written.isEmpty {
      written = item.spelling(of: item.written)
    } else if PassThrough.flexItem(in: content) != nil {
      written = ".flexItem { … }"
    } else if let flexbox = PassThrough.flexbox(in: content), flexbox.style.hasItemProperties {
      written = ".flexItem { \(flexbox.style.changedItemProperties.map(\.name).joined(separator: ", ")) }"
    } else {
      return
    }
    throw LayoutError(
      component: content.kindName,
      reason: "\(kindName) ignores \(written) on its content, since only a child of a Stack or Flexbox takes "
        + "it; write it on the \(kindName) instead")
  }
}

extension StackItem {
  /// The modifiers that write `properties` as the item has them, e.g. `.flexGrow(1).spacingBefore(4)`.
  func spelling(of properties: Properties) -> String {
    var spelled = ""
    let shown = properties.intersection(written)
    if shown.contains(.flexGrow) { spelled += ".flexGrow(\(Spelling.number(flexGrow)))" }
    if shown.contains(.flexShrink) { spelled += ".flexShrink(\(Spelling.number(flexShrink)))" }
    if shown.contains(.flexBasis) { spelled += ".flexBasis(\(Spelling.dimension(flexBasis)))" }
    if shown.contains(.alignSelf) { spelled += ".alignSelf(.\(alignSelf))" }
    if shown.contains(.spacingBefore) { spelled += ".spacingBefore(\(Spelling.number(spacingBefore)))" }
    if shown.contains(.spacingAfter) { spelled += ".spacingAfter(\(Spelling.number(spacingAfter)))" }
    return spelled
  }
}

/// Values written as Swift source writes them, for error messages that say what to write.
enum Spelling {
  /// `1` for 1.0, `0.5` for 0.5.
  static func number(_ value: Double) -> String {
    value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }

  /// `40`, `.percent(0.5)`, `.auto`, `.maxContent`.
  static func dimension(_ dimension: RelativeDimension) -> String {
    switch dimension {
    case .points(let value): number(value)
    case .percent(let fraction): ".percent(\(number(fraction)))"
    case .auto: ".auto"
    case .minContent: ".minContent"
    case .maxContent: ".maxContent"
    case .fitContent: ".fitContent"
    case .stretch: ".stretch"
    }
  }
}
