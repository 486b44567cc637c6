"""Imports that run in the background, with progress a page can poll.

A large bank file takes a while to read, categorise and insert; a page that waits on one request looks
hung. ``start_import_job`` runs the same ``import_file`` (same atomicity: all rows or none unless
``skip_invalid``) in a thread and records its progress, which ``get_import_job`` reads back.

Progress is the share of the file's bytes read so far (``import_file``'s ``progress`` callback); after the
last byte, the final chunk is saved and the transaction committed ("saving"). The state of each job is a
small JSON file under ``data_dir/import-jobs/<account_id>/<job_id>.json``, written atomically (temporary
file then rename), so any worker process on the host can answer a poll, and one account can never read
another's job (the folder is the account's; ids are checked before they touch a path).

A job whose process is gone (the server was stopped or killed mid-import) can never finish; since the
import is one database transaction, nothing of it was written. Each state file records the process
running it, and a poll that finds ``running`` with that process gone answers ``failed`` ("interrupted")
instead of a progress bar that never moves. (On another host the process cannot be checked: the job
state is per host, as docs/importing.md says.)
"""

from __future__ import annotations

import json
import logging
import os
import re
import socket
import tempfile
import threading
import time
import uuid
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, Literal

from pydantic import Field

from finkit.core import errors
from finkit.core.context import AccountContext
from finkit.core.errors import FieldProblem, FinkitError, NotFoundError, ValidationError
from finkit.core.files.service import account_dir
from finkit.core.imports.pipeline import RowSteps, import_file
from finkit.core.imports.schemas import ImportProblem, ImportReport
from finkit.core.imports.staged import discard_staged_import
from finkit.core.schemas import Schema

log = logging.getLogger(__name__)

JobStatus = Literal["running", "done", "failed"]
_JOB_ID = re.compile(r"^[0-9a-f]{32}$")
#: Finished jobs' records are removed after this long (when the account starts another import).
KEEP_FINISHED = timedelta(days=1)
_threads: dict[str, threading.Thread] = {}
_threads_lock = threading.Lock()


class ImportJobRead(Schema):
    id: str
    status: JobStatus
    stage: Literal["reading", "saving", "finished"] = Field(
        description="reading: bytes are being read; saving: the last rows are inserted and committed."
    )
    file_name: str
    bytes_read: int
    bytes_total: int
    percent: int = Field(description="Share of the file read, 0-100.")
    started_at: datetime
    finished_at: datetime | None = None
    report: ImportReport | None = None
    error: str | None = None
    error_code: str | None = None
    problems: list[ImportProblem] = Field(default_factory=list)
    dry_run: bool = Field(default=False, description="A preview: the file is checked, nothing is written.")
    staged_id: str | None = Field(
        default=None,
        description="The staged file (core.imports.staged) this job reads; removed once imported.",
    )


def _path(ctx: AccountContext, job_id: str) -> Path:
    if not _JOB_ID.match(job_id):
        raise NotFoundError("import job", job_id)
    return account_dir(ctx, "import-jobs") / f"{job_id}.json"


INTERRUPTED = (
    "The import was interrupted (the server stopped) before it finished; nothing from this file was "
    "saved. Import the file again."
)


def _this_worker() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


def _save(ctx: AccountContext, job: ImportJobRead) -> None:
    target = _path(ctx, job.id)
    fd, temporary = tempfile.mkstemp(dir=target.parent, prefix=".job-")
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        out.write(json.dumps({"worker": _this_worker(), "job": job.model_dump(mode="json")}))
    Path(temporary).replace(target)  # readers see the old state or the new one, never half a file


def _worker_gone(worker: str, job_id: str) -> bool:
    """True only when the process that runs the job is known to be gone."""
    host, _, pid_text = worker.rpartition(":")
    if host != socket.gethostname() or not pid_text.isdigit():
        return False  # another host's process cannot be checked from here
    pid = int(pid_text)
    if pid == os.getpid():
        with _threads_lock:
            return job_id not in _threads
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    return False


def get_import_job(ctx: AccountContext, job_id: str) -> ImportJobRead:
    """The job's state; another account's job (or an unknown id) is ``NotFoundError``."""
    path = _path(ctx, job_id)
    try:
        stored = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise NotFoundError("import job", job_id) from None
    job = ImportJobRead.model_validate(stored["job"])
    if job.status == "running" and _worker_gone(str(stored.get("worker", "")), job.id):
        job = _failed(job, errors.UnavailableError(INTERRUPTED), ctx.now())
        _save(ctx, job)
    return job


def _forget_old(ctx: AccountContext) -> None:
    cutoff = time.time() - KEEP_FINISHED.total_seconds()
    for old in account_dir(ctx, "import-jobs").glob("*.json"):
        try:
            if old.stat().st_mtime < cutoff:
                old.unlink()
        except OSError:
            continue


def _failed(job: ImportJobRead, error: FinkitError, now: datetime) -> ImportJobRead:
    fields = getattr(error, "fields", []) if isinstance(error, ValidationError) else []
    return job.model_copy(
        update={
            "status": "failed",
            "stage": "finished",
            "finished_at": now,
            "error": error.message,
            "error_code": error.code,
            "problems": [ImportProblem(row=p.row, field=p.field, message=p.message) for p in fields],
        }
    )


def start_import_job(
    ctx: AccountContext,
    *,
    data: bytes,
    file_name: str,
    skip_invalid: bool = False,
    options: dict[str, Any] | None = None,
    steps: RowSteps,
    dry_run: bool = False,
    staged_id: str | None = None,
) -> ImportJobRead:
    """Start importing ``data`` in a background thread and return the job (``running``).

    ``options`` are ``import_file``'s (``format``, ``mapping``, ``date_format``, ``profile``). Poll
    ``get_import_job``; ``wait_for_import_job`` blocks until it ends (or a time limit passes).
    ``dry_run``: a preview of a large file, with the same progress (nothing is written). ``staged_id``:
    the staged file ``data`` came from, removed once the import succeeds."""
    _forget_old(ctx)
    job = ImportJobRead(
        id=uuid.uuid4().hex,
        status="running",
        stage="reading",
        file_name=file_name,
        bytes_read=0,
        bytes_total=len(data),
        percent=0,
        started_at=ctx.now(),
        dry_run=dry_run,
        staged_id=staged_id,
    )
    thread = threading.Thread(
        target=_run,
        args=(ctx, job, data, skip_invalid, {**(options or {}), "steps": steps}),
        name=f"import-{job.id}",
        daemon=True,
    )
    with _threads_lock:
        _threads[job.id] = thread  # before the first save: a poll must never see it as interrupted
    _save(ctx, job)
    thread.start()
    return job


def _run(
    ctx: AccountContext, job: ImportJobRead, data: bytes, skip_invalid: bool, options: dict[str, Any]
) -> None:
    state = {"read": 0, "shown": -1}
    total = max(len(data), 1)

    def progress(n: int) -> None:
        state["read"] = min(state["read"] + n, len(data))
        percent = state["read"] * 100 // total
        if percent != state["shown"]:  # one write per percent, whatever the file's size
            state["shown"] = percent
            stage = "saving" if state["read"] >= len(data) else "reading"
            _save(
                ctx, job.model_copy(update={"bytes_read": state["read"], "percent": percent, "stage": stage})
            )

    try:
        report = import_file(
            ctx,
            data=data,
            file_name=job.file_name,
            skip_invalid=skip_invalid,
            dry_run=job.dry_run,
            progress=progress,
            **options,
        )
        if job.staged_id and not job.dry_run:
            discard_staged_import(ctx, job.staged_id)
        final = job.model_copy(
            update={
                "status": "done",
                "stage": "finished",
                "bytes_read": len(data),
                "percent": 100,
                "finished_at": ctx.now(),
                "report": report,
            }
        )
    except FinkitError as error:
        final = _failed(job, error, ctx.now())
    except Exception:  # a bug: the person still learns the import stopped (and nothing was written)
        log.exception("import job %s failed", job.id)
        final = _failed(job, FinkitError("The import stopped because of an internal error"), ctx.now())
    try:
        _save(ctx, final)
    finally:
        with _threads_lock:
            _threads.pop(job.id, None)


def wait_for_import_job(ctx: AccountContext, job_id: str, *, timeout: float) -> ImportJobRead:
    """Block until the job (started by this process) ends or ``timeout`` seconds pass; its state."""
    with _threads_lock:
        thread = _threads.get(job_id)
    if thread is not None:
        thread.join(timeout)
    return get_import_job(ctx, job_id)


_ERRORS_BY_CODE: dict[str, type[FinkitError]] = {
    cls.code: cls
    for cls in vars(errors).values()
    if isinstance(cls, type) and issubclass(cls, FinkitError) and cls is not FinkitError
}


def import_job_report(ctx: AccountContext, job_id: str) -> ImportReport | None:
    """A finished job's report; ``None`` while it runs; a failed job raises its error again (the same
    class and message ``import_file`` raised, with the bad rows on a ``ValidationError``)."""
    job = get_import_job(ctx, job_id)
    if job.status == "running":
        return None
    if job.status == "done":
        return job.report
    message = job.error or "The import failed"
    if job.error_code == ValidationError.code:
        raise ValidationError(
            message, fields=[FieldProblem(p.field, p.message, row=p.row) for p in job.problems]
        )
    cls = _ERRORS_BY_CODE.get(job.error_code or "", FinkitError)
    error = cls.__new__(cls)
    FinkitError.__init__(error, message)  # the message as first raised; the class maps its status
    raise error


__all__ = [
    "ImportJobRead",
    "get_import_job",
    "import_job_report",
    "start_import_job",
    "wait_for_import_job",
]
