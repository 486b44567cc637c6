"""A hostile HTTP receiver on 127.0.0.1: reads the request, then answers one byte at a time, forever.

Each byte comes well within httpx's per-read timeout, so only a total deadline ends the attempt (issue 24:
one such receiver held an attempt 448 s). Records every connection's ``webhook-id`` and when it opened
and closed, to check that no delivery was ever sent by two workers at once.
"""

from __future__ import annotations

import socket
import threading
import time
from dataclasses import dataclass, field


@dataclass
class Connection:
    path: str
    webhook_id: str
    opened: float
    closed: float | None = None


@dataclass
class Trickler:
    byte_every: float = 0.2
    connections: list[Connection] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    _sock: socket.socket | None = None
    _stop: threading.Event = field(default_factory=threading.Event)

    @property
    def url(self) -> str:
        assert self._sock is not None
        host, port = self._sock.getsockname()[:2]
        return f"http://{host}:{port}"

    def start(self) -> Trickler:
        self._sock = socket.create_server(("127.0.0.1", 0))
        self._sock.settimeout(0.2)
        threading.Thread(target=self._accept, daemon=True).start()
        return self

    def _accept(self) -> None:
        assert self._sock is not None
        while not self._stop.is_set():
            try:
                conn, _ = self._sock.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            threading.Thread(target=self._serve, args=(conn,), daemon=True).start()

    def _serve(self, conn: socket.socket) -> None:
        record: Connection | None = None
        try:
            raw = b""
            while b"\r\n\r\n" not in raw:
                chunk = conn.recv(65536)
                if not chunk:
                    return
                raw += chunk
            head = raw.split(b"\r\n\r\n", 1)[0].decode("latin-1")
            headers = {
                k.strip().lower(): v.strip()
                for k, _, v in (line.partition(":") for line in head.split("\r\n")[1:])
            }
            path = head.split("\r\n", 1)[0].split(" ")[1]
            record = Connection(path, headers.get("webhook-id", ""), time.monotonic())
            with self.lock:
                self.connections.append(record)
            for byte in b"HTTP/1.1 200 OK\r\nX-Slow: " + b"a" * 100_000:
                if self._stop.is_set():
                    return
                conn.sendall(bytes([byte]))
                time.sleep(self.byte_every)
        except OSError:
            return  # the sender hung up: what a deadline should make it do
        finally:
            if record is not None:
                record.closed = time.monotonic()
            conn.close()

    def open_connections(self) -> int:
        with self.lock:
            return sum(1 for c in self.connections if c.closed is None)

    def overlapping_sends(self) -> list[str]:
        """Deliveries (path and webhook id) that had two connections open at the same time."""
        now = time.monotonic()
        with self.lock:
            spans = [(f"{c.path} {c.webhook_id}", c.opened, c.closed or now) for c in self.connections]
        clashes = set()
        for i, (wid, start, end) in enumerate(spans):
            for other_id, other_start, other_end in spans[i + 1 :]:
                if other_id == wid and other_start < end and start < other_end:
                    clashes.add(wid)
        return sorted(clashes)

    def stop(self) -> None:
        self._stop.set()
        if self._sock is not None:
            self._sock.close()
