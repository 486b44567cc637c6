"""Which rows of every table belong to one account, read from the schema's metadata.

Account deletion, the account export and their tests all use this one map, so a table added later is
covered without anyone remembering to list it: a table is the account's when it has an ``account_id``
column, a foreign key to the account's user, or (for a table with neither) a foreign key to a row that
is the account's. ``GLOBAL_TABLES`` names the tables that hold nothing of any one account; every other
table must come out owned, and ``tests/core/accounts/test_deletion.py`` fails when one does not.
"""

from __future__ import annotations

from sqlalchemy import ColumnElement, Table, or_, select

from finkit.core.db.base import Base
from finkit.core.db.engine import load_all_models

#: Tables shared by every account, holding nothing of one: OAuth clients register themselves (their
#: grants, codes and refresh tokens are per account and are covered).
GLOBAL_TABLES = frozenset({"oauth_clients"})


def tables() -> list[Table]:
    """Every mapped table, parents before children (foreign-key order)."""
    load_all_models()
    return list(Base.metadata.sorted_tables)


def ownership(account_id: str, user_id: str) -> dict[str, ColumnElement[bool]]:
    """For each table holding rows of the account, the condition that picks them; parents before
    children. Tables in ``GLOBAL_TABLES`` and tables with no path to the account are absent."""
    owned: dict[str, ColumnElement[bool]] = {}
    for table in tables():
        if table.name in GLOBAL_TABLES:
            continue
        if table.name == "users":
            owned[table.name] = table.c.id == user_id
            continue
        if table.name == "accounts":
            owned[table.name] = table.c.id == account_id
            continue
        clauses: list[ColumnElement[bool]] = []
        if "account_id" in table.c:
            clauses.append(table.c.account_id == account_id)
        for fk in table.foreign_keys:
            parent = fk.column.table.name
            if parent == "users":
                clauses.append(fk.parent == user_id)
            elif parent == "accounts":
                if fk.parent.name != "account_id":
                    clauses.append(fk.parent == account_id)
            elif "account_id" not in table.c and parent in owned:
                # no account column of its own: the account's through its parent row
                clauses.append(fk.parent.in_(select(fk.column).where(owned[parent])))
        if clauses:
            owned[table.name] = or_(*clauses) if len(clauses) > 1 else clauses[0]
    return owned


def unowned_tables() -> list[str]:
    """Tables neither owned (for some account) nor listed global: each is a table deletion would
    miss. Empty, or the schema gained a table this module cannot place."""
    owned = ownership("account", "user")
    return [t.name for t in tables() if t.name not in owned and t.name not in GLOBAL_TABLES]
