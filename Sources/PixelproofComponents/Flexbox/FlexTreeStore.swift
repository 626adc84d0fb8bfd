import Synchronization

/// The node tree of a ``Flexbox``'s last layout, kept with the flexbox for its next one: building the
/// nodes (reading every child through its wrappers, checking its style) was about a third of a layout,
/// and a flexbox is laid out again for each variant, each measurement by its parent and each re-layout.
///
/// A tree is lent to one layout at a time: a layout takes it out and gives it back when it ends, and a
/// layout that finds none (another thread holds it, or none was built yet) builds its own. The nodes
/// depend on the flexbox, which is immutable while the store is its own (``Flexbox`` makes a new store
/// when its style or children change), and on the ``Key``; every layout starts from an empty
/// ``FlexNode/LayoutState``, so a kept tree lays out exactly as one built afresh. The tree's root node
/// holds a copy of the flexbox with a store of its own, so that the tree does not keep itself.
final class FlexTreeStore: Sendable {
  /// What the nodes were built for, besides the flexbox itself.
  struct Key: Equatable {
    /// The writing direction the flexbox inherits.
    var layoutDirection: LayoutDirection
    /// The flexbox's children's level, and the deepest level allowed.
    var depth: Int
    var maximumDepth: Int

    init(_ environment: LayoutEnvironment) {
      layoutDirection = environment.layoutDirection
      depth = environment.depth
      maximumDepth = environment.maximumDepth
    }
  }

  /// A kept tree, the arrays its layouts used (a deep tree's levels each fill their own), and what the
  /// tree was built for.
  struct Kept: @unchecked Sendable {
    // Unchecked: the nodes and arrays are mutable, and only the one layout that has taken them out uses
    // them.
    let root: FlexNode
    let buffers: FlexBuffers
    let key: Key
  }

  private let kept = Mutex<Kept?>(nil)

  /// The kept tree, taken out of the store, if it was built for `key`.
  func take(for key: Key) -> Kept? {
    kept.withLock { kept -> Kept? in
      guard let tree = kept, tree.key == key else { return nil }
      kept = nil
      return tree
    }
  }

  /// Keeps `root`, built for `key`, and `buffers` for the next layout, in place of any tree kept before.
  func keep(_ root: FlexNode, buffers: FlexBuffers, for key: Key) {
    let tree = Kept(root: root, buffers: buffers, key: key)
    kept.withLock { $0 = tree }
  }
}

extension FlexNode {
  /// Empties the layout state of the node and every node below it, without recursion: a deep tree
  /// is as deep as its layout thread's stack allows.
  func resetLayoutStates() {
    var pending = [self]
    while let node = pending.popLast() {
      node.emptyState()
      if node.isContainer { pending.append(contentsOf: node.children) }
    }
  }
}
