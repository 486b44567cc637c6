"""A bank feed's accounts map to bank accounts: each feed account's rows land in its own bank account
(an existing one whose last four digits it carries, else a new one named after it), and link only to
rows of that account."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime
from decimal import Decimal

import pytest

from finkit.core.bank_accounts.service import create_bank_account, list_bank_accounts
from finkit.core.context import AccountContext
from finkit.core.usecases.feeds import connect_feed, sync_feed
from finkit.core.usecases.transactions import create_transaction, list_transactions
from tests.core.feeds.bridge import Bridge, account, txn
from tests.receiver import Receiver

JUNE_1 = int(datetime(2026, 6, 1, 9, tzinfo=UTC).timestamp())


@pytest.fixture
def bridge() -> Iterator[Bridge]:
    receiver = Receiver()
    state = Bridge(receiver)
    receiver.respond = state.respond
    receiver.start()
    yield state
    receiver.stop()


@pytest.fixture
def feed_ctx(ctx: AccountContext) -> AccountContext:
    return replace(ctx, settings=ctx.settings.model_copy(update={"feeds_allow_loopback": True}))


def _names(ctx: AccountContext) -> dict[str, list[str]]:
    rows = list_transactions(ctx, {"limit": 200}).transactions
    out: dict[str, list[str]] = {}
    for t in rows:
        assert t.bank_account is not None
        out.setdefault(t.bank_account.name, []).append(t.description)
    return {k: sorted(v) for k, v in out.items()}


def test_each_feed_account_fills_its_own_bank_account(feed_ctx: AccountContext, bridge: Bridge) -> None:
    create_bank_account(feed_ctx, data={"name": "business", "last4": "3317"})
    create_bank_account(feed_ctx, data={"name": "personal"})
    # The same purchase in personal (imported) must not swallow the business feed's row.
    create_transaction(
        feed_ctx,
        data={
            "date": "2026-06-01",
            "description": "OFFICEWORKS 1234",
            "amount": "-45.50",
            "bankAccountId": "personal",
        },
        source="csv",
    )
    create_transaction(
        feed_ctx,
        data={
            "date": "2026-06-01",
            "description": "ADOBE CREATIVE CLOUD",
            "amount": "-87.89",
            "bankAccountId": "business",
        },
        source="csv",
    )
    business = account(
        [txn("b1", JUNE_1, "-45.50", "Officeworks"), txn("b2", JUNE_1, "-87.89", "Adobe Creative Cloud")],
        id_="ACT-B",
    )
    business["name"] = "Business Transaction Account 062-548 1048 3317"
    card = account([txn("c1", JUNE_1, "-18.59", "Netflix.com")], id_="ACT-C")
    card["name"] = "Low Rate Mastercard"
    bridge.accounts = [business, card]

    connection = connect_feed(feed_ctx, data={"token": bridge.setup_token})
    first = sync_feed(feed_ctx, connection.id)
    assert (first.inserted, first.linked) == (2, 1)  # Adobe linked to business's own row
    assert _names(feed_ctx) == {
        "business": ["ADOBE CREATIVE CLOUD", "Officeworks"],
        "personal": ["OFFICEWORKS 1234"],
        "Low Rate Mastercard": ["Netflix.com"],
    }
    banks = {b.name: b for b in list_bank_accounts(feed_ctx).accounts}
    assert banks["Low Rate Mastercard"].balance == Decimal("-18.59")
    assert banks["business"].balance == Decimal("-133.39")

    # The next sync brings a new card row: it lands in the same bank account, nothing is made twice.
    card["transactions"].append(txn("c2", JUNE_1, "-63.47", "Uber Eats"))
    again = sync_feed(feed_ctx, connection.id)
    assert (again.inserted, again.unchanged) == (1, 3)
    assert len(list_bank_accounts(feed_ctx).accounts) == 3
    assert _names(feed_ctx)["Low Rate Mastercard"] == ["Netflix.com", "Uber Eats"]


def test_a_feed_row_pairs_with_the_other_side_of_a_transfer(feed_ctx: AccountContext, bridge: Bridge) -> None:
    """A card repayment typed into the everyday account and the card's feed bringing the payment in: the
    two rows are one transfer, counted in no spending (as an import's would be)."""
    create_bank_account(feed_ctx, data={"name": "everyday", "last4": "4417"})
    create_bank_account(feed_ctx, data={"name": "card", "last4": "7702", "type": "credit_card"})
    out = create_transaction(
        feed_ctx,
        data={
            "date": "2026-06-01",
            "description": "BPAY PAYMENT-COMMBANK CARDS 5353xxxxxxxx7702",
            "amount": "-500.00",
            "bankAccountId": "everyday",
        },
        source="csv",
    )
    card = account([txn("p1", JUNE_1, "500.00", "PAYMENT RECEIVED - THANK YOU")], id_="ACT-CARD")
    card["name"] = "Low Rate Mastercard 5353 xxxx xxxx 7702"
    bridge.accounts = [card]

    connection = connect_feed(feed_ctx, data={"token": bridge.setup_token})
    assert sync_feed(feed_ctx, connection.id).inserted == 1
    rows = {t.description: t for t in list_transactions(feed_ctx, {"limit": 10}).transactions}
    into = rows["PAYMENT RECEIVED - THANK YOU"]
    assert into.bank_account is not None and into.bank_account.name == "card"
    assert into.transfer_counterpart_id == out.id
    assert rows[out.description].transfer_counterpart_id == into.id
