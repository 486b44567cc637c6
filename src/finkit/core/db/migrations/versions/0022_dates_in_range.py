"""Refuse to upgrade while stored dates lie outside the supported range (1900-01-01 to 2199-12-31).

Finkit used to accept dates up to 9999-12-31 (issue 13, point 5); the range is now enforced on input, but
rows written before stay. Money records are never clamped, moved or hidden silently: this migration looks
at every date and date-time column and, if any stored value is outside the range, stops the upgrade with a
``ConflictError`` listing each offending row (table, id, account, column, value) so the operator fixes or
deletes them and upgrades again. Nothing is written either way. See
docs/decisions/0024-out-of-range-dates.md.

Revision ID: 0022_dates_in_range
Revises: 0021_merge_round_two
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, date, datetime
from typing import Any

import sqlalchemy as sa
from alembic import op

from finkit.core.errors import ConflictError

revision: str = "0022_dates_in_range"
down_revision: str | Sequence[str] | None = "0021_merge_round_two"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

FIRST_DAY = date(1900, 1, 1)
DAY_AFTER_LAST = date(2200, 1, 1)
#: Rows named in the refusal; the count covers them all.
LISTED = 50


def _bounds(column_type: sa.Date | sa.DateTime, dialect: str) -> tuple[sa.ColumnElement[Any], ...]:
    """The range's ends as SQL literals the column compares with correctly.

    SQLite keeps dates and date-times as ISO text in more than one spelling (``1900-01-01 00:00:00+00:00``,
    ``…00.000000``), so there the ends are the bare days as text: a day is a prefix of every time on it,
    which sorts after it. PostgreSQL compares typed values (date-times as UTC instants)."""
    if dialect == "sqlite":
        return sa.literal(FIRST_DAY.isoformat()), sa.literal(DAY_AFTER_LAST.isoformat())
    if isinstance(column_type, sa.DateTime):
        first: object = datetime(FIRST_DAY.year, 1, 1, tzinfo=UTC)
        after_last: object = datetime(DAY_AFTER_LAST.year, 1, 1, tzinfo=UTC)
    else:
        first, after_last = FIRST_DAY, DAY_AFTER_LAST
    return sa.literal(first, column_type), sa.literal(after_last, column_type)


def out_of_range_rows(bind: sa.engine.Connection) -> list[str]:
    """One line per stored date outside the range, over every table's date and date-time columns.

    Values are read as text, so a PostgreSQL date past Python's year 9999 is still reported."""
    inspector = sa.inspect(bind)
    found: list[str] = []
    for table_name in sorted(inspector.get_table_names()):
        if table_name == "alembic_version":
            continue
        columns = inspector.get_columns(table_name)
        names = {column["name"] for column in columns}
        key = inspector.get_pk_constraint(table_name).get("constrained_columns") or []
        for column in columns:
            if not isinstance(column["type"], sa.Date | sa.DateTime):
                continue
            first, after_last = _bounds(column["type"], bind.dialect.name)
            value: sa.ColumnClause[Any] = sa.column(column["name"])
            shown = [sa.cast(sa.column(name), sa.String) for name in key]
            if "account_id" in names and "account_id" not in key:
                shown.append(sa.cast(sa.column("account_id"), sa.String))
            query = (
                sa.select(*shown, sa.cast(value, sa.String))
                .select_from(sa.table(table_name))
                .where(sa.or_(value < first, value >= after_last))
            )
            for row in bind.execute(query):
                *ids, stored = row
                labels = [*key, "account_id"] if len(ids) > len(key) else list(key)
                where = ", ".join(f"{label}={ident}" for label, ident in zip(labels, ids, strict=True))
                found.append(f"{table_name} ({where}): {column['name']} = {stored}")
    return found


def upgrade() -> None:
    problems = out_of_range_rows(op.get_bind())
    if not problems:
        return
    listed = "\n".join(f"  {line}" for line in problems[:LISTED])
    more = f"\n  … and {len(problems) - LISTED} more" if len(problems) > LISTED else ""
    raise ConflictError(
        f"Cannot upgrade the database to {revision}: {len(problems)} stored date(s) lie outside the "
        f"supported range 1900-01-01 to 2199-12-31. Finkit does not change money records silently: "
        f"correct or delete each row below (with the finkit version you have been running, or SQL), then "
        f"upgrade again. See docs/decisions/0024-out-of-range-dates.md.\n{listed}{more}"
    )


def downgrade() -> None:
    pass
