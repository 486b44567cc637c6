"""A sale whose reference names a place outside Australia ("Bali retreat deposit", "Fiji wedding
balance") may be a service supplied there: GST-free under GST Act s38-190(1) item 1 (directly connected
with real property outside Australia: the villa, the venue) or item 3 (made to a recipient not in
Australia when it is done, enjoyed outside Australia: the classes, meals, tours), though an Australian
enterprise's supply is otherwise connected with Australia (s9-25(5)(b)) and taxable. Only the person
knows where the work is done, so such a sale is asked, suggested GST-free (``data/overseas_places.csv``,
each place with its source). A sale that is the person's rule, already GST-free, or an export is left.
"""

from __future__ import annotations

import re
from decimal import Decimal
from functools import lru_cache
from pathlib import Path
from typing import Any

from finkit.core.categorise.guess import Guess
from finkit.core.categorise.money_in import CERTAIN
from finkit.core.categorise.normalise import clean_description
from finkit.core.categorise.regular_clients import payment_of
from finkit.core.datafiles import data_rows

OVERSEAS_PLACES = Path(__file__).with_name("data") / "overseas_places.csv"
#: The law the question rests on, in the review's words.
OVERSEAS_SALE_WHY = (
    "the payment names a place outside Australia: a service supplied there (a retreat, a tour, a venue) "
    "is GST-free (GST Act s38-190 items 1 and 3), one done in Australia is taxable: which is it?"
)
#: AU law: the places are overseas to an Australian business.
_HOME = "AU"


@lru_cache(maxsize=1)
def _places() -> re.Pattern[str]:
    names = sorted(
        (row["place"].strip() for row in data_rows(OVERSEAS_PLACES) if row["country"].strip() != _HOME),
        key=len,
        reverse=True,
    )
    return re.compile(rf"(?<![a-z0-9])(?:{'|'.join(re.escape(n) for n in names)})(?![a-z0-9])")


def names_overseas_place(description: str, amount: Decimal) -> bool:
    """Whether the payment's words after its payer's name name a place outside Australia."""
    payment = payment_of(description, amount)
    words = payment.reference if payment is not None else clean_description(description)
    return bool(_places().search(words.casefold()))


def overseas_sale(guess: Guess, row: Any, *, income_id: str | None, country: str) -> Guess:
    """``guess`` for a business's credit ``row``, asked and suggested GST-free when it is a sale finkit
    guessed (into ``income_id``) whose reference names a place outside Australia (``country`` AU)."""
    if (
        country.upper() != _HOME
        or income_id is None
        or guess.category_id != income_id
        or guess.source == "rule"
        or guess.export
        or guess.gst_free
        or guess.gst_stated  # the person stated the client's GST
    ):
        return guess
    if row.amount <= 0 or not names_overseas_place(row.description, row.amount):
        return guess
    confidence = min(guess.confidence or CERTAIN, CERTAIN - Decimal("0.05"))
    return guess._replace(confidence=confidence, ask=True, gst_free=True, why=OVERSEAS_SALE_WHY)
