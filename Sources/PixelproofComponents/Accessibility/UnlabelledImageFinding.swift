/// An image that a screen reader says nothing about: it has no accessibility label and is not hidden.
/// Without a label UIKit leaves an image view out of the elements, so a VoiceOver user never learns it
/// is there; the reviewer decides whether it is decorative (hide it) or means something (label it).
public struct UnlabelledImageFinding: Sendable, Hashable, CustomStringConvertible {
  /// The name of the image's layout node, as descriptions show it (`Image#avatar`).
  public var name: String
  /// The image's frame, in the coordinates of the layout it was found in.
  public var frame: Rect

  /// A finding that the image `name` at `frame` has no label and is not hidden.
  ///
  /// - Parameters:
  ///   - name: the image's node name, as `Image#avatar`.
  ///   - frame: its frame in points.
  public init(name: String, frame: Rect) {
    self.name = name
    self.frame = frame
  }

  /// One line: `Image#avatar (16, 8, 40, 40): no accessibility label and not hidden; label it, or hide
  /// it if it is decorative`.
  public var description: String {
    "\(name) \(frame): no accessibility label and not hidden; label it, or hide it if it is decorative"
  }
}
