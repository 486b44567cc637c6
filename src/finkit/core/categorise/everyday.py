"""Everyday private purchases a business files without a question (issue 26, round 11).

A purchase that a word of the merchant's own name files into an everyday private category (a grocer, a
bakery or cafe, a cinema: ``data/everyday_private.csv``) changes no tax figure when filed private, unless it
was a business cost; for food and meals that needs a trip away from home for work (ITAA 1997 s8-1(2)(b);
entertainment never is, Div 32). So such a guess is certain unless a trip is near: a travel or
accommodation row within ``TRIP_DAYS`` (of the batch or stored), or lodging words in a row nothing filed.
A ride across town (``data/local_travel.csv``) is no trip. For a person whose stated occupation sells
food, a meal's keyword (cafe, espresso) is no sign of a private meal: its suppliers carry the words of its
trade (a cafe equipment technician, an espresso machine's mechanic), so such a guess stays asked
(``everyday_private.csv``'s ``trade`` column); so it does for a person whose price includes the customers'
meals (a day tour with lunch: ``review/data/guest_meals.csv``), who buys them at cafes and bakeries.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import timedelta
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.categorise.guess import Guess
from finkit.core.categorise.knowledge import (
    everyday_private_categories,
    everyday_private_trade_categories,
    local_travel_categories,
)
from finkit.core.categorise.money_in import CERTAIN
from finkit.core.categorise.suppliers import CategoryFacts
from finkit.core.context import AccountContext
from finkit.core.dates import day_start
from finkit.core.transactions.models import Transaction

#: A meal this close to a trip (a travel or accommodation row) may be a business meal away from home.
TRIP_DAYS = timedelta(days=2)
#: Lodging words in a row nothing filed: a trip may be on (the meals around it are asked).
LODGING = re.compile(
    r"\b(?:hotel|motel|resort|lodge|inn|cabins?|escapes|stay|apartments|accommodation|airbnb|b ?& ?b|"
    r"hostel|holiday park|caravan park|beach ?house|guest ?house|holiday (?:house|home|rental)s?|"
    r"bed (?:and|&) breakfast|chalets?)\b",
    re.IGNORECASE,
)
#: Words only a stay carries (no pub, no suburb: "BRITANNIA HOTEL" is a pub, "BRAHMA LODGE" a suburb), a
#: sign of a trip even in a row guessed below certainty: "BYRON COVE BEACH HOUSE", guessed a meal by the
#: word "Byron" (round 21, the DJ's year: a 3-night stay filed a private meal).
STAY = re.compile(
    r"\b(?:motel|airbnb|hostel|holiday park|caravan park|beach ?house|guest ?house|"
    r"holiday (?:house|home|rental)s?|bed (?:and|&) breakfast|chalets?)\b",
    re.IGNORECASE,
)
#: Why such a purchase is filed without a question.
EVERYDAY_PRIVATE_WHY = "an everyday private purchase (a grocer, a cafe, a cinema), no trip near"


def _trip(fact: CategoryFacts) -> bool:
    """Whether a row of this category is a sign of a trip away from home: a travel category other than
    local transport (``data/local_travel.csv``: a ride across town is no night away)."""
    return fact.tax_category == "travel" and fact.name.casefold() not in local_travel_categories()


def file_everyday_private(
    session: Session,
    ctx: AccountContext,
    rows: Sequence[Any],
    guesses: list[Guess],
    names: Mapping[str, str],
    facts: Mapping[str, CategoryFacts],
    *,
    sells_food: bool = False,
) -> None:
    """Files the everyday private purchases of ``rows`` with no trip near at certainty, not asked: their
    categorisation ``guesses`` are replaced. ``names`` and ``facts``: the account's categories by id.
    ``sells_food``: the person's stated occupation sells food, or includes the customers' meals in its
    price (the food trade's categories stay asked)."""
    everyday = everyday_private_categories()
    if sells_food:
        everyday = everyday - everyday_private_trade_categories()
    found = [
        n
        for n, (row, guess) in enumerate(zip(rows, guesses, strict=True))
        if guess.source == "keyword"
        and guess.ask
        and not guess.why
        and row.amount < 0
        and names.get(guess.category_id or "", "").casefold() in everyday
    ]
    if not found:
        return
    trips = [
        day_start(row.date)
        for row, guess in zip(rows, guesses, strict=True)
        if row.amount < 0
        and (
            (guess.category_id and _trip(facts[guess.category_id]))
            or (guess.category_id is None and LODGING.search(f"{row.merchant or ''} {row.description}"))
            or (guess.ask and STAY.search(f"{row.merchant or ''} {row.description}"))
        )
    ]
    days = [day_start(rows[n].date) for n in found]
    travel_ids = [c for c, fact in facts.items() if _trip(fact)]
    if travel_ids:
        trips += [
            day_start(day)
            for day in session.scalars(
                select(Transaction.date).where(
                    Transaction.account_id == ctx.account_id,
                    Transaction.category_id.in_(travel_ids),
                    Transaction.date >= min(days) - TRIP_DAYS,
                    Transaction.date <= max(days) + TRIP_DAYS + timedelta(days=1),
                )
            )
        ]
    for n in found:
        if not any(abs(day_start(rows[n].date) - trip) <= TRIP_DAYS for trip in trips):
            guesses[n] = guesses[n]._replace(confidence=CERTAIN, ask=False, why=EVERYDAY_PRIVATE_WHY)
