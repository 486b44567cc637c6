"""Requests with two fair readings in the person's own books, asked back naming both (issue 27).

"What was that big payment in October": a payment pointed at by its size alone ("big", "large", "huge") is
one the person has in mind, and the books hold several big ones (the rent, a tax payment, a purchase): which
is asked, with how to ask for the largest one, never one of them given as the one meant.

"How much was the GST bill", no period said: the net GST one BAS says (which quarter?), or what was paid to
the tax office (a BAS payment can carry PAYG instalments too, so it is another figure). Either gives a
figure and they differ: which is asked, never one of them given.
"""

from __future__ import annotations

import re

from finkit.assistant.local.intents import Intent, Request, Results
from finkit.assistant.providers.base import ToolCall
from finkit.core.periods import find_period

_GST_BILL = re.compile(r"\b(?:gst|bas)\s+(?:bills?|debt)\b", re.I)


def _gst_bill(r: Request) -> bool:
    return find_period(r.text, today=r.today, fy_start=r.fy_start) is None


def _plan(r: Request) -> list[ToolCall]:
    return []


def _answer(r: Request, results: Results) -> str:
    return (
        "“The GST bill” could be the net GST a BAS works out for one quarter (1A less 1B), or what you paid "
        "the tax office (a BAS payment can include PAYG instalments too, so it is another figure). Which one, "
        'and for which quarter? For example "net GST for Q4 FY26" or "how much did I pay the ATO in Q4 FY26".'
    )


_BIG_ONE = re.compile(
    r"\b(?:the|that|this|those|these)\s+(?:big|bigger|large|larger|huge|massive|major|hefty|giant|chunky)\s+"
    r"(?:one|ones|payments?|transfers?|purchases?|bills?|deposits?|debits?|expenses?|withdrawals?|charges?|"
    r"amounts?|transactions?|spend|credits?)\b",
    re.I,
)


def _big_one_answer(r: Request, results: Results) -> str:
    period = find_period(r.text, today=r.today, fy_start=r.fy_start)
    said = period.phrase if period is not None else ""
    when = (" " if re.match(r"(?:last|this|next|the|in|during|for|over|from)\b", said) else " in ") + said
    when = when if said else ""
    return (
        f"Which payment{when} do you mean? Your books hold several large ones (rent, tax payments, purchases), "
        "and I won't pick one for you. Name the payee or the amount, or ask for the largest one, for example "
        f'"the largest payment{when or " in October"}" or "my biggest purchases{when or " in October"}".'
    )


INTENTS: list[Intent] = [
    Intent(
        "big_one",
        _BIG_ONE,
        _plan,
        _big_one_answer,
        "what was that big payment in october? (asked: which one)",
        priority=13,
    ),
    Intent(
        "gst_bill",
        _GST_BILL,
        _plan,
        _answer,
        "how much was the GST bill? (asked: which quarter, the BAS or the payments)",
        priority=13,
        when=_gst_bill,
    ),
]
