"""How many rules an account may hold, and the check every way of adding rules goes through.

Why a cap (issue 24): every created, edited or imported transaction is evaluated against the account's
rules inside its write transaction, and a run over history evaluates them all per row. With 5,000 rules
one new transaction held SQLite's single write lock for 29 s, long enough for every other account's
writes to fail. 1,000 rules is far beyond what a person maintains by hand and keeps each write short.
"""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.rules.models import Rule

MAX_RULES_PER_ACCOUNT = 1_000


def rules_over_limit(count: int, *, field: str = "rules") -> ValidationError:
    return ValidationError.for_field(
        field,
        f"an account may hold at most {MAX_RULES_PER_ACCOUNT:,} rules; this would make {count:,}: "
        "delete or merge rules first",
    )


def check_rule_capacity(session: Session, ctx: AccountContext, *, adding: int) -> None:
    """Refuse (``ValidationError`` naming the limit) when ``adding`` more rules would exceed the cap."""
    if adding <= 0:
        return
    held = session.scalar(select(func.count()).select_from(Rule).where(Rule.account_id == ctx.account_id))
    if (held or 0) + adding > MAX_RULES_PER_ACCOUNT:
        raise rules_over_limit((held or 0) + adding)
