"""A stand-in for the enrichment sources, for the tests: serves each API's documented answer shape from the
fixture files beside this script, and misbehaves on purpose when the path starts with a marker segment.

Binds 127.0.0.1 on a free port, prints the port as its first line, and exits by itself after 120 s so a test
that dies cannot leave it running. GET /__stats lists the requests received so far (path, User-Agent, time).
"""

import datetime
import json
import os
import signal
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

HERE = os.path.dirname(os.path.abspath(__file__))
MARKERS = {"slow", "delay", "status500", "status503", "ratelimit", "malformed", "truncated", "html", "redirectloop",
           "redirect", "oversized"}
# A 1x1 transparent PNG.
PNG = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082")

requests_seen = []
lock = threading.Lock()


def fixture(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as handle:
        return json.load(handle)


def business_day(text):
    """The date Frankfurter answers for: the day itself, or the Friday before a weekend."""
    day = datetime.date.fromisoformat(text)
    while day.weekday() >= 5:
        day -= datetime.timedelta(days=1)
    return day.isoformat()


def archive_years(query):
    """The archive's answer for a range of days (the years averaged for a far date), made up so that every
    calendar date's averages over 1996-2025 are known: the highest temperature climbs 0.1 °C a year from 20.0
    (mean 21.45), the lowest is 10 plus the year's remainder by 4 (mean 11.43), and 5 mm falls in years divisible
    by 5 and 0.4 mm in the year after each (mean 1.08 mm; 6 of 30 years with 1 mm or more)."""
    start = datetime.date.fromisoformat(query["start_date"])
    end = datetime.date.fromisoformat(query["end_date"])
    daily = {"time": [], "temperature_2m_max": [], "temperature_2m_min": [], "precipitation_sum": []}
    day = start
    while day <= end:
        year = day.year
        daily["time"].append(day.isoformat())
        daily["temperature_2m_max"].append(round(20.0 + (year - 1996) * 0.1, 1))
        daily["temperature_2m_min"].append(10.0 + year % 4)
        daily["precipitation_sum"].append(5.0 if year % 5 == 0 else 0.4 if year % 5 == 1 else 0.0)
        day += datetime.timedelta(days=1)
    answer = fixture("openmeteo_archive.json")
    answer["daily_units"].pop("weather_code")
    answer["daily"] = daily
    return answer


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def send(self, status, body, content_type="application/json; charset=utf-8", headers=None, length=None):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body) if length is None else length))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        try:
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def do_GET(self):
        parts = urlsplit(self.path)
        if parts.path == "/__stats":
            with lock:
                body = json.dumps({"count": len(requests_seen), "requests": requests_seen}).encode()
            return self.send(200, body)
        with lock:
            requests_seen.append({"path": self.path, "userAgent": self.headers.get("User-Agent", ""),
                                  "accept": self.headers.get("Accept", ""), "time": time.monotonic()})
        segments = parts.path.strip("/").split("/")
        marker = segments[0] if segments and segments[0] in MARKERS else None
        rest = "/" + "/".join(segments[1:] if marker else segments)
        query = {key: values[0] for key, values in parse_qs(parts.query).items()}
        is_image = rest.startswith("/images/")

        if marker == "slow":
            time.sleep(5)
        elif marker == "delay":
            # Long enough for concurrent requests to overlap visibly, short enough to answer in time.
            time.sleep(0.5)
        elif marker in ("status500", "status503"):
            status = int(marker[len("status"):])
            return self.send(status, json.dumps({"error": True, "reason": "stub failure"}).encode())
        elif marker == "ratelimit":
            return self.send(429, b'{"error": "rate limited"}', headers={"Retry-After": "120"})
        elif marker == "malformed":
            return self.send(200, b'{"amount": 1.0, "base": "EUR", "rates": {"USD": ')
        elif marker == "html":
            return self.send(200, b"<html><body>Maintenance</body></html>", content_type="text/html; charset=utf-8")
        elif marker == "redirectloop":
            return self.send(302, b"", headers={"Location": self.path})
        elif marker == "redirect":
            location = rest + ("?" + parts.query if parts.query else "")
            return self.send(302, b"", headers={"Location": location})
        elif marker == "oversized":
            # No Content-Length: the client must stop reading at its limit by itself.
            self.send_response(200)
            self.send_header("Content-Type", "image/png" if is_image else "application/json")
            self.end_headers()
            chunk = b" " * 65536
            try:
                for _ in range((11 << 20) // len(chunk) + 1):
                    self.wfile.write(chunk)
            except (BrokenPipeError, ConnectionResetError):
                pass
            return

        status, body, content_type = self.route(rest, query)
        if marker == "truncated":
            # Announce the whole body, send half of it, and close the connection.
            return self.send(status, body[: len(body) // 2], content_type=content_type, length=len(body))
        return self.send(status, body, content_type=content_type)

    def route(self, path, query):
        json_type = "application/json; charset=utf-8"
        if path == "/nominatim/search":
            places = [] if "nowhere" in query.get("q", "").lower() else fixture("nominatim_search.json")
            return 200, json.dumps(places).encode(), json_type
        if path == "/archive/v1/archive" and query.get("start_date") != query.get("end_date"):
            return 200, json.dumps(archive_years(query)).encode(), json_type
        for api in ("forecast", "archive"):
            if path == f"/{api}/v1/{api}":
                answer = fixture(f"openmeteo_{api}.json")
                answer["daily"]["time"] = [query.get("start_date", "")]
                return 200, json.dumps(answer).encode(), json_type
        if path.startswith("/frankfurter/v1/"):
            day = path.rsplit("/", 1)[1]
            answer = fixture("frankfurter.json")
            answer["date"] = business_day(day)
            return 200, json.dumps(answer).encode(), json_type
        if path.startswith("/wikipedia/") and "/api/rest_v1/page/summary/" in path:
            title = path.rsplit("/", 1)[1]
            if title == "Missing":
                problem = {"type": "https://mediawiki.org/wiki/HyperSwitch/errors/not_found", "title": "Not found.",
                           "method": "get", "detail": "Page or revision not found.", "uri": path}
                return 404, json.dumps(problem).encode(), "application/problem+json"
            profile = 'application/json; charset=utf-8; profile="https://www.mediawiki.org/wiki/Specs/Summary/1.4.2"'
            return 200, json.dumps(fixture("wikipedia_summary.json")).encode(), profile
        if path == "/images/photo.png":
            return 200, PNG, "image/png"
        if path == "/images/page.png":
            return 200, b"<html>not an image</html>", "text/html"
        return 404, b'{"error": "not found"}', json_type


def main():
    # A parent may start us with signals blocked; unblock them so the tests' SIGTERM ends the server.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    timer = threading.Timer(120, lambda: os._exit(0))
    timer.daemon = True
    timer.start()
    server.serve_forever()


if __name__ == "__main__":
    sys.exit(main())
