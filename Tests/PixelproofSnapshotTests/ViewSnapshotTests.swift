import Pixelproof
import XCTest

/// The view leaf through XCTest: references under `ReferenceImages/ViewSnapshotTests/`.
final class ViewSnapshotTests: XCTestCase {
  func testBackgroundCornerRadiusAndBorder() {
    let swatches = Stack(.horizontal, spacing: 8) {
      View(Color(hex: 0x0A84FF)).size(width: 40, height: 40)
      View(Color(hex: 0x30D158)).cornerRadius(12).size(width: 40, height: 40)
      View(.white).border(Color(hex: 0xFF453A), width: 3).size(width: 40, height: 40)
      View(Color(hex: 0xFFD60A)).cornerRadius(20).border(.black, width: 2).size(width: 40, height: 40)
      View().cornerRadius(8).border(Color(hex: 0x5E5CE6), width: 1).size(width: 40, height: 40)
    }
    assertSnapshot(of: swatches.inset(8).background(.white), scale: 2)
  }

  func testAlphaAppliesToBackgroundAndBorderAsOneLayer() {
    // Behind: a black bar. In front: views at 50% whose border overlaps their background; the overlap
    // must not be darker than the border alone.
    let views = Stack(.horizontal, spacing: 8) {
      View(.red).border(.blue, width: 6).alpha(0.5).size(width: 40, height: 40)
      View(.red).cornerRadius(10).border(.blue, width: 6).alpha(0.5).size(width: 40, height: 40)
      View(.red).alpha(0).size(width: 40, height: 40)
    }
    let scene = views.inset(8).background {
      Stack(justify: .center, align: .stretch) { View(.black).size(height: 12) }
    }
    assertSnapshot(of: scene.background(.white), named: "overBlackBar", scale: 2)
  }

  func testFractionalGeometryIsAntiAliased() {
    // 10.5 pt wide boxes at 1x: the last column of each is half covered.
    let boxes = Stack(.horizontal, spacing: 3.25) {
      View(.black).size(width: 10.5, height: 10.5)
      View(.black).size(width: 10.5, height: 10.5)
      View(.black).cornerRadius(5.25).size(width: 10.5, height: 10.5)
    }
    assertSnapshot(of: boxes.inset(2.5).background(.white), scale: 1)
  }
}
