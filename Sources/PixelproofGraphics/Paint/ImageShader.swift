// PLACEHOLDER until the images branch is merged.
public enum ImageSampling: Sendable, Hashable { case nearest, bilinear }
struct ImageShader: Shader {
  init(image: Bitmap, deviceToImage: Transform, sampling: ImageSampling, tint: Color?) {}
  func shade(x: Int, y: Int, count: Int, into pixels: UnsafeMutablePointer<UInt8>) {}
}
