"""Whether a person's stated occupation sells food (``data/food_business.csv``): a bakery, a café, a coffee
van, a caterer, a grocer. Read by categorisation (what a stated supplier of such a business sells) and by the
review's food questions (``review.food``); kept apart from both, with no import of either, so neither
depends on the other through it."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from finkit.core.datafiles import data_rows
from finkit.core.profile.schemas import TaxProfile

DATA = Path(__file__).with_name("data") / "food_business.csv"
#: Occupations whose price includes the customers' meals (a day tour with lunch, a bed and breakfast).
GUEST_MEALS = Path(__file__).with_name("data") / "guest_meals.csv"


@cache
def _food_occupations() -> re.Pattern[str]:
    patterns = [row["pattern"] for row in data_rows(DATA)]
    return re.compile(r"\b(?:" + "|".join(f"(?:{p})" for p in patterns) + r")s?\b", re.IGNORECASE)


def sells_food(occupation: str | None) -> bool:
    """Whether the occupation the person stated sells food: "Baker and café owner", "coffee van operator",
    "caterer". Not stated, or any other: False."""
    return bool(occupation) and _food_occupations().search(occupation or "") is not None


@cache
def _guest_meal_occupations() -> re.Pattern[str]:
    patterns = [row["pattern"] for row in data_rows(GUEST_MEALS)]
    return re.compile(r"\b(?:" + "|".join(f"(?:{p})" for p in patterns) + r")\b", re.IGNORECASE)


def feeds_guests(occupation: str | None) -> bool:
    """Whether the occupation the person stated includes the customers' meals in its price ("day tours
    from Cairns", "bed and breakfast host", ``data/guest_meals.csv``): a cafe or bakery on their statement
    may be the guests' lunch, a cost of the supply, not a private meal. Not stated, or any other: False."""
    return bool(occupation) and _guest_meal_occupations().search(occupation or "") is not None


def food_business(profile: TaxProfile) -> bool:
    """Whether the person is a GST-registered food business: what the review's food questions and a stated
    food supplier's invoices depend on (a person not registered charges no GST on any sale)."""
    return bool(profile.gst_registered and sells_food(profile.occupation))


def buys_customers_food(profile: TaxProfile) -> bool:
    """Whether the person's business buys food for its customers: it sells food (``sells_food``) or its
    price includes the customers' meals (``feeds_guests``: a bed and breakfast's breakfasts, a day tour's
    lunch). Its groceries may be the customers' food (cost of sales: ITAA 1997 s8-1) or the household's, so
    the review asks them (``review.food``); registered for GST or not, the deduction depends on it."""
    business = profile.is_business or profile.gst_registered
    return bool(business and (sells_food(profile.occupation) or feeds_guests(profile.occupation)))
