"""The tax profile: a change re-derives every transaction's tax treatment in the same unit of work."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from finkit.core.context import AccountContext
from finkit.core.pipeline import settle
from finkit.core.profile.schemas import TaxProfile, TaxProfileUpdate
from finkit.core.profile.service import business_use_change, get_profile, record_profile_update, store_profile
from finkit.core.schemas import parse

__all__ = ["get_profile", "set_business_use", "update_profile"]


def update_profile(ctx: AccountContext, *, data: TaxProfileUpdate | dict[str, Any]) -> TaxProfile:
    """``PATCH /api/profile``: change the fields given (``null`` clears an optional one) and store the
    profile; the first change stores the defaults plus the change. Refused as a whole, naming each field.
    Every transaction's deductibility, business share and GST is derived again."""
    change = parse(TaxProfileUpdate, data)
    with ctx.db.session() as session:
        profile, changes = store_profile(session, ctx, change)
        settled = settle(session, ctx, changes)
        record_profile_update(session, ctx, change.model_fields_set, settled.tax_rederived)
        return profile


def set_business_use(
    ctx: AccountContext,
    *,
    category: str | None = None,
    merchant: str | None = None,
    percent: Decimal | str | None,
) -> TaxProfile:
    """Set (or, with ``percent`` None or ``"none"``, remove) the business share of one mixed-use category or one
    merchant, asked once and kept on the profile; that category's or merchant's rows are derived again
    (a share a row's own edit set stays the row's)."""
    with ctx.db.session() as session:
        change = business_use_change(session, ctx, category=category, merchant=merchant, percent=percent)
        profile, changes = store_profile(session, ctx, change)
        settled = settle(session, ctx, changes)
        record_profile_update(session, ctx, change.model_fields_set, settled.tax_rederived)
        return profile
