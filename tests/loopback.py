"""Real loopback servers for end-to-end tests: an ASGI app in a background thread, or ``finkit serve``
in its own process."""

from __future__ import annotations

import asyncio
import ctypes
import ctypes.util
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
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


#: How long a server may take to come up. Generous on purpose: the suite runs on every core
#: (pytest-xdist) beside other work, and these waits are not speed checks (speed lives in ``bench/``).
START_SECONDS = 120.0


async def slow_answer(request: Any, seconds: float) -> None:
    """A fake server's slow answer: wait ``seconds``, or less if the client hangs up first (a client
    that timed out). ``serve``'s stop waits for every request in flight, so a plain ``asyncio.sleep``
    kept each test's teardown waiting out the rest of it after the client had given up."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and not await request.is_disconnected():
        await asyncio.sleep(0.02)


@contextmanager
def serve(app: Any) -> Iterator[str]:
    """Serve ``app`` on 127.0.0.1 until the block ends; yields its base URL. The listening socket is
    bound here (port 0) and handed to uvicorn, so no other test process can take the port meanwhile."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = int(sock.getsockname()[1])
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + START_SECONDS
    try:
        while not server.started:
            if time.monotonic() > deadline or not thread.is_alive():
                raise RuntimeError("loopback server did not start")
            time.sleep(0.02)
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=30)
        sock.close()


#: Linux's ``prctl`` (None elsewhere), looked up once here rather than in the forked child.
_PRCTL = (
    getattr(ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True), "prctl", None)
    if sys.platform == "linux"
    else None
)
_PR_SET_PDEATHSIG = 1


def die_with_parent() -> Callable[[], None] | None:
    """A ``preexec_fn`` for a long-lived process a test starts (a server): the kernel sends it SIGTERM
    when the thread that started it ends (Linux's ``PR_SET_PDEATHSIG``), so a test run stopped any way
    at all (Ctrl-C twice, a killed xdist worker, ``kill -9``) leaves no server holding a port and a
    database behind. SIGTERM, as ``_stop`` sends: uvicorn stops its own worker processes on it. The
    child also checks that its parent is still the one that forked it (it may have died in between,
    before the signal was armed). Start such a process from the test's own thread: a worker thread that
    ends would take it along. None (no ``preexec_fn``) where there is no ``prctl``."""
    if _PRCTL is None:
        return None
    parent = os.getpid()
    prctl = _PRCTL

    def arm() -> None:
        prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)
        if os.getppid() != parent:
            os._exit(1)

    return arm


@dataclass
class ServeProcess:
    base: str
    output: list[str]  # what the process printed, line by line (kept draining so it never blocks)
    pid: int = 0  # the server process's id (its /proc/<pid>/status tells its peak memory)


SRC = str(Path(__file__).parents[1] / "src")

#: How the test starts ``finkit serve``: the real CLI, after swapping the account service's hasher for the
#: tests' cheap profile, as ``tests/conftest.py`` does in the test process. A login at production cost is
#: ~0.2 s of CPU (more on a busy machine), and the throttling tests make dozens. The swap is in this
#: command line only: production code has no switch that reaches the profile (``test_password_profile.py``
#: checks that, in a process of its own started without this).
SERVE_CODE = (
    "from argon2 import PasswordHasher; import finkit.core.accounts.service as accounts; "
    "accounts._hasher = PasswordHasher(time_cost=1, memory_cost=8, parallelism=1); "
    "from finkit.cli.main import main; main()"
)


@contextmanager
def finkit_serve(
    *args: str, env: dict[str, str], start_seconds: float = START_SECONDS
) -> Iterator[ServeProcess]:
    """``finkit serve *args`` in its own process on a free loopback port, as a person starts it; yields
    once ``/healthz`` answers and stops the process when the block ends. ``env`` is its whole
    environment (this checkout's ``src`` is put first on its path). The port is free when chosen but
    the process binds it a moment later; if another test process took it meanwhile, it tries again
    on a new one."""
    for _attempt in range(3):
        proc, served = _start_finkit_serve(args, env, start_seconds)
        if proc is not None:
            break
        if "address already in use" not in "".join(served.output).lower():
            raise RuntimeError(f"finkit serve did not start: {''.join(served.output)}")
    else:
        raise RuntimeError(f"finkit serve found no free port: {''.join(served.output)}")
    try:
        yield served
    finally:
        _stop(proc)


def _start_finkit_serve(
    args: tuple[str, ...], env: dict[str, str], start_seconds: float
) -> tuple[subprocess.Popen[str] | None, ServeProcess]:
    """Start ``finkit serve`` and wait for ``/healthz``: (the process, its URL and output), or (None,
    its output) when it exited first."""
    port = free_port()
    proc = subprocess.Popen(
        [
            sys.executable,
            "-c",
            SERVE_CODE,
            "serve",
            *args,
            "--port",
            str(port),
        ],
        env={**env, "PYTHONPATH": SRC},
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        preexec_fn=die_with_parent(),  # the server ends with this process: see ``die_with_parent``
    )
    output: list[str] = []
    stdout = proc.stdout
    assert stdout is not None
    reader = threading.Thread(target=lambda: output.extend(iter(stdout.readline, "")), daemon=True)
    reader.start()
    served = ServeProcess(f"http://127.0.0.1:{port}", output, proc.pid)
    deadline = time.monotonic() + start_seconds
    # One client for every poll: ``httpx.get`` builds a client, and its TLS context, each time (~36 ms
    # of CPU; this loop's 0.1 s polls then took a third of a core from the server it waits for).
    with httpx.Client(timeout=5) as poll:
        while True:
            if proc.poll() is not None:
                reader.join(timeout=5)
                return None, served
            try:
                if poll.get(f"{served.base}/healthz").status_code == 200 and proc.poll() is None:
                    return proc, served
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                _stop(proc)
                raise RuntimeError(f"finkit serve did not start in {start_seconds} s: {''.join(output)}")
            time.sleep(0.1)


def _stop(proc: subprocess.Popen[str]) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
