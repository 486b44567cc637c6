"""What starting ``finkit mcp`` and ``finkit serve`` costs, in CPU (issue 14, round 18).

A desktop MCP client starts ``finkit mcp`` for each session, and the test suite starts ``finkit mcp`` and
``finkit serve`` dozens of times (docs/decisions/0019-speed.md): the start-up is paid each time.

- ``finkit mcp``: from the process's start until it has answered ``initialize`` and ``tools/list`` (the
  first two requests every client sends), then stdin is closed and it exits.
- ``finkit serve``: from the process's start until ``/healthz`` answers, then SIGTERM.

Each runs ``--repeat`` times, interleaved with ``python -c "import mcp.server.stdio, sqlalchemy.orm"`` (the
libraries neither start can avoid); the figure is the median CPU (user + system of the child, from its
rusage), which a busy machine disturbs less than wall time, with the median wall beside it and the load
average. Bytecode caching is on (a temporary ``PYTHONPYCACHEPREFIX``, filled by a first untimed run), as an
installed finkit has it.

    PYTHONPATH=src python bench/server_start_bench.py [--repeat 7]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

FINKIT = [sys.executable, "-c", "from finkit.cli.main import main; main()"]
BASELINE = [sys.executable, "-c", "import mcp.server.stdio, sqlalchemy.orm"]
REQUESTS = [
    {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {
            "protocolVersion": "2025-06-18",
            "capabilities": {},
            "clientInfo": {"name": "bench", "version": "0"},
        },
    },
    {"jsonrpc": "2.0", "method": "notifications/initialized"},
    {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
]


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_baseline(env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU seconds of importing the libraries alone."""
    before, start = _children_cpu(), time.perf_counter()
    subprocess.run(BASELINE, env=env, check=True)
    return time.perf_counter() - start, _children_cpu() - before


def run_mcp(env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU seconds of ``finkit mcp`` answering ``initialize`` and ``tools/list``."""
    before, start = _children_cpu(), time.perf_counter()
    proc = subprocess.Popen(
        [*FINKIT, "mcp"], env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    assert proc.stdin is not None and proc.stdout is not None
    for request in REQUESTS:
        proc.stdin.write(json.dumps(request) + "\n")
    proc.stdin.flush()
    answered = 0
    for line in proc.stdout:
        message = json.loads(line)
        if message.get("id") == 2:
            if not message["result"]["tools"]:
                raise RuntimeError("tools/list answered no tools")
            answered = 1
            break
    proc.stdin.close()
    proc.wait(timeout=60)
    if not answered:
        raise RuntimeError("finkit mcp did not answer tools/list")
    return time.perf_counter() - start, _children_cpu() - before


def run_serve(env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU seconds of ``finkit serve`` until ``/healthz`` answers."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    before, start = _children_cpu(), time.perf_counter()
    proc = subprocess.Popen(
        [*FINKIT, "serve", "--port", str(port)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        while True:
            if proc.poll() is not None:
                raise RuntimeError("finkit serve exited")
            try:
                if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                time.sleep(0.05)
        wall = time.perf_counter() - start
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=60)
    return wall, _children_cpu() - before


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    data = Path(tempfile.mkdtemp(prefix="finkit-server-bench-"))
    try:
        env = {
            **os.environ,
            "FINKIT_DATA_DIR": str(data),
            "FINKIT_SECRET_KEY": "c" * 48,
            "PYTHONPYCACHEPREFIX": str(data / "pycache"),
        }
        env.pop("FINKIT_DATABASE_URL", None)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        subprocess.run([*FINKIT, "init"], env=env, check=True, stdout=subprocess.DEVNULL)
        runs = {
            "import mcp.server.stdio, sqlalchemy.orm": run_baseline,
            "finkit mcp (initialize, tools/list)": run_mcp,
            "finkit serve (until /healthz)": run_serve,
        }
        samples: dict[str, list[tuple[float, float]]] = {name: [] for name in runs}
        for run in runs.values():  # write the .pyc files
            run(env)
        for _ in range(args.repeat):
            for name, run in runs.items():
                samples[name].append(run(env))
        print(f"median of {args.repeat} runs each, interleaved; load average {os.getloadavg()[0]:.2f}")
        for name, got in samples.items():
            wall = statistics.median(w for w, _ in got)
            cpu = statistics.median(c for _, c in got)
            print(f"  {name:40s} cpu {cpu:6.3f} s   wall {wall:6.3f} s")
    finally:
        shutil.rmtree(data, ignore_errors=True)


if __name__ == "__main__":
    main()
