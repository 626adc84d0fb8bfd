import Testing

@testable import PixelproofText

// "abcdef": six clusters of 10; the ellipsis is 10.
@Suite struct TruncationTests {
  @Test func tailTruncationKeepsTheStart() {
    #expect(truncated("abcdef", .tail, width: 100) == ("abcdef", 60))  // fits, no ellipsis
    #expect(truncated("abcdef", .tail, width: 60) == ("abcdef", 60))  // fits exactly
    #expect(truncated("abcdef", .tail, width: 55) == ("abcd…", 50))  // 45 of room: four
    #expect(truncated("abcdef", .tail, width: 20) == ("a…", 20))  // 10 of room: one
    #expect(truncated("abcdef", .tail, width: 15) == ("…", 10))  // 5 of room: none
    #expect(truncated("abcdef", .tail, width: 5) == ("", 0))  // no room for "…": nothing
  }

  @Test func headTruncationKeepsTheEnd() {
    #expect(truncated("abcdef", .head, width: 60) == ("abcdef", 60))
    #expect(truncated("abcdef", .head, width: 55) == ("…cdef", 50))
    #expect(truncated("abcdef", .head, width: 20) == ("…f", 20))
    #expect(truncated("abcdef", .head, width: 15) == ("…", 10))
    #expect(truncated("abcdef", .head, width: 5) == ("", 0))
  }

  @Test func middleTruncationKeepsBothEndsStartFirst() {
    #expect(truncated("abcdef", .middle, width: 60) == ("abcdef", 60))
    // 45 of room: a, f, b, e = 40; c would make 50.
    #expect(truncated("abcdef", .middle, width: 55) == ("ab…ef", 50))
    // 35 of room: a, f, b = 30; e would make 40.
    #expect(truncated("abcdef", .middle, width: 45) == ("ab…f", 40))
    #expect(truncated("abcdef", .middle, width: 20) == ("a…", 20))  // a; f would make 20 > 10
    #expect(truncated("abcdef", .middle, width: 15) == ("…", 10))
    #expect(truncated("abcdef", .middle, width: 5) == ("", 0))
  }

  @Test func middleTruncationOfASentence() {
    // 90 of room: T h e _ q from the start (45), x o f _ n from the end (45).
    #expect(truncated("The quick brown fox", .middle, width: 100) == ("The q…n fox", 100))
  }

  @Test func spacesBesideTheEllipsisAreDropped() {
    // 30 of room: "ab " = 25 kept, its space dropped.
    #expect(truncated("ab cd", .tail, width: 40) == ("ab…", 30))
    // 30 of room: " cd" = 25 kept, its space dropped.
    #expect(truncated("ab cd", .head, width: 40) == ("…cd", 30))
  }

  @Test func trailingSpacesHangWhenTheRunFits() {
    // "ab" = 20 plus two hanging spaces fits 20.
    #expect(truncated("ab  ", .tail, width: 20) == ("ab", 20))
  }

  @Test func cjkClustersAreKeptWhole() {
    // 40 of room: 科技 = 40; 新 would make 60.
    #expect(truncated("科技新闻", .tail, width: 50) == ("科技…", 50))
    // 25 of room: 闻 = 20.
    #expect(truncated("科技新闻", .head, width: 35) == ("…闻", 30))
  }
}
