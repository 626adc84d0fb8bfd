import Foundation
import Pixelproof
import Testing
import XCTest

/// The variable scripts/check/attachments-check.sh sets to `before` (the first run records) or `after` (the
/// second fails): what the snapshots below show.
private let stateVariable = "PIXELPROOF_ATTACHMENT_CHECK"

/// The state the script asked for; nil in any other run, which skips these tests.
private var state: String? { ProcessInfo.processInfo.environment[stateVariable] }

/// What a snapshot of `state` shows: a square that changes colour, and a label that changes text.
private func card(_ state: String) -> some Component {
  Stack(.vertical, spacing: 2) {
    View(state == "before" ? Color(hex: 0xFF9F0A) : Color(hex: 0x0A84FF)).size(width: 12, height: 6)
    Label(state == "before" ? "Inbox" : "Sent")
  }
}

/// Snapshots that record in one run and fail in the next, so that scripts/check/attachments-check.sh can look
/// at what `swift test --attachments-path` and `--xunit-output` keep of them. The script sets the
/// reference and failure folders to folders of its own.
@Suite(.enabled(if: state != nil, "runs from scripts/check/attachments-check.sh, which makes it fail"))
struct AttachmentRunTests {
  @Test func image() throws {
    assertSnapshot(of: card(try #require(state)), scale: 1)
  }

  @Test func accessibility() throws {
    assertAccessibilitySnapshot(of: card(try #require(state)), scale: 1)
  }

  @Test func update() throws {
    assertSnapshot(of: card("before"), updatedTo: card(try #require(state)), scale: 1)
  }
}

/// The XCTest counterpart of ``AttachmentRunTests``, for what XCTest's failures leave in JUnit.
final class AttachmentRunXCTests: XCTestCase {
  func testImage() throws {
    guard let state else {
      throw XCTSkip("runs from scripts/check/attachments-check.sh, which makes it fail")
    }
    assertSnapshot(of: card(state), scale: 1)
  }
}
