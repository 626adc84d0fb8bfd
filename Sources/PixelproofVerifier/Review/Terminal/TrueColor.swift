/// Whether `pixelproof review` draws images in 24-bit colour, decided from the environment alone, as
/// terminals advertise it; there is no option that forces colour on.
package enum TrueColor {
  /// Whether the output supports 24-bit colour: all of
  /// 1. the output is a terminal (not a pipe or a file);
  /// 2. `NO_COLOR` is unset or empty (<https://no-color.org>);
  /// 3. `TERM` is set and is not `dumb`;
  /// 4. `COLORTERM` is `truecolor` or `24bit`, as terminals that draw 24-bit colour set it.
  ///
  /// - Parameters:
  ///   - environment: the process's environment variables.
  ///   - outputIsTerminal: whether standard output is a terminal.
  package static func isSupported(environment: [String: String], outputIsTerminal: Bool) -> Bool {
    guard outputIsTerminal, environment["NO_COLOR", default: ""].isEmpty else { return false }
    guard let term = environment["TERM"], !term.isEmpty, term != "dumb" else { return false }
    return ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "")
  }
}
