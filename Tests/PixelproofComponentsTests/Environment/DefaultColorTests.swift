import PixelproofComponents
import Testing

/// Components' default colours follow the colour scheme, as UIKit's semantic colours do; colours given
/// explicitly stay as given.
@Suite struct DefaultColorTests {
  /// The colours of the glyph runs that `component` paints, laid out under `scheme`.
  func textColors(_ component: any Component, _ scheme: ColorScheme) throws -> [Color] {
    let environment = LayoutEnvironment(colorScheme: scheme)
    let laid = try component.layoutThatFits(
      SizeRange(min: .zero, max: Size(width: 300, height: 300)),
      parentSize: ParentSize(width: 300, height: 300), environment: environment)
    return laid.displayList().items.compactMap {
      if case .glyphs(let run) = $0 { run.color } else { nil }
    }
  }

  @Test func aLabelWithoutAColourIsBlackInTheLightAndWhiteInTheDark() throws {
    #expect(try textColors(Label("Hi"), .light) == [.black])
    #expect(try textColors(Label("Hi"), .dark) == [.white])
  }

  @Test func aLabelGivenAColourKeepsItInTheDark() throws {
    #expect(try textColors(Label("Hi", color: .black), .dark) == [.black])
    let brand = DynamicColor(light: Color(hex: 0x112233), dark: Color(hex: 0xAABBCC))
    #expect(try textColors(Label("Hi", color: brand), .dark) == [Color(hex: 0xAABBCC)])
  }

  @Test func runsWithoutAColourTakeTheLabelsTextColour() throws {
    let label = Label(runs: [
      TextRun("Bold ", font: .system(size: 17, weight: .bold)),
      TextRun("grey", font: .system(size: 17), color: Color(hex: 0x8E8E93)),
    ])
    #expect(try textColors(label, .dark) == [.white, Color(hex: 0x8E8E93)])
    var secondary = label
    secondary.textColor = .secondaryLabel
    #expect(try textColors(secondary, .light) == [Color(hex: 0x3C3C43, alpha: 153), Color(hex: 0x8E8E93)])
  }

  @Test func aButtonsDefaultTitleIsSystemBlueForTheScheme() throws {
    #expect(try textColors(Button("Follow"), .light) == [Color(hex: 0x007AFF)])
    #expect(try textColors(Button("Follow"), .dark) == [Color(hex: 0x0A84FF)])
    #expect(Button("Follow").appearance(colorScheme: .dark).titleColor == Color(hex: 0x0A84FF))
    #expect(try textColors(Button("Follow").titleColor(.white), .dark) == [.white])
  }

  /// The values Apple documents for iOS (Human Interface Guidelines, "Color"), alphas as fractions of 255.
  @Test func systemColoursHaveUIKitsDocumentedValues() {
    #expect(DynamicColor.label.resolved(for: .light) == Color(red: 0, green: 0, blue: 0))
    #expect(DynamicColor.label.resolved(for: .dark) == Color(red: 255, green: 255, blue: 255))
    #expect(
      DynamicColor.secondaryLabel.resolved(for: .dark) == Color(red: 235, green: 235, blue: 245, alpha: 153))
    #expect(DynamicColor.separator.resolved(for: .light) == Color(red: 60, green: 60, blue: 67, alpha: 74))
    #expect(DynamicColor.opaqueSeparator.resolved(for: .dark) == Color(red: 56, green: 56, blue: 58))
    #expect(DynamicColor.systemBackground.resolved(for: .dark) == Color(red: 0, green: 0, blue: 0))
    #expect(
      DynamicColor.secondarySystemGroupedBackground.resolved(for: .dark)
        == Color(red: 28, green: 28, blue: 30))
  }
}
