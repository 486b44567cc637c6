"""Review decisions: every row of an item settled as the person's own edit and the answer remembered as
a rule, in one unit of work under the account's write lock (all rows or none)."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from finkit.core.context import AccountContext
from finkit.core.db.locks import account_write_lock
from finkit.core.pipeline import settle
from finkit.core.review.decide import follow_purchases, settle_item, suggested_decision
from finkit.core.review.flags import Window
from finkit.core.review.groups import Group
from finkit.core.review.payout_reports import (
    Matched,
    plan_report,
    read_report,
    report_text,
    settle_next_payouts,
)
from finkit.core.review.queue import find_shown_group
from finkit.core.review.schemas import (
    PayoutImport,
    ReportedPayout,
    ReviewAccept,
    ReviewDecide,
    ReviewOutcome,
)
from finkit.core.schemas import parse

__all__ = ["accept_item", "decide_item", "import_payout_report", "report_text"]


def decide_item(ctx: AccountContext, item_id: str, *, data: ReviewDecide | dict[str, Any]) -> ReviewOutcome:
    """Answer one review item (``finkit review decide``): its rows take the category, business share and
    GST treatment given, and the merchant's future rows follow a rule named for the item."""
    with ctx.db.session() as session:
        account_write_lock(session, ctx.account_id)
        # An unknown item is not found, whatever the rest of the answer says; the rows it was listed
        # with find it when it has since stopped being merged (``queue.find_shown_group``).
        shown = _shown(data)
        found = find_shown_group(session, ctx, item_id, Window(), shown)
        decision = parse(ReviewDecide, data)
        # The item as just found is the one to settle when the answer asks for the same dates and rows
        # (all dates, the rows read above): the queue's passes are not run again for it.
        same = decision.period is None and decision.transaction_ids == shown
        return _settled(session, ctx, item_id, decision, found if same else None)


def _shown(data: ReviewDecide | dict[str, Any]) -> list[str] | None:
    """The row ids the answer says the person was shown, read before the answer is validated."""
    ids = data.transaction_ids if isinstance(data, ReviewDecide) else data.get("transactionIds")
    return [i for i in ids if isinstance(i, str)] if isinstance(ids, list) else None


def accept_item(
    ctx: AccountContext, item_id: str, *, data: ReviewAccept | dict[str, Any] | None = None
) -> ReviewOutcome:
    """Answer one review item with finkit's own suggestion (``finkit review accept``)."""
    with ctx.db.session() as session:
        account_write_lock(session, ctx.account_id)
        found = find_shown_group(session, ctx, item_id, Window(), None)
        accept = parse(ReviewAccept, data or {})
        # Over all dates the item found here is the one the suggestion and the settling would look up
        # again (found under its id, so also with the rows shown): nothing is written in between.
        same = found if accept.period is None else None
        decision = suggested_decision(session, ctx, item_id, accept, group=same[1] if same else None)
        return _settled(session, ctx, item_id, decision, same)


def _settled(
    session: Session,
    ctx: AccountContext,
    item_id: str,
    decision: ReviewDecide,
    found: tuple[str, Group] | None = None,
) -> ReviewOutcome:
    """The item's rows settled by the decision, then the bank's fees charged on them from the purchases
    as settled (their tax derived from the answer first)."""
    outcome, changes, fees = settle_item(session, ctx, item_id, decision, found=found)
    for change in changes:
        settle(session, ctx, change)
    for change in follow_purchases(session, ctx, fees):
        settle(session, ctx, change)
    return outcome


class _DryRun(Exception):
    """Rolls a dry run's unit of work back, carrying what it would have done."""

    def __init__(self, result: PayoutImport) -> None:
        super().__init__("dry run")
        self.result = result


def import_payout_report(
    ctx: AccountContext,
    *,
    text: str,
    processor: str | None = None,
    dry_run: bool = False,
    matched_only: bool = False,
    date_order: str | None = None,
    fee_gst: str | None = None,
) -> PayoutImport:
    """Import a processor's payout report (``finkit review payouts FILE``): each payout it lists is
    matched to its bank row and answered as the review answers one with its fee and export part
    (``payout_reports``), all in one unit of work: a payout with no bank row, or a bank row matched twice,
    refuses the whole (``matched_only``: the matched ones are settled, the rest listed). ``dry_run``:
    the same work, rolled back. ``date_order`` (``dmy``/``mdy``): how the report's slashed dates read
    when none of its days tells. ``fee_gst`` (``taxable``/``input_taxed``): whether the processor's tax
    invoice shows GST in its fees, as the review's ``processorFeeGst`` (else ``processor_fees.csv``)."""
    report = read_report(text, processor, date_order, fee_gst)
    try:
        with ctx.db.session() as session:
            account_write_lock(session, ctx.account_id)
            matched, waiting = plan_report(session, ctx, report, matched_only=matched_only)
            while (step := settle_next_payouts(session, ctx, waiting, report.fee_gst)) is not None:
                changes, fees = step  # each item settled before the next is looked up, as decide's
                for change in changes:
                    settle(session, ctx, change)
                for change in follow_purchases(session, ctx, fees):
                    settle(session, ctx, change)
            result = _outcome(report.processor, report.layout.name, matched, dry_run)
            if dry_run:
                raise _DryRun(result)
    except _DryRun as done:
        return done.result
    return result


def _outcome(processor: str, layout: str, matched: list[Matched], dry_run: bool) -> PayoutImport:
    payouts = [
        ReportedPayout(
            lines=m.payout.lines,
            payout_id=m.payout.payout_id,
            date=m.payout.date.isoformat(),
            gross=m.payout.gross,
            fee=m.payout.fee,
            net=m.payout.net,
            export=m.payout.export,
            gst_free=m.payout.gst_free,
            transaction_id=m.tx.id if m.tx is not None and m.status != "unmatched" else None,
            status="matched" if dry_run and m.status == "settled" else m.status,
            problem=m.problem,
        )
        for m in matched
    ]
    return PayoutImport(
        processor=processor,
        layout=layout,
        dry_run=dry_run,
        settled=sum(1 for m in matched if m.status == "settled"),
        unchanged=sum(1 for m in matched if m.status == "unchanged"),
        unmatched=sum(1 for m in matched if m.status == "unmatched"),
        payouts=payouts,
    )
