"""The suite's cheap password-hash profile is the suite's alone: production always hashes at argon2's
RFC 9106 cost, whatever the settings say."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import select

from finkit.core.accounts.models import User
from finkit.core.accounts.service import authenticate, create_user
from finkit.core.db.engine import Database
from finkit.core.settings import Settings

PRODUCTION_PARAMETERS = "$argon2id$v=19$m=65536,t=3,p=4$"
TEST_PARAMETERS = "$argon2id$v=19$m=8,t=1,p=1$"

_HASH_IN_A_FRESH_PROCESS = """
import sys
from sqlalchemy import select
from finkit.core.accounts.models import User
from finkit.core.accounts.service import authenticate, create_user
from finkit.core.db.engine import Database

db = Database(sys.argv[1])
create_user(db, {"email": "prod@example.com", "password": "Sup3r-secret!"})
authenticate(db, "prod@example.com", "Sup3r-secret!")
with db.session() as session:
    print(session.scalars(select(User.password_hash)).one())
"""


def _stored_hash(database: Database, email: str) -> str:
    with database.session() as session:
        value = session.scalars(select(User.password_hash).where(User.email == email)).one()
    assert value is not None
    return value


def test_the_suite_hashes_with_the_test_profile_and_passwords_still_check(database: Database) -> None:
    create_user(database, {"email": "cheap@example.com", "password": "Sup3r-secret!"})
    assert _stored_hash(database, "cheap@example.com").startswith(TEST_PARAMETERS)
    assert authenticate(database, "cheap@example.com", "Sup3r-secret!").email == "cheap@example.com"


def test_no_setting_names_a_password_hash_profile() -> None:
    for name, field in Settings.model_fields.items():
        text = f"{name} {field.description or ''}".lower()
        assert not any(word in text for word in ("argon", "hash", "password")), name


@pytest.mark.slow
def test_a_process_without_the_test_fixture_hashes_at_production_cost(tmp_path: Path) -> None:
    """Every FINKIT_* variable set to something cheap-sounding changes nothing."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("FINKIT_")}
    env.update(
        {
            "FINKIT_DATA_DIR": str(tmp_path / "data"),
            "FINKIT_SECRET_KEY": "s" * 48,
            "FINKIT_PASSWORD_HASH_PROFILE": "test",
            "FINKIT_ARGON2_TIME_COST": "1",
            "FINKIT_TEST_PASSWORD_HASHER": "1",
        }
    )
    env["PYTHONPATH"] = os.pathsep.join(p for p in sys.path if p)
    done = subprocess.run(
        [sys.executable, "-c", _HASH_IN_A_FRESH_PROCESS, f"sqlite:///{tmp_path / 'prod.db'}"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().startswith(PRODUCTION_PARAMETERS)
