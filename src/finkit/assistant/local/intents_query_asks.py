"""The question read as a query, and what is asked back before any tool runs (issue 27): words unread or
two readings, a bare current month or year decided against the data, a category with no rows, a period after
the data.
"""

from __future__ import annotations

import re
from datetime import date

from finkit.assistant.local.intents import Request
from finkit.assistant.local.reader import Query, Vocabulary, describe, join_periods, read
from finkit.assistant.local.reader_my_name import role_or_payee
from finkit.assistant.local.reader_second import second_readings
from finkit.assistant.local.reader_spend_at import which_kind
from finkit.assistant.local.reader_staff import staff_cost
from finkit.assistant.local.reader_super import whose_super
from finkit.assistant.local.reader_use import which_account, work_or_all
from finkit.assistant.local.reader_vehicles import claim_or_costs, which_vehicle
from finkit.assistant.local.reader_what_earned import which_earnings
from finkit.core.periods import PeriodReading, latest_with_data
from finkit.core.periods.reading import month_end
from finkit.core.tax.periods import fy_bounds, fy_number


def query_of(r: Request) -> Query | None:
    if r.query_cache is None:
        vocab = Vocabulary(
            tuple(r.categories),
            tuple(r.merchants),
            r.description_words,
            r.categories_in_use,
            r.merchant_categories,
            r.earning_words,
            r.merchant_words,
            r.deposit_word_payers,
            occupation=r.occupation or "",
            payment_word_payees=r.payment_word_payees,
        )
        q = read(r.text, vocab, today=r.today, fy_start=r.fy_start)
        if q is not None and (vehicle := which_vehicle(q, r.lower, vocab, r.category_shares)):
            q.ambiguous.append(vehicle)  # "the car" when the vehicle costs are two vehicles'
        if q is not None and (use := work_or_all(q, r.lower, r.merchant_shares)):
            q.ambiguous.append(use)  # "bunnings" when some of its payments are for work and some private
        elif q is not None and (account := which_account(q, r.lower, r.merchant_shares)):
            q.ambiguous.append(account)  # "synergy bills": the work account, the home one, or both
        elif q is not None and (kind := which_kind(q, r.lower, vocab, r.merchant_shares, r.fee_payers)):
            q.ambiguous.append(kind)  # "spend at coles", no period: the café's stock, the groceries or both
        if q is not None and (whose := whose_super(q, r.lower, vocab)):
            q.ambiguous.append(whose)  # one Super category: the person's own contributions and the staff's
        if q is not None and (earned := which_earnings(q, r.lower)):
            q.ambiguous.append(earned)  # "how much did i actually earn": banked, gross or profit
        if q is not None and (role := role_or_payee(q, r.lower, vocab)):
            q.ambiguous.append(role)  # "my plan manager": the payee My Plan Manager or every plan manager
        if q is not None and (
            claim := claim_or_costs(q, r.lower, vocab, r.vehicle_method, r.category_shares)
        ):
            q.ambiguous.append(claim)  # "what did the car cost me" claimed at cents per km
        if q is not None and q.measure == "sum" and not q.without and len(q.things) == 1:
            thing = q.things[0]
            payee = [thing.merchant] if thing.merchant and not (thing.category_ids or thing.text) else []
            if cost := staff_cost(payee, r.lower, vocab):
                q.ambiguous.append(cost)  # "what did liam cost me": his net pays, gross wages, or with super
        if q is not None and not q.ambiguous and not q.unread:
            q.ambiguous += second_readings(q, r)  # a second reading in the person's own books
        if q is not None and q.bare_current_month:
            _current_month(r, q)
        if q is not None:
            _bare_quarters(r, q)
            _this_year(r, q)
            join_periods(q)
        r.query_cache = (q,)
    query: Query | None = r.query_cache[0]
    return query


_BUYING = re.compile(r"\b(?:purchase[sd]?|purchasing|spen[dt]|spending|bought|buy|buying|expenses?)\b")


def claims_question(r: Request) -> bool:
    q = query_of(r)
    if q is None:
        return False
    if (
        q.measure == "compare"
        and not q.things
        and len(q.periods) >= 2
        and not q.flow_said
        and not (q.unread or q.ambiguous)  # something named and not read ("tyro first half vs second half")
    ):
        return False  # month against month: the cash-flow comparison
    # the largest purchases of a period (no category or shop named): the largest-purchases answer
    # (the biggest payment that came in is the query's: the largest of the earnings)
    earnings_only = q.flow == "income" and q.flow_said and not _BUYING.search(r.lower)
    return not (q.measure == "largest" and not q.things and not earnings_only and not q.smallest)


def asks_back(q: Query) -> str | None:
    """The question back when the reading is not whole, saying what was understood and what was not."""
    understood = describe(q)
    if q.period_unread:
        return (
            f"I understood you want {understood}, but I couldn't read which period you mean, and I won't "
            'guess. Which period should I use? For example "last quarter", "Oct-Dec 2025", "FY2026" or '
            '"the first half of FY26".'
        )
    if q.ambiguous:
        return (
            f"I understood you want {understood}, but " + "; ".join(q.ambiguous) + ". Which one do you mean?"
        )
    if q.unread:
        words = ", ".join(f"“{w}”" for w in dict.fromkeys(q.unread))
        pronoun = [w for w in q.unread if w in ("it", "that", "them", "this", "those", "these", "they")]
        hint = (
            f" I don't know what {words} refers to: name the category, shop or client."
            if pronoun
            else " Could you say it with a category, shop or client name I know, and a period?"
        )
        return (
            f"I understood you want {understood}, but I didn't understand {words}, and I won't answer "
            f"a different question than the one you asked.{hint} What should I look up?"
        )
    if q.period_unread:
        return (
            f"I understood you want {understood}, but I couldn't read which period you mean. Which period "
            'should I use? For example "last quarter", "Oct-Dec 2025", "FY2026" or "the first half of FY26".'
        )
    if q.amount is not None and q.measure in ("per_year", "not_income", "refunds", "months"):
        # these answers are not made of rows bounded by an amount: asked, never answered without the filter
        return (
            f"I understood you want {understood}, but I can't bound that answer by {q.amount.in_words}. Should I "
            "leave the amount out?"
        )
    if q.smallest and not q.things:
        return (
            f"I understood you want {understood}, but not of what: which category, shop or client's smallest "
            "payment do you mean?"
        )
    if q.measure == "top" and q.things:
        named = ", ".join(f"“{t.words}”" for t in q.things)
        return (
            f"I understood you want {understood}, but not how {named} narrows a ranking of all your spending. "
            "Should I rank all of it?"
        )
    if q.measure == "compare" and len(q.periods) < 2 and len(q.things) < 2:
        return (
            f"I understood you want {understood}, but not the two things or periods to compare, or what to "
            "compare (spending, income, a category?). Which two, and what?"
        )
    if (
        q.measure in ("count", "largest", "months")
        and not q.things
        and not (q.flow == "income" and (q.measure == "count" or q.flow_said))
    ):
        return f"I understood you want {understood}, but not of what: which category, shop or client?"
    if q.measure not in ("compare",) and len(q.things) > 1:
        return (
            f"I understood you want {understood}, but that names more than one thing "
            f"({', '.join(t.label for t in q.things)}). Should I give each separately or together?"
        )
    return None


def _current_month(r: Request, q: Query) -> None:
    """A month named without a year on a day of that month: with no data in it yet, last year's (said);
    with data in it, two readings compete and the question is asked back."""
    p = q.periods[0]
    if r.data_last is not None and r.data_last < p.start:
        start = date(p.start.year - 1, p.start.month, 1)
        end = month_end(start.year, start.month)
        reading = f"{p.phrase} = {start:%B %Y}, as {p.start:%B %Y} has no transactions yet"
        q.periods[0] = PeriodReading(start, end, p.phrase, reading)
    else:
        q.ambiguous.append(f"“{p.phrase}” could be {p.start:%B %Y} so far or {p.start:%B} {p.start.year - 1}")


def _this_year(r: Request, q: Query) -> None:
    """ "this year" (or "ytd") is the calendar year so far, unless this financial year has begun with no transactions
    in it yet: then it could as well be that financial year, and the two readings are asked about."""
    if r.fy_start == (1, 1) or r.data_last is None:
        return
    fy_first, _ = fy_bounds(fy_number(r.today, r.fy_start), r.fy_start)
    for p in q.periods:
        if (
            re.fullmatch(
                r"(?:this|the\s+current|current)\s+year|ytd|(?:the\s+)?year\s+to\s+date",
                p.phrase.strip().lower(),
            )
            and r.data_last < fy_first
        ):
            q.ambiguous.append(
                f"“{p.phrase.strip()}” could be {p.words} or FY{fy_number(r.today, r.fy_start)} (from "
                f"{fy_first:%-d %b %Y}, with no transactions yet)"
            )


def _bare_quarters(r: Request, q: Query) -> None:
    """ "q1", "the first half", "for the year" said without a year, on a day whose own such period has no
    transactions yet: the latest one with data (a year earlier), said back; as a month without a year is
    its latest past one."""
    q.periods = [latest_with_data(p, r.data_last) for p in q.periods]


#: The measures whose answer is made of a category's rows (a figure, a count, the payees, the months).
_OVER_A_CATEGORY = (
    "sum", "count", "average", "largest", "compare", "merchants", "top_month", "low_month", "months"
)  # fmt: skip


def empty_category(r: Request, q: Query) -> str | None:
    """A category no transaction is in ("parking" read as Parking & Tolls, the parking booked elsewhere): a
    figure of nothing from it would be wrong, so the reading is said and asked about before any tool runs."""
    if not r.categories_in_use or q.measure not in _OVER_A_CATEGORY:
        return None  # not known, or no categorised rows at all (nothing is then said of nothing)
    for t in q.things:
        if t.merchant or t.merchants or t.text:
            continue
        # a category said alone, or each of several said together ("fuel and software": summed)
        for label, ids in t.parts or ((t.label, t.category_ids),):
            if len(ids) == 1 and ids[0] not in r.categories_in_use:
                said = f"“{t.words}”" if not t.parts else f"“{label.lower()}” in “{t.words}”"
                return (
                    f"I read {said} as your category {label}, but no transaction of yours is in it, so I "
                    "won't give a figure of nothing. If those payments are under another category or a "
                    "payee's name, which one?"
                )
    return None


def after_the_data(r: Request, q: Query) -> str | None:
    """A period that starts after the latest row: there is nothing to add up yet, so no figure is given."""
    if not q.periods or r.data_last is None:
        return None
    before = [p for p in q.periods if r.data_first is not None and p.end < r.data_first]
    if before:  # "fy26 vs fy25" with nothing before Jul 2025: no figure of nothing for it
        return (
            f"Your transactions start on {r.data_first:%-d %b %Y}, so there is nothing for {before[0].words}. "
            f"Import older transactions, or did you mean a period from {r.data_first:%-d %b %Y}?"
        )
    p = next((p for p in q.periods if p.start > r.data_last), None)
    if p is None:
        return None
    return (
        f"Your transactions end on {r.data_last:%-d %b %Y}, so there is nothing for {p.words} yet. "
        f"Import newer transactions, or did you mean a period up to {r.data_last:%-d %b %Y}?"
    )
