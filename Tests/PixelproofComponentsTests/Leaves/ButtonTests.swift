import PixelproofComponents
import Testing

/// The Button component: which title, colours and image each state shows, and where its content goes.
@Suite struct ButtonTests {
  static let blue = Color(hex: 0x0A84FF)
  static let green = Color(hex: 0x30D158)
  static let font = Font.system(size: 15, weight: .medium)

  /// A 4 x 4 px opaque square, at scale 2 a 2 x 2 pt icon.
  static func icon() throws -> PremultipliedBitmap {
    PremultipliedBitmap(try StraightBitmap(width: 4, height: 4, filledWith: (0, 0, 0, 255)))
  }

  /// A bigger 32 x 24 px icon, 16 x 12 pt at scale 2: shorter than the 15 pt title.
  static func wideIcon() throws -> PremultipliedBitmap {
    PremultipliedBitmap(try StraightBitmap(width: 32, height: 24, filledWith: (0, 0, 0, 255)))
  }

  /// The frames of the laid-out button's nodes of `kind`, in the button's coordinates.
  static func frames(of kind: String, in layout: Layout) -> [Rect] {
    layout.flattened().filter { $0.kind == kind }.map(\.frame)
  }

  // MARK: Appearance

  @Test func aStateWithoutItsOwnValuesShowsTheNormalOnes() throws {
    let button = Button("Follow", image: try Self.icon()).titleColor(.white).backgroundColor(Self.blue)
    let normal = button.appearance(in: .normal)
    #expect(normal.title == "Follow" && normal.titleColor == .white && normal.backgroundColor == Self.blue)
    #expect(normal.image?.bitmap == (try Self.icon()) && normal.imageTint == .white && normal.imageAlpha == 1)
    // Selected has no adjustment of its own: everything is the normal state's.
    #expect(button.appearance(in: .selected) == normal)
    let highlighted = button.appearance(in: .highlighted)
    #expect(highlighted.title == "Follow" && highlighted.titleColor == .white)
    #expect(highlighted.image == normal.image)
    let disabled = button.appearance(in: .disabled)
    #expect(disabled.title == "Follow" && disabled.backgroundColor == Self.blue)
    #expect(disabled.image == normal.image)
  }

  @Test func aStatesOwnValuesWinOverTheNormalOnes() throws {
    let other = try Self.wideIcon()
    var button = Button("Follow", image: try Self.icon()).titleColor(.white).backgroundColor(Self.blue)
    for state in [Button.State.highlighted, .selected, .disabled] {
      button = button.title("Following", for: state).titleColor(.black, for: state)
        .backgroundColor(Self.green, for: state).image(other, scale: 2, rendering: .original, for: state)
    }
    for state in [Button.State.highlighted, .selected, .disabled] {
      let look = button.appearance(in: state)
      #expect(look.title == "Following" && look.titleColor == .black && look.backgroundColor == Self.green)
      #expect(look.image == Button.StateImage(other, scale: 2, rendering: .original))
      // An original image has no tint, and the disabled state's own image is not dimmed.
      #expect(look.imageTint == nil && look.imageAlpha == 1)
    }
    // Setting a state's value to nil removes it, so the normal one shows again.
    #expect(button.title(nil, for: .selected).appearance(in: .selected).title == "Follow")
  }

  @Test func aDisabledButtonDimsTheNormalTitleColourUnlessItHasItsOwn() throws {
    let button = Button("Follow", image: try Self.icon()).titleColor(Self.blue).state(.disabled)
    // The normal colour at 0.4 of its alpha: 255 * 0.4 = 102.
    let dimmed = Color(hex: 0x0A84FF, alpha: 102)
    #expect(Button.disabledTitleAlphaFactor == 0.4)
    #expect(button.appearance().titleColor == dimmed)
    // A template image is drawn in the dimmed colour, so it is not dimmed a second time.
    #expect(button.appearance().imageTint == dimmed && button.appearance().imageAlpha == 1)
    // Half-transparent normal colours are dimmed from their own alpha: 128 * 0.4 = 51.2.
    let translucent = Button("Follow").titleColor(Color(hex: 0x0A84FF, alpha: 128))
    #expect(translucent.appearance(in: .disabled).titleColor == Color(hex: 0x0A84FF, alpha: 51))
    // The default title colour, system blue, is dimmed too.
    #expect(Button("Follow").appearance(in: .disabled).titleColor == Color(hex: 0x007AFF, alpha: 102))
    // An original image falling back from the normal state is dimmed like the title.
    let original = button.image(try Self.icon(), rendering: .original)
    #expect(original.appearance().imageTint == nil && original.appearance().imageAlpha == 0.4)
    // The disabled state's own colour is used as it is.
    #expect(button.titleColor(.black, for: .disabled).appearance().titleColor == .black)
    // The other states do not dim.
    for state in [Button.State.normal, .highlighted, .selected] {
      #expect(button.appearance(in: state).titleColor == Self.blue)
    }
  }

  @Test func aHighlightedButtonDarkensTheNormalBackgroundUnlessItHasItsOwn() {
    let button = Button("Follow").backgroundColor(Color(hex: 0x0A84FF, alpha: 200))
    // 20% toward black, alpha kept: 10 * 0.8 = 8, 132 * 0.8 = 105.6, 255 * 0.8 = 204.
    #expect(Button.highlightedBackgroundDarkening == 0.2)
    #expect(
      button.appearance(in: .highlighted).backgroundColor
        == Color(red: 8, green: 106, blue: 204, alpha: 200))
    let own = button.backgroundColor(Self.green, for: .highlighted)
    #expect(own.appearance(in: .highlighted).backgroundColor == Self.green)
    // No normal background, no highlighted one either; and only the highlighted state darkens.
    #expect(Button("Follow").appearance(in: .highlighted).backgroundColor == nil)
    #expect(button.appearance(in: .selected).backgroundColor == Color(hex: 0x0A84FF, alpha: 200))
    #expect(button.appearance(in: .disabled).backgroundColor == Color(hex: 0x0A84FF, alpha: 200))
  }

  @Test func theDefaultsAreSystemBlueTitlesEightBySixteenInsetsAndSixPointsOfSpacing() {
    let button = Button("Follow")
    #expect(button.state == .normal && button.appearance().titleColor == Color(hex: 0x007AFF))
    #expect(button.appearance().backgroundColor == nil && button.appearance().image == nil)
    #expect(button.contentInsets == EdgeInsets(horizontal: 16, vertical: 8))
    #expect(button.imageSpacing == 6 && button.cornerRadius == 0)
  }

  // MARK: Layout

  @Test func itsSizeIsTheContentPlusTheInsetsWithTheImageLeftOfTheTitle() throws {
    let button = Button("Follow").image(try Self.wideIcon(), scale: 2).font(Self.font)
    let title = try layout(Label("Follow", font: Self.font), .unconstrained, scale: 2).size
    let image = try layout(Image(try Self.wideIcon(), scale: 2), .unconstrained, scale: 2).size
    let contentHeight = max(title.height, image.height)
    let laidOut = try layout(button, .unconstrained, scale: 2)

    #expect(
      laidOut.size == Size(width: 16 + image.width + 6 + title.width + 16, height: 8 + contentHeight + 8))
    // Centred across the row, offsets floored to the 2x pixel grid as Stack does.
    func centred(_ height: Double) -> Double { 8 + ((contentHeight - height) / 2 * 2).rounded(.down) / 2 }
    #expect(
      Self.frames(of: "Image", in: laidOut)
        == [Rect(origin: Point(x: 16, y: centred(image.height)), size: image)])
    #expect(
      Self.frames(of: "Label", in: laidOut)
        == [Rect(origin: Point(x: 16 + image.width + 6, y: centred(title.height)), size: title)])
    // The background fills the button.
    #expect(Self.frames(of: "View", in: laidOut) == [Rect(origin: .zero, size: laidOut.size)])
  }

  @Test func aTitleOnlyOrImageOnlyButtonHasNoSpacingAndItsOwnInsets() throws {
    let title = try layout(Label("Follow", font: Self.font), .unconstrained, scale: 2).size
    let titleOnly = try layout(
      Button("Follow").font(Self.font).contentInsets(horizontal: 10, vertical: 4), .unconstrained, scale: 2)
    #expect(titleOnly.size == Size(width: 10 + title.width + 10, height: 4 + title.height + 4))
    #expect(Self.frames(of: "Label", in: titleOnly).map(\.origin) == [Point(x: 10, y: 4)])

    let imageOnly = try layout(
      Button(image: try Self.wideIcon()).title("", for: .normal), .unconstrained, scale: 2)
    // At scale 1 the 32 x 24 px icon is 32 x 24 pt; an empty title adds no label and no spacing.
    #expect(imageOnly.size == Size(width: 16 + 32 + 16, height: 8 + 24 + 8))
    #expect(Self.frames(of: "Label", in: imageOnly).isEmpty)
  }

  @Test func inALargerFrameTheContentIsCentredAndTheBackgroundFillsIt() throws {
    let button = Button("Follow").font(Self.font).backgroundColor(Self.blue)
    let natural = try layout(button, .unconstrained, scale: 2).size
    let title = try layout(Label("Follow", font: Self.font), .unconstrained, scale: 2).size
    let wide = try layout(button, exactly(200, 60), scale: 2)
    #expect(wide.size == Size(width: 200, height: 60))
    #expect(Self.frames(of: "View", in: wide) == [Rect(x: 0, y: 0, width: 200, height: 60)])
    // The inset content keeps its natural size, centred and rounded to the 2x grid, as Center does.
    let left = ((200 - natural.width) / 2 * 2).rounded() / 2
    let top = ((60 - natural.height) / 2 * 2).rounded() / 2
    #expect(
      Self.frames(of: "Label", in: wide) == [Rect(origin: Point(x: left + 16, y: top + 8), size: title)])
  }

  @Test func aNarrowFrameTruncatesTheTitleInsideTheInsets() throws {
    let long = Button("A title far too long for its button").font(Self.font)
    let laidOut = try layout(long, range(maxWidth: 120), scale: 2)
    #expect(laidOut.size.width == 120)
    let label = try #require(Self.frames(of: "Label", in: laidOut).first)
    #expect(label.minX == 16 && label.width == 120 - 32, "\(laidOut)")
  }

  // MARK: Painting

  @Test func thePaintedBackgroundAndTemplateImageTakeTheResolvedColours() throws {
    let button = Button("Follow", image: try Self.icon()).titleColor(.white).backgroundColor(Self.blue)
    let highlighted = try layout(button.state(.highlighted), .unconstrained, scale: 2).displayList()
    guard case .fillRect(_, .color(let background)) = highlighted.items.first else {
      Issue.record("\(highlighted.items)")
      return
    }
    #expect(background == button.appearance(in: .highlighted).backgroundColor)

    let disabled = try layout(button.state(.disabled).cornerRadius(6), .unconstrained, scale: 2).displayList()
    let tints = disabled.items.compactMap { item -> Color? in
      guard case .fillRect(_, .bitmap(let paint)) = item else { return nil }
      return paint.tint
    }
    #expect(tints == [button.appearance(in: .disabled).titleColor])
    // Rounded corners make the background a path rather than a rectangle.
    guard case .fillPath(_, _, .color(let rounded)) = disabled.items.first else {
      Issue.record("\(disabled.items)")
      return
    }
    #expect(rounded == Self.blue)
  }
}
