"""Issue 27, round sixteen (h27wrong): before answering, a second reading is looked for in the person's own
books, and asked back saying both when the two give different figures (the questions are phrased anew).

A GST-registered sole trader's FY2026, asked on 20 July 2026. Hand-worked:

- Rent & Mortgage: Harbour Leasing (the shop's lease, all for work) 2,000.00 on 1 Aug and 1 Sep 2025
  (4,000.00); Ray White (the home's rent, private) 1,500.00 on 3 Aug and 3 Sep 2025 (3,000.00). Together
  7,000.00: "how much rent did I pay" has two readings with different figures.
- Sales Income: Fresha's payouts 900.00 (10 Aug) and 800.00 (24 Aug 2025), each net of the fee Fresha keeps
  (no Fresha fee is billed apart): 1,700.00 as banked. Tyro's settlements 500.00 (20 Oct 2025), Tyro billing
  its fee apart: Tyro Payments 20.00 (31 Oct 2025, Bank Fees), so what Tyro paid is one figure.
- Big W 45.00 (Clothing, 10 Jan 2026); Guild Insurance 900.00 (Insurance, 5 Jan 2026) and RACQ Insurance
  1,000.00 (the car's, Vehicle Expenses, 6 Jan 2026): "insurance" is the category or every insurer paid.
- Fuel at Ampol: the van's diesel 120.00 (5 Sep 2025, all for work) and the family car's unleaded 70.00 (12 Sep
  2025, private): one vehicle named is one of two vehicles' fill-ups.
- Hollow Oak Ltd (UK) pays 600.00 through PayPal (3 Nov 2025); Donations: Beyond Blue 50.00 (deductible) and
  GoFundMe 30.00 (not).
- Fees: Bank Fees (Tyro Payments 20.00) and Accounting & Tax Fees (Ledger Co 330.00, 15 Mar 2026), and the fees
  Fresha keeps from its payouts: "fees" alone is three things.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import create_transaction
from tests.assistant.local_world import assistant_account
from tests.assistant.test_reads_whole_question import _ask, _asked_back

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)

_ROWS = [
    ("2025-08-01", "PAY ANYONE HARBOUR LEASING SHOP 4", "Harbour Leasing (shop lease)", "-2000.00", "Rent & Mortgage", "100"),
    ("2025-09-01", "PAY ANYONE HARBOUR LEASING SHOP 4", "Harbour Leasing (shop lease)", "-2000.00", "Rent & Mortgage", "100"),
    ("2025-08-03", "DIRECT DEBIT RAY WHITE RENT", "Ray White (home rent)", "-1500.00", "Rent & Mortgage", "0"),
    ("2025-09-03", "DIRECT DEBIT RAY WHITE RENT", "Ray White (home rent)", "-1500.00", "Rent & Mortgage", "0"),
    ("2025-08-10", "FRESHA.COM LTD PAYOUT FR1", "Fresha (online bookings)", "900.00", "Sales Income", "100"),
    ("2025-08-24", "FRESHA.COM LTD PAYOUT FR2", "Fresha (online bookings)", "800.00", "Sales Income", "100"),
    ("2025-10-20", "DEPOSIT TYRO PAYMENTS STL", "Tyro (card customers)", "500.00", "Sales Income", "100"),
    ("2025-10-31", "TYRO PAYMENTS LTD MSF OCT25", "Tyro Payments", "-20.00", "Bank Fees", "100"),
    ("2026-03-15", "PAY ANYONE LEDGER CO TAX RETURN", "Ledger Co", "-330.00", "Accounting & Tax Fees", "100"),
    ("2026-01-10", "BIG W MACKAY", "Big W", "-45.00", "Clothing", "0"),
    ("2026-01-05", "BPAY GUILD INSURANCE POL 1", "Guild Insurance", "-900.00", "Insurance", "0"),
    ("2026-01-06", "BPAY RACQ INSURANCE MOT", "RACQ Insurance", "-1000.00", "Vehicle Expenses", "100"),
    ("2025-09-05", "VISA AMPOL MOONAH DIESEL", "Ampol", "-120.00", "Fuel", "100"),
    ("2025-09-12", "VISA AMPOL MOONAH UNLEADED", "Ampol", "-70.00", "Fuel", "0"),
    ("2025-11-03", "PAYPAL TRANSFER HOLLOW OAK", "Hollow Oak Ltd (UK) via PayPal", "600.00", "Sales Income", "100"),
    ("2025-12-01", "BPAY BEYOND BLUE DONATION", "Beyond Blue", "-50.00", "Donations", "100"),
    ("2025-12-02", "GOFUNDME TEAM SHIRTS", "GoFundMe", "-30.00", "Donations", "0"),
]  # fmt: skip


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "second16", NOW)
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
        },
    )
    ids = {c.name: c.id for c in list_categories(ctx)}
    for day, description, merchant, amount, category, share in _ROWS:
        create_transaction(
            ctx,
            data={
                "date": day,
                "description": description,
                "merchant": merchant,
                "amount": amount,
                "categoryId": ids[category],
                "businessUsePercentage": share,
            },
        )
    yield ctx


def test_a_category_paid_for_work_and_privately_is_asked_or_read_by_the_use_said(
    world: AccountContext,
) -> None:
    # the shop's lease and the home's rent are both Rent & Mortgage: "rent" alone is asked, naming both
    reply = _ask(world, "how much rent did i pay")
    assert _asked_back(reply), reply.text
    assert "Harbour Leasing" in reply.text and "Ray White" in reply.text, reply.text
    # a use said beside it names one side: its payees
    assert "$4,000.00" in _ask(world, "shop rent for fy26").text
    assert "$3,000.00" in _ask(world, "home rent in fy26").text
    # the whole category said is read whole
    assert "$7,000.00" in _ask(world, "rent and mortgage together in fy26").text
    # a gift's share says deductible or not, never work or private: read whole
    assert "$80.00" in _ask(world, "how much did i give to charity in fy26").text


def test_what_a_processor_keeping_its_fee_paid_me_is_asked_net_or_gross(world: AccountContext) -> None:
    # Fresha's payouts are net of the fee it keeps: what it "brought in" is the payouts or the sales before it
    for text in ("how much did fresha bring in", "what did fresha pay me in fy26"):
        reply = _ask(world, text)
        assert _asked_back(reply) and "payout" in reply.text, reply.text
    # the payouts said are the amounts as banked
    assert "$1,700.00" in _ask(world, "fresha payouts in fy26").text
    # Tyro bills its fee apart: its settlements are the whole sales, one figure
    assert "$500.00" in _ask(world, "how much did tyro pay me in fy26").text
    # a client paying through PayPal is the client, not the processor
    assert "$600.00" in _ask(world, "how much did hollow oak pay me in fy26").text


def test_fees_alone_are_asked_naming_each_kind_of_fee(world: AccountContext) -> None:
    # never every payment (the word was read as a filler), never one kind's figure
    reply = _ask(world, "how much did i spend on fees in fy26")
    assert _asked_back(reply), reply.text
    assert "Bank Fees" in reply.text and "Accounting & Tax Fees" in reply.text and "Fresha" in reply.text


def test_a_payment_pointed_at_by_its_size_is_asked_never_a_shop_named_big(world: AccountContext) -> None:
    # "big" is an everyday word, not Big W; which big payment the person has in mind is asked
    for text in ("what was the big payment in january", "what was that big payment in jan"):
        reply = _ask(world, text)
        assert _asked_back(reply) and "Big W" not in reply.text, reply.text
    # the shop said by its name is read
    assert "$45.00" in _ask(world, "how much at big w in fy26").text


def test_a_category_named_in_full_is_asked_when_other_payees_names_say_it(world: AccountContext) -> None:
    # the category Insurance (Guild) or every insurer (RACQ Insurance is the car's, under Vehicle Expenses)
    reply = _ask(world, "how much do i spend on insurance in fy26")
    assert _asked_back(reply) and "RACQ Insurance" in reply.text, reply.text
    # the insurer named is read
    assert "$1,000.00" in _ask(world, "racq insurance in fy26").text


def test_one_vehicle_named_when_fuel_is_two_vehicles_fill_ups_is_asked(world: AccountContext) -> None:
    # fill-ups for work beside private ones at the same servo: the van's, or the family car's too?
    for text in ("diesel for the van in fy26", "what did the van cost me"):
        reply = _ask(world, text)
        assert _asked_back(reply) and "two vehicles" in reply.text, reply.text
    # all the fuel, no vehicle named, is read whole
    assert "$190.00" in _ask(world, "how much did i spend on fuel in fy26").text


def test_gst_paid_said_either_way_round_is_asked_which(world: AccountContext) -> None:
    # "pay in gst", as "gst did i pay": to the tax office (the BAS's net GST) or in purchases (1B)
    reply = _ask(world, "what did i pay in gst in the dec quarter")
    assert _asked_back(reply) and "GST credits" in reply.text, reply.text
