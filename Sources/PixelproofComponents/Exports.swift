// Components are built from geometry and colours; users of components get them with one import.
@_exported import PixelproofGraphics
@_exported import PixelproofText
