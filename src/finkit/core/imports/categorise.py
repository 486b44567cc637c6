"""The import-time fallback categorisation and the category-derived fields of imported rows.

Runs after the registered enrichers (rules, categoriser): rows still without a category get the
default category whose keywords are unmistakable in the merchant or description
(``categories.defaults.obvious_category_name``), ``assignedBy = import``. Every categorised row then
takes ``isTaxDeductible`` from its category when the row does not say, and its GST from the
category's ``defaultGstRate`` when the row carries no GST information.
"""

from __future__ import annotations

import re
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.categories.defaults import obvious_category_name
from finkit.core.categories.models import Category
from finkit.core.context import AccountContext
from finkit.core.imports.rows import ImportRow
from finkit.core.money import tax_portion

# Bank descriptions carry card numbers, references and dates that make most texts unique; no default
# keyword has a run of 3+ digits, so texts that differ only there share one cache entry.
_LONG_DIGITS = re.compile(r"\d{3,}")
_CACHE_LIMIT = 200_000


class ImportCategoriser:
    def __init__(self, session: Session, ctx: AccountContext) -> None:
        rows = session.execute(
            select(
                Category.id,
                Category.name_key,
                Category.is_tax_deductible,
                Category.default_gst_rate,
                Category.name,
            ).where(Category.account_id == ctx.account_id)
        ).all()
        self._by_id: dict[str, tuple[bool, Decimal | None]] = {r[0]: (bool(r[2]), r[3]) for r in rows}
        self._by_name: dict[str, str] = {r[1]: r[0] for r in rows}
        self._names: dict[str, str] = {r[0]: r[4] for r in rows}
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
        by_id = self._by_id
        for row in rows:
            if row.category_id is None:
                text = f"{row.merchant} {row.description}" if row.merchant else row.description
                category_id = self._obvious(text)
                if category_id is not None:
                    row.category_id = category_id
                    row.category_assigned_by = "import"
            if row.category_id is None:
                continue
            info = by_id.get(row.category_id)
            if info is None:  # an enricher named a category this account does not have: never link it
                row.category_id = row.category_assigned_by = None
                continue
            deductible, default_rate = info
            if row.is_tax_deductible is None:
                row.is_tax_deductible = deductible
            if row.gst_amount is None:
                rate = row.gst_rate if row.gst_rate is not None else default_rate
                if rate is not None:
                    row.gst_amount = tax_portion(
                        row.amount, rate, included=row.gst_included, currency=row.currency
                    )
