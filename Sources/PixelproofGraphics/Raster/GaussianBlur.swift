// PLACEHOLDER until the blur branch is merged.
enum GaussianBlur {
  static func extent(standardDeviation: Double) -> Int { 0 }
  static func blurred(_ mask: AlphaMask, standardDeviation: Double) -> AlphaMask { mask }
}
