#!/usr/bin/env python3
"""Yoga side of the Pixelproof layout benchmark.

Purpose
-------
Times Facebook Yoga's flexbox layout (through the `yoga-python` bindings,
module `yoga`) on the same synthetic trees that the Swift benchmark
executable builds for Pixelproof's own layout engine, so that both engines
can be compared in one benchmark run.

Usage
-----
    /work/yoga-venv/bin/python scripts/yoga-benchmark.py --iterations 5
    /work/yoga-venv/bin/python scripts/yoga-benchmark.py --sizes 1000 10000

The Swift benchmark executable runs this script when it is given the path of
a Python interpreter that has `yoga-python` installed (the virtual environment
lives outside the repository, e.g. /work/yoga-venv, created with
`~/.pyenv/versions/3.12.1/bin/python -m venv /work/yoga-venv` and
`/work/yoga-venv/bin/pip install yoga-python`).

Options:
    --iterations K   timed runs per case; the MEDIAN is reported (default 5)
    --sizes N [N...] node counts (default 1000 10000 100000); also accepts
                     comma-separated values; every N must be >= 2

Output (stdout, nothing else): one line per case, shapes in the order wide,
deep, nested and sizes in the given order,

    yoga <shape> <nodes> <median_seconds>        e.g.  yoga wide 10000 0.001234

or, if Yoga cannot lay out a case (or lays it out wrongly),

    yoga <shape> <nodes> failed <short reason>

and the remaining cases still run. Details of problems go to stderr; the exit
status is non-zero if anything failed or the arguments are invalid.

What is timed
-------------
Only `calculate_layout` on the root. For every timed iteration a fresh tree is
built before the timer starts (so Yoga's layout cache cannot skip any work),
and freed after the timer stops. Python's garbage collector is disabled
around the timed call. The layout of every node of the first tree of each
case is checked against the expected geometry (and the root's size on every
iteration), so the benchmark cannot silently time a wrong tree.

Tree definitions (the Swift side builds identical trees)
--------------------------------------------------------
Every tree has exactly N nodes.

- Every container: flex-direction column; no padding/margin; default
  everything else, except flexShrink set explicitly to 1 (web default) on
  every node, and alignItems stretch (the Yoga default).
- Every leaf: width 10, height 10 (and flexShrink 1).
- The root is laid out with available width 1000 and height undefined
  (owner width 1000, height NaN / undefined), direction LTR.

- wide:   the root container with N-1 leaf children.
- deep:   a chain of N-1 nested containers (the root is the first), the last
          one holding a single leaf; N nodes in all.
- nested: a tree filled breadth-first where every container has up to 10
          children: start with the root; repeatedly take the next container
          from a FIFO queue and give it children until it has 10 or the node
          budget N is spent. Equivalently: create nodes in BFS order, node i
          (0-based) has parent (i-1)//10; nodes that end up with no children
          are leaves (width 10, height 10), all others are containers.

Expected layout (checked): every container is 1000 wide (the root gets the
available width, every other container is stretched to its parent's width);
every leaf is 10x10 (an explicit width is not stretched); every node's left
is 0; a container's height is the sum of its children's heights; a child's
top is the sum of the heights of its preceding siblings. So the wide root is
1000 x 10*(N-1), every deep container is 1000 x 10 with the leaf at depth
N-1, and the nested root is 1000 x 10*(number of leaves).

Deep trees
----------
Yoga lays out recursively in C++, so the 100,000-level `deep` tree needs a
very large native stack: the whole benchmark runs in a `threading.Thread`
created after `threading.stack_size(...)` with the largest stack allowed from
1 GiB downwards (Yoga needs roughly 1 KiB per level; a case deeper than the
stack allows, at 2 KiB per level, is reported as `failed stack too small`
rather than crashing). Tree building, checking and freeing are non-recursive in
Python; nodes are freed top-down with `Node.free()` (non-recursive, linear in
the binding), and every Python `Node` object is kept alive until then, because
the binding does not keep children alive through their parent.
"""

import argparse
import gc
import math
import statistics
import sys
import threading
import time

try:
    from yoga import Direction, FlexDirection, Align, Node
except ImportError as error:  # pragma: no cover - depends on the interpreter
    sys.stderr.write(
        "yoga-benchmark: cannot import yoga (pip install yoga-python into this "
        f"interpreter's environment): {error}\n"
    )
    sys.exit(2)

SHAPES = ("wide", "deep", "nested")
DEFAULT_SIZES = (1000, 10000, 100000)
FAN_OUT = 10
ROOT_WIDTH = 1000.0
LEAF_SIZE = 10.0
STACK_SIZES = (1 << 30, 512 << 20, 256 << 20, 128 << 20, 64 << 20)
# Native stack Yoga needs per tree level, with a safety margin (measured: a
# 100,000-level chain crashes with 64 MiB and works with 128 MiB, i.e.
# roughly 0.7-1.3 KiB per level). Deeper trees than the stack allows are
# reported as failed instead of crashing the interpreter.
STACK_BYTES_PER_LEVEL = 2048


class CaseFailed(Exception):
    """A case Yoga could not lay out (correctly); reported and skipped."""


def parent_indices(shape, count):
    """Parent index of each node (-1 for the root), in creation order.

    A parent always has a smaller index than its children, and siblings are
    in child order.
    """
    if shape == "wide":
        return [-1] + [0] * (count - 1)
    if shape == "deep":
        return [-1] + list(range(count - 1))
    if shape == "nested":
        return [-1] + [(i - 1) // FAN_OUT for i in range(1, count)]
    raise ValueError(f"unknown shape {shape!r}")


def has_children_flags(parents):
    flags = [False] * len(parents)
    for parent in parents[1:]:
        flags[parent] = True
    return flags


def build_tree(parents, is_container):
    """Builds the Yoga tree without recursion; returns all nodes, root first."""
    nodes = []
    child_counts = [0] * len(parents)
    for index, parent in enumerate(parents):
        node = Node()
        node.flex_shrink = 1.0
        if is_container[index]:
            node.flex_direction = FlexDirection.Column
            node.align_items = Align.Stretch
        else:
            node.width = LEAF_SIZE
            node.height = LEAF_SIZE
        if parent >= 0:
            nodes[parent].insert_child(node, child_counts[parent])
            child_counts[parent] += 1
        nodes.append(node)
    return nodes


def free_tree(nodes):
    """Frees top-down (root first): each free() orphans the node's children,
    so no child has to be searched for in its parent's child list. The Python
    objects are released only after every node has been freed."""
    for node in nodes:
        node.free()
    nodes.clear()


def expected_layout(parents, is_container):
    """Expected (top, width, height) per node, computed non-recursively."""
    count = len(parents)
    heights = [0.0] * count
    for index in range(count - 1, -1, -1):  # children before their parents
        if not is_container[index]:
            heights[index] = LEAF_SIZE
        parent = parents[index]
        if parent >= 0:
            heights[parent] += heights[index]
    tops = [0.0] * count
    next_top = [0.0] * count
    for index in range(1, count):
        parent = parents[index]
        tops[index] = next_top[parent]
        next_top[parent] += heights[index]
    widths = [ROOT_WIDTH if container else LEAF_SIZE for container in is_container]
    return tops, widths, heights


def check_root(nodes, expected):
    tops, widths, heights = expected
    root = nodes[0]
    got = (root.layout_left, root.layout_top, root.layout_width, root.layout_height)
    want = (0.0, 0.0, widths[0], heights[0])
    if not all(math.isclose(g, w, abs_tol=1e-3) for g, w in zip(got, want)):
        raise CaseFailed(f"wrong layout: root (left, top, width, height) = {got}, expected {want}")


def check_all(nodes, expected):
    tops, widths, heights = expected
    for index, node in enumerate(nodes):
        got = (node.layout_left, node.layout_top, node.layout_width, node.layout_height)
        want = (0.0, tops[index], widths[index], heights[index])
        if not all(math.isclose(g, w, abs_tol=1e-3) for g, w in zip(got, want)):
            raise CaseFailed(
                f"wrong layout: node {index} (left, top, width, height) = {got}, expected {want}"
            )


def tree_depth(parents):
    depths = [0] * len(parents)
    for index in range(1, len(parents)):
        depths[index] = depths[parents[index]] + 1
    return max(depths)


def run_case(shape, count, iterations, stack_size):
    parents = parent_indices(shape, count)
    is_container = has_children_flags(parents)
    depth = tree_depth(parents)
    if stack_size is not None and depth * STACK_BYTES_PER_LEVEL > stack_size:
        raise CaseFailed(
            f"stack too small: depth {depth} needs about "
            f"{depth * STACK_BYTES_PER_LEVEL >> 20} MiB of stack, thread has {stack_size >> 20} MiB"
        )
    expected = expected_layout(parents, is_container)
    durations = []
    for iteration in range(iterations):
        nodes = build_tree(parents, is_container)
        try:
            root = nodes[0]
            gc_was_enabled = gc.isenabled()
            gc.disable()
            try:
                start = time.perf_counter()
                root.calculate_layout(ROOT_WIDTH, math.nan, Direction.LTR)
                durations.append(time.perf_counter() - start)
            finally:
                if gc_was_enabled:
                    gc.enable()
            check_root(nodes, expected)
            if iteration == 0:
                check_all(nodes, expected)
        finally:
            free_tree(nodes)
    return statistics.median(durations)


def run_all(sizes, iterations, stack_size, outcome):
    failures = 0
    for shape in SHAPES:
        for count in sizes:
            try:
                median = run_case(shape, count, iterations, stack_size)
            except (CaseFailed, MemoryError, RecursionError, RuntimeError) as error:
                failures += 1
                reason = " ".join(str(error).split()) or type(error).__name__
                sys.stderr.write(f"yoga-benchmark: {shape} {count}: {reason}\n")
                short = reason.split(":")[0] if isinstance(error, CaseFailed) else type(error).__name__
                print(f"yoga {shape} {count} failed {short}", flush=True)
            else:
                print(f"yoga {shape} {count} {median:.6f}", flush=True)
    outcome["failures"] = failures


def parse_sizes(values):
    sizes = []
    for value in values:
        for part in value.split(","):
            part = part.strip()
            if not part:
                continue
            try:
                size = int(part)
            except ValueError:
                raise argparse.ArgumentTypeError(f"invalid size {part!r}") from None
            if size < 2:
                raise argparse.ArgumentTypeError(f"size must be >= 2, got {size}")
            sizes.append(size)
    if not sizes:
        raise argparse.ArgumentTypeError("no sizes given")
    return sizes


def positive_int(text):
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid integer {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be >= 1, got {value}")
    return value


def main(argv=None):
    parser = argparse.ArgumentParser(
        description="Time Yoga layout on wide/deep/nested trees (median seconds per case)."
    )
    parser.add_argument("--iterations", type=positive_int, default=5,
                        help="timed runs per case; the median is reported (default 5)")
    parser.add_argument("--sizes", nargs="+", default=None, metavar="N",
                        help="node counts, space- or comma-separated (default 1000 10000 100000)")
    args = parser.parse_args(argv)  # exits with status 2 and a message on stderr
    try:
        sizes = parse_sizes(args.sizes) if args.sizes else list(DEFAULT_SIZES)
    except argparse.ArgumentTypeError as error:
        parser.error(f"--sizes: {error}")

    stack_size = None
    for candidate in STACK_SIZES:
        try:
            threading.stack_size(candidate)
        except (ValueError, RuntimeError):
            continue
        stack_size = candidate
        break
    else:
        # Unknown (platform default) stack: deep trees may crash the interpreter.
        sys.stderr.write("yoga-benchmark: cannot enlarge the thread stack; deep trees may crash\n")

    outcome = {}

    def target():
        try:
            run_all(sizes, args.iterations, stack_size, outcome)
        except BaseException as error:  # reported by the main thread
            outcome["error"] = error

    worker = threading.Thread(target=target, name="yoga-benchmark")
    worker.start()
    worker.join()

    if "error" in outcome:
        error = outcome["error"]
        sys.stderr.write(f"yoga-benchmark: error: {type(error).__name__}: {error}\n")
        return 1
    return 1 if outcome.get("failures") else 0


if __name__ == "__main__":
    sys.exit(main())
