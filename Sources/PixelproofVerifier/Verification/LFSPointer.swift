import Foundation

/// A Git LFS pointer file: what a checkout leaves in place of a file kept in Git LFS until `git lfs pull`
/// fetches it, a few lines that start with `version https://git-lfs.github.com/spec/v1`. A reference
/// that is one holds no image or text to compare with, so it fails in every record mode and nothing is
/// recorded over it: only accepting its failure by name (`pixelproof failures --accept <name>`) writes it.
package enum LFSPointer {
  /// The first line of every pointer file, in the Git LFS specification's words.
  static let versionLine = "version https://git-lfs.github.com/spec/v1\n"

  /// Whether `file` is a pointer file: it starts with the specification's version line.
  package static func isPointer(_ file: some Collection<UInt8>) -> Bool {
    file.starts(with: versionLine.utf8)
  }

  /// Whether the file at `path` is a pointer file; false when there is none or it cannot be read.
  package static func isPointer(atPath path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    // Only the first line is read: a reference that is an image may be large.
    guard let start = try? handle.read(upToCount: versionLine.utf8.count) else { return false }
    return isPointer(start)
  }
}
