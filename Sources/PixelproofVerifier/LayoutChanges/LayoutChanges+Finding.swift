extension LayoutChanges {
  /// The changes from `reference` to `current`, in tree order.
  static func find(from reference: LayoutRecord, to current: LayoutRecord) -> [LayoutChange] {
    // STEP 1: each tree's structure and node names.
    let old = RecordTree(reference)
    let new = RecordTree(current)
    let oldNames = NodeNames(old)
    let newNames = NodeNames(new)

    // STEP 2: which node is which.
    let matching = NodeMatching(MatchKeys(old: old, new: new))

    // STEP 3: matched nodes under another parent, or out of order among their siblings.
    let moves = NodeMoves(old: old, new: new, matching: matching)

    // STEP 4: the top nodes of inserted and removed subtrees, and how many nodes lie inside each.
    let inserted = Self.unmatchedSubtrees(of: new, partners: matching.newToOld)
    let removed = Self.unmatchedSubtrees(of: old, partners: matching.oldToNew)

    // STEP 5: the new tree in order; before each matched node, the removals the reference had before it.
    var changes: [LayoutChange] = []
    var nextOld = 0
    func listRemovals(before end: Int) {
      while nextOld < end {
        if let inside = removed[nextOld] {
          let detail = LayoutChange.Detail.removed(
            parent: old.parents[nextOld].map(oldNames.name(of:)), frame: old.rootFrames[nextOld],
            nodesInside: inside)
          changes.append(LayoutChange(node: oldNames.name(of: nextOld), detail: detail))
        }
        nextOld += 1
      }
    }
    for newIndex in new.nodes.indices {
      guard let oldIndex = matching.newToOld[newIndex] else {
        if let inside = inserted[newIndex] {
          let detail = LayoutChange.Detail.inserted(
            parent: new.parents[newIndex].map(newNames.name(of:)), frame: new.rootFrames[newIndex],
            nodesInside: inside)
          changes.append(LayoutChange(node: newNames.name(of: newIndex), detail: detail))
        }
        continue
      }
      listRemovals(before: oldIndex)
      var details = Self.details(
        of: old.nodes[oldIndex], new.nodes[newIndex], move: moves.moves[newIndex], oldNames: oldNames,
        newNames: newNames)
      // Found on frames relative to the parent, shown in the root's coordinates, as a person reads them
      // against the layout description and the diff.
      // Where the parent moved the other way and the frame on screen is the same, the frames within the
      // parent are what changed.
      for (index, detail) in details.enumerated() where detail.isFrame {
        let (before, after) = (old.rootFrames[oldIndex], new.rootFrames[newIndex])
        if before == after {
          details[index] = .frameWithinParent(from: old.nodes[oldIndex].frame, to: new.nodes[newIndex].frame)
        } else {
          details[index] = .frame(from: before, to: after)
        }
      }
      if !details.isEmpty {
        let name = newNames.name(of: newIndex)
        changes += details.map { LayoutChange(node: name, detail: $0) }
      }
    }
    listRemovals(before: old.count)
    return changes
  }

  /// What changed about one matched node, in the order listed.
  private static func details(
    of old: LayoutRecord.Node, _ new: LayoutRecord.Node, move: NodeMoves.Move?, oldNames: NodeNames,
    newNames: NodeNames
  ) -> [LayoutChange.Detail] {
    var details: [LayoutChange.Detail] = []
    switch move {
    case .toParent(let from, let to)?:
      details.append(.movedToParent(from: from.map(oldNames.name(of:)), to: to.map(newNames.name(of:))))
    case .amongSiblings(let parent, let from, let to)?:
      details.append(.movedAmongSiblings(parent: newNames.name(of: parent), from: from, to: to))
    case nil:
      break
    }
    // A frame is compared relative to the parent, so a parent that moved does not list its descendants.
    if old.frame != new.frame { details.append(.frame(from: old.frame, to: new.frame)) }
    if old.colors != new.colors { details.append(.colors(from: old.colors, to: new.colors)) }
    if old.content != new.content { details.append(.content(from: old.content, to: new.content)) }
    if old.missingGlyphs != new.missingGlyphs {
      details.append(.missingGlyphs(from: old.missingGlyphs, to: new.missingGlyphs))
    }
    return details
  }

  /// For each node that has no partner but its parent has (or that is the root): how many partnerless
  /// nodes lie inside it, reached through partnerless nodes only. Nil for every other node.
  private static func unmatchedSubtrees(of tree: RecordTree, partners: [Int?]) -> [Int?] {
    var inside = [Int?](repeating: nil, count: tree.count)
    // Each partnerless node's top: itself, or its parent's top when its parent is partnerless too.
    var tops = [Int](repeating: -1, count: tree.count)
    for index in tree.nodes.indices where partners[index] == nil {
      if let parent = tree.parents[index], partners[parent] == nil {
        tops[index] = tops[parent]
        inside[tops[index]]? += 1
      } else {
        tops[index] = index
        inside[index] = 0
      }
    }
    return inside
  }
}

extension LayoutChange.Detail {
  fileprivate var isFrame: Bool {
    if case .frame = self { return true }
    return false
  }
}
