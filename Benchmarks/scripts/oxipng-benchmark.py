#!/usr/bin/env python3
"""oxipng side of the Pixelproof reference-size benchmark.

Purpose
-------
Re-compresses the PNG files Pixelproof's encoder wrote with oxipng at level 2
(its default preset), through the `pyoxipng` bindings (module `oxipng`), and
times it, so that the Swift benchmark can show Pixelproof's file size and
encoding time next to oxipng's for the same images in one run.

Usage
-----
    /tmp/oxipng-venv/bin/python scripts/oxipng-benchmark.py --iterations 5 a.png b.png

The Swift benchmark executable runs this script when it is given the path of a
Python interpreter that has `pyoxipng` installed (a virtual environment outside
the repository, e.g. created with `python3 -m venv /tmp/oxipng-venv` and
`/tmp/oxipng-venv/bin/pip install pyoxipng`).

Options:
    --iterations K   timed runs per file; the MEDIAN is reported (default 5)

Output (stdout, nothing else): one line per file, in the given order,

    oxipng <bytes> <median_seconds> <path>     e.g.  oxipng 13119 0.095123 /tmp/x/buttonRow.png

or, if oxipng fails on a file,

    oxipng failed <short reason> <path>

and the remaining files still run. The path comes last, so it may contain
spaces. Details of problems go to stderr; the exit status is non-zero if
anything failed.

What is timed
-------------
`oxipng.optimize_from_memory(data, level=2, force=True)` on the file's bytes,
already read into memory: oxipng's decoding of the input, its reductions,
filter trials and final compression. `force=True` makes oxipng return its own
encoding even when it is not smaller than the input, so its size is always
its own. oxipng uses every core it finds (rayon); the comparison is between the
two tools as they ship. Outputs are not decoded here: oxipng is lossless by
design, and Pixelproof's own tests check its encoder's round trip.
"""

import argparse
import statistics
import sys
import time

try:
    import oxipng
except ImportError as error:  # pragma: no cover - depends on the interpreter
    sys.stderr.write(
        "oxipng-benchmark: cannot import oxipng (pip install pyoxipng into this "
        f"interpreter's environment): {error}\n"
    )
    sys.exit(2)

LEVEL = 2


def positive_int(text):
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid integer {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be >= 1, got {value}")
    return value


def run_file(path, iterations):
    with open(path, "rb") as handle:
        data = handle.read()
    durations = []
    size = None
    for _ in range(iterations):
        start = time.perf_counter()
        output = oxipng.optimize_from_memory(data, level=LEVEL, force=True)
        durations.append(time.perf_counter() - start)
        size = len(output)
    return size, statistics.median(durations)


def main(argv=None):
    parser = argparse.ArgumentParser(
        description="Time oxipng level 2 on PNG files (bytes and median seconds per file)."
    )
    parser.add_argument("--iterations", type=positive_int, default=5,
                        help="timed runs per file; the median is reported (default 5)")
    parser.add_argument("files", nargs="+", help="PNG files to re-compress")
    args = parser.parse_args(argv)  # exits with status 2 and a message on stderr

    failures = 0
    for path in args.files:
        try:
            size, median = run_file(path, args.iterations)
        except (OSError, oxipng.PngError) as error:
            failures += 1
            reason = " ".join(str(error).split()) or type(error).__name__
            sys.stderr.write(f"oxipng-benchmark: {path}: {reason}\n")
            print(f"oxipng failed {type(error).__name__} {path}", flush=True)
        else:
            print(f"oxipng {size} {median:.6f} {path}", flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
