/// Thai (and Lao) SARA AM before shaping, as HarfBuzz does: U+0E33 becomes NIKHAHIT (U+0E4D, a mark)
/// and SARA AA (U+0E32), and the NIKHAHIT moves before the above-base marks (tone marks) it follows.
/// Thai has no reordering otherwise; its marks are placed by GPOS. The PUA fallback for fonts with
/// no Thai GSUB/GPOS is left out.
enum ThaiPreprocessing {
  private static func isSaraAm(_ scalar: UInt32) -> Bool { scalar & ~0x0080 == 0x0E33 }

  private static func isAboveBaseMark(_ scalar: UInt32) -> Bool {
    let u = scalar & ~0x0080
    return (0x0E34...0x0E37).contains(u) || (0x0E47...0x0E4E).contains(u) || u == 0x0E31 || u == 0x0E3B
  }

  static func decomposeSaraAm(_ buffer: inout ShapingBuffer) {
    var i = 0
    while i < buffer.info.count {
      let scalar = buffer.info[i].scalar
      guard isSaraAm(scalar) else {
        i += 1
        continue
      }
      // NIKHAHIT takes SARA AM's properties, as a nonspacing mark that continues the cluster.
      var nikhahit = buffer.info[i]
      nikhahit.scalar = scalar - 0x0E33 + 0x0E4D
      nikhahit.isContinuation = true
      nikhahit.isMark = true
      nikhahit.isNonspacingMark = true
      buffer.info[i].scalar = scalar - 1
      buffer.info.insert(nikhahit, at: i)
      let end = i + 2
      var start = i
      while start > 0 && isAboveBaseMark(buffer.info[start - 1].scalar) { start -= 1 }
      if start + 2 < end {
        mergeOutClusters(&buffer, start, end)
        let moved = buffer.info.remove(at: end - 2)
        buffer.info.insert(moved, at: start)
      } else if start > 0 {
        mergeOutClusters(&buffer, start - 1, end)
      }
      i = end
    }
  }

  /// HarfBuzz's `merge_out_clusters`: one cluster, the smallest, over the range and the neighbours
  /// sharing its first or last cluster.
  private static func mergeOutClusters(_ buffer: inout ShapingBuffer, _ start: Int, _ end: Int) {
    guard end - start >= 2 else { return }
    var start = start, end = end
    var cluster = buffer.info[start].cluster
    for k in start..<end { cluster = min(cluster, buffer.info[k].cluster) }
    while start > 0 && buffer.info[start - 1].cluster == buffer.info[start].cluster { start -= 1 }
    while end < buffer.info.count && buffer.info[end - 1].cluster == buffer.info[end].cluster { end += 1 }
    for k in start..<end { buffer.info[k].cluster = cluster }
  }
}
