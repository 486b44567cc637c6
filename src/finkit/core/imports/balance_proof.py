"""An import's balance proof: the file's balance column (or the balance it states once) chained from
the books (``bank_accounts.chain`` holds the arithmetic, this module feeds it an import's rows).

``chain_rows`` takes each chunk as it is read, from the first row the import adds: a re-import adds
none and costs the chain almost nothing. ``balance_proof`` runs once every row is read, with the books'
balance before the import, which the pipeline reads only when the file has balances and adds a row (a
sum over every row of the account).
"""

from __future__ import annotations

import re
from datetime import timedelta
from decimal import Decimal, InvalidOperation
from operator import attrgetter

from sqlalchemy.orm import Session

from finkit.core.bank_accounts import service as bank_accounts
from finkit.core.bank_accounts.chain import StatementChain, units
from finkit.core.bank_accounts.models import BankAccount
from finkit.core.bank_accounts.schemas import BalanceBreak, BalanceCheck
from finkit.core.context import AccountContext
from finkit.core.imports.rows import ImportRow, StatedBalance
from finkit.core.imports.values import AmountError, parse_amount
from finkit.core.schemas import MAX_MAGNITUDE


def _balance(row: ImportRow, decimal_comma: bool) -> Decimal | None:
    """The balance printed after ``row``: read from its cell now (CSV), ``None`` when blank or unreadable
    (a balance is a check, not data: an unreadable one is not checked)."""
    if row.balance is not None or not row.balance_text:
        return row.balance
    try:
        return parse_amount(row.balance_text, decimal_comma=decimal_comma)
    except (AmountError, InvalidOperation):
        return None


#: A balance as balance columns print it, read without ``Decimal`` (``_balance_units``): ``+9,662.62``.
_PLAIN_BALANCE = re.compile(r"([+-]?)(\d{1,3}(?:,\d{3})+|\d+)\.(\d\d)")
_MAX_UNITS = int(MAX_MAGNITUDE) * 1000
_AMOUNT = attrgetter("amount")


def _balance_units(row: ImportRow, decimal_comma: bool) -> int | None:
    """``_balance`` in the chain's thousandths; the common notation read straight to an integer (a
    million-row statement prints a million balances), anything else through ``_balance``."""
    text = row.balance_text
    if row.balance is None and text and not decimal_comma:
        plain = _PLAIN_BALANCE.fullmatch(text.strip())
        if plain is not None:
            sign, whole, cents = plain.groups()
            value = int(whole.replace(",", "")) * 1000 + int(cents) * 10
            if value < _MAX_UNITS:
                return -value if sign == "-" else value
    balance = _balance(row, decimal_comma)
    return None if balance is None else units(balance)


def chain_rows(
    chain: StatementChain,
    chunk: list[ImportRow],
    existing: set[str],
    *,
    decimal_comma: bool = False,
    fresh: int,
) -> None:
    """A chunk's rows into the balance chain, from the first row the import adds (file order); rows
    ahead of it are in the books and only summed (``StatementChain.lead``), their balance cells never
    read, so a re-import costs the chain almost nothing. ``fresh``: how many rows of the chunk are new
    (none: the whole chunk is lead, found without a look-up per row)."""
    start = 0
    if not len(chain):
        if not fresh:
            start = len(chunk)
        else:
            start = next((i for i, r in enumerate(chunk) if r.fingerprint not in existing), len(chunk))
        if start:
            lead = chunk[:start]
            first_balance = next(
                (b for b in (_balance(r, decimal_comma) for r in lead) if b is not None), None
            )
            chain.lead(lead[0].date, sum(map(_AMOUNT, lead), Decimal(0)), first_balance)
    chain.extend(
        [
            (
                -1 if r.line is None else r.line,
                r.date.toordinal(),
                units(r.amount),
                _balance_units(r, decimal_comma),
                r.fingerprint not in existing,
            )
            for r in (chunk[start:] if start else chunk)
        ]
    )


def balance_proof(
    session: Session,
    ctx: AccountContext,
    bank: BankAccount,
    chain: StatementChain,
    *,
    books: tuple[Decimal, int] | None,
    dry_run: bool,
    opening_stated: StatedBalance | None = None,
) -> BalanceCheck:
    """Check the file's balance column (``chain``: its rows with a stated balance, in file order), the
    balance it states after its rows (OFX, in ``chain``) or the one before them (QIF, ``opening_stated``).

    The rows are put in bank order (a newest-first file reversed), and the chain runs from the first row
    the import adds: its opening is the account's balance in the books before that row (rows of an
    overlapping statement already in the books before it are in that balance; any after it are taken
    out). An account with no rows and no opening date takes its opening from the statement (the first
    new row's balance minus its amount), and keeps it, so its balance afterwards is the statement's.

    ``books`` is the account's balance in the books before the import and its row count
    (``bank_accounts.balance_of``); the caller reads it only when the file has balances and adds a row
    (a re-import adds none), as only then is it used here."""
    if not chain.has_balances and opening_stated is None:
        return BalanceCheck(checked=False, ok=True)
    order = chain.bank_order()
    start = chain.first_new(order)
    if start is None:  # nothing new: the books already hold every row of the file
        return BalanceCheck(checked=True, ok=True)
    assert books is not None, "an import that adds rows to a statement with balances reads the books first"
    books_before, rows_before = books
    if opening_stated is not None:
        return _opening_proof(
            session, ctx, bank, chain, opening_stated, books_before=books_before, rows_before=rows_before,
            dry_run=dry_run,
        )  # fmt: skip
    tail = order[start:]
    from_statement = chain.opening_from_statement(tail)
    if rows_before == 0 and bank.opening_date is None and from_statement is not None:
        opening = from_statement
        if not dry_run:
            bank_accounts.set_opening_in(session, ctx, bank, opening, chain.day(tail[0]) - timedelta(days=1))
    else:
        opening = books_before - chain.known_sum(tail)
    return chain.check(tail, opening)


def _opening_proof(
    session: Session,
    ctx: AccountContext,
    bank: BankAccount,
    chain: StatementChain,
    stated: StatedBalance,
    *,
    books_before: Decimal,
    rows_before: int,
    dry_run: bool,
) -> BalanceCheck:
    """A statement's opening balance (QIF) against the books' balance before the file's first row: the
    books before the import less the file's rows they already hold. An account with no rows and no
    opening takes it as its opening balance, as of the day before."""
    everything, known = chain.file_sums()
    if rows_before == 0 and bank.opening_date is None:
        books = stated.amount
        if not dry_run:
            bank_accounts.set_opening_in(session, ctx, bank, books, stated.day - timedelta(days=1))
    else:
        books = books_before - known
    breaks = []
    if books != stated.amount:
        breaks.append(
            BalanceBreak(
                line=stated.line,
                date=stated.day,
                expected_balance=books,
                statement_balance=stated.amount,
                difference=stated.amount - books,
            )
        )
    return BalanceCheck(
        checked=True,
        ok=not breaks,
        opening_balance=books,
        closing_balance=stated.amount + everything,
        breaks=breaks,
        break_count=len(breaks),
    )
