/// What an accessibility element is and how it behaves, as `UIAccessibilityTraits` names them: a screen
/// reader announces them after the label ("Send, button").
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
  /// The bits of the set, one per trait.
  public let rawValue: Int

  /// The traits whose bits are set in `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The element acts as a button; a ``Button`` has it by default.
  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  /// The element opens a link.
  public static let link = AccessibilityTraits(rawValue: 1 << 1)
  /// The element is a heading that divides content into sections.
  public static let header = AccessibilityTraits(rawValue: 1 << 2)
  /// The element is an image; a labelled ``Image`` has it by default.
  public static let image = AccessibilityTraits(rawValue: 1 << 3)
  /// The element is selected, as a toggle that is on; a selected ``Button`` has it by default.
  public static let selected = AccessibilityTraits(rawValue: 1 << 4)
  /// The element is text that does not change; a ``Label`` has it by default.
  public static let staticText = AccessibilityTraits(rawValue: 1 << 5)
  /// The element cannot be used now; a disabled ``Button`` has it by default.
  public static let notEnabled = AccessibilityTraits(rawValue: 1 << 6)
  /// The element searches, as a search field.
  public static let searchField = AccessibilityTraits(rawValue: 1 << 7)
  /// The element is adjusted by swiping up and down, as a slider.
  public static let adjustable = AccessibilityTraits(rawValue: 1 << 8)
  /// The element's value changes on its own, as a timer.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
  /// The element summarises the screen when it appears.
  public static let summaryElement = AccessibilityTraits(rawValue: 1 << 10)
  /// The element plays its own sound when activated.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 11)
  /// The element is a keyboard key.
  public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 12)
  /// The element starts media playback.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 13)
  /// The element is touched directly rather than through the screen reader's gestures.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 14)
  /// Activating the element turns the page, as a book reader's page.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 15)
  /// The element is a tab bar.
  public static let tabBar = AccessibilityTraits(rawValue: 1 << 16)

  /// Every trait with its name, in the order descriptions list them; a list rather than a dictionary so
  /// the order never varies.
  static let named: [(trait: AccessibilityTraits, name: String)] = [
    (.button, "button"), (.link, "link"), (.header, "header"), (.image, "image"), (.selected, "selected"),
    (.staticText, "staticText"), (.notEnabled, "notEnabled"), (.searchField, "searchField"),
    (.adjustable, "adjustable"), (.updatesFrequently, "updatesFrequently"),
    (.summaryElement, "summaryElement"), (.playsSound, "playsSound"), (.keyboardKey, "keyboardKey"),
    (.startsMediaSession, "startsMediaSession"), (.allowsDirectInteraction, "allowsDirectInteraction"),
    (.causesPageTurn, "causesPageTurn"), (.tabBar, "tabBar"),
  ]

  /// The names of the traits in the set, in a fixed order (`["button", "selected"]`).
  public var names: [String] {
    Self.named.filter { contains($0.trait) }.map(\.name)
  }
}
