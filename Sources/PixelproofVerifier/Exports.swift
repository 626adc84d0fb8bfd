// The verifier speaks in components and images; its users get both with one import.
@_exported import PixelproofComponents
