# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Headless Chromium over the DevTools protocol on a pipe (--remote-debugging-pipe).

The browser reads commands from its fd 3 and writes replies and events to its
fd 4, each a JSON message ended by a NUL byte: no WebSocket, python3's stdlib
only. Used by make report (the screenshot) and the browser test (console
errors, DOM counts, the screenshot's pixels).
"""
import base64
import fcntl
import json
import os
import shutil
import subprocess
import tempfile
import time

CANDIDATES = ("chromium", "chromium-browser", "google-chrome", "chrome")


def find_chromium():
    """The browser's path, or None."""
    env = os.environ.get("CHROMIUM")
    if env:
        return env if os.access(env, os.X_OK) else None
    for name in CANDIDATES:
        path = shutil.which(name)
        if path:
            return path
    return None


class Browser:
    def __init__(self, exe, width=1280, height=900):
        self.profile = tempfile.mkdtemp(prefix="cairn-report-chromium-")
        to_browser_r, self._to_browser = os.pipe()
        self._from_browser, from_browser_w = os.pipe()
        # The browser expects its ends as fds 3 and 4: moved out of the way first, in case
        # one of them is 3 or 4 already (subprocess closes every fd not in pass_fds afterwards).
        def child_fds():
            high_r = fcntl.fcntl(to_browser_r, fcntl.F_DUPFD, 10)
            high_w = fcntl.fcntl(from_browser_w, fcntl.F_DUPFD, 10)
            os.dup2(high_r, 3)
            os.dup2(high_w, 4)

        args = [exe, "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
                "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                "--hide-scrollbars", "--force-device-scale-factor=1",
                f"--window-size={width},{height}", f"--user-data-dir={self.profile}", "about:blank"]
        self.proc = subprocess.Popen(args, pass_fds=(3, 4, to_browser_r, from_browser_w), preexec_fn=child_fds,
                                     stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self._buf = b""
        self._next = 0
        self.events = []
        self.session = None

    def _read_message(self, deadline):
        while b"\0" not in self._buf:
            if time.monotonic() > deadline:
                raise TimeoutError("no reply from the browser")
            chunk = os.read(self._from_browser, 1 << 16)
            if not chunk:
                raise RuntimeError("the browser closed its pipe (exit status %s)" % self.proc.poll())
            self._buf += chunk
        msg, self._buf = self._buf.split(b"\0", 1)
        return json.loads(msg)

    def send(self, method, params=None, session=True, timeout=30):
        """One command; returns its result. Events that arrive meanwhile are kept in self.events."""
        self._next += 1
        msg = {"id": self._next, "method": method, "params": params or {}}
        if session and self.session:
            msg["sessionId"] = self.session
        os.write(self._to_browser, json.dumps(msg).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            reply = self._read_message(deadline)
            if reply.get("id") == self._next:
                if "error" in reply:
                    raise RuntimeError("%s: %s" % (method, reply["error"]))
                return reply.get("result", {})
            self.events.append(reply)

    def wait_event(self, method, timeout=30):
        deadline = time.monotonic() + timeout
        for ev in self.events:
            if ev.get("method") == method:
                return ev
        while True:
            ev = self._read_message(deadline)
            self.events.append(ev)
            if ev.get("method") == method:
                return ev

    def open(self, url, timeout=30):
        """A new page on url, with console and log events recorded; returns after its load event."""
        target = self.send("Target.createTarget", {"url": "about:blank"}, session=False)["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True},
                                 session=False)["sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            self.send(domain + ".enable")
        self.events = []
        self.send("Page.navigate", {"url": url})
        self.wait_event("Page.loadEventFired", timeout)

    def problems(self):
        """Console errors and warnings, uncaught exceptions and error log entries seen so far."""
        out = []
        for ev in self.events:
            m, p = ev.get("method"), ev.get("params", {})
            if m == "Runtime.consoleAPICalled" and p.get("type") in ("error", "warning", "assert"):
                out.append("console.%s: %s" % (p["type"], " ".join(str(a.get("value", a.get("description")))
                                                                  for a in p.get("args", []))))
            elif m == "Runtime.exceptionThrown":
                d = p.get("exceptionDetails", {})
                out.append("exception: %s %s" % (d.get("text"), d.get("exception", {}).get("description", "")))
            elif m == "Log.entryAdded" and p.get("entry", {}).get("level") in ("error", "warning"):
                e = p["entry"]
                out.append("log %s: %s %s" % (e.get("level"), e.get("text"), e.get("url", "")))
        return out

    def evaluate(self, expression):
        r = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in r:
            raise RuntimeError("evaluate: %s" % r["exceptionDetails"])
        return r["result"].get("value")

    def screenshot(self, path, scale=1.0, max_height=None):
        """The whole page (not only the window; its top max_height CSS pixels when given) as a PNG
        file; returns the page's (width, height) in CSS pixels."""
        size = self.send("Page.getLayoutMetrics")["cssContentSize"]
        w, h = int(size["width"] + 0.5), int(size["height"] + 0.5)
        page = (w, h)
        if max_height:
            h = min(h, max_height)
        shot = self.send("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": w, "height": h, "scale": scale}}, timeout=60)
        with open(path, "wb") as f:
            f.write(base64.b64decode(shot["data"]))
        return page

    def close(self):
        try:
            self.send("Browser.close", session=False, timeout=5)
        except (RuntimeError, TimeoutError, OSError):
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        os.close(self._to_browser)
        os.close(self._from_browser)
        shutil.rmtree(self.profile, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def main(argv):
    """cdp.py PAGE.html SHOT.png: the whole page as a PNG; fails on console errors."""
    import sys
    if len(argv) != 2:
        sys.stderr.write("usage: cdp.py PAGE.html SHOT.png\n")
        return 2
    exe = find_chromium()
    if exe is None:
        sys.stderr.write("cdp.py: no Chromium (Debian package chromium, scripts/deps.sh installs it)\n")
        return 1
    with Browser(exe, width=1400) as b:
        b.open("file://" + os.path.abspath(argv[0]))
        problems = b.problems()
        w, h = b.screenshot(argv[1])
    for p in problems:
        sys.stderr.write("cdp.py: %s: %s\n" % (argv[0], p))
    print("%s: %dx%d" % (argv[1], w, h))
    return 1 if problems else 0


if __name__ == "__main__":
    import sys
    sys.exit(main(sys.argv[1:]))
