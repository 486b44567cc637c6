"""Everything that reads ``merchant`` sees the normalised name after a CSV import: search (typed and
natural), analytics by merchant, recurring-payment keys."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from finkit.core.analytics.service import spending_breakdown
from finkit.core.bills.service import detect_recurring
from finkit.core.context import AccountContext
from finkit.core.search.service import search
from finkit.core.usecases.imports import import_file

# A sole trader's CommBank export: three Bunnings stores, quarterly ATO payments, a Telstra direct
# debit each month, two clients paying by transfer, groceries at Aldi.
ROWS = [
    ("03/07/2025", "-212.30", "BUNNINGS 452000 BLACKTOWN NS AUS Card xx4821 Value Date: 01/07/2025"),
    ("09/07/2025", "-18.95", "BUNNINGS 452118 CASTLE HILL NS AUS Card xx4821"),
    ("15/07/2025", "-64.10", "BUNNINGS 450911 ROUSE HILL NS AUS Card xx4821"),
    ("21/07/2025", "-1250.00", "TAX OFFICE PAYMENTS NETBANK BPAY 75556 551200000012345"),
    ("21/10/2025", "-1310.00", "TAX OFFICE PAYMENTS NETBANK BPAY 75556 551200000012345"),
    ("21/01/2026", "-1275.00", "TAX OFFICE PAYMENTS NETBANK BPAY 75556 551200000012345"),
    ("13/07/2025", "-54.32", "ALDI STORES 0412 MARSDEN PARK NS AUS Card xx4821"),
    ("20/07/2025", "-61.08", "ALDI STORES 0412 MARSDEN PARK NS AUS Card xx4821"),
    ("14/07/2025", "-89.00", "Direct Debit 062934 TELSTRA 1234567890"),
    ("14/08/2025", "-89.00", "Direct Debit 062934 TELSTRA 1234567891"),
    ("14/09/2025", "-89.00", "Direct Debit 062934 TELSTRA 1234567892"),
    ("14/10/2025", "-89.00", "Direct Debit 062934 TELSTRA 1234567893"),
    ("16/07/2025", "1320.00", "Fast Transfer From J SMITH ELECTRICAL WORK"),
    ("16/08/2025", "1320.00", "Fast Transfer From J SMITH ELECTRICAL WORK"),
    ("16/09/2025", "1320.00", "Fast Transfer From J SMITH ELECTRICAL WORK"),
    ("17/07/2025", "1320.00", "Fast Transfer From M NGUYEN ELECTRICAL WORK"),
    ("17/08/2025", "1320.00", "Fast Transfer From M NGUYEN ELECTRICAL WORK"),
    ("17/09/2025", "1320.00", "Fast Transfer From M NGUYEN ELECTRICAL WORK"),
    ("18/07/2025", "-64.00", "SERVICEM8 PTY LTD SYDNEY NS AUS Card xx4821"),
    ("18/08/2025", "-64.00", "SERVICEM8 PTY LTD SYDNEY NS AUS Card xx4821"),
    ("18/09/2025", "-64.00", "SERVICEM8 PTY LTD SYDNEY NS AUS Card xx4821"),
]


def load(ctx: AccountContext) -> None:
    text = "".join(f'{day},"{amount}","{description}","0.00"\n' for day, amount, description in ROWS)
    report = import_file(ctx, data=text.encode(), file_name="commbank.csv")
    assert report.added == len(ROWS)


def test_merchant_search_finds_csv_rows(ctx: AccountContext) -> None:
    load(ctx)
    found = search(ctx, query="merchant:bunnings", kinds=["transaction"])
    assert len(found.hits) == 3
    assert {h.details["merchant"] for h in found.hits} == {"Bunnings"}
    assert len(search(ctx, query="merchant:aldi", kinds=["transaction"]).hits) == 2


def test_natural_search_at_a_merchant(ctx: AccountContext) -> None:
    load(ctx)
    found = search(ctx, query="groceries at Aldi", kinds=["transaction"])
    assert [h.amount for h in found.hits] and {h.details["merchant"] for h in found.hits} == {"Aldi"}
    assert sorted(h.amount for h in found.hits) == [Decimal("-61.08"), Decimal("-54.32")]


def test_spending_by_merchant_groups_stores_and_payments(ctx: AccountContext) -> None:
    load(ctx)
    breakdown = spending_breakdown(ctx, by="merchant", from_date=date(2025, 7, 1), to_date=date(2026, 6, 30))
    rows = {row.label: row for row in breakdown.rows}
    assert rows["Bunnings"].count == 3 and rows["Bunnings"].amount == Decimal("295.35")
    assert rows["ATO"].count == 3 and rows["ATO"].amount == Decimal("3835.00")
    assert rows["Telstra"].amount == Decimal("356.00")
    assert not any("NS AUS" in label or "452000" in label for label in rows)


def test_recurring_keys_are_merchants_and_payers_stay_apart(ctx: AccountContext) -> None:
    load(ctx)
    found = detect_recurring(ctx, as_of=date(2025, 10, 20), min_confidence=0.0)
    keys = {p.merchant_key for p in found.patterns}
    assert {"TELSTRA", "SERVICEM8", "J SMITH", "M NGUYEN"} <= keys
    assert not keys & {"NS", "PTY LTD", "AUS", "FAST TRANSFER", "DIRECT DEBIT"}
    smith = next(p for p in found.patterns if p.merchant_key == "J SMITH")
    assert smith.occurrences == 3 and smith.merchant == "J Smith"
