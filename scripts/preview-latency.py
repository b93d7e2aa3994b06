#!/usr/bin/env python3
"""Save → new picture painted in the browser, for `tabbar preview`: the benchmark of docs/preview.md.

Starts `tabbar preview` on a scratch spec, opens its page in Debian's headless Chromium, then saves
the spec N times (a new badge each time) and times each save until the page has painted the new
picture (the image's `load` event, read through the DevTools protocol). Prints the median, p95 and
worst in milliseconds, and the preview's resident memory after the first and the last save.

    scripts/preview-latency.py [--tabbar .build/release/tabbar-core] [--saves 100]

Standard library only: the DevTools protocol is spoken over a WebSocket written here.
"""
import argparse, base64, json, os, re, shutil, socket, statistics, struct, subprocess, tempfile, time
import urllib.parse, urllib.request

SPEC = """device: iphone-17-pro
ios: 26
selected: recents
tabs:
  - {{ id: favorites, title: Favorites, icon: "system:favorites" }}
  - {{ id: recents, title: Recents, icon: "system:recents", badge: {badge} }}
  - {{ id: contacts, title: Contacts, icon: "system:contacts" }}
"""


class DevToolsPage:
    """One page target of a Chromium, driven over its DevTools WebSocket."""

    def __init__(self, port):
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list"))
        url = urllib.parse.urlparse(next(t for t in targets if t["type"] == "page")["webSocketDebuggerUrl"])
        self.sock = socket.create_connection((url.hostname, url.port))
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET {url.path} HTTP/1.1\r\nHost: {url.hostname}:{url.port}\r\nUpgrade: websocket\r\n"
                           f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            head += self.sock.recv(1)
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise RuntimeError(head.decode(errors="replace"))
        self.last_id = 0

    def _send(self, payload):
        mask = os.urandom(4)
        n = len(payload)
        length = bytes([0x80 | n]) if n < 126 else bytes([0x80 | 126]) + struct.pack(">H", n) if n < 65536 \
            else bytes([0x80 | 127]) + struct.pack(">Q", n)
        self.sock.sendall(bytes([0x81]) + length + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def _read(self, n):
        data = b""
        while len(data) < n:
            chunk = self.sock.recv(n - len(data))
            if not chunk:
                raise EOFError("DevTools closed the connection")
            data += chunk
        return data

    def _receive(self):
        message = b""
        while True:
            first, second = self._read(2)
            n = second & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._read(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._read(8))[0]
            message += self._read(n)
            if first & 0x80:
                return json.loads(message)

    def call(self, method, **params):
        self.last_id += 1
        self._send(json.dumps({"id": self.last_id, "method": method, "params": params}).encode())
        while True:
            reply = self._receive()
            if reply.get("id") == self.last_id:
                if "error" in reply:
                    raise RuntimeError(reply["error"])
                return reply.get("result", {})

    def evaluate(self, expression, timeout_ms=None):
        params = dict(expression=expression, returnByValue=True, awaitPromise=True)
        if timeout_ms:
            params["timeout"] = timeout_ms
        return self.call("Runtime.evaluate", **params)["result"].get("value")


def resident_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        return int(next(line for line in status if line.startswith("VmRSS:")).split()[1])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tabbar", default=".build/release/tabbar-core")
    parser.add_argument("--saves", type=int, default=100)
    parser.add_argument("--chromium", default=shutil.which("chromium") or "/usr/bin/chromium")
    args = parser.parse_args()

    folder = tempfile.mkdtemp(prefix="preview-latency-")
    spec = os.path.join(folder, "bar.yaml")
    with open(spec, "w") as file:
        file.write(SPEC.format(badge=0))
    # The preview's lines go to a file: a pipe nobody reads fills after some hundred saves, and
    # then the preview waits to write its next line.
    log_path = os.path.join(folder, "preview.log")
    log = open(log_path, "w")
    preview = subprocess.Popen([args.tabbar, "preview", spec], stdout=log, text=True)
    browser = None
    try:
        deadline = time.time() + 60
        while not re.search(r"http://[^ ]+", open(log_path).read()):
            if time.time() > deadline or preview.poll() is not None:
                raise RuntimeError("tabbar preview never printed its address")
            time.sleep(0.05)
        address = re.search(r"http://[^ ]+", open(log_path).read()).group(0)
        profile = os.path.join(folder, "profile")
        browser = subprocess.Popen([args.chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                    "--remote-debugging-port=0", f"--user-data-dir={profile}", address],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = os.path.join(profile, "DevToolsActivePort")
        deadline = time.time() + 60
        while not (os.path.exists(port_file) and open(port_file).read().strip()):
            if time.time() > deadline:
                raise RuntimeError("chromium never opened its DevTools port")
            time.sleep(0.05)
        page = DevToolsPage(int(open(port_file).read().split()[0]))
        # Resolves once the figure has painted version `v` (its image's load event set data-painted).
        painted = """new Promise(resolve => { const check = () => {
            const figure = document.querySelector('figure');
            if (figure && Number(figure.dataset.painted) >= %d) resolve(true); else requestAnimationFrame(check); };
            check(); })"""
        while True:  # the page may still be navigating when DevTools first answers
            try:
                page.evaluate(painted % 1, timeout_ms=60000)
                break
            except RuntimeError:
                time.sleep(0.1)
        samples, memory = [], []
        for save in range(1, args.saves + 1):
            time.sleep(0.25)  # a person's saves are apart; the watcher's next look is what is timed
            started = time.perf_counter()
            with open(spec + ".new", "w") as file:
                file.write(SPEC.format(badge=save))
            os.replace(spec + ".new", spec)
            page.evaluate(painted % (save + 1), timeout_ms=30000)
            samples.append((time.perf_counter() - started) * 1000)
            if save in (1, args.saves):
                memory.append(resident_kib(preview.pid))
        samples.sort()
        p95 = samples[min(len(samples) - 1, int(round(0.95 * len(samples))) - 1)]
        print(f"save → painted, {len(samples)} saves: median {statistics.median(samples):.0f} ms, "
              f"p95 {p95:.0f} ms, worst {samples[-1]:.0f} ms")
        print(f"preview's resident memory: {memory[0] // 1024} MiB after the first save, {memory[-1] // 1024} MiB after the last")
    finally:
        if browser:
            browser.terminate()
            browser.wait()
        preview.terminate()
        preview.wait()
        log.close()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
