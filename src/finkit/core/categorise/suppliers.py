"""What general knowledge says about a supplier, for a business's purchase (``data/suppliers.csv``,
each line citing its source): a guess that would file a figure the knowledge cannot vouch for is asked.

Two questions come from it (issue 26, "never silently wrong"):

- **which return line**: a business category guessed for a purchase at a general retailer (hardware,
  department, electronics and office chains, supermarkets, online marketplaces) may be materials for a
  job (cost of sales), tools or supplies (all other expenses), an asset, or private: asked;
- **whether a GST credit**: for a GST-registered business, a credit is claimed without asking only where
  the supplier is known to give an Australian tax invoice: a knowledge-base merchant of the profile's
  country outside the digital categories, or a digital supplier named ``tax_invoice``. An overseas
  merchant, a marketplace, a booking or freelance platform, an international airline (``credit_asked``)
  and an unknown digital supplier get no credit until the person says so.

A donation guessed is asked too when it may not be a deductible gift (ITAA 1997 s30-15): through a
crowdfunding platform (the campaign's runner decides), or when the row's words name something received
for it (a raffle ticket, a dinner, an auction item, a charity shop's goods: no gift at all, round 25).

A guess the person made (a rule, their own category) is never questioned here: they said it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache
from pathlib import Path
from typing import Any

from finkit.core.categorise.guess import Guess
from finkit.core.categorise.knowledge import KnowledgeBase, KnowledgeMatch
from finkit.core.datafiles import data_rows
from finkit.core.tax.gst import known_treatment

SUPPLIERS = Path(__file__).with_name("data") / "suppliers.csv"
KINDS = (
    "general_retailer",
    "marketplace",
    "credit_asked",
    "tax_invoice",
    "digital_category",
    "not_gift_recipient",
    "benefit_received",
    "purchase_fee",
    "merchant_service_fee",
)

#: The review reasons (``core/review/sources.py``) and their words.
RETURN_LINE = "general_retailer"
GST_CREDIT = "gst_credit"
GIFT_RECIPIENT = "gift_recipient"
GIFT_BENEFIT = "gift_benefit"
RETURN_LINE_WORDS = (
    "bought at a general retailer: materials for a job (cost of sales), tools or supplies (other "
    "expenses), an asset, or private?"
)
GIFT_RECIPIENT_WORDS = (
    "a gift through a crowdfunding platform is deductible only when a deductible gift recipient (a "
    "registered charity with DGR status) runs the campaign: does it?"
)
GIFT_BENEFIT_WORDS = (
    "a payment for something you get back (a raffle or lottery ticket, a dinner or gala ticket, an auction "
    "item, a charity shop's goods) is not a gift and is not deductible, even to a registered charity: was it "
    "a gift with nothing in return?"
)
GST_CREDIT_WORDS = (
    "does the invoice show Australian GST? An overseas supplier or a marketplace seller charges a business "
    "none: no GST credit is claimed until you say"
)


@dataclass(frozen=True)
class CategoryFacts:
    """What a guessed category says about tax (its columns)."""

    name: str
    kind: str  # income | expense | transfer
    tax_category: str
    is_tax_deductible: bool
    gst_treatment: str | None
    default_gst_rate: Decimal | None

    @classmethod
    def of(cls, category: Any) -> CategoryFacts:
        """The facts of a category (an ORM ``Category`` or a row selecting its columns)."""
        return cls(
            category.name,
            category.kind,
            category.tax_category,
            category.is_tax_deductible,
            category.gst_treatment,
            category.default_gst_rate,
        )

    @property
    def business(self) -> bool:
        return self.kind == "expense" and self.is_tax_deductible and self.tax_category != "personal"

    @property
    def taxable(self) -> bool:
        if self.gst_treatment is not None:
            return self.gst_treatment == "taxable"
        return self.default_gst_rate is None or self.default_gst_rate > 0


@dataclass(frozen=True)
class SupplierQuestion:
    """Why a business purchase's guess is asked: ``reasons`` (``RETURN_LINE``, ``GST_CREDIT``), their
    words, and ``no_credit`` when no GST credit may be claimed until the person answers."""

    reasons: tuple[str, ...]
    words: str
    no_credit: bool


@lru_cache(maxsize=1)
def _patterns() -> dict[str, re.Pattern[str]]:
    """One pattern per kind (the file's lines of that kind, joined)."""
    found: dict[str, list[str]] = {kind: [] for kind in KINDS}
    for record in data_rows(SUPPLIERS):
        kind, pattern = record["kind"].strip(), record["pattern"].strip()
        if kind not in found:
            raise ValueError(f"{SUPPLIERS.name}: unknown kind {kind!r}")
        found[kind].append(f"(?:{pattern})")
    return {kind: re.compile("|".join(parts) or r"(?!)", re.IGNORECASE) for kind, parts in found.items()}


def supplier_kinds(text: str) -> frozenset[str]:
    """The kinds the file gives the supplier ``text`` (merchant and description) names."""
    folded = text.casefold()
    return frozenset(
        kind for kind, pattern in _patterns().items() if kind != "digital_category" and pattern.search(folded)
    )


def purchase_fee(text: str) -> bool:
    """Whether ``text`` (merchant and description) names a bank's fee charged on a purchase
    (``purchase_fee`` lines: an international transaction fee), whose deduction follows the purchase."""
    return bool(_patterns()["purchase_fee"].search(text.casefold()))


#: A card-payment provider's fee: its category is known, its GST treatment is asked.
MERCHANT_SERVICE_FEE_CONFIDENCE = Decimal("0.8")
#: Why a card-payment provider's debit is asked (``merchant_service_fee``).
MERCHANT_SERVICE_FEE_WORDS = (
    "a card-payment provider's merchant service fee: a business bank fee. A bank's merchant fees carry no "
    "GST (a financial supply); does this provider's tax invoice show GST?"
)


def merchant_service_fee(text: str) -> bool:
    """Whether ``text`` (merchant and description) is a card-payment provider's debit of its merchant
    service fee (``merchant_service_fee`` lines): "TYRO PAYMENTS MSF" is Tyro's fee, whatever "MSF" is
    elsewhere (Medecins Sans Frontieres opening a payee's name is a gift)."""
    return bool(_patterns()["merchant_service_fee"].search(text.casefold()))


#: A card-payment provider's fee whose GST the tax knowledge states (``tax/data/gst_rules.csv``: the
#: provider's own tax invoice shows GST on its fees): its category and its GST are both known.
MERCHANT_SERVICE_FEE_KNOWN = Decimal("0.95")


def merchant_service_fee_guess(row: Any, *, bank_fees_id: str | None, country: str = "AU") -> Guess | None:
    """A business's debit by its card-payment provider (``merchant_service_fee``): Bank Fees
    (``bank_fees_id``), asked, since whether GST is in it depends on who bills it, unless the tax
    knowledge states the provider's GST as a fact (Tyro, Square, Stripe: their tax invoices show GST on
    their fees, ``gst_rules.csv``; derivation then files the GST): then it is filed, not asked. The
    knowledge base is not read for it: a known name among the words after the provider's ("MSF") is an
    abbreviation, not the payee."""
    if row.amount >= 0 or bank_fees_id is None:
        return None
    text = f"{row.merchant or ''} {row.description}"
    if not merchant_service_fee(text):
        return None
    rule = known_treatment(country, row.description) or known_treatment(country, text)
    if rule is not None and rule.overrides_category and not rule.asked and rule.treatment == "taxable":
        return Guess(bank_fees_id, MERCHANT_SERVICE_FEE_KNOWN, "keyword")
    return Guess(
        bank_fees_id,
        MERCHANT_SERVICE_FEE_CONFIDENCE,
        "keyword",
        ask=True,
        why=MERCHANT_SERVICE_FEE_WORDS,
    )


def digital_category(name: str) -> bool:
    """Whether ``name`` is a category of digital supplies (``digital_category`` lines)."""
    return bool(_patterns()["digital_category"].search(name.strip().casefold()))


def supplier_text(match: KnowledgeMatch | None, text: str) -> str:
    """What names the supplier of a guess: the knowledge-base merchant it came from, else ``text``."""
    return match.merchant if match is not None and match.kind == "merchant" else text


def supplier_question(
    category: CategoryFacts | None,
    supplier: str,
    *,
    text: str,
    country: str,
    gst_registered: bool,
    known_country: str | None,
) -> SupplierQuestion | None:
    """The question a business's guessed purchase needs, or None when general knowledge vouches for
    every figure the guess files. ``supplier`` names the supplier (``supplier_text``: the knowledge-base
    merchant the guess came from, so "CALTEX WOOLWORTHS" is the fuel station the guess read, not the
    supermarket); ``text`` is the row's merchant and description (what ``gst_rules.csv`` reads);
    ``known_country`` the merchant's country ('' for a generic word, None for no match)."""
    if category is None or not category.business:
        return None
    kinds = supplier_kinds(supplier)
    reasons: list[str] = []
    words: list[str] = []
    if category.tax_category == "donation":
        # the row's own words, not the charity's name: "CANCER COUNCIL RAFFLE" is the charity selling a ticket
        if "benefit_received" in supplier_kinds(text):
            return SupplierQuestion((GIFT_BENEFIT,), GIFT_BENEFIT_WORDS, no_credit=False)
        if "not_gift_recipient" in kinds:
            return SupplierQuestion((GIFT_RECIPIENT,), GIFT_RECIPIENT_WORDS, no_credit=False)
        return None
    if kinds & {"general_retailer", "marketplace"}:
        reasons.append(RETURN_LINE)
        words.append(RETURN_LINE_WORDS)
    no_credit = False
    if gst_registered and category.taxable:
        rule = known_treatment(country, text)
        # gst_rules.csv knows the supplier, unless the invoice decides (``asked``)
        settled = rule is not None and rule.overrides_category and not rule.asked
        overseas = bool(known_country) and known_country != country
        unknown_digital = digital_category(category.name) and "tax_invoice" not in kinds
        if not settled and (kinds & {"marketplace", "credit_asked"} or overseas or unknown_digital):
            no_credit = True
            reasons.append(GST_CREDIT)
            words.append(GST_CREDIT_WORDS)
    if not reasons:
        return None
    return SupplierQuestion(tuple(reasons), "; ".join(words), no_credit)


def without_gst_credit(question: SupplierQuestion | None) -> SupplierQuestion | None:
    """``question`` for a purchase whose GST the person stated for its supplier (``StatedSupplier``'s
    ``gst_treatment``): the GST credit is no longer asked (the return line still is), None when nothing
    else is."""
    if question is None or GST_CREDIT not in question.reasons:
        return question
    reasons = tuple(r for r in question.reasons if r != GST_CREDIT)
    if not reasons:
        return None
    words = "; ".join(w for w in question.words.split("; ") if w != GST_CREDIT_WORDS)
    return SupplierQuestion(reasons, words, no_credit=False)


def guessed_purchase_question(
    kb: KnowledgeBase,
    category: CategoryFacts | None,
    description: str,
    merchant: str | None,
    *,
    country: str,
    gst_registered: bool,
) -> SupplierQuestion | None:
    """``supplier_question`` for a purchase finkit guessed: the supplier as the knowledge base reads the
    row (categorisation when it guesses, the review when it lists the row later)."""
    text = f"{merchant or ''} {description}"
    match = kb.match(description, merchant)
    return supplier_question(
        category,
        supplier_text(match, text),
        text=text,
        country=country,
        gst_registered=gst_registered,
        known_country=match.country if match else None,
    )
