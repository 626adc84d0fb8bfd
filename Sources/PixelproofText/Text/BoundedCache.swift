import Synchronization

/// Values computed from keys, kept for every thread of the process up to `capacity` keys: past that the
/// cache starts again empty, which bounds its memory. It holds glyph outlines, colour glyph images and
/// each face's kerning pairs.
///
/// Each value must be a pure function of its key, so a value found here is the value computing it again
/// would give, and a dropped one is computed the same when it is needed again. The cache is only looked
/// up, never iterated, so nothing depends on its order.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  let capacity: Int
  private let values = Mutex<[Key: Value]>([:])

  init(capacity: Int) {
    self.capacity = capacity
  }

  /// The value under `key`: cached, or found by `compute` (outside the lock) and cached, after emptying
  /// the cache when it holds `capacity` keys. A computation that throws caches nothing.
  func value<Failure: Error>(
    for key: Key, computing compute: () throws(Failure) -> Value
  ) throws(Failure)
    -> Value
  {
    if let found = values.withLock({ $0[key] }) { return found }
    let value = try compute()
    values.withLock { values in
      if values.count >= capacity { values.removeAll(keepingCapacity: true) }
      values[key] = value
    }
    return value
  }

  /// How many keys the cache holds.
  var count: Int { values.withLock { $0.count } }

  /// Empties the cache.
  func removeAll() {
    values.withLock { $0.removeAll() }
  }
}
