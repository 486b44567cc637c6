"""Tax treatment is derived, never copied: ``derive_tax`` is the one function that decides a
transaction's ``isTaxDeductible``, ``businessUsePercentage``, ``gstTreatment`` and ``gstAmount``.

Inputs, strongest first:

1. what the user set explicitly on the row (its field name is in ``tax_user_set``): always wins;
2. the category's kind (a transfer is outside GST) and merchant knowledge that holds whatever the
   category (``data/gst_rules.csv``: Sydney Water is GST-free, Service NSW rego is out of scope);
3. the category's own treatment, deductible flag and tax category (private categories are never
   deductible);
4. broad knowledge hints (supermarkets are mostly GST-free) when the category says nothing;
5. the account's tax profile: the GST standard rate of its country, whether it was GST-registered on the
   day (an unregistered business charges no GST on its sales), the business-use share it holds for the
   row's merchant or category (a mixed-use bill: phone, internet, power; ``business_use_share``), and
   business-use defaults; a car claimed by the cents-per-kilometre method, whose rate covers the car's
   running costs (``covered_by_car_rate``).

The write pipeline (``finkit.core.pipeline``) calls it after categorisation on every path, and again
for every affected row when a category or the profile changes (``rederive_tax``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from functools import cache
from pathlib import Path

from finkit.core.datafiles import data_rows
from finkit.core.profile.fills import placed_fill_share
from finkit.core.profile.names import names_row, row_texts
from finkit.core.profile.schemas import VehicleFillRange
from finkit.core.tax.banks import is_account_fee, is_bank
from finkit.core.tax.gst import (
    GstTreatment,
    gst_in,
    known_treatment,
    standard_rate,
    taxed_amount,
    treatment_from_rate,
)

#: Tax fields a user can set; a set one is recorded in ``Transaction.tax_user_set`` and never derived.
TAX_FIELDS = ("is_tax_deductible", "business_use_percentage", "gst_treatment", "gst_amount")
_NO_GST: frozenset[str] = frozenset({"gst_free", "input_taxed", "out_of_scope", "export"})
_PRIVATE = "personal"
_ZERO = Decimal(0)
#: Parking and tolls, by word or by the operators and pay-by-phone apps whose names lack the word
#: (EasyPark, PayStay, CellOPark, ParkMobile, RingGo, JustPark, Care Park, Premier Park): not car expenses
#: for the ATO, so claimed apart under either car method.
_PARKING_WORDS = r"parking|\bcar ?park"
_PARKING_APPS = r"easypark|paystay|cellopark|parkmobile|ringgo|justpark|care park|premier park"
_TOLL_WORDS = r"toll|linkt|e-?toll|citylink|transurban|eastlink"
PARKING_TOLLS = re.compile(f"{_PARKING_WORDS}|{_PARKING_APPS}|{_TOLL_WORDS}", re.IGNORECASE)
#: Tolls alone (a toll road operator's charge), apart from parking: see ``_toll_of_a_mixed_use_car``.
TOLLS = re.compile(_TOLL_WORDS, re.IGNORECASE)
_PARKING = re.compile(_PARKING_WORDS, re.IGNORECASE)


@dataclass(frozen=True)
class CategoryTax:
    """What a category says about tax (its columns, detached from the session)."""

    kind: str  # income | expense | transfer
    gst_treatment: str | None
    is_tax_deductible: bool
    tax_category: str
    default_gst_rate: Decimal | None
    name: str = ""


@dataclass(frozen=True)
class ProfileTax:
    """The parts of the account's tax profile the derivation reads."""

    country: str
    stored: bool
    gst_registered: bool
    gst_registered_from: date | None
    vehicle_business_use_percentage: Decimal | None
    default_business_use_percentage: Decimal | None
    #: The business share of a mixed-use category (casefolded name -> percent), asked once.
    category_shares: Mapping[str, Decimal] = field(default_factory=dict)
    #: The same per merchant (casefolded name -> percent): wins over the category's.
    merchant_shares: Mapping[str, Decimal] = field(default_factory=dict)
    #: How the car is claimed (``logbook``, ``cents_per_km``; None: not said).
    vehicle_method: str | None = None
    #: The business share of a stated business supplier (its name as stated -> percent), read by
    #: ``profile.names.names_row``; a merchant share the person set wins.
    supplier_shares: Mapping[str, Decimal] = field(default_factory=dict)
    #: The stated suppliers of rent of business premises (names as stated): commercial rent.
    rent_suppliers: tuple[str, ...] = ()
    #: What a stated supplier's tax invoices show (name as stated, treatment): ``taxable``, ``gst_free``,
    #: ``input_taxed``, ``out_of_scope``, or ``mixed`` (each invoice's own GST: taxable, asked per invoice).
    supplier_gst: tuple[tuple[str, str], ...] = ()
    #: Each vehicle's usual fuel fill as stated (``profile.fills``): a fill only a private car's range
    #: holds is private (``_private_cars_fill``).
    fill_ranges: tuple[VehicleFillRange, ...] = ()

    def registered_on(self, day: date) -> bool:
        return self.gst_registered and (self.gst_registered_from is None or day >= self.gst_registered_from)


@dataclass(frozen=True)
class RowTax:
    """One transaction's own inputs: amount, text, GST hints and whatever the user set."""

    amount: Decimal
    currency: str
    day: date
    text: str  # merchant and description
    gst_rate: Decimal | None
    gst_included: bool
    user_set: frozenset[str]
    is_tax_deductible: bool | None
    business_use_percentage: Decimal | None
    gst_treatment: str | None
    gst_amount: Decimal | None
    merchant: str | None = None
    #: The part of the price with no GST in it as the invoice shows it (unsigned; the person's own figure):
    #: a GST worked out at a rate is the GST of the rest of the price.
    gst_free_part: Decimal | None = None


@dataclass(frozen=True)
class DerivedTax:
    is_tax_deductible: bool
    business_use_percentage: Decimal | None
    gst_treatment: str | None
    gst_amount: Decimal | None


def _treatment(row: RowTax, category: CategoryTax | None, profile: ProfileTax) -> str | None:
    if "gst_treatment" in row.user_set:
        return row.gst_treatment
    if row.gst_rate is not None:  # a rate set on the row itself (by the user or a user's rule)
        return treatment_from_rate(row.gst_rate)
    if category is not None and category.kind == "transfer":
        return "out_of_scope"
    rule = known_treatment(profile.country, row.text)
    if rule is not None and not rule.money_in and category is not None and category.kind == "income":
        # A sale from a council, a regulator or an insurer (the electrician's council job): what that
        # supplier charges the person (a fee out of scope, GST Act Division 81) says nothing of the
        # person's own supply to it (s9-5), which the income category describes.
        rule = None
    if rule is not None and rule.overrides_category and not rule.asked:
        return rule.treatment  # a fact about the supply (a council's registration fee, a USD charge)
    stated = stated_gst(row, category, profile)
    if stated is not None:  # what the person said this supplier's invoices show: over any guess
        return "taxable" if stated[1] == "mixed" else stated[1]
    if rule is not None and rule.overrides_category:
        return rule.treatment
    if category is not None:
        given: GstTreatment | str | None = category.gst_treatment or treatment_from_rate(
            category.default_gst_rate
        )
        if given is not None:
            return given
    if rule is not None and category is not None:
        return rule.treatment
    return treatment_from_rate(row.gst_rate)


def stated_gst(row: RowTax, category: CategoryTax | None, profile: ProfileTax) -> tuple[str, str] | None:
    """(name, treatment) of the stated supplier a purchase names whose GST the person stated
    (``StatedSupplier.gst_treatment``), or None. Money in filed as income is the person's own sale, which
    their supplier's invoices say nothing of; a refund (an expense category) takes the purchase's."""
    if not profile.supplier_gst or (category is not None and category.kind != "expense"):
        return None
    if category is None and row.amount > 0:
        return None
    texts = row_texts(row.merchant, row.text)
    return next(((name, gst) for name, gst in profile.supplier_gst if names_row(name, texts)), None)


@dataclass(frozen=True)
class TaxPlan:
    """Everything derivation decides that does not depend on the amount (so a batch can reuse it for
    rows alike in category and text); ``gst`` says how the amount's GST follows: ``user`` (the row's own
    value), ``none`` (null), ``zero`` or ``rate`` (the GST inside or on top of the amount at ``rate``)."""

    is_tax_deductible: bool
    business_use_percentage: Decimal | None
    gst_treatment: str | None
    gst: str
    rate: Decimal | None = None


def _gst_plan(
    row: RowTax, category: CategoryTax | None, profile: ProfileTax, treatment: str | None
) -> tuple[str, Decimal | None]:
    if "gst_amount" in row.user_set:
        return "user", None
    if treatment is None or treatment == "out_of_scope":
        return "none", None  # GST does not apply at all: the row is no supply (BAS leaves it out)
    if treatment in _NO_GST:
        return "zero", None  # a supply with no GST in it (GST-free, input-taxed): BAS counts it as such
    if (
        category is not None
        and category.kind == "income"
        and profile.stored
        and not profile.registered_on(row.day)
    ):
        return "zero", None  # an unregistered business charges no GST on its sales
    rate = row.gst_rate
    if rate is None and category is not None and category.default_gst_rate:
        rate = category.default_gst_rate
    if rate is None:
        rate = standard_rate(profile.country)
    return ("none", None) if rate is None else ("rate", rate)


def _merchant_matches(name: str, row: RowTax) -> bool:
    """A merchant share names the merchant as the person knows it ("Aussie Broadband"): it applies to
    a row whose merchant is that name, or whose merchant or description holds it as whole words."""
    merchant = (row.merchant or "").casefold()
    if merchant == name:
        return True
    pattern = _whole_words(name)
    return bool(pattern.search(merchant) or pattern.search(row.text.casefold()))


def share_named_with_product(merchant: str | None, shares: Mapping[str, Decimal]) -> Decimal | None:
    """The share a person gave a merchant under its name and what they buy there ("Superloop NBN",
    "Vodafone mobile") for a row whose merchant is the name alone ("Superloop"): the one share whose
    name starts with the merchant's whole words. None when no share or two do ("Telstra mobile" and
    "Telstra NBN" at two shares: which one the row is, only the person knows)."""
    key = (merchant or "").casefold().strip()
    if len(key) < 4:
        return None
    found = [share for name, share in shares.items() if name.casefold().startswith(key + " ")]
    return found[0] if len(found) == 1 else None


@cache
def _whole_words(name: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(name)}(?!\w)")


def business_use_share(row: RowTax, category: CategoryTax | None, profile: ProfileTax) -> Decimal | None:
    """The business share the profile holds for this row: its merchant's, else its category's (a
    mixed-use bill such as phone, internet or power), else None. Money in (a refund) takes the same."""
    for name, share in profile.merchant_shares.items():
        if _merchant_matches(name, row):
            return share
    named = share_named_with_product(row.merchant, profile.merchant_shares)
    if named is not None:
        return named
    if profile.supplier_shares and row.amount < 0:
        texts = row_texts(row.merchant, row.text)
        for name, share in profile.supplier_shares.items():
            if names_row(name, texts):
                return share
    if category is not None and category.kind == "expense":
        if _private_cars_fill(row, category, profile):
            return _ZERO
        held = profile.category_shares.get(category.name.casefold())
        return held if held is not None else _own_bank_share(row, profile)
    return None


def _private_cars_fill(row: RowTax, category: CategoryTax, profile: ProfileTax) -> bool:
    """A fuel fill that only a private car's stated range holds (``placed_fill_share``: the family car's
    unleaded fills 52-92, the van's diesel 104-168, a fill of 69.39): the person said such a fill is the
    private car's, so it is private as their answer would make it (ITAA 1997 s8-1(2)(b); no GST credit,
    GST Act s11-15), not asked which vehicle. A fill in no range or in two is the profile's vehicle
    share's and asked (``review.bank_rows.car_costs_of_which_vehicle``). Round 19."""
    if not profile.fill_ranges or row.amount >= 0 or category.tax_category != "car":
        return False
    return placed_fill_share(profile.fill_ranges, category.name, -row.amount, row.text) == 0


def _own_bank_share(row: RowTax, profile: ProfileTax) -> Decimal | None:
    """The share the person gave their bank by name, for an account's own fee that names no payee
    ("MONTHLY ACCOUNT FEE": the bank holding the account charges it; ``banks.py``). Only when every bank
    they named has the same share: with two banks at two shares, which one holds the account is unknown."""
    if not is_account_fee(row.text) or is_bank(row.text):
        return None
    shares = {share for name, share in profile.merchant_shares.items() if is_bank(name)}
    return shares.pop() if len(shares) == 1 else None


def _parking_or_tolls(row: RowTax, category: CategoryTax) -> bool:
    """Parking and tolls, by the category's name or the row's words (``PARKING_TOLLS``)."""
    return PARKING_TOLLS.search(f"{category.name} {row.text}") is not None


def _toll_of_a_mixed_use_car(row: RowTax, profile: ProfileTax) -> bool:
    """A toll road charge for a car used privately too (a business share above 0 and below 100). Tolls
    are deductible for business trips (ATO: "parking fees and tolls" are claimed apart from car
    expenses, for trips made for the business), but a toll account's charge (a Linkt or e-toll top-up,
    a monthly statement) pays for whatever trips the car made, private ones included: only the person
    knows whether it was business trips alone (100 %) or the car's trips at large (its logbook share),
    so it is asked rather than claimed whole. So is one of a car claimed by cents per km with no share
    stated (the rate claims business km only, so the car has private trips as a rule: the DJ's year,
    round 21). Parking is paid where the car stops, one stop a row: it stays a business trip's."""
    share = profile.vehicle_business_use_percentage
    mixed = (share is not None and 0 < share < 100) or (
        share is None and profile.vehicle_method == "cents_per_km"
    )
    return mixed and TOLLS.search(row.text) is not None and _PARKING.search(row.text) is None


def covered_by_car_rate(row: RowTax, category: CategoryTax | None, profile: ProfileTax) -> bool:
    """A car running cost (fuel, servicing, tyres, registration, insurance: a row of a ``car`` tax
    category) of a person who claims the car by the cents-per-kilometre method: the rate covers it
    (ITAA 1997 s28-25; ATO "Cents per kilometre method": the rate "takes all your vehicle running
    expenses (including registration, fuel, servicing and insurance) and depreciation into account"),
    so it is no deduction of its own. Its GST credit is another matter: the income-tax method does not
    decide it. A credit is claimable to the extent of creditable purpose, worked out by any fair and
    reasonable method (GSTR 2006/4; the withdrawn GSTB 2006/1 used business km / total km beside the
    cents-per-km claim), so ``car_rate_gst_share`` gives the share the person stated for the car, and
    without one no credit is claimed. A car the profile says is private (a business share of 0) has
    no running cost to claim either. Parking and tolls are not car expenses: claimed apart under either
    method."""
    private_car = profile.vehicle_business_use_percentage == 0  # "my car is private": nothing to claim
    return (
        (profile.vehicle_method == "cents_per_km" or private_car)
        and category is not None
        and category.kind == "expense"
        and category.tax_category == "car"
        and not _parking_or_tolls(row, category)
    )


def car_rate_gst_share(profile: ProfileTax) -> Decimal | None:
    """The share of a cents-per-km car's running costs whose GST is claimed: the car's business share
    the person stated (its creditable purpose, e.g. business km / total km), or None when they stated
    none (or 0: a private car), so no credit is claimed. The tax summary claims no deduction for these
    rows whatever the share: the rate is the deduction."""
    share = profile.vehicle_business_use_percentage
    return share if profile.vehicle_method == "cents_per_km" and share else None


def _deductible(
    row: RowTax, category: CategoryTax | None, held_share: Decimal | None, profile: ProfileTax
) -> bool:
    if "is_tax_deductible" in row.user_set:
        return bool(row.is_tax_deductible)
    if "business_use_percentage" in row.user_set and row.business_use_percentage is not None:
        return row.business_use_percentage > 0  # the person gave the row a business share
    if held_share is not None and category is not None and category.kind == "expense":
        return held_share > 0  # the person said what share of it is business, even in a private category
    if covered_by_car_rate(row, category, profile):
        # the cents-per-km rate is the deduction; on the BAS only for the GST credit of a stated share
        return car_rate_gst_share(profile) is not None
    if category is None or category.tax_category == _PRIVATE:
        return False  # private categories are never deductible
    return category.is_tax_deductible and category.kind == "expense"


def _business_use(
    row: RowTax,
    category: CategoryTax | None,
    profile: ProfileTax,
    deductible: bool,
    held_share: Decimal | None,
) -> Decimal | None:
    if "business_use_percentage" in row.user_set:
        return row.business_use_percentage
    if not deductible or category is None:
        return None
    if held_share is not None:
        return held_share
    if category.tax_category == "car":
        if _parking_or_tolls(row, category):
            if profile.vehicle_business_use_percentage == 0:
                return None  # a private car's 0 is not a business trip's parking: asked, never claimed whole
            if _toll_of_a_mixed_use_car(row, profile):
                return None  # asked: the business trips' part of the toll account is the person's to say
            # not a car expense, so never the car's share: the share the tax summary claims it at
            # (``ledger.business_share``: the profile's default share, else wholly business)
            default = profile.default_business_use_percentage
            return default if default is not None else Decimal(100)
        return profile.vehicle_business_use_percentage
    if category.tax_category == "other_work":  # phone, internet, home office: the mixed-use ones
        return profile.default_business_use_percentage
    return None


#: Rent words whose row, held wholly business, is rent of commercial premises (with sources).
COMMERCIAL_RENT = Path(__file__).with_name("data") / "commercial_rent.csv"


@cache
def _commercial_rent_patterns(country: str) -> tuple[re.Pattern[str], ...]:
    return tuple(
        re.compile(r["pattern"], re.IGNORECASE)
        for r in data_rows(COMMERCIAL_RENT)
        if r["country"].strip().upper() == country.upper()
    )


def says_rent(country: str, text: str) -> bool:
    """Whether ``text`` (a row's merchant and description) says rent or lease (``data/commercial_rent.csv``)."""
    return any(p.search(text) for p in _commercial_rent_patterns(country))


def commercial_rent(
    row: RowTax, category: CategoryTax | None, profile: ProfileTax, held: Decimal | None
) -> bool:
    """Rent the person holds wholly business (the share they stated for its landlord is 100 %) filed in an
    input-taxed category (``Rent & Mortgage``: residential rent, GST Act s40-35): premises used only for
    the business are commercial, whose lease is taxable (``data/commercial_rent.csv``). Filed input-taxed,
    a shop's rent would lose its GST credit every month without a word; it is derived taxable and asked
    once (``review/premises.py``: a landlord may not be registered). Never a treatment or rate the person
    set, and never a row whose words do not say rent or lease (a mortgage repayment is no supply)."""
    return (
        held == 100
        and category is not None
        and category.kind == "expense"
        and "gst_treatment" not in row.user_set
        and row.gst_rate is None
        and (category.gst_treatment or treatment_from_rate(category.default_gst_rate)) == "input_taxed"
        and (
            any(p.search(row.text) for p in _commercial_rent_patterns(profile.country))
            or _stated_landlord(row, profile)
        )
    )


def _stated_landlord(row: RowTax, profile: ProfileTax) -> bool:
    """The row pays a supplier the person stated rents them business premises (its words need not say
    rent: "DIRECT DEBIT MAKERS SHED")."""
    if not profile.rent_suppliers:
        return False
    texts = row_texts(row.merchant, row.text)
    return any(names_row(name, texts) for name in profile.rent_suppliers)


def plan_tax(row: RowTax, category: CategoryTax | None, profile: ProfileTax) -> TaxPlan:
    """The amount-independent part of ``derive_tax``."""
    treatment = _treatment(row, category, profile)
    held_share = business_use_share(row, category, profile)
    if (
        treatment == "input_taxed"
        and commercial_rent(row, category, profile, held_share)
        and stated_gst(row, category, profile) is None  # the landlord's invoices as the person stated
    ):
        treatment = "taxable"
    deductible = _deductible(row, category, held_share, profile)
    gst, rate = _gst_plan(row, category, profile, treatment)
    return TaxPlan(
        is_tax_deductible=deductible,
        business_use_percentage=_business_use(row, category, profile, deductible, held_share),
        gst_treatment=treatment,
        gst=gst,
        rate=rate,
    )


def gst_of(
    plan: TaxPlan, *, amount: Decimal, included: bool, currency: str, user_value: Decimal | None
) -> Decimal | None:
    """The GST amount a plan gives for one amount."""
    if plan.gst == "user":
        return user_value
    if plan.gst == "zero":
        return _ZERO
    if plan.gst == "rate" and plan.rate is not None:
        return gst_in(amount, plan.rate, included=included, currency=currency)
    return None


def derive_tax(row: RowTax, category: CategoryTax | None, profile: ProfileTax) -> DerivedTax:
    """The row's tax fields from its category, merchant knowledge, the profile and the user's values."""
    plan = plan_tax(row, category, profile)
    return DerivedTax(
        is_tax_deductible=plan.is_tax_deductible,
        business_use_percentage=plan.business_use_percentage,
        gst_treatment=plan.gst_treatment,
        gst_amount=gst_of(
            plan,
            amount=taxed_amount(row.amount, row.gst_free_part),
            included=row.gst_included,
            currency=row.currency,
            user_value=row.gst_amount,
        ),
    )


def category_kind(*, is_income: bool, tax_category: str) -> str:
    """The kind of a category that predates kinds (custom categories created without one)."""
    if tax_category == "transfer":
        return "transfer"
    return "income" if is_income or tax_category == "income" else "expense"


def user_set_fields(names: Iterable[str]) -> list[str]:
    """The recorded form of ``tax_user_set``: known field names, sorted, once each."""
    return sorted(set(names) & set(TAX_FIELDS))
