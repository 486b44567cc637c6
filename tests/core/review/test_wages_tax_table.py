"""Round 27, fewer rows asked: an employee whose PAYG is withheld from the ATO tax table (tax-free threshold
claimed, Scale 2) at a stated hourly rate, stated once: each pay's gross is worked back from the net the bank
shows, without a question, where exactly one gross that is whole quarter hours at the rate gives that net;
any other pay is still asked. Invented rows: a Bendigo bike shop, not any test year's."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any

from finkit.core.context import AccountContext
from finkit.core.profile.schemas import StatedEmployee
from finkit.core.review.queue import review_queue
from finkit.core.tax.bas import bas_report
from finkit.core.tax.withholding import gross_from_net, grosses_from_net, withheld
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import add_employee, get_profile, update_profile
from finkit.core.usecases.transactions import list_transactions

BUSINESS = {"entityType": "sole_trader", "gstRegistered": True, "occupation": "bicycle mechanic"}
PAY_24H = "INTERNET TRANSFER TO ORLA BRENNAN PAY WE 0208"  # 24 h at 33.50 = 804.00, 88 withheld
PAY_40H = "INTERNET TRANSFER TO ORLA BRENNAN PAY WE 0908"  # 40 h = 1,340.00, 253 withheld
PAY_ODD = "INTERNET TRANSFER TO ORLA BRENNAN PAY WE 1608"  # 500.00 net: no quarter-hour gross gives it
STATEMENT = f"""Date,Amount,Description
04/08/2025,-716.00,{PAY_24H}
11/08/2025,-1087.00,{PAY_40H}
18/08/2025,-500.00,{PAY_ODD}
20/08/2025,4000.00,DIRECT CREDIT ACME CYCLES WHOLESALE INV 17
""".encode()


def test_scale_2_withholding_as_the_ato_formula_gives_it() -> None:
    # weekly: x = whole dollars + 0.99; a * x - b rounded to the dollar, the band's coefficients
    assert withheld(Decimal("300.00"), "weekly") == Decimal(0)  # under the threshold
    assert withheld(Decimal("374.40"), "weekly") == Decimal(2)  # 0.16 x - 57.8462
    assert withheld(Decimal("523.90"), "weekly") == Decimal(28)  # 0.26 x - 107.8462 (Medicare shading in)
    assert withheld(Decimal("760.50"), "weekly") == Decimal(79)  # 0.189 x - 64.3365
    assert withheld(Decimal("1284.40"), "weekly") == Decimal(235)  # 0.32 x - 176.5769
    # fortnightly: a week of half the earnings (whole dollars), its withholding doubled
    assert withheld(Decimal("1062.08"), "fortnightly") == Decimal(60)
    assert withheld(Decimal("2271.20"), "fortnightly") == Decimal(374)


def test_a_net_two_grosses_give_needs_the_hourly_rate_and_other_years_are_not_worked() -> None:
    paid = date(2025, 8, 11)
    assert grosses_from_net(Decimal("1087.00"), "weekly") == [Decimal("1339.00"), Decimal("1340.00")]
    assert gross_from_net(Decimal("1087.00"), "weekly", paid) is None  # two: asked
    assert gross_from_net(Decimal("1087.00"), "weekly", paid, Decimal("33.50")) == Decimal("1340.00")
    assert gross_from_net(Decimal("716.00"), "weekly", paid) == Decimal("804.00")  # one gross gives it
    assert gross_from_net(Decimal("500.00"), "weekly", paid, Decimal("33.50")) is None  # 530.00: 15.82 h
    # the coefficients are those in force from 1 July 2024 to 30 June 2026
    assert gross_from_net(Decimal("716.00"), "weekly", date(2026, 7, 7)) is None
    assert gross_from_net(Decimal("716.00"), "weekly", date(2024, 6, 28)) is None


def _books(ctx: AccountContext, employee: dict[str, Any]) -> dict[str, Any]:
    update_profile(ctx, data=BUSINESS | {"employees": [employee]})
    import_file(ctx, data=STATEMENT, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    return {t.description: t for t in list_transactions(ctx, filters={"limit": 100}).transactions}


def _asked(ctx: AccountContext) -> set[str]:
    return {i for item in review_queue(ctx).items for i in item.transaction_ids}


def test_the_tax_table_and_rate_stated_once_gross_up_the_pays_they_settle(ctx: AccountContext) -> None:
    rows = _books(ctx, {"name": "Orla Brennan", "taxTable": "weekly", "hourlyRate": "33.50"})
    asked = _asked(ctx)
    assert rows[PAY_24H].id not in asked and rows[PAY_40H].id not in asked
    assert rows[PAY_ODD].id in asked  # no gross at the rate gives it: its payslip is asked
    q1 = bas_report(ctx, quarter_label="2025Q3")
    assert q1.fields["W1"] == Decimal("2644.00")  # 804.00 + 1,340.00, and the odd pay's net till asked
    assert q1.fields["W2"] == Decimal("341.00")  # 88 + 253


def test_without_the_rate_only_a_net_one_gross_gives_is_settled(ctx: AccountContext) -> None:
    rows = _books(ctx, {"name": "Orla Brennan", "taxTable": "weekly"})
    asked = _asked(ctx)
    assert rows[PAY_24H].id not in asked
    assert rows[PAY_40H].id in asked  # 1,339.00 or 1,340.00


def test_the_statement_is_stored_and_given_by_the_use_case(ctx: AccountContext) -> None:
    add_employee(ctx, name="Orla Brennan", tax_table="fortnightly", hourly_rate="33.5")
    stored = get_profile(ctx).employees
    assert stored == [
        StatedEmployee(name="Orla Brennan", tax_table="fortnightly", hourly_rate=Decimal("33.5"))
    ]


def test_the_clearing_house_cut_to_small_bus_is_the_employees_super(ctx: AccountContext) -> None:
    """Round 27: "BPAY SMALL BUS SUPER CLEARING PRN ..." (the bank cuts "Business") is the ATO's Small
    Business Superannuation Clearing House: with an employee stated, their super guarantee, unasked (on
    main it was guessed a fare and asked)."""
    update_profile(ctx, data=BUSINESS | {"employees": [{"name": "Orla Brennan"}]})
    row = "BPAY SMALL BUS SUPER CLEARING PRN 4471926053"
    import_file(ctx, data=f"Date,Amount,Description\n16/09/2025,-1064.70,{row}\n".encode(), file_name="b.csv",
                date_format="DD/MM/YYYY")  # fmt: skip
    categorise_transactions(ctx, options={"apply": True})
    tx = list_transactions(ctx, filters={"limit": 10}).transactions[0]
    assert tx.category is not None and tx.category.name == "Employee Super"
    assert tx.id not in _asked(ctx)
