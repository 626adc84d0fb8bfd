#!/usr/bin/env python3
"""Writes the PNG files of the regression corpus (Fuzz/Regressions/png/). Each is described where it
is built; their tests are in Tests/PixelproofGraphicsTests/PNG/PNGRegressionTests.swift.

Usage: scripts/generate/make-fuzz-pngs.py [FOLDER]
"""
import struct
import sys
import zlib


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png(width, height, depth, colour, rows, extra=b""):
    """A PNG with `extra` chunks between IHDR and IDAT; `rows` are the filtered scanlines."""
    ihdr = struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else "Fuzz/Regressions/png"
    files = {
        # 2 x 1 grey, 1 bit: pixels 0 and 1; tRNS grey 2 has a bit above the depth, so its low bit (0)
        # is the transparent sample.
        "trns-grey-1bit-out-of-range": png(2, 1, 1, 0, b"\x00\x40", chunk(b"tRNS", struct.pack(">H", 2))),
        # 2 x 1 RGB, 8 bits: (1, 2, 3) and (4, 5, 6); tRNS (0x0101, 0x0102, 0x0103) is (1, 2, 3) in 8 bits.
        "trns-rgb-8bit-out-of-range": png(
            2, 1, 8, 2, b"\x00\x01\x02\x03\x04\x05\x06", chunk(b"tRNS", struct.pack(">HHH", 0x101, 0x102, 0x103))),
        # 1 x 1 grey, 8 bits, after a tEXt chunk that declares 9,000,000 bytes (over the 8,000,000-byte
        # limit for a chunk) and holds 8: the file ends inside it.
        "text-chunk-over-limit": b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 0, 0, 0, 0))
        + struct.pack(">I", 9_000_000) + b"tEXtComment\0hi",
    }
    for name, data in files.items():
        with open(f"{folder}/{name}.png", "wb") as f:
            f.write(data)
        print(f"{folder}/{name}.png: {len(data)} bytes")


main()
