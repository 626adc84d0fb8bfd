/// A button as ComponentKit's `CKButtonComponent` draws a `UIButton`: a title and an optional image side
/// by side, centred in content insets on a rounded background, each looking as the button's ``state``
/// says.
///
/// ```swift
/// Button("Follow", image: plus)
///   .titleColor(.white)
///   .backgroundColor(Color(hex: 0x0A84FF))
///   .backgroundColor(Color(hex: 0x34C759), for: .selected)
///   .cornerRadius(8)
///   .state(.highlighted)
/// ```
///
/// Title, title colour, background colour and image are set per state and resolved by ``appearance(in:colorScheme:)``
/// with `UIButton`'s fallback: a state without its own value shows the `.normal` one, with two
/// adjustments so that the states still look different when only `.normal` is set:
/// - a disabled button without its own title colour draws the normal one at
///   ``disabledTitleAlphaFactor`` of its alpha (a template image follows the title colour; an original
///   image is dimmed the same way, as `adjustsImageWhenDisabled` does);
/// - a highlighted button without its own background colour darkens the normal one by
///   ``highlightedBackgroundDarkening`` toward black, keeping its alpha.
///
/// Its own size is the content's (image, ``imageSpacing``, title) plus ``contentInsets``. Given more room,
/// the content stays that size, centred, and the background fills the frame; given less, the title is
/// truncated.
public struct Button: CompositeComponent {
  /// The control state that picks the appearance, as `UIControl.State`.
  public enum State: Sendable, Hashable, CaseIterable {
    /// Not touched, enabled: the state every other one falls back to.
    case normal
    /// Being pressed.
    case highlighted
    /// Selected, as a toggle that is on.
    case selected
    /// Not enabled.
    case disabled
  }

  /// How a button's image is coloured, as `UIImage.RenderingMode`.
  public enum ImageRendering: Sendable, Hashable {
    /// The title colour wherever the image is opaque.
    case template
    /// The bitmap's own colours.
    case original
  }

  /// The image a button shows in one state.
  public struct StateImage: Sendable, Equatable {
    /// The image's pixels.
    public var bitmap: PremultipliedBitmap
    /// Pixels per point of the bitmap.
    public var scale: Double
    /// Whether it is drawn in the title colour or as it is.
    public var rendering: ImageRendering

    /// `bitmap` at `scale` pixels per point, drawn as `rendering` says.
    public init(_ bitmap: PremultipliedBitmap, scale: Double = 1, rendering: ImageRendering = .template) {
      self.bitmap = bitmap
      self.scale = scale
      self.rendering = rendering
    }
  }

  /// What a button shows in one state, after the fallbacks.
  public struct Appearance: Sendable, Equatable {
    /// Nil or empty for an image-only button.
    public var title: String?
    /// The title's colour.
    public var titleColor: Color
    /// Nil for no background.
    public var backgroundColor: Color?
    /// The image, if any.
    public var image: StateImage?
    /// The colour a template image is drawn in (the title colour); nil for an original image.
    public var imageTint: Color?
    /// The image's opacity, 0...1.
    public var imageAlpha: Double
  }

  /// Alpha a disabled title keeps when the disabled state has no colour of its own. Dimming rather than
  /// greying keeps a coloured title's hue; 0.4 still reads on white and on the usual fills.
  public static let disabledTitleAlphaFactor = 0.4
  /// How far toward black a highlighted background falls back from the normal one: enough to see the
  /// press on light and mid fills without losing the fill's hue.
  public static let highlightedBackgroundDarkening = 0.2
  /// The title colour when none is set: UIKit's `systemBlue` (#007AFF, #0A84FF in the dark), resolved
  /// for the colour scheme the button is laid out in.
  public static let defaultTitleColor = DynamicColor.systemBlue

  /// The state the button is shown in.
  public var state: State = .normal
  /// Each state's own title; a state without one shows the normal title.
  public var titles: [State: String] = [:]
  /// Each state's own title colour; see ``Button`` for the fallbacks.
  public var titleColors: [State: Color] = [:]
  /// Each state's own background colour; see ``Button`` for the fallbacks.
  public var backgroundColors: [State: Color] = [:]
  /// Each state's own image; a state without one shows the normal image.
  public var images: [State: StateImage] = [:]
  /// 17 pt Noto Sans, the ``Label`` default.
  public var font: Font = .system(size: 17)
  /// Space between the content and the button's edges: 8 pt above and below, 16 pt at the sides.
  public var contentInsets = EdgeInsets(horizontal: 16, vertical: 8)
  /// The background's corner radius in points.
  public var cornerRadius: Double = 0
  /// Space between the image and the title when the button has both.
  public var imageSpacing: Double = 6

  /// A button with `title` and `image` for the normal state.
  ///
  /// - Parameters:
  ///   - title: the normal title; nil for none.
  ///   - image: the normal image, drawn as a template at scale 1; nil for none.
  ///   - state: the state the button is shown in.
  public init(_ title: String? = nil, image: PremultipliedBitmap? = nil, state: State = .normal) {
    if let title { titles[.normal] = title }
    if let image { images[.normal] = StateImage(image) }
    self.state = state
  }

  // MARK: Modifiers

  /// The button shown in `state`.
  public func state(_ state: State) -> Button { with { $0.state = state } }

  /// The button with `title` for `state`; nil removes the state's own title.
  public func title(_ title: String?, for state: State = .normal) -> Button {
    with { $0.titles[state] = title }
  }

  /// The button with a title colour for `state`; nil removes the state's own colour.
  public func titleColor(_ color: Color?, for state: State = .normal) -> Button {
    with { $0.titleColors[state] = color }
  }

  /// The background for `state`, filling the whole button inside its rounded corners.
  public func backgroundColor(_ color: Color?, for state: State = .normal) -> Button {
    with { $0.backgroundColors[state] = color }
  }

  /// The image for `state`, left of the title.
  ///
  /// - Parameters:
  ///   - bitmap: the image; nil removes the state's own image (it then falls back to the normal one).
  ///   - scale: pixels per point: an `@2x` bitmap is 2.
  ///   - rendering: `.template` draws it in the title colour, `.original` as it is.
  ///   - state: the state it is shown in.
  public func image(
    _ bitmap: PremultipliedBitmap?, scale: Double = 1, rendering: ImageRendering = .template,
    for state: State = .normal
  ) -> Button {
    with { $0.images[state] = bitmap.map { StateImage($0, scale: scale, rendering: rendering) } }
  }

  /// The button with its title in `font`.
  public func font(_ font: Font) -> Button { with { $0.font = font } }

  /// The button with `insets` between its content and its edges.
  public func contentInsets(_ insets: EdgeInsets) -> Button { with { $0.contentInsets = insets } }

  /// The button with `horizontal` points at the sides of its content and `vertical` above and below.
  public func contentInsets(horizontal: Double, vertical: Double) -> Button {
    contentInsets(EdgeInsets(horizontal: horizontal, vertical: vertical))
  }

  /// The button with its background's corners rounded to `radius` points.
  public func cornerRadius(_ radius: Double) -> Button { with { $0.cornerRadius = radius } }

  /// The button with `spacing` points between its image and its title.
  public func imageSpacing(_ spacing: Double) -> Button { with { $0.imageSpacing = spacing } }

  private func with(_ change: (inout Button) -> Void) -> Button {
    var copy = self
    change(&copy)
    return copy
  }

  // MARK: Appearance and layout

  /// What the button shows in `state` (its own ``state`` when nil) under `colorScheme`, with the
  /// fallbacks described above.
  public func appearance(in state: State? = nil, colorScheme: ColorScheme = .light) -> Appearance {
    let state = state ?? self.state
    let normalColor = titleColors[.normal] ?? Self.defaultTitleColor.resolved(for: colorScheme)
    let titleColor =
      titleColors[state]
      ?? (state == .disabled ? normalColor.alphaScaled(by: Self.disabledTitleAlphaFactor) : normalColor)
    let background =
      backgroundColors[state]
      ?? (state == .highlighted
        ? backgroundColors[.normal]?.darkened(by: Self.highlightedBackgroundDarkening)
        : backgroundColors[.normal])
    let ownImage = images[state]
    let image = ownImage ?? images[.normal]
    let dimsImage = state == .disabled && ownImage == nil && image?.rendering == .original
    return Appearance(
      title: titles[state] ?? titles[.normal],
      titleColor: titleColor,
      backgroundColor: background,
      image: image,
      imageTint: image?.rendering == .template ? titleColor : nil,
      imageAlpha: dimsImage ? Self.disabledTitleAlphaFactor : 1)
  }

  /// The button's background, image and title for its state in the light colour scheme, centred in its
  /// content insets.
  public var body: some Component { body(for: .light) }

  /// Lays out the button as drawn under the environment's colour scheme (``body(for:)``), as a
  /// composite lays out its body.
  ///
  /// - Throws: what the body's layout throws.
  public func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  )
    throws(LayoutError) -> Layout
  {
    let body = body(for: environment.colorScheme)
    let child = try body.layoutThatFits(range, parentSize: parentSize, environment: environment)
    return Layout(component: self, size: child.size, children: [.init(position: .zero, layout: child)])
  }

  /// The button's background, image and title for its state under `colorScheme`, centred in its content
  /// insets.
  public func body(for colorScheme: ColorScheme) -> some Component {
    let look = appearance(colorScheme: colorScheme)
    var content: [any Component] = []
    if let image = look.image {
      var view = Image(image.bitmap, scale: image.scale).tint(look.imageTint)
      if look.imageAlpha < 1 { view = view.alpha(look.imageAlpha) }
      content.append(view)
    }
    if let title = look.title, !title.isEmpty {
      // Only the title gives way when the button is too narrow, truncated as UIButton's title label is.
      content.append(Label(title, font: font, color: look.titleColor).flexShrink(1))
    }
    // The content keeps its own size inside a larger frame, centred; the background fills the frame.
    return Stack(.horizontal, spacing: imageSpacing, align: .center, children: content)
      .inset(contentInsets)
      .centered(.xy, sizing: .minimumXY)
      .background { View(look.backgroundColor).cornerRadius(cornerRadius) }
  }
}

extension Color {
  /// The colour with its alpha multiplied by `factor` (0...1).
  fileprivate func alphaScaled(by factor: Double) -> Color {
    var copy = self
    copy.alpha = UInt8(clampedUnit: Double(alpha) / 255 * factor)
    return copy
  }

  /// The colour moved `amount` (0...1) of the way toward black, alpha unchanged.
  fileprivate func darkened(by amount: Double) -> Color {
    func channel(_ value: UInt8) -> UInt8 { UInt8(clampedUnit: Double(value) / 255 * (1 - amount)) }
    return Color(red: channel(red), green: channel(green), blue: channel(blue), alpha: alpha)
  }
}
