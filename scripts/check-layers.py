#!/usr/bin/env python3
"""Keeps the server's arrows pointing one way.

1. Service code (auth, images, payments, store, providers, jobs, public_api,
   sending) never
   imports the web layer (`crate::http`, which holds `AppState`).
2. No two top-level modules import each other, directly or round a loop.
   `app` (the composition root) and `main`/`lib` may import anything.

Run: python3 scripts/check-layers.py   (exits 1 and names what is wrong)
"""
import pathlib
import re
import sys

SRC = pathlib.Path(__file__).resolve().parent.parent / "crates/server/src"
SERVICES = {"auth", "images", "payments", "store", "providers", "jobs", "public_api", "sending"}
ROOTS = {"app", "main", "lib"}
USE = re.compile(r"\bcrate::([a-z_]+)")


def top_module(path: pathlib.Path) -> str:
    return path.relative_to(SRC).parts[0].removesuffix(".rs")


def main() -> int:
    graph: dict[str, set[str]] = {}
    problems = []
    for path in sorted(SRC.rglob("*.rs")):
        module = top_module(path)
        text = path.read_text()
        # Unit tests may reach across; the arrows are about shipped code.
        text = text.split("#[cfg(test)]")[0]
        for target in USE.findall(text):
            if target == module:
                continue
            graph.setdefault(module, set()).add(target)
            if module in SERVICES and target == "http":
                problems.append(f"{path.relative_to(SRC)} imports crate::http")
    for module in graph:
        if module in ROOTS:
            continue
        for cycle in cycles_from(module, graph):
            problems.append("import circle: " + " -> ".join(cycle))
    for problem in sorted(set(problems)):
        print(problem)
    if problems:
        return 1
    print("layers: no upward imports, no import circles")
    return 0


def cycles_from(start, graph):
    """Every simple path from `start` back to itself (the graph is small)."""
    found = []
    stack = [(start, [start])]
    while stack:
        node, path = stack.pop()
        for nxt in graph.get(node, ()):
            if nxt in ROOTS:
                continue
            if nxt == start:
                found.append(path + [start])
            elif nxt not in path and nxt > start:
                stack.append((nxt, path + [nxt]))
    return found


if __name__ == "__main__":
    sys.exit(main())
