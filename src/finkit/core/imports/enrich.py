"""Enrichers shape imported rows after dedupe and before they are written, inside the import's
transaction: the rules engine and the categoriser register here, so imported rows land categorised."""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy.orm import Session

from finkit.core.context import AccountContext
from finkit.core.imports.rows import ImportRow
from finkit.core.merchants.service import name_merchants

#: ``enricher(session, ctx, rows)`` mutates ``rows`` in place (one chunk at a time).
Enricher = Callable[[Session, AccountContext, list[ImportRow]], None]
_ENRICHERS: list[tuple[int, Enricher]] = []


def register_import_enricher(enricher: Enricher, *, order: int = 100) -> Enricher:
    """Register ``enricher``; lower ``order`` runs first (rules: 10, categoriser: 50, defaults: 90)."""
    _ENRICHERS.append((order, enricher))
    _ENRICHERS.sort(key=lambda pair: pair[0])
    return enricher


def run_enrichers(session: Session, ctx: AccountContext, rows: list[ImportRow]) -> None:
    """Name each row's merchant first (rules and the categoriser read it), then the enrichers."""
    name_merchants(session, ctx, rows)
    for _order, enricher in _ENRICHERS:
        enricher(session, ctx, rows)
