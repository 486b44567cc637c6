"""The local engine against a table of realistic requests.

Each request runs through ``Assistant(LocalProvider(ctx))`` on the written-out history of
``local_world`` (today is 21 November 2026). For each one we check which tools ran, that the key figures
in the reply are the ones the tool returns (the recorded calls are run again through the MCP dispatcher)
and the ones worked out by hand from the data, and that the reply names the tool. Writes are proposed,
then confirmed ("yes": the record exists) or cancelled ("no": nothing written).
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

import finkit.tools  # noqa: F401  (registers the tools)
from finkit.assistant.engine import Assistant, AssistantEvent
from finkit.assistant.local import intents
from finkit.assistant.providers.local import LocalProvider
from finkit.core.bills.service import list_bills
from finkit.core.context import AccountContext
from finkit.core.conversations.service import create_conversation, get_conversation
from finkit.core.db.engine import Database
from finkit.core.expenses.service import list_expenses
from finkit.core.files.service import store_file
from finkit.core.receipts.service import list_receipts
from finkit.core.travel.service import create_vehicle, list_trips
from finkit.core.usecases.transactions import list_transactions
from finkit.tools.dispatch import call_tool
from finkit.tools.registry import all_tools, get_tool
from tests.assistant.local_world import NOW, assistant_account, build_world

Results = dict[str, dict[str, Any]]


@dataclass
class Reply:
    text: str
    calls: list[tuple[str, dict[str, Any]]]  # (tool, arguments) in the order they ran
    pending: dict[str, Any] | None


def ask(ctx: AccountContext, conversation_id: str, text: str, attachments: list[str] | None = None) -> Reply:
    assistant = Assistant(LocalProvider(ctx))

    async def run() -> list[AssistantEvent]:
        return [e async for e in assistant.respond(ctx, conversation_id, text, attachments=attachments)]

    events = asyncio.run(run())
    done = events[-1]
    assert done.type == "done"
    calls = [(e.data["tool"], e.data["arguments"]) for e in events if e.type == "tool_call_end"]
    assert all(not e.data["isError"] for e in events if e.type == "tool_call_end"), events
    return Reply(done.data["message"]["content"], calls, done.data["pendingAction"])


def rerun(ctx: AccountContext, calls: list[tuple[str, dict[str, Any]]]) -> Results:
    """Run the recorded (read-only) calls again: what the tools returned to the engine."""
    out: Results = {}
    for name, arguments in calls:
        spec = get_tool(name)
        assert spec is not None and spec.read_only
        outcome = asyncio.run(call_tool(ctx, spec, arguments))
        assert not outcome.is_error, outcome.text
        out[name] = outcome.structured
    return out


def shown(value: Any) -> str:
    """How a money figure appears in a reply: 1899.0 → "1,899.00" (the sign is written separately)."""
    return f"{abs(Decimal(str(value))):,.2f}"


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    """One account with the written-out history, shared by the read-only requests (they change nothing)."""
    ctx = assistant_account(
        database, tmp_path_factory.mktemp("data"), "world", NOW, firstName="Wendy", lastName="World"
    )
    build_world(ctx)
    yield ctx


# --- the read-only request table ---------------------------------------------------------------------------


def rows(results: Results, tool: str, key: str = "rows") -> dict[str, dict[str, Any]]:
    return {r["label"]: r for r in results[tool][key]}


@dataclass
class Case:
    text: str
    tools: list[str]  # the tools that ran, in order
    hand: list[str]  # worked out by hand from local_world: must appear in the reply
    figures: Callable[[Results], list[Any]] = lambda res: []  # picked from the tool results
    named: str | None = None  # the tool the reply cites (default: the last one)
    extra: dict[str, Any] = field(default_factory=dict)  # arguments the first call must have


CASES = [
    # --- spending -------------------------------------------------------------------------------------------
    Case(
        "how much did I spend on groceries last month",
        ["analytics_spending"],
        ["On Groceries", "you spent $289.25 AUD", "October 2026", "3 payment(s)"],
        lambda r: [rows(r, "analytics_spending")["Groceries"]["amount"]],
        extra={"month": "2026-10", "by": "category"},
    ),
    Case(
        "How much have I spent on groceries this month?",
        ["analytics_spending"],
        ["On Groceries", "you spent $120.00 AUD", "November 2026"],
        lambda r: [rows(r, "analytics_spending")["Groceries"]["amount"]],
        extra={"month": "2026-11"},
    ),
    Case(
        "what did I spend in June",
        # money back on purchases (by category, then by payee: rebates said apart), then all money out
        ["analytics_spending", "analytics_spending", "analytics_spending"],
        [
            "All spending in June 2026",
            "you spent $358.29 AUD",
            "Travel: $240.00",
            "Groceries: $95.30",
            "Entertainment: $22.99",
        ],
        lambda r: [r["analytics_spending"]["total"], rows(r, "analytics_spending")["Travel"]["amount"]],
        extra={"month": "2026-06"},
    ),
    Case(
        "spending by category this month",
        ["analytics_spending"],
        [
            "All spending in November 2026",
            "you spent $2,259.39 AUD",
            "Rent & Mortgage: $2,000.00",
            "Phone & Internet: $89.00",
        ],
        lambda r: [
            r["analytics_spending"]["total"],
            rows(r, "analytics_spending")["Rent & Mortgage"]["amount"],
        ],
    ),
    Case(
        "where did my money go last month?",
        ["analytics_spending"],
        ["All spending in October 2026", "you spent $2,419.99 AUD", "Groceries: $289.25"],
        lambda r: [r["analytics_spending"]["total"]],
    ),
    Case(
        "top merchants this year",
        ["analytics_top_merchants", "analytics_spending"],  # and the tax office and super, said apart
        ["Ray White: $4,000.00 AUD in 2 payment(s)", "JB Hi-Fi: $1,899.00", "Woolworths: $348.00"],
        lambda r: [rows(r, "analytics_top_merchants")["Ray White"]["amount"]],
        extra={"fromDate": "2026-01-01", "toDate": "2026-12-31"},
        named="analytics_top_merchants",
    ),
    Case(
        "who do I spend the most with?",
        ["analytics_top_merchants", "analytics_spending"],  # and the tax office and super, said apart
        ["1. Ray White: $4,000.00", "Harvey Norman: $450.00"],
        lambda r: [rows(r, "analytics_top_merchants")["Harvey Norman"]["amount"]],
        named="analytics_top_merchants",
    ),
    Case(
        "biggest purchases in March",
        ["analytics_largest_transactions"],
        ["JB Hi-Fi laptop: -$1,899.00 AUD", "Harvey Norman desk: -$450.00 AUD", "March 2026"],
        lambda r: [t["amount"] for t in r["analytics_largest_transactions"]["transactions"]],
        extra={"month": "2026-03"},
    ),
    Case(
        "show my 3 largest transactions this year",
        ["analytics_largest_transactions"],
        ["1. 2026-11-01 Rent November: -$2,000.00", "3. 2026-03-08 JB Hi-Fi laptop: -$1,899.00"],
        lambda r: [t["amount"] for t in r["analytics_largest_transactions"]["transactions"][:3]],
        # room for the rows said apart (not purchases), 5 for each such default category (payments to
        # the tax office, super contributions): 3 + 2 x 5
        extra={"limit": 13},
    ),
    Case(
        "how much do I spend on Uber",
        ["analytics_spending", "analytics_spending"],  # money back from the shop, then money out
        ["At Uber", "you spent $100.85 AUD", "4 payment(s)"],
        lambda r: [rows(r, "analytics_spending")["Uber"]["amount"]],
        extra={"by": "merchant"},
    ),
    Case(
        "how much did I spend at Woolworths last month?",
        ["analytics_spending", "analytics_spending"],  # money back from the shop, then money out
        ["At Woolworths", "you spent $228.00 AUD", "2 payment(s)"],
        lambda r: [rows(r, "analytics_spending")["Woolworths"]["amount"]],
        extra={"by": "merchant", "month": "2026-10"},
    ),
    Case(
        "cash flow for the last 6 months",
        ["analytics_cash_flow"],
        ["June 2026: in $4,800.00 AUD, out $358.29", "in $14,800.00 AUD, out $5,195.64 AUD, net $9,604.36"],
        lambda r: [r["analytics_cash_flow"][k] for k in ("totalIn", "totalOut", "net", "averageNet")],
        extra={"months": 6},
    ),
    Case(
        "what's my cash flow over the last 3 months?",
        ["analytics_cash_flow"],
        ["September 2026: in $0.00 AUD, out $111.99", "in $10,000.00 AUD, out $4,791.37 AUD"],
        lambda r: [r["analytics_cash_flow"]["totalOut"]],
        extra={"months": 3},
    ),
    Case(
        "what's my savings rate",
        ["analytics_savings_rate"],
        ["54.8%", "income $5,000.00", "spending $2,259.39", "saved $2,740.61", "November 2026"],
        lambda r: [r["analytics_savings_rate"][k] for k in ("income", "spending", "saved")],
    ),
    Case(
        "what was my savings rate last month?",
        ["analytics_savings_rate"],
        ["51.6%", "saved $2,580.01", "October 2026"],
        lambda r: [r["analytics_savings_rate"]["saved"]],
        extra={"endMonth": "2026-10"},
    ),
    Case(
        "compare this month with last month",
        ["analytics_cash_flow"],
        [
            "November 2026: spent $2,259.39",
            "October 2026: spent $2,419.99",
            "You spent less in November 2026",
        ],
        lambda r: [m["moneyOut"] for m in r["analytics_cash_flow"]["months"]],
        extra={"months": 2, "endMonth": "2026-11"},
    ),
    Case(
        "compare October vs September",
        ["analytics_cash_flow"],
        ["September 2026: spent $111.99", "You spent more in October 2026 than in September 2026"],
        lambda r: [m["moneyOut"] for m in r["analytics_cash_flow"]["months"]],
        extra={"months": 2, "endMonth": "2026-10"},
    ),
    # --- income ---------------------------------------------------------------------------------------------
    Case(
        "how much did I earn last month",
        ["analytics_spending", "analytics_spending"],  # earnings net of refunds to customers, all money in
        ["Earnings (income categories) in October 2026", "you earned $5,000.00 AUD", "Salary & Wages"],
        lambda r: [r["analytics_spending"]["total"]],
        extra={"flow": "income", "month": "2026-10"},
    ),
    Case(
        "what was my income in June?",
        ["analytics_spending", "analytics_spending"],  # earnings net of refunds to customers, all money in
        ["Earnings (income categories) in June 2026", "you earned $4,800.00 AUD"],
        lambda r: [r["analytics_spending"]["total"]],
        extra={"flow": "income"},
    ),
    Case(
        "how much income did I receive this year?",
        ["analytics_spending", "analytics_spending"],  # earnings net of refunds to customers, all money in
        ["you earned $19,600.00 AUD", "4 transaction(s)"],
        lambda r: [r["analytics_spending"]["total"]],
        extra={"flow": "income", "fromDate": "2026-01-01"},
    ),
    # --- tax ------------------------------------------------------------------------------------------------
    Case(
        "what's the GST on $110",
        ["tax_calculate"],
        ["$110.00 AUD includes $10.00 AUD", "at 10%", "$100.00 AUD before tax"],
        lambda r: [r["tax_calculate"]["tax"], r["tax_calculate"]["subtotal"]],
        extra={"taxIncluded": True},
    ),
    Case(
        "GST on $250 plus GST",
        ["tax_calculate"],
        ["on $250.00 AUD is $25.00 AUD, $275.00 AUD in total"],
        lambda r: [r["tax_calculate"]["tax"], r["tax_calculate"]["total"]],
        extra={"taxIncluded": False},
    ),
    Case(
        "VAT in the UK on £120",
        ["tax_calculate"],
        ["£120.00 GBP includes £20.00 GBP of VAT at 20%", "£100.00 GBP before tax"],
        lambda r: [r["tax_calculate"]["tax"]],
        extra={"countryCode": "GB"},
    ),
    Case(
        "how much GST is in $1,650?",
        ["tax_calculate"],
        ["$1,650.00 AUD includes $150.00 AUD"],
        lambda r: [r["tax_calculate"]["tax"]],
    ),
    Case(
        "is my phone bill deductible",
        ["tax_analyse_deductions"],
        ["Only the work-use share is deductible, under D5", "4-week diary"],
    ),
    Case("can I claim my laptop", ["tax_analyse_deductions"], ["under D5", "Computers"]),
    Case(
        "estimate my deductions this year",
        ["tax_summary"],
        ["$313.15 AUD", "All other expenses: $313.15", "2026-07-01 – 2027-06-30"],
        lambda r: [r["tax_summary"]["totalDeductions"]],
        extra={"fy": 2027},
    ),
    Case(
        "what's my BAS for last quarter",
        ["tax_bas"],
        [
            "BAS for 2026Q3",
            "G11 (non-capital purchases): $89.00",
            "1B (GST credits): $8.09",
            "Net GST: -$8.09",
        ],
        lambda r: [r["tax_bas"]["fields"]["1B"], r["tax_bas"]["netGst"]],
        extra={"quarter": "2026Q3"},
    ),
    Case(
        "tax summary for FY2026",
        ["tax_summary"],
        [
            "FY2026",
            "Income: $9,600.00",
            "Deductions: $3,039.70",  # 2,643.70 + the car: 450 business km x $0.88 = 396.00
            "Motor vehicle expenses: $396.00",
            "All other expenses: $2,643.70",
        ],
        lambda r: [r["tax_summary"]["incomeTotal"], r["tax_summary"]["totalDeductions"]],
        extra={"fy": 2026},
    ),
    Case(
        "tax summary for FY2025",
        ["tax_summary"],
        ["2024-07-01 – 2025-06-30", "Income: $0.00", "Deductions: $0.00"],
        extra={"fy": 2025},
    ),
    # --- bills ----------------------------------------------------------------------------------------------
    Case(
        "what bills are due this week",
        ["bills_upcoming"],
        ["1 bill(s) due in the next 7 days", "Aussie Broadband: $79.00 AUD due 2026-11-24 (3 day(s))"],
        lambda r: [b["expectedAmount"] for b in r["bills_upcoming"]["bills"]],
        extra={"withinDays": 7},
    ),
    Case(
        "any overdue bills",
        ["bills_overdue"],
        ["NRMA car insurance: $640.00 AUD was due 2026-11-15 (6 day(s) ago)"],
        lambda r: [b["expectedAmount"] for b in r["bills_overdue"]["bills"]],
    ),
    Case(
        "find my subscriptions",
        ["bills_detect_recurring"],
        ["Netflix: monthly, about $22.99 AUD (6 payments", "Telstra: monthly, about $89.00 AUD (3 payments"],
        lambda r: [p["averageAmount"] for p in r["bills_detect_recurring"]["patterns"]],
    ),
    Case(
        "show me my recurring payments",
        ["bills_detect_recurring"],
        ["2 recurring payment(s)", "next expected 2026-12-05"],
    ),
    Case(
        "list my bills",
        ["bills_list"],
        ["Your 2 bill(s)", "NRMA car insurance: $640.00 AUD yearly", "(overdue)"],
        lambda r: [b["expectedAmount"] for b in r["bills_list"]["bills"]],
    ),
    # --- search ---------------------------------------------------------------------------------------------
    Case(
        "find Uber trips in March",
        ["search_query"],
        ["2 transaction(s)", "2026-03-19 Uber trip: -$31.20 AUD", "2026-03-04 Uber trip: -$23.50 AUD"],
        lambda r: [h["amount"] for h in r["search_query"]["hits"]],
        extra={"query": "uber date:2026-03"},
    ),
    Case(
        "show Netflix payments this year",
        ["search_query"],
        ["6 transaction(s)", "2026-06-05 Netflix subscription: -$22.99 AUD"],
        lambda r: [h["amount"] for h in r["search_query"]["hits"]],
    ),
    Case(
        "search for woolworths over $100",
        ["search_query"],
        ["2 transaction(s)", "Woolworths Metro: -$145.60 AUD", "Woolworths Town Hall: -$120.00 AUD"],
        lambda r: [h["amount"] for h in r["search_query"]["hits"]],
        extra={"query": "woolworths amount:>100"},
    ),
    Case(
        "find Coles",
        ["search_query"],
        ["2 transaction(s)", "Coles Parramatta: -$61.25", "Coles Parramatta: -$95.30"],
        lambda r: [h["amount"] for h in r["search_query"]["hits"]],
    ),
    Case(
        "look up Telstra payments in October",
        ["search_query"],
        ["1 transaction(s)", "2026-10-20 Telstra mobile: -$89.00 AUD"],
        extra={"query": "telstra date:2026-10"},
    ),
    # --- vehicles -------------------------------------------------------------------------------------------
    Case(
        "which car claim method is better this year",
        ["vehicles_list", "vehicles_claim_compare"],
        ["Neither method can be used yet for the Corolla in income year 2027", "200 business km"],
    ),
    Case(
        "which car claim method was better last year?",
        ["vehicles_list", "vehicles_claim_compare"],
        [
            "The cents per km method gives more",
            "income year 2026",
            "450 business km",
            "cents per km: $396.00",
        ],
        lambda r: [m["deduction"] for m in r["vehicles_claim_compare"]["methods"] if m["available"]],
    ),
    # --- account and the foundation's intents ---------------------------------------------------------------
    Case("what plan am I on", ["account_whoami"], ["professional tier", "AUD"]),
    Case(
        "how many AI requests have I used",
        ["subscription_get"],
        [
            "of your 1,000 AI requests",
            "resets on 2026-12-01",
        ],  # the count depends on metered tools run before
    ),
    Case("show my recent transactions", ["transactions_list"], ["Telstra mobile: -$89.00 AUD"]),
    Case("what categories do I have?", ["categories_list"], ["Groceries", "Salary & Wages"]),
]


@pytest.mark.parametrize("case", CASES, ids=[c.text for c in CASES])
def test_request(world: AccountContext, case: Case) -> None:
    conversation = create_conversation(world)
    reply = ask(world, conversation.id, case.text)
    assert [name for name, _ in reply.calls] == case.tools, reply.text
    first_args = reply.calls[0][1]
    for key, value in case.extra.items():
        assert first_args.get(key) == value, (key, first_args)
    assert f"(from {case.named or case.tools[-1]})" in reply.text, reply.text
    for expected in case.hand:
        assert expected in reply.text, f"{expected!r} not in:\n{reply.text}"
    returned = rerun(world, reply.calls)
    figures = case.figures(returned)
    for value in figures:
        assert shown(value) in reply.text, f"{shown(value)} (from the tool) not in:\n{reply.text}"
    assert reply.pending is None
    stored = get_conversation(world, conversation.id).messages[-1]
    assert [c.tool for c in stored.tool_calls] == case.tools


def test_the_table_is_big_enough() -> None:
    assert len(CASES) >= 40


# --- requests it does not understand -------------------------------------------------------------------------

UNKNOWN = [
    "what is the meaning of life?",
    "tell me a joke",
    "what's the weather like in Sydney?",
]
#: Out of scope: declined with the reason (issue 27), never the list of examples, never a figure.
DECLINED = [
    ("will bitcoin go up next year?", "no share or investment data"),
    ("book me a flight to Tokyo", "I can't book or buy anything"),
    ("should I buy Tesla shares?", "no share or investment data"),
]
MONEY = re.compile(r"[$£€]\d[\d,]*(?:\.\d\d)? [A-Z]{3}")


@pytest.mark.parametrize("text", UNKNOWN)
def test_unknown_requests_get_the_capabilities_answer(world: AccountContext, text: str) -> None:
    conversation = create_conversation(world)
    reply = ask(world, conversation.id, text)
    assert reply.calls == []
    expected = intents.capabilities({t.name for t in all_tools()})
    assert reply.text == expected  # the same fixed text whatever the data: nothing read, nothing made up
    assert "won't guess" in reply.text and "how much did I spend on groceries last month?" in reply.text
    assert not MONEY.search(reply.text)


@pytest.mark.parametrize(("text", "reason"), DECLINED)
def test_out_of_scope_requests_are_declined_with_a_reason(
    world: AccountContext, text: str, reason: str
) -> None:
    reply = ask(world, create_conversation(world).id, text)
    assert reply.calls == [] and reason in reply.text and "won't guess" not in reply.text
    assert not MONEY.search(reply.text)


def test_other_accounts_do_not_see_the_world(world: AccountContext, ctx: AccountContext) -> None:
    stranger = replace(ctx, clock=lambda: NOW)
    reply = ask(stranger, create_conversation(stranger).id, "how much did I spend on groceries last month")
    assert (
        reply.text == "You spent nothing on Groceries in October 2026 (last month) (from analytics_spending)."
    )


# --- writes: proposed, then confirmed or cancelled -------------------------------------------------------------


def _receipt_file(ctx: AccountContext) -> list[str]:
    text = (
        "BUNNINGS WAREHOUSE\nABN 26 008 672 179\nTAX INVOICE\n20/11/2026\nHammer 29.95\nScrews 15.55\n"
        "TOTAL $45.50\nGST $4.14\n"
    )
    return [store_file(ctx, data=text.encode(), file_name="bunnings.txt", purpose="receipt").id]


def _vehicle(ctx: AccountContext) -> list[str]:
    create_vehicle(ctx, data={"name": "Hilux", "make": "Toyota"})
    return []


def _count(ctx: AccountContext) -> dict[str, int]:
    return {
        "transactions": list_transactions(ctx).pagination.total,
        "expenses": list_expenses(ctx).pagination.total,
        "bills": len(list_bills(ctx)),
        "trips": len(list_trips(ctx)),
        "receipts": list_receipts(ctx).pagination.total,
    }


@dataclass
class Write:
    text: str
    tool: str
    proposal: list[str]  # in the proposal
    done: list[str]  # in the reply after "yes" (worded from the tool's result)
    check: Callable[[AccountContext], None]  # the record exists as asked
    kind: str  # which count goes up by one
    setup: Callable[[AccountContext], list[str]] = lambda ctx: []  # returns attachments
    before: list[str] = field(default_factory=list)  # read-only tools run before the proposal


def _check_expense_tx(ctx: AccountContext) -> None:
    tx = list_transactions(ctx).transactions[0]
    assert (tx.amount, tx.merchant, tx.date.date().isoformat()) == (
        Decimal("-45.50"),
        "Bunnings",
        "2026-11-20",
    )


def _check_income(ctx: AccountContext) -> None:
    tx = list_transactions(ctx).transactions[0]
    assert (tx.amount, tx.type, tx.description) == (
        Decimal("1200.00"),
        "credit",
        "Income from Acme invoice 42",
    )
    assert tx.category is not None and tx.category.name == "Sales Income"


def _check_trip(ctx: AccountContext) -> None:
    trip = list_trips(ctx)[0]
    assert (trip.distance_km, trip.kind, trip.date.isoformat()) == (Decimal("35"), "business", "2026-11-21")
    assert trip.purpose == "Trip to a client site"


def _check_work_expense(ctx: AccountContext) -> None:
    expense = list_expenses(ctx).expenses[0]
    assert (expense.amount, expense.merchant, expense.description) == (
        Decimal("120.00"),
        "Officeworks",
        "printer ink",
    )
    assert expense.gst_amount == Decimal("10.91")  # 120 / 11


def _check_bill(ctx: AccountContext) -> None:
    bill = list_bills(ctx)[0]
    assert (bill.name, bill.expected_amount, bill.frequency, bill.next_due_date.isoformat()) == (
        "Origin Energy",
        Decimal("180.00"),
        "monthly",
        "2026-12-10",
    )


def _check_receipt(ctx: AccountContext) -> None:
    receipt = list_receipts(ctx).receipts[0]
    assert (receipt.total, receipt.gst_amount, receipt.abn_valid) == (Decimal("45.50"), Decimal("4.14"), True)


WRITES = [
    Write(
        "add a $45.50 expense at Bunnings for hardware yesterday",
        "transactions_create",
        ["amount=-45.50", "date=2026-11-20", "merchant=Bunnings"],
        ["Added Bunnings - hardware for -$45.50 AUD on 2026-11-20 (from transactions_create)"],
        _check_expense_tx,
        "transactions",
    ),
    Write(
        "record $1,200 income from Acme invoice 42",
        "transactions_create",
        ["amount=1200.00", "type=credit", "description=Income from Acme invoice 42"],
        [
            "Recorded $1,200.00 AUD of income: Income from Acme invoice 42 on 2026-11-21 (from transactions_create)"
        ],
        _check_income,
        "transactions",
    ),
    Write(
        "log 35 km business trip to a client site today",
        "trips_create",
        ["distanceKm=35", "kind=business", "purpose=Trip to a client site"],
        ["Logged a 35 km business trip on 2026-11-21: Trip to a client site (from trips_create)"],
        _check_trip,
        "trips",
        setup=_vehicle,
        before=["vehicles_list"],
    ),
    Write(
        "add a work expense of $120 at Officeworks for printer ink",
        "expenses_create",
        ["amount=120.00", "merchant=Officeworks"],
        [
            "printer ink at Officeworks: $120.00 AUD, GST $10.91 AUD on 2026-11-21, status draft (from expenses_create)"
        ],
        _check_work_expense,
        "expenses",
    ),
    Write(
        "add a monthly bill for Origin Energy of $180 due on 10 December",
        "bills_create",
        ["name=Origin Energy", "expectedAmount=180.00", "frequency=monthly", "nextDueDate=2026-12-10"],
        ["Added the monthly bill Origin Energy for $180.00 AUD, next due 2026-12-10 (from bills_create)"],
        _check_bill,
        "bills",
    ),
    Write(
        "analyse this receipt",
        "receipts_process",
        ["fileId="],
        [
            "bunnings.txt is a tax invoice",
            "Total: $45.50 AUD",
            "GST: $4.14 AUD",
            "(valid)",
            "(from receipts_process)",
        ],
        _check_receipt,
        "receipts",
        setup=_receipt_file,
    ),
]


@pytest.fixture
def fixed_ctx(ctx: AccountContext) -> AccountContext:
    return replace(ctx, clock=lambda: NOW)


@pytest.mark.parametrize("answer", ["yes", "no"])
@pytest.mark.parametrize("write", WRITES, ids=[w.text for w in WRITES])
def test_writes_are_proposed_then_confirmed_or_cancelled(
    fixed_ctx: AccountContext, write: Write, answer: str
) -> None:
    ctx = fixed_ctx
    attachments = write.setup(ctx) or None
    conversation = create_conversation(ctx)
    before = _count(ctx)

    proposal = ask(ctx, conversation.id, write.text, attachments)
    assert [name for name, _ in proposal.calls] == write.before  # only read-only tools ran
    assert 'Reply "yes" to go ahead' in proposal.text
    for expected in write.proposal:
        assert expected in proposal.text, proposal.text
    assert proposal.pending is not None and proposal.pending["tool"] == write.tool
    assert _count(ctx) == before  # nothing written yet

    reply = ask(ctx, conversation.id, answer)
    after = _count(ctx)
    if answer == "no":
        assert reply.text.startswith("Cancelled") and reply.calls == []
        assert after == before
        return
    assert [name for name, _ in reply.calls] == [write.tool]
    assert reply.text.startswith("Done.")
    for expected in write.done:
        assert expected in reply.text, reply.text
    assert after == {**before, write.kind: before[write.kind] + 1}
    write.check(ctx)
    # confirmed once: a second "yes" does not write again
    again = ask(ctx, conversation.id, "yes")
    assert again.calls == [] and _count(ctx) == after


def test_a_trip_without_a_vehicle_is_not_proposed(fixed_ctx: AccountContext) -> None:
    conversation = create_conversation(fixed_ctx)
    reply = ask(fixed_ctx, conversation.id, "log 35 km business trip to a client site today")
    assert [name for name, _ in reply.calls] == ["vehicles_list"]
    assert "no vehicles recorded" in reply.text and "(from vehicles_list)" in reply.text
    assert reply.pending is None and list_trips(fixed_ctx) == []


def test_receipt_request_without_a_file_is_not_a_receipt_action(
    fixed_ctx: AccountContext, tmp_path: Path
) -> None:
    reply = ask(fixed_ctx, create_conversation(fixed_ctx).id, "analyse this receipt")
    assert reply.calls == [] and reply.pending is None
    assert "receipts_process" not in reply.text
