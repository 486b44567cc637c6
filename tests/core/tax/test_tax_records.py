"""What a sole trader must be able to record (issue 26): business shares of mixed-use bills kept on the
profile, personal super contributions (D12), depreciating assets, the home-office fixed rate per
financial year replacing the running costs it covers, and no documents asked where the ATO needs none."""

from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.tax.bas import bas_report
from finkit.core.tax.home_office.rates import fixed_rate_claim, latest_rate
from finkit.core.tax.home_office.service import get_home_office, set_home_office
from finkit.core.tax.summary import TaxSummary, tax_summary
from finkit.core.usecases.profile import get_profile, set_business_use, update_profile
from finkit.core.usecases.tax import analyse_transactions
from finkit.core.usecases.transactions import get_transaction, update_transaction
from tests.core.tax.conftest import add

ZERO = Decimal(0)


@pytest.fixture
def trader(ctx: AccountContext) -> AccountContext:
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True, "country": "AU"})
    return ctx


def _lines(summary: TaxSummary) -> dict[str, Decimal]:
    return {t.label: t.amount for t in summary.deductions}


def test_mixed_use_bills_take_the_share_the_profile_holds(trader: AccountContext) -> None:
    phone = add(
        trader, "2025-07-21", "DIRECT DEBIT TELSTRA CORP LTD 7460928204", "-89.00", "Phone & Internet"
    )
    internet = add(trader, "2025-07-14", "DIRECT DEBIT AUSSIE BROADBAND 983250", "-99.00", "Phone & Internet")
    power = add(trader, "2025-07-20", "BPAY ORIGIN ENERGY 8577259419", "-423.66", "Utilities")
    water = add(trader, "2025-08-22", "BPAY URBAN UTILITIES 4516133072", "-107.31", "Utilities")
    assert get_transaction(trader, phone).business_use_percentage is None  # never asked yet

    set_business_use(trader, category="Phone & Internet", percent=Decimal(60))
    set_business_use(trader, merchant="Aussie Broadband", percent="50")
    set_business_use(trader, category="utilities", percent=Decimal(15))  # the account's name is kept
    set_business_use(trader, merchant="Urban Utilities", percent=ZERO)  # water: private
    profile = get_profile(trader)
    assert profile.business_use_shares == {"Phone & Internet": Decimal(60), "Utilities": Decimal(15)}
    assert profile.merchant_business_use_shares == {"Aussie Broadband": Decimal(50), "Urban Utilities": ZERO}
    shares = {name: get_transaction(trader, i) for name, i in
              {"phone": phone, "internet": internet, "power": power, "water": water}.items()}  # fmt: skip
    assert {k: (t.is_tax_deductible, t.business_use_percentage) for k, t in shares.items()} == {
        "phone": (True, Decimal(60)),
        "internet": (True, Decimal(50)),
        "power": (True, Decimal(15)),  # a household category, made business at the share given
        "water": (False, None),
    }
    bas = bas_report(trader, quarter_label="2025Q3")
    g = {line.label: line.amount for line in bas.worksheet}
    assert g["G11"] == Decimal("611.66")  # 89 + 99 + 423.66; the water is private
    assert g["G15"] == Decimal("445.21")  # 40 % of 89 + 50 % of 99 + 85 % of 423.66 (35.60+49.50+360.11)
    assert bas.fields["1B"] == Decimal("15.13")  # (611.66 - 445.21) / 11
    summary = tax_summary(trader, fy=2026)
    assert summary.gst_claimable == Decimal("4.85") + Decimal("4.50") + Decimal("5.78")  # 60/50/15 % of GST

    # A changed share derives the rows again; a share the person set on a row stays the row's.
    update_transaction(trader, internet, data={"businessUsePercentage": 100})
    set_business_use(trader, category="Phone & Internet", percent=Decimal(80))
    set_business_use(trader, merchant="Aussie Broadband", percent=Decimal(30))
    assert get_transaction(trader, phone).business_use_percentage == Decimal(80)
    assert get_transaction(trader, internet).business_use_percentage == Decimal(100)
    set_business_use(trader, category="Phone & Internet", percent="none")
    assert get_profile(trader).business_use_shares == {"Utilities": Decimal(15)}
    assert get_transaction(trader, phone).business_use_percentage is None


@pytest.mark.parametrize(
    ("given", "field"),
    [
        ({"category": "Phone and Internet", "percent": "60"}, "category"),
        ({"category": "Utilities", "percent": "120"}, "percent"),
        ({"merchant": "Telstra", "percent": "sixty"}, "percent"),
        ({"percent": "60"}, "category"),
    ],
)
def test_a_bad_share_is_refused_naming_the_field(
    trader: AccountContext, given: dict[str, str], field: str
) -> None:
    with pytest.raises(ValidationError) as raised:
        set_business_use(trader, **given)  # type: ignore[arg-type]
    assert raised.value.fields[0].field == field


def test_personal_super_contributions_are_d12_and_never_on_the_bas(trader: AccountContext) -> None:
    add(
        trader, "2025-09-24", "BPAY AUSTRALIAN RETIREMENT TRUST 7165129890", "-2500.00", "Super Contributions"
    )
    summary = tax_summary(trader, fy=2026)
    d12 = next(t for t in summary.deductions if t.label == "D12")
    assert (d12.name, d12.amount, d12.gst_claimable) == (
        "Personal superannuation contributions",
        Decimal("2500.00"),
        ZERO,
    )
    assert summary.business_expenses == ZERO and summary.total_deductions == Decimal("2500.00")
    assert summary.needs_documents[0].documents == [
        "the fund's acknowledgement of your notice of intent to claim"
    ]
    assert bas_report(trader, quarter_label="2025Q3").fields["G11"] == ZERO
    employee = tax_summary(trader, fy=2026, entity_type="individual")
    assert _lines(employee) == {"D12": Decimal("2500.00")}


def test_depreciating_assets_are_written_off_under_the_threshold_and_pooled_above(
    trader: AccountContext,
) -> None:
    add(trader, "2025-09-12", "TEDS CAMERAS FORTITUDE VALLEY", "-4299.00", "Depreciating Assets")
    bas = bas_report(trader, quarter_label="2025Q3")
    assert (bas.fields["G10"], bas.fields["G11"], bas.fields["1B"]) == (
        Decimal("4299.00"),
        ZERO,
        Decimal("390.82"),
    )
    assert _lines(tax_summary(trader, fy=2026)) == {"P8-depreciation": Decimal("3908.18")}  # 4,299 less GST
    add(trader, "2025-10-02", "CINEMA CAMERA SUPPLIES", "-33000.00", "Depreciating Assets")  # 30,000 + GST
    summary = tax_summary(trader, fy=2026)
    assert _lines(summary) == {"P8-depreciation": Decimal("3908.18") + Decimal("4500.00")}  # 15 % of 30,000
    assert any("small business pool" in note for note in summary.notes)


def test_the_home_office_fixed_rate_replaces_the_running_costs_it_covers(trader: AccountContext) -> None:
    set_business_use(trader, category="Phone & Internet", percent=Decimal(60))
    phone = add(trader, "2025-07-21", "TELSTRA CORP LTD", "-89.00", "Phone & Internet")
    ink = add(trader, "2025-07-09", "OFFICEWORKS 0612 TOOWONG", "-64.85", "Office Supplies")
    add(trader, "2025-07-02", "XERO AUSTRALIA", "-50.00", "Software & Subscriptions")
    before = tax_summary(trader, fy=2026)
    # 60 % of 89 less 60 % of its 8.09 GST; 64.85 less 5.90; 50 less 4.55.
    assert _lines(before) == {"P8-other": Decimal("48.55") + Decimal("58.95") + Decimal("45.45")}
    assert before.home_office is None and get_home_office(trader, 2026) is None

    record = set_home_office(trader, 2026, data={"hours": "1400"})
    assert (record.hours, record.rate_per_hour, record.claim) == (
        Decimal(1400),
        Decimal("0.70"),
        Decimal("980.00"),
    )
    after = tax_summary(trader, fy=2026)
    assert _lines(after) == {"P8-other": Decimal("45.45") + Decimal("980.00")}
    assert after.home_office is not None
    assert (after.home_office.label, after.home_office.covered_count, after.home_office.covered_amount) == (
        "P8-other", 2, Decimal("53.40") + Decimal("64.85")
    )  # fmt: skip
    assert set(after.home_office.covered_transactions) == {phone, ink}
    assert after.gst_claimable == before.gst_claimable  # the credits on what the rate covers stay
    assert any("Covered by the fixed rate: 2 rows, $118.25" in note for note in after.notes)
    employee = tax_summary(trader, fy=2026, entity_type="individual")
    assert employee.home_office is not None and employee.home_office.label == "D5"
    assert tax_summary(trader, fy=2025).home_office is None  # hours are kept per year

    set_home_office(trader, 2026, data={"hours": 1560})  # replaces the year's figure
    assert get_home_office(trader, 2026).claim == Decimal("1092.00")  # type: ignore[union-attr]
    assert set_home_office(trader, 2023, data={"hours": 100}).rate_per_hour == Decimal(
        "0.67"
    )  # that year's rate
    with pytest.raises(ValidationError) as raised:
        set_home_office(trader, 2021, data={"hours": 100})  # before the revised fixed rate
    assert raised.value.fields[0].field == "fy"
    with pytest.raises(ValidationError):
        set_home_office(trader, 2026, data={"hours": -1})


def test_tax_analyse_computes_the_home_office_claim_with_the_same_function(trader: AccountContext) -> None:
    add(trader, "2025-07-21", "TELSTRA CORP LTD", "-89.00", "Phone & Internet")
    result = analyse_transactions(
        trader, user_profile={"homeOfficeHours": 1400, "employmentType": "employee"}
    )
    rate = latest_rate("AU")
    assert rate is not None
    assert (
        result.summary.working_from_home_claim == fixed_rate_claim(Decimal(1400), rate) == Decimal("980.00")
    )


def test_bank_fees_and_small_work_expenses_need_no_document(trader: AccountContext) -> None:
    add(trader, "2025-07-02", "FOREIGN TRANSACTION FEE ADOBE", "-2.64", "Bank Fees")
    add(trader, "2025-07-31", "MONTHLY ACCOUNT FEE", "-10.00", "Bank Fees")
    software = add(trader, "2025-07-02", "XERO AUSTRALIA", "-50.00", "Software & Subscriptions")
    summary = tax_summary(trader, fy=2026)
    assert [d.transaction_id for d in summary.needs_documents] == [software]
    assert summary.no_documents_needed == 2
    update_profile(trader, data={"entityType": "individual", "gstRegistered": False})
    small = [add(trader, f"2025-08-0{day}", "PRINTER PAPER", "-8.50", "Phone & Internet") for day in (1, 2)]
    receipt = add(trader, "2025-08-03", "HEADSET", "-45.00", "Phone & Internet")
    employee = tax_summary(trader, fy=2026)
    needed = {d.transaction_id for d in employee.needs_documents}
    assert receipt in needed and not needed & set(small)
