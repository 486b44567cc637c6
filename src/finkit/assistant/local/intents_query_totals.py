"""Totals of all spending and all earnings (issue 27): said apart from the tax office, super, cash taken out
and money back, with what each is.
"""

from __future__ import annotations

from decimal import Decimal

from finkit.assistant.local.common import dec
from finkit.assistant.local.intents import Request, Results, money
from finkit.assistant.local.intents_query_calls import FIRST, REBATES, S
from finkit.assistant.local.intents_query_rows import banked, income_parts, noun_of, split_data
from finkit.assistant.local.reader import Query, Vocabulary, set_apart
from finkit.assistant.local.reader_say import rebates_apart
from finkit.assistant.local.reader_words import LOAN_NAMES


def all_spending_answer(r: Request, results: Results, amount: Decimal, count: int, said: str) -> str:
    """All spending (expense categories, less money back on them), and the same without the payments to
    the tax office and to super (the person's categories for them, read by their everyday words): those are
    not spent on goods or services, and a person asking what they spent usually means without them."""
    cur = r.currency
    rows = results[FIRST]["rows"]
    apart = {c.id for c in set_apart(Vocabulary(tuple(r.categories)))}
    apart_rows = [x for x in rows if x["key"] in apart and dec(x["amount"])]
    lines = [f"- {x['label']}: {money(x['amount'], cur)}" for x in rows[:10]]
    text = f"All spending in {said}: you spent {money(amount, cur)} across {count} transaction(s) (from {S})"
    back_rows = results.get(f"{FIRST}_3", {}).get("rows", [])
    # money back in a set-apart category (a tax refund in Tax Payments) is no refund of a purchase: it
    # goes with that category, taken out below
    back_apart = {x["key"]: dec(x["amount"]) for x in back_rows if x["key"] in apart}
    refunded = dec(results.get(f"{FIRST}_3", {}).get("total") or 0) - sum(back_apart.values(), Decimal(0))
    if refunded:
        amount -= refunded
        text += f"; less {money(refunded, cur)} of money back on purchases (refunds, rebates): {money(amount, cur)}"
    # the tax office and super first (no one counts them as spending), then a home loan's repayments, which
    # some count (as rent is) and some do not: both figures said
    loans = [x for x in apart_rows if LOAN_NAMES.search(x["label"].casefold())]
    for group, why in (
        ([x for x in apart_rows if x not in loans], ", which are not spent on goods or services"),
        (
            loans,
            ", which are not spent on goods or services"
            if len(apart_rows) == len(loans)
            else " too (a loan paid off): not spent on goods or services",
        ),
    ):
        if not group:
            continue
        amount -= sum((dec(x["amount"]) for x in group), Decimal(0))
        names = " and ".join(
            f"{x['label']} ({money(x['amount'], cur)}"
            + (f" paid, {money(back_apart[x['key']], cur)} back" if back_apart.get(x["key"]) else "")
            + ")"
            for x in group
        )
        text += f". Without {names}{why}: {money(amount, cur)}"
    drawn = dec(results.get(f"{FIRST}_cash", {}).get("total") or 0)
    if drawn:
        text += (
            f". Cash withdrawals ({money(drawn, cur)}) are not counted in that (what the cash bought is not in "
            f"your books); with them: {money(amount + drawn, cur)}"
        )
    if rebates := rebates_apart(r.merchants, results.get(REBATES, {}).get("rows", [])):
        # question authors split on a rebate from someone never paid (Medicare): taken off above, and not
        names = " and ".join(f"{x['label']} {money(x['amount'], cur)}" for x in rebates)
        kept = amount + drawn + sum((dec(x["amount"]) for x in rebates), Decimal(0))
        text += (
            f". Of the money back, {names} came from someone you never paid (a rebate, not a refund of a "
            f"purchase); {'with the cash withdrawals and ' if drawn else ''}not taking it off: {money(kept, cur)}"
        )
    return text + ":\n" + "\n".join(lines)


def earnings_answer(r: Request, results: Results, head: str) -> str:
    """Money in split by the books' own rule (``Category.kind``): income categories are earnings; a tax
    refund, a transfer, a friend paying back or an uncategorised deposit is said, never added."""
    cur = r.currency
    kinds = {c.id: c.kind for c in r.categories}
    rows = results[FIRST]["rows"]
    # earnings net of money paid back out of an income category (a refund to a customer: a sale taken back)
    net = results.get(f"{FIRST}_6")
    earned = [row for row in (net or results[FIRST])["rows"] if kinds.get(row["key"]) == "income"]
    other = [row for row in rows if kinds.get(row["key"]) != "income"]
    # a cost inside money in (a processor's fee the review split out of a payout: the sale at its gross, the
    # fee kept) is no money in at all: said as what the payouts lost, so the money banked is stated too
    kept = [row for row in other if dec(row["amount"]) < 0 and kinds.get(row["key"]) == "expense"]
    other = [row for row in other if row not in kept]
    amount = sum((dec(row["amount"]) for row in earned), Decimal(0))
    count = int(net["count"]) if net else sum(int(row["count"]) for row in earned)
    text = f"Earnings (income categories) in {head}: you earned {money(amount, cur)}, across {count} transaction(s) (from {S})."
    refunded = dec(net.get("refunds") or 0) if net else Decimal(0)
    if refunded:
        text = text[:-1] + f", after {money(refunded, cur)} paid back to customers (refunds)."
    # the fees kept, as the rows say them (no income filter: the fee parts come back as a cost), else as the
    # tool says them (earnings alone: the fee parts of those payouts held apart, ``feesKept``)
    fees = -sum((dec(row["amount"]) for row in kept), Decimal(0)) or dec(
        (net or results[FIRST]).get("feesKept") or 0
    )
    if fees and amount:
        text += (
            f" That is before {money(fees, cur)} of fees kept from payouts "
            + (f"({', '.join(row['label'] for row in kept)})" if kept else "(held apart in your books)")
            + f": {money(amount - fees, cur)} was banked."
        )
    if earned:
        text += "\n" + "\n".join(f"- {row['label']}: {money(row['amount'], cur)}" for row in earned)
    if other:
        text += (
            "\nNot counted as income (refunds, transfers, repayments or uncategorised): "
            + ", ".join(f"{row['label']} {money(row['amount'], cur)}" for row in other)
            + "."
        )
    return text


def income_answer(
    r: Request, q: Query, results: Results, head: str, amount: Decimal, count: int, fee: Decimal = Decimal(0)
) -> str:
    """Money in from a payer or of a kind; payouts whose sales the books hold at their gross (the fee kept
    held apart) said as banked first, with the sales and the fee."""
    cur = r.currency
    if fee:
        return f"{head}: {banked(amount, fee, cur)}, from {noun_of(q, count)} (from {S})." + "".join(
            f"\n- {x['label']}: {money(x['amount'], cur)} ({noun_of(q, int(x['count']))})"
            for x in income_parts(q, q.thing, split_data(q, results))
        )
    text = f"{head}: {money(amount, cur)} from {noun_of(q, count)} (from {S})."
    rows = results[FIRST]["rows"]
    if q.thing and len(q.thing.category_ids) > 1:  # each category named
        text += "\n" + "\n".join(f"- {row['label']}: {money(row['amount'], cur)}" for row in rows[:10])
    elif parts := income_parts(
        q, q.thing, split_data(q, results)
    ):  # money in found by words, each category's
        text += "".join(
            f"\n- {x['label']}: {money(x['amount'], cur)} ({noun_of(q, int(x['count']))})" for x in parts
        )
    return text
