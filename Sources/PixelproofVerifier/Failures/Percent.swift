/// Percentages as failure messages print them.
enum Percent {
  /// `value` (a percentage) with two decimals, the same text on every machine; a share too small to
  /// show is "<0.01", never "0.00", so one differing pixel does not read as none.
  static func text(_ value: Double) -> String {
    guard value.isFinite && abs(value) < 1e15 else { return "\(value)" }
    if value > 0 && value < 0.005 { return "<0.01" }
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// `part` of `whole` as a percentage's text.
  static func share(_ part: Int, of whole: Int) -> String {
    text(Double(part) / Double(max(whole, 1)) * 100)
  }
}
