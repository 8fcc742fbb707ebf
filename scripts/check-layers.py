#!/usr/bin/env python3
"""Keeps the server's arrows pointing one way.

1. Service code (auth, images, payments, store, providers, jobs, public_api,
   sending, ...) never imports the web layer (`crate::http`, which holds
   `AppState`). Only `http/` and `app` (the composition root) know it.
2. `AppError`, HTTP's error, lives in `http/`: services return their own
   error enums, and `http/` maps them.
3. The two HTTP adapters, `http/api` (the web app's API) and `http/v1` (the
   public API), never import each other; what both need lives beside them.
4. The store names statuses by their Rust enums, never by bare strings in a
   filter or an update.
5. No two top-level modules import each other, directly or round a loop.
   `app` and `main`/`lib` may import anything.

Run: python3 scripts/check-layers.py   (exits 1 and names what is wrong)
"""
import pathlib
import re
import sys

SRC = pathlib.Path(__file__).resolve().parent.parent / "crates/server/src"
ROOTS = {"app", "main", "lib"}
WEB_LAYER = "http"
USE = re.compile(r"\bcrate::([a-z_]+)")
APP_ERROR = re.compile(r"\bAppError\b")
ADAPTERS = {"api": "v1", "v1": "api"}
# `Column::Status.eq("sent")`, `Expr::value("settled")`, `Set("pending".into())`.
BARE_STATUS = re.compile(r"""(Status\.(eq|ne|is_in)\(\s*"|Expr::value\(\s*"|status:\s*Set\(\s*")""")



def top_module(path: pathlib.Path) -> str:
    return path.relative_to(SRC).parts[0].removesuffix(".rs")


def shipped_code(path: pathlib.Path) -> str:
    # Unit tests may reach across; the arrows are about shipped code.
    return path.read_text().split("#[cfg(test)]")[0]


def main() -> int:
    graph: dict[str, set[str]] = {}
    problems = []
    for path in sorted(SRC.rglob("*.rs")):
        module = top_module(path)
        name = path.relative_to(SRC)
        text = shipped_code(path)
        for target in USE.findall(text):
            if target == module:
                continue
            graph.setdefault(module, set()).add(target)
            if target == WEB_LAYER and module not in ROOTS:
                problems.append(f"{name} imports crate::http")
        if module not in ROOTS | {WEB_LAYER} and APP_ERROR.search(text):
            problems.append(f"{name} uses AppError outside http/")
        if module == WEB_LAYER and len(name.parts) > 2 and name.parts[1] in ADAPTERS:
            other = ADAPTERS[name.parts[1]]
            if re.search(rf"\bcrate::http::{other}\b|\bsuper::super::{other}\b", text):
                problems.append(f"{name} imports http::{other}")
        if module == "store" and BARE_STATUS.search(text):
            problems.append(f"{name} names a status by a bare string")
    for module in graph:
        if module in ROOTS:
            continue
        for cycle in cycles_from(module, graph):
            problems.append("import circle: " + " -> ".join(cycle))
    for problem in sorted(set(problems)):
        print(problem)
    if problems:
        return 1
    print("layers: no upward imports, no import circles, AppError only in http/, "
          "the adapters apart, statuses named by their enums")
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
