"""``finkit tx pair/unpair``: the two rows of a transfer between one's own accounts, set by hand.

Loaded when chosen (``_TxGroup.lazy_commands``), like the other write commands of ``finkit tx``.
"""

from __future__ import annotations

from finkit.cli.app import console, get_state, handle_errors, print_json
from finkit.cli.transactions import JsonOpt
from finkit.core.money import money_text
from finkit.core.transactions.schemas import TransactionRead
from finkit.core.transactions.short_ids import resolve_transaction_id


def _line(tx: TransactionRead) -> str:
    account = tx.bank_account.name if tx.bank_account is not None else ""
    return f"{tx.date.date()} {money_text(tx.amount, tx.currency)} {tx.description} [{account}]"


@handle_errors
def pair(transaction_id: str, counterpart_id: str, json_output: JsonOpt = False) -> None:
    """Pair two transactions as one transfer between your own accounts.

    Money out of one account and the same amount into another: both move to Transfers and count in no
    spending, income or BAS figure.

    Example: finkit tx pair 3f2a9c 8b41d0
    """
    from finkit.core.usecases.transfers import pair_transactions

    ctx = get_state().context()
    result = pair_transactions(
        ctx, resolve_transaction_id(ctx, transaction_id), resolve_transaction_id(ctx, counterpart_id)
    )
    if json_output:
        print_json(result.to_json_dict())
        return
    assert result.counterpart is not None
    console.print(f"Paired {_line(result.transaction)}\n  with {_line(result.counterpart)}")


@handle_errors
def unpair(transaction_id: str, json_output: JsonOpt = False) -> None:
    """Unpair a transaction from the other side of its transfer.

    Neither is paired automatically again; recategorise a row that was no transfer.

    Example: finkit tx unpair 3f2a9c
    """
    from finkit.core.usecases.transfers import unpair_transaction

    ctx = get_state().context()
    result = unpair_transaction(ctx, resolve_transaction_id(ctx, transaction_id))
    if json_output:
        print_json(result.to_json_dict())
    elif result.counterpart is None:
        console.print(f"{_line(result.transaction)} was not paired; it will not be paired automatically")
    else:
        console.print(f"Unpaired {_line(result.transaction)}\n  from {_line(result.counterpart)}")
