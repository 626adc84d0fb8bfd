import PixelproofComponents
import Testing

@Suite struct ZZFlexProbeScratch {
  func show(_ title: String, _ c: any Component, _ r: SizeRange, scale: Double = 1, dir: LayoutDirection = .leftToRight) {
    do {
      let pw = r.max.width.isFinite ? r.max.width : nil
      let ph = r.max.height.isFinite ? r.max.height : nil
      let l = try c.layoutThatFits(r, parentSize: ParentSize(width: pw, height: ph), environment: LayoutEnvironment(scale: scale, layoutDirection: dir))
      print("== \(title)\n\(l.description)")
    } catch { print("== \(title) threw \(error)") }
  }
  @Test func probe() {
    show("sized shrink", Flexbox { box(100, 10); box(100, 10) }, exactly(160, 10))
    show("grow max", Flexbox { box(10,10).flexItem{ $0.grow = 1; $0.maxWidth = 50 }; box(10,10).flexItem{ $0.grow = 1 }; box(10,10).flexItem{ $0.grow = 1 } }, exactly(300, 10))
    show("negative width", Flexbox { box(10,10).flexItem{ $0.width = -10 } }, exactly(300, 10))
    show("nan grow", Flexbox { box(10,10).flexItem{ $0.grow = .nan }; box(10,10) }, exactly(300, 10))
    show("inf basis", Flexbox { box(10,10).flexItem{ $0.basis = .points(.infinity) }; box(10,10) }, exactly(300, 10))
    show("nan width style", Flexbox { box(10,10) }.size(width: .points(.nan)), .unconstrained)
    show("neg padding", Flexbox(FlexStyle().with { $0.padding = FlexEdges(-10) }) { box(10,10) }, exactly(100, 10))
    show("baseline", Flexbox(FlexStyle().with { $0.alignItems = .baseline }) { box(10,20); box(10,30); box(10,10) }, exactly(100, 60))
    show("abs static rtl", Flexbox(FlexStyle().with { $0.justifyContent = .flexStart }) { box(10,10); box(20,20).flexItem{ $0.position = .absolute } }, exactly(100, 50), dir: .rightToLeft)
    show("abs static center", Flexbox(FlexStyle().with { $0.justifyContent = .center; $0.alignItems = .center }) { box(20,20).flexItem{ $0.position = .absolute } }, exactly(100, 50))
    show("wrap reverse", Flexbox(FlexStyle().with { $0.wrap = .wrapReverse }) { box(60,10); box(60,20); box(60,30) }, range(minWidth: 100, maxWidth: 100))
    show("column reverse", Flexbox(FlexStyle().with { $0.direction = .columnReverse }) { box(10,10); box(20,20) }, exactly(100, 100))
    show("align content center", Flexbox(FlexStyle().with { $0.wrap = .wrap; $0.alignContent = .center }) { box(60,10); box(60,20) }, exactly(100, 100))
    show("align content stretch", Flexbox(FlexStyle().with { $0.wrap = .wrap }) { View(.red).size(width: 60); View(.red).size(width: 60) }, exactly(100, 100))
    show("pct margin", Flexbox { box(10,10).flexItem { $0.margin.left = .percent(0.1) } }, exactly(200, 10))
    show("aspect", Flexbox(FlexStyle().with { $0.alignItems = .flexStart }) { View(.red).flexItem { $0.width = 40; $0.aspectRatio = 2 } }, exactly(200, 100))
    show("nested shrink", Flexbox { Flexbox { box(50,10); box(50,10) }; box(100,10) }, exactly(150, 10))
    show("nested wrap shrink", Flexbox { Flexbox(FlexStyle().with { $0.wrap = .wrap }) { box(50,10); box(50,10) }; View(.red).flexItem{ $0.basis = 100 } }, range(minWidth: 150, maxWidth: 150))
    show("empty", Flexbox {}, .unconstrained)
    show("stack stretch with flexbox", Stack(align: .stretch) { box(100, 10); Flexbox(FlexStyle().with { $0.justifyContent = .spaceBetween }) { box(20,10); box(30,10) } }, range(minWidth: 100, maxWidth: 100))
    show("inset child", Flexbox { Flexbox { box(30, 10) }.inset(5); box(20,20) }, exactly(200, 40))
    show("hidden id", Flexbox { box(30, 10).id("gone").flexItem { $0.display = .none }; box(20,20).id("kept") }, exactly(200, 40))
    show("relative inset", Flexbox { box(30, 10).flexItem { $0.inset = FlexEdges(top: 5, left: 7, bottom: .auto, right: .auto) }; box(20,20) }, exactly(200, 40))
    show("relative inset default zero?", Flexbox { box(30, 10).flexItem { $0.inset = FlexEdges(top: 5, left: .auto, bottom: .auto, right: 7) }; box(20,20) }, exactly(200, 40))
    show("abs percent", Flexbox { box(30, 10).flexItem { $0.position = .absolute; $0.inset = FlexEdges(top: .percent(0.5), left: .percent(0.5), bottom: .auto, right: .auto) } }, exactly(200, 40))
    show("col gap pct auto width", Flexbox(FlexStyle().with { $0.wrap = .wrap; $0.columnGap = .percent(0.1) }) { box(40,10); box(40,10); box(40, 10) }, range(maxWidth: 100))
    show("flexbox in stack percent child", Stack { Flexbox { box(10, 10).flexItem{ $0.width = .percent(0.5) } } }, range(minWidth: 200, maxWidth: 200))
    show("leaf percent size", Flexbox { View(.red).size(width: .percent(0.25), height: 10) }, exactly(202, 10))
    show("maxcontent of auto root in range", Flexbox(FlexStyle().with { $0.wrap = .wrap }) { box(60,10); box(60,10) }, range(maxWidth: 100))
    show("min width on container", Flexbox { box(10,10) }.size(minWidth: 50), .unconstrained)
    show("rtl abs left", Flexbox { box(20,20).flexItem{ $0.position = .absolute; $0.inset = FlexEdges(top: 0, left: 5, bottom: .auto, right: .auto) } }, exactly(100, 50), dir: .rightToLeft)
  }
}
