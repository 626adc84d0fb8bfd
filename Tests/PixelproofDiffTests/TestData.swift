import PixelproofDiff

/// A cell of a test list: an identity and a version; a new version is an update.
struct Row: Identifiable, Equatable, ListDiffable, CustomStringConvertible {
  let id: String
  var version = 0

  init(_ id: String, _ version: Int = 0) {
    self.id = id
    self.version = version
  }

  var description: String { version == 0 ? id : "\(id)v\(version)" }
}

/// A section model of a test list: an identity and a title version; a new title is a section update.
struct Header: Identifiable, Equatable, ListDiffable {
  let id: String
  var title = 0

  init(_ id: String, _ title: Int = 0) {
    self.id = id
    self.title = title
  }
}

typealias Section = DataSection<Header, Row>
typealias State = ListState<Header, Row>

/// Rows named by their identities, version 0.
func rows(_ ids: String...) -> [Row] { ids.map { Row($0) } }

func path(_ item: Int, _ section: Int) -> ListIndexPath { ListIndexPath(item: item, section: section) }

/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny seeded generator, so every run draws the same cases.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// True with probability `percent` in 100.
  mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &self) < percent }
}
