"""Two things or two periods compared (issue 27): each side's figure, and the larger only when both have
rows.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from finkit.assistant.local.common import dec
from finkit.assistant.local.intents import Request, Results, money
from finkit.assistant.local.intents_query_calls import FIRST, S, all_spending_words, flow_of, query_days
from finkit.assistant.local.intents_query_rows import banked, fees_of, noun_of, row_of, what_of
from finkit.assistant.local.reader import Query


def compare_answer(r: Request, q: Query, results: Results) -> str:
    cur = r.currency
    figures: list[tuple[str, Decimal, int]] = []
    fees: list[Decimal] = []  # payouts whose sales the books hold at the gross: the fee kept, each side's
    if len(q.periods) >= 2:
        for key, p in ((FIRST, q.periods[0]), ("local_analytics_spending_2", q.periods[1])):
            row = row_of(q, q.thing, results[key])
            fees.append(fees_of(row))
            figures.append(
                (p.words, dec(row["amount"]) if row else Decimal(0), int(row["count"]) if row else 0)
            )
        subject = all_spending_words(r) if q.thing is None and q.flow == "spending" else what_of(q, q.thing)
    else:
        _, _, said = query_days(r, q)
        for key, t in ((FIRST, q.things[0]), ("local_analytics_spending_2", q.things[1])):
            row = row_of(q, t, results[key])
            fees.append(fees_of(row))
            figures.append(
                (t.label, dec(row["amount"]) if row else Decimal(0), int(row["count"]) if row else 0)
            )
        subject = said
    if q.amount is not None:
        subject = f"{subject}, {q.amount.words}"
    (a, x, nx), (b, y, ny) = figures
    if len(q.periods) < 2 and not nx and not ny:
        # neither thing has a row of that side ("did I spend more at <two clients>"): no "the same, $0.00"
        side = "money in from" if flow_of(q, q.thing) == "income" else "spending at"
        return (
            f"I found no {side} {a} or {b} in {subject} (from {S}), so there is nothing to compare. Did you "
            f"mean the money the other way, or other names?"
        )
    if len(q.periods) < 2 and not (nx and ny):
        # one of the two has no row of that side ("chpm or harbourside, who paid more", CHPM's rows being
        # money in read as spending): a comparison with nothing on one side is not given as a winner
        none, other = (a, b) if not nx else (b, a)
        return (
            f"I found nothing for {none} in {subject} read that way (from {S}), only for {other}, so there is "
            "nothing to compare. Did you mean the money the other way, or another name?"
        )
    if len(q.periods) >= 2 and q.thing is not None and not nx and not ny:
        # nothing in either period read that way ("drawings 1st half vs 2nd half", the drawings being
        # transfers to savings, not spending): no "the same in both, $0.00"
        return (
            f"I found nothing for {subject} in {a} or in {b} (from {S}), so there is nothing to compare. Did "
            "you mean the money the other way, or another name?"
        )
    drawn = [dec(results.get(f"{FIRST}_cash{n}", {}).get("total") or 0) for n in ("", "2")]
    lines = f"- {a}: {money(x, cur)} ({noun_of(q, nx)})\n- {b}: {money(y, cur)} ({noun_of(q, ny)})"
    if len(q.periods) >= 2 and q.thing is None:  # earnings over several income categories: each one's in both
        first, second = (_parts(q, results[key]) for key in (FIRST, "local_analytics_spending_2"))
        if len(set(first) | set(second)) > 1:  # one period's single category is its whole figure, not $0.00
            for label in sorted(set(first) | set(second), key=lambda k: -(_sum(first, k) + _sum(second, k))):
                lines += f"\n  - {label}: {_part(first, label, a, cur)}, {_part(second, label, b, cur)}"
    if any(fees) and flow_of(q, q.thing) == "income":
        lines += "".join(
            f"\n{side}: {banked(amount, fee, cur)}"
            for side, amount, fee in ((a, x, fees[0]), (b, y, fees[1]))
            if fee
        )
        if (x > y) != (x - fees[0] > y - fees[1]):
            lines += f"; as banked, more in {a if x - fees[0] > y - fees[1] else b}"
    if x == y:
        verdict = "the same in both"
    else:
        more, less = (a, b) if x > y else (b, a)
        verdict = f"more in {more} than in {less}, by {money(abs(x - y), cur)}"
    if any(drawn):  # cash taken out is left out of spending (what it bought is not known): said, with it
        lines += (
            f"\nCash withdrawals are not counted in those ({money(drawn[0], cur)} in {a}, {money(drawn[1], cur)} "
            f"in {b}); with them: {money(x + drawn[0], cur)} in {a}, {money(y + drawn[1], cur)} in {b}"
        )
        if (x > y) != (x + drawn[0] > y + drawn[1]) or (x == y) != (x + drawn[0] == y + drawn[1]):
            with_cash = x + drawn[0], y + drawn[1]
            lines += (
                ", the same in both"
                if with_cash[0] == with_cash[1]
                else f", more in {a if with_cash[0] > with_cash[1] else b}"
            )
    return f"{subject}: {verdict} (from {S}):\n{lines}"


def _parts(q: Query, data: dict[str, Any]) -> dict[str, tuple[Decimal, Decimal]]:
    """Each income category's money in over one period and the fees kept from its payouts (``feesKept``):
    every category with money in, one alone too (its figure is then that period's whole figure)."""
    if flow_of(q, q.thing) != "income" or not data:
        return {}
    return {
        x["label"]: (dec(x["amount"]), dec(x.get("feesKept") or 0))
        for x in data.get("rows", [])
        if dec(x["amount"])
    }


def _sum(parts: dict[str, tuple[Decimal, Decimal]], label: str) -> Decimal:
    return parts.get(label, (Decimal(0), Decimal(0)))[0]


def _part(parts: dict[str, tuple[Decimal, Decimal]], label: str, period: str, cur: str) -> str:
    """One category's figure in one period, with what was banked of it when payouts' fees were kept."""
    amount, fee = parts.get(label, (Decimal(0), Decimal(0)))
    kept = f" ({money(amount - fee, cur)} as banked)" if fee else ""
    return f"{money(amount, cur)}{kept} in {period}"
