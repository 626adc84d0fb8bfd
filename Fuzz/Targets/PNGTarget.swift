import PixelproofGraphics

// libFuzzer target for the PNG codec: both entry points must give every input one verdict (the same
// image, or the same error), and a decoded image must survive encoding and decoding again unchanged.
// Built by scripts/fuzz.sh with `-sanitize=fuzzer,address`; libFuzzer brings `main`.

/// Runs one input; a disagreement stops the fuzzer with a trap, which it reports as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func pngFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let plain = Result { () throws(PNGError) in try PNGCodec.decode(bytes) }
  let withText = Result { () throws(PNGError) in try PNGCodec.decodeWithText(bytes) }
  switch (plain, withText) {
  case (.success(let bitmap), .success(let decoded)):
    precondition(bitmap == decoded.bitmap, "decode and decodeWithText decoded different pixels")
    // Small images only, to keep each run fast: encoding is not what this target is about.
    if bitmap.width * bitmap.height <= 1 << 16 {
      let again = try? PNGCodec.decode(PNGCodec.encode(bitmap, compression: .quick))
      precondition(again == bitmap, "a decoded image did not survive encoding and decoding again")
    }
  case (.failure(let error), .failure(let textError)):
    precondition(error == textError, "decode and decodeWithText refused the file differently")
  default:
    preconditionFailure("decode and decodeWithText disagree on whether the file is a valid PNG")
  }
  return 0
}

@_silgen_name("LLVMFuzzerMutate")
private func libFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int) -> Int

/// libFuzzer's own mutations, then every complete chunk's CRC recomputed: without this nearly every
/// mutation dies at the CRC check and the decoder behind it is never reached.
@_cdecl("LLVMFuzzerCustomMutator")
public func pngFuzzCustomMutator(
  _ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: CUnsignedInt
) -> Int {
  let newSize = libFuzzerMutate(data, size, maxSize)
  guard let data else { return newSize }
  repairChunkCRCs(UnsafeMutableBufferPointer(start: data, count: newSize))
  return newSize
}

/// Rewrites the CRC of every chunk that lies wholly inside `bytes`, after the 8-byte signature.
func repairChunkCRCs(_ bytes: UnsafeMutableBufferPointer<UInt8>) {
  var offset = 8
  while offset + 12 <= bytes.count {
    let length = (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
    guard length <= bytes.count - offset - 12 else { return }
    // The CRC covers the chunk type and data, not the length.
    var crc: UInt32 = 0xFFFF_FFFF
    for index in (offset + 4)..<(offset + 8 + length) {
      crc = crcTable[Int((crc ^ UInt32(bytes[index])) & 0xFF)] ^ (crc >> 8)
    }
    crc ^= 0xFFFF_FFFF
    for shift in 0..<4 {
      bytes[offset + 8 + length + shift] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * shift))
    }
    offset += 12 + length
  }
}

/// CRC-32 as PNG defines it (reflected polynomial 0xEDB88320), a byte at a time.
private let crcTable: [UInt32] = (0..<256).map { (index: UInt32) in
  var value = index
  for _ in 0..<8 { value = value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
  return value
}
