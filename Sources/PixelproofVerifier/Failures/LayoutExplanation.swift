/// What changed in the layout between a reference and the current rendering, for a failure message:
/// the nodes inserted, removed, moved, resized, re-coloured or re-worded (see ``LayoutChanges``), and
/// for a list, its cells by id (see ``UpdateChanges``).
enum LayoutExplanation {
  /// Message lines comparing the record stored in `reference` with `current`'s; none when there is no
  /// current layout to compare (an image verified on its own).
  static func lines(reference: DecodedPNG, current: RenderedSnapshot) -> [String] {
    guard let now = current.record else { return [] }
    let stored: LayoutRecord?
    do {
      stored = try LayoutRecord(pngText: reference.text)
    } catch {
      return ["  layout changes: unknown; the reference's layout record cannot be read (\(error))"]
    }
    guard let stored else {
      return [
        "  layout changes: unknown; the reference was recorded without its layout "
          + "(recording it again stores one)"
      ]
    }
    let changes = LayoutChanges(from: stored, to: now)
    guard !changes.isEmpty else {
      return ["  layout changes: none; every node has the frame, colours and text it was recorded with"]
    }
    return cellLines(from: stored, to: now) + ["  layout changes since the reference was recorded:"]
      + changes.lines().map { "    " + $0 }
  }

  /// The node kind of a list's cells, whose identifiers are the ids the user gave them.
  static let listCellKind = "ListCell"

  /// For a list, its cells moved, inserted, deleted or updated since the reference, by the ids the
  /// user gave them (`updated Row#42 at 3 in inbox`), as an update snapshot lists them: the layout
  /// changes name nodes by kind and place (`ListCell#"Row#42" > Inset > Label`), which says less about
  /// which cell it is. Nothing for a tree without list cells, or one whose ids repeat.
  private static func cellLines(from stored: LayoutRecord, to now: LayoutRecord) -> [String] {
    let holdsCells = { (record: LayoutRecord) in record.nodes.contains { $0.kind == listCellKind } }
    guard holdsCells(stored) || holdsCells(now),
      let cells = try? UpdateChanges(from: stored, to: now), !cells.isEmpty
    else { return [] }
    let limit = LayoutChanges.defaultLineLimit
    let shown = cells.lines.prefix(limit).map { "    " + $0 }
    let rest = cells.changes.count - shown.count
    let more = rest == 0 ? [] : ["    … and \(rest) more cell \(rest == 1 ? "change" : "changes")"]
    return ["  cells changed since the reference was recorded: \(cells.summary)"] + shown + more
  }
}
