"""Requests with two fair readings in the person's own books, asked back naming both (issue 27).

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


INTENTS: list[Intent] = [
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
