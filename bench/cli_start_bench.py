"""CLI start-up, as ratios to the libraries' own import cost measured in the same run (issue 14).

Targets: ``finkit --help`` and ``finkit --version`` <= 1.5x ``python -c "import typer"``;
``finkit tx list --limit 1`` on an existing database <= 1.3x ``python -c "import typer, sqlalchemy.orm"``.

Every command runs ``--repeat`` times, interleaved (so load changes hit all alike); the figure is the
median wall time, with the median CPU time (user + system) beside it, which a busy machine disturbs
less. The load average is printed with the result.

Every command runs with bytecode caching on, as an installed finkit does (pip writes the ``.pyc`` files):
the caches go to a temporary ``PYTHONPYCACHEPREFIX`` and the first, untimed run of each command fills
them. Without that, a ``PYTHONDONTWRITEBYTECODE`` in the environment made every run compile finkit's
own modules from source, ~0.1 s that no user pays (docs/decisions/0019-speed.md).

    PYTHONPATH=src python bench/cli_start_bench.py [--repeat 15]
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

FINKIT = [sys.executable, "-c", "from finkit.cli.main import main; main()"]
ROWS = [
    ("2026-06-01", "-45.50", "BP PARRAMATTA 0456 CARD xx1234"),
    ("2026-06-02", "-87.15", "WOOLWORTHS 1234 SYDNEY REF88123"),
    ("2026-06-03", "2500.00", "SALARY ACME PTY LTD REF 55021"),
]


def run_once(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU seconds of one run of ``argv`` (CPU from the child's rusage)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise RuntimeError(f"{argv} failed: {done.stderr.decode()[-2000:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args()
    data = Path(tempfile.mkdtemp(prefix="finkit-cli-bench-"))
    try:
        measure(data, args.repeat)
    finally:
        shutil.rmtree(data, ignore_errors=True)


def measure(data: Path, repeat: int) -> None:
    """Set up a database in ``data``, run every command ``repeat`` times and print the figures."""
    env = {
        **os.environ,
        "FINKIT_DATA_DIR": str(data),
        "FINKIT_SECRET_KEY": "c" * 48,
        "PYTHONPYCACHEPREFIX": str(data / "pycache"),
    }
    env.pop("FINKIT_DATABASE_URL", None)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    subprocess.run([*FINKIT, "init"], env=env, check=True, stdout=subprocess.DEVNULL)
    for day, amount, description in ROWS:
        subprocess.run(
            [*FINKIT, "tx", "add", amount, description, "--date", day],
            env=env,
            check=True,
            stdout=subprocess.DEVNULL,
        )
    commands = {
        "import typer": [sys.executable, "-c", "import typer"],
        "import typer, sqlalchemy.orm": [sys.executable, "-c", "import typer, sqlalchemy.orm"],
        "finkit --help": [*FINKIT, "--help"],
        "finkit --version": [*FINKIT, "--version"],
        "finkit tx list --limit 1": [*FINKIT, "tx", "list", "--limit", "1"],
    }
    samples: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
    for argv in commands.values():  # warm the file cache and write the .pyc files
        run_once(argv, env)
    for _ in range(repeat):
        for name, argv in commands.items():
            samples[name].append(run_once(argv, env))
    wall = {n: statistics.median(w for w, _ in s) for n, s in samples.items()}
    cpu = {n: statistics.median(c for _, c in s) for n, s in samples.items()}
    print(f"median of {repeat} runs each, interleaved; load average {os.getloadavg()[0]:.2f}")
    for name in commands:
        print(f"  {name:32s} wall {wall[name]:6.3f} s   cpu {cpu[name]:6.3f} s")
    print()
    checks = [
        ("finkit --help", "import typer", 1.5),
        ("finkit --version", "import typer", 1.5),
        ("finkit tx list --limit 1", "import typer, sqlalchemy.orm", 1.3),
    ]
    for name, base, target in checks:
        ratio_wall, ratio_cpu = wall[name] / wall[base], cpu[name] / cpu[base]
        verdict = "ok" if ratio_wall <= target else "OVER"
        print(
            f"  {name:26s} {ratio_wall:5.2f}x `{base}` wall ({ratio_cpu:4.2f}x cpu)"
            f"   target <= {target}x  [{verdict}]"
        )


if __name__ == "__main__":
    main()
