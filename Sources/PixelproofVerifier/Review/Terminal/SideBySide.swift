/// Pictures next to each other under their captions, shrunk by one common ratio to fit a terminal, so
/// a reference and a failed image of different sizes keep their proportions to each other.
package struct SideBySide: Sendable, Equatable {
  /// A picture and the caption above it, such as `reference 30 x 20 px`.
  package struct Panel: Sendable, Equatable {
    /// The line above the picture.
    package let caption: String
    /// The picture at its own size.
    package let picture: TerminalPicture

    /// A panel of `picture` under `caption`.
    package init(caption: String, picture: TerminalPicture) {
      self.caption = caption
      self.picture = picture
    }
  }

  /// Blank columns between two panels.
  package static let gap = 2

  /// The panels, left to right.
  package let panels: [Panel]
  /// The columns each panel may take: the terminal's width, less the gaps, shared equally.
  package let panelWidth: Int
  /// The ratio every picture is shrunk by, `numerator / denominator`, at most 1.
  package let numerator: Int
  /// See ``numerator``.
  package let denominator: Int

  /// `panels` laid out in `columns` columns, their pictures taking at most `lines` lines (two pixel rows
  /// each): the largest ratio, at most 1, at which the widest picture fits its panel and the tallest
  /// fits the lines. Pictures are only ever shrunk, so a small image shows each of its pixels.
  ///
  /// - Parameters:
  ///   - panels: the pictures and their captions.
  ///   - columns: the terminal's width in columns.
  ///   - lines: the most lines the pictures may take.
  package init(_ panels: [Panel], columns: Int, lines: Int) {
    self.panels = panels
    let count = max(panels.count, 1)
    panelWidth = max((columns - Self.gap * (count - 1)) / count, 1)
    let widest = panels.map(\.picture.width).max() ?? 1
    let tallest = panels.map(\.picture.height).max() ?? 1
    // The smallest of 1/1, panelWidth/widest and (2 * lines)/tallest, compared by cross-multiplying.
    var ratio = (1, 1)
    for candidate in [(panelWidth, widest), (max(lines, 1) * 2, tallest)]
    where candidate.0 * ratio.1 < ratio.0 * candidate.1 {
      ratio = candidate
    }
    (numerator, denominator) = ratio
  }

  /// `picture` shrunk by the common ratio, at least one pixel each way.
  package func shrunk(_ picture: TerminalPicture) -> TerminalPicture {
    picture.shrunk(
      toWidth: picture.width * numerator / denominator, height: picture.height * numerator / denominator)
  }

  /// The captions' line, then the pictures' lines in half blocks (``HalfBlocks``), each panel but the
  /// last padded with spaces to ``panelWidth`` and followed by ``gap`` spaces; a caption longer than its
  /// panel is cut.
  package func lines() -> [String] {
    let pictures = panels.map { HalfBlocks.lines(of: shrunk($0.picture)) }
    let widths = panels.map { shrunk($0.picture).width }
    let height = pictures.map(\.count).max() ?? 0
    let separator = String(repeating: " ", count: Self.gap)
    func padded(_ text: String, visibleWidth: Int, panel: Int) -> String {
      guard panel < panels.count - 1 else { return text }
      return text + String(repeating: " ", count: max(panelWidth - visibleWidth, 0))
    }
    var captions: [String] = []
    for (index, panel) in panels.enumerated() {
      let caption = String(panel.caption.prefix(panelWidth))
      captions.append(padded(caption, visibleWidth: caption.count, panel: index))
    }
    var result = [captions.joined(separator: separator)]
    for row in 0..<height {
      var cells: [String] = []
      for index in panels.indices {
        let line = row < pictures[index].count ? pictures[index][row] : ""
        cells.append(padded(line, visibleWidth: line.isEmpty ? 0 : widths[index], panel: index))
      }
      result.append(cells.joined(separator: separator))
    }
    return result
  }
}
