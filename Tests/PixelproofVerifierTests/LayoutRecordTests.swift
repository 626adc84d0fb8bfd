import PixelproofVerifier
import Testing

/// Layout records: what each node of a laid-out tree is, where it sits relative to its parent, the
/// colours it paints and what it shows; written as text that reads back unchanged, and refused when
/// damaged.
@Suite struct LayoutRecordTests {
  // MARK: - Recording a layout

  @Test func nodesAreListedDepthFirstWithFramesRelativeToTheirParents() throws {
    // root (200 x 100) > card at (10, 20) > [title at (4, 6), badge at (50, 6)]; then footer at (0, 80).
    let title = Layout(component: View(), size: Size(width: 40, height: 12), identifier: "title")
    let badge = Layout(component: View(), size: Size(width: 8, height: 8))
    let card = Layout(
      component: View(), size: Size(width: 100, height: 50),
      children: [
        .init(position: Point(x: 4, y: 6), layout: title), .init(position: Point(x: 50, y: 6), layout: badge),
      ],
      identifier: "card")
    let footer = Layout(component: View(), size: Size(width: 200, height: 20))
    let root = Layout(
      component: View(), size: Size(width: 200, height: 100),
      children: [
        .init(position: Point(x: 10, y: 20), layout: card),
        .init(position: Point(x: 0, y: 80), layout: footer),
      ])

    let record = LayoutRecord(root)

    #expect(record.nodes.map(\.depth) == [0, 1, 2, 2, 1])
    #expect(record.nodes.map(\.identifier) == [nil, "card", "title", nil, nil])
    #expect(record.nodes.map(\.kind) == ["View", "View", "View", "View", "View"])
    #expect(
      record.nodes.map(\.frame) == [
        Rect(x: 0, y: 0, width: 200, height: 100),
        Rect(x: 10, y: 20, width: 100, height: 50),
        Rect(x: 4, y: 6, width: 40, height: 12),  // not (14, 26): relative to the card
        Rect(x: 50, y: 6, width: 8, height: 8),
        Rect(x: 0, y: 80, width: 200, height: 20),
      ])
  }

  @Test func identifiersAndKindsComeFromTheComponents() throws {
    let tree = Stack {
      Label("Hello").id("title")
      View(.red).size(width: 10, height: 10)
    }
    let record = LayoutRecord(try layout(tree, .unconstrained))

    #expect(record.nodes.map(\.kind) == ["Stack", "Label", "View"])
    #expect(record.nodes.map(\.identifier) == [nil, "title", nil])
    #expect(record.nodes.map(\.content) == [nil, "Hello", nil])
  }

  // MARK: - Colours

  @Test func aViewRecordsItsBackgroundColour() throws {
    let record = LayoutRecord(try layout(View(.red), exactly(10, 10)))
    #expect(record.nodes[0].colors == [.red])
  }

  @Test func aViewWithoutBackgroundOrWithAGradientRecordsNoColour() throws {
    let gradient = View().backgroundGradient(
      .linear(Gradient(colors: [.red, .blue]), start: .top, end: .bottom))
    #expect(LayoutRecord(try layout(View(), exactly(10, 10))).nodes[0].colors == [])
    #expect(LayoutRecord(try layout(gradient, exactly(10, 10))).nodes[0].colors == [])
  }

  @Test func aLabelRecordsItsTextColour() throws {
    let label = Label("Hi", color: Color(hex: 0x123456))
    #expect(LayoutRecord(try layout(label, .unconstrained)).nodes[0].colors == [Color(hex: 0x123456)])
  }

  @Test func aStyledNodeRecordsShadowBackgroundAndBorderInPaintingOrderAndNotItsContentsColours() throws {
    let styled = View(.blue)
      .size(width: 20, height: 20)
      .border(Color(hex: 0x00FF00), width: 2)
      .backgroundColor(.white)
      .shadow(Color(hex: 0x000000, alpha: 0x40))
    let record = LayoutRecord(try layout(styled, .unconstrained))

    #expect(record.nodes.map(\.kind) == ["Styled", "View"])
    // Shadow and background below the content, then the border above it.
    #expect(record.nodes[0].colors == [Color(hex: 0x000000, alpha: 0x40), .white, Color(hex: 0x00FF00)])
    #expect(record.nodes[1].colors == [.blue])
  }

  @Test func aRenderingsRecordTakesItsColoursFromTheListTheImageWasRenderedFrom() throws {
    let tree = Stack {
      View(.red).border(.blue, width: 1).size(width: 4, height: 4)
      Label("Hi", color: Color(hex: 0x123456))
    }
    let rendering = try ComponentRenderer.render(tree, in: .range(.unconstrained))
    let record = LayoutRecord(rendering.layout, painting: rendering.painting)
    // The stack paints nothing; the view its background, then its border; the label its text.
    #expect(record.nodes.map(\.colors) == [[], [.red, .blue], [Color(hex: 0x123456)]])
  }

  @Test func aColourPaintedTwiceIsRecordedOnce() throws {
    let styled = View().size(width: 20, height: 20).backgroundColor(.red).border(.red, width: 1)
    #expect(LayoutRecord(try layout(styled, .unconstrained)).nodes[0].colors == [.red])
  }

  // MARK: - Content

  @Test func longTextIsShortenedToFortyCharacters() throws {
    let text = String(repeating: "abcdefghij", count: 5)
    let record = LayoutRecord(try layout(Label(text), range(maxWidth: 100)))

    #expect(record.nodes[0].content == "abcdefghij" + "abcdefghij" + "abcdefghij" + "abcdefghi…")
    #expect(LayoutRecord.summary(String(repeating: "x", count: 40)) == String(repeating: "x", count: 40))
    #expect(LayoutRecord.summary("🙂🙂") == "🙂🙂")
  }

  @Test func attributedTextIsRecordedWhole() throws {
    let label = Label(runs: [
      TextRun("Bold ", font: .system(size: 12)), TextRun("plain", font: .system(size: 12)),
    ])
    #expect(label.contentDescription == ContentDescription(text: "Bold plain"))
    #expect(LayoutRecord(try layout(label, .unconstrained)).nodes[0].content == "Bold plain")
  }

  // MARK: - Text

  @Test func textHasOneLinePerNodeAfterTheVersionLine() throws {
    let record = try LayoutRecord(nodes: [
      .init(depth: 0, kind: "View", frame: Rect(x: 0, y: 0, width: 100, height: 50), colors: [.red]),
      .init(
        depth: 1, kind: "Label", identifier: "title",
        frame: Rect(x: 10, y: 5.5, width: 80 + 1.0 / 3, height: 20),
        colors: [.black, Color(hex: 0x0A0B0C, alpha: 0x80)], content: "Hello \"you\"\n"),
      .init(depth: 1, kind: "My Card", identifier: "-", frame: Rect(x: -4, y: 0, width: 0, height: 0)),
    ])

    #expect(
      record.text == """
        pixelproof-layout 1
        0 View - 0 0 100 50 #FF0000FF -
        1 Label "title" 10 5.5 80.333 20 #000000FF,#0A0B0C80 "Hello \\"you\\"\\n"
        1 "My Card" "-" -4 0 0 0 - -

        """)
  }

  @Test func textReadsBackToTheSameRecord() throws {
    let awkward = [
      "", "-", "two words", "quote \" and backslash \\", "new\nline", "tab\tcr\r", "escape \u{1B}[0m",
      "del \u{7F}", "line\u{2028}separator", "\u{301}combining first", "emoji 🙂👍🏽", "日本語", "\\u{41}",
      "#FF0000FF", "   ",
    ]
    var nodes = [
      LayoutRecord.Node(depth: 0, kind: "Stack", frame: Rect(x: 0, y: 0, width: 1.0 / 3, height: 2.0 / 3))
    ]
    for (index, text) in awkward.enumerated() {
      nodes.append(
        .init(
          depth: 1, kind: text.isEmpty ? "Kind" : text, identifier: text,
          frame: Rect(x: Double(index) * 0.1, y: -Double(index) / 7, width: 123_456.789_1, height: 1e-4),
          colors: index % 2 == 0 ? [] : [Color(hex: UInt32(index) * 0x10203, alpha: UInt8(index))],
          content: text))
    }
    let record = try LayoutRecord(nodes: nodes)

    let readBack = try LayoutRecord(text: record.text)

    #expect(readBack == record)
    #expect(readBack.text == record.text)
    #expect(record.text.split(separator: "\n").count == nodes.count + 1, "no string breaks a line")
  }

  @Test func aRecordOfARealLayoutReadsBack() throws {
    let tree = Stack(spacing: 7.25) {
      Label("Hello, world").id("title")
      Stack(.horizontal) {
        View(.red).size(width: 10.5, height: 10)
        View(.green).cornerRadius(3).size(width: 10, height: 10)
      }
      .inset(3)
      .backgroundColor(.white)
      .border(.black)
    }
    let record = LayoutRecord(try layout(tree, .unconstrained, scale: 3))

    #expect(try LayoutRecord(text: record.text) == record)
  }

  // MARK: - Damaged text

  @Test(arguments: [
    ("", 1),
    ("pixelproof-layout 2\n0 View - 0 0 1 1 - -\n", 1),
    ("not a record", 1),
    ("pixelproof-layout 1\n0 View - 0 0 1 1 -\n", 2),  // a field missing
    ("pixelproof-layout 1\n0 View - 0 0 1 1 - - extra\n", 2),
    ("pixelproof-layout 1\n0 View - 0 0 1 1 - \"x\" \n", 2),  // a trailing space
    ("pixelproof-layout 1\n0  View - 0 0 1 1 - -\n", 2),  // two spaces
    ("pixelproof-layout 1\nx View - 0 0 1 1 - -\n", 2),
    ("pixelproof-layout 1\n-1 View - 0 0 1 1 - -\n", 2),
    ("pixelproof-layout 1\n1 View - 0 0 1 1 - -\n", 2),  // the first node is not the root
    ("pixelproof-layout 1\n0 View - 0 0 1 1 - -\n2 View - 0 0 1 1 - -\n", 3),  // skips a level
    ("pixelproof-layout 1\n0 View - 0 0 1 1 - -\n0 View - 0 0 1 1 - -\n", 3),  // a second root
    ("pixelproof-layout 1\n0 - - 0 0 1 1 - -\n", 2),  // no kind
    ("pixelproof-layout 1\n0 \"View - 0 0 1 1 - -\n", 2),  // unterminated quote
    ("pixelproof-layout 1\n0 View \"a\\qb\" 0 0 1 1 - -\n", 2),  // unknown escape
    ("pixelproof-layout 1\n0 View \"a\\u{110000}\" 0 0 1 1 - -\n", 2),  // not a Unicode scalar
    ("pixelproof-layout 1\n0 View \"a\\u{}\" 0 0 1 1 - -\n", 2),
    ("pixelproof-layout 1\n0 View \"a\tb\" 0 0 1 1 - -\n", 2),  // a raw control character
    ("pixelproof-layout 1\n0 View title 0 0 1 1 - -\n2", 3),
    ("pixelproof-layout 1\n0 View - 0 0 nan 1 - -\n", 2),
    ("pixelproof-layout 1\n0 View - 0 0 inf 1 - -\n", 2),
    ("pixelproof-layout 1\n0 View - 0 0 0x10 1 - -\n", 2),
    ("pixelproof-layout 1\n0 View - 0 0 1e999 1 - -\n", 2),
    ("pixelproof-layout 1\n0 View - 0 0 1 1 #FF00 -\n", 2),
    ("pixelproof-layout 1\n0 View - 0 0 1 1 #FF0000FF, -\n", 2),
    ("pixelproof-layout 1\n0 View - 0 0 1 1 #GG0000FF -\n", 2),
    ("pixelproof-layout 1\n0 View - 0 0 1 1 - Hello world\n", 2),
    ("pixelproof-layout 1\n0 View - 0 0 1 1 - -\n\n1 View - 0 0 1 1 - -\n", 3),  // an empty line
    ("pixelproof-layout 1\r\n0 View - 0 0 1 1 - -\r\n", 1),  // CR LF line ends
  ])
  func damagedTextIsRefusedNamingTheLine(_ text: String, line: Int) {
    #expect(throws: LayoutRecordError.self) { _ = try LayoutRecord(text: text) }
    do {
      _ = try LayoutRecord(text: text)
    } catch {
      #expect(error.line == line, "\(error)")
    }
  }

  @Test func anyChangedByteGivesARecordOrAnError() throws {
    let tree = Stack {
      Label("Hi \"there\"").id("a b")
      View(.red).size(width: 1, height: 2)
    }
    let record = LayoutRecord(try layout(tree, .unconstrained))
    let bytes = Array(record.text.utf8)
    for position in bytes.indices {
      for replacement: UInt8 in [0x00, 0x0A, 0x20, 0x22, 0x2D, 0x30, 0x5C, 0x7B, 0xC3, 0xFF] {
        var damaged = bytes
        damaged[position] = replacement
        _ = try? LayoutRecord(text: String(decoding: damaged, as: UTF8.self))
      }
      _ = try? LayoutRecord(text: String(decoding: bytes[..<position], as: UTF8.self))
    }
  }

  @Test func nodesThatAreNotOneTreeAreRefused() {
    let node = { (depth: Int) in LayoutRecord.Node(depth: depth, kind: "View", frame: .zero) }
    #expect(throws: LayoutRecordError.self) { _ = try LayoutRecord(nodes: [node(1)]) }
    #expect(throws: LayoutRecordError.self) { _ = try LayoutRecord(nodes: [node(0), node(2)]) }
    #expect(throws: LayoutRecordError.self) { _ = try LayoutRecord(nodes: [node(0), node(1), node(0)]) }
    #expect(throws: Never.self) { _ = try LayoutRecord(nodes: [node(0), node(1), node(2), node(1)]) }
  }

  // MARK: - In a PNG

  @Test func aRecordTravelsInAPNGTextEntry() throws {
    let record = LayoutRecord(try layout(Stack { Label("Grüße 🙂").id("title") }, .unconstrained))
    let image = try StraightBitmap(width: 2, height: 2, filledWith: (1, 2, 3, 255))
    let png = try PNGCodec.encode(image, text: [try record.pngText()])

    let decoded = try PNGCodec.decodeWithText(png)

    #expect(try LayoutRecord(pngText: decoded.text) == record)
    #expect(try LayoutRecord(pngText: []) == nil)
  }

  @Test func aDamagedRecordInAPNGIsAnError() throws {
    let entry = try PNGTextChunk(keyword: LayoutRecord.pngTextKeyword, text: "pixelproof-layout 1\n0 View")
    #expect(throws: LayoutRecordError.self) { _ = try LayoutRecord(pngText: [entry]) }
  }
}
