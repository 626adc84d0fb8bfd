// Rules X1–X8: explicit embeddings, overrides and isolates, with the directional status stack of at most
// 125 levels and the overflow counters that keep a pop matched with its push past that depth.

extension BidiParagraph {
  /// One entry of the directional status stack (X1).
  private struct DirectionalStatus {
    /// The embedding level of the characters that this entry covers.
    var level: UInt8
    /// The type an override forces on them: `.leftToRight`, `.rightToLeft`, or `nil` for none.
    var override: BidiClass?
    /// Whether an isolate initiator pushed the entry, so that only its PDI pops it.
    var isolate: Bool
  }

  /// X1–X8: sets each character's explicit embedding level, and applies overrides to `types`.
  ///
  /// The stack never holds more than `maximumDepth` + 2 entries (X1's entry and one per level); deeper
  /// initiators only count overflows, so a thousand nested embeddings cost no more than a thousand
  /// characters. Levels that this gives the characters removed by X9 are overwritten afterwards.
  static func resolveExplicitLevels(
    classes: [BidiClass], matchingPDI: [Int], baseLevel: UInt8, types: inout [BidiClass],
    levels: inout [UInt8]
  ) {
    // X1.
    let initial = DirectionalStatus(level: baseLevel, override: nil, isolate: false)
    var stack: [DirectionalStatus] = [initial]
    stack.reserveCapacity(Int(maximumDepth) + 2)
    var overflowIsolateCount = 0
    var overflowEmbeddingCount = 0
    var validIsolateCount = 0

    for index in classes.indices {
      // The stack is never empty: pops stop at X1's entry (X6a pops only pushed isolates, X7 keeps one).
      let last = stack[stack.count - 1]
      let bidiClass = classes[index]
      switch bidiClass {
      case .rightToLeftEmbedding, .leftToRightEmbedding, .rightToLeftOverride, .leftToRightOverride:
        // X2–X5: the least greater odd (RLE, RLO) or even (LRE, LRO) level.
        let rightToLeft = bidiClass == .rightToLeftEmbedding || bidiClass == .rightToLeftOverride
        let level = rightToLeft ? (last.level + 1) | 1 : (last.level + 2) & ~1
        levels[index] = last.level
        if level <= maximumDepth && overflowIsolateCount == 0 && overflowEmbeddingCount == 0 {
          let override: BidiClass? =
            switch bidiClass {
            case .rightToLeftOverride: .rightToLeft
            case .leftToRightOverride: .leftToRight
            default: nil
            }
          stack.append(DirectionalStatus(level: level, override: override, isolate: false))
          levels[index] = level
        } else if overflowIsolateCount == 0 {
          overflowEmbeddingCount += 1
        }

      case .rightToLeftIsolate, .leftToRightIsolate, .firstStrongIsolate:
        // X5a–X5c: the initiator itself takes the current level and override.
        levels[index] = last.level
        if let override = last.override {
          types[index] = override
        }
        var rightToLeft = bidiClass == .rightToLeftIsolate
        if bidiClass == .firstStrongIsolate {
          // X5c: P2–P3 on the text up to the matching PDI, or the end of the paragraph.
          let end = matchingPDI[index]
          rightToLeft =
            firstStrongDirection(classes, matchingPDI: matchingPDI, in: index + 1..<end)
            == .rightToLeft
        }
        let level = rightToLeft ? (last.level + 1) | 1 : (last.level + 2) & ~1
        if level <= maximumDepth && overflowIsolateCount == 0 && overflowEmbeddingCount == 0 {
          validIsolateCount += 1
          stack.append(DirectionalStatus(level: level, override: nil, isolate: true))
        } else {
          overflowIsolateCount += 1
        }

      case .popDirectionalIsolate:
        // X6a.
        if overflowIsolateCount > 0 {
          overflowIsolateCount -= 1
        } else if validIsolateCount > 0 {
          overflowEmbeddingCount = 0
          while stack.count > 1 && !stack[stack.count - 1].isolate {
            stack.removeLast()
          }
          if stack.count > 1 {
            stack.removeLast()
          }
          validIsolateCount -= 1
        }
        let current = stack[stack.count - 1]
        levels[index] = current.level
        if let override = current.override {
          types[index] = override
        }

      case .popDirectionalFormat:
        // X7.
        if overflowIsolateCount > 0 {
          // An isolate that overflowed holds this PDF: it does nothing.
        } else if overflowEmbeddingCount > 0 {
          overflowEmbeddingCount -= 1
        } else if !last.isolate && stack.count >= 2 {
          stack.removeLast()
        }
        levels[index] = stack[stack.count - 1].level

      case .paragraphSeparator:
        // X8: the end of a paragraph ends every embedding, override and isolate.
        levels[index] = baseLevel
        stack.removeAll(keepingCapacity: true)
        stack.append(initial)
        overflowIsolateCount = 0
        overflowEmbeddingCount = 0
        validIsolateCount = 0

      case .boundaryNeutral:
        // X6 does not apply to BN (X9 removes it).
        levels[index] = last.level

      default:
        // X6.
        levels[index] = last.level
        if let override = last.override {
          types[index] = override
        }
      }
    }
  }
}
