"""Splitting a transaction: parts that add up exactly, each with its own category and tax fields, read
by the BAS, the tax summary and spending by category instead of the whole; and undoing a split.
Runs on SQLite and, with FINKIT_TEST_POSTGRES_URL set, on PostgreSQL."""

from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.analytics.service import spending_breakdown
from finkit.core.categories.service import find_category_by_name
from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.tax.bas import bas_report
from finkit.core.tax.summary import tax_summary
from finkit.core.transactions.schemas import TransactionRead
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import (
    create_transaction,
    get_transaction,
    list_transactions,
    split_transaction,
    unsplit_transaction,
)

SOLE_TRADER = {"entityType": "sole_trader", "gstRegistered": True}


def purchase(ctx: AccountContext, amount: str = "-110.00") -> TransactionRead:
    tools = find_category_by_name(ctx, "Tools & Equipment")
    return create_transaction(
        ctx,
        data={
            "date": "2026-02-10",
            "description": "BUNNINGS 123 PENRITH",
            "amount": amount,
            "categoryId": tools.id,
        },
    )


def one_b(ctx: AccountContext) -> Decimal:
    return bas_report(ctx, quarter_label="2026-Q1").fields["1B"]


def test_a_split_into_a_gst_part_and_a_gst_free_part_moves_the_bas(ctx: AccountContext) -> None:
    update_profile(ctx, data=SOLE_TRADER)
    tx = purchase(ctx)
    assert one_b(ctx) == Decimal("10.00")  # 110 / 11
    tools = find_category_by_name(ctx, "Tools & Equipment")
    split = split_transaction(
        ctx,
        tx.id,
        data={
            "parts": [
                {"amount": "66.00", "categoryId": tools.id},
                {"amount": "44.00", "categoryId": tools.id, "gstTreatment": "gst_free"},
            ]
        },
    )
    assert [(p.amount, p.gst_treatment, p.gst_amount) for p in split.splits] == [
        (Decimal("-66.00"), "taxable", Decimal("-6.00")),  # derived per part, signed like the whole
        (Decimal("-44.00"), "gst_free", Decimal("0.00")),
    ]
    assert split.splits[1].tax_treatment_source["gstTreatment"] == "user"
    assert split.splits[0].tax_treatment_source["gstAmount"] == "derived"
    assert split.amount == Decimal("-110.00")  # the whole is unchanged
    assert one_b(ctx) == Decimal("6.00")  # 66 / 11: the GST-free part claims nothing
    report = bas_report(ctx, quarter_label="2026-Q1")
    assert report.fields["G11"] == Decimal("110.00")
    unsplit = unsplit_transaction(ctx, tx.id)
    assert unsplit.splits == [] and one_b(ctx) == Decimal("10.00")


def test_the_tax_summary_and_spending_read_the_parts(ctx: AccountContext) -> None:
    update_profile(ctx, data=SOLE_TRADER)
    tx = purchase(ctx, "-100.00")
    tools = find_category_by_name(ctx, "Tools & Equipment")
    groceries = find_category_by_name(ctx, "Groceries")
    split_transaction(
        ctx,
        tx.id,
        data={
            "parts": [{"amount": "70", "categoryId": tools.id}, {"amount": "30", "categoryId": groceries.id}]
        },
    )
    summary = tax_summary(ctx, fy=2026)
    assert summary.total_deductions == Decimal("70.00") - Decimal("6.36")  # the business part, less GST
    assert summary.gst_claimable == Decimal("6.36")  # 70 / 11
    spending = spending_breakdown(ctx, from_date="2026-02-01", to_date="2026-02-28")
    by_name = {row.label: row.amount for row in spending.rows}
    assert by_name["Tools & Equipment"] == Decimal("70.00")
    assert by_name["Groceries"] == Decimal("30.00")
    page = list_transactions(ctx)
    assert [p.category_name for p in page.transactions[0].splits] == ["Tools & Equipment", "Groceries"]


def test_parts_must_add_up_and_each_problem_names_its_part(ctx: AccountContext) -> None:
    tx = purchase(ctx)
    tools = find_category_by_name(ctx, "Tools & Equipment")
    with pytest.raises(ValidationError) as short:
        split_transaction(ctx, tx.id, data={"parts": [{"amount": "60"}, {"amount": "30"}]})
    assert short.value.fields[0].field == "parts"
    assert "add up to 90.00" in short.value.message and "20.00 is left" in short.value.message
    with pytest.raises(ValidationError) as zero:
        split_transaction(ctx, tx.id, data={"parts": [{"amount": "110"}, {"amount": "0"}]})
    assert zero.value.fields[0].field == "parts.2.amount"
    with pytest.raises(ValidationError) as places:
        split_transaction(ctx, tx.id, data={"parts": [{"amount": "100.001"}, {"amount": "9.999"}]})
    assert [p.field for p in places.value.fields] == ["parts.1.amount", "parts.2.amount"]
    with pytest.raises(ValidationError) as unknown:
        split_transaction(
            ctx,
            tx.id,
            data={
                "parts": [{"amount": "100", "categoryId": tools.id}, {"amount": "10", "categoryId": "nope"}]
            },
        )
    assert unknown.value.fields[0].field == "parts.2.categoryId"
    with pytest.raises(ValidationError):
        split_transaction(ctx, tx.id, data={"parts": [{"amount": "110"}]})  # one part is no split
    assert get_transaction(ctx, tx.id).splits == []  # nothing was written


def test_a_split_of_another_accounts_row_is_not_found(ctx: AccountContext, other_ctx: AccountContext) -> None:
    theirs = purchase(other_ctx)
    with pytest.raises(NotFoundError):
        split_transaction(ctx, theirs.id, data={"parts": [{"amount": "100"}, {"amount": "10"}]})


def test_a_category_change_derives_the_parts_again(ctx: AccountContext) -> None:
    """Derive, don't copy: a part's derived GST follows its category's treatment when that changes."""
    from finkit.core.usecases.categories import update_category

    tx = purchase(ctx)
    office = find_category_by_name(ctx, "Office Supplies")
    split_transaction(
        ctx, tx.id, data={"parts": [{"amount": "55", "categoryId": office.id}, {"amount": "55"}]}
    )
    assert get_transaction(ctx, tx.id).splits[0].gst_amount == Decimal("-5.00")
    update_category(ctx, office.id, data={"gstTreatment": "gst_free"})
    assert get_transaction(ctx, tx.id).splits[0].gst_amount == Decimal("0.00")


def test_unsplit_of_a_whole_row_is_refused(ctx: AccountContext) -> None:
    tx = purchase(ctx)
    with pytest.raises(ValidationError, match="is not split"):
        unsplit_transaction(ctx, tx.id)


def test_the_amount_of_a_split_row_cannot_change_under_its_parts(ctx: AccountContext) -> None:
    from finkit.core.usecases.transactions import update_transaction

    tx = purchase(ctx)
    split_transaction(ctx, tx.id, data={"parts": [{"amount": "100"}, {"amount": "10"}]})
    with pytest.raises(ValidationError, match="unsplit it first"):
        update_transaction(ctx, tx.id, data={"amount": "120"})
    assert update_transaction(ctx, tx.id, data={"notes": "ok"}).notes == "ok"


def test_an_edit_of_the_wholes_text_derives_the_parts_again(ctx: AccountContext) -> None:
    """Merchant knowledge reads the whole's text: a Sydney Water bill is GST-free in any category."""
    from finkit.core.usecases.transactions import update_transaction

    tx = purchase(ctx)
    office = find_category_by_name(ctx, "Office Supplies")
    split_transaction(
        ctx, tx.id, data={"parts": [{"amount": "55", "categoryId": office.id}, {"amount": "55"}]}
    )
    assert get_transaction(ctx, tx.id).splits[0].gst_amount == Decimal("-5.00")
    update_transaction(ctx, tx.id, data={"description": "SYDNEY WATER CORP 0042"})
    assert get_transaction(ctx, tx.id).splits[0].gst_treatment == "gst_free"
    assert get_transaction(ctx, tx.id).splits[0].gst_amount == Decimal("0.00")


def test_a_deleted_categorys_parts_move_with_its_rows(ctx: AccountContext) -> None:
    from finkit.core.usecases.categories import create_category, delete_category

    tx = purchase(ctx)
    mine = create_category(
        ctx, data={"name": "Job 17 materials", "isTaxDeductible": True, "taxCategory": "business_expense"}
    )
    office = find_category_by_name(ctx, "Office Supplies")
    split_transaction(ctx, tx.id, data={"parts": [{"amount": "55", "categoryId": mine.id}, {"amount": "55"}]})
    delete_category(ctx, mine.id, reassign_to=office.id)
    part = get_transaction(ctx, tx.id).splits[0]
    assert (part.category_id, part.gst_amount) == (office.id, Decimal("-5.00"))
    other = create_category(ctx, data={"name": "Gone soon"})
    split_transaction(
        ctx, tx.id, data={"parts": [{"amount": "55", "categoryId": other.id}, {"amount": "55"}]}
    )
    delete_category(ctx, other.id, uncategorise=True)
    assert get_transaction(ctx, tx.id).splits[0].category_id is None
