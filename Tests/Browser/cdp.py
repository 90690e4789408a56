"""Drives a real headless Chromium over the DevTools protocol (--remote-debugging-pipe), with
the standard library only: loads a page, records every request it makes and every Content
Security Policy violation, evaluates expressions in it (awaiting promises), and takes a
screenshot. The tests (Tests/DILintTestSupport/Chromium.swift) call it and read its JSON.

usage: cdp.py CHROMIUM URL [--eval JS]... [--screenshot FILE] [--width W] [--height H] [--timeout S]
prints: {"requests": [url, ...], "violations": [...], "errors": [...], "evals": [value, ...]}
"""
import argparse, base64, json, os, select, shutil, subprocess, sys, tempfile, time

parser = argparse.ArgumentParser()
parser.add_argument("chromium")
parser.add_argument("url")
parser.add_argument("--eval", action="append", default=[])
parser.add_argument("--screenshot")
parser.add_argument("--width", type=int, default=1280)
parser.add_argument("--height", type=int, default=900)
parser.add_argument("--timeout", type=float, default=60)
args = parser.parse_args()

to_browser_read, to_browser_write = os.pipe()
from_browser_read, from_browser_write = os.pipe()
profile = tempfile.mkdtemp(prefix="dilint-chromium-")


def child_fds():
    os.dup2(to_browser_read, 3)
    os.dup2(from_browser_write, 4)


browser = subprocess.Popen(
    [args.chromium, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
     "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
     "--disable-component-update", "--disable-sync", "--hide-scrollbars", "--allow-file-access-from-files",
     "--user-data-dir=" + profile, "about:blank"],
    stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    pass_fds=(3, 4), preexec_fn=child_fds)
os.close(to_browser_read)
os.close(from_browser_write)
deadline = time.monotonic() + args.timeout
buffer = b""
next_id = 0
events = []


def fail(message):
    print(json.dumps({"fatal": message}))
    browser.kill()
    shutil.rmtree(profile, ignore_errors=True)
    sys.exit(1)


def read_message():
    global buffer
    while b"\0" not in buffer:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            fail("timed out")
        ready, _, _ = select.select([from_browser_read], [], [], remaining)
        if not ready:
            fail("timed out")
        chunk = os.read(from_browser_read, 1 << 20)
        if not chunk:
            fail("chromium closed the pipe")
        buffer += chunk
    message, buffer = buffer.split(b"\0", 1)
    return json.loads(message)


def call(method, params=None, session=None):
    global next_id
    next_id += 1
    message = {"id": next_id, "method": method, "params": params or {}}
    if session:
        message["sessionId"] = session
    os.write(to_browser_write, json.dumps(message).encode() + b"\0")
    while True:
        reply = read_message()
        if reply.get("id") == next_id:
            if "error" in reply:
                fail(method + ": " + json.dumps(reply["error"]))
            return reply.get("result", {})
        events.append(reply)


def wait_for(method):
    for i, event in enumerate(events):
        if event.get("method") == method:
            return events.pop(i)
    while True:
        event = read_message()
        if event.get("method") == method:
            return event
        events.append(event)


target = call("Target.createTarget", {"url": "about:blank"})["targetId"]
session = call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
for method in ["Network.enable", "Page.enable", "Runtime.enable"]:
    call(method, session=session)
call("Emulation.setDeviceMetricsOverride",
     {"width": args.width, "height": args.height, "deviceScaleFactor": 1, "mobile": False}, session)
call("Page.addScriptToEvaluateOnNewDocument", {"source": (
    "window.__violations = [];"
    "document.addEventListener('securitypolicyviolation', e => window.__violations.push(e.blockedURI + ' ' + e.violatedDirective));")},
    session)
call("Page.navigate", {"url": args.url}, session)
wait_for("Page.loadEventFired")

results = []
for expression in args.eval:
    reply = call("Runtime.evaluate", {"expression": expression, "awaitPromise": True, "returnByValue": True}, session)
    if "exceptionDetails" in reply:
        details = reply["exceptionDetails"]
        results.append({"exception": details.get("exception", {}).get("description", details.get("text"))})
    else:
        results.append(reply["result"].get("value"))
violations = call("Runtime.evaluate", {"expression": "window.__violations", "returnByValue": True},
                  session)["result"].get("value", [])
if args.screenshot:
    data = call("Page.captureScreenshot", {"format": "png"}, session)["data"]
    with open(args.screenshot, "wb") as f:
        f.write(base64.b64decode(data))
# Drain what is already queued, so late requests are counted too.
while True:
    ready, _, _ = select.select([from_browser_read], [], [], 0.2)
    if not ready:
        break
    chunk = os.read(from_browser_read, 1 << 20)
    if not chunk:
        break
    buffer += chunk
    while b"\0" in buffer:
        message, buffer = buffer.split(b"\0", 1)
        events.append(json.loads(message))

requests = [e["params"]["request"]["url"] for e in events if e.get("method") == "Network.requestWillBeSent"]
errors = [e["params"].get("exceptionDetails", {}).get("text", "") for e in events if e.get("method") == "Runtime.exceptionThrown"]
errors += [" ".join(str(a.get("value", a.get("description", ""))) for a in e["params"].get("args", []))
           for e in events if e.get("method") == "Runtime.consoleAPICalled" and e["params"].get("type") == "error"]
try:
    call("Browser.close")
except SystemExit:
    raise
except Exception:
    pass
try:
    browser.wait(timeout=10)
except subprocess.TimeoutExpired:
    browser.kill()
shutil.rmtree(profile, ignore_errors=True)
print(json.dumps({"requests": requests, "violations": violations, "errors": errors, "evals": results}))
