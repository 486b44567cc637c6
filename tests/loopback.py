"""Real loopback servers for end-to-end tests: an ASGI app in a background thread, or ``finkit serve``
in its own process."""

from __future__ import annotations

import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import uvicorn


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def serve(app: Any, *, port: int | None = None) -> Iterator[str]:
    """Serve ``app`` on 127.0.0.1 until the block ends; yields its base URL."""
    port = port or free_port()
    server = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on")
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 15
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("loopback server did not start")
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)


@dataclass
class ServeProcess:
    base: str
    output: list[str]  # what the process printed, line by line (kept draining so it never blocks)


SRC = str(Path(__file__).parents[1] / "src")


@contextmanager
def finkit_serve(*args: str, env: dict[str, str], start_seconds: float = 30) -> Iterator[ServeProcess]:
    """``finkit serve *args`` in its own process on a free loopback port, as a person starts it; yields
    once ``/healthz`` answers and stops the process when the block ends. ``env`` is its whole
    environment (this checkout's ``src`` is put first on its path)."""
    port = free_port()
    proc = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "from finkit.cli.main import main; main()",
            "serve",
            *args,
            "--port",
            str(port),
        ],
        env={**env, "PYTHONPATH": SRC},
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    output: list[str] = []
    stdout = proc.stdout
    assert stdout is not None
    threading.Thread(target=lambda: output.extend(iter(stdout.readline, "")), daemon=True).start()
    served = ServeProcess(f"http://127.0.0.1:{port}", output)
    try:
        deadline = time.monotonic() + start_seconds
        while True:
            try:
                if httpx.get(f"{served.base}/healthz", timeout=0.5).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline or proc.poll() is not None:
                raise RuntimeError(f"finkit serve did not start: {''.join(output)}")
            time.sleep(0.1)
        yield served
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
