#!/usr/bin/env python3
"""Latency of `dilint lsp` from a `didChange` to its `publishDiagnostics` (docs/performance.md).

usage: Benchmarks/lsp-latency.py [--edits N] [--open N] [--pause MS] [--no-build] [WORKSPACE]

Builds dilint in release mode, extracts swift-nio 2.101.3 and vapor 4.122.3 from the
package mirror git resolves GitHub URLs to (or $DILINT_PACKAGE_MIRROR) unless a WORKSPACE
folder is given, starts `dilint lsp` on pipes with that folder as the workspace, opens the
largest files, and times N edits of the largest one of each of three kinds, in turn:

- body: a space typed at the end of a line of a function body and taken away;
- statement: a line of code (`_ = 0`) inserted into a function body and removed (every
  later token moves, the file's facts for the index stay: only that file is linted again);
- facts: a conformance added to and removed from a protocol's conformer (facts other files
  depend on change: the index is rebuilt and every open document linted again).

Each time is from writing the `didChange` to reading the `publishDiagnostics` for that
document's new version. `--pause MS` waits between edits (default 0: back to back, so an
edit may wait for the re-lint of the other open documents the previous one queued; a
typist's 50 to 200 ms between keys leaves the server idle). Prints the initialize time (the workspace indexed), the median and
95th percentile of each kind and of all edits, and the server's resident memory (VmRSS and
its peak VmHWM from /proc) after indexing and at the end.
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

PACKAGES = [("apple/swift-nio", "2.101.3"), ("vapor/vapor", "4.122.3")]
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def mirror():
    if os.environ.get("DILINT_PACKAGE_MIRROR"):
        return os.environ["DILINT_PACKAGE_MIRROR"]
    out = subprocess.run(["git", "config", "--get-regexp", r"^url\..*\.insteadof$"], capture_output=True, text=True).stdout
    for line in out.splitlines():
        key, _, value = line.partition(" ")
        if value.startswith("https://github.com") and key.startswith("url.") and key.endswith(".insteadof"):
            return key[len("url."):-len(".insteadof")]
    sys.exit("error: no package mirror; set DILINT_PACKAGE_MIRROR")


def extract(folder):
    for repository, version in PACKAGES:
        target = os.path.join(folder, repository.split("/")[1] + "-" + version)
        if os.path.isdir(target):
            continue
        os.makedirs(target)
        archive = subprocess.Popen(["git", "-C", os.path.join(mirror(), repository + ".git"), "archive", version],
                                   stdout=subprocess.PIPE)
        subprocess.run(["tar", "-x", "-C", target], stdin=archive.stdout, check=True)
        archive.wait()
    return folder


class Server:
    def __init__(self, binary):
        self.process = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.next_id = 1

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def read(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                sys.exit("error: the server closed its output")
            if line == b"\r\n":
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def request(self, method, params):
        request_id = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params})
        while True:
            message = self.read()
            if message.get("id") == request_id and "method" not in message:
                return message

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def wait_for_version(self, uri, version):
        while True:
            message = self.read()
            params = message.get("params") or {}
            if message.get("method") == "textDocument/publishDiagnostics" and params.get("uri") == uri \
                    and params.get("version") == version:
                return params["diagnostics"]

    def memory(self):
        fields = {}
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                name, _, value = line.partition(":")
                if name in ("VmRSS", "VmHWM"):
                    fields[name] = int(value.split()[0]) / 1024
        return fields


def swift_files(root):
    found = []
    for folder, folders, files in os.walk(root):
        folders[:] = [f for f in folders if not f.startswith(".") and f not in {".build", "Pods", "Carthage", "checkouts"}]
        found += [os.path.join(folder, f) for f in files if f.endswith(".swift")]
    return found


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--edits", type=int, default=100, help="edits of each kind (default 100)")
    parser.add_argument("--open", type=int, default=5, help="documents open (default 5)")
    parser.add_argument("--pause", type=float, default=0, help="milliseconds between edits (default 0)")
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("workspace", nargs="?")
    args = parser.parse_args()
    if not args.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "dilint"], cwd=ROOT, check=True)
    binary = os.path.join(ROOT, ".build", "release", "dilint")
    workspace = os.path.abspath(args.workspace or extract(os.path.join(tempfile.gettempdir(), "dilint-lsp-workspace")))
    files = swift_files(workspace)
    lines = sum(open(f, "rb").read().count(b"\n") for f in files)
    print(f"workspace: {len(files)} files, {lines} lines")

    server = Server(binary)
    started = time.perf_counter()
    server.request("initialize", {"processId": os.getpid(), "capabilities": {},
                                  "workspaceFolders": [{"uri": "file://" + workspace, "name": "bench"}]})
    print(f"initialize (workspace indexed): {(time.perf_counter() - started) * 1000:.0f} ms")
    server.notify("initialized", {})
    after_index = server.memory()

    # The largest file with a class conforming to something is the one edited.
    candidates = sorted(files, key=os.path.getsize, reverse=True)
    target = next(f for f in candidates if re.search(rb"^(final )?class \w+: \w+", open(f, "rb").read(), re.M))
    opened = [target] + [f for f in candidates if f != target][:args.open - 1]
    texts = {}
    for path in opened:
        texts[path] = open(path, encoding="utf-8").read()
        uri = "file://" + path
        server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1,
                                                                "text": texts[path]}})
        server.wait_for_version(uri, 1)
    text = texts[target]
    uri = "file://" + target
    lines_of = text.split("\n")
    body_line = next(i for i, l in enumerate(lines_of) if re.match(r"\s+(let|var|return|if|guard) ", l))
    conformer = next(i for i, l in enumerate(lines_of) if re.match(r"(final )?class \w+: \w+", l))
    colon = lines_of[conformer].index(":") + 1
    edits = {
        "body": ((body_line, len(lines_of[body_line])), " "),
        "statement": ((body_line, 0), "_ = 0\n"),
        "facts": ((conformer, colon), " Sendable,"),
    }
    times = {kind: [] for kind in edits}
    version = 1
    for _ in range(args.edits):
        for kind, ((line, character), inserted) in edits.items():
            for undo in (False, True):
                version += 1
                if not undo:
                    change = {"range": {"start": {"line": line, "character": character},
                                        "end": {"line": line, "character": character}}, "text": inserted}
                else:
                    end = (line + 1, 0) if inserted.endswith("\n") else (line, character + len(inserted))
                    change = {"range": {"start": {"line": line, "character": character},
                                        "end": {"line": end[0], "character": end[1]}}, "text": ""}
                time.sleep(args.pause / 1000)
                started = time.perf_counter()
                server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                         "contentChanges": [change]})
                server.wait_for_version(uri, version)
                times[kind].append((time.perf_counter() - started) * 1000)
    end_memory = server.memory()
    server.request("shutdown", None)
    server.notify("exit", None)
    status = server.process.wait()

    print(f"edited: {os.path.relpath(target, workspace)} ({len(lines_of)} lines), {len(opened)} documents open, "
          f"{args.pause:g} ms between edits")
    everything = [t for values in times.values() for t in values]
    for kind, values in list(times.items()) + [("all", everything)]:
        print(f"{kind:9} n={len(values):4}  median {statistics.median(values):6.1f} ms  "
              f"p95 {percentile(values, 0.95):6.1f} ms  max {max(values):6.1f} ms")
    print(f"memory after indexing: RSS {after_index['VmRSS']:.0f} MB; at the end: RSS {end_memory['VmRSS']:.0f} MB, "
          f"peak {end_memory['VmHWM']:.0f} MB")
    print(f"exit status {status}")


if __name__ == "__main__":
    main()
