import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file that could not be read or written.
public struct FileError: Error, Equatable, CustomStringConvertible {
  /// The file's path, as it was given.
  public let path: String
  /// What went wrong, in words for the test log: `could not write: …`,
  /// `it is a folder, not a PNG file; …`.
  public let reason: String

  /// The path and the reason: `ReferenceImages/CardTests/testCard@2x.png: could not read: …`.
  public var description: String { "\(path): \(reason)" }
}

/// Whole-file reads and atomic writes: a reader sees the old file or the new one, never half of one.
enum AtomicFile {
  /// Writes `bytes` to a temporary file in the destination's folder, then renames it over `path`.
  /// Missing folders are created.
  static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    // Not derived from the file's name, so a name near the length limit still has a temporary file.
    let temporary = folder.appendingPathComponent(
      ".pixelproof-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).tmp")
    if let blocking = fileInTheWay(of: folder.path) {
      throw FileError(path: path, reason: "could not write: \(blocking) is a file, not a folder")
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(bytes).write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw FileError(path: path, reason: "could not write: \(error.localizedDescription)")
    }
    guard rename(temporary.path, path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw FileError(path: path, reason: "could not move the new file into place: \(reason)")
    }
  }

  /// The file's bytes, or nil when there is no file at `path`.
  ///
  /// - Throws: ``FileError`` when `path` is a folder or cannot be read.
  static func read(_ path: String) throws(FileError) -> [UInt8]? {
    switch FileContents.bytes(atPath: path) {
    case .success(let bytes):
      return bytes
    case .failure(let failure) where failure.isMissing:
      return nil
    case .failure(let failure) where failure.isFolder:
      throw FileError(path: path, reason: "it is a folder, not a PNG file; remove or rename it")
    case .failure(let failure):
      throw FileError(path: path, reason: "could not read: \(failure.reason)")
    }
  }

  /// The nearest existing path at or above `folder` when it is a file rather than a folder, so a write
  /// below it can say which file is in the way instead of the system's generic error.
  static func fileInTheWay(of folder: String) -> String? {
    var path = folder
    while !path.isEmpty && path != "/" {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
        return isFolder.boolValue ? nil : path
      }
      path = (path as NSString).deletingLastPathComponent
    }
    return nil
  }

  /// Removes the file at `path` if there is one; a folder there is left alone. A match removes the
  /// failure files of an earlier run this way, and there mostly are none: `unlink` says so without the
  /// error object `FileManager` would make.
  static func remove(_ path: String) {
    _ = unlink(path)
  }
}
