"""Issue 24 item 8 against a real ``finkit serve`` process whose data directory and SQLite database sit
on a tiny tmpfs that the test fills: writes are 507 ``STORAGE_FULL`` (never 500), ``/readyz`` is not
ready, and once space is freed everything works again with nothing lost or corrupt.

Needs root (to mount a tmpfs); skipped elsewhere. The PostgreSQL side (SQLSTATE 53100) is covered by
``tests/core/db/test_diskfull.py`` with injected driver errors."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import uuid
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from sqlalchemy.engine import make_url

from tests.conftest import PristineDatabases
from tests.loopback import finkit_serve

pytestmark = pytest.mark.slow
DISK_MB = 24


@pytest.fixture
def tiny_disk(tmp_path: Path) -> Iterator[Path]:
    mount_point = tmp_path / "disk"
    mount_point.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={DISK_MB}m", "tmpfs", str(mount_point)],
        capture_output=True,
        check=False,
    )
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here (root needed): {mounted.stderr.decode().strip()}")
    try:
        yield mount_point
    finally:
        subprocess.run(["umount", "-l", str(mount_point)], check=False)


def _fill(disk: Path) -> Path:
    """Take every free byte of ``disk`` with one file; returns it (delete it to free the space)."""
    filler = disk / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        for size in (1024 * 1024, 4096, 1):
            block = b"\0" * size
            try:
                while os.write(fd, block):
                    pass
            except OSError:
                continue
    finally:
        os.close(fd)
    return filler


CSV_ROWS = "Date,Amount,Description\n" + "".join(
    f"{13 + n % 15:02d}/06/2026,-{n + 1}.25,SHOP NUMBER {n} " + "X" * 150 + "\n" for n in range(3000)
)


def test_a_full_disk_is_507_not_ready_and_recovers_with_nothing_lost(
    tiny_disk: Path, pristine_databases: PristineDatabases
) -> None:
    with pristine_databases.database("sqlite") as migrated:
        source = Path(str(make_url(migrated).database))
        database = tiny_disk / "finkit.db"
        for suffix in ("", "-wal"):
            if Path(f"{source}{suffix}").exists():
                shutil.copyfile(f"{source}{suffix}", f"{database}{suffix}")
    env = {
        **os.environ,
        "FINKIT_DATA_DIR": str(tiny_disk / "data"),
        "FINKIT_DATABASE_URL": f"sqlite:///{database}",
        "FINKIT_WEBHOOKS_WORKER": "false",
    }
    with finkit_serve(env=env) as served, httpx.Client(base_url=served.base, timeout=120) as http:
        email = f"full-{uuid.uuid4().hex[:10]}@example.com"
        registered = http.post(
            "/api/auth/register",
            json={"email": email, "password": "Sup3r-secret!", "firstName": "A", "lastName": "B"},
        )
        assert registered.status_code == 201, registered.text
        http.headers["Authorization"] = f"Bearer {registered.json()['token']}"
        for n in range(3):
            created = http.post(
                "/api/bank/transactions",
                json={"date": "2026-06-01", "description": f"Before {n}", "amount": -n - 1},
            )
            assert created.status_code == 201, created.text
        assert http.get("/readyz").status_code == 200

        filler = _fill(tiny_disk)
        upload = http.post("/api/chat/upload", files={"file": ("note.txt", b"hello\n" * 40_000)})
        assert upload.status_code == 507, upload.text
        assert upload.json()["code"] == "STORAGE_FULL" and "storage is full" in upload.json()["error"]
        imported = http.post("/api/bank/import", files={"file": ("june.csv", CSV_ROWS.encode())})
        assert imported.status_code == 507, imported.text
        statuses = set()
        for n in range(50):
            response = http.post(
                "/api/bank/transactions",
                json={"date": "2026-06-02", "description": f"During {n}", "amount": -1},
            )
            statuses.add(response.status_code)
        assert statuses <= {201, 507}, statuses
        ready = http.get("/readyz")
        assert ready.status_code == 503 and "Storage full" in ready.json()["error"], ready.text

        filler.unlink()
        assert http.get("/readyz").status_code == 200
        again = http.post("/api/chat/upload", files={"file": ("note.txt", b"hello\n" * 40_000)})
        assert again.status_code == 201, again.text
        imported = http.post("/api/bank/import", files={"file": ("june.csv", CSV_ROWS.encode())})
        assert imported.status_code == 200 and imported.json()["data"]["added"] == 3000, imported.text
        listed = http.get("/api/bank/transactions", params={"q": "Before", "limit": 10}).json()
        assert sorted(t["description"] for t in listed["transactions"]) == [
            "Before 0",
            "Before 1",
            "Before 2",
        ]
        assert len(http.get("/api/files").json()["files"]) == 1
    with sqlite3.connect(database) as check:
        assert check.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    leftovers = [p.name for p in (tiny_disk / "data").rglob(".upload-*")]
    assert leftovers == []
