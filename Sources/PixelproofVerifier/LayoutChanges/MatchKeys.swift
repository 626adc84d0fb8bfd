/// The keys of Heckel's symbol table for two trees, as small integers the two trees share: equal keys
/// mean "may be the same node".
///
/// An identified node's key is its kind and identifier, wherever it sits, so it is found again after
/// moving anywhere. A node without an identifier is known by its kind and its place: its nearest
/// identified ancestor (or none) and how many levels below that ancestor it is, so the nodes inside an
/// identified subtree keep their keys when the subtree moves.
///
/// The loose key is just that; the strict key adds the node's content and colours. Strict keys pick the
/// anchors (a label's text is often unique where its kind and place are not); loose keys decide whether
/// neighbours of an anchor are the same node with something changed.
struct MatchKeys {
  let oldLoose: [Int]
  let newLoose: [Int]
  let oldStrict: [Int]
  let newStrict: [Int]
  /// One more than the largest loose key.
  let looseCount: Int
  /// One more than the largest strict key.
  let strictCount: Int

  init(old: RecordTree, new: RecordTree) {
    var loose = KeyTable<LooseKey>()
    var strict = KeyTable<StrictKey>()
    func keys(of tree: RecordTree) -> (loose: [Int], strict: [Int]) {
      let looseKeys = Self.looseKeys(of: tree).map { loose.id(of: $0) }
      let strictKeys = tree.nodes.indices.map { index in
        let node = tree.nodes[index]
        return strict.id(of: StrictKey(loose: looseKeys[index], content: node.content, colors: node.colors))
      }
      return (looseKeys, strictKeys)
    }
    (oldLoose, oldStrict) = keys(of: old)
    (newLoose, newStrict) = keys(of: new)
    looseCount = loose.count
    strictCount = strict.count
  }

  private struct LooseKey: Hashable {
    var kind: String
    var identifier: String?
    /// For a node without an identifier: its nearest identified ancestor's kind and identifier.
    var anchorKind: String?
    var anchorIdentifier: String?
    /// For a node without an identifier: levels below that ancestor (below nothing: its depth).
    var depthBelowAnchor: Int
  }

  private struct StrictKey: Hashable {
    var loose: Int
    var content: String?
    var colors: [Color]
  }

  private static func looseKeys(of tree: RecordTree) -> [LooseKey] {
    var keys: [LooseKey] = []
    keys.reserveCapacity(tree.count)
    // Each node's nearest identified ancestor-or-self; parents come before children.
    var anchors: [Int?] = []
    anchors.reserveCapacity(tree.count)
    for (index, node) in tree.nodes.enumerated() {
      if let identifier = node.identifier {
        keys.append(LooseKey(kind: node.kind, identifier: identifier, depthBelowAnchor: 0))
        anchors.append(index)
        continue
      }
      let anchor = tree.parents[index].flatMap { anchors[$0] }
      let anchorNode = anchor.map { tree.nodes[$0] }
      keys.append(
        LooseKey(
          kind: node.kind, anchorKind: anchorNode?.kind, anchorIdentifier: anchorNode?.identifier,
          depthBelowAnchor: node.depth - (anchorNode?.depth ?? 0)))
      anchors.append(anchor)
    }
    return keys
  }
}

/// Numbers keys in the order they are first seen. Only looked up, never iterated, so no hash order
/// reaches the output.
private struct KeyTable<Key: Hashable> {
  private var ids: [Key: Int] = [:]

  var count: Int { ids.count }

  mutating func id(of key: Key) -> Int {
    if let id = ids[key] { return id }
    let id = ids.count
    ids[key] = id
    return id
  }
}
