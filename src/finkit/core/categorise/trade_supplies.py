"""The tools of a trade at a shop most people shop at privately (``data/trade_supplies.csv``): for a
business whose stated occupation makes a pharmacy's sunscreen or a sports store's gear a cost of its
work, a private guess there is a question, not a certainty (issue 26, "never silently wrong": a surf
school's sunscreen for students filed as a private chemist purchase lost its deduction and its credit)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from finkit.core.categorise.guess import Guess
from finkit.core.categorise.knowledge import KEYWORD_CONFIDENCE
from finkit.core.datafiles import data_rows

DATA = Path(__file__).with_name("data") / "trade_supplies.csv"


@dataclass(frozen=True)
class TradeSupply:
    category: str  # case-folded category name of the guess
    shop: re.Pattern[str]
    why: str


@cache
def _rows() -> tuple[tuple[re.Pattern[str], TradeSupply], ...]:
    return tuple(
        (
            re.compile(r["occupation"], re.IGNORECASE),
            TradeSupply(
                r["category"].strip().casefold(), re.compile(r["shop"], re.IGNORECASE), r["why"].strip()
            ),
        )
        for r in data_rows(DATA)
    )


def trade_supplies(occupation: str | None) -> tuple[TradeSupply, ...]:
    """The shops whose goods are tools of the stated occupation's trade (none when none is stated)."""
    if not occupation:
        return ()
    return tuple(supply for pattern, supply in _rows() if pattern.search(occupation))


def trade_supply_question(supplies: tuple[TradeSupply, ...], category: str, text: str) -> str | None:
    """The question for a purchase guessed into ``category`` at the shop ``text`` names, or None."""
    folded = category.casefold()
    return next((s.why for s in supplies if s.category == folded and s.shop.search(text)), None)


SUPPLIERS = Path(__file__).with_name("data") / "occupation_suppliers.csv"


@dataclass(frozen=True)
class TradeSupplier:
    """Where a trade buys its materials (``data/occupation_suppliers.csv``): the guess and its question."""

    shop: re.Pattern[str]
    category: str  # the guessed category's name
    why: str


@cache
def _suppliers() -> tuple[tuple[re.Pattern[str], TradeSupplier], ...]:
    return tuple(
        (
            re.compile(r["occupation"], re.IGNORECASE),
            TradeSupplier(re.compile(r["shop"], re.IGNORECASE), r["category"].strip(), r["why"].strip()),
        )
        for r in data_rows(SUPPLIERS)
    )


def trade_suppliers(occupation: str | None) -> tuple[TradeSupplier, ...]:
    """The suppliers of the stated occupation's materials (none when none is stated)."""
    if not occupation:
        return ()
    return tuple(supplier for pattern, supplier in _suppliers() if pattern.search(occupation))


def trade_supplier(suppliers: tuple[TradeSupplier, ...], text: str) -> TradeSupplier | None:
    """The first of ``suppliers`` whose shop ``text`` (a row's merchant and description) names, or None."""
    return next((s for s in suppliers if s.shop.search(text)), None)


def trade_supplier_guess(
    row: Any, suppliers: tuple[TradeSupplier, ...], *, by_key: Mapping[str, str]
) -> Guess | None:
    """A purchase at one of ``suppliers`` (the stated trade's: a landscaper's nursery or soil yard): its
    category (of ``by_key``, the account's category ids by name key), asked, since the same shops sell to
    people for their homes. The caller lets it win over a generic keyword (a soil yard in the suburb of
    Brahma Lodge is no lodging), never over a named merchant, the account's history or a rule."""
    found = trade_supplier(suppliers, f"{row.merchant or ''} {row.description}".casefold())
    category_id = by_key.get(found.category.casefold()) if found else None
    if found is None or category_id is None:
        return None
    return Guess(category_id, KEYWORD_CONFIDENCE, "keyword", ask=True, why=found.why)
