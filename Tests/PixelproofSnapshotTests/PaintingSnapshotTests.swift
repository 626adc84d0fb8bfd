import Pixelproof
import Testing

/// Each painting scene against its reference under `ReferenceImages/PaintingSnapshotTests/`.
@Suite struct PaintingSnapshotTests {
  @Test func pathsAndFillRules() { assertSnapshot(of: PaintingScenes.pathsAndFillRules(), scale: 2) }

  @Test func strokeCapsJoinsAndDashes() {
    assertSnapshot(of: PaintingScenes.strokeCapsJoinsAndDashes(), scale: 2)
  }

  @Test func cornersAndBorders() { assertSnapshot(of: PaintingScenes.cornersAndBorders(), scale: 2) }

  @Test(arguments: [1, 2, 3]) func dividersAreOneDevicePixelThick(scale: Int) {
    assertSnapshot(of: PaintingScenes.dividersAreOneDevicePixelThick(), named: "scale\(scale)", scale: scale)
  }

  @Test func clipsToRoundedBoundsAndNestedClips() {
    assertSnapshot(of: PaintingScenes.clipsToRoundedBoundsAndNestedClips(), scale: 2)
  }

  @Test func alphaAppliesToTheWholeSubtreeAsOneLayer() {
    assertSnapshot(of: PaintingScenes.alphaAppliesToTheWholeSubtreeAsOneLayer(), scale: 2)
  }

  @Test func linearAndRadialGradients() {
    assertSnapshot(of: PaintingScenes.linearAndRadialGradients(), scale: 2)
  }

  @Test func shadows() { assertSnapshot(of: PaintingScenes.shadows(), scale: 2) }

  @Test func imageContentModesSamplingAndTint() {
    assertSnapshot(of: PaintingScenes.imageContentModesSamplingAndTint(), scale: 2)
  }

  @Test func transformsRotateScaleAndMoveAboutTheCentre() {
    assertSnapshot(of: PaintingScenes.transformsRotateScaleAndMoveAboutTheCentre(), scale: 2)
  }

  @Test func transformedPaints() { assertSnapshot(of: PaintingScenes.transformedPaints(), scale: 2) }
}
