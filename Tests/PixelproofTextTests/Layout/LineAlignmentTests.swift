import Testing

@testable import PixelproofText

// Advances (FakeMeasure.swift): Latin 10, space 5, CJK 20, ellipsis 10.
@Suite struct LineAlignmentTests {
  func offsets(
    _ text: String, width: Double, alignment: TextAlignment, container: Double? = nil,
    mode: LineBreakMode = .wordWrap, numberOfLines: Int = 0
  ) -> [(x: [Double], ellipsisX: Double?)] {
    let clusters = fakeMeasure(text)
    let breaker = LineBreaker(
      mode: mode, maximumWidth: width, numberOfLines: numberOfLines,
      ellipsisAdvance: fakeEllipsisAdvance)
    return breaker.lines(for: clusters).map { line in
      let placed = place(
        line, of: clusters, alignment: alignment, containerWidth: container ?? width,
        ellipsisAdvance: fakeEllipsisAdvance)
      return (placed.clusters.map(\.x), placed.ellipsisX)
    }
  }

  @Test func alignmentOffsetsTheWholeLine() {
    // "ab" = 20 in 100: the slack is 80.
    #expect(offsets("ab", width: 100, alignment: .left)[0].x == [0, 10])
    #expect(offsets("ab", width: 100, alignment: .natural)[0].x == [0, 10])
    #expect(offsets("ab", width: 100, alignment: .center)[0].x == [40, 50])
    #expect(offsets("ab", width: 100, alignment: .right)[0].x == [80, 90])
  }

  @Test func hangingSpacesDoNotShiftRightAlignedLines() {
    // "ab  " draws "ab" (20) only; right in 50 starts at 30.
    #expect(offsets("ab  ", width: 50, alignment: .right)[0].x == [30, 40])
  }

  @Test func aLineWiderThanItsContainerCentresLeftOfIt() {
    // 科 = 20 in 15: (15 - 20) / 2.
    #expect(offsets("科", width: 15, alignment: .center)[0].x == [-2.5])
  }

  @Test func anUnboundedContainerPutsLinesAtZero() {
    #expect(offsets("ab", width: .infinity, alignment: .right)[0].x == [0, 10])
  }

  @Test func justificationStretchesSpacesExceptOnTheLastLine() {
    // "The quick" = 85 in 100: its one space takes the 15 left; q starts at 30 + 5 + 15.
    let lines = offsets("The quick brown fox", width: 100, alignment: .justified)
    #expect(lines[0].x == [0, 10, 20, 30, 50, 60, 70, 80, 90])
    // "brown fox" ends the paragraph: left aligned.
    #expect(lines[1].x == [0, 10, 20, 30, 40, 50, 55, 65, 75])
  }

  @Test func justificationSharesTheSlackAmongSpaces() {
    // "a b c" = 40 in 50 (+ " d" would be 55): each of two spaces gets 5.
    // a 0; space 10 (15 + 5); b 20; space 30 (35 + 5); c 40.
    #expect(offsets("a b c dd", width: 50, alignment: .justified)[0].x == [0, 10, 20, 30, 40])
  }

  @Test func justificationStretchesGapsBetweenCJKClustersWithoutSpaces() {
    // Line 1 is 科技新 (60) in 90: two gaps of 15. 科 0; 技 20 + 15; 新 55 + 15.
    #expect(offsets("科技新闻：今天", width: 90, alignment: .justified)[0].x == [0, 35, 70])
  }

  @Test func linesEndingInANewlineAreNotJustified() {
    #expect(offsets("ab cd\nef", width: 100, alignment: .justified)[0].x == [0, 10, 20, 25, 35])
  }

  @Test func theEllipsisIsPlacedBetweenTheKeptClusters() {
    // "abcd…" = 50, right in 55: starts at 5; the ellipsis after d at 45.
    let tail = offsets("abcdef", width: 55, alignment: .right, mode: .truncateTail, numberOfLines: 1)
    #expect(tail[0].x == [5, 15, 25, 35])
    #expect(tail[0].ellipsisX == 45)
    // "ab…ef" = 50, centred in 55: starts at 2.5.
    let middle = offsets(
      "abcdef", width: 55, alignment: .center, mode: .truncateMiddle, numberOfLines: 1)
    #expect(middle[0].x == [2.5, 12.5, 32.5, 42.5])
    #expect(middle[0].ellipsisX == 22.5)
    // Truncated lines are not justified.
    let justified = offsets("abcdef", width: 55, alignment: .justified, numberOfLines: 1)
    #expect(justified[0].x == [0, 10, 20, 30])
  }
}
