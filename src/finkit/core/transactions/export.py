"""Transactions out: the filtered list (or a search's matches) as a CSV for a spreadsheet, or as a plain
text journal an accountant's tool reads (hledger, beancount).

Every matching row, not one page: the rows are read page by page by keyset (``list_transactions``'s
cursor) or by page number (``search_transactions``), so memory holds one page at a time while the text
is built.

CSV cells that a spreadsheet would run as a formula (text starting with ``=``, ``+``, ``-``, ``@``, a
tab or a carriage return: "CSV injection") are written with a leading apostrophe; amounts are numbers
and are written as they are, by the one CSV writer every export uses (``core.csv_export``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from datetime import UTC
from typing import Any, Literal

from finkit.core.context import AccountContext
from finkit.core.csv_export import csv_text
from finkit.core.money import money_text
from finkit.core.schemas import MAX_PAGE_SIZE, parse
from finkit.core.transactions.reads import list_transactions
from finkit.core.transactions.schemas import TransactionFilters, TransactionRead

ExportFormat = Literal["csv", "hledger", "beancount"]
CSV_COLUMNS = (
    "date",
    "description",
    "merchant",
    "amount",
    "currency",
    "category",
    "tax deductible",
    "business use %",
    "GST",
    "GST-free part",
    "notes",
    "tags",
    "id",
)
BANK_ACCOUNT = {"hledger": "assets:bank", "beancount": "Assets:Bank"}


def matching_transactions(
    ctx: AccountContext,
    *,
    filters: TransactionFilters | dict[str, Any] | None = None,
    search: str | None = None,
) -> Iterator[TransactionRead]:
    """Every transaction the list's filters (or a search) match, newest first, a page at a time."""
    if search:
        from finkit.core.search.transactions import search_transactions

        page = 1
        while True:
            found = search_transactions(ctx, query=search, page=page, limit=MAX_PAGE_SIZE)
            yield from found.transactions
            if page >= found.pagination.pages:
                return
            page += 1
    chosen = parse(TransactionFilters, filters or {}).model_copy(
        update={"page": 1, "cursor": None, "limit": MAX_PAGE_SIZE}
    )
    while True:
        listing = list_transactions(ctx, chosen)
        yield from listing.transactions
        if not listing.next_cursor:
            return
        chosen = chosen.model_copy(update={"cursor": listing.next_cursor})


def _csv(rows: Iterable[TransactionRead]) -> str:
    def lines() -> Iterator[list[object]]:
        yield list(CSV_COLUMNS)
        for t in rows:
            yield [
                t.date.astimezone(UTC).date().isoformat(),
                t.description,
                t.merchant or "",
                money_text(t.amount, t.currency),
                t.currency,
                t.category.name if t.category else "",
                "yes" if t.is_tax_deductible else "no",
                "" if t.business_use_percentage is None else f"{t.business_use_percentage:f}",
                money_text(abs(t.gst_amount), t.currency) if t.gst_amount is not None else "",
                money_text(t.gst_free_part, t.currency) if t.gst_free_part is not None else "",
                t.notes or "",
                " ".join(t.tags),
                t.id,
            ]

    return csv_text(lines())


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _beancount_account(kind: str, name: str) -> str:
    words = [w for w in re.split(r"[^A-Za-z0-9]+", name) if w]
    part = "-".join(w[:1].upper() + w[1:] for w in words) or "Uncategorised"
    if not part[0].isalpha():
        part = "C" + part
    return f"{kind}:{part}"


def _counter_account(name: str | None, income: bool, style: ExportFormat) -> str:
    name = name or "Uncategorised"
    if style == "beancount":
        return _beancount_account("Income" if income else "Expenses", name)
    clean = _one_line(name).replace(";", ",")
    return f"{'income' if income else 'expenses'}:{clean}"


def _postings(t: TransactionRead, style: ExportFormat) -> list[tuple[str, str]]:
    """(account, amount) of the category side: the whole's category, or one posting per part of a
    split transaction (each in its own category's account)."""
    income = t.amount > 0
    if t.splits:
        return [
            (_counter_account(p.category_name, income, style), money_text(-p.amount, t.currency))
            for p in t.splits
        ]
    name = t.category.name if t.category else None
    return [(_counter_account(name, income, style), money_text(-t.amount, t.currency))]


def _journal(rows: Iterable[TransactionRead], style: ExportFormat) -> str:
    """A balanced entry per transaction: the category's account takes the amount (each part's own
    account for a split one), the bank the rest. Money in: income (negative, as journals count it);
    money out: expenses (positive)."""
    entries: list[str] = []
    opened: dict[str, str] = {}
    bank = BANK_ACCOUNT[style]
    for t in rows:
        day = t.date.astimezone(UTC).date().isoformat()
        postings = _postings(t, style)
        title = _one_line(t.description)
        if style == "beancount":
            for account in (bank, *(account for account, _ in postings)):
                opened[account] = min(opened.get(account, day), day)
            quoted = title.replace("\\", "\\\\").replace('"', '\\"')
            lines = "".join(f"  {account}  {amount} {t.currency}\n" for account, amount in postings)
            entries.append(f'{day} * "{quoted}"\n  id: "{t.id}"\n{lines}  {bank}\n')
        else:
            title = title.replace(";", ",")  # a semicolon would start a comment
            lines = "".join(f"    {account}  {amount} {t.currency}\n" for account, amount in postings)
            entries.append(f"{day} {title}  ; id:{t.id}\n{lines}    {bank}\n")
    entries.reverse()  # oldest first, as journals are read
    head = ""
    if style == "beancount":
        head = "".join(f"{day} open {account}\n" for account, day in sorted(opened.items())) + "\n"
    return head + "\n".join(entries)


def export_transactions(
    ctx: AccountContext,
    *,
    style: ExportFormat,
    filters: TransactionFilters | dict[str, Any] | None = None,
    search: str | None = None,
) -> str:
    """The matching transactions as ``style`` text: ``csv`` (one row each, formula cells escaped),
    ``hledger`` or ``beancount`` (a balanced journal entry each, oldest first)."""
    rows = matching_transactions(ctx, filters=filters, search=search)
    if style == "csv":
        return _csv(rows)
    return _journal(rows, style)


__all__ = ["ExportFormat", "export_transactions", "matching_transactions"]
