import PixelproofGraphics
import PixelproofText

// libFuzzer target for the font reader: opens the input and asks every kind of question of it. Any
// answer or FontError is fine; a crash, a leak, or a run over the time and memory limits is not.
// Built by scripts/fuzz.sh with `-sanitize=fuzzer,address`; libFuzzer brings `main`.

/// How many glyphs are outlined, advanced and kerned per input, so one run stays fast.
private let glyphCap = 64

/// Runs one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fontFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  guard let face = try? FontFace(data: bytes) else { return 0 }
  // Metrics: every one of them is read at open, so they are only touched here.
  let metrics = [face.unitsPerEm, face.ascender, face.descender, face.lineGap, face.glyphCount]
  precondition(metrics[0] >= 16 && metrics[4] > 0, "a font opened with impossible metrics")
  _ = (face.capHeight, face.xHeight, face.weightClass, face.familyName, face.boundingBox, face.fingerprint)

  // cmap over Latin, some of the BMP's edges and the supplementary planes' edges.
  var mapped: [GlyphID] = []
  let ranges: [ClosedRange<UInt32>] = [
    0...0x2FF, 0xFFF0...0xFFFF, 0x1_0000...0x1_0010, 0x10_FFF0...0x10_FFFF,
  ]
  for range in ranges {
    for value in range {
      guard let scalar = Unicode.Scalar(value), let glyph = face.glyph(for: scalar) else { continue }
      precondition(Int(glyph.rawValue) < face.glyphCount, "cmap gave a glyph the font does not have")
      if mapped.count < glyphCap { mapped.append(glyph) }
    }
  }

  // Outlines, colour bitmaps and advances of the first glyphs and the mapped ones.
  let first = (0..<min(face.glyphCount, glyphCap)).map { GlyphID(rawValue: UInt16($0)) }
  let glyphs = first + mapped
  for glyph in glyphs {
    _ = try? face.outline(of: glyph)
    _ = try? face.colorBitmap(of: glyph)
    _ = face.advance(of: glyph)
  }
  _ = try? face.outline(of: GlyphID(rawValue: UInt16(truncatingIfNeeded: face.glyphCount)))

  // Kerning (GPOS pairs, else `kern`) over pairs of those glyphs, and ligatures over them.
  let pairs = Array(glyphs.prefix(24))
  for left in pairs {
    for right in pairs { _ = face.kerning(between: left, and: right) }
  }
  _ = face.formingLigatures(glyphs)
  return 0
}
