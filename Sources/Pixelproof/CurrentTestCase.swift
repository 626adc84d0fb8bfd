import PixelproofVerifier
import Testing

/// The arguments of the running Swift Testing test case.
///
/// Swift Testing's public API says only whether a case is parameterised (`Test.Case.isParameterized`);
/// its arguments and their parameters are read by reflection, from the shape swift-testing 6.x stores
/// them in (`_kind` → `parameterized` → `arguments`, each with a `value` and a `parameter` with
/// `firstName` and `secondName`).
enum CurrentTestCase {
  /// ``TestArguments/label(_:)`` of the running case's arguments; nil outside a parameterised case, or
  /// when its arguments cannot be found (then two cases share a reference and the second is reported
  /// as a duplicate, which `named:` resolves).
  static func argumentsLabel() -> String? {
    guard let testCase = Test.Case.current, testCase.isParameterized else { return nil }
    let arguments = arguments(of: testCase)
    return arguments.isEmpty ? nil : TestArguments.label(arguments)
  }

  /// Each argument's parameter label and text, in parameter order.
  static func arguments(of testCase: Test.Case) -> [(label: String, value: String)] {
    guard let list = Mirror(reflecting: testCase).descendant("_kind", "parameterized", "arguments") else {
      return []
    }
    return Mirror(reflecting: list).children.compactMap { argument in
      let mirror = Mirror(reflecting: argument.value)
      guard let value = mirror.descendant("value"),
        let first = mirror.descendant("parameter", "firstName") as? String
      else { return nil }
      let second = mirror.descendant("parameter", "secondName") as? String?
      let label = first == "_" ? (second.flatMap { $0 } ?? first) : first
      return (label, String(describing: value))
    }
  }
}
