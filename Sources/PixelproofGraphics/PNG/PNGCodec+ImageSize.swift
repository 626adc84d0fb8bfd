extension PNGCodec {
  /// The width and height a PNG's header declares, read without decoding any pixel.
  ///
  /// - Parameter bytes: the whole file.
  /// - Throws: ``PNGError/notPNG``, ``PNGError/corrupt(message:)``, or ``PNGError/tooLarge(width:height:)``.
  public static func imageSize(of bytes: [UInt8]) throws(PNGError) -> (width: Int, height: Int) {
    try dimensions(of: bytes)
  }
}
