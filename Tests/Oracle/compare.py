#!/usr/bin/env python3
"""Compares two declaration dumps (`oracle` and `dilint dump`) of the same files.

    compare.py ORACLE.json DILINT.json [--examples N] [--min-agreement PCT]
    compare.py ORACLE_DIR  DILINT_DIR  ...   (pairs the *.json files with the same name)

Facts compared, each keyed as below; a key may occur several times (overloads),
values are then paired as multisets:
  type declarations   (path, kind, name, line) of class/struct/enum/actor/protocol/extension, anywhere
  inheritance lists   type declaration key -> inheritance list (exact, ordered)
  initializers        (path, line) -> parameter count
  IUO stored props    (path, name, line) of var/let with storage "stored" and type ending in "!"
  protocol reqs       (path, protocol, member kind, member name) -> accessors text of properties

Per category: matched = same key and same value in both; mismatched = key in both with a
different value; missing = only in the oracle; extra = only in dilint.
agreement = matched / max(oracle count, dilint count); overall = sum of matched / sum of
max(oracle count, dilint count) over the categories. Exit status is 0, or 1 with
--min-agreement when the overall agreement is lower. Python 3 standard library only.
"""
import argparse
import json
import os
import sys
from collections import defaultdict

TYPE_KINDS = {"class", "struct", "enum", "actor", "protocol", "extension"}
CATEGORIES = [
    ("types", "type declarations"),
    ("inheritance", "inheritance lists"),
    ("inits", "initializer parameter counts"),
    ("iuo", "IUO stored properties"),
    ("requirements", "protocol requirements"),
]


class Facts:
    """category -> key -> list of (value, location) in document order."""

    def __init__(self):
        self.by_category = {c: defaultdict(list) for c, _ in CATEGORIES}
        self.paths = set()

    def add(self, category, key, value, location):
        self.by_category[category][key].append((value, location))

    def read_dump(self, path):
        with open(path, encoding="utf-8") as f:
            document = json.load(f)
        for entry in document.get("files", []):
            self.paths.add(entry["path"])
            self.walk(entry["path"], entry.get("declarations") or [])

    def walk(self, path, declarations):
        for d in declarations:
            kind, name, line = d.get("kind"), d.get("name"), d.get("line")
            location = f"{path}:{line}"
            if kind in TYPE_KINDS:
                key = (path, kind, name, line)
                self.add("types", key, None, location)
                self.add("inheritance", key, tuple(d.get("inheritance") or []), location)
                if kind == "protocol":
                    for m in d.get("members") or []:
                        accessors = m.get("accessors") if m.get("kind") in ("var", "let") else None
                        self.add("requirements", (path, name, m.get("kind"), m.get("name")),
                                 accessors, f"{path}:{m.get('line')}")
            elif kind == "init":
                self.add("inits", (path, line), len(d.get("parameters") or []), location)
            elif kind in ("var", "let"):
                type_text = d.get("type")
                if d.get("storage") == "stored" and type_text and type_text.endswith("!"):
                    self.add("iuo", (path, name, line), None, location)
            self.walk(path, d.get("members") or [])


class Tally:
    def __init__(self):
        self.oracle = self.dilint = self.matched = 0
        self.missing, self.extra, self.mismatched = [], [], []

    @property
    def denominator(self):
        return max(self.oracle, self.dilint)


def compare_category(oracle, dilint, tally):
    for key in oracle.keys() | dilint.keys():
        o = list(oracle.get(key, ()))
        d = list(dilint.get(key, ()))
        tally.oracle += len(o)
        tally.dilint += len(d)
        rest_d = []
        for value, location in d:
            for i, (ov, _) in enumerate(o):
                if ov == value:
                    del o[i]
                    tally.matched += 1
                    break
            else:
                rest_d.append((value, location))
        pairs = min(len(o), len(rest_d))
        for (ov, ol), (dv, dl) in zip(o[:pairs], rest_d[:pairs]):
            tally.mismatched.append((ol, key, ov, dv, dl))
        tally.missing += [(ol, key, ov) for ov, ol in o[pairs:]]
        tally.extra += [(dl, key, dv) for dv, dl in rest_d[pairs:]]


def describe(category, key):
    if category in ("types", "inheritance"):
        return f"{key[1]} {key[2]}"
    if category == "inits":
        return "init"
    if category == "iuo":
        return f"property {key[1]}"
    return f"protocol {key[1]}: {key[2]} {key[3]}"


def show(category, value):
    if category == "inheritance":
        return "[" + ", ".join(value) + "]"
    if category == "inits":
        return f"{value} parameters"
    return json.dumps(value)


def sort_key(item):
    path, _, line = item[0].rpartition(":")
    return (path, int(line) if line.isdigit() else 0, str(item[1:]))


def pair_inputs(oracle, dilint):
    if os.path.isdir(oracle) and os.path.isdir(dilint):
        names = sorted(set(os.listdir(oracle)) | set(os.listdir(dilint)))
        names = [n for n in names if n.endswith(".json")]
        return [(os.path.join(oracle, n), os.path.join(dilint, n)) for n in names]
    return [(oracle, dilint)]


def pct(matched, denominator):
    return 100.0 if denominator == 0 else 100.0 * matched / denominator


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("oracle", help="the oracle's dump (or a folder of dumps)")
    parser.add_argument("dilint", help="dilint's dump (or a folder with dumps of the same names)")
    parser.add_argument("--examples", type=int, default=5, metavar="N",
                        help="examples shown per category and kind of disagreement (default 5)")
    parser.add_argument("--min-agreement", type=float, metavar="PCT",
                        help="exit 1 when the overall agreement is below PCT")
    args = parser.parse_args()

    tallies = {c: Tally() for c, _ in CATEGORIES}
    only_oracle, only_dilint, files_oracle = [], [], 0
    unreadable = []
    for oracle_path, dilint_path in pair_inputs(args.oracle, args.dilint):
        oracle, dilint = Facts(), Facts()
        for facts, path in ((oracle, oracle_path), (dilint, dilint_path)):
            try:
                facts.read_dump(path)
            except (OSError, ValueError) as error:
                unreadable.append(f"{path}: {error}")
        files_oracle += len(oracle.paths)
        only_oracle += sorted(oracle.paths - dilint.paths)
        only_dilint += sorted(dilint.paths - oracle.paths)
        for category, _ in CATEGORIES:
            compare_category(oracle.by_category[category], dilint.by_category[category],
                             tallies[category])

    out = sys.stdout
    for line in unreadable:
        print(f"compare.py: cannot read {line}", file=sys.stderr)
    out.write(f"files: {files_oracle} in the oracle's dump; {len(only_oracle)} only there, "
              f"{len(only_dilint)} only in dilint's\n")
    for label, paths in (("only in oracle", only_oracle), ("only in dilint", only_dilint)):
        for path in paths[:args.examples]:
            out.write(f"  {label}: {path}\n")
    out.write("agreement = matched / max(oracle count, dilint count); "
              "overall = sum(matched) / sum(max(oracle, dilint))\n\n")
    header = f"{'category':30} {'oracle':>9} {'dilint':>9} {'matched':>9} {'missing':>8} " \
             f"{'extra':>8} {'mismatch':>8} {'agreement':>10}\n"
    out.write(header)
    total_matched = total_denominator = 0
    for category, title in CATEGORIES:
        t = tallies[category]
        total_matched += t.matched
        total_denominator += t.denominator
        out.write(f"{title:30} {t.oracle:>9} {t.dilint:>9} {t.matched:>9} {len(t.missing):>8} "
                  f"{len(t.extra):>8} {len(t.mismatched):>8} {pct(t.matched, t.denominator):>9.3f}%\n")
    overall = pct(total_matched, total_denominator)
    out.write(f"{'overall':30} {'':>9} {'':>9} {total_matched:>9} {'':>8} {'':>8} {'':>8} "
              f"{overall:>9.3f}%  ({total_matched}/{total_denominator})\n")

    if args.examples > 0:
        for category, title in CATEGORIES:
            t = tallies[category]
            if not (t.missing or t.extra or t.mismatched):
                continue
            out.write(f"\n{title}:\n")
            for location, key, value in sorted(t.missing, key=sort_key)[:args.examples]:
                suffix = "" if value is None else f" {show(category, value)}"
                out.write(f"  missing in dilint  {location}  {describe(category, key)}{suffix}\n")
            for location, key, value in sorted(t.extra, key=sort_key)[:args.examples]:
                suffix = "" if value is None else f" {show(category, value)}"
                out.write(f"  extra in dilint    {location}  {describe(category, key)}{suffix}\n")
            for location, key, ov, dv, dl in sorted(t.mismatched, key=sort_key)[:args.examples]:
                where = location if location == dl else f"{location} (dilint {dl})"
                out.write(f"  mismatch           {where}  {describe(category, key)}: "
                          f"oracle {show(category, ov)}, dilint {show(category, dv)}\n")

    if args.min_agreement is not None and overall < args.min_agreement:
        out.write(f"\noverall agreement {overall:.3f}% is below --min-agreement {args.min_agreement}\n")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
