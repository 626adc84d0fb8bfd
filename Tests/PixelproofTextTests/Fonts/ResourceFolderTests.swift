import Foundation
import Testing

@testable import PixelproofText

@Suite struct ResourceFolderTests {
  // Elsewhere (macOS) the system does not name the executable so, and `Bundle.module` finds the folder.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/exe"), "needs Linux's /proc"))
  func theFolderBesideTheExecutableIsTheOneSwiftPMsAccessorFinds() throws {
    // `swift test` runs a test executable with the resource bundles beside it: the folder is found
    // without Foundation's Bundle, and it is the one Bundle.module finds.
    let beside = try #require(ResourceFolder.besideExecutable())
    let inBundle = try #require(ResourceFolder.inBundle())
    func resolved(_ path: String) -> String { URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
    #expect(resolved(beside) == resolved(inBundle))
    #expect(ResourceFolder.path == beside)
    #expect(FileManager.default.fileExists(atPath: beside + "/Fonts/NotoSans-Regular.ttf"))
  }
}
