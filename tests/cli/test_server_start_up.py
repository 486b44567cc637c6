"""``finkit mcp`` and ``finkit serve`` start with the cyclic collector off and then freeze what the
start-up built, so no full collection walks the ~400,000 start-up objects while they start or serve.

A structural guard, not a timing: the start-up figures are ``bench/server_start_bench.py``'s (round 18:
~0.6 s of ``finkit mcp``'s ~2.3 s of start-up CPU; docs/decisions/0019-speed.md).
"""

from __future__ import annotations

import subprocess
import sys

import pytest

#: Runs ``finkit ...`` with the serving step replaced by a report of the collector's state at that point.
PROBE = """
import gc, sys
import uvicorn
import finkit.mcp.stdio as stdio
report = lambda *args, **kwargs: print(gc.get_freeze_count(), gc.isenabled())
stdio.run_stdio = report
uvicorn.run = report
from finkit.cli.main import main
main()
"""


def _collector_when_serving(*args: str) -> tuple[int, bool]:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, *args], capture_output=True, text=True, timeout=120, check=True
    )
    frozen, enabled = done.stdout.strip().splitlines()[-1].split()
    return int(frozen), enabled == "True"


@pytest.mark.slow
@pytest.mark.parametrize("command", [["mcp"], ["serve", "--port", "1"]])
def test_the_start_up_is_frozen_and_the_collector_back_on(
    command: list[str], migrated_sqlite_url: str
) -> None:
    frozen, enabled = _collector_when_serving("--database", migrated_sqlite_url, *command)
    assert frozen > 100_000  # the start-up's objects, out of every later collection's walk
    assert enabled  # what a request makes is collected as before
