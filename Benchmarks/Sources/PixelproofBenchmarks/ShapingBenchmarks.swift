import Foundation
import PixelproofText

/// Times the shaper on the conformance corpus's strings (Tests/PixelproofTextTests/Shaping): every
/// string of a script shaped once per iteration with one ``TextShaper``, reported as glyphs per second;
/// with `--harfbuzz-python`, HarfBuzz (PyPI's uharfbuzz) on the same strings and font in the same run.
///
/// The check before timing: the first string's glyphs are HarfBuzz's, as the corpus records them.
struct ShapingBenchmarks {
  static let scripts: [(name: String, font: String, script: ShapingScript, direction: ShapingDirection)] = [
    ("latin", "NotoSans-Regular-Shaping", .latin, .leftToRight),
    ("arabic", "NotoSansArabic-Regular-Shaping", .arabic, .rightToLeft),
  ]

  let stopwatch: Stopwatch
  /// The HarfBuzz side, when a Python with uharfbuzz was named.
  let harfBuzz: PeerScript?

  static var folder: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Tests/PixelproofTextTests/Shaping")
  }

  func run() throws {
    print("Shaping (the conformance corpus, one TextShaper per script):")
    for entry in Self.scripts {
      let font = Self.folder.appendingPathComponent("Fonts/\(entry.font).ttf").path
      let corpus = Self.folder.appendingPathComponent("Corpus/\(entry.name).tsv").path
      let face = try FontFace(contentsOfFile: font)
      let shaper = try TextShaper(face: face, script: entry.script, direction: entry.direction)
      let lines = try String(contentsOfFile: corpus, encoding: .utf8).split(separator: "\n")
        .filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
      let strings = lines.map { Array(String($0[0]).unicodeScalars) }
      let glyphCount = try strings.reduce(0) { $0 + (try shaper.shape($1)).count }
      let first = try shaper.shape(strings[0])
      guard first.count == String(lines[0][1]).split(separator: "|").count else {
        print("  \(entry.name): not timed, the first string's glyphs differ from HarfBuzz's")
        continue
      }
      let measurement = try stopwatch.measure("shape \(entry.name)") {
        var digest: UInt64 = 0
        for scalars in strings {
          for glyph in try shaper.shape(scalars) { digest &+= UInt64(glyph.glyph.rawValue) }
        }
        return digest
      }
      let seconds = measurement.medianMilliseconds / 1000
      var line =
        "  \(entry.name): \(strings.count) strings, \(glyphCount) glyphs in "
        + String(format: "%.2f ms, %.0f glyphs/s", seconds * 1000, Double(glyphCount) / seconds)
      if let harfBuzz {
        let output = harfBuzz.run([
          "--iterations", String(stopwatch.iterations), "--script", entry.name, "--direction",
          entry.direction == .rightToLeft ? "rtl" : "ltr", font, corpus,
        ])
        if let result = output.lines.first, case let fields = result.split(separator: " "), fields.count == 3,
          let hbGlyphs = Double(fields[1]), let hbSeconds = Double(fields[2])
        {
          line += String(format: "; HarfBuzz %.0f glyphs/s", hbGlyphs / hbSeconds)
        } else {
          line += "; HarfBuzz did not run (\(output.launchError ?? "exit status \(output.exitStatus)"))"
        }
      }
      print(line)
    }
  }
}
