"""Everyday private spending, asked as one question (issue 26): the small card purchases at places a
person goes that finkit cannot name (a cafe, a market, a bar, a festival) are one item, "these N places
look like everyday private spending: all private?", whose answer takes exceptions (the rows the person
picks out as business, answered apart with ``onlyTransactionIds``).

A merchant's group joins the question only when nothing says it could be a business cost: every row is
a card purchase (no transfer, BPAY or direct-debit wording), at most ``SMALL`` each, at a merchant whose
name carries no business sign (``data/everyday_places.csv``'s business words, the organisation words,
a web address, a lower-case word of the person's stated occupation, a kind of place the occupation names:
a market for a market-stall seller), not a regular charge of one amount (a subscription), and not within
the days of a trip (``trips_near``) (a meal away from home overnight for work is a business cost); each row
is asked only because finkit has no category for it or guessed an everyday private one below certainty,
nothing else. Whatever does not fit stays its own question. Nothing is filed without the answer: the
question only gathers what a person would answer in one go.

The words of the name that say what kind of place it is (``kind`` ``place`` in the data file) are the
evidence shown, and the category most of them name is the suggestion.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal
from functools import lru_cache
from pathlib import Path

from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from finkit.core.categories.models import Category
from finkit.core.categorise.everyday import LODGING, TRIP_DAYS
from finkit.core.categorise.knowledge import everyday_private_categories, local_travel_categories
from finkit.core.context import AccountContext
from finkit.core.datafiles import data_rows
from finkit.core.dates import day_start
from finkit.core.merchants.vocabulary import channel_words, organisation_words
from finkit.core.profile.service import load_profile
from finkit.core.review.regular import is_regular
from finkit.core.review.schemas import ReviewRow
from finkit.core.review.sources import OVERSEAS_PURCHASE
from finkit.core.review.wording import first_names
from finkit.core.transactions.models import Transaction

PLACES = Path(__file__).with_name("data") / "everyday_places.csv"
#: The most a row may be to be everyday spending: a meal, a round of drinks, a week's fruit and veg, a
#: ticket. Anything dearer may be equipment, a course, a hire: asked on its own.
SMALL = Decimal(200)
#: The reasons a row of the question may be asked for: no category, or a guess below certainty.
EVERYDAY_REASONS = frozenset({"uncategorised", "needs_review", "low_confidence"})
#: A row this many days before a lodging row stays its own question (``TRIP_DAYS`` around a travel row,
#: as categorisation reads a trip): a hotel is charged at checkout, after the nights (and meals) it covers.
NEAR_A_TRIP = timedelta(days=4)
#: Why the question's rows are asked together (the first words of its reason).
WHY = (
    f"looks like everyday private spending: purchases at a counter of at most {SMALL} each, no trip near, "
    "nothing in a name says business"
)
#: The group key of the question (one a queue): its item id is stable across listings.
EVERYDAY_KEY = "out|everyday"
#: Wording that says a row is no card purchase at a counter (a bill paid, money sent).
_NOT_AT_A_COUNTER = re.compile(r"\b(?:BPAY|DIRECT DEBIT|DIRECT CREDIT|OSKO|PAYID|TFR|DD)\b")
#: A merchant reached through the web is no place a person goes.
_WEB = re.compile(r"\.(?:com|net|org|io|au|co)\b|\bwww\b|\bonline\b", re.IGNORECASE)
#: A card line ending in another country's code (ISO 3166 alpha-2, those no Australian state's
#: abbreviation shares): "DEEPL SE KOELN DE", "FAMILYMART NAMBA OSAKA JP". A purchase abroad is no place
#: the person goes at home: a trip's meal, or a supplier's charge; asked on its own.
_ABROAD = re.compile(
    r"\b(?:US|GB|UK|DE|FR|JP|NZ|SG|HK|IE|NL|CA|CN|IT|ES|SE|CH|LU|IN|ID|TH|KR|FJ|MY|PH|VN)\s*$"
)
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)


@dataclass(frozen=True)
class PlaceWords:
    """``data/everyday_places.csv`` read: place word -> category name; the business words."""

    places: Mapping[str, str]
    business: frozenset[str]


@lru_cache(maxsize=1)
def place_words() -> PlaceWords:
    places: dict[str, str] = {}
    business: set[str] = set()
    for row in data_rows(PLACES):
        word = row["word"].strip().casefold()
        if row["kind"].strip() == "place":
            places[word] = row["category"].strip()
        elif row["kind"].strip() == "business":
            business.add(word)
    return PlaceWords(places=places, business=frozenset(business))


def _words(text: str) -> list[str]:
    """The words of ``text``, case-folded, each with a plural's ``s`` dropped as a second form."""
    return [w.casefold() for w in _WORD.findall(text)]


def _forms(word: str) -> tuple[str, ...]:
    return (word, word[:-1]) if word.endswith("s") and len(word) > 3 else (word,)


def place_of(name: str) -> tuple[str, str] | None:
    """(the word, the private category it names) for the first word of ``name`` that says what kind of
    place it is ("Shambles Brewery": brewery, Meals & Dining), else None."""
    places = place_words().places
    for word in _words(name):
        for form in _forms(word):
            if form in places:
                return form, places[form]
    return None


@dataclass(frozen=True)
class OccupationSigns:
    """What the person's stated occupation makes a possible business cost: its common nouns (words
    written in lower case: "piano", "candles") and the kinds of place it names ("Markets")."""

    nouns: frozenset[str]
    places: frozenset[str]

    @classmethod
    def of(cls, occupation: str | None) -> OccupationSigns:
        text = occupation or ""
        places = place_words().places
        nouns = {w for w in _WORD.findall(text) if w.islower() and len(w) >= 4}
        kinds = {form for w in _words(text) for form in _forms(w) if form in places}
        return cls(
            nouns=frozenset(form for w in nouns for form in _forms(w.casefold())), places=frozenset(kinds)
        )


def business_sign(name: str, occupation: OccupationSigns) -> str | None:
    """The word of a merchant's ``name`` that says it may be a business cost, else None."""
    business = place_words().business
    organisation = organisation_words()
    if _WEB.search(name):
        return "a web address"
    for word in _words(name):
        forms = _forms(word)
        # an organisation word that names a kind of place ("brewery") says what the place is, not that
        # a business is buying there
        is_place = any(f in place_words().places for f in forms)
        if any(f in business for f in forms) or (word.upper() in organisation and not is_place):
            return word
        if any(f in occupation.nouns or f in occupation.places for f in forms):
            return f"{word} (the occupation's)"
    return None


def _counter_purchase(tx: Transaction) -> bool:
    """Whether the row reads as a purchase at a counter: no transfer, bill-payment or direct-debit
    wording (``channel_words``' ``transfer`` phrases, BPAY, Osko, direct debits)."""
    text = " ".join(tx.description.upper().split())
    return not _NOT_AT_A_COUNTER.search(text) and not _transfer_words().search(text)


@lru_cache(maxsize=1)
def _transfer_words() -> re.Pattern[str]:
    """The ``transfer`` phrases of the bank channel words, each as whole words."""
    phrases = sorted((p for p, kind in channel_words() if kind == "transfer"), key=len, reverse=True)
    return re.compile(r"(?<![\w/])(?:" + "|".join(re.escape(p) for p in phrases) + r")(?![\w/])")


def _abroad(tx: Transaction) -> bool:
    """Whether the row was bought abroad: a foreign currency or an overseas country code on the line."""
    texts = (tx.description, tx.merchant or "")
    return any(OVERSEAS_PURCHASE.search(t) or _ABROAD.search(t.strip().upper()) for t in texts)


def trips_near(
    session: Session, ctx: AccountContext, rows: Iterable[Transaction]
) -> list[tuple[datetime, datetime]]:
    """The spans of the account's trips away from home near ``rows``, from rows that are a sign of one:
    a travel category other than local transport (``TRIP_DAYS`` either side), or lodging (lodging
    words, an accommodation category: charged at checkout, so ``NEAR_A_TRIP`` before it, the nights and
    meals it covers, and ``TRIP_DAYS`` after)."""
    days = [day_start(tx.date) for tx in rows]
    if not days:
        return []
    local = local_travel_categories()
    found = session.execute(
        select(
            Transaction.date,
            Transaction.merchant,
            Transaction.description,
            Category.name,
            Category.tax_category,
        )
        .outerjoin(Category, Category.id == Transaction.category_id)
        .where(
            Transaction.account_id == ctx.account_id,
            Transaction.amount < 0,
            Transaction.date >= min(days) - TRIP_DAYS,
            Transaction.date <= max(days) + NEAR_A_TRIP + timedelta(days=1),
            or_(Category.id.is_(None), Category.tax_category == "travel"),
        )
    ).all()
    spans: list[tuple[datetime, datetime]] = []
    for day, merchant, description, name, tax_category in found:
        category = (name or "").casefold()
        lodging = bool(LODGING.search(f"{merchant or ''} {description}")) or "accommodation" in category
        if lodging or (tax_category == "travel" and category not in local):
            spans.append(
                (day_start(day) - (NEAR_A_TRIP if lodging else TRIP_DAYS), day_start(day) + TRIP_DAYS)
            )
    return spans


def looks_everyday(
    *,
    names: list[str],
    rows: list[tuple[Transaction, Category | None]],
    reasons: set[str],
    occupation: OccupationSigns,
) -> bool:
    """Whether a group of money out (its merchants' ``names``, its rows and the reasons they are asked)
    looks like everyday private spending to ask with the others: False when anything says the merchant
    may be a business cost. Which of its rows are on a trip is ``off_trips``'s to say."""
    everyday = everyday_private_categories()
    if not rows or not reasons <= EVERYDAY_REASONS:
        return False
    if any(cat is not None and cat.name.casefold() not in everyday for _, cat in rows):
        return False
    if any(tx.amount >= 0 or -tx.amount > SMALL for tx, _ in rows):
        return False
    if any(not _counter_purchase(tx) or _abroad(tx) for tx, _ in rows) or is_regular(tx for tx, _ in rows):
        return False
    # the merchant's name, and each row's own words (the normaliser drops a legal form: "MTAT INC" is Mtat)
    texts = [*names, *(tx.description for tx, _ in rows)]
    return not any(business_sign(text, occupation) is not None for text in texts)


#: A purchase abroad stands for a day of a trip: rows abroad this many days either side of one another
#: are one trip (a week with no card purchase abroad ends it).
ABROAD_DAYS = timedelta(days=4)


def trip_sign(tx: Transaction, category: Category | None) -> bool:
    """Whether the row itself says a trip away: lodging words or an accommodation category, travel other
    than local transport, or a purchase abroad."""
    name = (category.name if category else "").casefold()
    if LODGING.search(f"{tx.merchant or ''} {tx.description}") or "accommodation" in name:
        return True
    travel = (
        category is not None and category.tax_category == "travel" and name not in local_travel_categories()
    )
    return travel or _abroad(tx)


def trips_of(
    session: Session, ctx: AccountContext, rows: Iterable[Transaction]
) -> list[tuple[datetime, datetime]]:
    """The trips away ``rows`` may be on, each one span (start, end), oldest first: the spans of the
    trip signs near them (``trips_near``: travel other than local transport, lodging) joined where they
    meet, and a purchase abroad among ``rows`` (a foreign currency, another country's code on the line)
    carrying a trip on by ``ABROAD_DAYS`` either side. A run of purchases abroad with no travel or
    lodging sign in it is no trip (an overseas supplier's charges)."""
    rows = list(rows)
    signs = trips_near(session, ctx, rows)
    abroad = [
        (day_start(tx.date) - ABROAD_DAYS, day_start(tx.date) + ABROAD_DAYS) for tx in rows if _abroad(tx)
    ]
    joined: list[tuple[datetime, datetime, bool]] = []
    for start, end, sign in sorted([(s, e, True) for s, e in signs] + [(s, e, False) for s, e in abroad]):
        if joined and start <= joined[-1][1]:
            first, last, had = joined[-1]
            joined[-1] = (first, max(last, end), had or sign)
        else:
            joined.append((start, end, sign))
    return [(start, end) for start, end, sign in joined if sign]


def off_trips(
    session: Session, ctx: AccountContext, groups: Mapping[str, list[tuple[Transaction, Category | None]]]
) -> dict[str, set[str]]:
    """For each group (id -> rows), the ids of its rows that are on no trip (``trips_near``, read once
    for all): a row on a trip is asked on its own (a meal away overnight for work is a business cost)."""
    trips = trips_near(session, ctx, [tx for rows in groups.values() for tx, _ in rows])
    return {
        gid: {tx.id for tx, _ in rows if not any(start <= day_start(tx.date) <= end for start, end in trips)}
        for gid, rows in groups.items()
    }


def occupation_signs(session: Session, ctx: AccountContext) -> OccupationSigns:
    return OccupationSigns.of(load_profile(session, ctx).occupation)


def suggested_category(
    rows: list[tuple[Transaction, Category | None]], categories: Iterable[str]
) -> str | None:
    """The private category most rows are: the one finkit guessed, else the one the place word of the
    merchant's name says (of the account's ``categories``), else None."""
    have = {c.casefold(): c for c in categories}
    named: list[str] = []
    for tx, cat in rows:
        if cat is not None:
            named.append(cat.name)
        elif (place := place_of(tx.merchant or tx.description)) and place[1].casefold() in have:
            named.append(have[place[1].casefold()])
    return Counter(named).most_common(1)[0][0] if named else None


def evidence(names: Iterable[str]) -> str:
    """What the names say, for the item's reason: "brewery (Shambles Brewery), market (Farm Gate
    Market); no word for Etty Street, Black Buffalo"."""
    said: dict[str, list[str]] = {}
    unnamed: list[str] = []
    for merchant in names:
        place = place_of(merchant)
        if place is None:
            unnamed.append(merchant)
        else:
            said.setdefault(place[0], []).append(merchant)
    parts = [f"{word} ({', '.join(sorted(ms)[:3])})" for word, ms in sorted(said.items())]
    if unnamed:
        shown = first_names(sorted(unnamed))
        parts.append(f"no word for {shown}")
    return "a kind of place in the name: " + "; ".join(parts) if parts else ""


def item_rows(ctx: AccountContext, ids: Iterable[str]) -> list[ReviewRow]:
    """The rows ``ids`` of the account (oldest first) as a person picks among them: date, description,
    amount. The dashboard lists the everyday question's rows with these, to tick the business ones."""
    wanted = list(ids)
    with ctx.db.session() as session:
        found = session.scalars(
            select(Transaction).where(Transaction.account_id == ctx.account_id, Transaction.id.in_(wanted))
        ).all()
        return [
            ReviewRow(
                id=tx.id,
                date=day_start(tx.date).date().isoformat(),
                description=tx.description,
                amount=tx.amount,
                currency=tx.currency,
            )
            for tx in sorted(found, key=lambda t: (day_start(t.date), t.id))
        ]
