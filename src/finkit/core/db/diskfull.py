"""A full disk remembered for ``/readyz``, and the probe that tells when it is over.

Which failures are a full disk, and the ``StorageFullError`` (507 ``STORAGE_FULL``) they become, is
decided in one place with the other server-state failures: ``core.db.failures.translate``, which notes
each full disk here. SQLite rolls a failed transaction back and file writes go through a temporary file
and a rename, so a full disk leaves nothing half-written.

``/readyz`` answers not ready while a small write probe in the data directory (and beside a SQLite
database) fails, and, for PostgreSQL (whose disk cannot be probed from here), for ``HOLD_SECONDS`` after
the last full disk it reported (``note_disk_full``), so a load balancer stops sending writes to a server
that cannot keep them.
"""

from __future__ import annotations

import os
import tempfile
import threading
import time
from pathlib import Path

from sqlalchemy.engine import make_url

MESSAGE = (
    "The server's storage is full: nothing was saved. Try again later; the operator must free disk space."
)
#: How long after the last full disk ``/readyz`` still answers not ready.
HOLD_SECONDS = 30.0
#: Bytes the readiness probe writes (and removes) to prove the disk takes writes.
PROBE_BYTES = 64 * 1024

_last_full = 0.0
_lock = threading.Lock()


def note_disk_full() -> None:
    global _last_full
    with _lock:
        _last_full = time.monotonic()


def recently_full() -> bool:
    with _lock:
        return _last_full > 0 and time.monotonic() - _last_full < HOLD_SECONDS


def clear_disk_full() -> None:
    """Forget the last full disk (tests; an operator's restart does the same)."""
    global _last_full
    with _lock:
        _last_full = 0.0


def probe_writable(folder: Path) -> str | None:
    """Write ``PROBE_BYTES`` to a temporary file in ``folder`` and remove it: None when that works,
    else why not. A missing folder is not a full disk (it is made on first use)."""
    if not folder.is_dir():
        return None
    try:
        fd, name = tempfile.mkstemp(dir=folder, prefix=".ready-")
    except OSError as exc:
        return f"{folder}: {exc.strerror}"
    try:
        with os.fdopen(fd, "wb") as probe:
            probe.write(b"\0" * PROBE_BYTES)
            probe.flush()
            os.fsync(probe.fileno())
    except OSError as exc:
        return f"{folder}: {exc.strerror}"
    finally:
        Path(name).unlink(missing_ok=True)
    return None


def storage_problem(data_dir: Path, database_url: str) -> str | None:
    """Why this server cannot keep writes now (for ``/readyz``), or None. A write probe in the data
    directory and beside a SQLite database decides (so readiness comes back as soon as space is freed);
    a PostgreSQL server's disk cannot be probed from here, so there a full disk met less than
    ``HOLD_SECONDS`` ago counts."""
    url = make_url(database_url)
    folders = [data_dir]
    local = url.get_backend_name() == "sqlite"
    if local and url.database and url.database != ":memory:":
        folders.append(Path(url.database).expanduser().parent)
    for folder in dict.fromkeys(f.resolve() for f in folders if f.exists()):
        problem = probe_writable(folder)
        if problem is not None:
            return problem
    if not local and recently_full():
        return f"the database refused a write for lack of disk space less than {HOLD_SECONDS:.0f} s ago"
    return None
