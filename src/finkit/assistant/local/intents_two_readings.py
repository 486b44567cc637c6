"""Requests with two fair readings in the person's own books, asked back naming both (issue 27).

"What was that big payment in October": a payment pointed at by its size alone ("big", "large", "huge") is
one the person has in mind, and the books hold several big ones (the rent, a tax payment, a purchase): which
is asked, with how to ask for the largest one, never one of them given as the one meant.

"How much was the GST bill", no period said: the net GST one BAS says (which quarter?), or what was paid to
the tax office (a BAS payment can carry PAYG instalments too, so it is another figure). Either gives a
figure and they differ: which is asked, never one of them given.
"""

from __future__ import annotations

import re

from finkit.assistant.local.intents import Intent, Request, Results
from finkit.assistant.providers.base import ToolCall
from finkit.core.periods import find_period

_GST_BILL = re.compile(r"\b(?:gst|bas)\s+(?:bills?|debt)\b", re.I)


def _gst_bill(r: Request) -> bool:
    return find_period(r.text, today=r.today, fy_start=r.fy_start) is None


def _plan(r: Request) -> list[ToolCall]:
    return []


def _answer(r: Request, results: Results) -> str:
    return (
        "“The GST bill” could be the net GST a BAS works out for one quarter (1A less 1B), or what you paid "
        "the tax office (a BAS payment can include PAYG instalments too, so it is another figure). Which one, "
        'and for which quarter? For example "net GST for Q4 FY26" or "how much did I pay the ATO in Q4 FY26".'
    )


#: "tax" said as what was paid or owed, no kind of tax said with it ("income tax" paid is asked too: the BAS
#: payments hold its instalments, the wages its withholding): not "land tax", "the tax
#: office", "tax refund", "tax return", "tax agent", "tax deductible", "tax payments" (the category's own name).
_TAX_ALONE = re.compile(
    r"(?<!\bland\s)(?<!\bpayroll\s)(?<!\bfuel\s)\btax(?:es)?\b"
    r"(?!\s*(?:office|refunds?|returns?|rtn|agents?|accountant|man|guys?|people|deduct\w*|claim\w*|time|year|"
    r"summary|position|report|rates?|brackets?|free|file|payments?|instal\w*|invoices?|credits?|purposes|"
    r"-?\s*wise|debt|bill|bills|advice|return)\b)",
    re.I,
)
#: the tax is what was paid or owed ("how much tax did i pay", "how much was the tax", "total tax paid")
_TAX_PAID = re.compile(
    r"\b(?:how\s+much|what|total|all\s+the)\b[^?.]*\btax(?:es)?\b"
    r"|\btax(?:es)?\s+(?:(?:i|we)\s+)?(?:paid|pay)\b|\bpa(?:y|id)\b[^?.]*\btax(?:es)?\b",
    re.I,
)
#: the kind of tax said elsewhere in the question, or the tax left out of something else ("not counting tax")
_TAX_KIND_SAID = re.compile(
    r"\b(?:gst|bas|payg\w*|ato|tax\s+office|refunds?|withh[eo]ld\w*|take\s+out|took\s+out|taken\s+out"
    r"|not\s+counting|excluding|except|without|other\s+than|apart\s+from|less|minus|after|before|net\s+of"
    r"|ex\b|inc\b|incl\w*|save|saving|cut|reduce|lower|claim\w*|deduct\w*|write[- ]?offs?|lodg\w*"
    # the return or advice ("what can i claim on tax", "should i pay less tax"): another area's
    r"|on\s+(?:my\s+)?tax|for\s+tax|should|would|could|will)\b",
    re.I,
)


def _tax_alone(r: Request) -> bool:
    return bool(_TAX_PAID.search(r.text)) and not _TAX_KIND_SAID.search(r.text)


def _tax_answer(r: Request, results: Results) -> str:
    return (
        "“The tax” could be what you paid the tax office (your BAS payments: GST and PAYG instalments), the "
        "tax taken out of wages (not in your bank file), or the income tax on your return (finkit doesn't "
        'work that out). Which one do you mean? For example "how much did I pay the ATO in FY26".'
    )


_BIG_ONE = re.compile(
    r"\b(?:the|that|this|those|these)\s+(?:big|bigger|large|larger|huge|massive|major|hefty|giant|chunky)\s+"
    r"(?:one|ones|payments?|transfers?|purchases?|bills?|deposits?|debits?|expenses?|withdrawals?|charges?|"
    r"amounts?|transactions?|spend|credits?)\b",
    re.I,
)


def _big_one_answer(r: Request, results: Results) -> str:
    period = find_period(r.text, today=r.today, fy_start=r.fy_start)
    said = period.phrase if period is not None else ""
    when = (" " if re.match(r"(?:last|this|next|the|in|during|for|over|from)\b", said) else " in ") + said
    when = when if said else ""
    return (
        f"Which payment{when} do you mean? Your books hold several large ones (rent, tax payments, purchases), "
        "and I won't pick one for you. Name the payee or the amount, or ask for the largest one, for example "
        f'"the largest payment{when or " in October"}" or "my biggest purchases{when or " in October"}".'
    )


INTENTS: list[Intent] = [
    Intent(
        "big_one",
        _BIG_ONE,
        _plan,
        _big_one_answer,
        "what was that big payment in october? (asked: which one)",
        priority=13,
    ),
    Intent(
        "tax_paid",
        _TAX_ALONE,
        _plan,
        _tax_answer,
        "how much tax did I pay? (asked: the tax office, wages or the return)",
        priority=13,
        when=_tax_alone,
    ),
    Intent(
        "gst_bill",
        _GST_BILL,
        _plan,
        _answer,
        "how much was the GST bill? (asked: which quarter, the BAS or the payments)",
        priority=13,
        when=_gst_bill,
    ),
]
