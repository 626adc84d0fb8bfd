import Foundation
import Testing
import XCTest

/// Attaches the files a snapshot leaves for review to the test's result, each named as its file is
/// (`testCard@2x.failed.png`), so a person sees them where the result is: Xcode's test report, or the
/// folder `swift test --attachments-path` names.
///
/// Swift Testing's attachments came with Swift 6.2; a file is attached as its bytes (`[UInt8]`), since
/// image attachments are unavailable on Linux, and its name's ending tells what it holds. XCTest attaches
/// on Apple platforms only (`XCTAttachment`); XCTest on Linux has no attachments.
enum SnapshotAttachments {
  /// Records each file of `paths` as an attachment of the running Swift Testing test, at `location`; a
  /// file that cannot be read is left out, as the message names every file anyway.
  static func record(_ paths: [String], at location: SourceLocation) {
    #if compiler(>=6.2)
      for path in paths {
        guard let data = FileManager.default.contents(atPath: path) else { continue }
        Attachment.record([UInt8](data), named: fileName(path), sourceLocation: location)
      }
    #endif
  }

  /// Adds each file of `paths` to `testCase` as an attachment that is kept, PNG files typed as PNG
  /// images. XCTest on Linux has no attachments, so there this does nothing.
  static func add(_ paths: [String], to testCase: XCTestCase) {
    #if canImport(Darwin)
      for path in paths {
        guard let data = FileManager.default.contents(atPath: path) else { continue }
        let attachment = XCTAttachment(data: data, uniformTypeIdentifier: uniformType(path))
        attachment.name = fileName(path)
        attachment.lifetime = .keepAlways
        testCase.add(attachment)
      }
    #endif
  }

  /// The file name of `path`, which names its attachment.
  private static func fileName(_ path: String) -> String { (path as NSString).lastPathComponent }

  /// The uniform type of a snapshot file, by its ending: a PNG image, a summary in JSON, or a text.
  private static func uniformType(_ path: String) -> String {
    if path.hasSuffix(".png") { return "public.png" }
    return path.hasSuffix(".json") ? "public.json" : "public.plain-text"
  }
}
