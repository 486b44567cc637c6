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


#: A migration that needs data work done with the head revision's code (e.g. building derived rows
#: from several areas' tables) appends ``"module:function"`` to ``context.config.attributes[AFTER_UPGRADE]``;
#: ``Database`` calls ``function(database)`` once every migration has run.
AFTER_UPGRADE = "after_upgrade"


def upgrade_to_head(engine: Engine) -> list[str]:
    """Apply every pending migration. Migrations only add or transform; none drops user data.

    Returns the after-upgrade tasks the applied migrations queued (``"module:function"``)."""
    if is_at_head(engine):
        return []
    cfg = alembic_config(engine)
    command.upgrade(cfg, "heads")
    return list(dict.fromkeys(cfg.attributes.get(AFTER_UPGRADE, [])))
