"""The import-time fallback categorisation: the last, most conservative part of the pipeline's
categorise step (``finkit.core.pipeline.steps``).

Rows still without a category after the user's rules, the knowledge base and the model get the default
category whose keywords are unmistakable in the merchant or description
(``categories.defaults.obvious_category_name``), ``assignedBy = import``, but only when the category's
kind agrees with the row's direction (money out never lands in an income category, money in never in
an expense one). Tax fields are derived afterwards, by the pipeline's next step.
"""

from __future__ import annotations

import re

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.categories.defaults import obvious_category_name
from finkit.core.categories.models import Category
from finkit.core.categorise.direction import fits_direction
from finkit.core.context import AccountContext
from finkit.core.imports.rows import ImportRow

# Bank descriptions carry card numbers, references and dates that make most texts unique; no default
# keyword has a run of 3+ digits, so texts that differ only there share one cache entry.
_LONG_DIGITS = re.compile(r"\d{3,}")
_CACHE_LIMIT = 200_000
_SESSION_KEY = "finkit_import_fallback"


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
        self._cache: dict[str, str | None] = {}

    def category_name(self, category_id: str | None) -> str | None:
        return self._names.get(category_id) if category_id else None

    def _obvious(self, text: str) -> str | None:
        key = _LONG_DIGITS.sub("0", text)
        try:
            return self._cache[key]
        except KeyError:
            pass
        name = obvious_category_name(key)
        category_id = self._by_name.get(name.casefold()) if name else None
        if len(self._cache) < _CACHE_LIMIT:
            self._cache[key] = category_id
        return category_id

    def apply(self, rows: list[ImportRow]) -> None:
        kinds = self._kinds
        for row in rows:
            if row.category_id is None:
                text = f"{row.merchant} {row.description}" if row.merchant else row.description
                category_id = self._obvious(text)
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
