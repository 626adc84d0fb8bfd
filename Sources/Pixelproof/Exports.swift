// Tests import Pixelproof and get components, geometry, list diffs and the verifier's configuration with
// it.
@_exported import PixelproofComponents
@_exported import PixelproofVerifier
@_exported import PixelproofDiff
