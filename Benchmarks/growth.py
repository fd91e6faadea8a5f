#!/usr/bin/env python3
"""Layout cost against screen size: writes screens of N views in three shapes and times one
variant of each through `layout-stress layout` (parse, text, solve, every analysis and check,
JSON out).

    python3 Benchmarks/growth.py [--sizes 100,1000,5000] [--shapes column,stacks,grid]
                                 [--binary .build/release/layout-stress] [--repeat 3]

Shapes (views counted without the root):
  column  a scroll view holding a column of wrapping body labels chained top to bottom
  stacks  a scroll view holding a vertical stack of horizontal stacks (label, label, switch)
  grid    a scroll view holding rows of 10 equal-width labels placed by explicit constraints
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time


def scrolling_content():
    """A scroll view filling the safe area and its content view, as wide as the scroll view."""
    views = ["  scroll: { type: scroll, parent: root }", "  content: { type: view, parent: scroll }"]
    constraints = [
        "  - scroll.leading = root.leading", "  - scroll.trailing = root.trailing",
        "  - scroll.top = root.safeArea.top", "  - scroll.bottom = root.safeArea.bottom",
        "  - content.leading = scroll.contentLayoutGuide.leading",
        "  - content.trailing = scroll.contentLayoutGuide.trailing",
        "  - content.top = scroll.contentLayoutGuide.top",
        "  - content.bottom = scroll.contentLayoutGuide.bottom",
        "  - content.width = scroll.frameLayoutGuide.width",
    ]
    return views, constraints


def column(n):
    labels = max(1, n - 2)
    views, constraints = scrolling_content()
    for i in range(labels):
        views.append(f'  l{i}: {{ type: label, parent: content, text: "Label number {i} with some text", style: body, lines: 0 }}')
        above = "content.top" if i == 0 else f"l{i - 1}.bottom"
        constraints += [f"  - l{i}.leading = content.leading + 16", f"  - l{i}.trailing = content.trailing - 16",
                        f"  - l{i}.top = {above} + 8"]
    constraints.append(f"  - content.bottom = l{labels - 1}.bottom + 8")
    return views, constraints


def stacks(n):
    rows = max(1, (n - 3) // 4)
    views = ["  scroll: { type: scroll, parent: root }"]
    arranged = ", ".join(f"row{i}" for i in range(rows))
    views.append(f"  list: {{ type: stack, parent: scroll, axis: vertical, spacing: 8, alignment: fill, distribution: fill, arranged: [{arranged}] }}")
    for i in range(rows):
        views.append(f"  row{i}: {{ type: stack, parent: list, axis: horizontal, spacing: 8, alignment: center, distribution: fill, arranged: [name{i}, detail{i}, toggle{i}] }}")
        views.append(f'  name{i}: {{ type: label, parent: row{i}, text: "Setting {i}", style: body }}')
        views.append(f'  detail{i}: {{ type: label, parent: row{i}, text: "Detail text {i}", style: footnote, lines: 0 }}')
        views.append(f"  toggle{i}: {{ type: switch, parent: row{i} }}")
    constraints = [
        "  - scroll.leading = root.leading", "  - scroll.trailing = root.trailing",
        "  - scroll.top = root.safeArea.top", "  - scroll.bottom = root.safeArea.bottom",
        "  - list.leading = scroll.contentLayoutGuide.leading + 16",
        "  - list.trailing = scroll.contentLayoutGuide.trailing - 16",
        "  - list.top = scroll.contentLayoutGuide.top + 8",
        "  - list.bottom = scroll.contentLayoutGuide.bottom - 8",
        "  - list.width = scroll.frameLayoutGuide.width - 32",
    ]
    return views, constraints


def grid(n, columns=10):
    rows = max(1, (n - 2) // columns)
    views, constraints = scrolling_content()
    for r in range(rows):
        for c in range(columns):
            name = f"c{r}_{c}"
            views.append(f'  {name}: {{ type: label, parent: content, text: "{r * columns + c}", style: caption2 }}')
            leading = "content.leading" if c == 0 else f"c{r}_{c - 1}.trailing"
            top = "content.top" if r == 0 else f"c{r - 1}_{c}.bottom"
            constraints += [f"  - {name}.leading = {leading} + 2", f"  - {name}.top = {top} + 2"]
            if c > 0:
                constraints.append(f"  - {name}.width = c{r}_0.width")
        constraints.append(f"  - content.trailing = c{r}_{columns - 1}.trailing + 2")
    constraints.append(f"  - content.bottom = c{rows - 1}_0.bottom + 2")
    return views, constraints


SHAPES = {"column": column, "stacks": stacks, "grid": grid}


def write(shape, n, folder):
    views, constraints = SHAPES[shape](n)
    path = os.path.join(folder, f"{shape}{n}.layout.yaml")
    with open(path, "w") as out:
        out.write(f"screen: Growth {shape} {n}\nviews:\n" + "\n".join(views) + "\nconstraints:\n" + "\n".join(constraints) + "\n")
    return path, len(views)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="100,1000,5000")
    parser.add_argument("--shapes", default="column,stacks,grid")
    parser.add_argument("--binary", default=".build/release/layout-stress")
    parser.add_argument("--repeat", type=int, default=3, help="runs per cell; the best is kept")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    shapes = args.shapes.split(",")
    for shape in shapes:
        if shape not in SHAPES:
            sys.exit(f"unknown shape {shape}; one of {', '.join(SHAPES)}")
    print("| shape | views | seconds (best of %d) | × per 10× views |" % args.repeat)
    print("|---|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as folder:
        for shape in shapes:
            previous = None
            for n in sizes:
                path, views = write(shape, n, folder)
                best = None
                for _ in range(args.repeat):
                    start = time.perf_counter()
                    run = subprocess.run([args.binary, "layout", path, "--device", "iPhone 15", "--category", "large",
                                          "--locale", "en", "--format", "json"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
                    elapsed = time.perf_counter() - start
                    if run.returncode not in (0, 1):
                        sys.exit(f"{shape} {n}: exit {run.returncode}: {run.stderr.decode()[:400]}")
                    best = elapsed if best is None else min(best, elapsed)
                ratio = ""
                if previous and previous[0] * 10 == n:
                    ratio = f"{best / previous[1]:.1f}×"
                print(f"| {shape} | {views} | {best:.2f} | {ratio} |", flush=True)
                previous = (n, best)


if __name__ == "__main__":
    main()
