"""Alembic driven from code: bring any finkit database to head, and tell whether it is there."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine

MIGRATIONS_DIR = Path(__file__).with_name("migrations")


def alembic_config(engine: Engine | None = None) -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS_DIR))
    if engine is not None:
        cfg.attributes["engine"] = engine
    return cfg


def head_revisions() -> set[str]:
    return set(ScriptDirectory.from_config(alembic_config()).get_heads())


def current_revisions(engine: Engine) -> set[str]:
    with engine.connect() as conn:
        return set(MigrationContext.configure(conn).get_current_heads())


def is_at_head(engine: Engine) -> bool:
    return current_revisions(engine) == head_revisions()


def upgrade_to_head(engine: Engine) -> None:
    """Apply every pending migration. Migrations only add or transform; none drops user data."""
    if is_at_head(engine):
        return
    command.upgrade(alembic_config(engine), "heads")
