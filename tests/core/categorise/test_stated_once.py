"""Issue 26, fewer questions: what a person states once at set-up (docs/review.md, "Stated once at
set-up") in place of a question per payer or per fund. A health practitioner who says their services are
GST-free health services (GST Act s38-10) has their practice's card takings filed GST-free without a
question; a payer that may buy something else (an organisation, Medicare) is still asked. A person who says
they claim their personal super contributions has payments to a super fund (``super_funds.csv``, APRA's
register) filed Super Contributions (D12); without it they are asked, never filed silently. Invented
rows: a Launceston osteopath and a Cairns sign-writer, not any test year's."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.tax.bas import bas_report
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import get_profile, update_profile
from finkit.core.usecases.transactions import list_transactions

SQUARE = "DIRECT CREDIT SQUARE AUSTRALIA SQ SETTLE 88213"
MEDICARE = "DIRECT CREDIT MEDICARE BENEFITS 771203"
COMPANY = "DIRECT CREDIT TASWATER PTY LTD 5520"
HOSTPLUS = "BPAY HOSTPLUS 4471230"
UNISUPER = "INTERNET BANKING BPAY UNISUPER REF 99120"
SUPERCHEAP = "VISA PURCHASE SUPERCHEAP AUTO CAIRNS QLD"
STATEMENT = f"""Date,Amount,Description
04/08/2025,660.00,{SQUARE}
08/08/2025,304.35,{MEDICARE}
11/08/2025,2200.00,{COMPANY}
12/08/2025,-2500.00,{HOSTPLUS}
13/08/2025,-1500.00,{UNISUPER}
14/08/2025,-45.90,{SUPERCHEAP}
""".encode()


def _set_up(ctx: AccountContext, occupation: str, **stated: bool) -> dict[str, Any]:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
            "occupation": occupation,
            **stated,
        },
    )
    import_file(ctx, data=STATEMENT, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    return {t.description: t for t in list_transactions(ctx, filters={"limit": 100}).transactions}


def _asked(ctx: AccountContext) -> dict[str, str]:
    return {i: item.reason for item in review_queue(ctx).items for i in item.transaction_ids}


def _name(tx: Any) -> str | None:
    return tx.category.name if tx.category else None


def test_a_practice_that_states_gst_free_health_services_is_not_asked_its_card_takings(
    ctx: AccountContext,
) -> None:
    rows = _set_up(ctx, "Osteopath in private practice", gstFreeHealthServices=True)
    assert get_profile(ctx).gst_free_health_services is True
    asked = _asked(ctx)
    takings = rows[SQUARE]  # on main: asked "GST-free health service, or taxable?" for every settlement
    assert _name(takings) == "Sales Income" and takings.gst_treatment == "gst_free"
    assert takings.id not in asked or "below certainty" not in asked[takings.id]
    assert "health" not in asked.get(takings.id, "")
    # A payer that may buy something else (a workshop, a report), and Medicare (her own rebate?): asked.
    assert rows[COMPANY].id in asked and rows[MEDICARE].id in asked
    # The BAS counts the takings as a GST-free sale: no GST in 1A from them.
    assert bas_report(ctx, quarter_label="2025Q3").fields["1A"] == Decimal("200.00")


def test_the_statement_alone_says_it_whatever_the_occupation_is_called(ctx: AccountContext) -> None:
    rows = _set_up(ctx, "bodywork clinic", gstFreeHealthServices=True)
    takings = rows[SQUARE]
    assert takings.gst_treatment == "gst_free"
    assert "health" not in _asked(ctx).get(takings.id, "")


def test_without_the_statement_a_health_practices_takings_are_still_asked(ctx: AccountContext) -> None:
    rows = _set_up(ctx, "Osteopath in private practice")
    asked = _asked(ctx)
    assert rows[SQUARE].id in asked and "GST-free" in asked[rows[SQUARE].id]


def test_payments_to_a_super_fund_are_d12_once_the_person_says_they_claim_them(ctx: AccountContext) -> None:
    rows = _set_up(ctx, "sign-writer", personalSuperDeduction=True)
    asked = _asked(ctx)
    for description in (HOSTPLUS, UNISUPER):  # on main: not categorised, asked one fund at a time
        tx = rows[description]
        assert _name(tx) == "Super Contributions" and tx.id not in asked, description
        assert tx.category.tax_category == "super"
    assert _name(rows[SUPERCHEAP]) != "Super Contributions"  # a shop with "super" in its name


def test_without_the_statement_a_fund_payment_is_asked_with_d12_suggested(ctx: AccountContext) -> None:
    rows = _set_up(ctx, "sign-writer")
    items = {i: item for item in review_queue(ctx).items for i in item.transaction_ids}
    for description in (HOSTPLUS, UNISUPER):
        item = items[rows[description].id]
        assert item.suggestion.category == "Super Contributions"  # on main: no suggestion at all
        assert "below certainty" in item.reason


BODIES = b"""Date,Amount,Description
02/09/2025,-512.00,BPAY AHPRA 5566120
03/09/2025,-685.00,VISA PURCHASE AUSTRALIAN PSYCHOLOGICAL SOC MELBOURNE VIC
04/09/2025,-420.00,VISA PURCHASE AIPP MELBOURNE VIC
05/09/2025,-120.00,VISA PURCHASE HOBART PIANO TEACHERS GUILD
"""


def _bodies(ctx: AccountContext, occupation: str) -> tuple[dict[str, Any], dict[str, str]]:
    update_profile(
        ctx,
        data={"entityType": "sole_trader", "gstRegistered": True, "occupation": occupation},
    )
    import_file(ctx, data=BODIES, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    rows = {t.description: t for t in list_transactions(ctx, filters={"limit": 10}).transactions}
    return rows, _asked(ctx)


def test_the_body_of_the_stated_occupation_is_filed_by_its_kind_without_a_question(
    ctx: AccountContext,
) -> None:
    """A psychologist's AHPRA registration (no GST, Division 81) and APS membership (taxable): on main
    neither was categorised, each its own question."""
    rows, asked = _bodies(ctx, "Registered psychologist in private practice")
    ahpra = rows["BPAY AHPRA 5566120"]
    assert _name(ahpra) == "Licences & Government Fees" and ahpra.id not in asked
    assert ahpra.gst_treatment == "out_of_scope" and ahpra.is_tax_deductible
    aps = rows["VISA PURCHASE AUSTRALIAN PSYCHOLOGICAL SOC MELBOURNE VIC"]
    assert _name(aps) == "Professional Memberships" and aps.id not in asked
    assert aps.gst_treatment == "taxable" and aps.is_tax_deductible
    # Another occupation's body is asked, its kind suggested; a body not listed (GST unknown) is asked.
    assert rows["VISA PURCHASE AIPP MELBOURNE VIC"].id in asked
    assert rows["VISA PURCHASE HOBART PIANO TEACHERS GUILD"].id in asked


def test_without_the_occupation_a_body_is_asked(ctx: AccountContext) -> None:
    rows, asked = _bodies(ctx, "wedding photographer")
    assert _name(rows["VISA PURCHASE AIPP MELBOURNE VIC"]) == "Professional Memberships"
    assert rows["VISA PURCHASE AIPP MELBOURNE VIC"].id not in asked
    assert rows["BPAY AHPRA 5566120"].id in asked  # a photographer's AHPRA fee: for whom?


def test_a_fund_whose_long_name_the_bank_cuts_is_still_the_fund(ctx: AccountContext) -> None:
    """St.George prints a BPAY biller's name cut to its field ("AUSTRALIAN RETIREMENT TR"): still the fund,
    so a person who claims their contributions is not asked (on main: not categorised, asked)."""
    update_profile(
        ctx, data={"entityType": "sole_trader", "gstRegistered": True, "personalSuperDeduction": True}
    )
    text = "INTERNET BPAY AUSTRALIAN RETIREMENT TR 2056026521"
    import_file(
        ctx, data=f"Date,Amount,Description\n17/06/2026,-7500.00,{text}\n".encode(), file_name="b.csv"
    )
    categorise_transactions(ctx, options={"apply": True})
    (tx,) = list_transactions(ctx, filters={"limit": 10}).transactions
    assert _name(tx) == "Super Contributions" and tx.id not in _asked(ctx)
