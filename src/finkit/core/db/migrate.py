"""Alembic driven from code: bring any finkit database to head, and tell whether it is there."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import Engine, text
from sqlalchemy.exc import DBAPIError

if TYPE_CHECKING:
    from alembic.config import Config

MIGRATIONS_DIR = Path(__file__).with_name("migrations")
_REVISION = re.compile(r"""^revision\s*(?::[^=\n]*)?=\s*["']([^"']+)["']""", re.MULTILINE)
_DOWN_REVISION = re.compile(
    r"""^down_revision\s*(?::[^=\n]*)?=\s*(None|["'][^"']*["']|\([^)]*\)|\[[^\]]*\])""", re.MULTILINE
)
_QUOTED = re.compile(r"""["']([^"']+)["']""")


def alembic_config(engine: Engine | None = None) -> Config:
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS_DIR))
    if engine is not None:
        cfg.attributes["engine"] = engine
    return cfg


def head_revisions() -> set[str]:
    from alembic.script import ScriptDirectory

    return set(ScriptDirectory.from_config(alembic_config()).get_heads())


def current_revisions(engine: Engine) -> set[str]:
    from alembic.runtime.migration import MigrationContext

    with engine.connect() as conn:
        return set(MigrationContext.configure(conn).get_current_heads())


def declared_heads() -> set[str] | None:
    """The head revisions read straight from the version files' ``revision``/``down_revision`` lines,
    or None when a file does not declare them plainly (then only Alembic can say).

    Why: loading Alembic's script directory imports Alembic and every migration module, ~0.3 s that
    every CLI command paid just to learn that nothing needs doing."""
    revisions: set[str] = set()
    parents: set[str] = set()
    for path in (MIGRATIONS_DIR / "versions").glob("*.py"):
        source = path.read_text(encoding="utf-8")
        revision, down = _REVISION.search(source), _DOWN_REVISION.search(source)
        if revision is None or down is None:
            return None
        revisions.add(revision.group(1))
        parents.update(_QUOTED.findall(down.group(1)))
    return revisions - parents or None


def _stored_revisions(engine: Engine) -> set[str] | None:
    """The revisions in ``alembic_version``, or None when there is no such table (a new database)."""
    try:
        with engine.connect() as conn:
            return {row[0] for row in conn.execute(text("SELECT version_num FROM alembic_version"))}
    except DBAPIError:
        return None


def is_at_head(engine: Engine) -> bool:
    heads = declared_heads()
    if heads is not None and _stored_revisions(engine) == heads:
        return True  # the common case, answered without importing Alembic
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
    from alembic import command

    cfg = alembic_config(engine)
    command.upgrade(cfg, "heads")
    return list(dict.fromkeys(cfg.attributes.get(AFTER_UPGRADE, [])))
