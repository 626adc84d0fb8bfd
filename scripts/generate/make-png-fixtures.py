#!/usr/bin/env python3
"""Writes the PNG fixtures of PNGCodecTests, chunk by chunk, with the standard library only.

Each fixture is made deliberately (bit depth, colour type, PLTE, tRNS, gAMA, Adam7 interlacing), so the
tests can state the RGBA values every pixel must decode to. Run from the package root:

    python3 scripts/generate/make-png-fixtures.py

The compressed bytes depend on the zlib that runs this script; the decoded pixels do not.
"""
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "..", "Tests", "PixelproofGraphicsTests", "Fixtures")

SIGNATURE = b"\x89PNG\r\n\x1a\n"
GREY, RGB, PALETTE, GREY_ALPHA, RGBA = 0, 2, 3, 4, 6
CHANNELS = {GREY: 1, RGB: 3, PALETTE: 1, GREY_ALPHA: 2, RGBA: 4}
# Adam7 passes: (x start, y start, x step, y step).
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def pack_row(samples, depth):
    """One scanline: filter type 0 (None), then the samples, big-endian, most significant bits first."""
    if depth == 16:
        return b"\x00" + b"".join(struct.pack(">H", s) for s in samples)
    if depth == 8:
        return b"\x00" + bytes(samples)
    out, byte, used = bytearray(), 0, 0
    for s in samples:
        byte = (byte << depth) | s
        used += depth
        if used == 8:
            out.append(byte)
            byte, used = 0, 0
    if used:
        out.append(byte << (8 - used))
    return b"\x00" + bytes(out)


def png(pixels, depth, color, interlace=False, before_idat=()):
    """pixels: rows of pixels, each pixel a tuple of samples (one per channel)."""
    height, width = len(pixels), len(pixels[0])
    assert all(len(p) == CHANNELS[color] for row in pixels for p in row)
    raw = b""
    if interlace:
        for x0, y0, dx, dy in ADAM7:
            for y in range(y0, height, dy):
                samples = [s for x in range(x0, width, dx) for s in pixels[y][x]]
                if samples:  # an empty pass has no rows at all
                    raw += pack_row(samples, depth)
    else:
        for row in pixels:
            raw += pack_row([s for p in row for s in p], depth)
    ihdr = struct.pack(">IIBBBBB", width, height, depth, color, 0, 0, 1 if interlace else 0)
    return (SIGNATURE + chunk(b"IHDR", ihdr) + b"".join(before_idat)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def plte(entries):
    return chunk(b"PLTE", bytes(c for e in entries for c in e))


def gama(value):  # gamma times 100000
    return chunk(b"gAMA", struct.pack(">I", value))


def write(name, data):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)


def grey(values):
    return [[(v,) for v in row] for row in values]


def main():
    os.makedirs(OUT, exist_ok=True)

    # Grey at every bit depth. Sub-byte samples expand by repeating their bits (2-bit 1 -> 0x55).
    write("gray-1bit.png", png(grey([[0, 1, 0, 1, 1, 0, 0, 1], [1, 0, 1, 0, 0, 1, 1, 0]]), 1, GREY))
    write("gray-2bit.png", png(grey([[0, 1, 2, 3]]), 2, GREY))
    write("gray-4bit.png", png(grey([list(range(16))]), 4, GREY))
    write("gray-8bit.png", png(grey([[0x00, 0x33, 0x80, 0xFF]]), 8, GREY))
    # 16-bit samples round to 8 bits: round(v / 257). 0x12FF -> 0x13 tells rounding from truncation.
    write("gray-16bit.png", png(grey([[0x0000, 0x8080, 0x12FF, 0xFFFF]]), 16, GREY))

    write("gray-alpha-8bit.png", png([[(0x40, 0x80), (0xC0, 0xFF)]], 8, GREY_ALPHA))
    write("gray-alpha-16bit.png", png([[(0x8080, 0x0000), (0x12FF, 0xFFFF)]], 16, GREY_ALPHA))

    write("rgb-8bit.png", png([[(0xFF, 0x00, 0x00), (0x12, 0x34, 0x56), (0x00, 0x00, 0x00)]], 8, RGB))
    write("rgb-16bit.png", png([[(0x8080, 0x12FF, 0xFFFF), (0x0000, 0x4040, 0xABAB)]], 16, RGB))

    # Colour under alpha 0 is kept: PNG stores straight alpha.
    write("rgba-8bit.png", png([[(0xFF, 0x00, 0x00, 0xFF), (0x10, 0x20, 0x30, 0x00)],
                                [(0x00, 0x80, 0xFF, 0x80), (0xFE, 0xDC, 0xBA, 0x98)]], 8, RGBA))
    write("rgba-16bit.png", png([[(0x8080, 0x0000, 0xFFFF, 0x12FF), (0x4040, 0xABAB, 0x0101, 0xFFFF)]],
                                16, RGBA))

    # Palettes: without tRNS every entry is opaque; a tRNS shorter than PLTE leaves the rest opaque.
    entries = [(0xFF, 0x00, 0x00), (0x00, 0xFF, 0x00), (0x00, 0x00, 0xFF), (0x12, 0x34, 0x56)]
    write("palette-8bit.png", png(grey([[3, 2, 1, 0]]), 8, PALETTE, before_idat=[plte(entries)]))
    write("palette-2bit-trns.png", png(grey([[0, 1, 2, 3]]), 2, PALETTE,
                                       before_idat=[plte(entries), chunk(b"tRNS", bytes([0x00, 0x80]))]))

    # tRNS names one transparent grey level or colour: those pixels get alpha 0, all others 255.
    write("gray-8bit-trns.png", png(grey([[0x00, 0x40, 0x80, 0xFF]]), 8, GREY,
                                    before_idat=[chunk(b"tRNS", struct.pack(">H", 0x40))]))
    write("gray-16bit-trns.png", png(grey([[0x4040, 0x4041, 0xFFFF]]), 16, GREY,
                                     before_idat=[chunk(b"tRNS", struct.pack(">H", 0x4040))]))
    write("rgb-8bit-trns.png", png([[(0x12, 0x34, 0x56), (0x12, 0x34, 0x57)]], 8, RGB,
                                   before_idat=[chunk(b"tRNS", struct.pack(">HHH", 0x12, 0x34, 0x56))]))

    # Adam7 on odd sizes, so some passes are partial; the tests recompute these formulas.
    w, h = 13, 11
    write("rgba-8bit-adam7.png", png([[((x * 20) % 256, (y * 23) % 256, (x * y * 7) % 256, 255 - x * 5 - y)
                                       for x in range(w)] for y in range(h)], 8, RGBA, interlace=True))
    write("gray-1bit-adam7.png", png(grey([[1 if (x * 3 + y) % 5 == 0 else 0 for x in range(w)]
                                           for y in range(h)]), 1, GREY, interlace=True))

    # gAMA must not change stored values: with gamma 1.0 a converting decoder would brighten 0x40 a lot.
    rgb = [[(0x40, 0x80, 0xC0), (0x01, 0x7F, 0xFE)]]
    write("gamma-1.0.png", png(rgb, 8, RGB, before_idat=[gama(100000)]))
    write("gamma-0.45455.png", png(rgb, 8, RGB, before_idat=[gama(45455)]))


if __name__ == "__main__":
    main()
