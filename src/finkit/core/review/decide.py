"""Settle one review item: every row of its group as the person's own edit, and the answer remembered.

The group is computed again at decision time from its id (``queue.find_group``). When the caller sends
the row ids it was shown and the group now holds others (a row imported, edited or decided since), the
decision is refused naming those rows: the person answers for what they saw, never for more. Without
ids (the CLI's ``review decide``), the group as it stands is settled.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from pydantic.alias_generators import to_camel
from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.categories.models import Category
from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.errors import ConflictError, FieldProblem, ValidationError
from finkit.core.money import check_places
from finkit.core.review.figures import figures_asked, refuse_unanswered, unanswered
from finkit.core.review.financed import record_financed_purchase, split_repayments
from finkit.core.review.groups import Group
from finkit.core.review.payouts import (
    FEE_GST_TAG,
    FEE_TAG,
    PAYOUT_GROSS_ASKED_TAG,
    PER_CHARGE_NOTE,
    fee_tag,
    grosses_before_fee,
    payout_parts,
    per_charge_fee,
    split_payout,
)
from finkit.core.review.queue import (
    find_group,
    find_shown_group,
    suggestion_of,
    whole_members,
    window_of,
)
from finkit.core.review.remember import remember
from finkit.core.review.schemas import ReviewAccept, ReviewDecide, ReviewOutcome
from finkit.core.review.sources import PURCHASE_FEE_REASON
from finkit.core.review.wages import is_wages, split_pays
from finkit.core.review.wording import first_names
from finkit.core.tax.depreciation import ASSET_COST_TAG, DEDUCTED_EARLIER_TAG
from finkit.core.tax.gst import EXPORT_TAG
from finkit.core.tax.home_office.rates import AWAY_FROM_HOME_TAG
from finkit.core.tax.review.service import drop_review_items
from finkit.core.transactions.models import Transaction
from finkit.core.transactions.reads import load_transaction
from finkit.core.transactions.schemas import TransactionUpdate
from finkit.core.transactions.service import edit_transaction

_SHOWN = 10
#: The answer's field for each payout's export part (its report's).
EXPORTS_FIELD = "processorExports"
#: The answer's field for each payout's GST-free sales (its sales report's).
GST_FREE_FIELD = "processorGstFree"
#: The answer's field for each payout's tips (its report's: passed on beside the sale, no sale).
TIPS_FIELD = "processorTips"


def _category(session: Session, ctx: AccountContext, ref: str) -> Category:
    """A category of the account by id or name (case-insensitive), else a clear error on ``category``."""
    found = session.scalar(
        select(Category).where(
            Category.account_id == ctx.account_id,
            (Category.id == ref) | (Category.name_key == ref.strip().casefold()),
        )
    )
    if found is None:
        raise ValidationError.for_field("category", f"category {ref!r} not found")
    return found


def _fee_field(decision: ReviewDecide) -> str:
    if decision.processor_fees is not None:
        return "processorFees"
    return "processorFee" if decision.processor_fee is not None else "processorFeePercentage"


def _fees_asked(
    rows: list[tuple[Transaction, Category | None]], decision: ReviewDecide
) -> list[tuple[Transaction, Decimal | None]]:
    """Each payout answered with the fee its report shows (``processorFee`` for one row,
    ``processorFees`` by row id), else None (the rate gives it). A clear error when the answer names a
    row it does not cover, leaves one out, or gives a rate for a processor whose fee has a fixed part
    per charge (no rate reaches the cent: ``payouts.per_charge_fee``)."""
    field = _fee_field(decision)
    if decision.processor_fee is not None:
        if len(rows) != 1:
            raise ValidationError.for_field(
                field,
                f"a fee is one payout's: this answer covers {len(rows)} rows (answer one with "
                "onlyTransactionIds, or give each payout's fee in processorFees)",
            )
        return [(rows[0][0], decision.processor_fee)]
    if decision.processor_fees is not None:
        given = decision.processor_fees
        held = {tx.id for tx, _ in rows}
        strangers = [i for i in given if i not in held]
        missing = [tx.id for tx, _ in rows if tx.id not in given]
        if strangers or missing:
            said = ([f"not payouts of this answer: {_named(strangers)}"] if strangers else []) + (
                [f"no fee given for {_named(missing)}"] if missing else []
            )
            raise ValidationError.for_field(field, "; ".join(said))
        return [(tx, given[tx.id]) for tx, _ in rows]
    for tx, _ in rows:
        why = per_charge_fee(f"{tx.merchant or ''} {tx.description}")
        if why is not None and decision.processor_fee_percentage:
            raise ValidationError.for_field(
                field, f"{tx.merchant or 'this processor'}: {PER_CHARGE_NOTE} ({why})"
            )
    return [(tx, None) for tx, _ in rows]


@dataclass(frozen=True)
class _Payout:
    """A payout answered with its fee: the gross sales it can come from (one, or two a cent apart that
    leave it asked again) and the part of them its report shows as exports (0: none)."""

    tx: Transaction
    grosses: list[Decimal]
    export: Decimal
    gst_free: Decimal = Decimal(0)
    tips: Decimal = Decimal(0)

    @property
    def all_export(self) -> bool:
        """Every sale of the payout was to a buyer outside Australia: the payout is an export."""
        return len(self.grosses) == 1 and bool(self.export) and self.export == self.grosses[0]


def _payout_parts_given(
    rows: list[tuple[Transaction, Category | None]],
    decision: ReviewDecide,
    fee_answered: bool,
    field: str,
) -> dict[str, Decimal]:
    """Each payout's part the answer gives in ``field``, by row id (``processorExports``: its export part;
    ``processorGstFree``: its GST-free sales; ``processorTips``: its tips), checked: given with the fee
    (the gross it is part of, or beside), only for payouts of this answer, not below 0, no more places
    than the currency has. A clear error on the field naming the rows otherwise."""
    given, part = {
        EXPORTS_FIELD: (decision.processor_exports, "an export part"),
        GST_FREE_FIELD: (decision.processor_gst_free, "a GST-free part"),
        TIPS_FIELD: (decision.processor_tips, "the tips"),
    }[field]
    if given is None:
        return {}
    if not fee_answered:
        raise ValidationError.for_field(
            field,
            f"{part} of a payout is read off its report with the fee: give each payout's fee with it "
            "(processorFees, processorFee or processorFeePercentage)",
        )
    held = {tx.id: tx for tx, _ in rows}
    strangers = [i for i in given if i not in held]
    if strangers:
        raise ValidationError.for_field(field, f"not payouts of this answer: {_named(strangers)}")
    below = [i for i, amount in given.items() if amount < 0]
    if below:
        raise ValidationError.for_field(
            field, f"{part} is from 0 to the payout's gross: {_named(below)} below 0"
        )
    checked: dict[str, Decimal] = {}
    for i, amount in given.items():
        try:
            checked[i] = check_places(amount, held[i].currency, field=field)
        except ValidationError as error:
            raise ValidationError.for_field(field, f"row {i}: {error.fields[0].message}") from error
    return checked


def _payouts(
    rows: list[tuple[Transaction, Category | None]],
    category: Category,
    treatment: str | None,
    decision: ReviewDecide,
    exports: dict[str, Decimal],
    gst_free: dict[str, Decimal] | None = None,
    tips: dict[str, Decimal] | None = None,
) -> list[_Payout]:
    """Each payout answered with its fee, before anything is written: its gross from the fee its report
    shows (``processorFee`` for one row, ``processorFees`` for each), else from the fee rate the person
    states (``payouts.grosses_before_fee``), less the tips passed on beside the sale (``tips``), and its
    export part (``exports``, checked by ``_payout_parts_given``). A clear error when the tips are more than
    the payout leaves for its sales, or
    when the answer is no sale, a row is money out, or an export part is more than its payout's gross
    (or, with the answer an export, less than all of it)."""
    field = _fee_field(decision)
    if category.kind != "income":
        raise ValidationError.for_field(
            field, "a processor's fee is grossed up on a sale: answer an income category"
        )
    found: list[_Payout] = []
    for tx, fee in _fees_asked(rows, decision):
        if tx.amount <= 0:
            raise ValidationError.for_field(field, f"row {tx.id} is no payout (money out)")
        tipped = (tips or {}).get(tx.id, Decimal(0))
        if tipped > tx.amount + (fee or 0):
            raise ValidationError.for_field(
                TIPS_FIELD,
                f"row {tx.id}: the tips {tipped} are more than the payout {tx.amount} and its fee "
                f"{fee or 0} leave for its sales",
            )
        if fee is not None:
            grosses = [tx.amount + fee - tipped]
        else:
            assert decision.processor_fee_percentage is not None
            grosses = grosses_before_fee(tx.amount - tipped, decision.processor_fee_percentage, tx.currency)
        export = exports.get(tx.id, Decimal(0))
        if export > max(grosses):
            raise ValidationError.for_field(
                EXPORTS_FIELD,
                f"row {tx.id}: the export part {export} is more than the payout's gross {max(grosses)}",
            )
        if treatment == "export" and export and export < min(grosses):
            raise ValidationError.for_field(
                EXPORTS_FIELD,
                f"row {tx.id}: the answer says the whole sale is an export, the export part {export} is "
                f"less than the gross {min(grosses)} (answer the rest's GST treatment, taxable)",
            )
        free = (gst_free or {}).get(tx.id, Decimal(0))
        if free and export + free > max(grosses):
            raise ValidationError.for_field(
                GST_FREE_FIELD,
                f"row {tx.id}: the GST-free sales {free} and the export part {export} are more than the "
                f"payout's gross {max(grosses)}",
            )
        found.append(_Payout(tx, grosses, export, free, tipped))
    return found


def _gross_up(
    session: Session,
    ctx: AccountContext,
    payouts: list[_Payout],
    category: Category,
    treatment: str | None,
    decision: ReviewDecide,
) -> list[ChangeSet]:
    """Each payout answered (``_payouts``), split into its sale (the answer's category and treatment), its
    export part (G2) and the processor's fee withheld (``payouts.FEE_CATEGORY``). A payout the rate fits
    to two grosses a cent apart is not guessed: tagged, it stays asked for its fee. Each payout keeps
    what was stated (``payouts.fee_tag``). The BAS and the income take the gross, the fee is a cost."""
    stated = fee_tag(
        decision.processor_fee_percentage
        if decision.processor_fees is None and decision.processor_fee is None
        else None
    )
    changes: list[ChangeSet] = []
    for payout in payouts:
        tx, grosses = payout.tx, payout.grosses
        # a fee's GST said before (a payout asked again for its report's fee) stands unless said again
        replaced = (FEE_TAG, FEE_GST_TAG) if decision.processor_fee_gst is not None else (FEE_TAG,)
        tags = [t for t in tx.tags or [] if not t.startswith(replaced) and t != PAYOUT_GROSS_ASKED_TAG]
        tags.append(PAYOUT_GROSS_ASKED_TAG if len(grosses) > 1 else stated)
        if decision.processor_fee_gst is not None:  # kept, so a payout split later takes the same
            tags.append(FEE_GST_TAG + decision.processor_fee_gst)
        update = TransactionUpdate.model_validate({"tags": tags})
        changes.append(edit_transaction(session, ctx, tx.id, update, surface="review", origin="review"))
        if (
            len(grosses) > 1
            or payout_parts(tx.amount, grosses[0], payout.export, payout.gst_free, payout.tips) < 2
        ):
            continue  # asked again for its report's fee; or one part (0 % and one treatment): the payout
        changes.append(
            split_payout(
                session,
                ctx,
                tx,
                grosses[0],
                category,
                treatment,
                payout.export,
                gst_free=payout.gst_free,
                fee_gst=decision.processor_fee_gst,
                tips=payout.tips,
            )
        )
    return changes


#: An invoice's figures: the item-wide field, the field by row id, the row's column, in words.
_INVOICE_FIELDS = (
    ("gstAmount", "gstAmounts", "gst_amount", "a GST amount"),
    ("gstFreePart", "gstFreeParts", "gst_free_part", "a GST-free part"),
)


def _invoice_figures(
    rows: list[tuple[Transaction, Category | None]], decision: ReviewDecide
) -> dict[str, dict[str, tuple[str, Decimal]]]:
    """Each row's GST amount and GST-free part as the answer gives them, with the field each came in:
    ``{row id: {column: (field, amount)}}``. By row (``gstAmounts``, ``gstFreeParts``) for the rows named,
    the item-wide figure (``gstAmount``, ``gstFreePart``) for the rest; without a figure by row, the
    item-wide one is one invoice's (an answer of one row). A clear error names rows the maps name that
    the answer does not cover, and rows a figure by row leaves without either figure. Each figure is
    checked as for one row when the row is written (``edit_transaction``: ``_of_row`` names the row)."""
    by_row = {
        field: given
        for field, given in (("gstAmounts", decision.gst_amounts), ("gstFreeParts", decision.gst_free_parts))
        if given is not None
    }
    wide = {"gstAmount": decision.gst_amount, "gstFreePart": decision.gst_free_part}
    if not by_row:
        for field, many, _, what in _INVOICE_FIELDS:
            if wide[field] is not None and len(rows) != 1:  # an invoice's own figure: one row's
                raise ValidationError.for_field(
                    field,
                    f"{what} is one invoice's: this answer covers {len(rows)} rows (give each invoice's in "
                    f"{many}, by row, or answer one with onlyTransactionIds)",
                )
    held = {tx.id for tx, _ in rows}
    for field, given in by_row.items():
        strangers = [i for i in given if i not in held]
        if strangers:
            raise ValidationError.for_field(field, f"not rows of this answer: {_named(strangers)}")
    figures: dict[str, dict[str, tuple[str, Decimal]]] = {}
    for tx, _ in rows:
        mine: dict[str, tuple[str, Decimal]] = {}
        for field, many, column, _ in _INVOICE_FIELDS:
            if tx.id in by_row.get(many, {}):
                mine[column] = (f"{many}.{tx.id}", by_row[many][tx.id])
            elif (value := wide[field]) is not None:
                mine[column] = (field, value)
        if mine:
            figures[tx.id] = mine
    missing = [tx.id for tx, _ in rows if tx.id not in figures]
    if by_row and missing:
        raise ValidationError.for_field(
            next(iter(by_row)),
            f"no GST given for {_named(missing)}: each invoice's GST (gstAmounts) or its part with no GST "
            "(gstFreeParts), or gstAmount or gstFreePart for the rest",
        )
    return figures


def _of_row(error: ValidationError, row: str, given: dict[str, tuple[str, Decimal]]) -> ValidationError:
    """A refusal of one row's edit, each problem on the field its figure came in (``gstAmounts.<row>``
    for a figure by row) and naming the row; as it is when no figure came by row."""
    came = {to_camel(column): field for column, (field, _) in given.items()}
    if not any("." in field for field in came.values()):
        return error
    by_row = next(field for field in came.values() if "." in field)
    problems = [
        FieldProblem(came.get(p.field, by_row), f"row {row}: {p.message}", p.row) for p in error.fields
    ]
    return ValidationError(fields=problems)


def _named(ids: list[str]) -> str:
    return first_names(ids, _SHOWN)


def _check_rows(seen: list[str] | None, now: list[str]) -> None:
    """Refuse, naming them, when the group holds other rows than the ones the person was shown."""
    if seen is None:
        return
    seen_set, now_set = set(seen), set(now)
    added = [i for i in now if i not in seen_set]
    gone = [i for i in seen if i not in now_set]
    parts = ([f"now also holds {_named(added)}"] if added else []) + (
        [f"no longer holds {_named(gone)}"] if gone else []
    )
    if parts:
        raise ConflictError(f"the item changed since it was listed: it {'; it '.join(parts)}. List it again.")


def _answered(
    rows: list[tuple[Transaction, Category | None]], only: list[str] | None, fees: dict[str, str]
) -> list[tuple[Transaction, Category | None]]:
    """The rows a decision answers: all of the item's, or the ones ``only`` names (each must be one of
    the item's: a clear error names those that are not) and the bank's fees charged on those."""
    if only is None:
        return rows
    held = {tx.id for tx, _ in rows}
    strangers = [i for i in only if i not in held]
    if strangers:
        raise ValidationError.for_field("onlyTransactionIds", f"not rows of this item: {_named(strangers)}")
    wanted = set(only)
    return [(tx, cat) for tx, cat in rows if tx.id in wanted or fees.get(tx.id) in wanted]


def settle_item(
    session: Session,
    ctx: AccountContext,
    item_ref: str,
    decision: ReviewDecide,
    *,
    found: tuple[str, Group] | None = None,
) -> tuple[ReviewOutcome, list[ChangeSet], list[tuple[str, str]]]:
    """Give every row of the item ``decision``'s category (and business share, GST treatment and each
    invoice's GST amount and GST-free part when given, ``_invoice_figures``; for a processor's payouts,
    each one's fee and export part) as the person's own, take the rows off the queue and remember the
    answer as a rule. Returns the outcome, the edits' changes for the use case to
    settle, and the bank's fees answered with their purchases (fee id, purchase id): once the purchases
    are settled, ``follow_purchases`` settles each fee from its purchase. The caller holds the write
    lock. ``found``: the item and group the caller looked up in this unit of work, nothing written since,
    for the same dates and shown rows (``find_shown_group``); otherwise they are looked up here."""
    item, group = found or find_shown_group(
        session, ctx, item_ref, window_of(ctx, decision.period), decision.transaction_ids
    )
    _check_rows(decision.transaction_ids, [tx.id for tx, _ in group.rows])
    answered = _answered(group.rows, decision.only_transaction_ids, group.fees)
    answered_ids = {tx.id for tx, _ in answered}
    # A fee follows its purchase when that is answered too; a fee answered on its own is a row like any.
    fees = [(tx.id, group.fees[tx.id]) for tx, _ in answered if group.fees.get(tx.id) in answered_ids]
    following = {fee for fee, _ in fees}
    rows = [(tx, cat) for tx, cat in answered if tx.id not in following]
    category = _category(session, ctx, decision.category)
    treatment = decision.gst_treatment
    update: dict[str, object] = {"category_id": category.id}
    if decision.business_use_percentage is not None:
        update["business_use_percentage"] = decision.business_use_percentage
    if treatment == "export":
        # A sale with no GST in it (rate 0 on the row, the treatment derived from it) tagged ``export``:
        # the form the BAS reads for G2, and the one the review's rule gives the merchant's future rows.
        update |= {"gst_rate": Decimal(0), "gst_treatment": None}
    elif treatment is not None:
        update["gst_treatment"] = treatment
    invoices = _invoice_figures(rows, decision)
    if decision.asset_deducted_earlier and category.tax_category != "capital":
        raise ValidationError.for_field(
            "assetDeductedEarlier",
            "payments on an asset deducted earlier are answered with a capital category",
        )
    if decision.asset_cost is not None:
        if category.tax_category != "capital":
            raise ValidationError.for_field(
                "assetCost", "an asset's cost is answered with a capital category"
            )
        paid = sum((-tx.amount for tx, _ in rows if tx.amount < 0), Decimal(0))
        if decision.asset_cost < paid:
            raise ValidationError.for_field(
                "assetCost",
                f"the asset's cost ({decision.asset_cost}) is less than the payments answered ({paid}): "
                "give the whole price on its tax invoice",
            )
    if decision.wage_grosses is not None and not is_wages(category):
        raise ValidationError.for_field(
            "wageGrosses", "each pay's gross wage is answered with a wages category (P8 salary and wages)"
        )
    if decision.used_away_from_home and category.kind != "expense":
        raise ValidationError.for_field(
            "usedAwayFromHome", "costs used away from home are answered with an expense category"
        )
    if decision.invoice_total is not None and len(rows) != 1:
        raise ValidationError.for_field(
            "invoiceTotal",
            f"an invoice total is one deposit's: this answer covers {len(rows)} rows (answer the deposit with "
            "onlyTransactionIds)",
        )
    # the deposit's invoice figures are the asset part's (``record_financed_purchase``), not the row's
    financed_invoice = invoices.pop(rows[0][0].id, {}) if decision.invoice_total is not None else {}
    fee_answered = (
        decision.processor_fee_percentage is not None
        or decision.processor_fee is not None
        or decision.processor_fees is not None
    )
    if decision.processor_fee_gst is not None and not fee_answered:
        raise ValidationError.for_field(
            "processorFeeGst",
            "the GST in a processor's fee is given with its fee (processorFeePercentage, processorFees or "
            "processorFee)",
        )
    exports = _payout_parts_given(rows, decision, fee_answered, EXPORTS_FIELD)
    gst_free = _payout_parts_given(rows, decision, fee_answered, GST_FREE_FIELD)
    tips = _payout_parts_given(rows, decision, fee_answered, TIPS_FIELD)
    # a figure the question asks (a processor's fee, an invoice's GST, a business share) is the person's
    # to give: an answer that still needs it and leaves it out is refused, nothing written (``figures``)
    asked = figures_asked(group.flags, group.fees)
    refuse_unanswered(unanswered(asked, {tx.id for tx, _ in rows}, category, decision), accepting=False)
    payouts = _payouts(rows, category, treatment, decision, exports, gst_free, tips) if fee_answered else []
    # a payout whose report shows every sale an export is an export, whatever the rest's treatment
    all_export = {p.tx.id for p in payouts if p.all_export}
    # likewise a payout whose report shows every sale GST-free (a day of loaves alone) is GST-free
    all_gst_free = {
        p.tx.id for p in payouts if len(p.grosses) == 1 and p.gst_free and p.gst_free == p.grosses[0]
    }
    # and a payout of tips alone (no fare, no fee) is no sale at all
    all_tips = {p.tx.id for p in payouts if p.grosses == [Decimal(0)] and p.tips == p.tx.amount}
    changes: list[ChangeSet] = []
    # "private": an expense category that is never a deduction, and no business share given
    private_answer = (
        decision.business_use_percentage is None
        and category.kind == "expense"
        and (category.tax_category == "personal" or not category.is_tax_deductible)
    )
    remembered_share = decision.business_use_percentage
    for tx, _ in rows:
        row_update = dict(update) | {column: value for column, (_, value) in invoices.get(tx.id, {}).items()}
        if tx.id in all_export and treatment != "export":
            row_update |= {"gst_rate": Decimal(0), "gst_treatment": None}
        if tx.id in all_gst_free and treatment not in ("export", "gst_free"):
            row_update |= {"gst_rate": Decimal(0), "gst_treatment": "gst_free"}
        if tx.id in all_tips:
            row_update |= {"gst_rate": None, "gst_treatment": "out_of_scope"}
        if (treatment == "export" or tx.id in all_export) and EXPORT_TAG not in (tx.tags or []):
            row_update["tags"] = [*(tx.tags or []), EXPORT_TAG]
        if decision.asset_deducted_earlier and DEDUCTED_EARLIER_TAG not in (tx.tags or []):
            given = row_update.get("tags")
            tags = given if isinstance(given, list) else list(tx.tags or [])
            row_update["tags"] = [*tags, DEDUCTED_EARLIER_TAG]
        if decision.asset_cost is not None:
            given = row_update.get("tags")
            tags = given if isinstance(given, list) else list(tx.tags or [])
            cost_tag = f"{ASSET_COST_TAG}{decision.asset_cost}"
            row_update["tags"] = [*(t for t in tags if not t.startswith(ASSET_COST_TAG)), cost_tag]
        if decision.used_away_from_home and AWAY_FROM_HOME_TAG not in (tx.tags or []):
            given = row_update.get("tags")
            tags = given if isinstance(given, list) else list(tx.tags or [])
            row_update["tags"] = [*tags, AWAY_FROM_HOME_TAG]
        if treatment == "taxable" and tx.gst_rate == 0 and tx.id not in all_export | all_gst_free:
            # Categorisation held the credit back until asked (rate 0: an unknown supplier, a
            # marketplace): the person says the invoice shows GST, so the rate is derived again.
            row_update["gst_rate"] = None
        if treatment == "taxable" and row_update.get("gst_free_part") == abs(tx.amount):
            # the invoice shows its whole price with no GST in it (a roaster's beans beside its taxable
            # invoices, answered in one table): a GST-free purchase, no part of it taxable
            row_update = {k: v for k, v in row_update.items() if k not in ("gst_free_part", "gst_amount")}
            row_update["gst_treatment"] = "gst_free"
        try:
            change = edit_transaction(
                session,
                ctx,
                tx.id,
                TransactionUpdate.model_validate(row_update),
                surface="review",
                origin="review",
            )
        except ValidationError as error:  # the one-row checks, said of the row and the field it came in
            raise _of_row(error, tx.id, invoices.get(tx.id, {})) from error
        changes.append(change)
        if private_answer and tx.is_tax_deductible:
            # A share the person stated for the merchant ("Bunnings: 100 %") made the row deductible in
            # the private category they just chose for it: their answer about this row is the more
            # specific statement, so the row is private (share 0), and so are the merchant's rows the
            # answer is remembered for.
            zero = TransactionUpdate.model_validate({"business_use_percentage": Decimal(0)})
            changes.append(edit_transaction(session, ctx, tx.id, zero, surface="review", origin="review"))
            remembered_share = Decimal(0)
        tx.needs_review = False  # answered: the person's own category is certain
        tx.category_confidence = Decimal(1)
    if fee_answered:
        changes += _gross_up(session, ctx, payouts, category, treatment, decision)
    if decision.invoice_total is not None:
        # a deposit on an asset bought on finance: the whole invoice is the purchase (``review.financed``)
        figures = {column: value for column, (_, value) in financed_invoice.items()}
        changes.append(
            record_financed_purchase(
                session,
                ctx,
                rows[0][0].id,
                invoice_total=decision.invoice_total,
                gst_amount=figures.get("gst_amount"),
                gst_free_part=figures.get("gst_free_part"),
            )
        )
    if decision.loan_interest is not None:
        # a loan's repayments: each kept as its interest and its principal (``review.financed``)
        changes += split_repayments(session, ctx, [tx for tx, _ in rows], decision.loan_interest, category)
    if decision.wage_grosses is not None:
        # an employee's pays: each kept as its gross wage and the PAYG withheld (``review.wages``)
        changes += split_pays(session, ctx, [tx for tx, _ in rows], decision.wage_grosses)
    ids = [tx.id for tx, _ in answered]
    drop_review_items(session, ctx, ids)
    # The exceptions of a group are answered without a rule: the merchant's usual answer is the rest's;
    # so is a fee asked about its purchase (the next fee from that bank follows its own purchase).
    # (so is an asset's instalment deducted earlier: the next payment may be on another asset; and a
    # purchase used away from home: the next one at that shop may be for the home office)
    # (and a trip's payments: whether the trip was for the business is no answer for the merchants)
    per_row = (
        any(flag.reason == PURCHASE_FEE_REASON for flag in group.flags)
        or group.trip is not None
        or bool(decision.asset_deducted_earlier or decision.used_away_from_home or decision.asset_cost)
        or decision.invoice_total is not None
        or decision.loan_interest is not None
    )
    # A part of a merged item answered apart that holds all of some merchants' rows is their answer:
    # remembered for them, as it would be had each been asked alone (``queue.whole_members``).
    remembered = (
        group if decision.only_transaction_ids is None else whole_members(group, {tx.id for tx, _ in rows})
    )
    rule = (
        None
        if remembered is None or per_row
        else remember(
            session,
            ctx,
            remembered,
            category=category,
            business_use=remembered_share,
            treatment=treatment,
            # a stated rate reaches the processor's later payouts (grossed up on import); fees from the
            # report are each payout's own, so later payouts are asked theirs
            fee_rate=decision.processor_fee_percentage if decision.processor_fees is None else None,
            fee_gst=decision.processor_fee_gst if fee_answered else None,
        )
    )
    record_activity(
        session,
        ctx,
        "review.decide",
        target_type="review_item",
        target_id=item,
        details={"category": category.name, "rows": len(ids), "ruleId": rule.id if rule else None},
    )
    outcome = ReviewOutcome(
        id=item,
        category=category.name,
        business_use_percentage=decision.business_use_percentage,
        gst_treatment=treatment,
        transaction_ids=ids,
        count=len(ids),
        rule=rule,
    )
    return outcome, changes, fees


def follow_purchases(session: Session, ctx: AccountContext, fees: list[tuple[str, str]]) -> list[ChangeSet]:
    """Settle each bank's fee (fee id, purchase id) from its purchase, once the purchase's answer is
    settled: the fee keeps its own category and GST treatment (a bank's fee is an input-taxed financial
    supply, GST Regulations reg 40-5.09, whatever it was charged on) and takes the purchase's business
    standing (ITAA 1997 s8-1: deductible to the extent the purchase is a business cost): deductible at
    the purchase's business share, or not deductible. Returns the edits' changes for the use case to
    settle."""
    changes: list[ChangeSet] = []
    for fee_id, purchase_id in fees:
        purchase = load_transaction(session, ctx, purchase_id)
        fee = load_transaction(session, ctx, fee_id)
        deductible = bool(purchase.is_tax_deductible)
        update: dict[str, object] = {"is_tax_deductible": deductible}
        if fee.category_id is not None:
            update["category_id"] = fee.category_id  # the answer covers it: the person's own now
        if deductible and purchase.business_use_percentage is not None:
            update["business_use_percentage"] = purchase.business_use_percentage
        change = edit_transaction(
            session, ctx, fee_id, TransactionUpdate.model_validate(update), surface="review", origin="review"
        )
        fee.needs_review = False
        fee.category_confidence = Decimal(1)
        changes.append(change)
    return changes


def suggested_decision(
    session: Session,
    ctx: AccountContext,
    item_ref: str,
    accept: ReviewAccept,
    *,
    group: Group | None = None,
) -> ReviewDecide:
    """The decision finkit suggests for the item, or a clear error when it has none. Accepting confirms
    everything shown: the business share and GST treatment suggested become the person's own too. A
    figure the question asks that the suggestion cannot hold (a processor's fee, an invoice's GST, a
    business share nobody gave) is never taken as nothing: accepting is refused naming the fields that
    give it (``figures``), as a decision leaving it out is. ``group``: the item's group the caller found
    for the same dates in this unit of work (``settle_item``'s ``found``)."""
    if group is None:
        _, group = find_group(session, ctx, item_ref, window_of(ctx, accept.period))
    suggestion = suggestion_of(group)
    if suggestion.category is None:
        raise ValidationError.for_field(
            "category", "finkit has no suggestion for this item: decide it with a category"
        )
    decision = ReviewDecide(
        category=suggestion.category,
        business_use_percentage=suggestion.business_use_percentage,
        gst_treatment=suggestion.gst_treatment,
        transaction_ids=accept.transaction_ids,
        period=accept.period,
    )
    asked = figures_asked(group.flags, group.fees)
    if asked:
        category = _category(session, ctx, suggestion.category)
        rows = {tx.id for tx, _ in group.rows}
        # the treatment shown is finkit's guess, the very thing an invoice's GST question doubts
        shown = decision.model_copy(update={"gst_treatment": None})
        refuse_unanswered(unanswered(asked, rows, category, shown), accepting=True)
    return decision
