"""File imports in the foreground, through the write pipeline (background jobs: ``import_jobs``).

The import writer streams a file in chunks inside one unit of work; this use case lends it the
pipeline's entries (``PIPELINE``): the row steps before each chunk's set-based insert, ``settle`` after
it, and, once every chunk is in, the pairing of transfers between own accounts (settled too).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from sqlalchemy.orm import Session

from finkit.core.bank_accounts.transfers import pair_imported
from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.imports import pipeline as writer
from finkit.core.imports.rows import ImportRow
from finkit.core.imports.schemas import ImportReport
from finkit.core.pipeline import Settled, prepare_import_chunk, settle
from finkit.core.profile.service import load_profile
from finkit.core.review.payouts import gross_up_stated
from finkit.core.review.wages import gross_up_stated_pays

__all__ = ["PIPELINE", "import_file"]


class _Pipeline:
    """The write pipeline as an import writer sees it (``imports.pipeline.RowSteps``)."""

    def prepare(self, session: Session, ctx: AccountContext, rows: list[ImportRow]) -> None:
        prepare_import_chunk(session, ctx, rows)

    def settle(self, session: Session, ctx: AccountContext, changes: ChangeSet) -> Settled:
        return settle(session, ctx, changes)

    def finish(self, session: Session, ctx: AccountContext, batch_id: str) -> Settled:
        """The import's rows paired with the other sides of transfers between own accounts (and rows
        naming an own account with no other side flagged for review), settled in the same commit; first,
        the payouts whose processor's fee rate the person stated in a review answer (the payout rule's
        tag) split into the gross sale and the fee (``review.payouts.gross_up_stated``)."""
        for payout in gross_up_stated(session, ctx, batch_id):
            settle(session, ctx, payout)  # a processor's payouts at the fee rate the person stated
        employees = load_profile(session, ctx).employees
        for pay in gross_up_stated_pays(session, ctx, employees, batch_id=batch_id):
            settle(session, ctx, pay)  # a stated employee's pays at the gross the statement gives
        changes = pair_imported(session, ctx, batch_id=batch_id)
        return Settled() if changes.empty else settle(session, ctx, changes)


PIPELINE = _Pipeline()


def import_file(
    ctx: AccountContext,
    *,
    path: str | Path | None = None,
    data: bytes | None = None,
    file_name: str = "",
    format: str = "auto",
    mapping: str | dict[str, str] | None = None,
    profile: str | None = None,
    save_profile: str | None = None,
    date_format: str | None = None,
    dry_run: bool = False,
    skip_invalid: bool = False,
    progress: Callable[[int], None] | None = None,
    bank_account: str | None = None,
) -> ImportReport:
    """Import a bank file (CSV, OFX/QFX or QIF) into the account, atomically (see
    ``finkit.core.imports.pipeline.import_file`` for the options and the refusals)."""
    return writer.import_file(
        ctx,
        path=path,
        data=data,
        file_name=file_name,
        format=format,
        mapping=mapping,
        profile=profile,
        save_profile=save_profile,
        date_format=date_format,
        dry_run=dry_run,
        skip_invalid=skip_invalid,
        progress=progress,
        bank_account=bank_account,
        steps=PIPELINE,
    )
