"""The one bounded outbound fetch (issue 23 point 1): a total deadline however slowly a host drips, a byte
cap, and a concurrency gate that refuses at once; bank feeds go through it."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime

import pytest

from finkit.core.errors import UnavailableError
from finkit.core.feeds.connectors import SimpleFinConnector
from finkit.core.outbound_fetch import FetchFailed, FetchPolicy, fetch_sync

SLOW = FetchPolicy(purpose="the test host", deadline_seconds=1.0, max_bytes=100, concurrency=2)


def _serve(connection: socket.socket, body: bytes, drip: bool, stop: threading.Event) -> None:
    try:
        connection.recv(65536)
        # a dripping host declares no length: the body runs until it closes (never)
        length = "Connection: close" if drip else f"Content-Length: {len(body)}"
        connection.sendall(f"HTTP/1.1 200 OK\r\n{length}\r\n\r\n".encode())
        if not drip:
            connection.sendall(body)
        while drip and not stop.wait(0.3):
            connection.sendall(b"x")
    except OSError:
        pass
    finally:
        connection.close()


@pytest.fixture
def host() -> Iterator[callable]:  # type: ignore[valid-type]
    """``host(body=b"", drip=False)`` -> URL of a loopback server answering that way."""
    stop = threading.Event()
    listeners: list[socket.socket] = []

    def start(body: bytes = b"", drip: bool = False) -> str:
        listener = socket.socket()
        listener.bind(("127.0.0.1", 0))
        listener.listen(16)
        listeners.append(listener)

        def accept() -> None:
            while not stop.is_set():
                try:
                    connection, _ = listener.accept()
                except OSError:
                    return
                threading.Thread(target=_serve, args=(connection, body, drip, stop), daemon=True).start()

        threading.Thread(target=accept, daemon=True).start()
        return f"http://127.0.0.1:{listener.getsockname()[1]}/doc"

    yield start
    stop.set()
    for listener in listeners:
        listener.close()


def test_a_dripping_host_meets_the_total_deadline(host: callable) -> None:  # type: ignore[valid-type]
    url = host(drip=True)
    started = time.monotonic()
    with pytest.raises(FetchFailed) as refused:
        fetch_sync(url, policy=SLOW, allow_loopback=True)
    assert refused.value.reason == "too slow"
    assert time.monotonic() - started < SLOW.deadline_seconds + 1.5  # not one read timeout per byte


def test_a_body_over_the_cap_is_refused(host: callable) -> None:  # type: ignore[valid-type]
    with pytest.raises(FetchFailed) as refused:
        fetch_sync(host(body=b"y" * 500), policy=SLOW, allow_loopback=True)
    assert refused.value.reason == "too large"
    fetched = fetch_sync(host(body=b"small"), policy=SLOW, allow_loopback=True)
    assert fetched.status_code == 200 and fetched.body == b"small"


def test_the_gate_refuses_at_once_when_full(host: callable) -> None:  # type: ignore[valid-type]
    url = host(drip=True)
    with ThreadPoolExecutor(max_workers=4) as pool:
        futures = [pool.submit(fetch_sync, url, policy=SLOW, allow_loopback=True) for _ in range(4)]
        reasons = []
        for future in futures:
            with pytest.raises(FetchFailed) as refused:
                future.result()
            reasons.append(refused.value.reason)
    assert sorted(reasons) == ["busy", "busy", "too slow", "too slow"]


def test_bank_feeds_use_the_bounded_fetch(host: callable) -> None:  # type: ignore[valid-type]
    connector = SimpleFinConnector(allow_loopback=True, policy=SLOW)
    url = host(drip=True).replace("http://", "http://user:pass@")
    with pytest.raises(UnavailableError, match="too slow"):
        connector.fetch(url, start=datetime(2026, 1, 1, tzinfo=UTC))
