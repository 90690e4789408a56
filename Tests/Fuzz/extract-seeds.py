#!/usr/bin/env python3
"""Writes the Swift examples of Rules/*.md as fuzzing seeds, one file per project.

usage: extract-seeds.py RULES_DIR OUT_DIR

Blocks under one `###` heading (or one `##` section without them) form one project, as in the
rule documentation tests. Each seed follows Tests/Fuzz/FuzzEntry.swift's input format: files
separated by the byte 0x1E, `//file: PATH` first lines for `file=` blocks, and a
`//config: JSON` line for `config=` rule options. The `↓` finding markers are removed.
"""
import json
import pathlib
import re
import sys

SEPARATOR = b"\x1e"


def projects(doc: pathlib.Path):
    rule = doc.stem
    group, in_block, info, lines = [], False, "", []
    for line in doc.read_text(encoding="utf-8").splitlines():
        if in_block:
            if line.startswith("```"):
                group.append((info, "\n".join(lines) + "\n"))
                in_block = False
            else:
                lines.append(line.replace("↓", ""))
        elif line.startswith("```swift"):
            in_block, info, lines = True, line[len("```swift"):].strip(), []
        elif line.startswith("## ") or line.startswith("### "):
            if group:
                yield rule, group
            group = []
    if group:
        yield rule, group


def seed(rule: str, blocks) -> bytes:
    config = {}
    files = []
    for number, (info, text) in enumerate(blocks):
        path = None
        match = re.search(r"file=(\S+)", info)
        if match:
            path = match.group(1)
        match = re.search(r"config=(\{.*\})", info)
        if match:
            config.update(json.loads(match.group(1)))
        header = f"//file: {path}\n" if path else ""
        files.append((header + text).encode("utf-8"))
    data = SEPARATOR.join(files)
    if config:
        data = f"//config: {json.dumps({'rules': {rule: config}})}\n".encode("utf-8") + data
    return data


def main() -> None:
    rules, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    out.mkdir(parents=True, exist_ok=True)
    count = 0
    for doc in sorted(rules.glob("*.md")):
        for rule, blocks in projects(doc):
            for index, single in enumerate(blocks):
                # Each block alone, and the whole group as one project.
                (out / f"{rule}-{count}-{index}.swift").write_bytes(seed(rule, [single]))
            if len(blocks) > 1:
                (out / f"{rule}-{count}-project.swift").write_bytes(seed(rule, blocks))
            count += 1
    print(f"{len(list(out.iterdir()))} seeds from {rules}")


if __name__ == "__main__":
    main()
