/// Which side of a touch target is shorter than its guideline asks.
public enum TouchTargetShortfall: Sendable, Hashable {
  /// Too narrow, tall enough.
  case width
  /// Too short, wide enough.
  case height
  /// Both too narrow and too short.
  case both
}

/// A button or link smaller than a touch-target guideline asks.
public struct TouchTargetFinding: Sendable, Hashable, CustomStringConvertible {
  /// The element that is too small, with its frame and label.
  public var element: AccessibilityElement
  /// The guideline it falls short of.
  public var guideline: TouchTargetGuideline
  /// Which side is too small.
  public var shortfall: TouchTargetShortfall

  /// A finding that `element` is too small for `guideline` in `shortfall`.
  ///
  /// - Parameters:
  ///   - element: the element that is too small.
  ///   - guideline: the guideline it falls short of.
  ///   - shortfall: which side is too small.
  public init(element: AccessibilityElement, guideline: TouchTargetGuideline, shortfall: TouchTargetShortfall)
  {
    self.element = element
    self.guideline = guideline
    self.shortfall = shortfall
  }

  /// The element's frame, in the coordinates of the layout it was found in.
  public var frame: Rect { element.frame }

  /// The element's label; nil when it has none.
  public var label: String? { element.label }

  /// One line: `Button "Close": touch target 32 × 32 pt, needs 44 × 44 pt (Apple)`; an element with no
  /// label shows `(no label)` in place of the quoted label.
  public var description: String {
    let size = "\(formatCoordinate(frame.width)) × \(formatCoordinate(frame.height)) \(guideline.unit)"
    return "\(elementName): touch target \(size), needs \(guideline)"
  }

  /// The element as the line names it: its node's name and its quoted label, `Button "Close"`.
  var elementName: String {
    "\(element.name) \(element.label.map { "\"\($0)\"" } ?? "(no label)")"
  }
}
