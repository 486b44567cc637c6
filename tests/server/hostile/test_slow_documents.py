"""Issue 23 point 1 against a real ``finkit serve``: a host that drips its client metadata document one
byte every 2 s, asked for by 40 concurrent anonymous ``/authorize`` requests, holds neither the server
nor any request for long. Before, each fetch lasted minutes on the shared thread pool and ``/healthz``
went silent for about two minutes."""

from __future__ import annotations

import os
import select
import socket
import threading
import time
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from urllib.parse import urlencode

import httpx
import pytest

from finkit.core.oauth.metadata_documents import DOCUMENT_FETCH
from tests.loopback import finkit_serve

pytestmark = pytest.mark.slow
PASSWORD = "Sup3r-secret!"


@dataclass
class DripServer:
    """Answers every request with headers promising 4,000 bytes, then sends one byte every 2 s."""

    url: str
    open_now: int = 0
    most_open: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)

    def track(self, change: int) -> None:
        with self.lock:
            self.open_now += change
            self.most_open = max(self.most_open, self.open_now)


def _drip(connection: socket.socket, server: DripServer, stop: threading.Event) -> None:
    server.track(+1)
    try:
        connection.recv(65536)
        connection.sendall(
            b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n"
        )
        while not stop.is_set():
            # wait 2 s for the next byte, noticing at once when finkit hangs up (the count stays exact)
            readable, _, _ = select.select([connection], [], [], 2.0)
            if readable and not connection.recv(1024):
                return
            connection.sendall(b" ")
    except OSError:
        pass
    finally:
        server.track(-1)
        connection.close()


@pytest.fixture
def drip_server() -> Iterator[DripServer]:
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(128)
    server = DripServer(f"http://127.0.0.1:{listener.getsockname()[1]}")
    stop = threading.Event()

    def accept() -> None:
        while not stop.is_set():
            try:
                connection, _ = listener.accept()
            except OSError:
                return
            threading.Thread(target=_drip, args=(connection, server, stop), daemon=True).start()

    threading.Thread(target=accept, daemon=True).start()
    yield server
    stop.set()
    listener.close()


def _authorize_url(base: str, client_id: str) -> str:
    query = {
        "response_type": "code",
        "client_id": client_id,
        "redirect_uri": "http://127.0.0.1:7999/callback",
        "code_challenge": "x" * 43,
        "code_challenge_method": "S256",
        "scope": "mcp:read",
    }
    return f"{base}/authorize?{urlencode(query)}"


def test_forty_dripping_documents_hold_neither_the_server_nor_a_request(
    database_url: str, drip_server: DripServer
) -> None:
    env = {
        **os.environ,
        "FINKIT_DATABASE_URL": database_url,
        "FINKIT_WEBHOOKS_WORKER": "false",
        "FINKIT_OAUTH_CLIENT_METADATA_ALLOW_LOOPBACK": "true",
    }
    with finkit_serve(env=env) as served, httpx.Client(base_url=served.base, timeout=30) as http:
        email = f"drip-{uuid.uuid4().hex[:8]}@example.com"
        signed_up = http.post(
            "/api/auth/register",
            json={"email": email, "password": PASSWORD, "firstName": "A", "lastName": "B"},
        )
        token = signed_up.json()["token"]

        def ask(index: int) -> tuple[float, httpx.Response]:
            started = time.monotonic()
            url = _authorize_url(served.base, f"{drip_server.url}/clients/{index}-{uuid.uuid4().hex}.json")
            response = httpx.get(url, timeout=300)
            return time.monotonic() - started, response

        with ThreadPoolExecutor(max_workers=40) as pool:
            futures = [pool.submit(ask, i) for i in range(40)]
            deadline = time.monotonic() + 10
            while drip_server.open_now < DOCUMENT_FETCH.concurrency and time.monotonic() < deadline:
                time.sleep(0.05)
            assert drip_server.open_now >= 1  # fetches are being held by the drip host right now

            started = time.monotonic()
            assert http.get("/healthz", timeout=5).status_code == 200
            healthz_seconds = time.monotonic() - started
            started = time.monotonic()
            listed = http.post(
                "/mcp",
                json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
                headers={"Authorization": f"Bearer {token}"},
                timeout=5,
            )
            mcp_seconds = time.monotonic() - started
            held_during_checks = drip_server.open_now
            results = [future.result() for future in futures]

    assert listed.status_code == 200 and "tools" in listed.text
    assert held_during_checks >= 1
    assert healthz_seconds < 1.0 and mcp_seconds < 1.0, (healthz_seconds, mcp_seconds)
    # the drip host never held more fetches than the fetch's own limit
    assert drip_server.most_open <= DOCUMENT_FETCH.concurrency
    # every request ended within the deadline (plus slack for a loaded machine), none after minutes
    assert max(seconds for seconds, _ in results) < DOCUMENT_FETCH.deadline_seconds + 10
    bodies = [response.json() for _, response in results]
    assert {response.status_code for _, response in results} == {400}
    reasons = [body["error_description"] for body in bodies]
    assert any("document too slow" in reason for reason in reasons), reasons
    assert all("document too slow" in r or "document busy" in r for r in reasons), reasons
