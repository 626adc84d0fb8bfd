import PixelproofComponents

/// A mail app's inset grouped list of mailboxes, each row an icon, a name and a count, identified by
/// its mailbox so an update pairs the rows of two states.
public struct MailboxesList: CompositeComponent {
  /// One mailbox row.
  public struct Mailbox: Sendable {
    let id: String
    let name: String
    let icon: Color
    let count: Int?
  }

  /// Inbox, Drafts, Sent, Archive, Spam, Outbox.
  public static let before = [
    Mailbox(id: "Row#1", name: "Inbox", icon: Palette.accent, count: 12),
    Mailbox(id: "Row#2", name: "Drafts", icon: Palette.gray, count: 2),
    Mailbox(id: "Row#3", name: "Sent", icon: Palette.accent, count: nil),
    Mailbox(id: "Row#42", name: "Archive", icon: Palette.indigo, count: nil),
    Mailbox(id: "Row#9", name: "Spam", icon: Palette.danger, count: 31),
    Mailbox(id: "Row#5", name: "Outbox", icon: Palette.warm, count: 1),
  ]

  /// Archive taken to the top, Sent removed, Spam renamed Junk, Trash added before Outbox.
  public static let after = [
    Mailbox(id: "Row#42", name: "Archive", icon: Palette.indigo, count: nil),
    Mailbox(id: "Row#1", name: "Inbox", icon: Palette.accent, count: 12),
    Mailbox(id: "Row#2", name: "Drafts", icon: Palette.gray, count: 2),
    Mailbox(id: "Row#9", name: "Junk", icon: Palette.danger, count: 31),
    Mailbox(id: "Row#77", name: "Trash", icon: Palette.green, count: nil),
    Mailbox(id: "Row#5", name: "Outbox", icon: Palette.warm, count: 1),
  ]

  let mailboxes: [Mailbox]

  /// The list of `mailboxes`, in order.
  public init(_ mailboxes: [Mailbox]) {
    self.mailboxes = mailboxes
  }

  public var body: some Component {
    List(style: .insetGrouped) {
      Section(id: "mailboxes", header: "Mailboxes") {
        for mailbox in mailboxes {
          row(mailbox).id(mailbox.id)
        }
      }
    }
  }

  private func row(_ mailbox: Mailbox) -> any Component {
    Stack(.horizontal, spacing: 12, align: .center) {
      View(mailbox.icon).cornerRadius(7).size(width: 29, height: 29)
      Label(mailbox.name, color: Palette.text).flexGrow(1).flexShrink(1)
      if let count = mailbox.count { Label("\(count)", color: Palette.secondaryText) }
    }
    .inset(horizontal: 16, vertical: 7.5)
    .size(minHeight: 44)
  }
}
