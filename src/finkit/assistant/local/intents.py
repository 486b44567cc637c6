"""The requests the local engine understands: each intent plans tool calls and words the answer from
their results. Add an intent here when a new tool makes a common question answerable."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from typing import Any

from finkit.assistant.local.parse import (
    DateRange,
    amounts,
    best_category,
    country_in,
    date_range,
    merchant_after_at,
    unread_period,
)
from finkit.assistant.local.reader import CategoryInfo
from finkit.assistant.providers.base import ToolCall
from finkit.core.money import format_money, parse_amount
from finkit.core.periods import FyStart, find_periods


@dataclass
class Request:
    text: str
    today: date
    currency: str
    category_names: dict[str, str]  # name -> id
    attachments: list[str] = field(default_factory=list)  # assetUrls sent with the message
    fy_start: FyStart = (7, 1)  # the tax profile's (else the country's) financial-year start
    occupation: str | None = None  # the tax profile's occupation, when one is stored
    categories: list[CategoryInfo] = field(default_factory=list)  # the books' categories (kind, tax category)
    merchants: list[tuple[str, bool]] = field(default_factory=list)  # (merchant name, has money in)
    data_first: date | None = None  # the person's first and latest transaction dates
    data_last: date | None = None
    description_words: frozenset[str] = frozenset()  # words of the bank descriptions
    query_cache: tuple[Any, ...] | None = None  # the request read as a query (``intents_query``), once
    categories_in_use: frozenset[str] | None = None  # ids of categories with transactions (None: not known)
    #: each payee's categories (the ids its transactions are in; None: not known)
    merchant_categories: dict[str, frozenset[str]] | None = None
    #: each category's business-use shares of money out (None: not known): two vehicles' costs in one
    category_shares: dict[str, frozenset[Decimal]] | None = None
    #: each payee's business-use shares of money out (``analytics.merchant_work_shares``)
    merchant_shares: dict[str, frozenset[Decimal]] | None = None
    earning_words: frozenset[str] = frozenset()  # words of the bank descriptions of earnings (money in)
    #: each payee's words that all of its bank descriptions hold (None: not known)
    merchant_words: dict[str, frozenset[str]] | None = None
    #: each word of the deposits' bank descriptions, with the payers some of whose deposits say it
    deposit_word_payers: dict[str, frozenset[str]] | None = None
    #: each word of the payments' bank descriptions, with the payees some of whose payments say it
    payment_word_payees: dict[str, frozenset[str]] | None = None
    vehicle_method: str | None = None  # the tax profile's car claim method ("cents_per_km", "logbook")
    #: payees whose payouts are split into the sale and the fee kept (``analytics.payers_keeping_fees``)
    fee_payers: frozenset[str] = frozenset()

    @property
    def lower(self) -> str:
        return self.text.lower()

    @property
    def period(self) -> DateRange | None:
        return date_range(self.text, self.today, self.fy_start, self.data_last)

    @property
    def period_unread(self) -> bool:
        """The request names a period the reader could not read: ask, never answer for another one."""
        return unread_period(self.text, self.today, self.fy_start)

    @property
    def amounts(self) -> list[Decimal]:
        return amounts(self.text)

    @property
    def category(self) -> str | None:
        return best_category(self.text, list(self.category_names))

    def period_args(self) -> dict[str, str]:
        p = self.period
        return {"fromDate": p.start.isoformat(), "toDate": p.end.isoformat()} if p else {}


Results = dict[str, dict[str, Any]]


@dataclass(frozen=True)
class Intent:
    name: str
    pattern: re.Pattern[str]
    plan: Callable[[Request], list[ToolCall]]
    answer: Callable[[Request, Results], str]
    example: str
    # more calls planned from the first results (e.g. find the vehicle, then compare its claim methods);
    # returns [] when nothing more is needed
    follow_up: Callable[[Request, Results], list[ToolCall]] | None = None
    priority: int = 0  # higher is tried first (a specific request before a generic one)
    when: Callable[[Request], bool] | None = None  # an extra condition besides the pattern
    uses_period: bool = False  # answers for a period: an unreadable one is asked about, never replaced

    def tools(self, request: Request) -> set[str]:
        return {c.name for c in self.plan(request)}


def money(value: Any, currency: str) -> str:
    """An amount in an answer: ``-$1,234.50 AUD``, ``¥1,200 JPY`` (core's one formatter)."""
    return format_money(parse_amount(value), currency, code=True)


def _call(name: str, **arguments: Any) -> ToolCall:
    return ToolCall(
        id=f"local_{name}", name=name, arguments={k: v for k, v in arguments.items() if v is not None}
    )


def _failed(results: Results) -> str | None:
    from finkit.assistant.local.clarify import plain_error

    for tool, data in results.items():
        if "error" in data and "code" in data:
            return plain_error(tool, data)
    return None


# --- transactions -------------------------------------------------------------------------------------------


def _recent_plan(r: Request) -> list[ToolCall]:
    return [_call("transactions_list", limit=10, **r.period_args())]


def _recent_answer(r: Request, results: Results) -> str:
    data = results["transactions_list"]
    rows = data["transactions"]
    if not rows:
        return (
            "There are no transactions"
            + (f" for {r.period.label}" if r.period else "")
            + " (from transactions_list)."
        )
    lines = [f"- {t['date'][:10]} {t['description']}: {money(t['amount'], t['currency'])}" for t in rows]
    total = data["pagination"]["total"]
    head = f"Your {len(rows)} most recent of {total} transaction(s)" + (
        f" for {r.period.label}" if r.period else ""
    )
    return head + " (from transactions_list):\n" + "\n".join(lines)


def _add_plan(r: Request) -> list[ToolCall]:
    amount = r.amounts[0] if r.amounts else None
    merchant = merchant_after_at(r.text)
    what = re.search(r"\bfor ([\w\s&'-]+?)(?=\s+(?:yesterday|today|last|this|on)\b|[,.!?]|$)", r.text)
    description = (what.group(1).strip() if what else None) or merchant or "Purchase"
    category = r.category
    day = r.period.start if r.period and r.period.start == r.period.end else r.today
    return [
        _call(
            "transactions_create",
            date=day.isoformat(),
            amount=str(-amount) if amount else None,
            description=f"{merchant} - {description}"
            if merchant and description != merchant
            else description,
            merchant=merchant,
            categoryId=r.category_names.get(category) if category else None,
        )
    ]


def _add_answer(r: Request, results: Results) -> str:
    tx = results["transactions_create"]
    return f"Added {tx['description']} for {money(tx['amount'], tx['currency'])} on {tx['date'][:10]} (from transactions_create)."


def _duplicates_plan(r: Request) -> list[ToolCall]:
    return [_call("transactions_find_duplicates", **r.period_args())]


def _duplicates_answer(r: Request, results: Results) -> str:
    groups = results["transactions_find_duplicates"]["groups"]
    if not groups:
        return "I found no likely duplicate transactions (from transactions_find_duplicates)."
    lines = [
        f"- {len(g['transactions'])}× {g['transactions'][0]['description']} "
        f"{money(g['amount'], r.currency)} on " + ", ".join(t["date"][:10] for t in g["transactions"])
        for g in groups[:10]
    ]
    return f"{len(groups)} group(s) of likely duplicates (from transactions_find_duplicates):\n" + "\n".join(
        lines
    )


def _categories_answer(r: Request, results: Results) -> str:
    names = [c["name"] for c in results["categories_list"]["categories"]]
    return f"You have {len(names)} categories (from categories_list): " + ", ".join(names) + "."


def _whoami_answer(r: Request, results: Results) -> str:
    me = results["account_whoami"]
    return (
        f"You are signed in as {me['email']} on the {me['tier']} tier, in {me['currency']} "
        f"({me['country']}) (from account_whoami)."
    )


# --- tax -------------------------------------------------------------------------------------------------


def gst_amount_asked(r: Request) -> bool:
    """The request gives an amount to split ("GST on $110", "gst in 1650"), not a period ("GST for Q3")."""
    return _gst_amount(r) is not None


#: A number that counts something ("4 quarters", "3 months"), never an amount of money.
COUNTED_NUMBER = re.compile(
    r"(?<![\w.$£€])\d+\s+(?:bas\s+)?(?:quarters?|qtrs?|months?|weeks?|years?|yrs?|days?|fortnights?|times?)\b"
)


def _gst_amount(r: Request) -> Decimal | None:
    if r.amounts:
        return r.amounts[0]
    rest = r.lower
    for p in find_periods(r.text, today=r.today, fy_start=r.fy_start):
        rest = rest.replace(p.phrase.lower(), " ")
    rest = COUNTED_NUMBER.sub(" ", rest)  # "all 4 quarters" counts quarters: it is not $4
    found = re.search(r"(?<![\w.])(\d[\d,]*(?:\.\d{1,2})?)(?![\w.])", rest)
    return parse_amount(found.group(1).replace(",", "")) if found else None


def _gst_plan(r: Request) -> list[ToolCall]:
    amount = _gst_amount(r)
    excluded = bool(
        re.search(
            r"\b(plus|on top|excl|exclusive|before (gst|vat|tax)|ex (gst|vat))\b|\+ ?(gst|vat)", r.lower
        )
    )
    return [
        _call(
            "tax_calculate",
            amount=str(amount) if amount is not None else None,
            taxIncluded=not excluded,
            countryCode=country_in(r.text),
        )
    ]


def _gst_answer(r: Request, results: Results) -> str:
    c = results["tax_calculate"]
    rate = (parse_amount(c["rate"], field="rate") * 100).normalize()
    cur = c.get("currency") or r.currency
    if c.get("taxIncluded", True):
        return (
            f"{money(c['total'], cur)} includes {money(c['tax'], cur)} of {c.get('taxName') or 'tax'} at {rate:f}% "
            f"({money(c['subtotal'], cur)} before tax) (from tax_calculate)."
        )
    return (
        f"{rate:f}% {c.get('taxName') or 'tax'} on {money(c['subtotal'], cur)} is {money(c['tax'], cur)}, "
        f"{money(c['total'], cur)} in total (from tax_calculate)."
    )


_ITEM = re.compile(r"\bis (?:my |the |a |an )?(.+?) (?:tax[- ])?deductible", re.I)
_CLAIM_ITEM = re.compile(r"\bcan i claim (?:for )?(?:my |the |a |an )?(.+?)(?: on (?:my )?tax)?[?.!]*$", re.I)


def _deductible_plan(r: Request) -> list[ToolCall]:
    from finkit.assistant.local.intents_deductions import OCCUPATION, occupation_in

    found = _ITEM.search(r.text) or _CLAIM_ITEM.search(r.text)
    item = OCCUPATION.sub("", found.group(1) if found else r.text).strip(" ?.!,")
    occupation = occupation_in(r)
    return [
        _call(
            "tax_analyse_deductions",
            userProfile={"occupation": occupation} if occupation else None,
            transactions=[
                {
                    "description": item,
                    "amount": "-100.00",
                    "date": r.today.isoformat(),
                    **({"category": r.category} if r.category else {}),
                }
            ],
        )
    ]


def _deductible_answer(r: Request, results: Results) -> str:
    data = results["tax_analyse_deductions"]
    a = data["analyses"][0]
    if a["isTaxDeductible"] is None:
        verdict = "I can only give general guidance for your country"
    elif a["isTaxDeductible"] and any(w.startswith("mixed use") for w in a["warnings"]):
        # used privately too: say only the work-use share counts, never a flat percentage
        verdict = "Only the work-use share is deductible" + (
            f", under {a['returnLabel']}" if a.get("returnLabel") else ""
        )
    elif a["isTaxDeductible"]:
        share = parse_amount(a["deductiblePercentage"], field="deductiblePercentage").normalize()
        verdict = f"Yes, generally {share:f}% deductible" + (
            f" under {a['returnLabel']}" if a.get("returnLabel") else ""
        )
    else:
        verdict = "Generally no"
    docs = f" Keep: {', '.join(a['documentationRequired'])}." if a["documentationRequired"] else ""
    return f"{verdict}: {a['reasoning']}{docs} (from tax_analyse_deductions)"


def _deductions_plan(r: Request) -> list[ToolCall]:
    from finkit.assistant.local.intents_taxline import tax_year, year_without_rows

    if year_without_rows(r):
        return []
    return [_call("tax_summary", fy=tax_year(r)[0])]


def _deductions_answer(r: Request, results: Results) -> str:
    from finkit.assistant.local.intents_taxline import year_without_rows

    if "tax_summary" not in results:
        return year_without_rows(r) or ""
    s = results["tax_summary"]
    cur = s["currency"]
    lines = [f"- {d['label']} {d['name']}: {money(d['amount'], cur)}" for d in s["deductions"]]
    head = (
        f"Deductions for the {s['periodStart']} – {s['periodEnd']} financial year so far: "
        f"{money(s['totalDeductions'], cur)} (from tax_summary)"
    )
    tail = f"\n{len(s['needsDocuments'])} item(s) need documents." if s["needsDocuments"] else ""
    return head + (":\n" + "\n".join(lines) if lines else ".") + tail


# --- receipts (attachments) -------------------------------------------------------------------------------

RECEIPT_TOOL = "receipts_analyse_upload"
NO_ATTACHMENT = (
    "Attach the receipt first: upload it (POST /api/chat/upload) and send its assetUrl with your message, "
    "then ask me to analyse it."
)


def _receipt_plan(r: Request) -> list[ToolCall]:
    """The first attachment (one receipt per request keeps the answer about one document)."""
    return [_call(RECEIPT_TOOL, assetUrl=url) for url in r.attachments[:1]]


def _receipt_answer(r: Request, results: Results) -> str:
    if not r.attachments:
        return NO_ATTACHMENT
    data = results[RECEIPT_TOOL]
    if not data.get("readable"):
        return f"I could not read {data['fileName']}: {data['extractionError']} (from {RECEIPT_TOOL})."
    cur = data["currency"]
    found = [
        f"- Merchant: {data['merchant']}" if data.get("merchant") else None,
        f"- Date: {data['receiptDate']}" if data.get("receiptDate") else None,
        f"- Total: {money(data['total'], cur)}" if data.get("total") is not None else None,
        f"- GST: {money(data['gstAmount'], cur)}" if data.get("gstAmount") is not None else None,
        f"- ABN: {data['abn']} ({'valid' if data.get('abnValid') else 'fails the ATO check'})"
        if data.get("abn")
        else None,
        f"- {len(data['lineItems'])} line item(s)" if data.get("lineItems") else None,
    ]
    lines = [line for line in found if line]
    kind = "a tax invoice" if data.get("isTaxInvoice") else "a receipt (not marked as a tax invoice)"
    if not lines:
        return f"I read {data['fileName']} but found no receipt fields in it (from {RECEIPT_TOOL})."
    missing = [
        name
        for name, key in (("merchant", "merchant"), ("date", "receiptDate"), ("total", "total"))
        if data.get(key) in (None, "")
    ]
    tail = f"\nNot found: {', '.join(missing)}." if missing else ""
    more = len(r.attachments) - 1
    if more:
        tail += f"\nI read the first attachment only; send the other {more} in separate messages."
    return f"{data['fileName']} is {kind} (from {RECEIPT_TOOL}):\n" + "\n".join(lines) + tail


INTENTS: list[Intent] = [
    Intent(
        "analyse_receipt",
        re.compile(
            r"\b(analy[sz]e|read|scan|process|extract|look at|what'?s (on|in))\b.*"
            r"\b(receipts?|invoices?|attach\w*|upload\w*|file|photo|scan|pdf|docket)\b",
            re.I,
        ),
        _receipt_plan,
        _receipt_answer,
        "analyse this receipt (with an uploaded file)",
    ),
    Intent(
        "gst_calculation",
        re.compile(r"\b(gst|vat|tax)\b.*(\$|\d)|(\$|\d).*\b(gst|vat)\b", re.I),
        _gst_plan,
        _gst_answer,
        "what's the GST on $110?",
        when=gst_amount_asked,
    ),
    Intent(
        "is_deductible",
        re.compile(r"\bdeductible\b|\bcan i claim\b", re.I),
        _deductible_plan,
        _deductible_answer,
        "is my phone bill deductible?",
    ),
    Intent(
        "deductions_estimate",
        re.compile(r"\b(deductions|tax summary|claim this year|tax return)\b", re.I),
        _deductions_plan,
        _deductions_answer,
        "estimate my deductions this year",
        uses_period=True,
    ),
    Intent(
        "add_transaction",
        re.compile(r"\b(add|record|log|enter)\b.*(\$|\d)", re.I),
        _add_plan,
        _add_answer,
        "add a $45.50 expense at Bunnings for hardware yesterday",
    ),
    Intent(
        "duplicates",
        re.compile(r"\bduplicat", re.I),
        _duplicates_plan,
        _duplicates_answer,
        "do I have any duplicate transactions?",
        uses_period=True,
    ),
    Intent(
        "recent_transactions",
        re.compile(r"\b(show|list|recent|latest|last \d+)\b.*\btransactions?\b", re.I),
        _recent_plan,
        _recent_answer,
        "show my recent transactions",
        uses_period=True,
    ),
    Intent(
        "categories",
        re.compile(r"\b(what|which|list|show)\b.*\bcategor", re.I),
        lambda r: [_call("categories_list")],
        _categories_answer,
        "what categories do I have?",
    ),
    Intent(
        "whoami",
        re.compile(r"\b(who am i|my (plan|tier|subscription|account)|(what|which) (plan|tier))\b", re.I),
        lambda r: [_call("account_whoami")],
        _whoami_answer,
        "what plan am I on?",
    ),
]


def all_intents() -> list[Intent]:
    """This module's intents and the area modules' (``intents_<area>.py``), the most specific first."""
    from finkit.assistant.local.intents_all import AREA_INTENTS

    return sorted(INTENTS + AREA_INTENTS, key=lambda i: -i.priority)


def _amount_in_words(example: str) -> str:
    """ "what's the GST on $110?" → "what's the GST on 110 dollars?" (a form the local engine reads too)."""
    return re.sub(r"\$(\d[\d,]*(?:\.\d\d)?)", r"\1 dollars", example)


def capabilities(available: set[str]) -> str:
    from finkit.assistant.local.intents_all import AREA_INTENTS

    usable = [
        i
        for i in INTENTS + AREA_INTENTS
        if i.name not in ("decline", "gst_bill")
        and i.tools(Request("", date.today(), "AUD", {})) <= available
    ]
    # an answer that asks back carries no dollar figure: the examples' amounts are said in words
    # ("the GST on 110 dollars"), so no reply that read nothing can be taken for a figure
    examples = "\n".join(f'- "{_amount_in_words(i.example)}"' for i in usable)
    return (
        "I'm not sure what you mean, and I won't guess at your numbers. Here is what I can do:\n" + examples
    )


def match(request: Request, available: set[str]) -> Intent | None:
    for intent in all_intents():
        if (
            intent.pattern.search(request.text)
            and (intent.when is None or intent.when(request))
            and intent.tools(request) <= available
        ):
            return intent
    return None


def answer(intent: Intent, request: Request, results: Results) -> str:
    return _failed(results) or intent.answer(request, results)


def follow_up(intent: Intent, request: Request, results: Results) -> list[ToolCall]:
    """More calls the intent plans from the results so far (none after a failure or for a tool already run)."""
    if intent.follow_up is None or _failed(results):
        return []
    return [c for c in intent.follow_up(request, results) if c.name not in results]
