#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading a whole file's bytes: references, failure files and fonts.
///
/// Plain POSIX calls keep the graphics module free of Foundation. The file's size is asked first, so
/// its bytes are read once, into an array of that size: Foundation's `Data(contentsOf:)` and a copy into
/// an array wrote a font twice into fresh memory, and reading in chunks of 64 KiB copied a reference
/// each time the array grew.
package enum FileContents {
  /// Why a file could not be read: the system's error number.
  package struct Failure: Error, Equatable {
    package let errorNumber: Int32

    /// There is no file at the path (nothing there, or a file where the path needs a folder).
    package var isMissing: Bool { errorNumber == ENOENT || errorNumber == ENOTDIR }
    /// The path is a folder.
    package var isFolder: Bool { errorNumber == EISDIR }
    /// The system's explanation ("No such file or directory", "Permission denied", "Is a directory"...).
    package var reason: String { String(cString: strerror(errorNumber)) }
  }

  /// The whole file at `path`.
  package static func bytes(atPath path: String) -> Result<[UInt8], Failure> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(Failure(errorNumber: errno)) }
    defer { close(descriptor) }
    var status = stat()
    // A byte more than the size, so that the read that fills the array to its size also sees the end.
    let capacity = (fstat(descriptor, &status) == 0 ? max(Int(status.st_size), 0) : 0) + 1
    var failure: Failure?
    var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      count = 0
      while count < capacity {
        let result = read(descriptor, buffer.baseAddress! + count, capacity - count)
        if result > 0 {
          count += result
        } else if result == 0 {
          return
        } else if errno != EINTR {
          failure = Failure(errorNumber: errno)
          return
        }
      }
    }
    if let failure { return .failure(failure) }
    guard bytes.count == capacity else { return .success(bytes) }
    // The array filled up: the file grew since its size was asked, or the system does not know its size
    // (0). The rest is read in chunks.
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let result = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if result == 0 { return .success(bytes) }
      if result < 0 {
        if errno == EINTR { continue }
        return .failure(Failure(errorNumber: errno))
      }
      bytes += chunk[..<result]
    }
  }
}
