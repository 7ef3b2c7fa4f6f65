#!/usr/bin/env python3
"""What `itineshary serve` costs on a large site: start-up to the first page, the time from saving one
recommendation to the open page's reload event (the median of several edits), and the server's peak
memory. The site is the synthetic corpus of Scripts/make-corpus.py (1,000 trips, 10,000
recommendations) with the repository's theme.

    Scripts/bench-serve.py [--binary .build/release/itineshary] [--edits 20] [--corpus DIR]

Each edit is saved as editors save: a new file written beside the old and renamed over it. Every file
edited is put back as it was. Only the Python standard library is used; peak memory is the server's
VmHWM from /proc.
"""
import argparse
import os
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request


def get(url):
    with urllib.request.urlopen(url, timeout=60) as response:
        return response.status, response.read()


def open_events(port, page, digest):
    """A socket reading the page's event stream, its response head already read."""
    connection = socket.create_connection(("127.0.0.1", port), timeout=30)
    target = f"/_itineshary/events?page={urllib.parse.quote(page, safe='')}&digest={digest}"
    connection.sendall(f"GET {target} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
    received = b""
    while b"\r\n\r\n" not in received:
        received += connection.recv(4096)
    head, _, rest = received.partition(b"\r\n\r\n")
    if b" 200 " not in head.split(b"\r\n")[0]:
        raise SystemExit(f"no event stream for {page}: {head!r}")
    return connection, rest


def wait_for(connection, already, name):
    """Reads until an event called `name` arrives."""
    received = already
    marker = f"event: {name}\n".encode()
    while marker not in received:
        chunk = connection.recv(65536)
        if not chunk:
            raise SystemExit("the event stream closed")
        received += chunk
        if b"event: errors" in received:
            raise SystemExit(received.decode(errors="replace"))
    return received[received.index(marker) + len(marker):]


def save(path, text):
    scratch = os.path.join(os.path.dirname(path), "." + os.path.basename(path) + ".tmp")
    with open(scratch, "w", encoding="utf-8") as handle:
        handle.write(text)
    os.rename(scratch, path)


def peak_memory_mib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/itineshary")
    parser.add_argument("--edits", type=int, default=20)
    parser.add_argument("--corpus", help="an existing make-corpus.py output folder; written to a temporary one if absent")
    args = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    binary = os.path.abspath(args.binary)

    temporary = None
    corpus = args.corpus
    if corpus is None:
        temporary = tempfile.mkdtemp(prefix="itineshary-bench-serve-")
        corpus = temporary
        generator = os.path.join(root, "Scripts", "make-corpus.py")
        subprocess.run([sys.executable, generator, corpus, "--trips", "1000", "--recs", "10000"], check=True,
                       stdout=subprocess.DEVNULL)
    content = os.path.join(corpus, "itineshary", "Content")
    templates = os.path.join(root, "Templates")

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    base = f"http://127.0.0.1:{port}/"
    started = time.perf_counter()
    server = subprocess.Popen([binary, "serve", "--content", content, "--templates", templates, "--port", str(port)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while True:
            try:
                status, _ = get(base)
                break
            except OSError:
                if server.poll() is not None:
                    raise SystemExit(f"serve exited with status {server.returncode}")
                time.sleep(0.005)
        first_page = time.perf_counter() - started
        print(f"start-up to the first page: {first_page:.3f} s (status {status})")

        _, sitemap = get(base + "sitemap.xml")
        paths = {}
        for url in re.findall(rb"<loc>([^<]+)</loc>", sitemap):
            path = url.decode()[len(base):]
            paths[path.rstrip("/").rsplit("/", 1)[-1]] = path + "index.html"
        files = []
        for folder, _, names in sorted(os.walk(os.path.join(content, "recommendations"))):
            for name in sorted(names):
                if name.endswith(".md") and name[:-3] in paths:
                    files.append((os.path.join(folder, name), paths[name[:-3]]))
        step = max(1, len(files) // args.edits)
        chosen = files[::step][:args.edits]

        timings = []
        for number, (path, page) in enumerate(chosen):
            page_started = time.perf_counter()
            _, body = get(base + page)
            page_time = time.perf_counter() - page_started
            digest = re.search(rb'data-digest="([0-9a-f]+)"', body).group(1).decode()
            connection, rest = open_events(port, page, digest)
            with open(path, encoding="utf-8") as handle:
                original = handle.read()
            saved = time.perf_counter()
            save(path, original.rstrip("\n") + f"\n\nEdited for the benchmark, edit {number}.\n")
            rest = wait_for(connection, rest, "reload")
            timings.append(time.perf_counter() - saved)
            save(path, original)
            wait_for(connection, rest, "reload")
            connection.close()
            if number == 0:
                print(f"first request of a recommendation page: {page_time * 1000:.1f} ms")
        print(f"save to reload event: median {statistics.median(timings) * 1000:.1f} ms "
              f"(min {min(timings) * 1000:.1f}, max {max(timings) * 1000:.1f}, {len(timings)} edits)")
        print(f"peak memory of serve: {peak_memory_mib(server.pid):.1f} MiB")
    finally:
        server.send_signal(signal.SIGINT)
        try:
            code = server.wait(timeout=10)
            print(f"Ctrl-C: serve exited with status {code}")
        except subprocess.TimeoutExpired:
            server.kill()
            print("Ctrl-C: serve did not stop within 10 s", file=sys.stderr)
        if temporary:
            shutil.rmtree(temporary)


if __name__ == "__main__":
    main()
