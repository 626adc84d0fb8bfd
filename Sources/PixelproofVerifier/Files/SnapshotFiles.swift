/// Where a package's snapshot files are, and the one place their paths are made: references in the
/// reference folder, `<Suite>/<name>@<scale>x.png` (`.txt` for a text), and everything a verification
/// leaves for review in the failure folder (``FailureFolder``).
package struct SnapshotFiles: Sendable, Equatable {
  /// The folder that holds one subfolder of references per suite.
  package let referenceDirectory: String
  /// The failure folder.
  package let failureFolder: FailureFolder

  /// The files below `referenceDirectory` and `failureFolder`.
  package init(referenceDirectory: String, failureFolder: String) {
    self.referenceDirectory = referenceDirectory
    self.failureFolder = FailureFolder(failureFolder)
  }

  /// The reference folder's name in the package root, where none is set.
  package static let defaultReferenceFolderName = "ReferenceImages"

  /// The file of `reference` in the reference folder, an image or a text.
  package func referencePath(for reference: SnapshotReference, kind: ReferenceKind = .image) -> String {
    referencePath(suite: reference.suite, baseName: reference.baseName, kind: kind)
  }

  /// The reference file of the snapshot `baseName` of `suite`, an image or a text.
  package func referencePath(suite: String, baseName: String, kind: ReferenceKind) -> String {
    Self.referencePath(
      Self.relativePath(suite: suite, baseName: baseName, kind: kind), in: referenceDirectory)
  }

  /// The files `reference` leaves in the failure folder, an image or a text.
  package func artifacts(for reference: SnapshotReference, kind: ReferenceKind = .image) -> FailureArtifacts {
    failureFolder.artifacts(for: reference, kind: kind)
  }

  /// The file at `relativePath` below the reference folder `referenceDirectory`.
  package static func referencePath(_ relativePath: String, in referenceDirectory: String) -> String {
    referenceDirectory + "/" + relativePath
  }

  /// Whether `path`, a reference path a run resolved, is the file at `relativePath` below its reference
  /// folder, whichever folder that was.
  package static func path(_ path: String, isReference relativePath: String) -> Bool {
    path.hasSuffix("/" + relativePath)
  }

  /// `<Suite>/<name>@<scale>x.png` (`.txt`): a reference's path below the reference folder.
  package static func relativePath(suite: String, baseName: String, kind: ReferenceKind) -> String {
    suite + "/" + baseName + "." + kind.fileExtension
  }

  /// `<Suite>/<name>@<scale>x`, as messages and `pixelproof failures` name a snapshot.
  package static func snapshotName(suite: String, baseName: String) -> String { suite + "/" + baseName }

  /// The snapshot's name as messages give it, `<Suite>/<name>@<scale>x`, from its reference image's path
  /// (a text's keeps its `.txt`).
  package static func snapshotName(referencePath: String) -> String {
    let parts = referencePath.split(separator: "/").suffix(2).map(String.init)
    return withoutImageExtension(parts.joined(separator: "/"))
  }

  /// The suite folder a reference path is in; empty for a path without one.
  package static func suite(referencePath: String) -> String {
    let parts = referencePath.split(separator: "/")
    return parts.count >= 2 ? String(parts[parts.count - 2]) : ""
  }

  /// The reference's file name without `.png` (a text's keeps its `.txt`).
  package static func baseName(referencePath: String) -> String {
    withoutImageExtension(referencePath.split(separator: "/").last.map(String.init) ?? referencePath)
  }

  /// Whether `file` is named as a reference is: any `.png`, or a text named `<name>@<scale>x.txt`;
  /// other texts in the reference folder (notes, a README) are not references.
  package static func isReference(_ file: String) -> Bool {
    file.hasSuffix("." + ReferenceKind.image.fileExtension) || isTextReference(file)
  }

  /// Whether `file` is named as a text reference is, `<name>@<scale>x.txt`.
  package static func isTextReference(_ file: String) -> Bool {
    let ending = "x." + ReferenceKind.text.fileExtension
    guard file.hasSuffix(ending), let at = file.lastIndex(of: "@") else { return false }
    let scale = file[file.index(after: at)..<file.index(file.endIndex, offsetBy: -ending.count)]
    return !scale.isEmpty && scale.allSatisfy { $0.isASCII && $0.isNumber } && at != file.startIndex
  }

  /// `name` without `.png`, when it ends so.
  private static func withoutImageExtension(_ name: String) -> String {
    let ending = "." + ReferenceKind.image.fileExtension
    return name.hasSuffix(ending) ? String(name.dropLast(ending.count)) : name
  }
}

/// What a reference holds: an image or a text.
package enum ReferenceKind: Sendable, Equatable {
  /// A PNG image, `<name>@<scale>x.png`.
  case image
  /// A UTF-8 text, `<name>@<scale>x.txt`, as an accessibility snapshot's transcript.
  case text

  /// The reference file's extension: `png`, `txt`.
  package var fileExtension: String {
    switch self {
    case .image: "png"
    case .text: "txt"
    }
  }
}
