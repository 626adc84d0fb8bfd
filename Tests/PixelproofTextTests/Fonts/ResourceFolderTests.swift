import Foundation
import Testing

@testable import PixelproofText

@Suite struct ResourceFolderTests {
  @Test func theFolderBesideTheExecutableIsTheOneSwiftPMsAccessorFinds() throws {
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
