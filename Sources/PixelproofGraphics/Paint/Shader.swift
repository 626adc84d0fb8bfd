/// Something that colours pixels: a gradient or an image. Solid colours take a faster path and are not
/// shaders.
protocol Shader {
  /// Writes `count` premultiplied RGBA8 pixels (4 bytes each) for the device pixels (`x + i`, `y`),
  /// `i` in `0..<count`, sampled at their centres (`x + i + 0.5`, `y + 0.5`).
  func shade(x: Int, y: Int, count: Int, into pixels: UnsafeMutablePointer<UInt8>)
}
