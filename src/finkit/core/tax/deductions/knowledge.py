"""The knowledge base: ATO-sourced rules that say whether, where and how an expense is claimed.

Each ``Rule`` matches on words in the description/merchant/category (``pattern``), on the category's
``taxCategory`` (``tax_categories``), and optionally on the occupation. Rules are tried in order:
occupation-specific rules first, then general ones; the first match decides. Every rule names the ATO
page it comes from, so every answer can be traced. The list is documented in docs/tax.md.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import Decimal

ATO = "https://www.ato.gov.au"
IND = f"{ATO}/individuals-and-families/income-deductions-offsets-and-records"
DED = f"{IND}/deductions-you-can-claim"
SRC_RECORDS = f"{IND}/records-you-need-to-keep"
SRC_CAR = f"{DED}/transport-and-travel-expenses/motor-vehicle-and-car-expenses"
SRC_TRAVEL = f"{DED}/transport-and-travel-expenses/travel-expenses"
SRC_CLOTHING = f"{DED}/clothing-laundry-and-dry-cleaning-expenses"
SRC_SELF_ED = f"{DED}/education-training-and-seminars/self-education-expenses"
SRC_WFH = f"{DED}/working-from-home-expenses"
SRC_PHONE = f"{DED}/working-from-home-expenses/phone-data-and-internet-expenses"
SRC_TOOLS = f"{DED}/tools-computers-and-items-you-use-for-work"
SRC_GIFTS = f"{DED}/gifts-and-donations"
SRC_TAX_AFFAIRS = f"{DED}/cost-of-managing-tax-affairs"
SRC_OTHER = f"{DED}/other-deductions"
SRC_UNION = f"{DED}/union-fees-and-subscriptions-to-associations"
SRC_OCCUPATIONS = f"{IND}/in-detail/occupation-and-industry-specific-guides"
SRC_BUSINESS = f"{ATO}/businesses-and-organisations/income-deductions-and-concessions/income-and-deductions-for-business/deductions"
SRC_IAWO = (
    f"{ATO}/businesses-and-organisations/income-deductions-and-concessions/depreciation-and-capital-expenses-"
    "and-allowances/simpler-depreciation-for-small-business/instant-asset-write-off"
)
SRC_GST_CREDITS = f"{ATO}/businesses-and-organisations/gst-excise-and-indirect-taxes/gst/claiming-gst-credits"
SRC_TAX_INVOICE = f"{ATO}/businesses-and-organisations/gst-excise-and-indirect-taxes/gst/tax-invoices"
SRC_GST_FREE = f"{ATO}/businesses-and-organisations/gst-excise-and-indirect-taxes/gst/when-to-charge-gst-and-why/gst-free-sales"
SRC_INPUT_TAXED = f"{ATO}/businesses-and-organisations/gst-excise-and-indirect-taxes/gst/when-to-charge-gst-and-why/input-taxed-sales"
SRC_ENTERTAINMENT = f"{ATO}/businesses-and-organisations/income-deductions-and-concessions/income-and-deductions-for-business/deductions/deductions-for-operating-expenses/entertainment-expenses"

#: Individual tax return deduction labels (ATO individual tax return instructions).
LABELS: dict[str, str] = {
    "D1": "Work-related car expenses",
    "D2": "Work-related travel expenses",
    "D3": "Work-related clothing, laundry and dry-cleaning expenses",
    "D4": "Work-related self-education expenses",
    "D5": "Other work-related expenses",
    "D9": "Gifts or donations",
    "D10": "Cost of managing tax affairs",
    "D15": "Other deductions",
}
#: Work-related labels counted towards the $300 written-evidence threshold.
WORK_LABELS = frozenset({"D1", "D2", "D3", "D4", "D5"})

#: Business expense categories (Business and professional items schedule, P8) for sole traders,
#: partnerships and companies.
BUSINESS_CATEGORIES: dict[str, str] = {
    "business_motor_vehicle": "Business: motor vehicle expenses",
    "business_travel": "Business: travel expenses (all other expenses)",
    "business_depreciation": "Business: depreciation / instant asset write-off",
    "business_other": "Business: all other expenses",
}

#: taxCategory of an individual label (the values of docs/concepts.md).
LABEL_TAX_CATEGORY = {
    "D1": "car",
    "D2": "travel",
    "D3": "clothing",
    "D4": "self_education",
    "D5": "other_work",
    "D9": "donation",
    "D10": "tax_affairs",
    "D15": "other_deductions",
}

WRITTEN_EVIDENCE_THRESHOLD = Decimal("300")  # total work-related claims (ATO records you need to keep)
TAX_INVOICE_THRESHOLD = Decimal("82.50")  # GST-inclusive price above which a tax invoice is needed
EMPLOYEE_IMMEDIATE_LIMIT = Decimal("300")  # items costing $300 or less: immediate deduction
INSTANT_ASSET_WRITE_OFF = Decimal("20000")  # small business, per asset (2023-24 to 2025-26)

Gst = str  # taxable | gst_free | input_taxed | no_gst | unknown


@dataclass(frozen=True)
class Rule:
    id: str
    title: str
    pattern: re.Pattern[str] | None
    employee_label: str | None  # D-label for employees; None: not deductible for an employee
    business_category: str | None  # for sole traders etc.; None: not deductible for a business
    confidence: float
    reasoning: str
    source: str
    gst: Gst = "taxable"
    tax_categories: frozenset[str] = frozenset()
    occupations: re.Pattern[str] | None = None
    documentation: tuple[str, ...] = ("receipt",)
    warnings: tuple[str, ...] = ()
    apportion: bool = False  # mixed private/work use: only the work-use percentage is claimed
    capital_possible: bool = False  # may be a depreciating asset when the cost is high
    private_note: str = "private or domestic in nature: not deductible"
    car_running_cost: bool = False  # covered by the cents-per-km rate
    wfh_running_cost: bool = False  # covered by the working-from-home fixed rate
    tags: frozenset[str] = field(default_factory=frozenset)


def _re(text: str) -> re.Pattern[str]:
    return re.compile(text, re.IGNORECASE)


_NURSE = _re(r"nurs|midwi")
_ELECTRICIAN = _re(r"electric|sparky|tradesperson|tradie|apprentice|plumb|carpent|builder")
_DESIGNER = _re(r"design|illustrat|creative|photograph|artist")

RULES: tuple[Rule, ...] = (
    # --- occupation-specific (ATO occupation and industry guides) ---
    Rule(
        "nurse_clothing",
        "Nursing uniform and protective footwear",
        _re(r"scrubs|nursing shoe|non[- ]?slip|compression (stocking|sock)|uniform"),
        "D3",
        "business_other",
        0.85,
        "Compulsory uniforms and protective items such as scrubs and non-slip nursing shoes are deductible for nurses.",
        f"{SRC_OCCUPATIONS}/l-o/nurses-and-midwives-income-and-work-related-deductions",
        occupations=_NURSE,
    ),
    Rule(
        "nurse_equipment",
        "Nursing equipment",
        _re(r"fob watch|stethoscope|penlight|nursing (bag|equipment)"),
        "D5",
        "business_other",
        0.85,
        "Equipment a nurse uses to do their work (fob watch, stethoscope) is deductible; over $300 it is depreciated.",
        f"{SRC_OCCUPATIONS}/l-o/nurses-and-midwives-income-and-work-related-deductions",
        occupations=_NURSE,
        capital_possible=True,
    ),
    Rule(
        "registration_fees",
        "Professional registration, licence renewal and union fees",
        _re(
            r"ahpra|anmf|nursing and midwifery board|registration fee|licen[cs]e renewal|electrical licen|"
            r"contractor licen|\betu\b|union fee|union dues|professional association|membership fee"
        ),
        "D5",
        "business_other",
        0.85,
        "Union fees, professional association fees and the cost of renewing a licence or registration needed "
        "for your current job are deductible (not the cost of getting one for the first time).",
        SRC_UNION,
    ),
    Rule(
        "tradie_tools",
        "Tools and test equipment for trades",
        _re(
            r"multimeter|tester|test equipment|crimp|drill|tool|bunnings|total tools|sydney tools|\bctc\b|"
            r"haymans|middy'?s|rexel|lawrence and hanson|l&h"
        ),
        "D5",
        "business_other",
        0.8,
        "Tools and equipment used to earn your income are deductible: $300 or less immediately, more than "
        "that over the tool's effective life.",
        f"{SRC_OCCUPATIONS}/e-k/electricians-income-and-work-related-deductions",
        occupations=_ELECTRICIAN,
        capital_possible=True,
        apportion=True,
    ),
    Rule(
        "sun_protection",
        "Sun protection for outdoor work",
        _re(r"sunscreen|sunglasses|sun ?hat|broad[- ]brim"),
        "D5",
        "business_other",
        0.75,
        "Sunscreen, sunglasses and hats are deductible if you work outdoors and use them to protect you from the sun.",
        f"{SRC_OCCUPATIONS}/e-k/electricians-income-and-work-related-deductions",
        occupations=_ELECTRICIAN,
    ),
    Rule(
        "design_software",
        "Design software, fonts and stock assets",
        _re(
            r"adobe|figma|canva|envato|shutterstock|istock|getty|fonts?\b|stock (image|photo)|wacom|procreate|sketch"
        ),
        "D5",
        "business_other",
        0.85,
        "Software subscriptions, fonts and stock assets used to produce client work are a business expense.",
        SRC_BUSINESS,
        occupations=_DESIGNER,
        apportion=True,
    ),
    # --- general work and business expenses ---
    Rule(
        "car_running",
        "Car running costs (fuel, registration, servicing)",
        _re(
            r"\bbp\b|shell|caltex|ampol|7-eleven|united petrol|puma energy|metro petroleum|liberty oil|fuel|petrol|"
            r"diesel|\brego\b|registration|service nsw|vicroads|mechanic|ultra tune|bob jane|repco|supercheap|tyre|"
            r"car service|car wash"
        ),
        "D1",
        "business_motor_vehicle",
        0.75,
        "Car expenses are deductible for work travel other than ordinary trips between home and work, using the "
        "logbook method (business-use %) or the cents per kilometre method.",
        SRC_CAR,
        tax_categories=frozenset({"car"}),
        apportion=True,
        car_running_cost=True,
        documentation=("receipt", "logbook or record of work kilometres"),
        warnings=("trips between home and your regular workplace are private",),
    ),
    Rule(
        "parking_tolls",
        "Parking fees and road tolls",
        _re(r"parking|wilson|secure parking|linkt|e-?toll|etag|citylink|transurban|\btoll"),
        "D2",
        "business_motor_vehicle",
        0.7,
        "Parking and tolls paid while travelling for work are deductible; they are claimed at D2 even under the "
        "cents per kilometre method.",
        SRC_CAR,
        documentation=("receipt or toll statement",),
        warnings=("parking at your regular workplace and tolls on the commute are private",),
    ),
    Rule(
        "travel",
        "Work travel: flights, accommodation, rideshare and public transport",
        _re(
            r"qantas|virgin australia|jetstar|rex airlines|airport|flight|airline|hotel|motel|airbnb|booking\.com|"
            r"expedia|ibis|novotel|hilton|marriott|accommodation|uber(?! ?eats)|didi|ola cabs|13cabs|taxi|opal|myki|"
            r"go card|translink"
        ),
        "D2",
        "business_travel",
        0.65,
        "Travel for work (between workplaces, to clients, or overnight for work) is deductible; travel between home "
        "and your regular workplace is private.",
        SRC_TRAVEL,
        tax_categories=frozenset({"travel"}),
        documentation=("receipt", "travel diary if away 6 or more nights in a row"),
        warnings=("commuting and private travel are not deductible",),
    ),
    Rule(
        "protective_clothing",
        "Protective clothing and compulsory uniforms",
        _re(
            r"hi[- ]?vis|steel[- ]?cap|safety (boot|glass|gear)|workwear|hard yakka|king gee|rsea|blackwoods|"
            r"protective|uniform|scrubs"
        ),
        "D3",
        "business_other",
        0.8,
        "Protective clothing and footwear, compulsory or registered uniforms and occupation-specific clothing are "
        "deductible; conventional clothing is not, even if your employer requires it.",
        SRC_CLOTHING,
        tax_categories=frozenset({"clothing"}),
    ),
    Rule(
        "laundry",
        "Laundry and dry-cleaning of work clothing",
        _re(r"laundr|dry[- ]?clean"),
        "D3",
        "business_other",
        0.6,
        "Cleaning protective clothing or a compulsory uniform is deductible; cleaning everyday clothes is not.",
        SRC_CLOTHING,
        apportion=True,
    ),
    Rule(
        "self_education",
        "Self-education: courses, conferences, textbooks",
        _re(
            r"udemy|coursera|tafe|university|uni fees|course|seminar|conference|workshop|textbook|"
            r"linkedin learning|cpd|training"
        ),
        "D4",
        "business_other",
        0.7,
        "Courses that maintain or improve the skills of your current job are deductible; courses for a new career "
        "are not.",
        SRC_SELF_ED,
        gst="gst_free",
        tax_categories=frozenset({"self_education"}),
        warnings=("must relate to your current work, not a new career",),
    ),
    Rule(
        "phone_internet",
        "Phone and internet",
        _re(
            r"telstra|optus|vodafone|\btpg\b|aussie broadband|iinet|belong|amaysim|boost mobile|mobile plan|"
            r"internet|\bnbn\b"
        ),
        "D5",
        "business_other",
        0.7,
        "Only the work-use share of phone and internet bills is deductible, worked out from a 4-week diary.",
        SRC_PHONE,
        apportion=True,
        wfh_running_cost=True,
        documentation=("bill", "4-week diary of work use"),
    ),
    Rule(
        "software",
        "Software and subscriptions",
        _re(
            r"microsoft|adobe|google \*?(workspace|gsuite)|xero|myob|quickbooks|dropbox|github|atlassian|canva|"
            r"zoom\.us|slack|notion|figma|chatgpt|openai"
        ),
        "D5",
        "business_other",
        0.65,
        "Software used for work or the business is deductible (the work-use share for employees).",
        SRC_TOOLS,
        apportion=True,
    ),
    Rule(
        "computer_equipment",
        "Computers, monitors and office equipment",
        _re(
            r"jb hi-?fi|harvey norman|the good guys|apple store|apple\.com|laptop|computer|macbook|imac|ipad|"
            r"monitor|dell|lenovo|printer|desk|office chair|ikea|home office"
        ),
        "D5",
        "business_depreciation",
        0.6,
        "Equipment used for work is deductible in proportion to work use; items over $300 (employees) are "
        "depreciated, small businesses may use the instant asset write-off.",
        SRC_TOOLS,
        apportion=True,
        capital_possible=True,
        tax_categories=frozenset({"capital"}),
    ),
    Rule(
        "office_supplies",
        "Stationery and office supplies",
        _re(r"officeworks|stationery|staples|printer ink|toner|paper"),
        "D5",
        "business_other",
        0.6,
        "Stationery used for work is deductible; under the working-from-home fixed rate it is already covered.",
        SRC_WFH,
        apportion=True,
        wfh_running_cost=True,
    ),
    Rule(
        "tools_general",
        "Tools and equipment",
        _re(r"bunnings|total tools|sydney tools|tool"),
        "D5",
        "business_other",
        0.55,
        "Tools used to earn your income are deductible; $300 or less immediately, more over their effective life.",
        SRC_TOOLS,
        apportion=True,
        capital_possible=True,
    ),
    Rule(
        "tax_affairs",
        "Cost of managing tax affairs",
        _re(r"accountant|tax agent|h&r block|etax|tax return|bookkeep|tax advice"),
        "D10",
        "business_other",
        0.9,
        "Fees paid to a registered tax agent and other costs of managing your tax affairs are deductible.",
        SRC_TAX_AFFAIRS,
        tax_categories=frozenset({"tax_affairs"}),
    ),
    Rule(
        "donation",
        "Gifts and donations to deductible gift recipients",
        _re(
            r"donation|donate|red cross|salvation army|salvos|unicef|world vision|oxfam|smith family|beyond blue|"
            r"charity|cancer council|rspca|medecins|msf"
        ),
        "D9",
        None,
        0.8,
        "Gifts of $2 or more to a deductible gift recipient (DGR) are deductible when you receive nothing in return.",
        SRC_GIFTS,
        gst="no_gst",
        tax_categories=frozenset({"donation"}),
        documentation=("DGR receipt",),
        warnings=(
            "raffle tickets, charity dinners and gifts where you get something back are not deductible",
        ),
    ),
    Rule(
        "income_protection",
        "Income protection insurance",
        _re(r"income protection"),
        "D15",
        None,
        0.8,
        "Income protection premiums you pay yourself (not through super) are deductible.",
        SRC_OTHER,
        gst="input_taxed",
        documentation=("annual premium statement",),
    ),
    Rule(
        "business_insurance",
        "Business insurance",
        _re(r"public liability|professional indemnity|business insurance"),
        None,
        "business_other",
        0.8,
        "Insurance premiums for the business are a business expense.",
        SRC_BUSINESS,
    ),
    Rule(
        "advertising",
        "Advertising and marketing",
        _re(r"facebk|facebook ads|meta ads|google ads|linkedin ads|vistaprint|advertis|marketing"),
        None,
        "business_other",
        0.8,
        "Advertising is a business expense; it is not a work expense of an employee.",
        SRC_BUSINESS,
        tax_categories=frozenset({"business_expense"}),
    ),
    Rule(
        "postage",
        "Postage and couriers",
        _re(r"australia post|auspost|sendle|startrack|couriers please|aramex|postage|courier"),
        None,
        "business_other",
        0.7,
        "Postage and courier costs are business expenses.",
        SRC_BUSINESS,
    ),
    Rule(
        "professional_fees",
        "Legal and consulting fees",
        _re(r"legal|lawyer|solicitor|consult"),
        None,
        "business_other",
        0.6,
        "Professional fees incurred in running the business are deductible (capital legal costs are not).",
        SRC_BUSINESS,
    ),
    Rule(
        "bank_fees",
        "Bank and merchant fees",
        _re(
            r"account fee|monthly fee|merchant fee|bank fee|international transaction fee|dishonour|stripe fee|"
            r"square fee|paypal fee"
        ),
        None,
        "business_other",
        0.75,
        "Fees on a business account or for taking payments are business expenses; bank fees are input-taxed, so "
        "there is no GST credit.",
        SRC_INPUT_TAXED,
        gst="input_taxed",
    ),
    # --- private and domestic (not deductible) ---
    Rule(
        "meals",
        "Meals, coffee and entertainment",
        _re(
            r"cafe|coffee|restaurant|mcdonald|kfc|hungry jack|domino|uber ?eats|menulog|doordash|grill|sushi|"
            r"pizza|lunch|dinner|bar\b|pub\b"
        ),
        None,
        None,
        0.75,
        "Everyday meals are private; client entertainment is not deductible for a business either. Meals while "
        "travelling overnight for work are the exception.",
        SRC_ENTERTAINMENT,
        warnings=("meals and entertainment are usually private or non-deductible entertainment",),
    ),
    Rule(
        "groceries",
        "Groceries",
        _re(r"woolworths|coles|aldi|\biga\b|harris farm|foodworks|costco|supermarket|grocer"),
        None,
        None,
        0.9,
        "Groceries are private and domestic. Basic food is GST-free.",
        SRC_GST_FREE,
        gst="gst_free",
    ),
    Rule(
        "health",
        "Health and medical",
        _re(
            r"chemist|pharmacy|priceline|medical|dental|dentist|physio|pathology|hospital(?!ity)|optometr|doctor|\bgp\b"
        ),
        None,
        None,
        0.85,
        "Medical costs are private. Most health services and medicines are GST-free.",
        SRC_GST_FREE,
        gst="gst_free",
    ),
    Rule(
        "rent_mortgage",
        "Rent and mortgage",
        _re(r"\brent\b|real estate|mortgage|home loan"),
        None,
        None,
        0.8,
        "Home rent and mortgage repayments are private; residential rent is input-taxed (no GST). A home-based "
        "business may claim occupancy costs only if part of the home is a place of business.",
        SRC_INPUT_TAXED,
        gst="input_taxed",
    ),
    Rule(
        "utilities",
        "Household energy and water",
        _re(
            r"\bagl\b|origin energy|energyaustralia|red energy|alinta|sydney water|yarra valley water|simply energy|"
            r"electricity|gas bill"
        ),
        None,
        "business_other",
        0.5,
        "Household energy is private for employees (the working-from-home fixed rate already covers it); a business "
        "run from home may claim the business-use share.",
        SRC_WFH,
        apportion=True,
        wfh_running_cost=True,
    ),
    Rule(
        "leisure",
        "Streaming, gym and leisure",
        _re(
            r"netflix|spotify|\bstan\b|disney|binge|kayo|hoyts|event cinemas|ticketek|ticketmaster|steam games|"
            r"playstation|gym|fitness"
        ),
        None,
        None,
        0.85,
        "Entertainment subscriptions and gym memberships are private.",
        f"{DED}",
    ),
    Rule(
        "conventional_clothing",
        "Conventional clothing",
        _re(r"uniqlo|h&m|zara|cotton on|myer|david jones|kmart|target|big w|rebel sport|clothing"),
        None,
        None,
        0.8,
        "Conventional clothing is not deductible, even if your employer tells you to wear it.",
        SRC_CLOTHING,
        tax_categories=frozenset({"personal"}),
    ),
    Rule(
        "tax_payment",
        "Tax payments",
        _re(r"\bato\b|australian taxation office|tax office"),
        None,
        None,
        0.85,
        "Income tax payments are not deductible (the fees of a tax agent are, at D10).",
        SRC_TAX_AFFAIRS,
        gst="no_gst",
        documentation=(),
    ),
    Rule(
        "transfer",
        "Transfers and cash withdrawals",
        _re(r"transfer to|transfer from|osko|payid|internal transfer|\batm\b|cash withdrawal"),
        None,
        None,
        0.9,
        "Money moving between your own accounts or withdrawn as cash is not an expense.",
        SRC_RECORDS,
        gst="no_gst",
        tax_categories=frozenset({"transfer"}),
        documentation=(),
    ),
)


def _rule(rule_id: str) -> Rule:
    return next(r for r in RULES if r.id == rule_id)


def _category_rule(tax_category: str, employee_label: str | None, business: str | None, text: str) -> Rule:
    return Rule(
        f"category_{tax_category}",
        f"Category marked {tax_category}",
        None,
        employee_label,
        business,
        0.55,
        text,
        SRC_BUSINESS if business and not employee_label else DED,
        gst="unknown",
        tax_categories=frozenset({tax_category}),
    )


#: Used when no words matched: the account's category decides, with lower confidence.
CATEGORY_RULES: dict[str, Rule] = {
    "car": _rule("car_running"),
    "travel": _rule("travel"),
    "clothing": _rule("protective_clothing"),
    "self_education": _rule("self_education"),
    "donation": _rule("donation"),
    "tax_affairs": _rule("tax_affairs"),
    "transfer": _rule("transfer"),
    "capital": _rule("computer_equipment"),
    "other_work": _category_rule(
        "other_work",
        "D5",
        "business_other",
        "Your category marks this as an other work-related expense (D5): deductible to the extent it is for work.",
    ),
    "business_expense": _category_rule(
        "business_expense",
        None,
        "business_other",
        "Your category marks this as a business expense: deductible for a business, not as an employee's work expense.",
    ),
    "personal": _category_rule("personal", None, None, "Your category marks this as private or domestic."),
}

RULES_BY_ID = {rule.id: rule for rule in RULES}
