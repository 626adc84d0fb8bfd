import Foundation
import Testing

@testable import PixelproofGraphics

@Suite struct FileContentsTests {
  /// Writes `bytes` to a new file, runs `body` with its path, and removes it.
  private func withFile(_ bytes: [UInt8], _ body: (String) throws -> Void) throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("pixelproof-file-contents-\(UUID().uuidString)").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    try body(path)
  }

  @Test func aFileComesBackWholeByteForByte() throws {
    // Longer than a 64 KiB chunk and not a multiple of one.
    let bytes = (0..<200_001).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
    try withFile(bytes) { path in
      #expect(FileContents.bytes(atPath: path) == .success(bytes))
    }
  }

  @Test func anEmptyFileIsNoBytes() throws {
    try withFile([]) { path in
      #expect(FileContents.bytes(atPath: path) == .success([]))
    }
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/cmdline"), "needs Linux's /proc"))
  func aFileWhoseSizeTheSystemDoesNotKnowIsReadToItsEnd() throws {
    // The system reports 0 bytes for the files of /proc, which hold more.
    let path = "/proc/self/cmdline"
    let status = try FileManager.default.attributesOfItem(atPath: path)
    #expect(status[.size] as? Int == 0)
    let expected = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(!expected.isEmpty)
    #expect(FileContents.bytes(atPath: path) == .success(expected))
  }

  @Test func aMissingFileIsMissing() {
    let result = FileContents.bytes(atPath: "/nonexistent-pixelproof-folder/file")
    #expect(result == .failure(FileContents.Failure(errorNumber: ENOENT)))
    guard case .failure(let failure) = result else { return }
    #expect(failure.isMissing)
    #expect(!failure.isFolder)
    #expect(failure.reason == "No such file or directory")
  }

  @Test func aPathThroughAFileIsMissing() throws {
    try withFile([1, 2, 3]) { path in
      let result = FileContents.bytes(atPath: path + "/reference.png")
      #expect(result == .failure(FileContents.Failure(errorNumber: ENOTDIR)))
      guard case .failure(let failure) = result else { return }
      #expect(failure.isMissing)
      #expect(!failure.isFolder)
    }
  }

  @Test func aFolderOpensButCannotBeRead() {
    let result = FileContents.bytes(atPath: "/")
    #expect(result == .failure(FileContents.Failure(errorNumber: EISDIR)))
    guard case .failure(let failure) = result else { return }
    #expect(!failure.isMissing)
    #expect(failure.isFolder)
    #expect(failure.reason == "Is a directory")
  }
}
