import Pixelproof
import Testing

/// Center, Ratio and Static layouts: references under `ReferenceImages/LayoutSnapshotTests/`.
@Suite struct LayoutSnapshotTests {
  @Test func centeringOptions() {
    // Each grey panel is exactly 60 x 60 and holds a 20 x 20 box. An axis that is not centred keeps the
    // panel's minimum, 60: none fills the panel, x is a 20-wide column at x = 20, y a 20-high row at
    // y = 20, xy a 20 x 20 square at (20, 20).
    let options: [(Center.Centering, Color)] = [
      (.none, Swatch.red), (.x, Swatch.orange), (.y, Swatch.green), (.xy, Swatch.blue),
    ]
    let row = Stack(.horizontal, spacing: 8) {
      for (centering, color) in options {
        View(color).size(width: 20, height: 20).centered(centering)
          .size(width: 60, height: 60)
          .background(Swatch.panel)
      }
    }
    assertSnapshot(of: row.inset(8).background(.white), scale: 2)
  }

  @Test func ratiosFitTheMaximum() {
    // Each grey panel is 100 x 100; the ratio, centred in it, may be up to 100 x 100. Ratio 0.5 ->
    // 100 x 50 at (0, 25); 1 -> 100 x 100; 2 -> 50 x 100 at (25, 0); 7 -> floor(100 / 7) = 14 x 100
    // at (43, 0).
    let ratios: [(Double, Color)] = [
      (0.5, Swatch.red), (1, Swatch.orange), (2, Swatch.green), (7, Swatch.blue),
    ]
    let row = Stack(.horizontal, spacing: 8) {
      for (ratio, color) in ratios {
        View(Swatch.panel).size(width: 100, height: 100).overlay { View(color).ratio(ratio).centered() }
      }
    }
    assertSnapshot(of: row.inset(8).background(.white), scale: 2)
  }

  @Test func staticPositionsPercentagesAndCapping() {
    // 200 x 120, the whole proposal. Grey fills 100% x 100%. Red 40 x 40 at (10, 10). Orange 50% x 20 =
    // 100 x 20 at (60, 10). Purple at least 25% x 25% = 50 x 30 at (60, 40). Green, 60 x 60 of its own
    // at (160, 70), is capped at {200 - 160, 120 - 70} = 40 x 50. Blue 30 x 30 at (-10, 80) is cut by
    // the left edge.
    let whole = RelativeSizeRange(width: .percent(1), height: .percent(1))
    let atLeastAQuarter = RelativeSizeRange(min: RelativeSize(width: .percent(0.25), height: .percent(0.25)))
    let layout = Static {
      View(Swatch.panel).positioned(x: 0, y: 0, size: whole)
      View(Swatch.red).size(width: 40, height: 40).positioned(x: 10, y: 10)
      View(Swatch.orange).positioned(x: 60, y: 10, size: RelativeSizeRange(width: .percent(0.5), height: 20))
      View(Swatch.purple).positioned(x: 60, y: 40, size: atLeastAQuarter)
      View(Swatch.green).size(width: 60, height: 60).positioned(x: 160, y: 70)
      View(Swatch.blue).size(width: 30, height: 30).positioned(x: -10, y: 80)
    }
    assertSnapshot(of: layout, size: .fixed(width: 200, height: 120), scale: 2)
  }
}
