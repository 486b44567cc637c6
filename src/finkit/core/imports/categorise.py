"""The import-time fallback categorisation: the last, most conservative part of the pipeline's
categorise step (``finkit.core.pipeline.steps``).

Rows still without a category after the user's rules, the knowledge base and the model get the default
category whose keywords are unmistakable in the merchant or the description's words (read by
``categorise.normalise.clean_description``: the bank's channel words, such as "OSKO" or "INTERNET
BANKING", say how money moved, not what it was for)
(``categories.defaults.obvious_category_name``), ``assignedBy = import``, but only when the category's
kind agrees with the row's direction (money out never lands in an income category, money in never in
an expense one). Tax fields are derived afterwards, by the pipeline's next step.
"""

from __future__ import annotations

import re

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.categories.defaults import DEFAULT_CATEGORIES
from finkit.core.categories.models import Category
from finkit.core.categorise.direction import fits_direction
from finkit.core.categorise.normalise import clean_description, transfer_wording
from finkit.core.context import AccountContext
from finkit.core.digitshape import digit_shape
from finkit.core.imports.rows import ImportRow
from finkit.core.profile.service import load_profile

_CACHE_LIMIT = 200_000
_NAMES = [c.name for c in DEFAULT_CATEGORIES]
_PATTERNS = [c.pattern() for c in DEFAULT_CATEGORIES]
#: Keywords that name no digit ("woolworths", "\\bbp\\b") match a text exactly when they match its
#: *shape* (every ASCII digit written as "0"). Bank descriptions differ mostly in store numbers,
#: references, dates and card masks, so a million rows have a few thousand shapes; the first of those
#: keywords to match is cached per shape. The few keyword sets that do name digits ("7-eleven") are
#: tried on the text itself, and only when they come first in the list.
_NAMES_DIGITS = [bool(re.search(r"[0-9]", c.keywords)) for c in DEFAULT_CATEGORIES]
_SESSION_KEY = "finkit_import_fallback"
_DIGIT_SETS = [index for index, names_digits in enumerate(_NAMES_DIGITS) if names_digits]


class ObviousNames:
    """``categories.defaults.obvious_category_name`` with a per-shape cache (one per import)."""

    def __init__(self) -> None:
        self._first: dict[str, int] = {}  # shape -> index of the first digit-free keyword set it matches

    def index(self, text: str) -> int:
        """The index in ``DEFAULT_CATEGORIES`` of the obvious category of ``text`` (its length: none)."""
        shape = digit_shape(text)
        first = self._first.get(shape)
        if first is None:
            first = len(_NAMES)
            for index, pattern in enumerate(_PATTERNS):
                if not _NAMES_DIGITS[index] and pattern.search(shape):
                    first = index
                    break
            if len(self._first) >= _CACHE_LIMIT:
                self._first.clear()
            self._first[shape] = first
        for index in _DIGIT_SETS:
            if index >= first:
                break
            if _PATTERNS[index].search(text):
                return index
        return first

    def name(self, text: str) -> str | None:
        """The default category name whose keywords appear in ``text``, if any."""
        index = self.index(text)
        return _NAMES[index] if index < len(_NAMES) else None


class ImportCategoriser:
    def __init__(self, session: Session, ctx: AccountContext) -> None:
        rows = session.execute(
            select(Category.id, Category.name_key, Category.name, Category.kind).where(
                Category.account_id == ctx.account_id
            )
        ).all()
        self._kinds: dict[str, str] = {r[0]: r[3] for r in rows}
        self._by_name: dict[str, str] = {r[1]: r[0] for r in rows}
        self._names: dict[str, str] = {r[0]: r[2] for r in rows}
        self._obvious_names = ObviousNames()
        by_name = self._by_name
        self._ids: list[str | None] = [by_name.get(name.casefold()) for name in _NAMES] + [None]
        self._transfers = by_name.get("transfers")
        profile = load_profile(session, ctx)
        #: A business is asked about a transfer (a client paying, a contractor paid); a household is not.
        self._business = profile.is_business or profile.gst_registered

    def category_name(self, category_id: str | None) -> str | None:
        return self._names.get(category_id) if category_id else None

    def _obvious(self, text: str) -> str | None:
        return self._ids[self._obvious_names.index(text)]

    def apply(self, rows: list[ImportRow]) -> None:
        kinds = self._kinds
        for row in rows:
            if row.category_id is None:
                words = clean_description(row.description)  # the bank's channel words are no category
                text = f"{row.merchant} {words}" if row.merchant else words
                category_id = self._obvious(text)
                if category_id is None and not self._business and transfer_wording(row.description):
                    category_id = self._transfers  # a household's transfer to or from someone
                if category_id is not None and fits_direction(kinds.get(category_id), row.amount):
                    row.category_id = category_id
                    row.category_assigned_by = "import"
            elif row.category_id not in kinds:  # a step named a category this account does not have
                row.category_id = row.category_assigned_by = None


def import_categoriser(session: Session, ctx: AccountContext) -> ImportCategoriser:
    """The fallback categoriser of this import (one per session and account: loaded once per import)."""
    cache: dict[str, ImportCategoriser] = session.info.setdefault(_SESSION_KEY, {})
    categoriser = cache.get(ctx.account_id)
    if categoriser is None:
        categoriser = cache[ctx.account_id] = ImportCategoriser(session, ctx)
    return categoriser


def fallback_categories(session: Session, ctx: AccountContext, rows: list[ImportRow]) -> None:
    """Pipeline step: the default-keyword fallback over one chunk."""
    import_categoriser(session, ctx).apply(rows)
