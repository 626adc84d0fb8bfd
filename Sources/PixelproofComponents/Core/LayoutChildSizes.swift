extension Array where Element == Layout.Child {
  /// The size of child `index`'s layout, read where it lies in the array.
  ///
  /// `self[index].layout.size` copies the whole child out of the array first, counting the references
  /// it holds, to read two numbers: a container that reads its children's sizes again and again would
  /// spend more on that than on its layout. A pointer to the stored size reads only the numbers.
  func size(at index: Int) -> Size {
    let inPlace = withUnsafeBufferPointer { children in
      children.baseAddress.flatMap { ($0 + index).pointer(to: \.layout.size) }?.pointee
    }
    // Never nil for an index in the array: `layout` and `size` are stored properties.
    return inPlace ?? self[index].layout.size
  }
}
