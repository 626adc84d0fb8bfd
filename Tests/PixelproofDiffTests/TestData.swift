import PixelproofTestSupport
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

extension SplitMix64 {
  /// True with probability `percent` in 100.
  mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &self) < percent }
}
