import PixelproofVerifier
import Testing

/// The keys `pixelproof review` takes, when it draws in colour, and what it prints, word for word.
@Suite struct ReviewKeysAndTextTests {
  @Test func eachLetterIsOneActionAndControlCAndDQuit() {
    let keys: [(String, ReviewAction)] = [
      ("a", .accept), ("r", .reject), ("s", .skip), ("o", .openReport), ("q", .quit),
      ("\u{3}", .interrupt), ("\u{4}", .endOfInput),
    ]
    for (key, action) in keys {
      #expect(ReviewAction(keys: Array(key.utf8)) == action)
    }
  }

  @Test func anyOtherKeyAnArrowKeyOrPastedTextMeansNothing() {
    for keys in ["A", "x", " ", "\r", "\u{1B}", "\u{1B}[A", "as", ""] {
      #expect(ReviewAction(keys: Array(keys.utf8)) == nil, "\(keys.debugDescription)")
    }
  }

  @Test func aLineHoldsOneLetterInEitherCaseWithSpacesAround() {
    #expect(ReviewAction(line: "a") == .accept)
    #expect(ReviewAction(line: " R ") == .reject)
    #expect(ReviewAction(line: "\tq") == .quit)
    for line in ["", "accept", "x", "\u{3}", "\u{4}", "a r"] {
      #expect(ReviewAction(line: line) == nil, "\(line.debugDescription)")
    }
  }

  @Test func colourNeedsATerminalNoNO_COLORATermThatIsNotDumbAndATrueColorCOLORTERM() {
    let truecolor = ["TERM": "xterm-256color", "COLORTERM": "truecolor"]
    #expect(TrueColor.isSupported(environment: truecolor, outputIsTerminal: true))
    #expect(
      TrueColor.isSupported(environment: ["TERM": "tmux", "COLORTERM": "24bit"], outputIsTerminal: true))
    #expect(!TrueColor.isSupported(environment: truecolor, outputIsTerminal: false))
    #expect(
      !TrueColor.isSupported(environment: truecolor.merging(["NO_COLOR": "1"]) { $1 }, outputIsTerminal: true)
    )
    // An empty NO_COLOR is as good as none, as no-color.org says.
    #expect(
      TrueColor.isSupported(environment: truecolor.merging(["NO_COLOR": ""]) { $1 }, outputIsTerminal: true))
    #expect(
      !TrueColor.isSupported(environment: truecolor.merging(["TERM": "dumb"]) { $1 }, outputIsTerminal: true))
    #expect(!TrueColor.isSupported(environment: ["COLORTERM": "truecolor"], outputIsTerminal: true))
    #expect(!TrueColor.isSupported(environment: ["TERM": "xterm-256color"], outputIsTerminal: true))
    #expect(
      !TrueColor.isSupported(environment: ["TERM": "xterm", "COLORTERM": "yes"], outputIsTerminal: true))
  }

  @Test func theLinesAreWordForWord() {
    #expect(ReviewText.prompt == "a accept, r reject, s skip, o open the report, q quit: ")
    #expect(
      ReviewText.heading(position: 2, count: 5, name: "CardTests/card@2x", state: "failed")
        == "Snapshot 2 of 5: CardTests/card@2x (failed)")
    #expect(
      ReviewText.accepted("CardTests/card@2x", into: "/p/ReferenceImages/CardTests/card@2x.png")
        == "accepted  CardTests/card@2x -> /p/ReferenceImages/CardTests/card@2x.png")
    #expect(ReviewText.rejected("CardTests/card@2x") == "rejected  CardTests/card@2x")
    #expect(ReviewText.skipped("CardTests/card@2x") == "skipped   CardTests/card@2x")
    #expect(
      ReviewText.acceptNote("no run manifest says which run left it")
        == "note: --accept alone would skip it: no run manifest says which run left it; a accepts it all the same"
    )
    #expect(ReviewText.report("/p/report.html", opened: false) == "report: /p/report.html")
    #expect(
      ReviewText.report("/p/report.html", opened: true) == "report: /p/report.html (opened with xdg-open)")
    #expect(ReviewText.unknownKey == "unknown key; a accept, r reject, s skip, o open the report, q quit")
    #expect(ReviewText.nothingToReview == "no failed snapshots to review")
    var tally = ReviewTally()
    tally.accepted = 1
    tally.skipped = 4
    #expect(tally.line == "1 accepted, 0 rejected, 4 skipped")
  }

  @Test func aNameWithALineBreakCannotPassForASecondLine() {
    #expect(ReviewText.rejected("Card\nTests/x") == "rejected  Card\\nTests/x")
  }
}
