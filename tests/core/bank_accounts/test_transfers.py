"""Transfers between one's own accounts are pairs (issue 25): the household's fifteen statements imported
in a realistic order (the other side of a transfer often arriving in a later import), checked against the
hand-worked pairs of tests/data/household_accounts, on SQLite and PostgreSQL; and pairing by hand."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any

import pytest

from finkit.core.analytics.service import spending_breakdown
from finkit.core.bank_accounts.service import create_bank_account
from finkit.core.bank_accounts.transfers import QUESTION_OUT, unpaired_transfer_candidates
from finkit.core.context import AccountContext
from finkit.core.errors import ConflictError, ValidationError
from finkit.core.review.queue import review_queue
from finkit.core.tax.ledger import rows_in
from finkit.core.tax.periods import Period
from finkit.core.tax.reports import bas_report, tax_summary
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import (
    create_transaction,
    delete_transaction,
    get_transaction,
    list_transactions,
)
from finkit.core.usecases.transfers import pair_transactions, unpair_transaction
from tests.core.bank_accounts.test_household import DATA, _open_accounts
from tests.data.household_accounts.hand_worked import expected

#: Month by month, the accounts in a different order each month, as a person downloads them: July's
#: drawings reach the personal account before the business statement that sent them is imported,
#: 31 July's savings transfer arrives in August's ING statement, and so on.
ORDER = [
    "personal_2025-07.csv", "savings_2025-07.csv", "business_2025-07.csv", "card_2025-07.csv",
    "offset_2025-07.csv",
    "card_2025-08.csv", "business_2025-08.csv", "offset_2025-08.csv", "personal_2025-08.csv",
    "savings_2025-08.csv",
    "savings_2025-09.csv", "offset_2025-09.csv", "personal_2025-09.csv", "card_2025-09.csv",
    "business_2025-09.csv",
]  # fmt: skip
QUARTER = Period(date(2025, 7, 1), date(2025, 9, 30), "2025Q3")


def _import(ctx: AccountContext, names: list[str]) -> None:
    files = expected()["files"]
    for name in names:
        import_file(ctx, path=DATA / name, bank_account=files[name]["account"])


def _ids_by_label(ctx: AccountContext) -> dict[tuple[str, str, Decimal, str], Any]:
    rows = list_transactions(ctx, {"limit": 200}).transactions
    found: dict[tuple[str, str, Decimal, str], Any] = {}
    for t in rows:
        assert t.bank_account is not None
        found.setdefault(
            (t.bank_account.name, t.date.date().isoformat(), t.amount, t.description), []
        ).append(t)
    return found


def _label_key(label: dict[str, Any]) -> tuple[str, str, Decimal, str]:
    return (label["account"], label["date"], Decimal(label["amount"]), label["description"])


def test_every_hand_worked_transfer_is_paired_and_counted_nowhere(ctx: AccountContext) -> None:
    want = expected()
    assert sorted(ORDER) == sorted(want["files"])
    _open_accounts(ctx)
    update_profile(
        ctx, data={"entityType": "sole_trader", "gstRegistered": True, "gstRegisteredFrom": "2020-07-01"}
    )

    # After July's personal and savings statements only: their transfer rows wait for the other side,
    # and the ones that name another of Sam's accounts are asked about.
    _import(ctx, ORDER[:2])
    waiting = {q.transaction.description: q for q in unpaired_transfer_candidates(ctx)}
    assert "WITHDRAWAL ONLINE 4176703 TFR ING SAVINGS 923100 xx6408" not in waiting  # its other side is in
    assert waiting["WITHDRAWAL ONLINE 4824065 TFR CBA 062548 xx2290 OFFSET"].question == QUESTION_OUT
    assert "BPAY PAYMENT-COMMBANK CARDS 5353xxxxxxxx7702" in {
        d.split(" 5353")[0] + " 5353xxxxxxxx7702" for d in waiting
    }
    # ... in the one review queue, each with the transfer's question.
    asked = {tid: item for item in review_queue(ctx).items for tid in item.transaction_ids}
    for q in waiting.values():
        assert "transfer" in asked[q.transaction.id].reason.lower(), asked[q.transaction.id].reason

    _import(ctx, ORDER[2:])
    found = _ids_by_label(ctx)
    pairs = want["transferPairs"]
    for pid, pair in pairs.items():
        (out,) = found[_label_key(pair["from"])]
        (into,) = found[_label_key(pair["to"])]
        assert (out.transfer_counterpart_id, into.transfer_counterpart_id) == (into.id, out.id), pid
        assert out.category is not None and out.category.name == "Transfers", pid
        assert into.category is not None and into.category.name == "Transfers", pid
    paired = {t.id for rows in found.values() for t in rows if t.transfer_counterpart_id}
    assert len(paired) == 2 * len(pairs) == 46  # no false pair: rent, the accountant, a friend, clients
    assert unpaired_transfer_candidates(ctx) == []

    # Counted nowhere: the tax ledger every tax report reads, the BAS, income, spending.
    assert not paired & {tx.id for tx, _cat in rows_in(ctx, QUARTER)}
    assert bas_report(ctx, quarter_label="2025Q3").fields["1A"] == want["basImported"]["1A"]
    summary = tax_summary(ctx, fy=2026)  # ING deposits read as "Salary & Wages" until paired
    assert summary.income_by_category == {
        "Sales Income": Decimal("23289.40"),
        "Interest Income": Decimal("183.36"),
    }
    money_in = want["categoriesImported"]["in"]
    income = spending_breakdown(ctx, flow="income", from_date=QUARTER.start, to_date=QUARTER.end)
    assert (
        income.total
        == sum((v for c in money_in.values() for v in c.values()), Decimal(0))
        == Decimal("25801.70")
    )
    # Money out: the hand-worked 16,758.08 less the rows the categoriser itself filed under a transfer
    # category though they pair with nothing (the accountant, an ATM withdrawal, a friend paid back):
    # card repayments, drawings and savings transfers count nowhere.
    money_out = want["categoriesImported"]["out"]
    filed_as_transfer = sum(
        -t.amount
        for rows in found.values()
        for t in rows
        if t.amount < 0 and not t.transfer_counterpart_id and t.category and t.category.kind == "transfer"
    )
    spent = spending_breakdown(ctx, from_date=QUARTER.start, to_date=QUARTER.end)
    assert (
        spent.total
        == sum((v for c in money_out.values() for v in c.values()), Decimal(0)) - filed_as_transfer
    )
    assert spent.total == Decimal("16758.08") - filed_as_transfer

    # Importing everything again pairs nothing twice.
    _import(ctx, ORDER)
    again = _ids_by_label(ctx)
    assert {t.id for rows in again.values() for t in rows if t.transfer_counterpart_id} == paired


def _accounts(ctx: AccountContext) -> None:
    for name, last4 in (("everyday", "1111"), ("savings", "2222"), ("card", "3333")):
        create_bank_account(ctx, data={"name": name, "last4": last4})


def _add(ctx: AccountContext, account: str, day: str, amount: str, description: str) -> str:
    return create_transaction(
        ctx, data={"date": day, "amount": amount, "description": description, "bankAccountId": account}
    ).id


def test_a_row_typed_in_pairs_with_the_other_side_already_in_the_books(ctx: AccountContext) -> None:
    _accounts(ctx)
    out = _add(ctx, "everyday", "2026-03-02", "-250.00", "TRANSFER TO XX2222 SAVINGS")
    assert get_transaction(ctx, out).transfer_counterpart_id is None
    (question,) = unpaired_transfer_candidates(ctx)
    assert (question.transaction.id, question.question) == (out, QUESTION_OUT)

    into = _add(ctx, "savings", "2026-03-03", "250.00", "DEPOSIT FROM EVERYDAY")
    assert get_transaction(ctx, into).transfer_counterpart_id == out
    paired = get_transaction(ctx, out)
    assert paired.transfer_counterpart_id == into and paired.category and paired.category.name == "Transfers"
    assert unpaired_transfer_candidates(ctx) == []


def test_two_equally_good_other_sides_are_never_guessed_between(ctx: AccountContext) -> None:
    _accounts(ctx)
    first = _add(ctx, "savings", "2026-03-02", "500.00", "DEPOSIT RECEIPT 1")
    second = _add(ctx, "savings", "2026-03-03", "500.00", "DEPOSIT RECEIPT 2")
    out = _add(ctx, "everyday", "2026-03-02", "-500.00", "TRANSFER TO XX2222")
    assert [get_transaction(ctx, i).transfer_counterpart_id for i in (first, second, out)] == [None] * 3
    (question,) = unpaired_transfer_candidates(ctx)
    assert question.transaction.id == out and sorted(question.candidate_ids) == sorted([first, second])

    # The holder answers by pairing by hand; the question goes.
    result = pair_transactions(ctx, out, second)
    assert result.counterpart is not None and result.counterpart.id == second
    assert get_transaction(ctx, second).transfer_counterpart_id == out
    assert unpaired_transfer_candidates(ctx) == []


def test_a_payment_to_someone_elses_account_is_no_transfer(ctx: AccountContext) -> None:
    _accounts(ctx)
    rent = _add(
        ctx, "everyday", "2026-03-02", "-1045.00", "Transfer to other Bank NetBank RAY WHITE xx7731 rent"
    )
    # Even an amount that happens to arrive in an own account that day, worded as a deposit, is no pair:
    # the row names someone else's account.
    _add(ctx, "savings", "2026-03-02", "1045.00", "DEPOSIT RECEIPT 77")
    assert get_transaction(ctx, rent).transfer_counterpart_id is None
    assert unpaired_transfer_candidates(ctx) == []


def test_pairing_and_unpairing_by_hand(ctx: AccountContext, other_ctx: AccountContext) -> None:
    _accounts(ctx)
    out = _add(ctx, "everyday", "2026-03-02", "-80.00", "WOOLWORTHS 1234")
    into = _add(ctx, "card", "2026-03-09", "80.00", "REFUND")
    same = _add(ctx, "everyday", "2026-03-03", "80.00", "REFUND")
    assert get_transaction(ctx, out).transfer_counterpart_id is None  # no wording, a week apart: no pair

    with pytest.raises(ValidationError) as same_account:
        pair_transactions(ctx, out, same)
    assert same_account.value.fields[0].field == "counterpartId"
    with pytest.raises(ValidationError):
        pair_transactions(ctx, out, _add(ctx, "card", "2026-03-09", "81.00", "REFUND"))
    with pytest.raises(ValidationError):  # another holder's row is not found
        pair_transactions(ctx, out, _add_other(other_ctx))

    pair_transactions(ctx, out, into)
    assert get_transaction(ctx, out).transfer_counterpart_id == into
    assert pair_transactions(ctx, into, out).counterpart is not None  # again: nothing changes
    with pytest.raises(ConflictError):
        pair_transactions(ctx, out, _add(ctx, "savings", "2026-03-02", "80.00", "DEPOSIT"))

    result = unpair_transaction(ctx, into)
    assert result.counterpart is not None and result.counterpart.id == out
    assert {get_transaction(ctx, i).transfer_counterpart_id for i in (out, into)} == {None}
    # Unpaired by the holder: a later row that would pair with it is left alone.
    later = _add(ctx, "savings", "2026-03-03", "80.00", "TRANSFER FROM XX1111")
    assert get_transaction(ctx, later).transfer_counterpart_id is None


def _add_other(other_ctx: AccountContext) -> str:
    return create_transaction(
        other_ctx, data={"date": "2026-03-02", "amount": "80.00", "description": "X"}
    ).id


def test_deleting_one_side_lets_the_other_go(ctx: AccountContext) -> None:
    _accounts(ctx)
    out = _add(ctx, "everyday", "2026-03-02", "-250.00", "TRANSFER TO XX2222 SAVINGS")
    into = _add(ctx, "savings", "2026-03-02", "250.00", "DEPOSIT")
    assert get_transaction(ctx, into).transfer_counterpart_id == out
    delete_transaction(ctx, out)
    assert get_transaction(ctx, into).transfer_counterpart_id is None
    assert [q.transaction.id for q in unpaired_transfer_candidates(ctx)] == [into]


def test_a_row_from_the_integration_api_pairs_too(ctx: AccountContext) -> None:
    from dataclasses import replace

    from finkit.core.usecases.integration import create_transactions_batch

    pro = replace(ctx, tier="professional")
    _accounts(pro)
    out = _add(pro, "everyday", "2026-03-02", "-75.00", "TRANSFER TO XX3333 CARD")
    result = create_transactions_batch(
        pro,
        items=[
            {
                "date": "2026-03-03",
                "description": "PAYMENT RECEIVED",
                "amount": "75.00",
                "bankAccountId": "card",
            }
        ],
        idempotency_key="transfer-pair-1",
    )
    (into,) = [i.id for i in result.results if i.id]
    assert get_transaction(pro, out).transfer_counterpart_id == into
