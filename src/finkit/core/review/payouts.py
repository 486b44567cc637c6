"""A card processor's payout, net of its fee: the sale is the gross.

Square, Tyro, Zeller, SumUp and the like pay out the day's card sales less their fee. The bank shows
the net; the person's sale (GST Act s9-5, G1) and their income (ITAA 1997 s6-5) are the gross the
customers paid, and the fee is a cost of its own (P8, ITAA 1997 s8-1). Filing the net understates G1,
1A and income together, by the fee, every quarter. Only the processor's payout report gives the gross;
what the person states is the fee rate it charges, from which each payout's gross follows, or, where no
rate reaches the cent (a percentage plus a fixed fee per charge, Stripe's: a payout sums several
charges), each payout's fee as its payout report shows it, all in one answer.

What the person stated is kept on each payout answered and in the payout rule (docs/review.md,
"A processor's fee, learned once"): a tag ``processor_fee:1.6`` (a rate in % of the gross) or
``processor_fee:report`` (each payout's fee from the report). The rule's tag reaches the processor's
later payouts on import; those at a stated rate are grossed up there (``gross_up_stated``) and never
asked, those whose fee only the report gives are asked for it, and the BAS says which it assumed.
"""

from __future__ import annotations

import re
from decimal import Decimal
from functools import lru_cache
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.categories.models import Category
from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.datafiles import data_rows
from finkit.core.errors import ValidationError
from finkit.core.money import parse_amount_text, quantum, round_money
from finkit.core.tax.gst import EXPORT_TAG
from finkit.core.transactions.models import Transaction
from finkit.core.transactions.schemas import SplitPart, SplitTransaction, TransactionUpdate
from finkit.core.transactions.service import edit_transaction
from finkit.core.transactions.splits import split_transaction

#: The GST in each known processor's fees (``data/processor_fees.csv``, with sources).
PROCESSOR_FEES = Path(__file__).with_name("data") / "processor_fees.csv"

PROCESSOR_FEES_REASON = "processor_fees"
PROCESSOR_FEES_NOTE = (
    "a card processor pays out net of its fee: the sale at G1 and your income are the gross the customers "
    "paid, the fee a cost of its own. What fee does it keep (its payout report), and does its tax invoice "
    "show GST in that fee?"
)


PAYOUT_GROSS_ASKED_TAG = "payout_gross_asked"
PAYOUT_GROSS_NOTE = (
    "at the fee rate you gave, this payout fits two grosses a cent apart (the processor rounds its fee): "
    "what fee does its payout report show for it?"
)


def grosses_before_fee(net: Decimal, percent: Decimal, currency: str = "AUD") -> list[Decimal]:
    """The grosses a payout of ``net`` can come from after a fee of ``percent`` of the gross, rounded
    to the cent as processors round their fee (half up): one, or two a cent apart that leave the same
    net (then only the payout report tells them apart, and the row is asked)."""
    cent = quantum(currency)
    rate = percent / 100
    if not 0 <= rate < 1:
        raise ValueError("a fee percentage is from 0 to under 100")
    first = round_money(net / (1 - rate), currency)
    found = [g for g in (first - cent, first, first + cent) if g - round_money(g * rate, currency) == net]
    return found or [first]


@lru_cache(maxsize=1)
def _fee_rules() -> tuple[tuple[re.Pattern[str], str, str, str], ...]:
    return tuple(
        (re.compile(r["pattern"]), r["fee_gst"], r["fee_form"], r["source"])
        for r in data_rows(PROCESSOR_FEES)
    )


#: How a payout's fee as the person stated it is kept on the row and in the payout rule.
FEE_TAG = "processor_fee:"
FEE_FROM_REPORT = "report"
PER_CHARGE_NOTE = (
    "its fee is a percentage plus a fixed amount per charge, and a payout sums several charges, so no rate "
    "gives each payout's gross to the cent: give each payout's fee from its payout report (processorFees), "
    "all in one answer"
)


#: How the person's statement of the GST in a processor's fee is kept on the payout and in its rule.
FEE_GST_TAG = "processor_fee_gst:"


def fee_gst_stated(tags: list[str] | None) -> str | None:
    """The fee's GST treatment a payout's tags carry (``processor_fee_gst:input_taxed``), or None."""
    return next((t[len(FEE_GST_TAG) :] for t in tags or [] if t.startswith(FEE_GST_TAG)), None)


def fee_tag(percent: Decimal | None) -> str:
    """The tag that keeps what the person stated: a rate (``processor_fee:1.6``), or None for each
    payout's fee from its report (``processor_fee:report``)."""
    return FEE_TAG + (FEE_FROM_REPORT if percent is None else f"{percent.normalize():f}")


def stated_fee(tags: list[str] | None) -> str | None:
    """What a payout's tags say the person stated of its fee: a rate's digits, ``report``, or None."""
    return next((t[len(FEE_TAG) :] for t in tags or [] if t.startswith(FEE_TAG)), None)


def stated_rate(tags: list[str] | None) -> Decimal | None:
    """The fee rate (% of the gross) a payout's tags carry, or None (none stated, or from the report)."""
    return _rate(stated_fee(tags))


def _rate(said: str | None) -> Decimal | None:
    if said is None or said == FEE_FROM_REPORT:
        return None
    try:
        return parse_amount_text(said)
    except ValueError:
        return None


def per_charge_fee(text: str) -> str | None:
    """Why no single rate gives each payout's gross to the cent for the processor named in ``text``
    (its fee has a fixed part per charge: ``processor_fees.csv``'s ``fee_form``), or None."""
    low = text.casefold()
    return next(
        (source for pattern, _, form, source in _fee_rules() if form == "per_charge" and pattern.search(low)),
        None,
    )


def fee_treatment(text: str) -> str | None:
    """The GST treatment of the fee a processor named in ``text`` keeps from a payout: ``taxable`` where
    its tax invoice shows GST on its fees (Stripe, Square: a credit at 1B), ``input_taxed`` where it is a
    financial supply, None for a processor not known (filed as the bank's fees, no credit)."""
    low = text.casefold()
    return next((treatment for pattern, treatment, _, _ in _fee_rules() if pattern.search(low)), None)


#: The category a processor's fee withheld from a payout is filed in (a business cost; its GST as the
#: processor's own invoices show it: ``fee_treatment``).
FEE_CATEGORY = "Bank Fees"


def split_payout(
    session: Session,
    ctx: AccountContext,
    tx: Transaction,
    gross: Decimal,
    category: Category,
    treatment: str | None,
    export: Decimal = Decimal(0),
    gst_free: Decimal = Decimal(0),
    fee_gst: str | None = None,
    tips: Decimal = Decimal(0),
) -> ChangeSet:
    """Split payout ``tx`` into its sale and the fee withheld (``FEE_CATEGORY``, its GST as
    ``fee_treatment`` says); a clear error when the account has no such category. The sale is the
    ``gross`` in ``category`` at ``treatment``, less ``export``: the part its payout report shows paid by
    buyers outside Australia (GST-free exports, GST Act s38-190; G2), a part of its own, so the BAS puts
    it at G2 and only the rest at G1 taxable while income stays the gross; likewise ``gst_free``: the
    GST-free sales its processor's sales report shows (GST-free food, s38-2: G1 and G3, no GST); and
    ``tips``: riders' tips a platform passed on in the payout, beside the sale (no consideration for a
    supply, GST Act s9-15: out of scope, off G1; income all the same). The fee's
    GST is ``fee_gst`` when the person gave it (its tax invoice), else the payout's stated tag, else
    ``fee_treatment``'s knowledge. Parts of
    nothing are left out
    (a payout all export, a fee of 0); the caller splits only what has two parts or more
    (``payout_parts``)."""
    fee_category = session.scalar(
        select(Category).where(
            Category.account_id == ctx.account_id, Category.name_key == FEE_CATEGORY.casefold()
        )
    )
    if fee_category is None:
        raise ValidationError.for_field("category", f"category {FEE_CATEGORY!r} not found")
    parts = [
        SplitPart(amount=amount, category_id=part_category, gst_treatment=part_treatment)
        for amount, part_category, part_treatment in (
            (gross - export - gst_free, category.id, treatment),
            (export, category.id, "export"),
            (gst_free, category.id, "gst_free"),
            (tips, category.id, "out_of_scope"),
            (
                tx.amount - gross - tips,
                fee_category.id,
                fee_gst or fee_gst_stated(tx.tags) or fee_treatment(f"{tx.merchant or ''} {tx.description}"),
            ),
        )
        if amount
    ]
    return split_transaction(session, ctx, tx.id, SplitTransaction(parts=parts))


def payout_parts(
    net: Decimal, gross: Decimal, export: Decimal, gst_free: Decimal = Decimal(0), tips: Decimal = Decimal(0)
) -> int:
    """How many parts a payout of ``net`` is kept as, its sale ``gross`` holding ``export`` and
    ``gst_free``, beside ``tips``: the rest of the sale, the export, the GST-free sales, the tips and the
    fee, each when not nothing (a payout of one part is left whole)."""
    return sum(
        1 for amount in (gross - export - gst_free, export, gst_free, tips, net - gross - tips) if amount
    )


def gross_up_stated(session: Session, ctx: AccountContext, batch_id: str) -> list[ChangeSet]:
    """The payouts of import ``batch_id`` that carry a fee rate the person stated (the payout rule's
    ``processor_fee:1.6``), each split into the gross sale and the fee as the review's answer was: filed
    the same way, never asked again. A payout the rate fits to two grosses a cent apart is tagged and
    asked for its report's fee (the rate cannot choose). Rows in no income category, already split, or
    money out are left as they are."""
    rows = session.execute(
        select(Transaction, Category)
        .join(Category, Category.id == Transaction.category_id)
        .where(
            Transaction.account_id == ctx.account_id,
            Transaction.import_batch_id == batch_id,
            Transaction.amount > 0,
            Category.kind == "income",
            ~Transaction.splits.any(),
        )
    ).all()
    changes: list[ChangeSet] = []
    for tx, category in rows:
        rate = stated_rate(tx.tags)
        if rate is None or rate == 0:
            continue
        grosses = grosses_before_fee(tx.amount, rate, tx.currency)
        if len(grosses) > 1:
            tags = TransactionUpdate.model_validate({"tags": [*(tx.tags or []), PAYOUT_GROSS_ASKED_TAG]})
            changes.append(edit_transaction(session, ctx, tx.id, tags, surface="import", origin="import"))
            continue
        if payout_parts(tx.amount, grosses[0], Decimal(0)) < 2:
            continue  # a fee that rounds to nothing: the payout is the sale
        treatment = "export" if EXPORT_TAG in (tx.tags or []) else tx.gst_treatment
        changes.append(split_payout(session, ctx, tx, grosses[0], category, treatment))
    return changes


def assumed_fees_note(stated: dict[str, str]) -> list[str]:
    """What a BAS assumed of processors' fees (``stated``: payout id -> what its tag says): how many
    payouts it took at their gross from a rate the person stated, and how many from the fees they gave
    from the payout reports. Nothing stated: no note."""
    rates = sorted({s for s in stated.values() if _rate(s)})
    at_rate = sum(1 for s in stated.values() if _rate(s))
    reported = sum(1 for s in stated.values() if s == FEE_FROM_REPORT)
    notes = []
    if at_rate:
        notes.append(
            f"{at_rate} processor payout(s) are at G1 as their gross worked out from the fee rate you stated "
            f"({', '.join(r + ' %' for r in rates)} of the gross; the payout rule keeps it): "
            "each fee is a purchase of its own. A rate is exact only for a processor that charges a flat "
            "percentage; check the total against its fee invoices."
        )
    if reported:
        notes.append(
            f"{reported} processor payout(s) are at G1 as their gross from the fee each payout report shows "
            "(your answer): each fee is a purchase of its own."
        )
    return notes
