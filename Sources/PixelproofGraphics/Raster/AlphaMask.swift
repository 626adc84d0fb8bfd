/// One coverage byte per pixel (0 = transparent, 255 = opaque), row-major: a clip's shape or a shadow
/// before and after blurring.
struct AlphaMask: Equatable {
  let width: Int
  let height: Int
  var values: [UInt8]

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    values = [UInt8](repeating: 0, count: width * height)
  }
}
