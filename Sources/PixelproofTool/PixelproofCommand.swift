import ArgumentParser

/// `pixelproof`: reviewing snapshots from the command line.
@main
struct PixelproofCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pixelproof",
    abstract: "Review Pixelproof snapshots.",
    subcommands: [
      FailuresCommand.self, OrphansCommand.self, ReportCommand.self, ReviewCommand.self, ShardCommand.self,
    ])
}
