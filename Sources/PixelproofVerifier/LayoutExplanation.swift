/// What changed in the layout between a reference and the current rendering, for a failure message:
/// the nodes inserted, removed, moved, resized, re-coloured or re-worded (see ``LayoutChanges``).
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
    return ["  layout changes since the reference was recorded:"] + changes.lines().map { "    " + $0 }
  }
}
