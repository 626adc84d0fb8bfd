import Testing

@testable import PixelproofText

/// Common and Inherited resolved as UAX #24 section 5 describes: from the cluster before, at the start
/// from the cluster after, and a closing bracket from its opening one. Expected scripts are written by
/// hand from those rules.
@Suite struct ScriptRunsTests {
  /// The resolved scripts of `text`'s clusters, one ISO 15924 code each.
  private func scripts(_ text: String) -> [String] { ScriptRuns(text).scripts.map(\.description) }

  @Test func sharedClustersTakeTheScriptBeforeThem() {
    // "abc שלום 123 def": the space after "c" is Latin; the space after "ם", the digits and the space
    // before "d" are Hebrew.
    #expect(
      scripts("abc שלום 123 def")
        == [
          "Latn", "Latn", "Latn", "Latn", "Hebr", "Hebr", "Hebr", "Hebr", "Hebr", "Hebr", "Hebr", "Hebr",
          "Hebr", "Latn", "Latn", "Latn",
        ])
  }

  @Test func sharedClustersAtTheStartTakeTheScriptAfterThem() {
    #expect(scripts("12, مرحبا") == ["Arab", "Arab", "Arab", "Arab", "Arab", "Arab", "Arab", "Arab", "Arab"])
    #expect(scripts("« Привет") == ["Cyrl", "Cyrl", "Cyrl", "Cyrl", "Cyrl", "Cyrl", "Cyrl", "Cyrl"])
  }

  @Test func textWithNoScriptOfItsOwnIsCommon() {
    #expect(scripts("12 + 3 = 15") == Array(repeating: "Zyyy", count: 11))
    #expect(scripts("") == [])
  }

  @Test func aClosingBracketTakesItsOpeningBracketsScript() {
    // "(" follows the Hebrew space, so it and its pair ")" are Hebrew, and so is the space after ")".
    #expect(
      scripts("שלום (abc) עולם")
        == [
          "Hebr", "Hebr", "Hebr", "Hebr", "Hebr", "Hebr", "Latn", "Latn", "Latn", "Hebr", "Hebr", "Hebr",
          "Hebr", "Hebr", "Hebr",
        ])
    // Brackets opened before any script take the first script that comes.
    #expect(scripts("(אב) cd") == ["Hebr", "Hebr", "Hebr", "Hebr", "Hebr", "Latn", "Latn"])
    // A closing bracket that pairs with nothing is resolved as any shared cluster.
    #expect(scripts("ab) אב") == ["Latn", "Latn", "Latn", "Latn", "Hebr", "Hebr"])
  }

  @Test func bracketsPairInnermostFirst() {
    // "[" opens in Hebrew, "(" in Latin; ")" closes "(" (Latin), "]" closes "[" (Hebrew).
    #expect(
      scripts("א [b (c) d] ה")
        == [
          "Hebr", "Hebr", "Hebr", "Latn", "Latn", "Latn", "Latn", "Latn", "Latn", "Latn", "Hebr", "Hebr",
          "Hebr",
        ])
  }

  @Test func aClusterTakesTheScriptOfItsBaseAndMarksInheritIt() {
    // "é" as e + U+0301 is one Latin cluster; a lone U+0301 after Greek is Greek.
    #expect(scripts("e\u{301}") == ["Latn"])
    #expect(ScriptRuns.ownScript(of: "\u{301}") == .inherited)
    // A zero-width space (Common) ends the cluster, so the mark after it is a cluster of its own.
    #expect(scripts("α\u{200B}\u{301}") == ["Grek", "Grek", "Grek"])
  }

  @Test func deepNestingForgetsTheOutermostBrackets() {
    // 100 "(" after Hebrew, then Latin, then 100 ")": the 63 innermost pair and come back to Hebrew;
    // the rest pair with nothing and stay in the script before them.
    let text = "א" + String(repeating: "(", count: 100) + "b" + String(repeating: ")", count: 100)
    let resolved = scripts(text)
    #expect(resolved.count == 202)
    #expect(resolved[1...100].allSatisfy { $0 == "Hebr" })
    #expect(resolved[101] == "Latn")
    #expect(resolved[102...].allSatisfy { $0 == "Hebr" })
  }
}
