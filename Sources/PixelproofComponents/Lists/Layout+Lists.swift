/// A list's cell or section as its laid-out window shows it.
public struct ListItemFrame: Sendable, Hashable {
  /// The cell's or section's id.
  public let id: String
  /// The id of the section it belongs to (its own id for a section).
  public let sectionID: String
  /// Its frame in the root's coordinates, points.
  public let frame: Rect
}

extension Layout {
  /// The cells of every ``List`` in the tree that the layout holds (those its window shows), in order,
  /// with their ids and frames: the `ListCell` nodes.
  public func listCells() -> [ListItemFrame] {
    var cells: [ListItemFrame] = []
    visit { layout, frame, _ in
      if let cell = layout.component as? ListCell {
        cells.append(ListItemFrame(id: cell.id, sectionID: cell.sectionID, frame: frame))
      }
    }
    return cells
  }

  /// The sections of every ``List`` in the tree that the layout holds, in order: the `ListSection`
  /// nodes, each framed around its header, cells and footer.
  public func listSections() -> [ListItemFrame] {
    var sections: [ListItemFrame] = []
    visit { layout, frame, _ in
      if let section = layout.component as? ListSection {
        sections.append(ListItemFrame(id: section.id, sectionID: section.id, frame: frame))
      }
    }
    return sections
  }
}
