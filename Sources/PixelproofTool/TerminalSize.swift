#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many columns and rows the terminal has, for fitting images to it.
struct TerminalSize: Equatable {
  /// The width in character cells.
  let columns: Int
  /// The height in character cells.
  let rows: Int

  /// The size of the terminal standard output is on (`ioctl` `TIOCGWINSZ`); when it is not on a
  /// terminal, or the terminal reports no size, `COLUMNS` and `LINES` from `environment`, else 80 x 24.
  static func current(environment: [String: String]) -> TerminalSize {
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
      return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }
    func number(_ variable: String, else fallback: Int) -> Int {
      environment[variable].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? fallback
    }
    // 80 x 24: the VT100's size, which terminals still open with.
    return TerminalSize(columns: number("COLUMNS", else: 80), rows: number("LINES", else: 24))
  }
}
