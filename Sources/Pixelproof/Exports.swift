// Tests import Pixelproof and get components, geometry, list diffs and the verifier's configuration with
// it.
@_exported import PixelproofComponents
@_exported import PixelproofDiff
// Of the verifier, only what an assertion's arguments and a test's scope name. What tools build on
// (SnapshotVerifier, SnapshotReference, LayoutRecord, the review's types) comes with
// `import PixelproofVerifier`, so a test author's completions are not full of it.
@_exported import struct PixelproofVerifier.AccessibilityAudit
@_exported import enum PixelproofVerifier.RecordMode
@_exported import struct PixelproofVerifier.SnapshotConfiguration
@_exported import struct PixelproofVerifier.SnapshotTolerance
@_exported import struct PixelproofVerifier.SnapshotVariant
@_exported import enum PixelproofVerifier.SnapshotVariantError
@_exported import struct PixelproofVerifier.SnapshotVariants
@_exported import func PixelproofVerifier.withSnapshotConfiguration
