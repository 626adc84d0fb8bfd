// swift-tools-version: 6.1
import PackageDescription

// Pixelproof's benchmarks, kept out of the root package so that its users never build them.
// Run them from this folder: `swift run -c release pixelproof-benchmarks --help`.
let package = Package(
  name: "PixelproofBenchmarks",
  // The root package's platforms.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .executable(name: "pixelproof-benchmarks", targets: ["PixelproofBenchmarks"])
  ],
  dependencies: [
    .package(name: "Pixelproof", path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
  ],
  targets: [
    // libpng itself, for the baseline that decodes PNGs without Pixelproof's codec.
    .systemLibrary(
      name: "BenchmarkLibPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
    ),
    .executableTarget(
      name: "PixelproofBenchmarks",
      dependencies: [
        "BenchmarkLibPNG",
        .product(name: "PixelproofVerifier", package: "Pixelproof"),
        .product(name: "PixelproofDiff", package: "Pixelproof"),
        .product(name: "PixelproofGalleryExamples", package: "Pixelproof"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
  ]
)
