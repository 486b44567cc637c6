"""A recorded GST-free part (issue 26) holds wherever finkit derives a row's GST again: a rules run (each
engine), a profile change; a split's parts carry their own GST, not the whole's part; and the CSV export
carries it. QBE premium -1,342.88 with stamp duty 110.88: its GST is 1,232.00 / 11 = 112.00, never
1,342.88 / 11 = 122.08."""

from __future__ import annotations

import csv
import io
from decimal import Decimal

import pytest

from finkit.core.categories.service import find_category_by_name
from finkit.core.context import AccountContext
from finkit.core.rules.service import create_rule
from finkit.core.tax.reports import bas_report
from finkit.core.transactions.export import export_transactions
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.rules import run_rules
from finkit.core.usecases.transactions import create_transaction, get_transaction, split_transaction


def _premium(ctx: AccountContext) -> str:
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True, "basPeriod": "quarterly"})
    insurance = find_category_by_name(ctx, "Business Insurance").id
    return create_transaction(
        ctx,
        data={"date": "2025-08-01", "description": "QBE INSURANCE BPAY", "amount": "-1342.88",
              "categoryId": insurance, "gstFreePart": "110.88"},
    ).id  # fmt: skip


@pytest.mark.parametrize("engine", ["single-pass", "per-rule-sql"])
def test_the_gst_stays_the_rests_after_a_rules_run_and_a_profile_change(
    ctx: AccountContext, engine: str
) -> None:
    tx = _premium(ctx)
    assert get_transaction(ctx, tx).gst_amount == Decimal("-112.00")
    create_rule(
        ctx,
        data={
            "name": "tag qbe",
            "triggers": [],
            "conditions": {"all": [{"field": "description", "operator": "contains", "value": "QBE"}]},
            "actions": [{"type": "addTag", "tag": "insurance"}],
        },
    )
    run_rules(ctx, engine=engine)
    row = get_transaction(ctx, tx)
    assert "insurance" in row.tags and row.gst_amount == Decimal("-112.00")
    update_profile(ctx, data={"defaultBusinessUsePercentage": "80"})  # derives every row again
    assert get_transaction(ctx, tx).gst_amount == Decimal("-112.00")


def test_a_split_reads_its_parts_gst_not_the_wholes_part(ctx: AccountContext) -> None:
    tx = _premium(ctx)
    insurance = find_category_by_name(ctx, "Business Insurance").id
    split_transaction(
        ctx,
        tx,
        data={"parts": [
            {"amount": "1232.00", "categoryId": insurance, "gstTreatment": "taxable"},
            {"amount": "110.88", "categoryId": insurance, "gstTreatment": "gst_free"},
        ]},
    )  # fmt: skip
    g14 = next(
        line.amount for line in bas_report(ctx, quarter_label="2025Q3").worksheet if line.label == "G14"
    )
    assert g14 == Decimal("110.88")  # the GST-free part once, from the part, not twice


def test_the_csv_export_carries_the_gst_free_part(ctx: AccountContext) -> None:
    _premium(ctx)
    rows = list(csv.DictReader(io.StringIO(export_transactions(ctx, style="csv"))))
    assert [(r["GST"], r["GST-free part"]) for r in rows] == [("112.00", "110.88")]


def test_an_edit_of_the_part_is_undone_and_a_price_below_it_is_refused(ctx: AccountContext) -> None:
    from finkit.core.errors import ValidationError
    from finkit.core.usecases.transactions import list_changes, undo_change, update_transaction

    tx = _premium(ctx)
    update_transaction(ctx, tx, data={"gstFreePart": "110.90"})
    assert get_transaction(ctx, tx).gst_free_part == Decimal("110.90")
    edit = list_changes(ctx).changes[0]
    assert "GST-free part" in edit.summary
    undo_change(ctx, edit.id)
    assert get_transaction(ctx, tx).gst_free_part == Decimal("110.88")
    with pytest.raises(ValidationError) as refused:
        update_transaction(ctx, tx, data={"amount": "100.00"})  # a price below its GST-free part
    assert [p.field for p in refused.value.fields] == ["amount"]
    assert get_transaction(ctx, tx).amount == Decimal("-1342.88")
