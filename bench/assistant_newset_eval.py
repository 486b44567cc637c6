"""The assistant on a question set it was not written against: a labelled year by another author.

    PYTHONPATH=src:. python bench/assistant_newset_eval.py --half tune|heldout|both|spent|spent2 [--verbose]
        [--db-url URL] [--data tests/data/photographer_fy2026 | tests/data/heldout_<person>_fy2026]
        [--payouts-net]

A set whose name starts "heldout" is held out; the spent sets (``assistant_questions_spent*.json``: held-out
sets scored too often to say anything about unseen questions) are tuning data.

The data author's year (``labels.csv``: every row with its labelled category, payer/payee, GST treatment
and business share) is written through the library (``create_transaction``), so every figure the books
give is right and only the *reading* of each question is measured. The payer/payee of the labels is the
row's merchant (as a bank feed's clean merchant name would be). A processor's payout (Square, Stripe, ...)
is written as a person's books hold it after finkit's review or a payout report: the sale at its gross and
the fee kept apart (``--payouts-net``: at the banked net, the view before round 21). Today is the README's (2026-07-20); the
account is Australian, a GST-registered sole trader, with the profile the year's own person.md states
(occupation, the car's share or its cents-per-km business km, home-office hours), read by the review
walk's readers (``bench.review_walk.stated_profile``), so each year is kept under its own person's facts.

Each question of ``assistant_questions_<half>.json`` runs through ``Assistant(LocalProvider(ctx))`` (the
engine behind ``POST /api/chat/message``, ``finkit ask`` and ``finkit chat``) and is judged:

- RIGHT: a figure question's ``amount`` (or ``alsoAccepted``) is in the reply, a count's number, a list's
  items, a comparison's amounts; a clarify question is asked back (a question, no figure: it may have
  looked first, e.g. to name the payers it could mean); a decline question is declined with a reason (no
  figure, no tool run, not the generic list of examples);
- ASKED BACK: no tool ran and the reply asks (for a question that had an answer);
- DECLINED: a reason given instead of an answer (for a question that had an answer);
- WRONG FIGURE: a figure or count given that is not the expected one, or any figure for a clarify or
  decline question: the worst outcome;
- MISS: anything else (no figure, no question back).

Targets on the held-out half: >= 85 % right, 0 wrong figures. The tune half may be looked at; the
held-out half's questions are only scored here (never printed unless --verbose is given).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import csv
import importlib.util
import json
import re
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

from bench.review_walk import (
    _fee_gst,
    _payout_export,
    _payout_fee,
    _payout_tips,
    stated_accruals,
    stated_pool_opening,
    stated_profile,
    stated_trading_stock,
)

import finkit.tools  # noqa: F401  (registers the tools)
from finkit.assistant.engine import Assistant
from finkit.assistant.providers.local import LocalProvider
from finkit.core.accounts.service import context_for_email, create_user
from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.core.conversations.service import create_conversation
from finkit.core.db.engine import Database
from finkit.core.errors import ValidationError
from finkit.core.settings import load_settings
from finkit.core.tax.accruals.service import set_accruals
from finkit.core.tax.home_office.service import set_home_office
from finkit.core.tax.pool.service import set_pool
from finkit.core.tax.reports import bas_report
from finkit.core.tax.stock.service import set_stock
from finkit.core.travel.service import create_trip, create_vehicle
from finkit.core.usecases.categories import create_category, update_category
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import create_transaction, split_transaction

DATA = Path(__file__).parents[1] / "tests" / "data" / "photographer_fy2026"
NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)  # the README's "today"
FY = 2026  # the financial year every data author's year is
TARGET_RIGHT = 0.85
TARGET_WRONG = 0

#: Categories the labels name that finkit's defaults do not have: (tax category, kind).
NEW_CATEGORIES = {
    "Contractors": "business_expense",
    "Depreciating Assets": "capital",  # the BAS puts capital purchases at G10
    "Printing & Albums": "business_expense",
    "Professional Memberships": "business_expense",
    "Repairs & Maintenance": "business_expense",
    "Studio Hire": "business_expense",
    "Super Contributions": "personal",
}
#: Label treatments finkit spells otherwise (none since finkit has ``export``: a sale at G2, not G3).
_TREATMENT: dict[str, str] = {}
#: Default categories this person uses for work too (person.md: electricity 15 % for the editing room), so
#: their books mark them work-related as Phone & Internet is; else their rows stay off the BAS.
WORK_CATEGORIES = {"Utilities": "other_work"}


#: Return lines for a person's own deductions, claimed on rows of private money.
PERSONAL_DEDUCTIONS = {"D9", "D10", "D12"}


def _new_category_kind(rows: list[dict[str, str]]) -> str:
    """The tax category of a labelled category finkit's defaults lack, from its rows' own labels.

    (Read from the labels, not by looking at them: an income label makes an income category, a write-off
    label a capital one, one only of personal super contributions (D12) super and one only of gifts (D9)
    donations, as finkit's own such categories are, a category only ever used privately is personal, anything
    else a business cost.)
    """
    labels = {r.get("atoLabel", "") for r in rows}
    # each code of a label: "P8-depreciation G10" (a write-off and the BAS's capital purchases) is both, and
    # the whole label never equals "P8-depreciation" (round 24: the tattooist's and the caterer's "Equipment
    # (Capital)" were made business costs, so their BAS's G10 was 0 where the worksheet's holds the purchase)
    codes = {code for label in labels for code in label.split()}
    if "P8-income" in codes:
        return "income"
    if "P8-depreciation" in codes:
        return "capital"
    if labels == {"D12"}:  # personal super contributions (finkit's own kind for them: off the BAS)
        return "super"
    if labels == {"D9"}:  # gifts to charities
        return "donation"
    if all(r["use"] == "private" for r in rows):
        return "personal"
    return "business_expense"


def build_year(ctx: AccountContext, data: Path, *, payouts_gross: bool = True) -> int:
    """Write every labelled row through the library; returns how many. ``payouts_gross`` (the default since
    round 21): each processor's payout as the review's answer leaves it (``_write_payout``: the sale at its
    gross, the fee a cost), as a person's books hold it; False: at the banked net (the old view). The
    profile is what the year's person.md states, read as the review walk reads it (``stated_profile``):
    occupation, the car's share or method (its business km as one trip), the home-office hours."""
    stated, hours, km = stated_profile(data)
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
            "vehicleMethod": "logbook",
            **stated,
        },
    )
    with (data / "labels.csv").open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    by_category: dict[str, list[dict[str, str]]] = {}
    for row in rows:
        by_category.setdefault(row["category"], []).append(row)
    categories = {c.name: c for c in list_categories(ctx)}
    ids = {name: c.id for name, c in categories.items()}
    # A private default category some rows of which are partly for work (the photographer's electricity,
    # 15 %) is marked work-related as Phone & Internet is; else its rows stay off the BAS.
    work = set(WORK_CATEGORIES) | {
        name
        for name, labelled in by_category.items()
        if name in categories
        and categories[name].tax_category == "personal"
        and any(r["use"] == "mixed" for r in labelled)
    }
    for name in sorted(work):
        update_category(
            ctx,
            ids[name],
            data={"taxCategory": WORK_CATEGORIES.get(name, "other_work"), "isTaxDeductible": True},
        )
    for name in sorted(set(by_category) - set(ids)):
        tax_category = NEW_CATEGORIES.get(name) or _new_category_kind(by_category[name])
        made = create_category(
            ctx,
            data={
                "name": name,
                "taxCategory": tax_category,
                "isTaxDeductible": tax_category not in ("personal", "income"),
            },
        )
        ids[name] = made.id
    if hours is not None:
        set_home_office(ctx, FY, data={"hours": hours})
    pool = stated_pool_opening(data, FY)
    if pool is not None:  # the small business pool carried into the year, as the walk states it
        set_pool(ctx, FY, data={"openingBalance": pool})
    stock = stated_trading_stock(data, FY)
    if stock is not None:  # trading stock at 30 June, as the walk states it (round 23)
        # "simplified" with values more than 5,000 apart is refused: the books then keep none
        with contextlib.suppress(ValidationError):
            set_stock(ctx, FY, data=stock)
    owed = stated_accruals(data, FY)
    if owed is not None:  # earnings-basis receivables and payables at each 30 June, as the walk states them
        set_accruals(ctx, FY, data=owed)
    if km is not None:  # the car by cents per km: its business km recorded once, as the walk does
        car = create_vehicle(ctx, data={"name": "car"})
        create_trip(
            ctx,
            data={"vehicleId": car.id, "date": f"{FY - 1}-07-01", "distanceKm": km, "purpose": "business km"},
        )
    misfit: list[str] = []
    too_big: list[str] = []
    for row in rows:
        # a private payment labelled with a return line of its own (D9 gifts, D12 personal super) is a
        # deduction too, though not a business cost
        business = row["use"] in ("business", "mixed") or row.get("atoLabel", "") in PERSONAL_DEDUCTIONS
        treatment = row["gstTreatment"] or None
        party = row.get("party") or row.get("counterparty") or None
        fields: dict[str, Any] = {
            "date": f"{row['date']}T00:00:00+00:00",
            "description": row["description"],
            "amount": row["amount"],
            "categoryId": ids[row["category"]],
            "merchant": party,
            "isTaxDeductible": business,
            "businessUsePercentage": (
                "100"
                if row.get("atoLabel", "") in PERSONAL_DEDUCTIONS and row["use"] == "private"
                else row["businessPercent"] or "0"
            ),
        }
        if treatment:
            fields["gstTreatment"] = _TREATMENT.get(treatment, treatment)
        if row["gstAmount"]:
            fields["gstAmount"] = row["gstAmount"]
        if payouts_gross and _write_payout(ctx, row, fields, ids):
            continue
        if row.get("gstFreePart"):  # a partly taxable invoice's part with no GST (G14), as labelled
            try:
                create_transaction(ctx, data={**fields, "gstFreePart": row["gstFreePart"]})
                continue
            except ValidationError:  # a label whose GST the rest of its price cannot hold: as before
                misfit.append(row["line"] if "line" in row else row["description"])
        try:
            create_transaction(ctx, data=fields)
        # GST larger than the row's own amount: an invoice the bank row only part-pays (a deposit)
        except ValidationError:
            fields.pop("gstAmount", None)
            create_transaction(ctx, data=fields)
            too_big.append(row["line"] if "line" in row else row["description"])
    if misfit:
        print(
            f"note: {len(misfit)} labelled GST-free part(s) do not fit their row's GST; written without: {misfit}"
        )
    if too_big:
        print(
            f"note: {len(too_big)} labelled GST amount(s) exceed their row's amount; written without: {too_big}"
        )
    return len(rows)


#: The BAS figures the books are checked against the label sheet's (hand_worked.py ``bas(q)``).
BAS_FIELDS = ("G1", "G2", "1A", "1B")
#: The category a processor's fee is kept in (as the review's answer files it: ``review.payouts``).
FEE_CATEGORY = "Bank Fees"


def _write_payout(
    ctx: AccountContext, row: dict[str, str], fields: dict[str, Any], ids: dict[str, str]
) -> bool:
    """A processor's payout (money in whose label gives the fee kept from it: the note's fee, else its G1
    less the net) written as the review's answer leaves it: the bank's net, split into the sale at its
    gross (less its exports, G2, and its labelled GST-free part, G3, each a part of its own; the label's GST
    on the taxable rest), the tips a platform passed on (the note's ``tips``: out of scope, off G1) and the fee, a cost in Bank Fees at the GST its invoice shows (``split_transaction``,
    the product's public way). False: no such payout (written as any other row)."""
    net = Decimal(row["amount"])
    fee = _payout_fee(row) if net > 0 else None
    if not fee:
        return False
    tips = _payout_tips(row)  # riders' tips passed on beside the fares: income, no sale (off G1)
    gross = net + fee - tips
    export = _payout_export(row) or Decimal(0)
    # the label's GST-free part is the part with no GST in it, its exports too (the tattoo artist's Shopify
    # payouts: "gross 427.00 (export 107.00)" with a GST-free part of 107.00): the exports not taken twice
    free = max(Decimal(row.get("gstFreePart") or 0) - export, Decimal(0))
    sale = {k: v for k, v in fields.items() if k not in ("gstAmount", "gstFreePart", "gstTreatment")}
    made = create_transaction(ctx, data=sale)
    treatment = fields.get("gstTreatment")
    taxable = gross - export - free
    parts: list[dict[str, Any]] = []
    if taxable:
        part: dict[str, Any] = {"amount": str(taxable), "categoryId": fields["categoryId"]}
        if treatment and treatment != "export":
            part["gstTreatment"] = treatment
        if row["gstAmount"] and treatment == "taxable":
            part["gstAmount"] = row["gstAmount"]
        parts.append(part)
    if export:
        parts.append({"amount": str(export), "categoryId": fields["categoryId"], "gstTreatment": "export"})
    if free:
        parts.append({"amount": str(free), "categoryId": fields["categoryId"], "gstTreatment": "gst_free"})
    if tips:  # as the review's answer writes them (``review.payouts``): a part of their own, out of scope
        parts.append(
            {"amount": str(tips), "categoryId": fields["categoryId"], "gstTreatment": "out_of_scope"}
        )
    fee_part: dict[str, Any] = {"amount": str(-fee), "categoryId": ids[FEE_CATEGORY]}
    if fee_gst := _fee_gst(row):
        fee_part["gstTreatment"] = fee_gst
    parts.append(fee_part)
    try:
        split_transaction(ctx, made.id, data={"parts": parts})
    # GST larger than the sale part's amount (a label whose GST its taxable rest cannot hold, as the net
    # path's "written without"): the parts without it
    except ValidationError:
        for part in parts:
            part.pop("gstAmount", None)
        split_transaction(ctx, made.id, data={"parts": parts})
        print(
            f"note: payout {row.get('line', row['description'])}: labelled GST exceeds its sale part; written without"
        )
    return True


def _hand_worked(data: Path) -> Any:
    spec = importlib.util.spec_from_file_location("hand_worked_newset", data / "hand_worked.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def books_against_sheet(ctx: AccountContext, data: Path) -> list[tuple[int, str, Decimal, Decimal]]:
    """Where the books' BAS (``bas_report`` per quarter) differs from the label sheet's (hand_worked.py
    ``bas(q)``) in G1, G2, 1A or 1B: (quarter, field, books, sheet). [] : they agree to the cent. A figure
    that differs is one the books cannot give, so a question asking it measures the bench, not the reader."""
    if not (data / "hand_worked.py").exists():
        return []
    hand = _hand_worked(data)
    fy = int(getattr(hand, "FY", 2026))
    differ = []
    for q in (1, 2, 3, 4):
        report, worked = bas_report(ctx, fy=fy, q=q), hand.bas(q)
        for name in BAS_FIELDS:
            mine, theirs = report.fields.get(name, Decimal(0)), Decimal(worked.get(name, 0))
            if mine != theirs:
                differ.append((q, name, mine, theirs))
    return differ


def say_books_against_sheet(ctx: AccountContext, data: Path, *, figures: bool) -> None:
    """One line: whether the books' BAS agrees with the label sheet's; where not, which quarter and field
    (with both figures when ``figures``)."""
    differ = books_against_sheet(ctx, data)
    if not differ:
        print(f"books vs label sheet ({data.name}): BAS G1, G2, 1A, 1B agree in every quarter")
        return
    shown = ", ".join(
        f"Q{q} {name}" + (f" {mine}/{theirs}" if figures else "") for q, name, mine, theirs in differ
    )
    print(f"books vs label sheet ({data.name}): BAS DIFFERS in {len(differ)} figure(s): {shown}")


def make_context(db_url: str | None, data: Path, *, payouts_gross: bool = True) -> AccountContext:
    folder = Path(tempfile.mkdtemp(prefix="finkit-newset-"))
    settings = load_settings(data_dir=folder, secret_key="eval-secret-key-0123456789abcdef0123456789abcdef")
    db = Database(db_url or f"sqlite:///{folder / 'newset.db'}")
    email = "nina@example.com"
    create_user(
        db,
        {
            "email": email,
            "password": "Sup3r-secret!",
            "tier": "professional",
            "baseCurrency": "AUD",
            "country": "AU",
        },
    )
    ctx = replace(context_for_email(db, settings, email), clock=lambda: NOW)
    build_year(ctx, data, payouts_gross=payouts_gross)
    return ctx


# --- judging ----------------------------------------------------------------------------------------------

_MONEY = re.compile(r"[$£€]\s?-?\d[\d,]*(?:\.\d\d)?")
_GENERIC = "Here is what I can do"


def money_text(value: str) -> str:
    """ "1234.5" → "$1,234.50" (the form the replies use)."""
    return f"${Decimal(value):,.2f}"


def _has(reply: str, value: str) -> bool:
    """The amount in the reply; a negative one as the replies write it ("-$348.72", a refund)."""
    if value.strip().startswith("-"):
        return "-" + money_text(value.strip()[1:]) in reply
    return money_text(value) in reply


def _has_count(reply: str, count: int) -> bool:
    return re.search(rf"(?<![\d,.$]){count}(?![\d,.])", reply) is not None


@dataclass
class Outcome:
    id: str
    kind: str
    question: str
    verdict: str  # right | asked | declined | wrong | miss
    reply: str
    tools: list[str]
    expected: dict[str, Any]


def judge(item: dict[str, Any], reply: str, tools: list[str]) -> str:
    kind, expected = item["kind"], item["expected"]
    figures = bool(_MONEY.search(reply))
    asked = not tools and "?" in reply and _GENERIC not in reply
    declined = not tools and not figures and _GENERIC not in reply and not asked
    if kind == "clarify":
        if figures:
            return "wrong"
        return "right" if "?" in reply and _GENERIC not in reply else "miss"
    if kind == "decline":
        if tools and figures:
            return "wrong"
        return "right" if not tools and not figures and _GENERIC not in reply else "miss"
    right = False
    if kind == "figure":
        right = any(
            _has(reply, v) for v in _values(expected.get("amount")) + _values(expected.get("alsoAccepted"))
        )
    elif kind == "count":
        right = _has_count(reply, int(expected["count"]))
    elif kind == "list":
        items = [str(i) for i in expected.get("items", [])]
        right = all(_item_in(reply, i) for i in items) and (
            "amount" not in expected or _has(reply, expected["amount"])
        )
    elif kind == "compare":
        right = all(_has(reply, v) for v in _values(expected.get("amounts")))
    if right and tools:
        return "right"
    if asked:
        return "asked"
    if declined:
        return "declined"
    return "wrong" if tools and (figures or kind == "count") else "miss"


def _values(given: Any) -> list[str]:
    """An expected amount, a list of accepted amounts, or a mapping of them, as a flat list."""
    if given is None:
        return []
    if isinstance(given, dict):
        return [str(v) for v in given.values()]
    if isinstance(given, list):
        return [str(v) for v in given]
    return [str(given)]


def _item_in(reply: str, item: str) -> bool:
    """A list item ("2025-09-12 Teds Cameras 4299.00" or "Adobe") found in the reply: every part of it."""
    low = reply.lower()
    for part in item.split():
        if re.fullmatch(r"-?\d+\.\d\d", part):
            if money_text(part.lstrip("-")) not in reply:
                return False
        elif part.lower() not in low:
            return False
    return True


async def ask(ctx: AccountContext, item: dict[str, Any]) -> Outcome:
    conversation = create_conversation(ctx)
    events = [e async for e in Assistant(LocalProvider(ctx)).respond(ctx, conversation.id, item["question"])]
    done = events[-1].data
    tools = [e.data["tool"] for e in events if e.type == "tool_call_end"]
    if done.get("pendingAction"):
        tools.append(done["pendingAction"]["tool"])
    reply = done["message"]["content"]
    return Outcome(
        item["id"], item["kind"], item["question"], judge(item, reply, tools), reply, tools, item["expected"]
    )


def score(ctx: AccountContext, data: Path, half: str, *, verbose: bool) -> tuple[float, int]:
    items = json.loads((data / f"assistant_questions_{half}.json").read_text(encoding="utf-8"))
    outcomes = [asyncio.run(ask(ctx, item)) for item in items]
    verdicts = Counter(o.verdict for o in outcomes)
    by_kind: dict[str, Counter[str]] = {}
    for o in outcomes:
        by_kind.setdefault(o.kind, Counter())[o.verdict] += 1
    if verbose:
        for o in outcomes:
            if o.verdict != "right":
                shown = {k: v for k, v in o.expected.items() if k != "transactions"}
                print(f"[{o.verdict}] {o.id} {o.question!r} tools={o.tools} expected={shown}")
                print("    " + o.reply.replace("\n", "\n    ")[:600])
    total = len(outcomes)
    right = verdicts["right"] / total if total else 0.0
    print(f"\n== {half} half: {total} questions ({data.name}) ==")
    for kind, counts in sorted(by_kind.items()):
        n = sum(counts.values())
        print(
            f"  {kind:8} {counts['right']:3}/{n:<3} right, {counts['asked']} asked back, "
            f"{counts['declined']} declined, {counts['wrong']} WRONG, {counts['miss']} other"
        )
    print(f"right: {right:.1%} (target >= {TARGET_RIGHT:.0%})")
    print(
        f"asked back: {verdicts['asked']}; declined with a reason: {verdicts['declined']}; other misses: {verdicts['miss']}"
    )
    print(f"WRONG FIGURES: {verdicts['wrong']} (target {TARGET_WRONG})")
    return right, verdicts["wrong"]


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--half",
        default="tune",
        help="tune, heldout, both (tune then heldout), or another set's name: "
        "assistant_questions_<name>.json in --data (a name starting 'heldout' is held out)",
    )
    parser.add_argument("--data", type=Path, default=DATA, help="the data author's year (a folder)")
    parser.add_argument("--verbose", action="store_true", help="print every reply that is not right")
    parser.add_argument("--db-url", default=None)
    parser.add_argument(
        "--payouts-gross",
        action="store_true",
        help="the default: each processor payout written as its gross sale (GST-free part apart) and fee, "
        "as the review's answer leaves it (the books' BAS then is the label sheet's; see "
        "docs/assistant-local-engine.md, round 21)",
    )
    parser.add_argument(
        "--payouts-net",
        action="store_true",
        help="the old view: each processor payout written at the banked net, its fee not in the books",
    )
    args = parser.parse_args()
    if args.payouts_gross and args.payouts_net:
        parser.error("--payouts-gross and --payouts-net are each other's opposite: give one")
    ctx = make_context(args.db_url, args.data, payouts_gross=not args.payouts_net)
    say_books_against_sheet(ctx, args.data, figures=args.verbose)
    halves = ("tune", "heldout") if args.half == "both" else (args.half,)
    ok = True
    for half in halves:
        right, wrong = score(ctx, args.data, half, verbose=args.verbose)
        if half.startswith("heldout"):
            ok = right >= TARGET_RIGHT and wrong <= TARGET_WRONG
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
