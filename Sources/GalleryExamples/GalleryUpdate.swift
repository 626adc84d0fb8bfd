import PixelproofComponents

/// One update in the gallery: a screen before and after an update, verified as an update snapshot
/// (`ReferenceImages/Gallery/<name>_before@<scale>x.png` and `…_after@<scale>x.png`, and the changes
/// image in the failure folder).
public struct GalleryUpdate: Sendable {
  /// The update's name, which its references start with.
  public let name: String
  /// The screen before the update.
  public let before: any Component
  /// The screen after it.
  public let after: any Component
  /// The space both states are shown in.
  public let size: SizeProposal
  /// Pixels per point.
  public let scale: Int
}

extension Gallery {
  /// The gallery's updates: a mail list whose cells move, arrive, leave and change.
  public static let updates: [GalleryUpdate] = [
    GalleryUpdate(
      name: "mailboxesUpdate", before: MailboxesList(MailboxesList.before),
      after: MailboxesList(MailboxesList.after), size: .width(375), scale: 2)
  ]
}
