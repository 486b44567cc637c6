"""Several invoices of one item, each with its own GST, in one answer (issue 26): ``gstAmounts`` and
``gstFreeParts`` by row id, checked as one row's figure is, all rows or none written; rows not named take
the item-wide figure, else the answer is refused naming them. Nothing per row is remembered.

Hand-worked: QBE premiums -1,342.88 (GST 112.00, stamp duty 110.88) and -671.44 (GST 56.00, stamp duty
55.44); a third premium -220.00 taxable throughout (stamp duty 0, GST 20.00). 1B = 112 + 56 + 20 = 188.00;
G14 = 110.88 + 55.44 = 166.32.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.review.queue import review_queue
from finkit.core.rules.service import get_rule
from finkit.core.tax.reports import bas_report
from finkit.core.usecases.review import decide_item
from finkit.core.usecases.transactions import get_transaction
from tests.core.review.conftest import add
from tests.core.review.test_gst_amount import _business


def _premiums(ctx: AccountContext) -> tuple[str, str, str, str]:
    _business(ctx)
    first = add(ctx, "2025-07-18", "BPAY QBE INSURANCE PREMIUM", "-1342.88")
    second = add(ctx, "2025-08-18", "BPAY QBE INSURANCE PREMIUM", "-671.44")
    third = add(ctx, "2025-09-18", "BPAY QBE INSURANCE PREMIUM", "-220.00")
    (item,) = review_queue(ctx).items
    assert set(item.transaction_ids) == {first, second, third}
    return item.id, first, second, third


def _g14(ctx: AccountContext) -> Decimal:
    return next(line.amount for line in bas_report(ctx, fy=2026, q=1).worksheet if line.label == "G14")


def test_each_invoices_gst_in_one_answer(ctx: AccountContext) -> None:
    item, first, second, third = _premiums(ctx)
    outcome = decide_item(
        ctx,
        item,
        data={
            "category": "Cover",
            "gstTreatment": "taxable",
            "gstAmounts": {first: "112.00", second: "56.00"},
            "gstFreeParts": {first: "110.88", second: "55.44"},
            "gstFreePart": "0",  # the rows not named: the whole price taxable
        },
    )
    assert outcome.count == 3 and outcome.rule is not None
    got = {i: get_transaction(ctx, i) for i in (first, second, third)}
    assert {i: (t.gst_amount, t.gst_free_part) for i, t in got.items()} == {
        first: (Decimal("-112.00"), Decimal("110.88")),
        second: (Decimal("-56.00"), Decimal("55.44")),
        third: (Decimal("-20.00"), Decimal("0.00")),
    }
    assert review_queue(ctx).items == []
    assert bas_report(ctx, fy=2026, q=1).fields["1B"] == Decimal("188.00")
    assert _g14(ctx) == Decimal("166.32")
    # the rule keeps the category and treatment, never an invoice's own figure
    said = str(get_rule(ctx, outcome.rule.id).model_dump()) + str(outcome.rule.remembers)
    assert "Cover" in str(outcome.rule.remembers) and "gst_amount" not in said and "110.88" not in said


def test_a_row_left_out_is_named_and_nothing_is_written(ctx: AccountContext) -> None:
    item, first, second, third = _premiums(ctx)
    with pytest.raises(ValidationError) as refused:
        decide_item(ctx, item, data={"category": "Cover", "gstFreeParts": {first: "110.88", second: "55.44"}})
    (problem,) = refused.value.fields
    assert problem.field == "gstFreeParts" and third in problem.message and first not in problem.message
    assert all(get_transaction(ctx, i).gst_free_part is None for i in (first, second, third))
    assert len(review_queue(ctx).items) == 1


def test_each_rows_figure_is_checked_as_one_rows_naming_field_and_row(ctx: AccountContext) -> None:
    item, first, second, third = _premiums(ctx)
    before = [get_transaction(ctx, i) for i in (first, second, third)]
    answer = {
        "category": "Cover",
        "gstAmounts": {first: "112.00", second: "56.00", third: "20.00"},
        "gstFreeParts": {first: "110.88", second: "5.44"},  # a typo: the rest holds GST 60.55
    }
    with pytest.raises(ValidationError) as refused:
        decide_item(ctx, item, data=answer)
    (problem,) = refused.value.fields
    assert problem.field == f"gstFreeParts.{second}" and f"row {second}" in problem.message
    assert "holds GST 60.55" in problem.message
    # nothing written, not even the rows before the bad one
    assert [get_transaction(ctx, i) for i in (first, second, third)] == before
    amounts = answer["gstAmounts"]
    for bad, said in (
        ({"gstAmounts": amounts | {first: "112.001"}}, f"gstAmounts.{first}"),  # 2 places
        ({"gstAmounts": amounts | {third: "-1"}}, f"gstAmounts.{third}"),  # from 0
        ({"gstFreeParts": {third: "220.01"}}, f"gstFreeParts.{third}"),  # to the price
        ({"gstAmounts": amounts | {"not-a-row": "1.00"}}, "gstAmounts"),  # a row of this item
    ):
        with pytest.raises(ValidationError) as refused:
            decide_item(ctx, item, data={**answer, "gstFreeParts": None, **bad})
        assert [p.field for p in refused.value.fields] == [said], refused.value.fields
    assert [get_transaction(ctx, i) for i in (first, second, third)] == before


def test_the_item_wide_figure_alone_is_still_one_invoices(ctx: AccountContext) -> None:
    item, *_ = _premiums(ctx)
    with pytest.raises(ValidationError) as refused:
        decide_item(ctx, item, data={"category": "Cover", "gstAmount": "20.00"})
    (problem,) = refused.value.fields
    assert problem.field == "gstAmount" and "gstAmounts" in problem.message
