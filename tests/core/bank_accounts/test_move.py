"""Moving a transaction to another bank account: the balance and the dedupe key go with it; a row the
target already holds is refused; a closed target is refused naming the field."""

from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.bank_accounts.service import close_bank_account, create_bank_account, get_bank_account
from finkit.core.context import AccountContext
from finkit.core.errors import ConflictError, ValidationError
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.transactions import create_transaction, list_transactions, update_transaction

STATEMENT = b"13/07/2025,-10.00,MONTHLY ACCOUNT FEE\n15/07/2025,-45.50,BP CHARLESTOWN\n"


def _row(ctx: AccountContext, account: str, description: str) -> str:
    page = list_transactions(ctx, {"bankAccountId": account, "limit": 50})
    return next(t.id for t in page.transactions if t.description == description)


def test_a_row_moves_with_its_dedupe_key(ctx: AccountContext) -> None:
    for name in ("business", "personal", "offset"):
        create_bank_account(ctx, data={"name": name})
    # The BP purchase landed in personal by mistake: it belongs to business.
    assert import_file(ctx, data=STATEMENT, file_name="p.csv", bank_account="personal").added == 2
    bp = _row(ctx, "personal", "BP CHARLESTOWN")
    moved = update_transaction(ctx, bp, data={"bankAccountId": "business"})
    assert moved.bank_account is not None and moved.bank_account.name == "business"
    assert get_bank_account(ctx, "business").balance == Decimal("-45.50")
    assert get_bank_account(ctx, "personal").balance == Decimal("-10.00")
    # Business's statement holds the same row: importing it adds only the fee, not the BP row again.
    assert import_file(ctx, data=STATEMENT, file_name="b.csv", bank_account="business").added == 1
    # Personal still holds its fee: business's fee cannot move there.
    with pytest.raises(ConflictError, match="already holds this row"):
        update_transaction(
            ctx, _row(ctx, "business", "MONTHLY ACCOUNT FEE"), data={"bankAccountId": "personal"}
        )
    # The identical fee in two accounts: moving one onto the other is refused, nothing changes.
    assert import_file(ctx, data=STATEMENT, file_name="o.csv", bank_account="offset").added == 2
    with pytest.raises(ConflictError, match="already holds this row"):
        update_transaction(ctx, _row(ctx, "offset", "BP CHARLESTOWN"), data={"bankAccountId": "business"})
    assert get_bank_account(ctx, "offset").transaction_count == 2
    # Moving offset's BP row to personal (which no longer has it) and re-importing adds nothing there.
    update_transaction(ctx, _row(ctx, "offset", "BP CHARLESTOWN"), data={"bankAccountId": "personal"})
    assert import_file(ctx, data=STATEMENT, file_name="p.csv", bank_account="personal").added == 0


def test_a_manual_row_moves_and_a_closed_account_is_refused(ctx: AccountContext) -> None:
    create_bank_account(ctx, data={"name": "business"})
    create_bank_account(ctx, data={"name": "card", "type": "credit_card"})
    data = {"date": "2025-07-02", "description": "LUNCH", "amount": "-18.70"}
    first = create_transaction(ctx, data={**data, "bankAccountId": "business"})
    create_transaction(ctx, data={**data, "bankAccountId": "card"})
    with pytest.raises(ConflictError):
        update_transaction(ctx, first.id, data={"bankAccountId": "card"})
    close_bank_account(ctx, "card")
    with pytest.raises(ValidationError) as refused:
        update_transaction(ctx, first.id, data={"bankAccountId": "card"})
    assert refused.value.fields[0].field == "bankAccountId"
    create_bank_account(ctx, data={"name": "cash", "type": "cash"})
    assert (
        update_transaction(ctx, first.id, data={"bankAccountId": "cash"}).bank_account_id
        == get_bank_account(ctx, "cash").id
    )


def _pair_of(ctx: AccountContext, tx_id: str) -> tuple[str | None, str | None]:
    from finkit.core.usecases.transactions import get_transaction

    tx = get_transaction(ctx, tx_id)
    return tx.transfer_counterpart_id, tx.category.name if tx.category else None


def _transfer(ctx: AccountContext, into_account: str) -> tuple[str, str]:
    """Two accounts (last digits 1111, 2222) and 250.00 out of everyday, then in to ``into_account``."""
    for name, last4 in (("everyday", "1111"), ("savings", "2222")):
        create_bank_account(ctx, data={"name": name, "last4": last4})
    out = create_transaction(
        ctx,
        data={"date": "2026-03-02", "description": "TRANSFER TO XX2222 SAVINGS", "amount": "-250.00",
              "bankAccountId": "everyday"},
    )  # fmt: skip
    into = create_transaction(
        ctx,
        data={"date": "2026-03-03", "description": "DEPOSIT FROM EVERYDAY", "amount": "250.00",
              "bankAccountId": into_account},
    )  # fmt: skip
    return out.id, into.id


def test_a_row_moved_to_its_own_account_pairs_with_the_other_side(ctx: AccountContext) -> None:
    """Rows imported into one account before the person made the others: moving the savings side where
    it belongs pairs it with the everyday side, so the transfer leaves spending and income (it counted
    as both before: a move did not pair)."""
    from datetime import date

    from finkit.core.analytics.service import spending_breakdown

    out, into = _transfer(ctx, "everyday")
    assert _pair_of(ctx, into)[0] is None  # one account: no pair

    update_transaction(ctx, into, data={"bankAccountId": "savings"})
    assert _pair_of(ctx, into) == (out, "Transfers")
    assert _pair_of(ctx, out) == (into, "Transfers")
    march = {"from_date": date(2026, 3, 1), "to_date": date(2026, 3, 31)}
    assert spending_breakdown(ctx, **march).total == 0
    assert spending_breakdown(ctx, flow="income", **march).total == 0


@pytest.mark.parametrize(
    "edit", [{"amount": "200.00"}, {"bankAccountId": "everyday"}, {"date": "2026-03-20"}]
)
def test_an_edit_that_breaks_a_pair_lets_both_sides_go_to_review(
    ctx: AccountContext, edit: dict[str, str]
) -> None:
    """Another amount, both sides in one account, or days apart is no transfer between two of the
    person's accounts any more: the pair is let go of and both rows are asked about."""
    from finkit.core.bank_accounts.transfers import unpaired_transfer_candidates

    out, into = _transfer(ctx, "savings")
    assert _pair_of(ctx, into)[0] == out
    update_transaction(ctx, into, data=edit)
    assert _pair_of(ctx, into)[0] is None and _pair_of(ctx, out)[0] is None
    asked = {q.transaction.id for q in unpaired_transfer_candidates(ctx)}
    assert {out, into} <= asked


def test_a_pair_made_by_hand_days_apart_survives_an_edit_that_keeps_it_one_transfer(
    ctx: AccountContext,
) -> None:
    """The holder paired two rows 10 days apart (a cheque banked late): moving one side's date by a day
    keeps the pair (only automatic matching has a date window); an edit of its amount still lets go."""
    from finkit.core.usecases.transfers import pair_transactions

    for name, last4 in (("everyday", "1111"), ("savings", "2222")):
        create_bank_account(ctx, data={"name": name, "last4": last4})
    out = create_transaction(
        ctx, data={"date": "2026-03-02", "description": "CHEQUE 000123", "amount": "-900.00",
                   "bankAccountId": "everyday"},
    ).id  # fmt: skip
    into = create_transaction(
        ctx, data={"date": "2026-03-12", "description": "CHEQUE DEPOSIT", "amount": "900.00",
                   "bankAccountId": "savings"},
    ).id  # fmt: skip
    assert _pair_of(ctx, into)[0] is None  # ten days apart: never paired automatically
    pair_transactions(ctx, out, into)
    update_transaction(ctx, into, data={"date": "2026-03-13"})
    assert _pair_of(ctx, into)[0] == out and _pair_of(ctx, out)[0] == into
    update_transaction(ctx, into, data={"amount": "950.00"})
    assert _pair_of(ctx, into)[0] is None and _pair_of(ctx, out)[0] is None
