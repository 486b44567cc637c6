"""Adding records from a sentence: income, a car trip, a work expense, a bill. Each plans a write tool,
so the engine proposes it and runs it only after the user says yes."""

from __future__ import annotations

import calendar
import re
from datetime import date, timedelta

from finkit.assistant.local.common import call, num
from finkit.assistant.local.intents import Intent, Request, Results, money
from finkit.assistant.local.parse import MONTHS, merchant_after_at
from finkit.assistant.providers.base import ToolCall
from finkit.core.money import money_text

_STOP = r"(?=\s+(?:yesterday|today|tomorrow|last|this|on|for|of|due|at|from|every|each)\b|[,.!?]|$)"


def _day(r: Request) -> date:
    p = r.period
    return p.start if p and p.start == p.end else r.today


def _amount(r: Request) -> str | None:
    return money_text(r.amounts[0], r.currency) if r.amounts else None


# --- income -------------------------------------------------------------------------------------------------

_INCOME_CATEGORY = (
    (r"\b(invoice|sale|sold|client|customer|job)\b", "Sales Income"),
    (r"\b(salary|wages?|payroll|pay ?slip)\b", "Salary & Wages"),
    (r"\binterest\b", "Interest Income"),
)


def _income_source(r: Request) -> str | None:
    found = re.search(r"\bfrom\s+(.+?)(?=\s+(?:yesterday|today|last|this|on)\b|[,.!?]|$)", r.text)
    return found.group(1).strip() if found else None


def _income_plan(r: Request) -> list[ToolCall]:
    source = _income_source(r)
    merchant = source.split()[0] if source and source[0].isupper() else None
    category = next((name for pattern, name in _INCOME_CATEGORY if re.search(pattern, r.lower)), None)
    return [
        call(
            "transactions_create",
            date=_day(r).isoformat(),
            amount=_amount(r),
            type="credit",
            description=f"Income from {source}" if source else "Income",
            merchant=merchant,
            categoryId=r.category_names.get(category) if category else None,
        )
    ]


def _income_answer(r: Request, results: Results) -> str:
    tx = results["transactions_create"]
    return (
        f"Recorded {money(tx['amount'], tx['currency'])} of income: {tx['description']} on {tx['date'][:10]} "
        f"(from transactions_create)."
    )


# --- a car trip ---------------------------------------------------------------------------------------------

_KM = re.compile(r"\b(\d+(?:\.\d+)?)\s?(?:km|kms|kilomet(?:re|er)s?)\b", re.I)


def _trip_purpose(r: Request) -> str | None:
    found = re.search(
        r"\b(?:trip|drive|drove|travel(?:led)?)\s+((?:to|for)\s+.+?)" + _STOP.replace("|for", ""), r.text
    )
    if not found:
        return None
    purpose = found.group(1).strip()
    return ("Trip " + purpose) if purpose.lower().startswith("to ") else purpose[4:].strip().capitalize()


def _pick_vehicle(r: Request, vehicles: list[dict[str, object]]) -> dict[str, object] | None:
    for v in vehicles:
        names = [str(v.get(k) or "") for k in ("name", "model", "make", "registration")]
        if any(n and re.search(rf"\b{re.escape(n.lower())}\b", r.lower) for n in names):
            return v
    return vehicles[0] if vehicles else None


def _trip_follow_up(r: Request, results: Results) -> list[ToolCall]:
    if "vehicles_list" not in results or "trips_create" in results:
        return []
    vehicle = _pick_vehicle(r, results["vehicles_list"].get("vehicles", []))
    km = _KM.search(r.text)
    if vehicle is None or km is None:
        return []
    private = bool(re.search(r"\b(private|personal)\b", r.lower))
    return [
        call(
            "trips_create",
            vehicleId=vehicle["id"],
            date=_day(r).isoformat(),
            distanceKm=km.group(1),
            purpose=_trip_purpose(r) or (None if private else "Business trip"),
            kind="private" if private else "business",
        )
    ]


def _trip_answer(r: Request, results: Results) -> str:
    if "trips_create" in results:
        t = results["trips_create"]
        return (
            f"Logged a {num(t['distanceKm'])} km {t['kind']} trip on {t['date']}"
            + (f": {t['purpose']}" if t.get("purpose") else "")
            + " (from trips_create)."
        )
    if not results["vehicles_list"].get("vehicles"):
        return (
            "You have no vehicles recorded, so I can't log a trip yet; add the car first "
            "(finkit vehicles add) (from vehicles_list)."
        )
    return 'Tell me the distance in km, e.g. "log 35 km business trip to a client site today" (from vehicles_list).'


# --- a work expense -----------------------------------------------------------------------------------------


def _expense_plan(r: Request) -> list[ToolCall]:
    what = re.search(r"\bfor\s+(?!\$)([\w\s&'-]+?)" + _STOP, r.text)
    merchant = merchant_after_at(r.text)
    category = r.category
    return [
        call(
            "expenses_create",
            date=_day(r).isoformat(),
            amount=_amount(r),
            merchant=merchant,
            description=(what.group(1).strip() if what else None) or merchant or "Work expense",
            categoryId=r.category_names.get(category) if category else None,
            reimbursable=True if re.search(r"\breimburs", r.lower) else None,
        )
    ]


def _expense_answer(r: Request, results: Results) -> str:
    e = results["expenses_create"]
    gst = f", GST {money(e['gstAmount'], e['currency'])}" if e.get("gstAmount") is not None else ""
    return (
        f"Recorded the expense {e['description']}"
        + (f" at {e['merchant']}" if e.get("merchant") else "")
        + f": {money(e['amount'], e['currency'])}{gst} on {e['date'][:10]}, status {e['status']} "
        "(from expenses_create)."
    )


# --- a bill -------------------------------------------------------------------------------------------------

_FREQUENCIES = {
    "weekly": "weekly",
    "fortnightly": "fortnightly",
    "monthly": "monthly",
    "quarterly": "quarterly",
    "yearly": "yearly",
    "annual": "yearly",
    "annually": "yearly",
    "every week": "weekly",
    "every month": "monthly",
    "every year": "yearly",
    "a month": "monthly",
    "a year": "yearly",
}
_MONTH_WORD = "|".join(sorted(MONTHS, key=len, reverse=True))


def _due_date(r: Request) -> date:
    t = r.lower
    if m := re.search(r"\bdue\s+(?:on\s+)?(\d{4}-\d{2}-\d{2})\b", t):
        return date.fromisoformat(m.group(1))
    if "due tomorrow" in t:
        return r.today + timedelta(days=1)
    if m := re.search(
        rf"\bdue\s+(?:on\s+)?(?:the\s+)?(\d{{1,2}})(?:st|nd|rd|th)?(?:\s+of)?(?:\s+({_MONTH_WORD}))?\b", t
    ):
        day = int(m.group(1))
        if m.group(2):
            month = MONTHS[m.group(2)]
            year = r.today.year if (month, day) >= (r.today.month, r.today.day) else r.today.year + 1
            return date(year, month, min(day, calendar.monthrange(year, month)[1]))
        year, month = r.today.year, r.today.month
        if day < r.today.day:
            year, month = (year + 1, 1) if month == 12 else (year, month + 1)
        return date(year, month, min(day, calendar.monthrange(year, month)[1]))
    return r.today


def _bill_plan(r: Request) -> list[ToolCall]:
    name = re.search(
        r"\bbill\s+(?:for|from|to)\s+(.+?)(?=\s+(?:of|for|at|due|every|each|monthly|weekly|quarterly|yearly)\b|\s*\$|[,.!?]|$)",
        r.text,
    )
    frequency = next((f for word, f in _FREQUENCIES.items() if re.search(rf"\b{word}\b", r.lower)), "monthly")
    return [
        call(
            "bills_create",
            name=name.group(1).strip() if name else "New bill",
            expectedAmount=_amount(r),
            frequency=frequency,
            nextDueDate=_due_date(r).isoformat(),
        )
    ]


def _bill_answer(r: Request, results: Results) -> str:
    b = results["bills_create"]
    amount = (
        money(b["expectedAmount"], b["currency"])
        if b.get("expectedAmount") is not None
        else "a varying amount"
    )
    return f"Added the {b['frequency']} bill {b['name']} for {amount}, next due {b['nextDueDate']} (from bills_create)."


_ADD = r"\b(add|record|log|enter|create|new|put in|set up|note)\b"

INTENTS: list[Intent] = [
    Intent(
        "add_income",
        re.compile(
            rf"{_ADD}.*\b(income|invoice|got paid|received|receipt of payment|deposit|salary|payment from)\b",
            re.I,
        ),
        _income_plan,
        _income_answer,
        "record $1,200 income from Acme invoice 42",
        priority=10,
        when=lambda r: bool(r.amounts),
    ),
    Intent(
        "log_trip",
        re.compile(rf"{_ADD}.*\b\d+(?:\.\d+)?\s?(km|kms|kilomet)", re.I),
        lambda r: [call("vehicles_list")],
        _trip_answer,
        "log 35 km business trip to a client site today",
        follow_up=_trip_follow_up,
        priority=10,
    ),
    Intent(
        "add_expense_claim",
        re.compile(
            rf"{_ADD}.*\b(expense claim|work expense|business expense|reimburs\w*|claimable expense)\b", re.I
        ),
        _expense_plan,
        _expense_answer,
        "add a work expense of $120 at Officeworks for printer ink",
        priority=10,
        when=lambda r: bool(r.amounts),
    ),
    Intent(
        "add_bill",
        re.compile(rf"{_ADD}.*\bbill\b", re.I),
        _bill_plan,
        _bill_answer,
        "add a monthly bill for Origin Energy of $180 due on 10 December",
        priority=10,
        when=lambda r: bool(r.amounts),
    ),
]
