"""The Review page: what needs the person, one form per item (decide, or accept the suggestion). A
refused answer shows the page again with the problem beside its box in that item's form and what was
typed kept; an answer given redirects back (post/redirect/get) saying what it settled."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from pydantic import Field
from pydantic.alias_generators import to_camel
from starlette.responses import Response

from finkit.core.errors import ConflictError, ValidationError
from finkit.core.review.everyday import item_rows
from finkit.core.review.flags import GST_AMOUNT_QUESTION
from finkit.core.review.payouts import PAYOUT_GROSS_NOTE, PER_CHARGE_NOTE, PROCESSOR_FEES_NOTE
from finkit.core.review.queue import review_queue
from finkit.core.review.schemas import ReviewItem, ReviewOutcome
from finkit.core.schemas import InputSchema
from finkit.core.usecases.categories import list_categories
from finkit.core.usecases.review import accept_item, decide_item
from finkit.server.web.form_errors import field_errors
from finkit.server.web.format import money
from finkit.server.web.pages import Page, PageRoutes, flash_redirect, take_flash

routes = PageRoutes()
PATH = "/review"
FORM_FIELDS = (
    "category",
    "business_use_percentage",
    "gst_treatment",
    "processor_fee_percentage",
    "processor_fee",
    "processor_fees",
    "processor_exports",
    "processor_tips",
    "gst_amount",
    "gst_free_part",
    "gst_amounts",
    "gst_free_parts",
    "wage_grosses",
    "asset_deducted_earlier",
    "used_away_from_home",
)
#: The boxes a payout item asks for each payout, one column each: (form field and the answer's map of
#: row id -> amount, column heading, the box's label before "the payout of ... on ..."). A second
#: per-payout figure is one more line here.
PER_PAYOUT = (
    ("processor_fees", "Fee (payout report)", "Fee kept from"),
    ("processor_exports", "Export part (payout report; blank: none)", "Export part of"),
    ("processor_tips", "Tips passed on (payout report; blank: none)", "Tips in"),
)
#: The tips column alone, for a processor asked its fee as one rate: customers' tips (a rideshare or
#: delivery platform's, a card reader's) differ by payout, so each payout has its box even then.
TIPS_COLUMN = PER_PAYOUT[-1]
#: The boxes an item of several partly-taxable invoices asks for each invoice, as ``PER_PAYOUT``.
PER_INVOICE = (
    ("gst_amounts", "GST on the invoice", "GST on"),
    ("gst_free_parts", "Part with no GST (stamp duty; G14)", "Part with no GST of"),
)
#: The box an employee's pays ask for each pay (its gross off the payslip), as ``PER_PAYOUT``.
PER_PAY = (("wage_grosses", "Gross wage (payslip)", "Gross wage of"),)
#: Every per-row column, and what the table calls its row ("the payout of $863.70 on 2025-07-22").
PER_ROW = (
    {field: "payout" for field, _, _ in PER_PAYOUT}
    | {field: "invoice" for field, _, _ in PER_INVOICE}
    | {field: "pay" for field, _, _ in PER_PAY}
)
#: Fields of the payout table and of the partly-taxable invoice: a box per row can outnumber the usual
#: allowance (``ReviewDecide`` takes up to 10,000 rows).
DECIDE_MAX_FIELDS = 10_000 * len(PER_PAYOUT) + 50
#: The boxes that give each figure finkit cannot suggest (``ReviewItem.answer_needs``), in words: while
#: an item lists one, its "accept" is replaced by a note naming them.
FIGURE_WORDS = {
    "processorFeePercentage": "the fee the processor keeps",
    "processorFees": "each payout's fee from its payout report",
    "processorFee": "the fee this payout's report shows",
    "gstAmount": "the GST the invoice shows",
    "businessUsePercentage": "the business share",
    "wageGrosses": "each pay's gross wage (its payslip)",
    "loanInterest": "each repayment's interest (its loan statement)",
}
TREATMENTS = (
    ("taxable", "Taxable (GST in the price)"),
    ("gst_free", "GST-free"),
    ("input_taxed", "Input-taxed"),
    ("out_of_scope", "Out of scope (no supply)"),
    ("export", "Export (GST-free sale, G2)"),
)


class ReviewPageQuery(InputSchema):
    period: str | None = Field(default=None, max_length=100)


def _back(period: str | None) -> str:
    return f"{PATH}?{urlencode({'period': period})}" if period else PATH


def _render(
    page: Page,
    period: str | None,
    *,
    failed: str | None = None,
    errors: dict[str, str] | None = None,
    marked: set[str] | None = None,
    status: int = 200,
    done: dict[str, Any] | None = None,
) -> Response:
    queue = review_queue(page.ctx, period=period)
    per_payout = {i.id for i in queue.items if _per_payout_item(i)}
    per_invoice = {i.id for i in queue.items if _asks_invoices(i)}
    per_pay = {i.id for i in queue.items if "wageGrosses" in i.answer_needs}
    return page.render(
        "review.html",
        status=status,
        queue=queue,
        # the everyday question's rows, to tick the ones that were a business cost; a processor's payouts
        # whose fee no rate reaches, each with its own boxes (``PER_PAYOUT``)
        rows={
            i.id: item_rows(page.ctx, i.transaction_ids)
            for i in queue.items
            if i.kind in ("everyday", "trip")
            or len(i.merchants) > 1
            or i.id in per_payout
            or i.id in per_invoice
            or i.id in per_pay
            or _asks_fee(i)
        },
        # a processor's payouts: asked the fee it keeps (a rate for them all, or one payout's fee), or
        # each payout's fee from the report where no rate reaches the cent (a fixed part per charge)
        fee_asked={i.id for i in queue.items if _asks_fee(i)},
        tips_column=TIPS_COLUMN,
        per_payout=per_payout,
        per_payout_columns=PER_PAYOUT,
        # several partly-taxable invoices: each one's GST and part with no GST, one row each
        per_invoice=per_invoice,
        per_invoice_columns=PER_INVOICE,
        # an employee's pays: each one's gross wage off its payslip, one row each
        per_pay=per_pay,
        per_pay_columns=PER_PAY,
        # an invoice with a part that has no GST (insurance and its stamp duty): its GST and that part
        invoice_asked={i.id for i in queue.items if _asks_invoice(i)},
        needs_words={i.id: " and ".join(FIGURE_WORDS.get(f, f) for f in i.answer_needs) for i in queue.items},
        period=period or "",
        categories=list_categories(page.ctx),
        treatments=TREATMENTS,
        failed=failed,
        errors=errors or {},
        marked=marked or set(),  # payouts a refusal named: their boxes marked
        typed=dict(page.form) if failed else {},
        # tips typed into a refused answer: their boxes are shown open again, as typed
        tips_typed=bool(failed)
        and any(k.startswith(TIPS_COLUMN[0] + ".") and v for k, v in page.form.items()),
        done=done,
    )


def _asks_invoice(item: ReviewItem) -> bool:
    """The partly-taxable question, of one invoice (core takes its GST and GST-free part per row)."""
    return item.count == 1 and GST_AMOUNT_QUESTION in item.reason


def _asks_invoices(item: ReviewItem) -> bool:
    """The partly-taxable question of several invoices: each one's figures in a table (``PER_INVOICE``)."""
    return item.count > 1 and GST_AMOUNT_QUESTION in item.reason


@routes.get(PATH)
def review_page(page: Page) -> Response:
    period = page.query(ReviewPageQuery).period
    done, forget = take_flash(page, PATH)
    return forget(_render(page, period, done=done))


def _answered(page: Page, outcome: ReviewOutcome, period: str | None) -> Response:
    note = {
        "count": outcome.count,
        "category": outcome.category,
        "rule": outcome.rule.name if outcome.rule else None,
    }
    return flash_redirect(page, _back(period), note)


def _refused(page: Page, item: str, period: str | None, error: ValidationError | ConflictError) -> Response:
    if isinstance(error, ValidationError):
        (errors, marked), status = _payouts_named(page, _errors_by_box(page, error)), 400
        errors = _placed(page, item, period, errors)
    else:  # the group changed since the page was shown: it is shown again as it is now
        (errors, marked), status = ({"": error.message}, set()), 409
    return _render(page, period, failed=item, errors=errors, marked=marked, status=status)


def _placed(page: Page, item: str, period: str | None, errors: dict[str, str]) -> dict[str, str]:
    """A problem for a box this item's form does not show (an invoice's GST asked of several rows at
    once; a figure refused on "accept") is said at the top of the item's form, never lost."""
    found = next((i for i in review_queue(page.ctx, period=period).items if i.id == item), None)
    shown = _boxes(found) if found is not None else set()
    apart = {k: v for k, v in errors.items() if k in FORM_FIELDS and k not in shown}
    if not apart:
        return errors
    kept = {k: v for k, v in errors.items() if k not in apart}
    said = [kept.pop("", "")] if "" in kept else []
    return {"": " ".join(t for t in [*said, *apart.values()] if t)} | kept


def _boxes(item: ReviewItem) -> set[str]:
    """The answer boxes the item's form shows (``review.html``)."""
    shown = {
        "category",
        "business_use_percentage",
        "gst_treatment",
        "asset_deducted_earlier",
        "used_away_from_home",
    }
    if _per_payout_item(item):
        shown |= {field for field, _, _ in PER_PAYOUT}
    elif _asks_fee(item):
        shown |= {"processor_fee_percentage", "processor_tips"}
        shown |= {"processor_fee"} if item.count == 1 else set()
    if _asks_invoice(item):
        shown |= {"gst_amount", "gst_free_part"}
    if "wageGrosses" in item.answer_needs:
        shown |= {field for field, _, _ in PER_PAY}
    if _asks_invoices(item):  # the figure left out is said beside the table (``gst_amount``)
        shown |= {field for field, _, _ in PER_INVOICE} | {"gst_amount"}
    return shown


def _asks_fee(item: ReviewItem) -> bool:
    """A processor's payouts asked the fee it keeps (a rate for them all, or one payout's fee)."""
    return PROCESSOR_FEES_NOTE in item.reason or PAYOUT_GROSS_NOTE in item.reason


def _per_payout_item(item: ReviewItem) -> bool:
    """Whether the item is answered with a box per payout in one submit (``processorFees``): a processor
    whose fee has a fixed part per charge, or several payouts asked again for the fee their report shows
    (a rate fitted two grosses a cent apart): one answer off the report, not one per payout."""
    return PER_CHARGE_NOTE in item.reason or (PAYOUT_GROSS_NOTE in item.reason and item.count > 1)


def _errors_by_box(page: Page, error: ValidationError) -> dict[str, str]:
    """Each problem beside its box: one row's (``processorFees.<row id>``, ``gstAmounts.<row id>``)
    beside that row's box (``processor_fees.<row id>``), the rest as ``field_errors`` files them."""
    boxes = {
        f"{to_camel(field)}.{name.split('.', 1)[1]}": name
        for field in PER_ROW
        for name in page.form
        if name.startswith(field + ".")
    }
    apart = {boxes[p.field]: p.message[:1].upper() + p.message[1:] for p in error.fields if p.field in boxes}
    rest = [p for p in error.fields if p.field not in boxes]
    if not rest and apart:
        return apart
    known = dict.fromkeys(FORM_FIELDS)
    return field_errors(ValidationError(error.message, fields=rest), known=known) | apart


def _payouts_named(page: Page, errors: dict[str, str]) -> tuple[dict[str, str], set[str]]:
    """Core names a payout or an invoice by its row id (every surface can pass it back); beside the table
    the person sees dates and amounts, so the message names each row as the table does. Also the rows
    named, whose boxes are marked."""
    ids = {
        name.split(".", 1)[1]: what
        for field, what in PER_ROW.items()
        for name in page.form
        if name.startswith(field + ".")
    }
    named = {i for i in ids if any(i in text for text in errors.values())}
    if not named:
        return errors, named
    said = {
        r.id: f"the {ids[r.id]} of {money(abs(r.amount), r.currency)} on {r.date}"
        for r in item_rows(page.ctx, ids)
    }
    for name, text in errors.items():
        for row_id, words in said.items():
            text = text.replace(row_id, words)
        errors[name] = text
    return errors, named


def _per_payout(page: Page, field: str) -> dict[str, str] | None:
    """A per-payout column's boxes (``processor_fees.<row id>``) as the answer's map; a box left empty is
    left out, so core names the payout it misses. None when every box is empty."""
    given = {
        name.split(".", 1)[1]: value.strip()
        for name, value in page.form.items()
        if name.startswith(field + ".") and value.strip()
    }
    return given or None


def _ids(page: Page) -> list[str] | None:
    listed = page.form.get("transaction_ids", "")
    return [i for i in listed.split(",") if i] or None


@routes.post(PATH + "/{id}/decide", max_fields=DECIDE_MAX_FIELDS)
def decide(page: Page) -> Response:
    item, period = page.param("id"), page.form.get("period") or None
    data: dict[str, Any] = {
        "category": page.form.get("category", ""),
        "transactionIds": _ids(page),
        "period": period,
    }
    for name, key in (
        ("business_use_percentage", "businessUsePercentage"),
        ("gst_treatment", "gstTreatment"),
        ("processor_fee_percentage", "processorFeePercentage"),
        ("processor_fee", "processorFee"),
        ("gst_amount", "gstAmount"),
        ("gst_free_part", "gstFreePart"),
    ):
        if page.form.get(name, "").strip():
            data[key] = page.form[name].strip()
    for field in PER_ROW:
        if (given := _per_payout(page, field)) is not None:
            data[to_camel(field)] = given
    if page.form.get("asset_deducted_earlier"):
        data["assetDeductedEarlier"] = True
    if page.form.get("used_away_from_home"):
        data["usedAwayFromHome"] = True
    only = [i for i in page.form.get("only_transaction_ids", "").split(",") if i]
    if only:  # the rows ticked as the exceptions: only they take this answer, nothing is remembered
        data["onlyTransactionIds"] = only
    try:
        outcome = decide_item(page.ctx, item, data=data)
    except (ValidationError, ConflictError) as error:
        return _refused(page, item, period, error)
    return _answered(page, outcome, period)


@routes.post(PATH + "/{id}/accept")
def accept(page: Page) -> Response:
    item, period = page.param("id"), page.form.get("period") or None
    try:
        outcome = accept_item(page.ctx, item, data={"transactionIds": _ids(page), "period": period})
    except (ValidationError, ConflictError) as error:
        return _refused(page, item, period, error)
    return _answered(page, outcome, period)
