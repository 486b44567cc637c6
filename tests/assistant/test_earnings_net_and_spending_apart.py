"""Issue 27, round thirteen: the wrong figures left on the candle maker's released question set, each as a
rule over any person's data (the questions here are phrased anew, the rows made up). On main each gave a
figure for another question than the one asked.

A GST-registered sole trader's FY2026, asked on 20 July 2026 (FY2027 has no rows yet). Hand-worked:

- Sales Income (Market Co): 1,000.00 on the 5th of each month, Jul 2025 – Jun 2026; a refund paid to a
  customer (J Smith, a cracked jar) of 40.00 out of Sales Income on 20 Nov 2025. Earnings 12,000.00 - 40.00 =
  11,960.00 (a month 996.67); Q1 3,000.00, Q2 2,960.00; November 960.00, December 1,000.00.
- Groceries 100.00 on the 10th of each month (1,200.00) and a store refund of 20.00 in March 2026.
- Mortgage 2,000.00 on the 1st of each month (24,000.00); Tax (the tax office) 1,500.00 in Oct 2025 and in
  Feb 2026 (3,000.00); Interest: 0.50 of credit interest on 30 Sep 2025, the category's only row.
- A supplier, Acme Wholesale Supplies (Materials & Stock): 300.00 paid, 30.00 back (a broken bottle).
- Meals & Dining: a coffee 5.50 (3 Sep 2025) and a pizza 40.00 (3 Dec 2025): 45.50.
  All spending: 1,200.00 + 300.00 + 45.50 + 24,000.00 + 3,000.00 = 28,545.50, less 50.00 back on purchases
  (not the interest): 28,495.50; without the tax office and the home loan: 1,495.50. June 2026: 2,100.00,
  without the home loan 100.00. The 40.00 paid back to a customer is a sale taken back, not spending.
- June 2025 (before FY2026): Market Co 1,000.00, Bright Co 500.00 and Kiwi Traders Ltd (NZ) 300.00 paid in;
  Australia Post 12.50 (Postage & Shipping); Hostplus 1,000.00 (the person's own super category, Super);
  two cash deposits at the post office, "BANK@POST DEPOSIT", 200.00 and 150.00 (Sales Income).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.usecases.categories import create_category
from finkit.core.usecases.profile import update_profile
from tests.assistant.local_world import add_rows, assistant_account
from tests.assistant.test_reads_whole_question import _ask

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)
_MONTHS = [(2025, m) for m in range(7, 13)] + [(2026, m) for m in range(1, 7)]
_MONEY = re.compile(r"\$\d")


def _rows() -> list[tuple[str, str, str, str, str]]:
    rows = []
    for year, month in _MONTHS:
        rows += [
            (f"{year}-{month:02d}-05", "DIRECT CREDIT MARKET CO", "Market Co", "1000.00", "Sales Income"),
            (f"{year}-{month:02d}-10", "WOOLWORTHS", "Woolworths", "-100.00", "Groceries"),
            (f"{year}-{month:02d}-01", "TRANSFER TO HOME LOAN", "Home loan", "-2000.00", "Mortgage"),
        ]
    return [
        *rows,
        ("2025-11-20", "OSKO PAYMENT TO J SMITH REF refund", "J Smith", "-40.00", "Sales Income"),
        ("2026-03-12", "WOOLWORTHS REFUND", "Woolworths", "20.00", "Groceries"),
        ("2025-10-28", "BPAY ATO", "ATO", "-1500.00", "Tax"),
        ("2026-02-28", "BPAY ATO", "ATO", "-1500.00", "Tax"),
        ("2025-09-30", "CREDIT INTEREST", "Westpac", "0.50", "Interest"),
        ("2025-09-03", "BEAN CAFE", "Bean Cafe", "-5.50", "Meals & Dining"),
        ("2025-12-03", "PIZZA PLACE", "Pizza Place", "-40.00", "Meals & Dining"),
        ("2025-06-05", "DIRECT CREDIT MARKET CO", "Market Co", "1000.00", "Sales Income"),
        ("2025-06-20", "DIRECT CREDIT BRIGHT CO", "Bright Co", "500.00", "Sales Income"),
        ("2025-06-25", "DIRECT CREDIT WISE KIWI TRADERS", "Kiwi Traders Ltd (NZ)", "300.00", "Sales Income"),
        ("2025-06-12", "AUSTRALIA POST", "Australia Post", "-12.50", "Postage & Shipping"),
        ("2025-06-15", "BPAY HOSTPLUS", "Hostplus", "-1000.00", "Super"),
        ("2025-06-16", "BANK@POST DEPOSIT QUEANBEYAN", "", "200.00", "Sales Income"),
        ("2025-06-23", "BANK@POST DEPOSIT QUEANBEYAN", "", "150.00", "Sales Income"),
        ("2025-08-14", "VISA ACME WHOLESALE SUPPLIES", "Acme Wholesale Supplies", "-300.00", "Materials & Stock"),
        ("2025-08-30", "VISA REFUND ACME WHOLESALE SUPPLIES", "Acme Wholesale Supplies", "30.00", "Materials & Stock"),
    ]  # fmt: skip


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "candle", NOW)
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
        },
    )
    for name in ("Mortgage", "Tax", "Interest"):  # the person's own private categories, named plainly
        create_category(ctx, data={"name": name, "taxCategory": "personal", "isTaxDeductible": False})
    create_category(ctx, data={"name": "Super", "taxCategory": "super", "isTaxDeductible": True})
    add_rows(ctx, _rows())
    yield ctx


def test_earnings_take_off_a_refund_paid_to_a_customer(world: AccountContext) -> None:
    reply = _ask(world, "how much did i earn in fy26")
    assert "$11,960.00 AUD" in reply.text and "$12,000.00" not in reply.text, reply.text


def test_an_average_of_earnings_is_net_of_refunds_to_customers(world: AccountContext) -> None:
    reply = _ask(world, "avg income per month last fy")
    assert "$996.67 AUD a month" in reply.text, reply.text


def test_two_quarters_of_earnings_compared_net_of_refunds(world: AccountContext) -> None:
    reply = _ask(world, "did i make more in q1 or q2")
    assert "$3,000.00 AUD" in reply.text and "$2,960.00 AUD" in reply.text, reply.text
    assert "more in Jul–Sep 2025" in reply.text, reply.text


def test_two_months_of_a_sales_category_compared_net_of_refunds(world: AccountContext) -> None:
    reply = _ask(world, "was december better than november for sales")
    assert "$1,000.00 AUD" in reply.text and "$960.00 AUD" in reply.text, reply.text


def test_a_total_of_spending_sets_apart_the_tax_office_and_the_home_loan(world: AccountContext) -> None:
    reply = _ask(world, "how much did i spend in total last fy")
    # with them (28,545.50 paid, 50.00 back), and without them; a refund to a customer is no spending and
    # the bank's interest is no money back on a purchase
    assert "$28,545.50 AUD" in reply.text and "$28,495.50 AUD" in reply.text, reply.text
    assert "Tax" in reply.text and "Mortgage" in reply.text, reply.text
    assert "not spent on goods or services: $1,495.50 AUD" in reply.text, reply.text
    # the tax office alone said apart first: a home loan's repayments count as spending to some (as rent
    # does), so the figure with them is said too (28,495.50 - 3,000.00)
    assert (
        "Without Tax ($3,000.00 AUD), which are not spent on goods or services: $25,495.50 AUD" in reply.text
    )
    assert "$28,585.50" not in reply.text and "$28,495.00" not in reply.text, reply.text


def test_last_months_spending_without_the_home_loan(world: AccountContext) -> None:
    reply = _ask(world, "total spending last month")
    assert "$2,100.00 AUD" in reply.text, reply.text
    assert "Mortgage ($2,000.00 AUD), which are not spent on goods or services: $100.00 AUD" in reply.text, (
        reply.text
    )


def test_a_kind_of_client_no_clients_rows_show_is_asked_about(world: AccountContext) -> None:
    # "wholesale" is in a supplier's name only: its refund is no customer's payment
    for question in (
        "which wholesale customers paid me in fy26",
        "how much did wholesale customers pay me in fy26",
    ):
        reply = _ask(world, question)
        assert "?" in reply.text and not _MONEY.search(reply.text), reply.text
        assert "$30.00" not in reply.text, reply.text
    reply = _ask(world, "which wholesale customers paid me in fy26")
    assert "Market Co" in reply.text, reply.text


def test_which_customers_paid_me_is_the_list_of_clients(world: AccountContext) -> None:
    reply = _ask(world, "which customers paid me in fy26")
    assert "Market Co: $12,000.00 AUD" in reply.text, reply.text


# --- said plainly: read, not asked back or declined ------------------------------------------------------


def test_a_business_s_stock_is_no_shares(world: AccountContext) -> None:
    # "stock n materials" is the category (300.00 less 30.00 back), "stock suppliers" its payees
    reply = _ask(world, "total materials n stock spend in fy26")
    assert "$270.00 AUD" in reply.text, reply.text
    reply = _ask(world, "list my stock suppliers")
    assert "Acme Wholesale Supplies" in reply.text and "share" not in reply.text, reply.text


def test_everyday_short_words_are_read(world: AccountContext) -> None:
    # "end up" changes nothing; "w" is "with"
    reply = _ask(world, "what did i actually end up spending at woolworths in fy26")
    assert "$1,180.00 AUD net" in reply.text, reply.text
    reply = _ask(world, "did i spend more w woolworths or acme wholesale supplies in fy26")
    assert "more in Woolworths" in reply.text, reply.text


def test_including_a_part_of_the_category_named(world: AccountContext) -> None:
    reply = _ask(world, "how much did i spend on meals and dining incl coffee in fy26")
    assert "$45.50 AUD" in reply.text, reply.text
    # a category that is not part of the one before it is asked about, never added
    reply = _ask(world, "how much did i spend on groceries including the mortgage in fy26")
    assert "?" in reply.text and not _MONEY.search(reply.text), reply.text


def test_bas_fields_by_their_own_names(world: AccountContext) -> None:
    for question, field in (
        ("whats my G2 export sales figure for fy26", "G2 (export sales)"),
        ("capital purchases G10 in fy26", "G10 (capital purchases)"),
        ("G11 non-capital purchases q1 fy26", "G11 (non-capital purchases)"),
        ("gst on sales q1 fy26", "1A (GST on sales)"),
    ):
        reply = _ask(world, question)
        assert reply.text.startswith(field), reply.text


def test_a_bas_field_over_a_year_is_its_quarters_worksheet_lines(world: AccountContext) -> None:
    """G15 is no field of the BAS report but a line of its worksheet: the year is the four quarters'
    lines said one by one (no private-use purchases here: noughts the worksheet worked out, not noughts
    for a field never worked out)."""
    reply = _ask(world, "G15 for fy26")
    assert (
        reply.text.startswith("G15 (private-use purchases)") and "the sum of 4 BAS quarters" in reply.text
    ), reply.text


def test_the_largest_purchase_not_counting_what_is_set_apart(world: AccountContext) -> None:
    question = "what was the single largest thing i spent money on in fy26, not counting the home loan, tax or super?"
    reply = _ask(world, question)
    assert "1. 2025-08-14 VISA ACME WHOLESALE SUPPLIES: -$300.00 AUD" in reply.text, reply.text


def test_clients_apart_from_one(world: AccountContext) -> None:
    reply = _ask(world, "who paid me in june 2025 apart from market co")
    assert "- Bright Co: $500.00 AUD" in reply.text and "- Market Co" not in reply.text, reply.text


def test_a_word_of_the_payees_own_name_and_its_nickname(world: AccountContext) -> None:
    reply = _ask(world, "how much did kiwi traders send me from nz in june 2025")
    assert "$300.00 AUD" in reply.text, reply.text
    reply = _ask(world, "aus post total for june 2025")
    assert "At Australia Post" in reply.text and "$12.50 AUD" in reply.text, reply.text


def test_a_payee_said_with_a_category_of_the_same_kind_it_is_booked_under(world: AccountContext) -> None:
    # "contributions" is Super Contributions, which holds none: the person's super is under Super (super too)
    reply = _ask(world, "hostplus contributions in june 2025")
    assert "$1,000.00 AUD" in reply.text and "booked under Super" in reply.text, reply.text


def test_visits_to_a_payee_and_a_word_joined_by_at(world: AccountContext) -> None:
    reply = _ask(world, "how many trips to aus post in june 2025")
    assert "1 payment(s), $12.50 AUD" in reply.text, reply.text
    reply = _ask(world, "how many bank@post deposits did i make")
    assert "2 payment(s), $350.00 AUD" in reply.text, reply.text
