#!/usr/bin/env python3
"""Loads an HTML report in headless Chromium over the DevTools protocol (on a pipe: no network, no
websocket, only the standard library), runs the report's own self-test (?selftest) and saves a
screenshot.

usage: report-browser.py <chromium> <report.html> <screenshot.png> <width> <height>
Prints the self-test's result; exits 1 when it did not pass, 2 when the browser did not answer.
"""
import base64
import fcntl
import json
import os
import select
import subprocess
import sys
import time

TIMEOUT_SECONDS = 60


class Browser:
    def __init__(self, executable):
        # Chromium reads commands from descriptor 3 and writes answers to 4, each a JSON text ending in NUL.
        # The child's ends move above 10 first, so that putting them on 3 and 4 overwrites nothing.
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()
        child_read = fcntl.fcntl(to_browser_read, fcntl.F_DUPFD, 10)
        child_write = fcntl.fcntl(from_browser_write, fcntl.F_DUPFD, 10)
        os.close(to_browser_read)
        os.close(from_browser_write)

        def connect_pipes():
            os.dup2(child_read, 3)
            os.dup2(child_write, 4)

        self.process = subprocess.Popen(
            [executable, "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--lang=en-US",
             "--remote-debugging-pipe", "about:blank"],
            pass_fds=(3, 4), preexec_fn=connect_pipes, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(child_read)
        os.close(child_write)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        self.deadline = time.monotonic() + TIMEOUT_SECONDS

    def _read_message(self):
        while b"\0" not in self.buffer:
            remaining = self.deadline - time.monotonic()
            if remaining <= 0 or not select.select([self.from_browser], [], [], remaining)[0]:
                raise TimeoutError("the browser did not answer within %d s" % TIMEOUT_SECONDS)
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise ConnectionError("the browser closed its pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def send(self, method, params=None, session=None):
        self.next_id += 1
        command = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            command["sessionId"] = session
        os.write(self.to_browser, json.dumps(command).encode() + b"\0")
        while True:
            message = self._read_message()
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError("%s failed: %s" % (method, message["error"]))
                return message["result"]
            self.events.append(message)

    def wait_for(self, method):
        while True:
            for index, event in enumerate(self.events):
                if event.get("method") == method:
                    del self.events[index]
                    return event
            self.events.append(self._read_message())

    def close(self):
        try:
            self.send("Browser.close")
        except (ConnectionError, TimeoutError, RuntimeError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


def main():
    executable, report, screenshot, width, height = sys.argv[1:6]
    url = "file://" + os.path.abspath(report)
    browser = Browser(executable)
    try:
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        browser.send("Page.enable", session=session)
        browser.send("Emulation.setDeviceMetricsOverride",
                     {"width": int(width), "height": int(height), "deviceScaleFactor": 1, "mobile": False},
                     session=session)

        def load(address):
            browser.send("Page.navigate", {"url": address}, session=session)
            browser.wait_for("Page.loadEventFired")

        def evaluate(expression):
            answer = browser.send("Runtime.evaluate",
                                  {"expression": expression, "awaitPromise": True, "returnByValue": True},
                                  session=session)
            if "exceptionDetails" in answer:
                raise RuntimeError("the page threw: %s" % answer["exceptionDetails"])
            return answer["result"].get("value")

        load(url + "?selftest")
        result = evaluate("window.reportSelfTest")
        print(result)
        # A fresh load for the picture, so the self-test's clicks leave no trace in it.
        load(url)
        evaluate("Promise.all(Array.from(document.images, (image) => image.decode().catch(() => {})))")
        # The whole page, not only the window: every snapshot, message and command is in the picture.
        height = evaluate("Math.ceil(document.documentElement.getBoundingClientRect().height)")
        clip = {"x": 0, "y": 0, "width": int(width), "height": height, "scale": 1}
        shot = browser.send("Page.captureScreenshot",
                            {"format": "png", "clip": clip, "captureBeyondViewport": True}, session=session)
        with open(screenshot, "wb") as file:
            file.write(base64.b64decode(shot["data"]))
    except (TimeoutError, ConnectionError, RuntimeError) as error:
        print("error: %s" % error, file=sys.stderr)
        return 2
    finally:
        browser.close()
    return 0 if result and result.startswith("PASS") else 1


if __name__ == "__main__":
    sys.exit(main())
