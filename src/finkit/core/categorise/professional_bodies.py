"""A business's payment to a professional body or a registration board: a deductible business expense of
a known kind and GST treatment (``data/professional_bodies.csv``, with sources), filed without a question
when the body is the one of the person's stated occupation, else asked with it suggested.

Kinds, not names: a membership of a GST-registered association (Professional Memberships, taxable) and a
registration board's or screening agency's fee (Licences & Government Fees, no GST). A body the file
does not list (a small association that may not be registered for GST, an overseas one) stays asked.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache
from pathlib import Path
from typing import Any

from finkit.core.categorise.guess import Guess
from finkit.core.categorise.money_in import CERTAIN
from finkit.core.categorise.normalise import clean_description
from finkit.core.datafiles import data_rows

DATA = Path(__file__).with_name("data") / "professional_bodies.csv"
#: The category each kind is filed in (a default category of that name: ``categories.defaults``).
CATEGORY_OF_KIND = {"membership": "professional memberships", "registration": "licences & government fees"}
#: A body that is not the one of the stated occupation (or none is stated): asked, below certainty.
ASKED = Decimal("0.8")


@dataclass(frozen=True)
class Body:
    kind: str
    #: The person's stated occupation is the one this body serves: filed without a question.
    own: bool
    why: str


@lru_cache(maxsize=1)
def _bodies() -> tuple[tuple[re.Pattern[str], str, re.Pattern[str], str], ...]:
    return tuple(
        (re.compile(r["pattern"]), r["kind"], re.compile(r["occupation"]), r["source"])
        for r in data_rows(DATA)
    )


def professional_body(description: str, merchant: str | None, occupation: str | None) -> Body | None:
    """The body a payment goes to (read from the merchant and the description without the bank's
    channel words), and whether it is the one of ``occupation`` (the profile's). None: not one listed."""
    words = f"{(merchant or '').lower()} {clean_description(description)}"
    stated = (occupation or "").lower()
    for pattern, kind, serves, source in _bodies():
        if pattern.search(words):
            own = bool(stated) and serves.search(stated) is not None
            why = f"a {'registration fee' if kind == 'registration' else 'professional body'}: {source}"
            return Body(kind, own, why if own else f"{why}; is it for your work?")
    return None


def professional_body_guess(row: Any, *, occupation: str | None, by_key: Mapping[str, str]) -> Guess | None:
    """A business's payment to a professional body or registration board: its kind's category (of
    ``by_key``, the account's category ids by name key), certain when the body is the one of the stated
    ``occupation``, else asked. None: not money out to a listed body, or the account lacks the category."""
    if row.amount >= 0:
        return None
    body = professional_body(row.description, row.merchant, occupation)
    category_id = by_key.get(CATEGORY_OF_KIND[body.kind]) if body is not None else None
    if body is None or category_id is None:
        return None
    sure = CERTAIN if body.own else ASKED
    return Guess(category_id, sure, "knowledge_base", not body.own, why=body.why)
