/// How many more records a table reader may visit, so that reading a table costs time and memory
/// linear in its size whatever its offsets point at.
///
/// Every record a layout table lists (a feature index, a lookup's subtable offset, a pair set offset, a
/// ligature component) takes at least 2 bytes of the table in a font whose records are its own; a
/// table may visit at most one record per 2 of its bytes. Only offsets shared on purpose to multiply
/// the work (thousands of features naming one feature table, lookups sharing one subtable) go beyond
/// that, and such a font is refused instead of read for seconds and gigabytes.
struct ReadBudget {
  /// The table named in the error.
  let table: String
  /// The table's size in bytes.
  let bytes: Int
  private var remaining: Int

  init(_ table: BinaryReader) {
    self.table = table.table
    bytes = table.count
    remaining = table.count / 2
  }

  /// The most records the table may visit: one per 2 bytes.
  var limit: Int { bytes / 2 }

  /// Counts `records` more visited records.
  ///
  /// - Throws: ``FontError/malformed(table:reason:)`` naming the table and the limit once the records
  ///   visited outnumber what its bytes can hold.
  mutating func spend(_ records: Int) throws(FontError) {
    remaining -= records
    guard remaining >= 0 else {
      throw .malformed(
        table: table,
        reason: "it refers to more than \(limit) records, more than its \(bytes) bytes can hold")
    }
  }
}
