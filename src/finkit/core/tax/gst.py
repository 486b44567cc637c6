"""GST (VAT) in one place: the treatments, the shipped knowledge of which supplies get which treatment
(``data/gst_rules.csv``, each rule citing its source, like the rates data), and the one GST
arithmetic (``gst_in``, decision 0026) every GST figure in finkit comes from.

Treatments (the names are finkit's; each country's term is in docs/tax.md):

- ``taxable``: GST is in the price (AU 10 %, NZ 15 %, GB standard rate); credits are claimable.
- ``gst_free``: no GST, credits still claimable on inputs (AU GST-free, NZ/GB zero-rated).
- ``input_taxed``: no GST and no credits (AU input-taxed, NZ/GB exempt): interest, bank fees, rent.
- ``out_of_scope``: not a supply at all: government fees and fines, tax payments, wages, transfers, gifts.
- ``export``: a GST-free export (AU: goods exported, services to non-residents outside Australia, GST Act
  s38-185/s38-190): no GST in the price, reported at G2 (not G3) on the BAS.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass
from decimal import Decimal
from functools import cache
from importlib import resources
from typing import Literal, get_args

from finkit.core.errors import ValidationError
from finkit.core.money import check_places, round_money
from finkit.core.tax.literals import necessary_literals

GstTreatment = Literal["taxable", "gst_free", "input_taxed", "out_of_scope", "export"]
#: The tag that files a GST-free sale as an export (G2): what an answer, a rule or a payout's export part
#: writes, and what the BAS and the ledger read.
EXPORT_TAG = "export"
GST_TREATMENTS: tuple[str, ...] = get_args(GstTreatment)
RULES_FILE = "gst_rules.csv"


@dataclass(frozen=True)
class GstRule:
    """One line of the knowledge base: descriptions matching ``pattern`` in ``country`` get ``treatment``."""

    country: str
    treatment: GstTreatment
    #: True for facts about the supplier (Sydney Water, Service NSW, the ATO, a bank) that hold whatever
    #: category the row is in; false for broad hints (a supermarket also sells taxable goods) that only
    #: fill in when the category says nothing.
    overrides_category: bool
    #: True (``asked`` in the file) where the treatment is the supplier's usual practice but the invoice
    #: decides (an overseas digital supplier charges GST to a business that did not quote its ABN): the row
    #: gets the treatment until the person answers, and the review asks.
    asked: bool
    #: True where the words say what the money itself is (interest, wages, a gift, a tax refund), so the
    #: rule reads money in to an income category too; False where they say what a supplier charges the
    #: person (a government fee, water, insurance, an overseas subscription): a sale *from* a council or a
    #: regulator is the person's own supply, which the supplier's rule does not describe.
    money_in: bool
    pattern: re.Pattern[str]
    topic: str
    source: str


@cache
def gst_rules() -> tuple[GstRule, ...]:
    """Every rule in file order (the first match wins, so specific rules come before broad ones)."""
    text = resources.files("finkit.core.tax").joinpath("data", RULES_FILE).read_text(encoding="utf-8")
    rules = []
    for row in csv.DictReader(io.StringIO(text)):
        if row["treatment"] not in GST_TREATMENTS:
            raise ValueError(f"{RULES_FILE}: unknown treatment {row['treatment']!r}")
        rules.append(
            GstRule(
                country=row["country"],
                treatment=row["treatment"],  # type: ignore[arg-type]  # checked just above
                overrides_category=row["overrides_category"] in {"yes", "asked"},
                asked=row["overrides_category"] == "asked",
                money_in=row.get("money_in") == "yes",
                pattern=re.compile(row["pattern"], re.IGNORECASE),
                topic=row["topic"],
                source=row["source"],
            )
        )
    return tuple(rules)


@cache
def _country_rules(country: str) -> tuple[GstRule, ...]:
    return tuple(r for r in gst_rules() if r.country == country.upper())


@cache
def _filtered_rules(country: str) -> tuple[tuple[GstRule, frozenset[str] | None], ...]:
    """The country's rules in file order, each with literals one of which any text it matches contains:
    a rule whose literals a text lacks is not searched (same first match, a fraction of the searches)."""
    return tuple((rule, necessary_literals(rule.pattern.pattern)) for rule in _country_rules(country))


#: Bank texts differ mostly in store numbers, references and card masks; no rule pattern has a digit, so
#: texts that differ only in digits share one cached answer (a million-row import repeats a few thousand).
_DIGITS = re.compile(r"\d+")
_CACHE_LIMIT = 100_000
_known_cache: dict[tuple[str, str], GstRule | None] = {}


def known_treatment(country: str, text: str) -> GstRule | None:
    """The knowledge-base rule for a description or merchant (``SERVICE NSW REGO`` → out of scope)."""
    key = (country, _DIGITS.sub("0", text))
    try:
        return _known_cache[key]
    except KeyError:
        pass
    if text.isascii():
        folded = text.lower()
        found = next(
            (
                rule
                for rule, literals in _filtered_rules(country)
                if (literals is None or any(s in folded for s in literals)) and rule.pattern.search(text)
            ),
            None,
        )
    else:  # the literal test is sound for ASCII only (see ``literals``)
        found = next((rule for rule in _country_rules(country) if rule.pattern.search(text)), None)
    if len(_known_cache) >= _CACHE_LIMIT:
        _known_cache.clear()
    _known_cache[key] = found
    return found


def treatment_from_rate(rate: Decimal | None) -> GstTreatment | None:
    """What a bare per-category rate meant before categories carried a treatment (custom categories)."""
    if rate is None:
        return None
    return "taxable" if rate > 0 else "gst_free"


#: The standard rate each country's taxable supplies carry when neither row nor category names one.
STANDARD_RATES: dict[str, Decimal] = {"AU": Decimal(10), "NZ": Decimal(15), "GB": Decimal(20)}


def gst_in(amount: Decimal, rate_percent: Decimal, *, included: bool, currency: str) -> Decimal:
    """The GST/VAT inside (``included``) or on top of ``amount`` at ``rate_percent`` (10 = 10 %): THE GST
    arithmetic of finkit (decision 0026); every other place that needs a GST figure calls this.

    Inclusive: amount × r/(1+r); exclusive: amount × r; rounded half-up to the minor unit (the rounding
    tax authorities use). Keeps the sign of ``amount``, so refunds and credit notes come out negative.
    """
    rate = rate_percent / 100
    raw = amount * rate / (1 + rate) if included else amount * rate
    return round_money(raw, currency)


def standard_rate(country: str) -> Decimal | None:
    """The standard GST/VAT rate (percent) of taxable supplies in ``country`` (a tax profile's country),
    or None where finkit knows none."""
    return STANDARD_RATES.get(country.upper())


def resolve_gst(
    amount: Decimal,
    *,
    gst_amount: Decimal | None,
    gst_rate: Decimal | None,
    default_rate: Decimal | None,
    included: bool,
    currency: str,
) -> Decimal | None:
    """The GST amount to store: the given one (checked, carrying the amount's sign), else ``gst_in`` at
    the row's rate or the default rate, else unknown (None)."""
    if gst_amount is not None:
        gst_amount = check_places(gst_amount, currency, field="gstAmount")
        gst_amount = abs(gst_amount) if amount > 0 else -abs(gst_amount)
        if abs(gst_amount) > abs(amount) and included:
            raise ValidationError.for_field("gstAmount", "is larger than the tax-inclusive amount")
        return gst_amount
    rate = gst_rate if gst_rate is not None else default_rate
    if rate is None:
        return None
    return gst_in(amount, rate, included=included, currency=currency)


#: How far a GST amount the person gave may be from the GST of the taxed rest of the price when the
#: invoice's GST-free part is recorded too: an invoice may round GST line by line (ATO, "Rounding of GST
#: amounts"), so its total GST can differ by a few cents from the GST of its taxed lines' total.
GST_FREE_PART_TOLERANCE = Decimal("0.05")


def taxed_amount(amount: Decimal, gst_free_part: Decimal | None) -> Decimal:
    """The part of a signed ``amount`` that carries GST: all of it, less the (unsigned) GST-free part the
    invoice shows when one is recorded (stamp duty on an insurance premium, GST-free food lines)."""
    if not gst_free_part:
        return amount
    return amount - gst_free_part if amount >= 0 else amount + gst_free_part


def check_gst_free_part(
    amount: Decimal,
    gst_free_part: Decimal | None,
    *,
    gst_amount: Decimal | None,
    rate_percent: Decimal | None,
    included: bool,
    currency: str,
    field: str = "gstFreePart",
) -> Decimal | None:
    """The GST-free part to store (unsigned, to the currency's minor unit), refused with a clear error when
    it cannot be the invoice's: negative, more than the price, or, with a GST amount the person gave, not
    leaving a taxed rest whose GST (at ``rate_percent``) is that amount within ``GST_FREE_PART_TOLERANCE``.
    Both figures come off one invoice, so a mismatch is a typo in one of them; ``field`` names the one the
    person gave now."""
    if gst_free_part is None:
        return None
    part = check_places(gst_free_part, currency, field="gstFreePart")
    if part < 0:
        raise ValidationError.for_field(
            "gstFreePart", "give the GST-free part of the price as a positive amount"
        )
    if part > abs(amount):
        raise ValidationError.for_field(
            field,
            f"{part} is more than the price {abs(amount)}"
            if field == "gstFreePart"
            else f"the price {abs(amount)} is less than the row's GST-free part {part}: change the part first",
        )
    if gst_amount and rate_percent and included:
        taxed = abs(amount) - part
        expected = gst_in(taxed, rate_percent, included=True, currency=currency)
        if abs(abs(gst_amount) - expected) > GST_FREE_PART_TOLERANCE:
            raise ValidationError.for_field(
                field,
                f"GST {abs(gst_amount)} does not fit a GST-free part of {part}: the rest of the price, {taxed}, "
                f"holds GST {expected} at {rate_percent.normalize():f} %. Give both as the invoice shows them",
            )
    return part
