#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading a PNG file's bytes, with the system's reason when that fails.
///
/// Plain POSIX calls keep the graphics module free of Foundation.
enum PNGFile {
  /// The whole file at `path`.
  ///
  /// - Throws: ``PNGError/unreadable(path:reason:)`` with the system's explanation (missing file,
  ///   permission denied, a directory...).
  static func contents(atPath path: String) throws(PNGError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw unreadable(path) }
    defer { close(descriptor) }

    var bytes: [UInt8] = []
    // 64 KiB: a typical snapshot is read in a few calls.
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return bytes }
      if count < 0 {
        if errno == EINTR { continue }
        throw unreadable(path)
      }
      bytes += chunk[..<count]
    }
  }

  /// The error for the current `errno`.
  private static func unreadable(_ path: String) -> PNGError {
    .unreadable(path: path, reason: String(cString: strerror(errno)))
  }
}
