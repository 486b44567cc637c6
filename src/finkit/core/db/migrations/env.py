"""Alembic environment: runs with the engine handed over in ``config.attributes`` (see migrate.py)."""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine

import finkit.core.db.models  # noqa: F401  (registers every table on Base.metadata)
from finkit.core.db.base import Base

config = context.config
target_metadata = Base.metadata


def include_name(name: str | None, type_: str, parent_names: object) -> bool:
    """Full-text structures are raw SQL in migrations (FTS5 virtual tables and their shadow tables on
    SQLite, expression GIN indexes on PostgreSQL): autogenerate must not offer to drop them."""
    return not (type_ in {"table", "index"} and name is not None and "_fts" in name)


def run_migrations_online() -> None:
    engine = config.attributes.get("engine")
    if engine is None:
        url = config.get_main_option("sqlalchemy.url")
        if not url:
            raise RuntimeError("set sqlalchemy.url or pass an engine in config.attributes['engine']")
        engine = create_engine(url)
    with engine.begin() as connection:
        context.configure(
            connection=connection,
            target_metadata=target_metadata,
            render_as_batch=connection.dialect.name == "sqlite",
            include_name=include_name,
        )
        context.run_migrations()


run_migrations_online()
