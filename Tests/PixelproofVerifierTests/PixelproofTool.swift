import Foundation

/// The `pixelproof` executable as a user runs it, built beside these tests by `swift test` or
/// `swift build --build-tests` in the same configuration.
enum PixelproofTool {
  /// The executable in the tests' build folder.
  static var path: String {
    get throws {
      guard let path = BuiltExecutable.path("pixelproof") else { throw NotBuilt() }
      return path
    }
  }

  struct NotBuilt: Error, CustomStringConvertible {
    var description: String {
      "pixelproof is not built next to the tests; run swift build --build-tests first"
    }
  }

  struct Outcome {
    let status: Int32
    let output: String
    let errors: String
  }

  /// Runs `pixelproof` with `arguments` in `folder`, without the folder variables of the environment.
  static func run(_ arguments: [String], in folder: String) throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try path)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    var environment = ProcessInfo.processInfo.environment
    for variable in [
      "PIXELPROOF_REFERENCE_DIR", "FB_REFERENCE_IMAGE_DIR", "PIXELPROOF_DIFF_DIR", "IMAGE_DIFF_DIR",
    ] {
      environment[variable] = nil
    }
    process.environment = environment
    let (output, errors) = (Pipe(), Pipe())
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
      errors: String(decoding: err, as: UTF8.self))
  }
}
