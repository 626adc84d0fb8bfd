import Foundation
import PixelproofComponents

/// Random flexbox trees laid out by headless Chromium, written by `scripts/check/chromium-flexbox-oracle.py`
/// (see Resources/ChromiumFlexbox/README.md): one case a line, each tree in the Taffy fixtures' CSS
/// properties, so ``FixtureBuilder`` builds it.
struct ChromiumFlexboxCorpus: Decodable {
  let source: String
  let fixtures: [ChromiumFlexboxCase]

  /// The committed corpus, or the file `PIXELPROOF_CHROMIUM_CORPUS` names (a corpus just generated).
  static func load() throws -> ChromiumFlexboxCorpus {
    let path = ProcessInfo.processInfo.environment["PIXELPROOF_CHROMIUM_CORPUS"]
    guard
      let url = path.map(URL.init(fileURLWithPath:))
        ?? Bundle.module.url(forResource: "ChromiumFlexbox/corpus", withExtension: "json")
    else {
      throw CocoaError(.fileNoSuchFile)
    }
    return try JSONDecoder().decode(ChromiumFlexboxCorpus.self, from: Data(contentsOf: url))
  }

  /// The cases known to be laid out more than 1 px away from Chromium, each with its cause: the
  /// `# cause` line above it in known-failures.txt.
  static func knownFailures() throws -> [String: String] {
    guard
      let url = Bundle.module.url(forResource: "ChromiumFlexbox/known-failures", withExtension: "txt")
    else {
      throw CocoaError(.fileNoSuchFile)
    }
    var cause = ""
    var failures: [String: String] = [:]
    for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
      if line.hasPrefix("#") {
        cause = line.dropFirst().trimmingCharacters(in: .whitespaces)
      } else if !line.isEmpty {
        failures[String(line)] = cause
      }
    }
    return failures
  }
}

/// One generated tree and Chromium's frames for it.
struct ChromiumFlexboxCase: Decodable {
  /// A node as the corpus writes it: `["width:10px;flex-grow:1", [children...]]`, the children left
  /// out of a leaf.
  struct CompactNode: Decodable {
    let node: FlexboxFixture.Node

    init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      let declarations = try container.decode(String.self)
      let children = container.isAtEnd ? [] : try container.decode([CompactNode].self).map(\.node)
      var style: [String: String] = [:]
      for declaration in declarations.split(separator: ";") {
        let parts = declaration.split(separator: ":", maxSplits: 1)
        guard parts.count == 2 else {
          throw DecodingError.dataCorruptedError(
            in: container, debugDescription: "not a CSS declaration: \(declaration)")
        }
        style[String(parts[0])] = String(parts[1])
      }
      node = FlexboxFixture.Node(tag: "div", style: style, children: children, text: nil)
    }
  }

  let name: String
  let root: CompactNode
  /// x, y, width and height of every node, depth first from the root, in fractional CSS px, each
  /// position relative to the parent's border box.
  let frames: [Double]
}
