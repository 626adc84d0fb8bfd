import PixelproofVerifier

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `pixelproof review` reads its decisions: single keys from a terminal in raw mode, or lines
/// when standard input is a pipe or a file.
enum KeyInput {
  /// Single key presses, each read as soon as it is pressed (standard input in raw mode).
  case keys
  /// Lines, each holding one key's letter.
  case lines

  /// The next decision; nil for a key or line that means none. The end of the input is
  /// ``ReviewAction/endOfInput``.
  func next() -> ReviewAction? {
    switch self {
    case .keys:
      var buffer = [UInt8](repeating: 0, count: 16)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return .endOfInput }
        return ReviewAction(keys: Array(buffer[0..<count]))
      }
    case .lines:
      guard let line = readLine(strippingNewline: true) else { return .endOfInput }
      return ReviewAction(line: line)
    }
  }
}

/// A terminal on standard input, switched to raw mode for the length of a closure.
enum RawMode {
  /// An error from `tcgetattr` or `tcsetattr`.
  struct Failure: Error, CustomStringConvertible {
    let call: String
    let code: Int32
    var description: String { "\(call) failed on standard input: \(String(cString: strerror(code)))" }
  }

  /// Runs `body` with standard input in raw mode: each key is read as it is pressed, not echoed, and
  /// Control-C, Control-D, Control-Z and Control-\ arrive as bytes instead of signalling, so quitting
  /// by any of them goes through `body`'s own return. The terminal's settings are restored however
  /// `body` ends, by returning or by throwing; output processing is left on, so `\n` still starts a new
  /// line.
  ///
  /// - Throws: ``Failure`` when the terminal's settings cannot be read or changed, and what `body` throws.
  static func whileRunning<Result>(_ body: () throws -> Result) throws -> Result {
    var saved = termios()
    guard tcgetattr(STDIN_FILENO, &saved) == 0 else { throw Failure(call: "tcgetattr", code: errno) }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    // A read returns as soon as one byte is there, with no timeout.
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    // TCSAFLUSH drops keys typed before the review began: a decision is a key pressed after seeing it.
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
      throw Failure(call: "tcsetattr", code: errno)
    }
    defer { _ = tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
    return try body()
  }
}
