"""Rent of premises used wholly for the business, asked once: is the lease taxable?

Rent filed in an input-taxed category (``Rent & Mortgage``: residential rent, GST Act s40-35) that the
person holds wholly business (a shop, an office) is derived taxable (``tax.treatment.commercial_rent``):
a registered landlord's lease of commercial premises carries GST, and its credit is the tenant's. Filed
input-taxed, a shop's rent loses that credit every month without a word; filed taxable, it is right for
most tenants but not all (a landlord under the registration threshold charges no GST; a house used only
for work is still residential premises). Only the landlord's invoice says which, so the review asks once
and the answer is remembered for the landlord's later rows.
"""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.categories.models import Category
from finkit.core.categorise.stated import Stated
from finkit.core.context import AccountContext
from finkit.core.datafiles import data_pattern
from finkit.core.profile.service import load_profile
from finkit.core.review.flags import FINKITS_GUESS, NOT_REMEMBERED, Flag, Window
from finkit.core.tax.gst import known_treatment
from finkit.core.tax.treatment import says_rent
from finkit.core.transactions.models import Transaction

#: Words of an occupation that say the business leases premises of its own (with sources).
BUSINESS_PREMISES = Path(__file__).with_name("data") / "business_premises.csv"
#: Words of a rent payment that name business premises ("studio rent", "shop rent"; with sources).
PREMISES_RENT_WORDS = Path(__file__).with_name("data") / "premises_rent_words.csv"

COMMERCIAL_RENT_REASON = "commercial_rent"
COMMERCIAL_RENT_NOTE = (
    "rent of premises you use only for the business is filed as a commercial lease: taxable, its GST a "
    "credit. Does the landlord's invoice show GST (no GST: an unregistered landlord; a home: input-taxed)?"
)


def commercial_rent_questions(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """Rows of an input-taxed category that derivation filed taxable (commercial rent) and whose GST
    treatment nobody has stated: asked once, as one question per landlord. A row the tax knowledge
    files taxable as a fact about its supplier (``gst_rules.csv``: a card-payment provider's fee, which
    its tax invoice shows GST on) is no lease: nothing is asked of it here."""
    profile = load_profile(session, ctx)
    country = profile.country
    stated = Stated.of(profile)
    rows = session.execute(
        select(Transaction.id, Transaction.tax_user_set, Transaction.merchant, Transaction.description)
        .join(Category, Category.id == Transaction.category_id)
        .where(
            Transaction.account_id == ctx.account_id,
            *window.clauses(),
            Transaction.amount < 0,
            Transaction.gst_treatment == "taxable",
            Transaction.gst_rate.is_(None),
            Category.gst_treatment == "input_taxed",
            Category.kind == "expense",
        )
    ).all()
    return [
        Flag(tx_id, COMMERCIAL_RENT_REASON, COMMERCIAL_RENT_NOTE)
        for tx_id, user_set, merchant, description in rows
        if "gst_treatment" not in (user_set or [])
        and not _supplier_taxable(country, f"{merchant or ''} {description}")
        and stated.gst_supplier(merchant, description) is None  # the landlord's invoices, as stated
    ]


def _supplier_taxable(country: str, text: str) -> bool:
    """Whether the tax knowledge states the supplier's supply taxable whatever the category
    (``tax.gst.known_treatment``: a fact, not a treatment the invoice decides)."""
    rule = known_treatment(country, text)
    return rule is not None and rule.overrides_category and not rule.asked and rule.treatment == "taxable"


PREMISES_RENT_REASON = "premises_rent"
PREMISES_RENT_NOTE = (
    "your occupation says the business leases premises, and no rent is filed as theirs: is this the lease "
    "of the business premises (P8 rent; a registered landlord's invoice shows GST, a credit) or your "
    "home's rent (private)?"
)
#: Asked of a rent payment whose own words name premises when the occupation says none.
PREMISES_WORDS_NOTE = (
    "this rent's words name premises (a studio, a shop, an office), and no rent is filed as the business's: "
    "is it the lease of the business premises (P8 rent; a registered landlord's invoice shows GST, a credit) "
    "or your home's rent (private)?"
)


def names_premises(text: str) -> bool:
    """Whether a rent payment's own words (payee, reference) name business premises
    (``data/premises_rent_words.csv``): "HIGH ST STUDIOS PTY studio rent", "shop rent"."""
    return data_pattern(PREMISES_RENT_WORDS).search(text) is not None


def leases_premises(occupation: str | None) -> bool:
    """Whether the stated occupation says the business leases premises of its own
    (``data/business_premises.csv``): "café owner, leased shopfront on South Terrace"."""
    return bool(occupation) and data_pattern(BUSINESS_PREMISES).search(occupation or "") is not None


def premises_rent_questions(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """Rent finkit filed private (residential rent's input-taxed category, no deduction) for a business
    whose stated occupation says it leases premises, while no rent in the books is the premises' yet (a
    landlord's share stated, or an answer): the lease or the home's rent? Asked once per landlord (the
    answer is remembered); once one landlord is the premises', the other rent is the home's.

    An occupation that says nothing of premises ("silversmith and jeweller") does not make a rent whose
    own words name them ("HIGH ST STUDIOS PTY studio rent") the home's: that rent alone is asked (round
    25, the jeweller's shared-studio bench, filed private every month without a word)."""
    profile = load_profile(session, ctx)
    if not (profile.is_business or profile.gst_registered):
        return []
    stated = leases_premises(profile.occupation)
    rows = session.execute(
        select(Transaction.id, Transaction.merchant, Transaction.description, Transaction.is_tax_deductible)
        .join(Category, Category.id == Transaction.category_id)
        .where(
            Transaction.account_id == ctx.account_id,
            Transaction.amount < 0,
            Category.gst_treatment == "input_taxed",
            Category.kind == "expense",
        )
    ).all()
    rent = [r for r in rows if says_rent(profile.country, f"{r.merchant or ''} {r.description}")]
    if any(r.is_tax_deductible for r in rent):
        return []  # the premises' lease is known: the rest is the home's
    note = PREMISES_RENT_NOTE
    if not stated:
        rent = [r for r in rent if names_premises(f"{r.merchant or ''} {r.description}")]
        note = PREMISES_WORDS_NOTE
    asked = set(
        session.scalars(
            select(Transaction.id).where(
                Transaction.id.in_([r.id for r in rent]),
                *window.clauses(),
                FINKITS_GUESS,
                NOT_REMEMBERED,
            )
        )
    )
    return [Flag(r.id, PREMISES_RENT_REASON, note) for r in rent if r.id in asked]
