"""The rows the analytics calls return, read for an answer (issue 27): one thing's row, its earnings'
parts, the rows named, the rows said with "incl", and the words an answer says them with.
"""

from __future__ import annotations

from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from finkit.assistant.local.common import dec
from finkit.assistant.local.intents import Results, money
from finkit.assistant.local.intents_query_calls import ALSO, CENT, FIRST, flow_of
from finkit.assistant.local.reader import Query, Thing
from finkit.assistant.local.reader_lists import groups_within
from finkit.core.money import exact_decimal
from finkit.core.periods.reading import month_end

PER_DAYS = {"day": 1, "week": 7, "fortnight": 14}


def names_rows(q: Query, results: dict[str, Any]) -> list[dict[str, Any]]:
    """The payers or payees of the first call, only those whose total is within the amount when the
    question bounds each one's total ("more than 5k over the year"), and those with as many payments as it
    says ("more than 5 times")."""
    rows: list[dict[str, Any]] = results[FIRST]["rows"]
    rows = groups_within(rows, q.amount) if q.amount is not None and q.bound_total else rows
    if q.min_count is not None:  # "more than 5 times": those with that many payments or more
        rows = [row for row in rows if int(row["count"]) >= q.min_count]
    return rows[: q.top.limit] if q.top is not None and q.measure in ("clients", "merchants") else rows


def also_total(q: Query, results: Results, key: str = ALSO) -> tuple[Decimal, int]:
    """The amount and count of the rows said with "incl" outside the thing (nought when none)."""
    row = row_of(q, q.also, results.get(key, {})) if q.also is not None else None
    return (dec(row["amount"]), int(row["count"])) if row else (Decimal(0), 0)


def row_of(q: Query, thing: Thing | None, data: dict[str, Any]) -> dict[str, Any] | None:
    """The figure for ``thing`` in a breakdown: the merchant's row, or all the rows (categories filtered
    by the tool) added up by the tool's own total."""
    if not data:
        return None
    if thing is None or not thing.merchant:  # categories or a text filter: the tool's total
        return {
            "amount": data["total"],
            "count": data["count"],
            "selector": data["selector"],
            "feesKept": data.get("feesKept") or "0",
        }
    names = {n.lower() for n in (thing.merchants or (thing.merchant,))}
    rows = [row for row in data["rows"] if row["label"].lower() in names or row["key"] in names]
    if len(rows) > 1:  # several payees said together: their rows summed, each one's rows behind it
        return {
            "amount": sum((dec(row["amount"]) for row in rows), Decimal(0)),
            "count": sum(int(row["count"]) for row in rows),
            "feesKept": sum((dec(row.get("feesKept") or 0) for row in rows), Decimal(0)),
            "selector": rows[0]["selector"],
            "selectors": [row["selector"] for row in rows],
        }
    return rows[0] if rows else None


def fees_of(row: dict[str, Any] | None) -> Decimal:
    """The fees processors kept from the payouts in a figure of money in whose sales the books hold at
    their gross (the review split each payout into the sale and the fee): 0 when none."""
    return dec(row.get("feesKept") or 0) if row else Decimal(0)


def banked(amount: Decimal, fee: Decimal, cur: str, what: str = "") -> str:
    """The figure as banked beside the sales it is made of: "$X banked (sales $Y less $Z of fees kept from
    the payouts)"; ``what`` says what the banked figure is ("a payout", "a month")."""
    return (
        f"{money(amount - fee, cur)}{' ' + what if what else ''} as banked (sales {money(amount, cur)} less "
        f"{money(fee, cur)} of fees kept from the payouts)"
    )


def noun_of(q: Query, count: int) -> str:
    return f"{count} payment(s)"


def what_of(q: Query, thing: Thing | None) -> str:
    if thing is None:
        return "Earnings (income categories)" if q.flow == "income" else "All spending"
    if thing.merchant:
        return f"{'Paid by' if flow_of(q, thing) == 'income' else 'Spent at'} {thing.label}"
    if thing.text:
        side = "Money in" if flow_of(q, thing) == "income" else "Money out"
        if side == "Money in" and q.from_clients:
            side = "Earnings (income categories)"
        return f"{side}, {thing.label}"
    return thing.label


def units_in(start: date, end: date, per: str) -> Decimal:
    days = (end - start).days + 1
    if per in PER_DAYS:
        return exact_decimal(days) / PER_DAYS[per]
    months = (end.year - start.year) * 12 + end.month - start.month + 1
    whole = start.day == 1 and end == month_end(end.year, end.month)
    if per == "month":  # the calendar months the period touches ("since March": March to this month)
        return exact_decimal(months)
    if per == "quarter":
        return exact_decimal(months) / 3 if whole else exact_decimal(days) * 4 / Decimal("365.25")
    return exact_decimal(months) / 12 if whole else exact_decimal(days) / Decimal("365.25")


def income_parts(q: Query, thing: Thing | None, data: dict[str, Any]) -> list[dict[str, Any]]:
    """Each income category's row when earnings are read as all of them and more than one has money in
    (sales, bank interest, the sale of an asset): a figure over them all is then said with its parts, so the
    reading is visible and the earnings from the work itself are there too."""
    if flow_of(q, thing) != "income" or not data or (thing is not None and not _by_words(thing)):
        return []
    rows = [x for x in data.get("rows", []) if dec(x["amount"])]
    return rows if len(rows) > 1 else []


def _by_words(thing: Thing) -> bool:
    """Money found by the bank's words, no payee named ("osko"): said by category too (``intents_query._plan``)."""
    return bool(thing.text) and not thing.merchant


def split_data(q: Query, results: Results) -> dict[str, Any]:
    """The rows earnings are split by: the call by category for money found by words, else the first."""
    if q.thing is not None and _by_words(q.thing):
        return dict(results.get(f"{FIRST}_kinds", {}))
    return dict(results[FIRST])


def per_unit(amount: Decimal, units: Decimal | int) -> Decimal:
    return (amount / units).quantize(CENT, rounding=ROUND_HALF_UP) if units else Decimal(0)
