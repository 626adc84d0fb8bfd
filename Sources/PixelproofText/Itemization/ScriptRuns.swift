/// The script of each grapheme cluster of a text, with Common and Inherited resolved from the text
/// around them (UAX #24, section 5): the runs of one script that font fallback and shaping work on.
///
/// A cluster's own script is that of its first scalar of a script other than Common or Inherited, else
/// Common or Inherited. A shared cluster (spaces, digits, punctuation, marks) then takes the script of
/// the cluster before it; one at the start of the text, the script of the first cluster after it that
/// has one. A closing bracket takes the script of the opening bracket it pairs with (Bidi_Paired_Bracket,
/// as bidi rule N0 pairs them), and the clusters after it continue in that script, so that in
/// `שלום (abc) עולם` both brackets and both spaces are Hebrew. A text with no script of its own is all
/// Common.
struct ScriptRuns: Sendable {
  /// Each cluster's resolved script.
  let scripts: [UnicodeScript]

  /// Open brackets kept for pairing, as in bidi's rule BD16: deeper nesting forgets the outermost.
  private static let bracketDepth = 63

  init(_ clusters: some Sequence<Character>) {
    var scripts: [UnicodeScript] = []
    // The script of the last cluster that had one of its own (or a paired bracket's); nil before the
    // first, when shared clusters wait for the one that follows.
    var current: UnicodeScript?
    var openBrackets: [(closing: UInt32, script: UnicodeScript?)] = []
    for cluster in clusters {
      let own = Self.ownScript(of: cluster)
      if !own.isShared {
        if current == nil {
          for index in scripts.indices { scripts[index] = own }
          for index in openBrackets.indices { openBrackets[index].script = own }
        }
        current = own
        scripts.append(own)
        continue
      }
      if let bracket = Self.bracket(cluster) {
        if bracket.isOpening {
          if openBrackets.count == Self.bracketDepth { openBrackets.removeFirst() }
          openBrackets.append((bracket.pair, current))
        } else if let match = openBrackets.lastIndex(where: { $0.closing == bracket.codePoint }) {
          if let script = openBrackets[match].script { current = script }
          openBrackets.removeSubrange(match...)
        }
      }
      scripts.append(current ?? .common)
    }
    self.scripts = scripts
  }

  /// The cluster's script before resolution.
  static func ownScript(of cluster: Character) -> UnicodeScript {
    var shared = UnicodeScript.inherited
    for scalar in cluster.unicodeScalars {
      let script = UnicodeScript.of(scalar.value)
      if !script.isShared { return script }
      if script == .common { shared = .common }
    }
    return shared
  }

  /// The paired bracket a cluster of one scalar is, with its pair.
  private static func bracket(_ cluster: Character) -> (codePoint: UInt32, pair: UInt32, isOpening: Bool)? {
    let scalars = cluster.unicodeScalars
    guard let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex,
      let bracket = UnicodeBidi.pairedBracket(of: scalar.value)
    else { return nil }
    return (scalar.value, bracket.pair, bracket.isOpening)
  }
}
