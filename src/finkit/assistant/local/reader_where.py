"""Overseas and Australian clients both named (issue 27): the two sides of a comparison, else asked.

"Did I earn more from overseas clients or aussie ones": each side is the money in from those clients, read by
the sales' GST treatment as one side alone is (``CLIENTS_FROM``: overseas clients are the GST-free export
sales, Australian clients every sale but those), compared. Named both in anything but a comparison of those
two alone ("overseas and local clients in march", or with a payee or category too) is asked: which, or each.
"""

from __future__ import annotations

from finkit.assistant.local.reader_model import Query, Thing
from finkit.assistant.local.reader_say import CLIENTS_FROM


def two_sides_of_clients(q: Query) -> None:
    """``q`` with overseas and Australian clients both named: compared as two things, else asked."""
    if q.measure == "compare" and not q.things and len(q.periods) < 2:
        q.things = [
            Thing(CLIENTS_FROM[where].removeprefix("from "), where, clients_from=where)
            for where in ("overseas", "australia")
        ]
        q.clients_from = None
        return
    q.ambiguous.append("overseas and Australian clients are both named: which, or each")
