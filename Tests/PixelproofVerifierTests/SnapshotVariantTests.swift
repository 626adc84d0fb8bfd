import PixelproofVerifier
import Testing

/// Snapshot variants: their name suffixes, the references they name, the order of a product of
/// settings, the errors for lists that cannot be rendered, and rendering in a variant's environment.
@Suite struct SnapshotVariantTests {
  private func reference(_ variant: SnapshotVariant, name: String? = nil) throws -> SnapshotReference {
    try SnapshotReference(suite: "CardTests", test: "testCard()", name: name, variant: variant)
  }

  // MARK: Names

  @Test func theDefaultVariantAddsNothingToTheName() throws {
    let variant = SnapshotVariant(scale: 2)
    #expect(variant.nameSuffix.isEmpty)
    #expect(variant.traits == EnvironmentTraits())
    let plain = try SnapshotReference(suite: "CardTests", test: "testCard()", name: "header", scale: 2)
    #expect(plain == (try reference(variant, name: "header")))
    #expect(plain.relativePath == "CardTests/testCard_header@2x.png")
    #expect(try reference(variant).relativePath == "CardTests/testCard@2x.png")
  }

  @Test func eachSettingAddsItsPartInAFixedOrderBeforeTheScale() throws {
    #expect(SnapshotVariant(scale: 1, colorScheme: .dark).nameSuffix == "_dark")
    #expect(SnapshotVariant(scale: 1, layoutDirection: .rightToLeft).nameSuffix == "_rtl")
    #expect(SnapshotVariant(scale: 1, textSize: .extraLarge).nameSuffix == "_textXL")
    let all = SnapshotVariant(
      scale: 3, colorScheme: .dark, layoutDirection: .rightToLeft, textSize: .accessibilityExtraLarge)
    #expect(all.nameSuffix == "_dark_rtl_textAX3")
    #expect(all.description == "_dark_rtl_textAX3@3x")
    #expect(try reference(all).baseName == "testCard_dark_rtl_textAX3@3x")
    // The snapshot's own name comes first, the variant's parts after it.
    #expect(
      try reference(all, name: "header").relativePath == "CardTests/testCard_header_dark_rtl_textAX3@3x.png")
    let darkRTL = SnapshotVariant(scale: 3, colorScheme: .dark, layoutDirection: .rightToLeft)
    #expect(try reference(darkRTL).baseName == "testCard_dark_rtl@3x")
  }

  @Test func everyTextSizeButTheDefaultHasASuffix() {
    let suffixes = TextSize.allCases.map { SnapshotVariant(scale: 2, textSize: $0).nameSuffix }
    #expect(
      suffixes == [
        "_textXS", "_textS", "_textM", "", "_textXL", "_textXXL", "_textXXXL",
        "_textAX1", "_textAX2", "_textAX3", "_textAX4", "_textAX5",
      ])
  }

  @Test func aVariantsFailureFilesCarryItsSuffix() throws {
    let trio = FailureArtifacts(
      reference: try reference(SnapshotVariant(scale: 2, colorScheme: .dark, textSize: .small)),
      failureFolder: "/diffs")
    #expect(trio.diffPath == "/diffs/CardTests/testCard_dark_textS@2x.diff.png")
  }

  // MARK: Products

  @Test func theProductVariesSchemeSlowestThenDirectionThenTextSizeThenScale() throws {
    let variants = try SnapshotVariants(
      scales: [3, 1], colorSchemes: [.dark, .light], layoutDirections: [.leftToRight, .rightToLeft],
      textSizes: [.default, .extraExtraExtraLarge]
    ).variants()
    #expect(variants.count == 16)
    #expect(
      variants.map(\.description) == [
        "_dark@3x", "_dark@1x", "_dark_textXXXL@3x", "_dark_textXXXL@1x",
        "_dark_rtl@3x", "_dark_rtl@1x", "_dark_rtl_textXXXL@3x", "_dark_rtl_textXXXL@1x",
        "@3x", "@1x", "_textXXXL@3x", "_textXXXL@1x",
        "_rtl@3x", "_rtl@1x", "_rtl_textXXXL@3x", "_rtl_textXXXL@1x",
      ])
  }

  @Test func withoutScalesTheAssertionsScaleOrTwoIsUsed() throws {
    #expect(try SnapshotVariants.lightAndDark.variants().map(\.description) == ["@2x", "_dark@2x"])
    #expect(try SnapshotVariants.lightAndDark.variants(scale: 3).map(\.description) == ["@3x", "_dark@3x"])
    #expect(
      try SnapshotVariants.bothLayoutDirections.variants(scale: 1).map(\.description) == ["@1x", "_rtl@1x"])
    #expect(try SnapshotVariants.default.variants().map(\.description) == ["@2x"])
    #expect(try SnapshotVariants().variants(scale: 1) == [SnapshotVariant(scale: 1)])
    #expect(try SnapshotVariants.allScales.variants().map(\.description) == ["@1x", "@2x", "@3x"])
  }

  @Test func scalesGivenBothByTheAssertionAndItsVariantsAreAnError() {
    #expect(throws: SnapshotVariantError.scaleGivenTwice(scale: 2, variantScales: [1, 2, 3])) {
      try SnapshotVariants.allScales.variants(scale: 2)
    }
    #expect(
      SnapshotVariantError.scaleGivenTwice(scale: 2, variantScales: [1, 2, 3]).description
        == "the assertion gives scale 2 and its variants give scales [1, 2, 3]; give the scales in one "
        + "place: leave out scale:, or the variants' scales")
  }

  @Test func emptyListsAreErrorsNamingTheList() {
    #expect(throws: SnapshotVariantError.emptyList("scales")) { try SnapshotVariants(scales: []) }
    #expect(throws: SnapshotVariantError.emptyList("colorSchemes")) { try SnapshotVariants(colorSchemes: []) }
    #expect(throws: SnapshotVariantError.emptyList("layoutDirections")) {
      try SnapshotVariants(layoutDirections: [])
    }
    #expect(throws: SnapshotVariantError.emptyList("textSizes")) { try SnapshotVariants(textSizes: []) }
    #expect(
      SnapshotVariantError.emptyList("textSizes").description
        == "snapshot variants need at least one value in textSizes; leave textSizes out for the default")
  }

  @Test func valuesListedTwiceAreErrorsNamingTheValue() {
    #expect(throws: SnapshotVariantError.duplicate("scales", value: "2")) {
      try SnapshotVariants(scales: [2, 3, 2])
    }
    #expect(throws: SnapshotVariantError.duplicate("colorSchemes", value: ".dark")) {
      try SnapshotVariants(colorSchemes: [.dark, .light, .dark])
    }
    #expect(throws: SnapshotVariantError.duplicate("layoutDirections", value: ".rightToLeft")) {
      try SnapshotVariants(layoutDirections: [.rightToLeft, .rightToLeft])
    }
    #expect(throws: SnapshotVariantError.duplicate("textSizes", value: ".large")) {
      try SnapshotVariants(textSizes: [.large, .extraLarge, .default])
    }
    #expect(
      SnapshotVariantError.duplicate("colorSchemes", value: ".dark").description
        == "snapshot variants list .dark twice in colorSchemes; each variant must be a different reference")
  }

  @Test func unsupportedScalesAreErrors() {
    #expect(throws: SnapshotVariantError.unsupportedScale(4)) { try SnapshotVariants(scales: [2, 4]) }
    #expect(throws: SnapshotVariantError.unsupportedScale(0)) { try SnapshotVariants(scales: [0]) }
  }

  // MARK: Rendering

  @Test func eachVariantIsRenderedInItsOwnEnvironment() throws {
    let folders = try TemporaryFolders()
    // Black in the dark, white in the light; 1 x 1 point, 2 wide right to left.
    let swatch = EnvironmentReader { environment in
      View(DynamicColor(light: .white, dark: .black).resolved(for: environment.colorScheme))
        .size(width: environment.layoutDirection == .rightToLeft ? 2 : 1, height: 1)
    }
    let run = SnapshotRun()
    let variants = try SnapshotVariants(
      colorSchemes: [.light, .dark], layoutDirections: [.leftToRight, .rightToLeft]
    ).variants(scale: 1)
    for variant in variants {
      let result = SnapshotVerifier.verify(
        swatch, in: .range(.unconstrained), as: try reference(variant), settings: folders.settings(.all),
        run: run)
      #expect(result.outcome == .recorded)
    }
    #expect(
      folders.files().filter { $0.hasPrefix("ReferenceImages/") } == [
        "ReferenceImages/CardTests/testCard@1x.png", "ReferenceImages/CardTests/testCard_dark@1x.png",
        "ReferenceImages/CardTests/testCard_dark_rtl@1x.png", "ReferenceImages/CardTests/testCard_rtl@1x.png",
      ])
    func image(_ name: String) throws -> StraightBitmap {
      try PNGCodec.decode(folders.bytes(folders.references + "/CardTests/" + name))
    }
    #expect(try image("testCard@1x.png").pixels == [255, 255, 255, 255])
    #expect(try image("testCard_dark@1x.png").pixels == [0, 0, 0, 255])
    #expect(try image("testCard_rtl@1x.png").pixels == [255, 255, 255, 255, 255, 255, 255, 255])
    #expect(try image("testCard_dark_rtl@1x.png").pixels == [0, 0, 0, 255, 0, 0, 0, 255])
  }

  @Test func aVariantsTextSizeReachesItsLabels() throws {
    let folders = try TemporaryFolders()
    let run = SnapshotRun()
    let label = Label("Aa", font: .system(size: 17))
    var widths: [Int] = []
    for textSize in [TextSize.default, .accessibilityExtraExtraExtraLarge] {
      let ref = try reference(SnapshotVariant(scale: 1, textSize: textSize))
      _ = SnapshotVerifier.verify(
        label, in: .range(.unconstrained), as: ref, settings: folders.settings(.all), run: run)
      widths.append(try PNGCodec.decode(folders.bytes(folders.references + "/" + ref.relativePath)).width)
    }
    // 53 / 17 is a little over 3: the large label is about three times as wide, give or take a pixel
    // of rounding each.
    #expect(widths[1] >= 3 * widths[0] - 1 && widths[1] <= 4 * widths[0], "\(widths)")
  }
}
