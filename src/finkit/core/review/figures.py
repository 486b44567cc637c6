"""The figures a review question asks that finkit's suggestion cannot hold, and the answers that leave
one out (docs/review.md, "An answer gives the figure its question asks").

Some questions ask for a category or a treatment, which a suggestion can hold: accepting it confirms
what was shown. Three ask for a figure only the person's papers give, and a suggestion holds none:

- a processor's fee (``payouts.PROCESSOR_FEES_REASON``): the payout is the net, the sale the gross;
- the GST an invoice with a part that has no GST shows (``sources.GST_AMOUNT_REASON``);
- the business share of a mixed-use cost nobody has given (``sources.unknown_share``).

An answer that still needs the figure (the payouts answered as a sale, the invoice as a business cost
with GST in it, the cost as a deductible mixed-use one) and leaves it out is refused naming the fields
that give it, nothing written: filing the net, 1/11 of the whole or 100 % would change a tax figure
with nothing asked. An answer that makes the figure moot (a payout that is no sale, a private cost, an
invoice said to hold no GST) or states it outright (``processorFeePercentage: 0``: no fee withheld;
``gstFreePart: 0``: the whole price is taxable) settles the item as said.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal

from finkit.core.categories.models import Category
from finkit.core.errors import FieldProblem, ValidationError
from finkit.core.review.financed import LOAN_INTEREST_FIELD, LOAN_REPAYMENT_REASON
from finkit.core.review.flags import GST_AMOUNT_REASON, Flag
from finkit.core.review.payouts import PAYOUT_GROSS_NOTE, PER_CHARGE_NOTE, PROCESSOR_FEES_REASON
from finkit.core.review.schemas import ReviewDecide, ReviewSuggestion
from finkit.core.review.sources import MIXED_USE_TAX_CATEGORIES, SHARE_REASON
from finkit.core.review.wages import WAGES_FIELD, WAGES_REASON, is_wages

__all__ = ["AskedFigure", "accept_needs", "figures_asked", "refuse_unanswered", "unanswered"]

_FEE_FIELDS = ("processorFeePercentage", "processorFee", "processorFees")


@dataclass(frozen=True)
class AskedFigure:
    """One figure an item asks: the field a refusal is filed on, every field that gives it, what it is
    (in words), and the rows it is asked of."""

    field: str
    fields: tuple[str, ...]
    what: str
    rows: frozenset[str]


def figures_asked(flags: Iterable[Flag], fees: Collection[str] = ()) -> list[AskedFigure]:
    """The figures an item's flags ask (``fees``: the bank's fees that follow the item's purchases, never
    asked a figure of their own), one per kind, in a stable order."""
    rows: dict[str, set[str]] = {}
    for flag in flags:
        if flag.transaction_id in fees:
            continue
        kind = _kind(flag)
        if kind is not None:
            rows.setdefault(kind, set()).add(flag.transaction_id)
    return [_FIGURES[kind](frozenset(ids)) for kind, ids in sorted(rows.items())]


def _kind(flag: Flag) -> str | None:
    if flag.reason == PROCESSOR_FEES_REASON:
        if flag.note == PAYOUT_GROSS_NOTE:
            return "fee_of_payout"
        return "fee_per_charge" if PER_CHARGE_NOTE in flag.note else "fee"
    if flag.reason == GST_AMOUNT_REASON:
        return "gst"
    if flag.reason == SHARE_REASON:
        return "share"
    if flag.reason == WAGES_REASON:
        return "wages"
    if flag.reason == LOAN_REPAYMENT_REASON:
        return "loan"
    return None


_FIGURES = {
    "fee": lambda rows: AskedFigure(
        "processorFeePercentage",
        _FEE_FIELDS,
        "the fee the processor keeps (processorFeePercentage, its rate: 0 if none is withheld; or each "
        "payout's fee from its payout report, processorFees)",
        rows,
    ),
    "fee_per_charge": lambda rows: AskedFigure(
        "processorFees",
        _FEE_FIELDS,
        "each payout's fee from its payout report (processorFees; processorFeePercentage 0 if none is "
        "withheld)",
        rows,
    ),
    "fee_of_payout": lambda rows: AskedFigure(
        "processorFee",
        _FEE_FIELDS,
        "the fee its payout report shows for the payout (processorFee, or processorFees by row)",
        rows,
    ),
    "gst": lambda rows: AskedFigure(
        "gstAmount",
        ("gstAmount", "gstFreePart", "gstAmounts", "gstFreeParts"),
        "the GST the invoice shows (gstAmount) or its part with no GST in it (gstFreePart: 0 if the whole "
        "price is taxable); of several invoices, each one's by row id in one answer (gstAmounts, "
        "gstFreeParts); or a GST treatment with no GST (gst_free, input_taxed, out_of_scope)",
        rows,
    ),
    "wages": lambda rows: AskedFigure(
        WAGES_FIELD,
        (WAGES_FIELD,),
        "each pay's gross wage from its payslip, by row id (wageGrosses: the net pay if nothing was withheld)",
        rows,
    ),
    "loan": lambda rows: AskedFigure(
        LOAN_INTEREST_FIELD,
        (LOAN_INTEREST_FIELD,),
        "each repayment's interest from the loan statement, by row id (loanInterest; or a transfer "
        "category if it repays no loan on a business asset)",
        rows,
    ),
    "share": lambda rows: AskedFigure(
        "businessUsePercentage",
        ("businessUsePercentage",),
        "the business share of this mixed-use cost (businessUsePercentage: 100 if wholly business)",
        rows,
    ),
}


def unanswered(
    figures: Iterable[AskedFigure], answered: Collection[str], category: Category, decision: ReviewDecide
) -> list[AskedFigure]:
    """The figures of rows ``answered`` that ``decision`` (its category ``category``) still needs and
    leaves out."""
    given = set(decision.model_dump(by_alias=True, exclude_none=True))
    return _left_out(
        figures, answered, category, given, decision.business_use_percentage, decision.gst_treatment
    )


def _left_out(
    figures: Iterable[AskedFigure],
    answered: Collection[str],
    category: Category,
    given: set[str],
    share: Decimal | None,
    treatment: str | None,
) -> list[AskedFigure]:
    private = category.kind == "expense" and (
        share == 0
        or (share is None and (category.tax_category == "personal" or not category.is_tax_deductible))
    )
    return [
        figure
        for figure in figures
        if figure.rows & set(answered)
        and not given & set(figure.fields)
        and _needed(figure, category, treatment, private=private)
    ]


def _needed(figure: AskedFigure, category: Category, treatment: str | None, *, private: bool) -> bool:
    """Whether the answer still needs the figure: a sale (the fee), a business cost with GST in it
    (the invoice's GST), a deductible mixed-use cost (the share)."""
    if figure.field in _FEE_FIELDS:
        return category.kind == "income"
    if figure.field == WAGES_FIELD:
        return is_wages(category)
    if figure.field == LOAN_INTEREST_FIELD:
        return category.kind == "expense" and not private
    if figure.field == "gstAmount":
        return category.kind == "expense" and not private and treatment in (None, "taxable")
    return category.kind == "expense" and not private and category.tax_category in MIXED_USE_TAX_CATEGORIES


def refuse_unanswered(missing: list[AskedFigure], *, accepting: bool) -> None:
    """A clear refusal naming each figure left out (on the field that gives it), or nothing."""
    if not missing:
        return
    lead = (
        "finkit cannot suggest a figure this question asks: decide it with "
        if accepting
        else "this answer leaves out a figure its question asks: give "
    )
    problems = [FieldProblem(f.field, f"{lead}{f.what}") for f in missing]
    raise ValidationError(lead + "; and ".join(f.what for f in missing), fields=problems)


def accept_needs(
    figures: list[AskedFigure], categories: Mapping[str, Category], suggestion: ReviewSuggestion
) -> list[str]:
    """The fields an item must be decided with because accepting ``suggestion`` would leave a figure
    out: empty when accepting settles it. ``categories``: the item's rows' categories by name (the
    suggestion is one of them; none found: every figure is needed)."""
    category = categories.get(suggestion.category or "")
    if category is None:
        return [f.field for f in figures]
    share = suggestion.business_use_percentage
    given = {"businessUsePercentage"} if share is not None else set()
    every = frozenset().union(*(f.rows for f in figures))
    # the treatment shown is finkit's guess, the very thing an invoice's GST question doubts
    return [f.field for f in _left_out(figures, every, category, given, share, None)]
