"""The tax profile is read from the database once per transaction, not once per question source: a
review pass asks it a dozen times and more (every source that depends on the profile), and each read
was a SELECT (on PostgreSQL a round trip), as SQLAlchemy's identity map let the row go between them.
A change stored in the same transaction, and one stored in a later one, is still what the next read sees."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import event

from finkit.core.context import AccountContext
from finkit.core.profile.models import TaxProfileRow
from finkit.core.profile.schemas import TaxProfileUpdate
from finkit.core.profile.service import load_profile, store_profile
from finkit.core.review.queue import review_queue
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import create_transaction


@contextmanager
def _profile_reads(ctx: AccountContext) -> Iterator[list[str]]:
    seen: list[str] = []

    def count(conn, cursor, statement, parameters, context, executemany) -> None:  # type: ignore[no-untyped-def]
        if statement.lstrip().upper().startswith("SELECT") and "FROM tax_profiles" in statement:
            seen.append(statement)

    event.listen(ctx.db.engine, "before_cursor_execute", count)
    try:
        yield seen
    finally:
        event.remove(ctx.db.engine, "before_cursor_execute", count)


def _business(ctx: AccountContext, occupation: str = "electrician") -> None:
    update_profile(
        ctx,
        data={"gstRegistered": True, "occupation": occupation, "entityType": "sole_trader", "country": "AU"},
    )


def test_one_review_pass_reads_the_profile_once(ctx: AccountContext) -> None:
    _business(ctx)
    for n, (description, amount) in enumerate(
        [
            ("BUNNINGS 6371 GEELONG", "-84.10"),
            ("TRANSFER FROM J SMITH", "440.00"),
            ("WOOLWORTHS 3221", "-61.30"),
        ]
    ):
        create_transaction(
            ctx, data={"date": f"2025-09-0{n + 1}", "description": description, "amount": amount}
        )
    with _profile_reads(ctx) as reads:
        review_queue(ctx)
    assert len(reads) == 1


def test_a_change_in_the_same_transaction_and_a_later_one_are_what_the_next_read_sees(
    ctx: AccountContext,
) -> None:
    _business(ctx, "electrician")
    with ctx.db.session() as session:
        assert load_profile(session, ctx).occupation == "electrician"
        row = session.get(TaxProfileRow, ctx.account_id)
        assert row is not None
        row.occupation = "plumber"  # as store_profile does: the session's own row
        assert load_profile(session, ctx).occupation == "plumber"
    _business(ctx, "florist")  # another transaction
    with ctx.db.session() as session:
        assert load_profile(session, ctx).occupation == "florist"


def test_an_account_without_a_profile_is_read_once_per_pass_too(ctx: AccountContext) -> None:
    """Most accounts never fill the profile in: no row, which ``Session.get`` does not remember, so
    each question source SELECTed again for it (14 reads a pass)."""
    for n, (description, amount) in enumerate(
        [("BUNNINGS 6371 GEELONG", "-84.10"), ("WOOLWORTHS 3221", "-61.30")]
    ):
        create_transaction(
            ctx, data={"date": f"2025-09-0{n + 1}", "description": description, "amount": amount}
        )
    with _profile_reads(ctx) as reads:
        review_queue(ctx)
    assert len(reads) == 1


def test_a_profile_saved_after_a_read_found_none_is_what_the_next_read_sees(ctx: AccountContext) -> None:
    with ctx.db.session() as session:
        assert load_profile(session, ctx).stored is False
        store_profile(session, ctx, TaxProfileUpdate(occupation="plumber"))
        after = load_profile(session, ctx)
        assert after.stored is True
        assert after.occupation == "plumber"
    with ctx.db.session() as session:
        assert load_profile(session, ctx).occupation == "plumber"
