"""How well the local assistant engine understands questions: right, refused (asked back), WRONG FIGURES.

    PYTHONPATH=src:. python bench/assistant_eval.py [--verbose] [--db-url URL]

Every question runs through ``Assistant(LocalProvider(ctx))`` — the engine behind ``POST /api/chat/message``,
``finkit ask`` and ``finkit chat`` — on the written-out data set of ``tests/assistant/local_world.py``
(``build_eval_world``; today is Saturday 21 November 2026, an Australian account, FY = July–June).
Each question lists the tool(s) that must run (for a write: be proposed) and the figures and words, worked
out by hand from that data set, that the reply must contain; ``ASK`` marks questions whose right answer
is a question back (the period or the occupation cannot be known).

A reply is RIGHT when the expected tools ran and every expected text is in it; REFUSED when no tool ran
and it asked (a refusal that asks is never wrong); a WRONG FIGURE when it answered with money figures but
not the expected ones (or answered a question it should have asked about). Targets (local engine):
>= 90 % right on the documented shapes (docs/assistant.md), 0 wrong figures.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path

from tests.assistant.local_world import NOW, build_eval_world

import finkit.tools  # noqa: F401  (registers the tools)
from finkit.assistant.engine import Assistant
from finkit.assistant.providers.local import LocalProvider
from finkit.core.accounts.service import context_for_email, create_user
from finkit.core.context import AccountContext
from finkit.core.conversations.service import create_conversation
from finkit.core.db.engine import Database
from finkit.core.settings import load_settings

TARGET_RIGHT = 0.90
TARGET_WRONG = 0
ASK = ("ask",)  # the expected tools of a question whose right answer is a question back


@dataclass(frozen=True)
class Q:
    area: str
    text: str
    tools: tuple[str, ...]
    expect: tuple[str, ...] = ()  # hand-worked figures and words the reply must contain


def q(area: str, text: str, tools: str | tuple[str, ...], *expect: str) -> Q:
    return Q(area, text, (tools,) if isinstance(tools, str) else tools, expect)


S, M, V = "analytics_spending", "analytics_top_merchants", "vehicles_claim_compare"
QUESTIONS: list[Q] = [
    # --- spending on a category, relative and named periods -----------------------------------------------
    q("spending", "how much did I spend on fuel last quarter", S, "$233.85", "Jul–Sep 2026"),
    q("spending", "How much did I spend on fuel last quarter?", S, "$233.85"),
    q("spending", "what did fuel cost me last quarter", S, "$233.85"),
    q("spending", "how much have I spent on fuel this financial year", S, "$233.85", "FY2027"),
    q("spending", "how much did I spend on fuel last financial year", S, "$157.50", "FY2026"),
    q("spending", "how much did I spend on fuel last FY", S, "$157.50"),
    q("spending", "how much did I spend on fuel in FY2026", S, "$157.50"),
    q("spending", "how much did I spend on fuel in 2025-26", S, "$157.50"),
    q("spending", "how much did I pay for fuel in the 2025/26 financial year", S, "$157.50"),
    q("spending", "how much did I spend on fuel in Q3 FY2026", S, "$72.00", "Jan–Mar 2026"),
    q("spending", "how much did I spend on fuel in Q1", S, "$233.85", "Q1 of FY2027"),
    q("spending", "how much did I spend on fuel in August", S, "$91.15", "August 2026"),
    q("spending", "how much did I spend on fuel in aug 2026", S, "$91.15"),
    q("spending", "how much did I spend on fuel since July", S, "$233.85", "1 Jul – 21 Nov 2026"),
    q("spending", "how much did I spend on fuel year to date", S, "$391.35"),
    q("spending", "how much have I spent on fuel this year", S, "$391.35"),
    q("spending", "how much did I spend on fuel in the past 6 months", S, "$233.85"),
    q("spending", "how much did I spend on fuel between July and September", S, "$233.85"),
    q("spending", "how much did i spend on petrol last quarter", S, "$233.85"),
    q("spending", "how much did I spend on groceries last month", S, "$289.25", "October 2026"),
    q("spending", "how much have I spent on groceries this month?", S, "$120.00", "November 2026"),
    q("spending", "how much did I spend on groceries since July", S, "$409.25"),
    q("spending", "how much did I spend on groceries last financial year", S, "$95.30"),
    q("spending", "how much did I spend on groceries in June", S, "$95.30"),
    q("spending", "how much did I spend on tools last financial year", S, "$2,145.75"),
    q("spending", "how much did I spend on rent last quarter", S, "nothing on Rent & Mortgage"),
    q("spending", "how much did I spend on rent this quarter", S, "$4,000.00", "Oct–Dec 2026"),
    q("spending", "how much did I spend on travel in June 2026", S, "$240.00"),
    q("spending", "how much did I spend on phone and internet since July", S, "$267.00"),
    q("spending", "what did I spend on entertainment last quarter", S, "$68.97"),
    q("spending", "how much did I spend on fuel in the March quarter", S, "$72.00"),
    # --- totals and breakdowns ------------------------------------------------------------------------------
    q("spending", "what did I spend last quarter", S, "$433.92", "Jul–Sep 2026"),
    q("spending", "how much did I spend last financial year", S, "$3,166.24"),
    q("spending", "how much did I spend this month", S, "$2,300.84", "November 2026"),
    q("spending", "what did I spend in June", S, "$358.29", "June 2026"),
    q("spending", "where did my money go last month?", S, "$2,419.99", "October 2026"),
    q("spending", "spending by category this month", S, "$2,300.84", "Rent & Mortgage: $2,000.00"),
    q("spending", "break down my spending for last quarter", S, "$433.92", "Fuel: $233.85"),
    q("spending", "how much did I spend since July", S, "$5,154.75"),
    q("spending", "how much have I spent year to date", S, "$8,164.19"),
    q("spending", "how much did I spend in the past 90 days", S, "$4,939.22", "24 Aug – 21 Nov 2026"),
    q("spending", "how much did I spend in Q3", S, "$2,475.70", "Jan–Mar 2026"),
    q("spending", "how much did I spend in March", S, "$2,403.70"),
    # --- income ---------------------------------------------------------------------------------------------
    q("income", "how much did I earn last financial year", S, "$11,250.00", "FY2026"),
    q("income", "how much did I earn last FY", S, "$11,250.00"),
    q("income", "what was my income in FY2026", S, "$11,250.00"),
    q("income", "how much did I earn last month", S, "$5,000.00", "October 2026"),
    q("income", "how much income did I receive since July", S, "$12,200.00"),
    q("income", "how much did I earn this financial year", S, "$12,200.00"),
    q("income", "how much did I earn last quarter", S, "$2,200.00", "Sales Income"),
    q("income", "what was my income in June?", S, "$4,800.00"),
    q("income", "how much did I make in 2026", S, "$21,800.00"),
    q("income", "how much money did I make this year", S, "$21,800.00"),
    # --- merchants --------------------------------------------------------------------------------------------
    q("merchants", "how much did I spend at Bunnings last financial year", S, "$246.75", "Bunnings"),
    q("merchants", "how much did I spend at Bunnings", S, "$132.05"),
    q("merchants", "how much do I spend on Uber", S, "$100.85"),
    q("merchants", "how much did I spend at Woolworths last month?", S, "$228.00"),
    q("merchants", "how much did I spend at Woolworths last quarter", S, "no spending at Woolworths"),
    q("merchants", "how much did I pay Telstra since July", S, "$267.00"),
    q("merchants", "how much did I spend with Netflix this year", S, "$137.94"),
    q("merchants", "how much did I spend at Uber last FY", S, "$54.70"),
    q("merchants", "how much did I spend at Coles in June", S, "$95.30"),
    q("merchants", "top merchants this year", M, "Ray White: $4,000.00", "JB Hi-Fi: $1,899.00"),
    q("merchants", "who do I spend the most with?", M, "Ray White: $4,000.00"),
    q("merchants", "top 3 merchants last quarter", M, "Shell: $91.15", "BP: $78.40"),
    q("merchants", "biggest purchases in March", "analytics_largest_transactions", "$1,899.00", "$450.00"),
    q("merchants", "show my 3 largest transactions this year", "analytics_largest_transactions", "$2,000.00"),
    q("merchants", "largest expenses last financial year", "analytics_largest_transactions", "$1,899.00"),
    # --- categories --------------------------------------------------------------------------------------------
    q("categories", "what categories do I have?", "categories_list", "Groceries", "Fuel"),
    q("categories", "list my categories", "categories_list", "Sales Income"),
    q(
        "categories",
        "categorise my uncategorised transactions",
        ("categorise_suggest", "categorise_apply"),
        "2 uncategorised",
    ),
    q(
        "categories",
        "please categorize the uncategorized ones",
        ("categorise_suggest", "categorise_apply"),
        "2 uncategorised",
    ),
    q(
        "categories",
        "can you sort out my uncategorised transactions from this month",
        ("categorise_suggest", "categorise_apply"),
        "2 uncategorised",
        "November 2026",
    ),
    # --- GST and BAS -----------------------------------------------------------------------------------------
    q("gst_bas", "what's the GST on $110", "tax_calculate", "$10.00", "$100.00"),
    q("gst_bas", "how much GST is in $1,650?", "tax_calculate", "$150.00"),
    q("gst_bas", "GST on $250 plus GST", "tax_calculate", "$25.00", "$275.00"),
    q("gst_bas", "VAT in the UK on £120", "tax_calculate", "£20.00"),
    q("gst_bas", "what's the gst in 55 dollars", "tax_calculate", "$5.00"),
    q("gst_bas", "what's my GST for Q3", "tax_bas", "BAS for 2026Q1", "$2,475.70"),
    q("gst_bas", "what's my BAS for last quarter", "tax_bas", "BAS for 2026Q3", "Jul–Sep 2026"),
    q("gst_bas", "BAS for 2026Q2", "tax_bas", "BAS for 2026Q2"),
    q("gst_bas", "how much GST do I owe this quarter", "tax_bas", "BAS for 2026Q4"),
    q("gst_bas", "what's my BAS for this BAS period", "tax_bas", "BAS for 2026Q4"),
    q("gst_bas", "BAS for Q1 FY2027", "tax_bas", "BAS for 2026Q3"),
    q("gst_bas", "what's my gst for march", "tax_bas", "BAS for 2026-03"),
    q("gst_bas", "my activity statement for the March quarter", "tax_bas", "BAS for 2026Q1"),
    q("gst_bas", "what's my BAS for last financial year", ASK),
    # --- deductions ------------------------------------------------------------------------------------------
    q(
        "deductions",
        "what can I claim as an electrician",
        "tax_occupation_deductions",
        "Tools and test equipment",
    ),
    q(
        "deductions",
        "I'm an electrician, what deductions can I claim?",
        "tax_occupation_deductions",
        "Tools and test equipment",
    ),
    q("deductions", "what can I claim as a nurse", "tax_occupation_deductions", "Nursing uniform"),
    q(
        "deductions",
        "what can i deduct as a graphic designer",
        "tax_occupation_deductions",
        "Design software",
    ),
    q(
        "deductions",
        "what can I claim as a plumber?",
        "tax_occupation_deductions",
        "Tools and test equipment",
    ),
    q("deductions", "what can I claim?", ASK),
    q("deductions", "is my phone bill deductible", "tax_analyse_deductions", "Only the work-use share"),
    q("deductions", "is my internet deductible?", "tax_analyse_deductions", "Only the work-use share"),
    q("deductions", "can I claim my laptop", "tax_analyse_deductions", "D5"),
    q("deductions", "is my netflix subscription tax deductible", "tax_analyse_deductions", "Generally no"),
    q("deductions", "can I claim my groceries", "tax_analyse_deductions", "Generally no"),
    q("deductions", "estimate my deductions this year", "tax_summary", "2026-07-01 – 2027-06-30"),
    q("deductions", "tax summary for FY2026", "tax_summary", "FY2026", "Income: $11,250.00"),
    q("deductions", "tax summary for last financial year", "tax_summary", "FY2026"),
    q("deductions", "what's my tax position this financial year", "tax_summary", "FY2027"),
    # --- bills and subscriptions ---------------------------------------------------------------------------
    q("bills", "what bills are due this week", "bills_upcoming", "Aussie Broadband: $79.00"),
    q("bills", "any overdue bills", "bills_overdue", "NRMA car insurance: $640.00"),
    q("bills", "have I missed any payments?", "bills_overdue", "NRMA car insurance"),
    q("bills", "find my subscriptions", "bills_detect_recurring", "Netflix", "$22.99", "Telstra", "$89.00"),
    q("bills", "what subscriptions do I have", "bills_detect_recurring", "Netflix", "Telstra"),
    q("bills", "show me my recurring payments", "bills_detect_recurring", "Netflix", "Telstra"),
    q("bills", "list my bills", "bills_list", "NRMA car insurance: $640.00"),
    q("bills", "what do I have to pay in the next 14 days", "bills_upcoming", "Aussie Broadband"),
    # --- receipts ------------------------------------------------------------------------------------------
    q("receipts", "analyse this receipt", (), "Attach the receipt first"),
    q("receipts", "can you read my receipt", (), "Attach the receipt first"),
    # --- vehicles ------------------------------------------------------------------------------------------
    q(
        "vehicles",
        "which car claim method was better last year?",
        ("vehicles_list", V),
        "$396.00",
        "450 business km",
    ),
    q("vehicles", "which car claim method is better this year", ("vehicles_list", V), "200 business km"),
    q("vehicles", "compare car claim methods for FY2026", ("vehicles_list", V), "$396.00"),
    q("vehicles", "logbook or cents per km for last financial year?", ("vehicles_list", V), "$396.00"),
    # --- search --------------------------------------------------------------------------------------------
    q("search", "find Uber trips in March", "search_query", "$31.20", "$23.50"),
    q("search", "search for woolworths over $100", "search_query", "$145.60", "$120.00"),
    q("search", "find Bunnings last financial year", "search_query", "$156.80", "$89.95"),
    q("search", "look up Telstra payments in October", "search_query", "$89.00"),
    q("search", "find BP since July", "search_query", "$78.40"),
    # --- plan and quota ------------------------------------------------------------------------------------
    q("account", "what plan am I on", "account_whoami", "professional tier"),
    q("account", "which tier am I on?", "account_whoami", "professional"),
    q("account", "how many AI requests have I used", "subscription_get", "1,000"),
    # --- writes (proposed, then confirmed) -----------------------------------------------------------------
    q("writes", "add a $45.50 expense at Bunnings for hardware yesterday", "transactions_create", "45.5"),
    q("writes", "record $12 for parking today", "transactions_create", "12"),
    # --- typos, Australian wording and paraphrases (written before the engine was tuned on them) ----------
    q("typos", "how much did i spned on groceries last month", S, "$289.25"),
    q("typos", "how much did I spend on grocerys last month", S, "$289.25"),
    q("typos", "how much did I spend on fule last quarter", S, "$233.85"),
    q("typos", "how much did I earn last finacial year", S, "$11,250.00"),
    q("typos", "find my subscritions", "bills_detect_recurring", "Netflix", "Telstra"),
    q("typos", "is my phone bill deductable", "tax_analyse_deductions", "Only the work-use share"),
    q(
        "typos",
        "categorise my uncategorized transactons",
        ("categorise_suggest", "categorise_apply"),
        "2 uncategorised",
    ),
    q("typos", "whats my gst for q3", "tax_bas", "BAS for 2026Q1"),
    q("typos", "how much did I spend at bunnings last fy", S, "$246.75"),
    q("typos", "wat did i spend last quater", S, "$433.92"),
    q("aussie", "how much did I fork out on petrol last quarter", S, "$233.85"),
    q("aussie", "what did I spend at the servo last quarter", S, "$233.85"),
    q("aussie", "how much GST do I owe for the September quarter", "tax_bas", "BAS for 2026Q3"),
    q("aussie", "what's my BAS looking like for the June quarter", "tax_bas", "BAS for 2026Q2"),
    q("aussie", "what did I spend on brekkie and groceries last month", S, "$289.25"),
    q("aussie", "how much have I earned this EOFY", S, "$12,200.00"),
    q(
        "aussie",
        "what can I claim on tax as a sparky",
        "tax_occupation_deductions",
        "Tools and test equipment",
    ),
    q("aussie", "how much did the ATO rego cost me", ASK),
    q("paraphrase", "total fuel spend for last quarter please", S, "$233.85"),
    q("paraphrase", "fuel costs last quarter?", S, "$233.85"),
    q("paraphrase", "tell me what I earned last financial year", S, "$11,250.00"),
    q("paraphrase", "how much went on groceries last month", S, "$289.25"),
    q("paraphrase", "what was my income for FY26", S, "$11,250.00"),
    q("paraphrase", "do I have any subscriptions?", "bills_detect_recurring", "Netflix", "Telstra"),
    q("paraphrase", "what's due soon", "bills_upcoming", "Aussie Broadband"),
    q("paraphrase", "how much have I paid Telstra this financial year", S, "$267.00"),
    q("paraphrase", "GST payable for last quarter", "tax_bas", "BAS for 2026Q3"),
    q("paraphrase", "spending on Uber in the last 90 days", S, "$46.15"),
    # --- periods that cannot be read: ask, never answer for another period ---------------------------------
    q("periods", "how much did I spend on fuel the quarter before the one before", ASK),
    q("periods", "what did I spend on groceries over the holidays last year-ish", ASK),
    q("periods", "how much did I earn in the fiscal period ending soon", ASK),
    q("periods", "what did I spend at Bunnings in the quarter before last", ASK),
    q("periods", "what's the weather like in Sydney", ASK),
]


def make_context(db_url: str | None) -> AccountContext:
    data = Path(tempfile.mkdtemp(prefix="finkit-eval-"))
    settings = load_settings(data_dir=data, secret_key="eval-secret-key-0123456789abcdef0123456789abcdef")
    db = Database(db_url or f"sqlite:///{data / 'eval.db'}")
    email = "eval@example.com"
    create_user(
        db,
        {
            "email": email,
            "password": "Sup3r-secret!",
            "firstName": "Eve",
            "lastName": "Val",
            "tier": "professional",
            "baseCurrency": "AUD",
            "country": "AU",
        },
    )
    ctx = replace(context_for_email(db, settings, email), clock=lambda: NOW)
    build_eval_world(ctx)
    return ctx


@dataclass
class Outcome:
    question: Q
    verdict: str  # right | refused | wrong | miss
    reply: str
    tools: list[str]


_MONEY = re.compile(r"[$£€]\d")


def judge(question: Q, reply: str, tools: list[str]) -> str:
    answered = bool(tools)
    asked = not answered and "?" in reply
    if question.tools == ASK:
        if asked:
            return "right"
        return "wrong" if _MONEY.search(reply) else "miss"
    if set(question.tools) <= set(tools) and all(e in reply for e in question.expect):
        return "right"
    if asked:
        return "refused"
    return "wrong" if answered and _MONEY.search(reply) else "miss"


async def ask(ctx: AccountContext, question: Q) -> Outcome:
    conversation = create_conversation(ctx)
    events = [e async for e in Assistant(LocalProvider(ctx)).respond(ctx, conversation.id, question.text)]
    done = events[-1].data
    tools = [e.data["tool"] for e in events if e.type == "tool_call_end"]
    if done.get("pendingAction"):
        tools.append(done["pendingAction"]["tool"])
    reply = done["message"]["content"]
    return Outcome(question, judge(question, reply, tools), reply, tools)


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--verbose", action="store_true", help="print every reply that is not right")
    parser.add_argument("--db-url", help="database URL (default: a new SQLite file)")
    args = parser.parse_args()
    ctx = make_context(args.db_url)

    async def run_all() -> list[Outcome]:
        return [await ask(ctx, question) for question in QUESTIONS]

    outcomes = asyncio.run(run_all())
    counts = Counter(o.verdict for o in outcomes)
    total = len(outcomes)
    for o in outcomes:
        if o.verdict != "right" and args.verbose:
            print(
                f"[{o.verdict}] {o.question.text!r} tools={o.tools} expected={o.question.tools} {o.question.expect}"
            )
            print("    " + o.reply.replace("\n", "\n    ")[:700])
    by_area: dict[str, Counter[str]] = {}
    for o in outcomes:
        by_area.setdefault(o.question.area, Counter())[o.verdict] += 1
    for area, c in by_area.items():
        print(
            f"  {area:<11} {c['right']:>3}/{sum(c.values()):<3} right, {c['refused']} refused, {c['wrong']} wrong"
        )
    right = counts["right"] / total
    print(f"questions: {total}")
    print(f"right: {right:.1%} (target >= {TARGET_RIGHT:.0%})")
    print(f"refused (asked back): {counts['refused'] / total:.1%}")
    print(f"other misses (no figure given): {counts['miss']}")
    print(f"WRONG FIGURES: {counts['wrong']} (target {TARGET_WRONG})")
    return 0 if right >= TARGET_RIGHT and counts["wrong"] <= TARGET_WRONG else 1


if __name__ == "__main__":
    sys.exit(main())
