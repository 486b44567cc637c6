"""The categories every new account starts with, set up for an Australian sole trader.

``taxCategory`` values (documented in docs/concepts.md):
income, business_expense, cost_of_sales (P8 purchases and other costs), business_rent (P8 rent of
business premises), car (ATO D1), travel (D2), clothing (D3), self_education (D4), other_work (D5),
donation (D9), tax_affairs (D10), super (D12 personal super contributions), capital (depreciating
assets: P8 depreciation, G10), personal, transfer.
GST rates are percentages; ``None`` means no GST applies (salary, transfers), 0 means GST-free or
input-taxed supplies (basic food, health, education, financial services, residential rent).
"""

from __future__ import annotations

import functools
import re
from decimal import Decimal
from typing import NamedTuple

from sqlalchemy import Table, insert
from sqlalchemy.orm import Session

from finkit.core.categories.models import Category
from finkit.core.db.base import new_id, utcnow

TAX_CATEGORIES = (
    "income",
    "business_expense",
    "cost_of_sales",
    "business_rent",
    "car",
    "travel",
    "clothing",
    "self_education",
    "other_work",
    "donation",
    "tax_affairs",
    "super",
    "fmd",
    "capital",
    "personal",
    "transfer",
)
#: Keywords of a category no merchant name makes obvious (a regex that never matches).
_NO_KEYWORDS = r"(?!)"


class DefaultCategory(NamedTuple):
    name: str
    icon: str
    color: str
    deductible: bool
    tax_category: str
    gst_rate: Decimal | None
    keywords: str  # regex of obvious merchant/description words, used by import before rules exist
    is_income: bool = False

    @property
    def kind(self) -> str:
        """income | expense | transfer (``Category.kind``)."""
        if self.tax_category == "transfer":
            return "transfer"
        return "income" if self.is_income else "expense"

    @property
    def gst_treatment(self) -> str | None:
        """The GST treatment (``finkit.core.tax.gst``) of the category's usual supplies."""
        return GST_TREATMENTS_BY_NAME.get(self.name, "taxable" if self.gst_rate else None)

    def pattern(self) -> re.Pattern[str]:
        """The keywords as they are searched: each must start a word (``agl`` is AGL's, never the middle
        of ``EAGLEHAWK``: round 27, the arborist's landfill filed as Utilities). A digit may come just
        before (``0000COLES`` in a description's digit shape); a keyword that is a prefix of longer names
        (``optometr``) still matches them, and one that must end a word says so with ``\\b``."""
        return re.compile(rf"(?<![a-z])(?:{self.keywords})", re.IGNORECASE)


_G = Decimal(10)
_Z = Decimal(0)

DEFAULT_CATEGORIES: tuple[DefaultCategory, ...] = (
    DefaultCategory(
        "Sales Income",
        "trending-up",
        "#2e7d32",
        False,
        "income",
        _G,
        r"invoice|stripe payout|square payout|paypal transfer",
        True,
    ),
    DefaultCategory(
        "Salary & Wages", "wallet", "#388e3c", False, "income", None, r"salary|payroll|wages|pay from", True
    ),
    DefaultCategory(
        "Interest Income",
        "percent",
        "#43a047",
        False,
        "income",
        _Z,
        r"interest (paid|earned|credit)|credit interest",
        True,
    ),
    DefaultCategory(
        "Groceries",
        "shopping-cart",
        "#8bc34a",
        False,
        "personal",
        _Z,
        r"woolworths|coles\b|aldi\b|iga\b|harris farm|foodworks|costco",
    ),
    DefaultCategory(
        "Fuel",
        "fuel",
        "#ff9800",
        True,
        "car",
        _G,
        r"\bbp\b|shell\b|caltex|ampol|7-eleven|united petrol|puma energy|metro petroleum|liberty oil",
    ),
    DefaultCategory(
        "Vehicle Expenses",
        "car",
        "#f57c00",
        True,
        "car",
        _G,
        # Not "Service NSW" or "VicRoads" alone: the same counters take a car's rego, a driver's or trade
        # licence, a permit or a fine, which only the person knows (asked); their rego words are here.
        # "mechanic" as a whole word (a workshop's name): a brand that only begins with it (MechanicDesk,
        # a mechanic's workshop software) is no car cost. Compulsory third-party insurance (CTP, NSW's
        # "green slip") insures a vehicle only, bought to register it: a car cost like the rego (ATO: car
        # expenses include registration and insurance), never the household's cover; before "Insurance"
        # so an insurer's name on the docket (NRMA CTP GREEN SLIP) does not make it private (round 23).
        r"rego\b|registration|\bmechanics?\b|ultra tune|bob jane|repco|supercheap auto|mycar"
        r"|\bctp\b|green ?slip|compulsory third[- ]party",
    ),
    DefaultCategory(
        "Parking & Tolls",
        "parking",
        "#ef6c00",
        True,
        "car",
        _G,
        r"parking|wilson parking|secure parking|linkt|e-toll|etoll|citylink|transurban",
    ),
    DefaultCategory(
        "Travel",
        "plane",
        "#03a9f4",
        True,
        "travel",
        _G,
        r"qantas|virgin australia|jetstar|rex airlines|airport|flight",
    ),
    DefaultCategory(
        "Accommodation",
        "bed",
        "#0288d1",
        True,
        "travel",
        _G,
        r"hotel|motel|airbnb|booking\.com|expedia|ibis\b|novotel|hilton|marriott",
    ),
    DefaultCategory(
        "Public Transport & Rideshare",
        "bus",
        "#0277bd",
        True,
        "travel",
        _G,
        r"uber(?! ?eats)|didi\b|ola cabs|13cabs|opal\b|myki\b|go card|translink|taxi",
    ),
    DefaultCategory(
        "Meals & Dining",
        "utensils",
        "#e91e63",
        False,
        "personal",
        _G,
        r"cafe|restaurant|mcdonald|kfc|hungry jack|domino|uber ?eats|menulog|doordash|grill|sushi|pizza",
    ),
    DefaultCategory(
        "Office Supplies",
        "paperclip",
        "#9c27b0",
        True,
        "business_expense",
        _G,
        r"officeworks|staples|stationery",
    ),
    DefaultCategory(
        "Tools & Equipment",
        "wrench",
        "#7b1fa2",
        True,
        "business_expense",
        _G,
        r"bunnings|total tools|sydney tools|jb hi-fi|harvey norman|the good guys",
    ),
    # What a trade buys to build into its jobs (cable, fittings, pipe): P8 cost of sales, not "all other
    # expenses". The knowledge base files the trade wholesalers here (data/merchants.csv).
    DefaultCategory("Materials & Stock", "boxes", "#6a1b9a", True, "cost_of_sales", _G, _NO_KEYWORDS),
    DefaultCategory(
        "Phone & Internet",
        "phone",
        "#673ab7",
        True,
        "other_work",
        _G,
        r"telstra|optus|vodafone|tpg\b|aussie broadband|iinet|belong\b|amaysim|boost mobile",
    ),
    DefaultCategory(
        "Software & Subscriptions",
        "laptop",
        "#3f51b5",
        True,
        "business_expense",
        _G,
        r"microsoft|adobe|google \*?(workspace|gsuite)|xero|myob|quickbooks|dropbox|github|atlassian|canva|zoom\.us|slack",
    ),
    DefaultCategory(
        "Advertising & Marketing",
        "megaphone",
        "#5c6bc0",
        True,
        "business_expense",
        _G,
        r"facebk|facebook ads|meta ads|google ads|linkedin ads|vistaprint",
    ),
    DefaultCategory(
        "Postage & Shipping",
        "package",
        "#7986cb",
        True,
        "business_expense",
        _G,
        r"australia post|auspost|sendle|startrack|couriers please|aramex",
    ),
    DefaultCategory(
        "Professional Fees",
        "briefcase",
        "#795548",
        True,
        "business_expense",
        _G,
        r"legal|lawyer|solicitor|consulting|bookkeep",
    ),
    DefaultCategory(
        "Accounting & Tax Fees",
        "calculator",
        "#6d4c41",
        True,
        "tax_affairs",
        _G,
        r"accountant|tax agent|h&r block|etax|tax return",
    ),
    DefaultCategory("Home Office", "lamp", "#8d6e63", True, "other_work", _G, r"ikea|home office"),
    DefaultCategory(
        "Education & Training",
        "book",
        "#009688",
        True,
        "self_education",
        _Z,
        r"udemy|coursera|tafe|university|linkedin learning|course fee",
    ),
    DefaultCategory(
        "Work Clothing & Uniforms",
        "hard-hat",
        "#00796b",
        True,
        "clothing",
        _G,
        r"workwear|hard yakka|king gee|uniform|rsea|blackwoods",
    ),
    DefaultCategory(
        "Donations",
        "heart",
        "#d81b60",
        True,
        "donation",
        None,
        r"donation|red cross|salvation army|unicef|world vision|oxfam|smith family|beyond blue",
    ),
    DefaultCategory(
        "Bank Fees",
        "landmark",
        "#607d8b",
        True,
        "business_expense",
        _Z,
        r"account fee|monthly fee|overdrawn|dishonour|international transaction fee|atm fee",
    ),
    DefaultCategory(
        "Utilities",
        "plug",
        "#ffc107",
        False,
        "personal",
        _G,
        r"agl\b|origin energy|energyaustralia|red energy|alinta|sydney water|yarra valley water|simply energy",
    ),
    DefaultCategory(
        "Rent & Mortgage",
        "home",
        "#ffb300",
        False,
        "personal",
        _Z,
        r"\brent\b|real estate|mortgage|home loan",
    ),
    DefaultCategory(
        "Business Insurance",
        "shield-check",
        "#ff8f00",
        True,
        "business_expense",
        _G,
        r"bizcover|public liability|professional indemnity|business insurance|tradie insurance",
    ),
    # A professional body's membership or certification fee (APS, AIPP, NAATI, ...): taxable when the
    # body is registered for GST; which bodies are, with sources: categorise/data/professional_bodies.csv.
    DefaultCategory(
        "Professional Memberships", "id-card", "#5d4037", True, "business_expense", _G, _NO_KEYWORDS
    ),
    DefaultCategory(
        "Licences & Government Fees",
        "badge",
        "#6d4c41",
        True,
        "business_expense",
        None,
        # ASIC (the national companies and business-names registry) charges only registry fees:
        # business-name registration and renewal, company annual review (asic.gov.au/fees).
        r"fair trading|licen[cs]e (renewal|fee)|\basic\b|contractor licen[cs]e",
    ),
    DefaultCategory(
        "Insurance",
        "shield",
        "#ffa000",
        False,
        "personal",
        None,
        r"insurance|nrma|aami\b|allianz|budget direct|medibank|bupa|nib\b|hcf|youi|suncorp",
    ),
    DefaultCategory(
        "Health & Medical",
        "stethoscope",
        "#f44336",
        False,
        "personal",
        _Z,
        r"chemist|pharmacy|priceline|medical|dental|dentist|physio|pathology|hospital(?!ity)|optometr",
    ),
    # Child care is private (ITAA 1997 s8-1(2)(b); Lodge v FCT (1972) 128 CLR 171: fees paid so a parent
    # can work are not deductible) and GST-free (GST Act s38-140): filing it changes no tax figure.
    DefaultCategory(
        "Childcare",
        "baby",
        "#f48fb1",
        False,
        "personal",
        _Z,
        r"childcare|child care|early learning|kindergarten|family day care|\boshc\b|vacation care",
    ),
    DefaultCategory(
        "Clothing",
        "shirt",
        "#ba68c8",
        False,
        "personal",
        _G,
        r"uniqlo|h&m|zara\b|cotton on|myer|david jones|kmart|target|big w|rebel sport",
    ),
    DefaultCategory(
        "Entertainment",
        "film",
        "#ab47bc",
        False,
        "personal",
        _G,
        r"netflix|spotify|stan\b|disney|binge|kayo\b|hoyts|event cinemas|ticketek|ticketmaster|steam games|playstation",
    ),
    # A capital purchase (a camera, a laptop) is not obvious from the merchant, and a super contribution
    # is deductible only once the fund acknowledges a notice of intent: both are the person's choice.
    DefaultCategory("Depreciating Assets", "package", "#8d6e63", True, "capital", _G, _NO_KEYWORDS),
    DefaultCategory("Super Contributions", "piggy-bank", "#26a69a", True, "super", None, _NO_KEYWORDS),
    # An employer's costs (issue 26): wages at the gross (P8 salary and wage expenses; the bank shows the
    # net pay, the withholding is paid to the ATO with the BAS) and the employees' super guarantee (P8
    # superannuation expenses, deductible when paid: ITAA 1997 s290-60), never the owner's own D12.
    DefaultCategory("Wages", "users", "#5d4037", True, "business_expense", None, _NO_KEYWORDS),
    DefaultCategory("Employee Super", "piggy-bank", "#00897b", True, "business_expense", None, _NO_KEYWORDS),
    # A business cost no other category names (a cleaner, a trade association's levy, a parking operator's
    # account): P8 all other expenses. Where a supplier the person states as "other business costs" files
    # when finkit knows no business category for it (round 28, ``categorise.stated``); never guessed.
    DefaultCategory(
        "Other Business Expenses", "briefcase", "#8d6e63", True, "business_expense", _G, _NO_KEYWORDS
    ),
    DefaultCategory(
        "Transfers",
        "repeat",
        "#9e9e9e",
        False,
        "transfer",
        None,
        r"transfer to|transfer from|osko|payid|bpay to self|internal transfer",
    ),
    DefaultCategory(
        "Cash Withdrawal", "banknote", "#bdbdbd", False, "transfer", None, r"\batm\b|cash withdrawal|cash out"
    ),
    DefaultCategory(
        "Tax Payments",
        "scale",
        "#546e7a",
        False,
        "personal",
        None,
        r"\bato\b|australian taxation office|tax office",
    ),
)

#: Default categories whose supplies are not simply taxable; sources in ``finkit/core/tax/data/gst_rules.csv``.
#: Categories not listed here are ``taxable`` (they carry the 10 % rate). General insurance is taxable.
GST_TREATMENTS_BY_NAME: dict[str, str] = {
    "Salary & Wages": "out_of_scope",
    "Interest Income": "input_taxed",
    "Groceries": "gst_free",
    "Education & Training": "gst_free",
    "Donations": "out_of_scope",
    "Bank Fees": "input_taxed",
    "Rent & Mortgage": "input_taxed",
    "Insurance": "taxable",
    "Business Insurance": "taxable",
    "Licences & Government Fees": "out_of_scope",
    "Health & Medical": "gst_free",
    "Childcare": "gst_free",
    "Transfers": "out_of_scope",
    "Cash Withdrawal": "out_of_scope",
    "Tax Payments": "out_of_scope",
    "Super Contributions": "out_of_scope",
    "Wages": "out_of_scope",
    "Employee Super": "out_of_scope",
}


@functools.cache
def _keyword_patterns() -> list[tuple[re.Pattern[str], str]]:
    """Compiled on first use, not at import: every command imports this module (through the category
    schemas), few of them look for an obvious category."""
    return [(c.pattern(), c.name) for c in DEFAULT_CATEGORIES]


def obvious_category_name(text: str) -> str | None:
    """The default category whose keywords appear in ``text`` (a description or merchant), if any.

    Deliberately conservative: this is the import-time fallback before the rules engine and the
    categoriser run; it only fires on unmistakable merchant names.
    """
    for pattern, name in _keyword_patterns():
        if pattern.search(text):
            return name
    return None


#: The table itself: a Core insert sends the rows as one statement. The ORM's bulk insert split them
#: into a statement per run of rows alike in which values are None (8 for the defaults' order).
_TABLE: Table = Category.__table__  # type: ignore[assignment]


def seed_default_categories(session: Session, account_id: str) -> None:
    now = utcnow()
    session.execute(
        insert(_TABLE),
        [
            {
                "id": new_id(),
                "account_id": account_id,
                "name": c.name,
                "name_key": c.name.casefold(),
                "icon": c.icon,
                "color": c.color,
                "is_tax_deductible": c.deductible,
                "tax_category": c.tax_category,
                "default_gst_rate": c.gst_rate,
                "is_income": c.is_income,
                "kind": c.kind,
                "gst_treatment": c.gst_treatment,
                "created_at": now,
                "updated_at": now,
            }
            for c in DEFAULT_CATEGORIES
        ],
    )
