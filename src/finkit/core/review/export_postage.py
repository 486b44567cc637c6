"""An exporter's postage dockets (round 25, issue 26): a GST-registered business that sells overseas posts
some parcels abroad, and international postage is GST-free (GST Act s38-355, table item 5: the transport
of goods out of Australia) while domestic postage is taxable. A post office docket can hold both, so 1/11
of the whole would overstate the GST credit. Unless the person stated the carrier's GST
(``StatedSupplier.gst_treatment``: ``taxable`` settles it, ``mixed`` asks each invoice through
``sources.mixed_supplier_invoices``), each such docket is asked what GST it shows, as an insurance
premium is (``sources.gst_amount_unknown``). A business with no export sale in the period is not asked:
its postage is domestic. The carriers are data with sources (``data/export_postage.csv``), by country.

Its own module: the jeweller's year (h29jeweller) may touch postage too."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.categorise.stated import Stated
from finkit.core.context import AccountContext
from finkit.core.datafiles import data_rows
from finkit.core.profile.service import load_profile
from finkit.core.review.flags import GST_AMOUNT_QUESTION, GST_AMOUNT_REASON, Flag, Window
from finkit.core.transactions.models import Transaction

DATA = Path(__file__).with_name("data") / "export_postage.csv"
#: Why the docket is asked, after ``GST_AMOUNT_QUESTION``.
EXPORT_POSTAGE_WORDS = (
    "you sell overseas, and international postage is GST-free while domestic postage holds GST: "
    "give the docket's GST (or its GST-free international part)"
)


@cache
def _carriers(country: str) -> re.Pattern[str] | None:
    """One pattern of the country's carriers that sell international and domestic postage."""
    parts = [
        f"(?:{row['pattern']})"
        for row in data_rows(DATA)
        if row["country"].strip().upper() == country.upper()
    ]
    return re.compile("|".join(parts), re.IGNORECASE) if parts else None


def international_carrier(country: str, *texts: str | None) -> bool:
    """Whether any of ``texts`` (merchant, description) names a carrier whose docket may hold
    international postage (GST-free) beside domestic (taxable)."""
    pattern = _carriers(country)
    return pattern is not None and any(pattern.search(text) for text in texts if text)


def export_postage(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """Taxable business postage at a carrier of international parcels, for a GST-registered business with
    export sales (money in at G2) in the period, whose GST nobody has given or stated: asked."""
    profile = load_profile(session, ctx)
    if not profile.gst_registered or _carriers(profile.country) is None:
        return []
    exports = session.execute(
        select(Transaction.id)
        .where(
            Transaction.account_id == ctx.account_id,
            *window.clauses(),
            Transaction.amount > 0,
            Transaction.gst_treatment == "export",
        )
        .limit(1)
    ).first()
    if exports is None:
        return []
    stated = Stated.of(profile)
    rows = session.execute(
        select(Transaction.id, Transaction.merchant, Transaction.description, Transaction.tax_user_set).where(
            Transaction.account_id == ctx.account_id,
            *window.clauses(),
            Transaction.amount < 0,
            Transaction.is_tax_deductible.is_(True),
            Transaction.gst_treatment == "taxable",
            Transaction.gst_free_part.is_(None),
        )
    ).all()
    return [
        Flag(tx_id, GST_AMOUNT_REASON, f"{GST_AMOUNT_QUESTION} {EXPORT_POSTAGE_WORDS}")
        for tx_id, merchant, description, user_set in rows
        if "gst_amount" not in (user_set or [])
        and stated.gst_supplier(merchant, description) is None
        and international_carrier(profile.country, merchant, description)
    ]
