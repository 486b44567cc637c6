"""A test run stopped any way at all leaves no server or browser behind: ``finkit serve`` started through
``tests/loopback.finkit_serve`` and the Chromium ``tests/web/conftest.py`` launches both end when the
test process dies, even by SIGKILL (no ``finally`` runs then). A leftover ``finkit serve`` kept its port
and its database and took CPU from the next run."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from tests.web.conftest import CHROMIUM

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(sys.platform != "linux", reason="PR_SET_PDEATHSIG is Linux's"),
]

ROOT = Path(__file__).parents[1]

#: A stand-in for a test process: starts ``finkit serve`` as the tests do and, with Chromium installed,
#: the shared browser as the browser tests do; prints the server's process id and waits to be killed.
STAND_IN = textwrap.dedent(
    """
    import os, sys, time
    from tests.loopback import finkit_serve

    with finkit_serve(env=dict(os.environ)) as served:
        if sys.argv[1] == "browser":
            from tests.web.conftest import _CHROMIUM

            _CHROMIUM.get()
        print(served.pid, flush=True)
        time.sleep(600)
    """
)


def _alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie, dead but not yet reaped by whoever adopted it, does not)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return False
    return state not in ("Z", "X")


def _descendants(pid: int) -> set[int]:
    """Every process below ``pid`` (its children's children too), from /proc."""
    parents: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (FileNotFoundError, ProcessLookupError, IndexError):
                continue
            parents.setdefault(ppid, []).append(int(entry.name))
    found: set[int] = set()
    todo = [pid]
    while todo:
        for child in parents.get(todo.pop(), []):
            if child not in found:
                found.add(child)
                todo.append(child)
    return found


def test_servers_and_browsers_end_with_the_test_process_that_started_them(
    migrated_sqlite_url: str, tmp_path: Path
) -> None:
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith("FINKIT_")},
        "PYTHONPATH": f"{ROOT / 'src'}{os.pathsep}{ROOT}",
        "FINKIT_DATABASE_URL": migrated_sqlite_url,
        "FINKIT_DATA_DIR": str(tmp_path / "data"),
        "FINKIT_SECRET_KEY": "loopback-test-secret-0123456789abcdef0123456789",
        "FINKIT_WEBHOOKS_WORKER": "false",
    }
    mode = "browser" if CHROMIUM else "server"
    stand_in = subprocess.Popen(
        [sys.executable, "-c", STAND_IN, mode], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True
    )
    started: set[int] = set()
    try:
        assert stand_in.stdout is not None
        line = stand_in.stdout.readline()
        assert line.strip(), "the stand-in printed no process ids"
        server = int(line.split()[0])
        started = _descendants(stand_in.pid)
        assert server in started and _alive(server)
        if mode == "browser":  # Playwright's driver and the Chromium processes under it
            assert len(started) > 2, started

        os.kill(stand_in.pid, signal.SIGKILL)
        stand_in.wait()
        deadline = time.monotonic() + 60
        while any(_alive(pid) for pid in started) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not [pid for pid in started if _alive(pid)], "left running after the test process died"
    finally:
        if stand_in.poll() is None:
            stand_in.kill()
            stand_in.wait()
        for pid in started:
            if _alive(pid):
                os.kill(pid, signal.SIGKILL)
