// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Pixelproof",
  // The lowest versions with `Synchronization.Mutex`, which guards the glyph caches and a run's
  // reference paths.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    // For test targets: components, list diffs and the verifier's settings, and assertSnapshot for XCTest
    // and Swift Testing.
    .library(name: "Pixelproof", targets: ["Pixelproof"]),
    // For an app's UI module: components, layout and painting, with no test framework.
    .library(name: "PixelproofComponents", targets: ["PixelproofComponents"]),
    // For tools that verify images without a test framework.
    .library(name: "PixelproofVerifier", targets: ["PixelproofVerifier"]),
    // For an app's data layer: list diffs, staged changesets and changesets, with no other dependency.
    .library(name: "PixelproofDiff", targets: ["PixelproofDiff"]),
    // Reviewing snapshots: `swift run pixelproof failures | report | orphans`.
    .executable(name: "pixelproof", targets: ["PixelproofTool"]),
    // The project's own example gallery.
    .executable(name: "pixelproof-gallery", targets: ["PixelproofGallery"]),
    // The gallery's example screens, for the benchmark package in `Benchmarks/`; not API.
    .library(name: "PixelproofGalleryExamples", targets: ["GalleryExamples"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ],
  targets: [
    // The PNG codec: libpng found through pkg-config, and a C shim that keeps setjmp/longjmp inside C.
    .systemLibrary(
      name: "CLibPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
    ),
    // libdeflate compresses the encoder's image data.
    .systemLibrary(
      name: "CLibDeflate",
      pkgConfig: "libdeflate",
      providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
    ),
    // The encoder also runs zlib, libpng's own dependency (installed with libpng-dev), directly: the
    // checksum, and the walk that joins the image data's segments. Both libraries are named for the
    // linker, as a C target's dependents do not link a system library's module on their own.
    .target(
      name: "CPNGCodec", dependencies: ["CLibPNG", "CLibDeflate"],
      linkerSettings: [.linkedLibrary("deflate"), .linkedLibrary("z")]),
    // Loops over every pixel of a bitmap, and the rasterizer's scan converter: C, because a debug build
    // runs them many times slower in Swift (see include/pixelkernels.h).
    .target(name: "CPixelKernels"),

    // Pixels: geometry, colour, bitmaps, the PNG codec, the rasterizer and the display list; the only
    // target that calls C.
    .target(name: "PixelproofGraphics", dependencies: ["CPNGCodec", "CPixelKernels"]),
    // Text: TrueType fonts (glyph outlines as paths, metrics, kerning), the bundled fonts, line breaking
    // and text layout.
    .target(
      name: "PixelproofText", dependencies: ["PixelproofGraphics"], resources: [.copy("Resources/Fonts")]),
    // Components, their layout, and painting a layout into a display list.
    .target(name: "PixelproofComponents", dependencies: ["PixelproofGraphics", "PixelproofText"]),
    // List data: identified items, Heckel's diff with IGListKit's semantics, DifferenceKit's staged
    // changesets, and changesets applied to a list state. Pure Swift, no dependencies.
    .target(name: "PixelproofDiff"),
    // Reference files, record modes, comparison, failure artifacts and messages, layout records and their
    // changes, update snapshots' changes, run manifests and the HTML report. No XCTest here.
    .target(
      name: "PixelproofVerifier",
      dependencies: ["PixelproofGraphics", "PixelproofComponents", "PixelproofDiff"]),
    // What tests import: assertSnapshot for XCTest and Swift Testing.
    .target(
      name: "Pixelproof", dependencies: ["PixelproofVerifier", "PixelproofComponents", "PixelproofDiff"]),

    // The example gallery, shared by the gallery executable, the snapshot tests and the benchmarks.
    .target(name: "GalleryExamples", dependencies: ["PixelproofComponents"]),
    .executableTarget(
      name: "PixelproofGallery",
      dependencies: [
        "GalleryExamples", "PixelproofVerifier",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Reviewing snapshots from the command line: failures, the HTML report, orphaned references.
    .executableTarget(
      name: "PixelproofTool",
      dependencies: [
        "PixelproofVerifier", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // What several test targets share (a seeded generator); no product includes it.
    .target(name: "PixelproofTestSupport", path: "Tests/PixelproofTestSupport"),
    .testTarget(
      name: "PixelproofGraphicsTests", dependencies: ["PixelproofGraphics"], resources: [.copy("Fixtures")]),
    .testTarget(
      name: "PixelproofComponentsTests", dependencies: ["PixelproofComponents"],
      resources: [.copy("Resources/FlexboxConformance"), .copy("Resources/ChromiumFlexbox")]),
    .testTarget(
      name: "PixelproofTextTests", dependencies: ["PixelproofText", "PixelproofTestSupport"],
      // The shaping corpus and its fonts are read from the source tree by #filePath.
      exclude: ["Shaping/Fonts", "Shaping/Corpus", "Shaping/known-failures.txt"],
      resources: [.copy("Fonts/CFFFixtures")]),
    .testTarget(
      name: "PixelproofVerifierTests", dependencies: ["PixelproofVerifier", "PixelproofTestSupport"]),
    .testTarget(name: "PixelproofDiffTests", dependencies: ["PixelproofDiff", "PixelproofTestSupport"]),
    // The gallery command's own code is tested too (`@testable import PixelproofGallery`).
    .testTarget(
      name: "PixelproofSnapshotTests",
      dependencies: ["Pixelproof", "PixelproofVerifier", "GalleryExamples", "PixelproofGallery"]),
  ]
)
