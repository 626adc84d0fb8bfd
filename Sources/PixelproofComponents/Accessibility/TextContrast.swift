/// The contrast of one run of text as drawn: its colour against the pixels around its glyphs.
public struct TextContrast: Sendable, CustomStringConvertible {
  /// The name of the label's layout node, as descriptions show it (`Label#price`).
  public var name: String
  /// The box of device pixels the run's glyphs touch, in the bitmap's pixels.
  public var pixelBox: (x: Int, y: Int, width: Int, height: Int)
  /// The colour the run is drawn in where ``background`` is: over it when the colour is translucent,
  /// and with the opacity of every group around the run applied, as a fully covered glyph pixel is drawn.
  public var textColor: Color
  /// The background pixel in the box that contrasts least with the text.
  public var background: Color
  /// The contrast between ``textColor`` and ``background``: the least in the box.
  public var ratio: ContrastRatio
  /// The run's size in points as drawn (after any text size scaling).
  public var pointSize: Double
  /// Whether the run counts as large text: 18 points or more, or 14 or more and bold.
  public var isLargeText: Bool
  /// The label's text, every run of it; nil when the glyphs come from something other than a label.
  public var text: String? = nil

  /// Whether the run meets `level`'s minimum for its size.
  ///
  /// - Parameters:
  ///   - level: AA or AAA.
  public func meets(_ level: ContrastLevel) -> Bool { ratio.meets(level, largeText: isLargeText) }

  /// One line: `Label#price: contrast 4.54:1, #767676 over #FFFFFF (17 pt regular)`.
  public var description: String {
    "\(name): contrast \(ratio), \(Self.hex(textColor)) over \(Self.hex(background)) "
      + "(\(Self.points(pointSize)) pt \(isLargeText ? "large" : "regular"))"
  }

  /// `color` as `#RRGGBB`.
  static func hex(_ color: Color) -> String {
    let digits = Array("0123456789ABCDEF")
    var text = "#"
    for channel in [color.red, color.green, color.blue] {
      text.append(digits[Int(channel >> 4)])
      text.append(digits[Int(channel & 15)])
    }
    return text
  }

  /// `size` to at most two decimals, without trailing zeros.
  static func points(_ size: Double) -> String {
    let hundredths = Int((size * 100).rounded())
    let fraction = hundredths % 100
    if fraction == 0 { return "\(hundredths / 100)" }
    if fraction % 10 == 0 { return "\(hundredths / 100).\(fraction / 10)" }
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
