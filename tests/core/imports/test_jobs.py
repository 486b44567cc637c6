"""Imports in the background: the same atomic import, with progress a page polls, and the rows it added
found by its batch. Runs on SQLite and, with FINKIT_TEST_POSTGRES_URL set, on PostgreSQL."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import finkit
from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.imports import jobs
from finkit.core.imports.jobs import get_import_job, import_job_report, wait_for_import_job
from finkit.core.usecases.import_jobs import start_import_job
from finkit.core.usecases.transactions import list_transactions

WAIT = 120.0  # an upper bound for a stuck thread, never a speed check


def statement(rows: int, *, bad_line: int | None = None) -> bytes:
    lines = ["Date,Amount,Description"]
    for n in range(1, rows + 1):
        amount = "-5.0O" if n == bad_line else f"-{n % 97 + 1}.{n % 100:02d}"
        lines.append(f"{n % 28 + 1:02d}/08/2026,{amount},CAFE ORDER {n:05d} SURRY HILLS NS AUS")
    return ("\n".join(lines) + "\n").encode()


def test_a_job_imports_in_the_background_and_reports_progress(
    ctx: AccountContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[tuple[str, int, str]] = []
    save = jobs._save

    def spy(context: AccountContext, job: jobs.ImportJobRead) -> None:
        seen.append((job.status, job.percent, job.stage))
        save(context, job)

    monkeypatch.setattr(jobs, "_save", spy)
    data = statement(3000)
    job = start_import_job(ctx, data=data, file_name="big.csv")
    assert job.status == "running" and job.bytes_total == len(data)
    finished = wait_for_import_job(ctx, job.id, timeout=WAIT)
    assert finished.status == "done" and finished.percent == 100 and finished.bytes_read == len(data)
    report = import_job_report(ctx, job.id)
    assert report is not None and report.added == 3000 and report.batch_id
    percents = [p for status, p, _ in seen if status == "running"]
    assert percents == sorted(percents) and len(set(percents)) > 3  # it moved, one step at a time
    assert ("running", 100, "saving") in seen
    mine = list_transactions(ctx, {"importBatch": report.batch_id, "limit": 1})
    assert mine.pagination.total == 3000


def test_a_failed_job_writes_nothing_and_names_the_bad_row(
    ctx: AccountContext, other_ctx: AccountContext
) -> None:
    job = start_import_job(ctx, data=statement(50, bad_line=7), file_name="bad.csv")
    failed = wait_for_import_job(ctx, job.id, timeout=WAIT)
    assert failed.status == "failed" and failed.error_code == "VALIDATION_ERROR"
    assert [(p.row, p.field) for p in failed.problems] == [(8, "amount")]  # line 8: header + 7
    with pytest.raises(ValidationError) as info:
        import_job_report(ctx, job.id)
    assert info.value.fields[0].row == 8
    assert list_transactions(ctx).pagination.total == 0  # all or nothing
    skipped = start_import_job(ctx, data=statement(50, bad_line=7), file_name="bad.csv", skip_invalid=True)
    report: Any = import_job_report(ctx, wait_for_import_job(ctx, skipped.id, timeout=WAIT).id)
    assert (report.added, report.invalid) == (49, 1)
    for stranger, job_id in ((other_ctx, job.id), (ctx, "0" * 32), (ctx, "../../etc/passwd")):
        with pytest.raises(NotFoundError):
            get_import_job(stranger, job_id)


KILLED_MID_IMPORT = """
import os, signal, sys, time
import finkit
from finkit.core.imports.jobs import get_import_job
from finkit.core.usecases.import_jobs import start_import_job
fk = finkit.open(sys.argv[1], data_dir=sys.argv[2])
ctx = fk.context()
job = start_import_job(ctx, data=open(sys.argv[3], "rb").read(), file_name="big.csv")
print(job.id, flush=True)
while get_import_job(ctx, job.id).percent < 1:
    time.sleep(0.005)
os.kill(os.getpid(), signal.SIGKILL)  # the server process dies mid-import
"""


@pytest.mark.slow
def test_a_job_whose_process_died_reads_as_interrupted_and_wrote_nothing(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'finkit.db'}"
    big = tmp_path / "big.csv"
    big.write_bytes(statement(60_000))
    with finkit.open(url, data_dir=tmp_path) as fk:
        fk.context()  # the database and the local user exist before the other process starts
    done = subprocess.run(
        [sys.executable, "-c", KILLED_MID_IMPORT, url, str(tmp_path), str(big)],
        capture_output=True,
        text=True,
        timeout=WAIT,
    )
    assert done.returncode == -9, done.stderr
    job_id = done.stdout.strip()
    with finkit.open(url, data_dir=tmp_path) as fk:
        ctx = fk.context()
        job = get_import_job(ctx, job_id)
        assert job.status == "failed" and job.error_code == "UNAVAILABLE"
        assert job.error is not None and "interrupted" in job.error
        assert list_transactions(ctx, {"limit": 1}).pagination.total == 0  # one transaction: nothing kept
        assert get_import_job(ctx, job_id).status == "failed"  # recorded, not recomputed each poll
