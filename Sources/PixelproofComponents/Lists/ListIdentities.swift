/// The ids of a list's sections and cells, checked: every cell has one, and no id is used twice among
/// the sections or among the cells (Carbon and IGListKit need unique identities to diff).
struct ListIdentities {
  /// Each section's cell ids, in order.
  let cellIDs: [[String]]
  /// Where each cell id is, for finding a scroll target.
  private let cellPositions: [String: (section: Int, item: Int)]
  /// Where each section id is.
  private let sectionPositions: [String: Int]

  /// Reads and checks the ids of `sections`.
  ///
  /// - Throws: ``LayoutError`` naming a cell without an id, or every duplicated id with its positions.
  init(sections: [Section]) throws(LayoutError) {
    var sectionPositions: [String: Int] = [:]
    var duplicateSections = DuplicateIDs()
    for (index, section) in sections.enumerated() {
      if let first = sectionPositions[section.id] {
        duplicateSections.add(section.id, first: "\(first)", again: "\(index)")
      } else {
        sectionPositions[section.id] = index
      }
    }
    if let message = duplicateSections.message(naming: "section ids", position: "sections") {
      throw LayoutError(component: "List", reason: message)
    }
    var cellIDs: [[String]] = []
    cellIDs.reserveCapacity(sections.count)
    var cellPositions: [String: (section: Int, item: Int)] = [:]
    var duplicateCells = DuplicateIDs()
    for (sectionIndex, section) in sections.enumerated() {
      var ids: [String] = []
      ids.reserveCapacity(section.cells.count)
      for (item, cell) in section.cells.enumerated() {
        guard let id = Self.identifier(of: cell) else {
          throw LayoutError(
            component: "List",
            reason: "the \(cell.kindName) cell at item \(item) of section \"\(section.id)\" has no id; "
              + Self.missingIDAdvice(for: cell))
        }
        if let first = cellPositions[id] {
          duplicateCells.add(
            id, first: Self.describe(first, sections), again: Self.describe((sectionIndex, item), sections))
        } else {
          cellPositions[id] = (sectionIndex, item)
        }
        ids.append(id)
      }
      cellIDs.append(ids)
    }
    if let message = duplicateCells.message(naming: "cell ids", position: "") {
      throw LayoutError(component: "List", reason: message)
    }
    self.cellIDs = cellIDs
    self.cellPositions = cellPositions
    self.sectionPositions = sectionPositions
  }

  /// Where the cell with `id` is, or nil.
  func cell(_ id: String) -> (section: Int, item: Int)? { cellPositions[id] }

  /// The index of the section with `id`, or nil.
  func section(_ id: String) -> Int? { sectionPositions[id] }

  /// The identifier of the outermost ``Identified`` among `component`'s pass-through wrappers, else
  /// the ``IdentifiableComponent/id`` of the component inside them.
  static func identifier(of component: any Component) -> String? {
    if let explicit = explicitIdentifier(of: component) { return explicit }
    // Cast only once a cell has no `.id(_:)`: most cells have one, and a conformance look-up costs
    // more than the type comparisons that find it.
    guard let identifiable = PassThrough.innermost(component) as? any IdentifiableComponent else {
      return nil
    }
    return String(describing: identifiable.id)
  }

  /// The identifier of the outermost ``Identified`` among `component`'s pass-through wrappers.
  private static func explicitIdentifier(of component: any Component) -> String? {
    var current = component
    while true {
      if ObjectIdentifier(type(of: current)) == ObjectIdentifier(Identified.self),
        let identified = current as? Identified
      {
        return identified.identifier
      }
      guard let next = PassThrough.content(of: current) else { return nil }
      current = next
    }
  }

  /// What to write for a cell without an id. A composite whose body carries an `.id(_:)` gets told
  /// that it does not count: the list reads ids from the cells as listed, before any body is built, so
  /// that pairing cells for a diff never depends on laying them out.
  private static func missingIDAdvice(for cell: any Component) -> String {
    let inner = PassThrough.innermost(cell)
    if let composite = inner as? any CompositeComponent, let bodyID = explicitIdentifier(of: composite.body) {
      let kind = inner.kindName
      return "the .id(\"\(bodyID)\") inside \(kind)'s body does not count, as a list reads its cells' ids "
        + "without building their bodies: give the cell itself one where it is listed "
        + "(\(kind)(…).id(\"\(bodyID)\")), or make \(kind) an IdentifiableComponent with an id"
    }
    return "give the cell itself one with .id(_:), after any .inset or .background, or build the cells "
      + "with ForEach(data, id:)"
  }

  private static func describe(_ position: (section: Int, item: Int), _ sections: [Section]) -> String {
    "item \(position.item) of section \"\(sections[position.section].id)\""
  }
}

/// Duplicated ids in the order they were first met, each with every position it holds.
private struct DuplicateIDs {
  private var order: [String] = []
  private var positions: [String: [String]] = [:]

  mutating func add(_ id: String, first: String, again: String) {
    if positions[id] == nil {
      order.append(id)
      positions[id] = [first]
    }
    positions[id, default: []].append(again)
  }

  /// `duplicate cell ids: "a" at item 0 of section "s" and item 2 of section "s"; …`, or nil.
  func message(naming kind: String, position prefix: String) -> String? {
    guard !order.isEmpty else { return nil }
    let parts = order.map { id in
      let places = positions[id] ?? []
      let joined =
        places.count == 2
        ? "\(places[0]) and \(places[1])"
        : places.dropLast().joined(separator: ", ") + " and " + (places.last ?? "")
      return "\"\(id)\" at \(prefix.isEmpty ? "" : prefix + " ")\(joined)"
    }
    return "duplicate \(kind): " + parts.joined(separator: "; ")
      + "; each must be unique in the list, as diffing pairs them by id"
  }
}
