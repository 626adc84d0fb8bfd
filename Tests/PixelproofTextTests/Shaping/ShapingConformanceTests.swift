import Testing

@testable import PixelproofText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The shaper against HarfBuzz 6.0: every string of Corpus/<script>.tsv (made by
/// scripts/generate/make-shaping-corpus.py with `hb-shape`) shaped with the same subset font must give
/// HarfBuzz's glyphs, clusters, advances and offsets, except the strings known-failures.txt lists,
/// which must still differ (so the list stays true). HarfBuzz is not needed to run it.
@Suite struct ShapingConformanceTests {
  static let folder = #filePath.split(separator: "/").dropLast().joined(separator: "/")

  static func read(_ path: String) throws -> [UInt8] {
    guard let handle = fopen("/" + folder + "/" + path, "rb") else {
      throw FontError.unreadable(path: path, reason: "fopen failed")
    }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = fread(&buffer, 1, buffer.count, handle)
      if count == 0 { break }
      bytes += buffer[0..<count]
    }
    return bytes
  }

  /// hb-shape's text output for glyphs: `[glyph=cluster@dx,dy+advance|...]`, offsets only when not 0.
  static func format(_ glyphs: [ShapedGlyph]) -> String {
    "["
      + glyphs.map { glyph in
        var text = "\(glyph.glyph.rawValue)=\(glyph.cluster)"
        if glyph.offsetX != 0 || glyph.offsetY != 0 { text += "@\(glyph.offsetX),\(glyph.offsetY)" }
        return text + "+\(glyph.advance)"
      }.joined(separator: "|") + "]"
  }

  /// The strings known to differ, by script: the lines of known-failures.txt that are not comments.
  static func knownFailures() throws -> [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    let text = String(decoding: try read("known-failures.txt"), as: UTF8.self)
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count >= 2 else { continue }
      result[String(fields[0]), default: []].insert(String(fields[1]))
    }
    return result
  }

  static let scripts: [(name: String, font: String, script: ShapingScript, direction: ShapingDirection)] = [
    ("latin", "NotoSans-Regular-Shaping", .latin, .leftToRight),
    ("cyrillic", "NotoSans-Regular-Shaping", .cyrillic, .leftToRight),
    ("greek", "NotoSans-Regular-Shaping", .greek, .leftToRight),
    ("arabic", "NotoSansArabic-Regular-Shaping", .arabic, .rightToLeft),
    ("hebrew", "NotoSansHebrew-Regular-Shaping", .hebrew, .rightToLeft),
    ("thai", "NotoSansThai-Regular-Shaping", .thai, .leftToRight),
    ("devanagari", "NotoSansDevanagari-Regular-Shaping", .devanagari, .leftToRight),
    ("bengali", "NotoSansBengali-Regular-Shaping", .bengali, .leftToRight),
  ]

  @Test(arguments: scripts.map(\.name))
  func shapingMatchesHarfBuzz(script name: String) throws {
    let entry = try #require(Self.scripts.first { $0.name == name })
    let face = try FontFace(data: try Self.read("Fonts/\(entry.font).ttf"))
    let shaper = try TextShaper(face: face, script: entry.script, direction: entry.direction)
    let known = try Self.knownFailures()[name] ?? []
    let corpus = String(decoding: try Self.read("Corpus/\(name).tsv"), as: UTF8.self)
    var passed = 0, total = 0
    var unexpected: [String] = []
    var fixed: [String] = []
    for line in corpus.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 2 else { continue }
      let text = String(fields[0])
      total += 1
      let ours = Self.format(try shaper.shape(Array(text.unicodeScalars)))
      if ours == fields[1] {
        passed += 1
        if known.contains(text) { fixed.append(text) }
      } else if !known.contains(text) {
        unexpected.append("\(text)\n  HarfBuzz \(fields[1])\n  ours     \(ours)")
      }
    }
    print("shaping vs HarfBuzz: \(name) \(passed)/\(total)")
    #expect(
      unexpected.isEmpty,
      "\(unexpected.count) strings differ:\n\(unexpected.prefix(20).joined(separator: "\n"))")
    #expect(fixed.isEmpty, "known failures that now pass (remove them from known-failures.txt): \(fixed)")
  }
}
