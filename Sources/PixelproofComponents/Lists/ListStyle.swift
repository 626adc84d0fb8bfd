/// How a ``List`` looks, as `UITableView.Style` draws it.
///
/// The metrics are UIKit's on an iPhone, in points: a horizontal margin of 16 (20 on lists 414 pt wide or
/// wider, as UIKit's layout margins on the larger phones) that insets separators, titles and the sections
/// of ``insetGrouped``; separators one device pixel thick. The colours follow the environment's
/// ``ColorScheme`` as UIKit's dynamic system colours do.
public enum ListStyle: Sendable, Hashable {
  /// One column of cells on the system background, separators under every cell but the list's last
  /// one, inset at the leading margin; section titles in 17 pt bold on a grey bar that sticks to the top
  /// of a scrolled window (`scrolled(toY:)`) until the next section's title pushes it up.
  case plain
  /// Sections on the grouped background, 35 pt apart (and 35 pt from the list's top and bottom), cells
  /// on the cell background, separators only between cells; titles in 13 pt: headers uppercased,
  /// footers as written, both in the secondary text colour at the margin.
  case grouped
  /// As ``grouped``, with each section's cells inset by the margin on both sides and their block's
  /// corners rounded with a 10 pt radius.
  case insetGrouped
}

/// The metrics and colours of a ``ListStyle`` at a list's width, in one place.
struct ListMetrics {
  let style: ListStyle
  /// UIKit's horizontal layout margin: 16, or 20 from 414 pt wide on.
  let margin: Double
  let scheme: ColorScheme

  init(style: ListStyle, width: Double, scheme: ColorScheme) {
    self.style = style
    // UIKit's readable margins grow from 16 to 20 on the 414 pt wide phones (Plus and Max sizes).
    margin = width >= 414 ? 20 : 16
    self.scheme = scheme
  }

  var isGrouped: Bool { style != .plain }

  /// Space above every section and below the last one (grouped styles): UIKit's default grouped
  /// section header and footer heights together, rounded.
  var sectionGap: Double { isGrouped ? 35 : 0 }

  /// How far an inset grouped section's cells sit from each side of the list.
  var bodyInset: Double { style == .insetGrouped ? margin : 0 }

  /// The rounding of an inset grouped section's cell block (UIKit's 10 pt).
  var bodyCornerRadius: Double { style == .insetGrouped ? 10 : 0 }

  /// Padding around a header title, leading and trailing at the margin (plus the body's inset).
  var headerInsets: EdgeInsets {
    let side = margin + bodyInset
    return isGrouped
      ? EdgeInsets(top: 0, left: side, bottom: 7, right: side)
      : EdgeInsets(top: 6, left: side, bottom: 6, right: side)
  }

  /// Padding around a footer title.
  var footerInsets: EdgeInsets {
    let side = margin + bodyInset
    return isGrouped
      ? EdgeInsets(top: 7, left: side, bottom: 0, right: side)
      : EdgeInsets(top: 6, left: side, bottom: 6, right: side)
  }

  /// UIKit's header fonts: `.headline` (17 pt semibold, bold here) for plain, `.footnote` (13 pt) for
  /// grouped.
  var headerFont: Font { isGrouped ? .system(size: 13) : .system(size: 17, weight: .bold) }
  /// UIKit's footer font: `.footnote`.
  var footerFont: Font { .system(size: 13) }

  private func pick(_ light: UInt32, _ dark: UInt32) -> Color {
    Color(hex: scheme == .dark ? dark : light)
  }

  /// `systemBackground` (plain) or `systemGroupedBackground`.
  var background: Color {
    (isGrouped ? DynamicColor.systemGroupedBackground : .systemBackground).resolved(for: scheme)
  }
  /// `secondarySystemGroupedBackground` under grouped cells; nil in plain, where cells show the list.
  var cellBackground: Color? {
    isGrouped ? DynamicColor.secondarySystemGroupedBackground.resolved(for: scheme) : nil
  }
  /// `opaqueSeparator`.
  var separator: Color { DynamicColor.opaqueSeparator.resolved(for: scheme) }
  /// The bar behind a plain section's title, opaque so a pinned one hides the cells under it.
  var plainTitleBar: Color { pick(0xF7F7F7, 0x1C1C1E) }
  /// `label` for plain titles, the grouped section title grey otherwise.
  var headerText: Color { isGrouped ? pick(0x6D6D72, 0x8D8D93) : DynamicColor.label.resolved(for: scheme) }
  /// The footer grey.
  var footerText: Color { pick(0x6D6D72, 0x8D8D93) }
}
