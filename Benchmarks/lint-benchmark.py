#!/usr/bin/env python3
"""End-to-end benchmark of `dilint lint` against the I/O floor (docs/performance.md).

usage: Benchmarks/lint-benchmark.py [--runs N] [--scale N] [--jobs N] [--no-build] [CORPUS]

Builds dilint in release mode, extracts the corpus (swift-syntax 603.0.1, vapor 4.122.3,
swift-nio 2.101.3, GRDB 7.10.0, Swinject 2.10.0) from the package mirror git resolves
GitHub URLs to (or $DILINT_PACKAGE_MIRROR) unless a CORPUS folder is given, then runs
`dilint lint` with all default rules and JSON output, and `wc -l` over the same files,
alternately, RUNS times. Prints the median wall time, CPU time and peak RSS of each, MB/s
and lines/s, and the ratio to `wc -l`. `--scale N` copies the corpus N times into a
temporary folder first, to show how the cost grows.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

PACKAGES = [
    ("swiftlang/swift-syntax", "603.0.1"),
    ("vapor/vapor", "4.122.3"),
    ("apple/swift-nio", "2.101.3"),
    ("groue/GRDB.swift", "7.10.0"),
    ("Swinject/Swinject", "2.10.0"),
]
SKIPPED = {".build", "DerivedData", "Pods", "Carthage", "checkouts"}


def mirror():
    if os.environ.get("DILINT_PACKAGE_MIRROR"):
        return os.environ["DILINT_PACKAGE_MIRROR"]
    out = subprocess.run(["git", "config", "--get-regexp", r"^url\..*\.insteadof$"],
                         capture_output=True, text=True).stdout
    for line in out.splitlines():
        key, _, value = line.partition(" ")
        if value.startswith("https://github.com") and key.startswith("url.") and key.endswith(".insteadof"):
            return key[len("url."):-len(".insteadof")]
    sys.exit("error: no package mirror; set DILINT_PACKAGE_MIRROR")


def extract_corpus(folder):
    base = mirror()
    for repository, version in PACKAGES:
        target = os.path.join(folder, repository.split("/")[1] + "-" + version)
        if os.path.isdir(target):
            continue
        os.makedirs(target)
        archive = subprocess.Popen(["git", "-C", os.path.join(base, repository + ".git"), "archive", version],
                                   stdout=subprocess.PIPE)
        subprocess.run(["tar", "-x", "-C", target], stdin=archive.stdout, check=True)
        archive.wait()
    return folder


def swift_files(root):
    """The files dilint's discovery finds: .swift, no hidden or build folders, sorted."""
    found = []
    for folder, folders, files in os.walk(root):
        folders[:] = sorted(f for f in folders if not f.startswith(".") and f not in SKIPPED)
        found += [os.path.join(folder, f) for f in files if f.endswith(".swift") and not f.startswith(".")]
    return sorted(found)


def measure(command, cwd, stdout=subprocess.DEVNULL):
    """Wall seconds, CPU seconds and peak RSS (MiB) of one child run (and the children it
    waited for: `wait4` reports their usage too)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=stdout, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        sys.exit(f"error: {' '.join(command[:3])} exited {os.waitstatus_to_exitcode(status)}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="?")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--scale", type=int, default=1)
    parser.add_argument("--jobs", type=int)
    parser.add_argument("--no-build", action="store_true")
    args = parser.parse_args()

    repository = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if not args.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "dilint"], cwd=repository, check=True,
                       stdout=subprocess.DEVNULL)
    dilint = os.path.join(repository, ".build", "release", "dilint")
    corpus = os.path.abspath(args.corpus) if args.corpus else extract_corpus(
        os.path.join(tempfile.gettempdir(), "dilint-bench-corpus"))

    scratch = None
    if args.scale > 1:
        scratch = tempfile.mkdtemp(prefix="dilint-scale-")
        for copy in range(args.scale):
            shutil.copytree(corpus, os.path.join(scratch, f"copy{copy}"), symlinks=True)
        corpus = scratch
    try:
        files = swift_files(corpus)
        relative = [os.path.relpath(f, corpus) for f in files]
        size = sum(os.path.getsize(f) for f in files)
        lines = 0
        for f in files:
            with open(f, "rb") as handle:
                lines += handle.read().count(b"\n")
        lint = [dilint, "lint", "--format", "json", "--fail-on", "never", "--no-config", "."]
        if args.jobs:
            lint[2:2] = ["--jobs", str(args.jobs)]
        # wc reads the same files; xargs splits the list as the shell would.
        wc = ["sh", "-c", 'xargs -0 wc -l < "$0" > /dev/null', os.path.join(tempfile.gettempdir(), "dilint-bench-files")]
        with open(wc[3], "wb") as handle:
            handle.write(b"\0".join(p.encode() for p in relative))

        measure(lint, corpus)  # warm the page cache and the binary
        measure(wc, corpus)
        results = {"dilint": [], "wc -l": []}
        for _ in range(args.runs):
            results["dilint"].append(measure(lint, corpus))
            results["wc -l"].append(measure(wc, corpus))

        megabytes = size / 1e6
        print(f"corpus: {corpus} x{args.scale}: {len(files)} files, {lines} lines, {megabytes:.1f} MB")
        print(f"median of {args.runs} runs, cores: {os.cpu_count()}")
        medians = {}
        fastests = {}
        for name, runs in results.items():
            wall = statistics.median(r[0] for r in runs)
            cpu = statistics.median(r[1] for r in runs)
            rss = max(r[2] for r in runs)
            fastest = min(r[0] for r in runs)
            medians[name] = wall
            fastests[name] = fastest
            print(f"  {name:7} wall {wall * 1000:8.1f} ms  cpu {cpu * 1000:8.1f} ms  peak RSS {rss:7.1f} MiB  "
                  f"{megabytes / wall:7.1f} MB/s  {lines / wall / 1e6:6.2f} M lines/s  fastest {fastest * 1000:8.1f} ms")
        # On a machine shared with other work the fastest runs are the closer estimate of the cost.
        print(f"  dilint / wc -l: {medians['dilint'] / medians['wc -l']:.2f}x (medians), "
              f"{fastests['dilint'] / fastests['wc -l']:.2f}x (fastest runs)")
    finally:
        if scratch:
            shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
