/// Which matched nodes moved: to another parent, or to another place among the same parent's children.
///
/// Among the children that stayed with their parent, those in one longest run that kept their order did
/// not move; the others did (see ``SiblingOrder``). So one sibling inserted at the front moves nobody, and
/// a child taken from the end to the front is the only one listed.
struct NodeMoves {
  enum Move: Equatable {
    /// Old parent (in the old tree) and new parent (in the new tree); nil for the root position.
    case toParent(from: Int?, to: Int?)
    /// The parent (in the new tree) and the node's index among its children before and after.
    case amongSiblings(parent: Int, from: Int, to: Int)
  }

  /// For each node of the new tree, how it moved; nil when it did not, or has no partner.
  let moves: [Move?]

  init(old: RecordTree, new: RecordTree, matching: NodeMatching) {
    var moves = [Move?](repeating: nil, count: new.count)
    for newIndex in new.nodes.indices {
      guard let oldIndex = matching.newToOld[newIndex] else { continue }
      let oldParent = old.parents[oldIndex]
      let newParent = new.parents[newIndex]
      let sameParent =
        switch (oldParent, newParent) {
        case (nil, nil): true
        case (let from?, let to?): matching.oldToNew[from] == to
        default: false
        }
      if !sameParent { moves[newIndex] = .toParent(from: oldParent, to: newParent) }
    }
    for parent in new.nodes.indices {
      // The children that stayed with this parent, with their partners in the old tree.
      let stayed = new.children[parent].compactMap { child in
        moves[child] == nil ? matching.newToOld[child].map { (new: child, old: $0) } : nil
      }
      let kept = SiblingOrder.keptInOrder(stayed.map { old.siblingIndices[$0.old] })
      for (child, kept) in zip(stayed, kept) where !kept {
        moves[child.new] = .amongSiblings(
          parent: parent, from: old.siblingIndices[child.old], to: new.siblingIndices[child.new])
      }
    }
    self.moves = moves
  }
}
