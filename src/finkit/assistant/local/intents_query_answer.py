"""A query's answer from the tools' results (issue 27): every answer starts from the reading, so a wrong
reading is visible; figures come only from the tools.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any

from finkit.assistant.local.common import dec
from finkit.assistant.local.intents import Request, Results, money
from finkit.assistant.local.intents_query_asks import after_the_data, asks_back, empty_category, query_of
from finkit.assistant.local.intents_query_calls import (
    ALSO,
    BEHIND,
    FIRST,
    ONE_PLACE,
    S,
    all_spending_words,
    flow_of,
    latest_year,
    query_days,
)
from finkit.assistant.local.intents_query_compare import compare_answer
from finkit.assistant.local.intents_query_per import (
    month_answer,
    months_answer,
    per_year_answer,
    too_many_months,
)
from finkit.assistant.local.intents_query_rows import (
    also_total,
    banked,
    fees_of,
    income_parts,
    names_rows,
    noun_of,
    per_unit,
    row_of,
    split_data,
    units_in,
    what_of,
)
from finkit.assistant.local.intents_query_top import no_client_has, top_answer
from finkit.assistant.local.intents_query_totals import all_spending_answer, earnings_answer, income_answer
from finkit.assistant.local.per_year import compare_per_year
from finkit.assistant.local.reader import CLIENTS_FROM, Query, Vocabulary, set_apart
from finkit.assistant.local.reader_except import SAID_BACK as REFUNDS_SAID_BACK
from finkit.assistant.local.reader_lists import total_words
from finkit.assistant.local.reader_things import kind_of_payee
from finkit.core.periods import describe_span


def _by_payee(q: Query, results: Results) -> str:
    """The payees of a wider category read from an everyday word, each with its figure."""
    thing = q.thing
    rows = results.get(FIRST, {}).get("rows", [])
    if thing is None or not thing.broad or thing.merchant or len(rows) < 2:
        return ""
    cur = results[FIRST].get("currency", "")
    lines = [
        f"- {row['label']}: {money(row['amount'], cur)} ({noun_of(q, int(row['count']))})"
        for row in rows[:12]
    ]
    return (
        f"\nI read “{thing.words}” as your category {thing.label}; by payee (if you meant only one):\n"
        + "\n".join(lines)
    )


def _each_payee(q: Query, results: Results) -> str:
    """Each of several payees said together, with its own figure (so the sum can be checked)."""
    thing = q.thing
    if thing is None or len(thing.merchants) < 2 or FIRST not in results:
        return ""
    names = {n.lower() for n in thing.merchants}
    data = results.get(FIRST, {})
    cur = data.get("currency", "")
    rows = [row for row in data.get("rows", []) if row["label"].lower() in names or row["key"] in names]
    return "".join(
        f"\n- {row['label']}: {money(row['amount'], cur)} ({noun_of(q, int(row['count']))})" for row in rows
    )


def answer_query(r: Request, results: Results) -> str:
    q = query_of(r)
    if q is not None and q.one_or_total and q.thing is not None and not asks_back(q):
        row = row_of(q, q.thing, results.get(FIRST) or {})
        if row and int(row["count"]) > 1:  # "how much was rent": one payment, or the total of them all
            _, _, said = query_days(r, q)
            return (
                f"I found {int(row['count'])} payments for {q.thing.label} in {said} (from {S}). Do you mean one "
                "of them (which date), or the total of them all?"
            )
    text = _answer_all(r, results)
    if q is not None and not asks_back(q) and q.measure in ("sum", "count", "average"):
        text += _by_payee(q, results) + _each_payee(q, results)
    if q is not None and q.also is not None and q.thing is not None and not asks_back(q):
        more, more_count = also_total(q, results)
        text += (
            f"\nOf that, {money(more, r.currency)} ({noun_of(q, more_count)}) is {q.also.label} outside "
            f"{q.thing.label}."
            if more_count
            else f"\nNone of the {q.also.label} is outside {q.thing.label}."
        )
    latest = latest_year(r, q) if q is not None else None
    year = results.get(f"{FIRST}_12")
    if latest is None or q is None or not year:
        return text
    row = row_of(q, q.thing, year)
    amount, count = (dec(row["amount"]), int(row["count"])) if row else (Decimal(0), 0)
    more, more_count = also_total(q, results, f"{ALSO}_12")
    amount, count = amount + more, count + more_count
    return (
        f"{text}\nIn the latest 12 months of your data ({describe_span(*latest)}): {money(amount, r.currency)}"
        f" over {noun_of(q, count)} (from {S})."
    )


def _answer_all(r: Request, results: Results) -> str:
    q = query_of(r)
    assert q is not None
    asked = asks_back(q) or after_the_data(r, q) or empty_category(r, q)
    if asked:
        return asked
    start, end, said = query_days(r, q)
    if too_long := too_many_months(q, start, end):
        return too_long
    if q.clients_from in CLIENTS_FROM:  # the filter is part of the reading said back
        said = f"{said}, {CLIENTS_FROM[q.clients_from or '']}"
    if q.amount is not None:
        said = f"{said}, {total_words(q.amount) if q.bound_total else q.amount.words}"
    if q.min_count is not None:
        said = f"{said}, {q.min_count} or more payments each"
    if q.without:  # what was left out is part of the reading said back
        said = f"{said}, not counting {' or '.join(t.label for t in q.without)}"
    if q.no_refunds:
        said = f"{said}, {REFUNDS_SAID_BACK}"
    if q.also is not None:
        said = f"{said}, including {q.also.label}"
    cur = r.currency
    if q.measure == "not_income":
        kinds = {c.id: c.kind for c in r.categories}
        other = [row for row in results[FIRST]["rows"] if kinds.get(row["key"]) != "income"]
        total = sum((dec(row["amount"]) for row in other), Decimal(0))
        lines = [
            f"- {row['label']}: {money(row['amount'], cur)} ({noun_of(q, row['count'])})" for row in other
        ]
        return (
            f"Money in that is not income, {said}: {money(total, cur)} (from {S}). It is everything outside "
            "the income categories (refunds, transfers, repayments):\n" + "\n".join(lines)
        )
    if q.measure == "refunds":
        rows = results.get("analytics_transactions_behind", {}).get("transactions", [])
        if not rows:
            return f"No refunds of purchases in {said} (from {S})."
        lines = [
            f"- {t['date'][:10]} {t.get('merchant') or t['description']}: {money(t['amount'], cur)}"
            f"{' (' + t['categoryName'] + ')' if t.get('categoryName') else ''}"
            for t in rows
        ]
        total = results[FIRST]["total"]
        return (
            f"Refunds of purchases (money back on spending categories), {said}: {money(total, cur)} in "
            f"{len(rows)} refund(s) (from analytics_transactions_behind):\n" + "\n".join(lines)
        )
    if q.measure in ("clients", "count_clients", "top_client") and q.thing and q.thing.text:
        asked_back = no_client_has(q, results, said)
        if asked_back:
            return asked_back
    if q.measure == "count_clients":
        rows = names_rows(q, results)
        what = f" ({q.thing.label})" if q.thing else ""
        names = ", ".join(row["label"] for row in rows)
        return (
            f"Clients who paid you{what} in {said}: {len(rows)}"
            + (f": {names}" if rows else "")
            + f" (from {S})."
        )
    if q.measure == "clients":
        rows = names_rows(q, results)
        among = ""
        if q.thing and q.thing.merchant:  # "which household clients": those payers only, never every client
            named = {n.lower() for n in (q.thing.merchants or (q.thing.merchant,))}
            rows = [row for row in rows if row["label"].lower() in named]
            among = f" among {q.thing.label}"
        if not rows:
            return f"No client payments{among} in {said} (from {S})."
        lines = [
            f"- {row['label']}: {money(row['amount'], cur)} in {noun_of(q, row['count'])}" for row in rows
        ]
        return (
            f"Your clients (who paid you earnings){among} in {said}: {len(rows)} (from {S}):\n"
            + "\n".join(lines)
        )
    if q.measure == "merchants":
        rows = names_rows(q, results)
        if q.thing and q.thing.merchant:  # the payees named ("the fuel sellers": Caltex), those of them paid
            named = set(q.thing.merchants or (q.thing.merchant,))
            rows = [row for row in rows if row["label"] in named]
        what = f" in {q.thing.label}" if q.thing else ""
        if q.top is not None and q.thing is None and q.flow == "spending":
            apart = [c.name for c in set_apart(Vocabulary(tuple(r.categories)))]
            what = f" in spending (expense categories{', without ' + ' and '.join(apart) if apart else ''})"
        if not rows:
            return f"Nothing paid{what} in {said} (from {S})."
        if unnamed := kinds_only(rows, r.text):
            return unnamed + f" (from {S})"
        lines = [
            f"- {row['label']}: {money(row['amount'], cur)} in {noun_of(q, row['count'])}" for row in rows
        ]
        return f"Who you paid{what}, {said}: {len(rows)} (from {S}):\n" + "\n".join(lines)
    if q.measure in ("top_month", "low_month"):
        return month_answer(r, q, results, said)
    if q.measure == "months":
        return months_answer(r, q, results, said)
    if q.measure == "top":
        return top_answer(r, q, results, said)
    if q.measure == "top_client":
        rows = results[FIRST]["rows"]
        if not rows:
            return f"No earnings in {said} (from {S})."
        top = rows[0]
        lines = [
            f"{i}. {row['label']}: {money(row['amount'], cur)} in {noun_of(q, row['count'])}"
            for i, row in enumerate(rows[: q.top.limit if q.top else 5], 1)
        ]
        return (
            f"Your biggest client in {said} is {top['label']}: {money(top['amount'], cur)} in "
            f"{noun_of(q, top['count'])} (earnings only, from {S}):\n" + "\n".join(lines)
        )
    if q.measure == "compare" and q.per == "year" and len(q.periods) < 2:
        return compare_per_year(r, q, results)
    if q.measure == "compare":
        return compare_answer(r, q, results)
    if q.measure == "per_year":
        return per_year_answer(r, q, results, said)
    places = results.get(ONE_PLACE, results[FIRST])["rows"]
    if q.thing and q.thing.one and len(places) > 1:
        names = ", ".join(row["label"] for row in places[:10])
        return (
            f"Which {q.thing.words} do you mean? In {said}, {len(places)} different payers or "
            f"payees have rows mentioning “{q.thing.words}”: {names}."
        )
    row = row_of(q, q.thing, results[FIRST])
    what = (
        all_spending_words(r) if q.thing is None and flow_of(q, None) == "spending" else what_of(q, q.thing)
    )
    amount = dec(row["amount"]) if row else Decimal(0)
    count = int(row["count"]) if row else 0
    if q.also is not None:  # "incl the currency conversion fees": those outside the thing added
        more, more_count = also_total(q, results)
        amount, count = amount + more, count + more_count
        row = row or ({"amount": "0", "count": 0} if more_count else None)
    head = f"{what}, {said}"
    if not count and q.amount is not None and q.measure in ("sum", "count"):
        # none in the amount range: the figure is nought, said with the reading (not a question back)
        return f"{head}: {money(Decimal(0), cur)}, no payments in that range (from {S})."
    if not count and q.thing and (q.thing.text or q.thing.merchant):
        # nothing found for the words read as a name: the reading, not a figure of nothing
        side = "money in from" if flow_of(q, q.thing) == "income" else "spending at"
        return (
            f"I found no {side} {q.thing.label} in {said} (from {S}). If you meant another name or "
            "period, which one?"
        )
    if (
        not count
        and q.thing
        and q.thing.category_ids
        and not q.periods
        and q.amount is None
        and not q.without
    ):
        # a category with no rows in all the data: the payments asked about are booked elsewhere (another
        # category, a payee's name), so "0 payments" would be a wrong figure; the reading and a question
        return (
            f"I read “{q.thing.words}” as your category {q.thing.label}, which has no transactions in {said} "
            f"(from {S}). If those payments are under another category or a payee's name, which one?"
        )
    if q.measure == "count":
        return f"{head}: {noun_of(q, count)}, {money(amount, cur)} in total (from {S})." + "".join(
            f"\n- {x['label']}: {noun_of(q, int(x['count']))}, {money(x['amount'], cur)}"
            for x in income_parts(q, q.thing, split_data(q, results))
        )
    # payouts whose sales the books hold at the gross, the fee kept held apart: said as banked too
    fee = fees_of(row) if flow_of(q, q.thing) == "income" and q.also is None else Decimal(0)
    if q.measure == "average" and not q.per:
        each = per_unit(amount, count)
        as_banked = (
            f" As banked: on average {money(per_unit(amount - fee, count), cur)} a payment "
            f"({banked(amount, fee, cur)})."
            if fee
            else ""
        )
        return (
            f"{head}: on average {money(each, cur)} a payment ({money(amount, cur)} over "
            f"{noun_of(q, count)}) (from {S}).{as_banked}"
        ) + "".join(
            f"\n- {x['label']}: on average {money(per_unit(dec(x['amount']), int(x['count'])), cur)} a payment "
            f"({money(x['amount'], cur)} over {noun_of(q, int(x['count']))})"
            for x in income_parts(q, q.thing, split_data(q, results))
        )
    if q.measure == "average":
        per = q.per or "month"
        units = units_in(start, end, per)
        average = per_unit(amount, units)
        drawn = dec(results.get(f"{FIRST}_cash", {}).get("total") or 0) if q.thing is None else Decimal(0)
        cash = (
            f" Cash withdrawals ({money(drawn, cur)}) are not counted in that (what the cash bought is not in "
            f"your books); with them: on average {money(per_unit(amount + drawn, units), cur)} a {per}."
            if drawn
            else ""
        )
        as_banked = (
            f" As banked: on average {money(per_unit(amount - fee, units), cur)} a {per} "
            f"({banked(amount, fee, cur)})."
            if fee
            else ""
        )
        return (
            f"{head}: on average {money(average, cur)} a {per} ({money(amount, cur)} over "
            f"{units.quantize(Decimal('0.1')).normalize():f} {per}s, {noun_of(q, count)}) (from {S})."
            f"{cash}{as_banked}"
        ) + "".join(
            f"\n- {x['label']}: on average {money(per_unit(dec(x['amount']), units), cur)} a {per} "
            f"({money(x['amount'], cur)})"
            for x in income_parts(q, q.thing, split_data(q, results))
        )
    if q.measure == "largest":
        rows = [
            t
            for key, got in results.items()
            if key.startswith(f"{BEHIND}_")
            for t in got.get("transactions", [])
        ]
        if not rows:
            return f"{head}: no purchases (from {S})."
        if len(rows) < count:  # (the newest rows only: the one asked for may be among those not fetched)
            return f"{head}: {noun_of(q, count)}, more than I can look through one by one (from {S})."
        if q.smallest:  # the smallest payment of the side asked, never a refund the other way
            rows = [t for t in rows if (dec(t["amount"]) > 0) == (flow_of(q, q.thing) == "income")] or rows
        pick = min if q.smallest else max
        top = pick(rows, key=lambda t: abs(dec(t["amount"])))
        return (
            f"{head}: the {'smallest' if q.smallest else 'largest'} was {money(abs(dec(top['amount'])), cur)} "
            f"on {top['date'][:10]} "
            f"({top['description']}), of {noun_of(q, count)} (from analytics_transactions_behind)."
        )
    if flow_of(q, q.thing) == "income" and q.thing is None:
        return earnings_answer(r, results, said)
    if flow_of(q, q.thing) == "income":
        return income_answer(r, q, results, head, amount, count, fee)
    if row is None or not count:
        if q.thing and q.thing.text:
            return f"No spending on {q.thing.label} in {said} (from {S})."
        if q.thing and q.thing.merchant:
            return f"I found no spending at {q.thing.label} in {said} (from {S})."
        return f"You spent nothing on {q.thing.label if q.thing else 'anything'} in {said} (from {S})."
    if q.thing is None:
        return all_spending_answer(r, results, amount, count, said)
    where = (
        f"{'At' if q.thing.merchant else 'On'} {q.thing.label} in {said}"  # the reading, before the figure
    )
    refunded = Decimal(0) if q.no_refunds else dec(results[FIRST].get("refunds") or 0)
    back = (
        row_of(q, q.thing, results.get(f"{FIRST}_4", {})) if q.thing.merchant and not q.no_refunds else None
    )
    if ((back and dec(back["amount"]) and not q.thing.money_in) or refunded) and not (
        q.periods or q.all_time or q.net_said
    ):
        return paid_or_net_asked(q, said)
    if back and dec(back["amount"]) and q.thing.money_in:
        # a payer that also charges (card settlements less the terminal's fees): its money in is earnings,
        # said apart, not money back on what was paid to it
        return (
            f"{where}: you spent {money(amount, cur)}, over {noun_of(q, count)} (from {S}). Apart from that, "
            f"{q.thing.label} paid you {money(dec(back['amount']), cur)} ({noun_of(q, int(back['count']))})."
        )
    if back and dec(back["amount"]):
        got = dec(back["amount"])
        return (
            f"{where}: you spent {money(amount, cur)}, over {noun_of(q, count)}; "
            f"{money(got, cur)} came back from them ({noun_of(q, int(back['count']))}), so "
            f"{money(amount - got, cur)} net (from {S})."
        )
    if refunded:
        return (
            f"{where}: you spent {money(amount, cur)}, {money(amount + refunded, cur)} "
            f"over {noun_of(q, count)} less {money(refunded, cur)} refunded (from {S})."
        )
    if not q.thing.merchant and len(q.thing.category_ids) > 1:
        breakdown = "\n".join(
            f"- {x['label']}: {money(x['amount'], cur)} ({noun_of(q, x['count'])})"
            for x in results[FIRST]["rows"]
        )
        return f"{where}: you spent {money(amount, cur)}, over {noun_of(q, count)} (from {S}):\n" + breakdown
    deductible = (
        " (spending in those categories; the deductible share is on your tax summary)" if q.deductible else ""
    )
    return f"{where}: you spent {money(amount, cur)}, over {noun_of(q, count)}{deductible} (from {S})."


def paid_or_net_asked(q: Query, said: str) -> str:
    """What was paid to a payee (or on a category) that also paid money back, with no period named ("how much
    did i pay coastal packaging", "how much did i pay the tax office"): the payments as made or net of what
    came back, over a period the person did not say. Two guesses at once: asked, never one figure given."""
    label = q.thing.label if q.thing else "that"
    payee = bool(q.thing and q.thing.merchant)
    return (
        f"I understood you want what you paid {'' if payee else 'on '}{label}, but money also came back "
        f"{'from them' if payee else 'on it'} and you named no period, so there is more than "
        f"one figure I could give: the payments as made, or net of the money back, over all your data "
        f"({said.removeprefix('all your data, ').removesuffix(' (no period named)')}) or a period you name. "
        f'Which do you mean? For example "payments to {label} last financial year" or "{label} net of '
        f'refunds in FY2026".'
    )


def kinds_only(rows: list[dict[str, Any]], text: str) -> str | None:
    """Asked back when a payee of the list is named in the books only by the kind of business the question
    asks which of ("which servos did I fill up at": the payee "servo"): answered "servo", it names no one,
    and its figure is the kind's, not one of the places asked about. The others are named, without figures.
    A brand said for a kind ("Linkt" for tolls) is a name, and listed as before."""
    low = text.lower()
    kinds = [
        row
        for row in rows
        if kind_of_payee(label := str(row["label"]).lower())
        and re.search(rf"\b{re.escape(label)}(?:s|es)?\b", low)
    ]
    if not kinds:
        return None
    named = [str(row["label"]) for row in rows if row not in kinds]
    said = ", ".join(f"“{row['label']}” ({row['count']} payment(s))" for row in kinds)
    others = f"; the others are named: {', '.join(named)}" if named else ""
    return (
        f"Your books name some of these payees only by a kind of business, {said}, not by who was paid, "
        f"so I can't say which ones they were{others}. Should I list those transactions, so their bank "
        "descriptions show who they were?"
    )
