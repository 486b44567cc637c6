"""End to end: a real uvicorn process on a free port, called over TCP with httpx."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

pytestmark = pytest.mark.slow


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def server(database_url: str, tmp_path: Path) -> Iterator[str]:
    port = _free_port()
    env = {
        **os.environ,
        "FINKIT_DATABASE_URL": database_url,
        # no delivery worker over the shared test database (other tests' events, receivers long gone)
        "FINKIT_WEBHOOKS_WORKER": "false",
        "PYTHONPATH": str(Path(__file__).parents[2] / "src"),
    }
    proc = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "from finkit.cli.main import main; main()",
            "serve",
            "--demo",
            "--port",
            str(port),
        ],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(200):
            try:
                if httpx.get(f"{base}/healthz", timeout=0.5).status_code == 200:
                    break
            except httpx.TransportError:
                time.sleep(0.1)
        else:
            proc.kill()
            pytest.fail(f"server did not start: {proc.stdout.read() if proc.stdout else ''}")
        yield base
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_demo_server_answers_the_printed_recipe(server: str) -> None:
    with httpx.Client(base_url=server) as http:
        assert http.get("/readyz").json()["status"] == "ready"
        login = http.post(
            "/api/auth/login", json={"email": "demo@finkit.local", "password": "demo-Passw0rd!"}
        )
        assert login.status_code == 200
        headers = {"Authorization": f"Bearer {login.json()['token']}"}
        listing = http.get("/api/bank/transactions", params={"limit": 5}, headers=headers)
        assert listing.status_code == 200 and listing.json()["pagination"]["total"] > 200
        assert listing.headers["X-RateLimit-Limit"] == "600" and listing.headers["X-Request-ID"]
        created = http.post(
            "/api/bank/transactions",
            headers=headers,
            json={"date": "2026-11-20", "description": "Coffee", "amount": -4.5},
        )
        assert created.status_code == 201
        assert http.get("/openapi.json").json()["openapi"] == "3.1.0"
