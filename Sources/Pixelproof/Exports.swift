// Tests import Pixelproof and get components, geometry and the verifier's configuration with it.
@_exported import PixelproofComponents
@_exported import PixelproofVerifier
