import GalleryExamples
import Pixelproof
import Testing

@testable import PixelproofGallery

/// Every painting scene and every gallery example rendered and hashed, against hashes committed here.
///
/// The hashes are verdicts, like reference images: each was recorded once, after its scene's reference
/// image had been reviewed, and must come out the same on every machine and in debug and release builds
/// (`scripts/test.sh` runs this suite in both). A hash is of the premultiplied pixels the renderer
/// produced, before any PNG encoding, so it pins the rasterizer itself. When a rendering change is
/// intended, the failure message prints the new hash of each scene that changed.
@Suite struct DeterminismTests {
  struct Scene: Sendable, CustomTestStringConvertible {
    let name: String
    let component: any Component
    let proposal: SizeProposal
    let scale: Int
    /// The locale and its direction, for a gallery example shown in locales.
    var traits = EnvironmentTraits()
    var testDescription: String { "\(name)@\(scale)x" }
  }

  static let scenes: [Scene] =
    [
      ("pathsAndFillRules", PaintingScenes.pathsAndFillRules()),
      ("strokeCapsJoinsAndDashes", PaintingScenes.strokeCapsJoinsAndDashes()),
      ("cornersAndBorders", PaintingScenes.cornersAndBorders()),
      ("clipsToRoundedBoundsAndNestedClips", PaintingScenes.clipsToRoundedBoundsAndNestedClips()),
      ("alphaAppliesToTheWholeSubtreeAsOneLayer", PaintingScenes.alphaAppliesToTheWholeSubtreeAsOneLayer()),
      ("linearAndRadialGradients", PaintingScenes.linearAndRadialGradients()),
      ("shadows", PaintingScenes.shadows()),
      ("imageContentModesSamplingAndTint", PaintingScenes.imageContentModesSamplingAndTint()),
      (
        "transformsRotateScaleAndMoveAboutTheCentre",
        PaintingScenes.transformsRotateScaleAndMoveAboutTheCentre()
      ),
      ("transformedPaints", PaintingScenes.transformedPaints()),
    ].map { Scene(name: $0.0, component: $0.1, proposal: .range(.unconstrained), scale: 2) }
    + [1, 2, 3].map {
      Scene(
        name: "dividersAreOneDevicePixelThick", component: PaintingScenes.dividersAreOneDevicePixelThick(),
        proposal: .range(.unconstrained), scale: $0)
    }
    // Each reference the gallery verifies, in its locale when it has one.
    + Gallery.examples.flatMap { example in
      // A name that made no reference would leave its hashes without a scene, which
      // everySceneHasAHashAndEveryHashAScene reports.
      ((try? example.references()) ?? []).map { reference in
        Scene(
          name: "Gallery/" + reference.test + reference.variant.nameSuffix, component: example.component,
          proposal: example.size, scale: reference.scale, traits: reference.variant.traits)
      }
    }

  /// FNV-1a (64-bit) of the width, the height and every byte: a fixed function, the same everywhere.
  static func hash(_ bitmap: PremultipliedBitmap) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func add(_ byte: UInt8) {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    for value in [bitmap.width, bitmap.height] {
      for shift in stride(from: 0, to: 32, by: 8) { add(UInt8(truncatingIfNeeded: value >> shift)) }
    }
    for byte in bitmap.pixels { add(byte) }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// Scene (`name@scale`x) and the hash of its pixels, in the order of ``scenes``.
  static let expectedHashes: [(scene: String, hash: String)] = [
    ("pathsAndFillRules@2x", "d2058d8c93893e42"),
    ("strokeCapsJoinsAndDashes@2x", "22f25c5c4f298d56"),
    ("cornersAndBorders@2x", "eaa1d5e525af2cbd"),
    ("clipsToRoundedBoundsAndNestedClips@2x", "4dc37a28592e7216"),
    ("alphaAppliesToTheWholeSubtreeAsOneLayer@2x", "97a18eff5646f7e2"),
    ("linearAndRadialGradients@2x", "18544299cdcfe898"),
    ("shadows@2x", "f73729425bfbb0bf"),
    ("imageContentModesSamplingAndTint@2x", "37e7eede1f7833d5"),
    ("transformsRotateScaleAndMoveAboutTheCentre@2x", "98020ae03e03663a"),
    ("transformedPaints@2x", "a666e838b49dd42c"),
    ("dividersAreOneDevicePixelThick@1x", "08121925977195ab"),
    ("dividersAreOneDevicePixelThick@2x", "756f867d9a2a94d1"),
    ("dividersAreOneDevicePixelThick@3x", "7d0c34a497cc019f"),
    ("Gallery/newsFeedCard@2x", "a55e8e2b289001d0"),
    ("Gallery/newsFeedCardRead@2x", "7d95411d69551d0d"),
    ("Gallery/profileHeader@2x", "f3d612d4bb40444a"),
    ("Gallery/buttonRow@3x", "cc021e31dd2160a7"),
    ("Gallery/feedScreen@1x", "6c7d387410e74271"),
    ("Gallery/tagCloud@2x", "c3f4e385e929ddf9"),
    ("Gallery/showcaseScreen@3x", "35f3be79ee368927"),
    ("Gallery/showcaseCards@2x", "ff7b62fb9b258c98"),
    ("Gallery/paintingSampler@2x", "fde8c73109040854"),
    ("Gallery/settingsScreen@2x", "23e444cc77824ff2"),
    ("Gallery/listFeed@2x", "2b8753aed0e47a2c"),
    ("Gallery/photoGrid@2x", "7fc82ab24ee0d6c4"),
    ("Gallery/pinnedHeaderInbox@2x", "55a8240c09dc84f4"),
    ("Gallery/worldSettings@2x", "876ab345102faee2"),
    ("Gallery/localizedSettings_hi@2x", "0c320afad08657b8"),
    ("Gallery/localizedSettings_bn@2x", "bed78608f55a0976"),
    ("Gallery/localizedSettings_en-XA@2x", "0def68665321d0da"),
    ("Gallery/mixedDirectionParagraphs@2x", "b0628cd51a89b777"),
  ]

  @Test(arguments: scenes) func sceneRendersToItsCommittedHash(scene: Scene) throws {
    let rendering = try ComponentRenderer.render(
      scene.component, in: scene.proposal, scale: scene.scale, traits: scene.traits)
    let actual = Self.hash(rendering.bitmap)
    let expected = Self.expectedHashes.first { $0.scene == scene.testDescription }?.hash
    #expect(actual == expected, "(\"\(scene.testDescription)\", \"\(actual)\"),")
  }

  @Test func everySceneHasAHashAndEveryHashAScene() {
    #expect(Self.expectedHashes.map(\.scene) == Self.scenes.map(\.testDescription))
  }
}
