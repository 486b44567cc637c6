"""Issue 26, what a sole trader must be able to record: an employee's wages at the gross. The bank row of
a pay shows the net; the deduction (P8 salary and wage expenses) and W1 are the gross, the PAYG withheld
(W2) is paid to the ATO with the BAS and never deducted again; the employees' super through a clearing
house is P8 super, never the owner's D12. Invented rows: a Bendigo bike shop, not any test year's."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.review.queue import review_queue
from finkit.core.tax.bas import bas_report
from finkit.core.tax.summary import tax_summary
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.review import decide_item
from finkit.core.usecases.transactions import list_transactions

PAY_1 = "INTERNET TRANSFER TO ORLA BRENNAN PAY WE 0208"
PAY_2 = "INTERNET TRANSFER TO ORLA BRENNAN PAY WE 1608"
SUPER = "BPAY TO ATO SB SUPER CLEARING HOUSE 77120394"
ATO = "BPAY TO TAX OFFICE PAYMENTS 551004999"
STATEMENT = f"""Date,Amount,Description
04/08/2025,-812.40,{PAY_1}
18/08/2025,-764.10,{PAY_2}
20/08/2025,4000.00,DIRECT CREDIT ACME CYCLES WHOLESALE INV 17
21/08/2025,-371.00,{SUPER}
28/08/2025,-1500.00,{ATO}
""".encode()
BUSINESS = {"entityType": "sole_trader", "gstRegistered": True, "occupation": "bicycle mechanic"}


def _books(ctx: AccountContext, **stated: Any) -> dict[str, Any]:
    update_profile(ctx, data=BUSINESS | stated)
    import_file(ctx, data=STATEMENT, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    return {t.description: t for t in list_transactions(ctx, filters={"limit": 100}).transactions}


def _wages(ctx: AccountContext) -> Decimal:
    summary = tax_summary(ctx, fy=2026)
    return sum((d.amount for d in summary.deductions if d.label == "P8-wages"), Decimal(0))


def test_each_pays_gross_is_asked_in_one_answer_and_the_wages_are_the_gross(ctx: AccountContext) -> None:
    rows = _books(ctx, employees=[{"name": "Orla Brennan"}])
    item = next(i for i in review_queue(ctx).items if rows[PAY_1].id in i.transaction_ids)
    assert item.suggestion.category == "Wages"
    assert item.answer_needs == ["wageGrosses"]
    with pytest.raises(ValidationError) as refused:  # the gross is the person's to give
        decide_item(ctx, item.id, data={"category": "Wages"})
    assert refused.value.fields[0].field == "wageGrosses"
    grosses = {rows[PAY_1].id: "900.00", rows[PAY_2].id: "846.00"}
    decide_item(ctx, item.id, data={"category": "Wages", "wageGrosses": grosses})
    assert not any(rows[PAY_1].id in i.transaction_ids for i in review_queue(ctx).items)
    assert _wages(ctx) == Decimal("1746.00")  # the gross, not the 1,576.50 the bank shows
    q1 = bas_report(ctx, quarter_label="2025Q3")
    assert q1.fields["W1"] == Decimal("1746.00")
    assert q1.fields["W2"] == Decimal("169.50")  # 87.60 + 81.90 withheld
    assert q1.fields["G11"] == Decimal("0")  # wages and super are no purchase


def test_a_gross_below_the_net_pay_is_refused_naming_the_row(ctx: AccountContext) -> None:
    rows = _books(ctx, employees=[{"name": "Orla Brennan"}])
    item = next(i for i in review_queue(ctx).items if rows[PAY_1].id in i.transaction_ids)
    grosses = {rows[PAY_1].id: "800.00", rows[PAY_2].id: "846.00"}
    with pytest.raises(ValidationError) as refused:
        decide_item(ctx, item.id, data={"category": "Wages", "wageGrosses": grosses})
    assert rows[PAY_1].id in str(refused.value)
    assert _wages(ctx) == Decimal("1576.50")  # nothing written: the net, still asked
    assert any(rows[PAY_1].id in i.transaction_ids for i in review_queue(ctx).items)


def test_a_withholding_stated_once_grosses_up_every_pay_without_a_question(ctx: AccountContext) -> None:
    rows = _books(ctx, employees=[{"name": "Orla Brennan", "withholdingPerPay": "84.00"}])
    asked = {i for item in review_queue(ctx).items for i in item.transaction_ids}
    assert rows[PAY_1].id not in asked and rows[PAY_2].id not in asked
    assert _wages(ctx) == Decimal("1744.50")  # 812.40 + 764.10 + 2 x 84.00
    q1 = bas_report(ctx, quarter_label="2025Q3")
    assert (q1.fields["W1"], q1.fields["W2"]) == (Decimal("1744.50"), Decimal("168.00"))
    summary = tax_summary(ctx, fy=2026)
    # the withholding paid to the ATO is tax: no deduction, and the ATO payment is none either
    assert summary.business_income > 0
    labels = {d.label: d.amount for d in summary.deductions}
    assert labels.get("P8-super") == Decimal("371.00")  # the employees' super: P8, never D12
    assert "D12" not in labels
    assert sum(labels.values()) == Decimal("1744.50") + Decimal("371.00")


def test_the_clearing_house_is_the_employees_super_once_an_employee_is_stated(ctx: AccountContext) -> None:
    rows = _books(ctx, employees=[{"name": "Orla Brennan", "grossPerPay": "900.00"}])
    assert rows[SUPER].category.name == "Employee Super"
    asked = {i for item in review_queue(ctx).items for i in item.transaction_ids}
    assert rows[SUPER].id not in asked
    assert bas_report(ctx, quarter_label="2025Q3").fields["W2"] == Decimal("900.00") * 2 - Decimal("1576.50")


def test_without_an_employee_the_pays_are_no_wages_and_the_bas_has_no_w_fields(ctx: AccountContext) -> None:
    rows = _books(ctx)
    assert rows[PAY_1].category is None or rows[PAY_1].category.name != "Wages"
    assert "W1" not in bas_report(ctx, quarter_label="2025Q3").fields


def test_pays_the_person_files_as_wages_without_a_gross_are_asked_their_gross(ctx: AccountContext) -> None:
    """No employee on the profile: the pays are asked as unknown money out; answered "Wages" (the person's
    own filing, without a payslip) they are still the net, so each pay's gross is asked next, never left
    as the wage."""
    rows = _books(ctx)
    first = next(i for i in review_queue(ctx).items if rows[PAY_1].id in i.transaction_ids)
    only = [rows[PAY_1].id, rows[PAY_2].id]
    decide_item(ctx, first.id, data={"category": "Wages", "onlyTransactionIds": only})
    asked = next(i for i in review_queue(ctx).items if rows[PAY_1].id in i.transaction_ids)
    assert asked.answer_needs == ["wageGrosses"]
    assert set(only) <= set(asked.transaction_ids)
    grosses = {rows[PAY_1].id: "900.00", rows[PAY_2].id: "846.00"}
    decide_item(ctx, asked.id, data={"category": "Wages", "wageGrosses": grosses})
    assert _wages(ctx) == Decimal("1746.00")
    assert bas_report(ctx, quarter_label="2025Q3").fields["W2"] == Decimal("169.50")
