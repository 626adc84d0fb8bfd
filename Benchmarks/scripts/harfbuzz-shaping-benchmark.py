#!/usr/bin/env python3
"""HarfBuzz side of the Pixelproof shaping benchmark.

Shapes every string of a shaping corpus file (Tests/PixelproofTextTests/Shaping/Corpus/<script>.tsv)
with PyPI's uharfbuzz, at a size of one em, with one font and buffer setup per string as the Swift side
does, and prints the glyph count and the median time of one pass over all strings:

    harfbuzz <glyphs> <median_seconds>

Usage: /tmp/uharfbuzz-venv/bin/python scripts/harfbuzz-shaping-benchmark.py --iterations 5 \
           --script arabic --direction rtl FONT CORPUS
"""
import argparse
import statistics
import time

import uharfbuzz as hb

TAGS = {"latin": "Latn", "arabic": "Arab", "hebrew": "Hebr", "thai": "Thai", "greek": "Grek",
        "cyrillic": "Cyrl"}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--iterations", type=int, default=5)
    parser.add_argument("--script", required=True)
    parser.add_argument("--direction", default="ltr")
    parser.add_argument("font")
    parser.add_argument("corpus")
    args = parser.parse_args()
    with open(args.font, "rb") as f:
        blob = hb.Blob(f.read())
    font = hb.Font(hb.Face(blob))
    font.scale = (font.face.upem, font.face.upem)
    with open(args.corpus, encoding="utf-8") as f:
        strings = [line.split("\t")[0] for line in f if not line.startswith("#")]

    def shape_all():
        glyphs = 0
        for text in strings:
            buf = hb.Buffer()
            buf.add_str(text)
            buf.script = TAGS[args.script]
            buf.direction = args.direction
            hb.shape(font, buf, {})
            glyphs += len(buf.glyph_infos)
        return glyphs

    glyphs = shape_all()  # warm-up
    samples = []
    for _ in range(args.iterations):
        start = time.perf_counter()
        shape_all()
        samples.append(time.perf_counter() - start)
    print("harfbuzz %d %.6f" % (glyphs, statistics.median(samples)))


if __name__ == "__main__":
    main()
