import Foundation

/// An executable of this package, built beside these tests: `swift test` and `swift build --build-tests`
/// build every product of the package into the folder that holds the test runner, whichever the
/// configuration (`.build/debug`, `.build/release`) or scratch path.
enum BuiltExecutable {
  /// The path of the executable `name` in the test runner's build folder, or nil when it is not built.
  static func path(_ name: String) -> String? {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    // The runner is `<folder>/PixelproofPackageTests.xctest` on Linux, and the same folder holds deeper
    // inside the bundle on Apple platforms.
    for _ in 0..<5 {
      let candidate = folder.appendingPathComponent(name).path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      folder.deleteLastPathComponent()
    }
    return nil
  }
}
