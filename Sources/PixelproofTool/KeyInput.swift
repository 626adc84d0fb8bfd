import Dispatch
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
    let signals = SignalRestorer(settings: saved)
    defer { signals.stop() }
    return try body()
  }
}

/// Restores a terminal's settings when the terminal is closed (SIGHUP) or the process is asked to stop
/// (SIGTERM), which end it without returning through ``RawMode/whileRunning(_:)``; it then exits with
/// 128 + the signal's number, as a shell reports such an end. The signals are taken on a dispatch queue,
/// not in a signal handler, so restoring needs no global state.
private struct SignalRestorer {
  /// The signals caught, and their sources.
  private let sources: [(Int32, any DispatchSourceSignal)]

  /// Starts restoring `settings` on SIGHUP and SIGTERM.
  init(settings: termios) {
    sources = [SIGHUP, SIGTERM].map { number in
      // Ignored as signals, so that only the dispatch source sees them.
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        var restored = settings
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &restored)
        exit(128 + number)
      }
      source.resume()
      return (number, source)
    }
  }

  /// Gives the signals their default actions back.
  func stop() {
    for (number, source) in sources {
      source.cancel()
      signal(number, SIG_DFL)
    }
  }
}
