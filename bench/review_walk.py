"""The review walk (issue 26): a new person's year out of the box, then answered only through the review.

For a labelled year (``--data DIR`` holding statement.csv, labels.csv and hand_worked.py, as
tests/data/photographer_fy2026/ does):

1. a fresh database; the profile of a GST-registered sole trader (quarterly, cash basis, AU); import
   statement.csv; ``categorise --apply``;
2. the review queue: rows asked about (% of the statement, target <= 15 %) and items; and the rows that
   are wrong *without* being asked about, in two counts: those where a filed figure changes (income line,
   deductible or not, return line, GST treatment, business share: the silent errors, target 0) and those
   where only the category's name differs (category-only: reported, no target). docs/review.md, "What
   counts as silently wrong";
3. each item answered automatically from labels.csv as the person would: the majority label of its rows
   (category; business share when the use is mixed; GST treatment), with the ids listed, counting the
   decisions (target <= 25). A processor's payouts are answered as the person reading its payout reports
   would, in one answer: each payout's fee (the label's note, else its G1 less the net) and its export
   part (the exports the note gives, else the label's G2 amount), its tips (the note's ``tips 12.50``,
   ``_payout_tips``: no sale, off G1), and whether the fee holds GST when every payout's label says it
   alike (``_fee_gst``: the note, else the label's fee at G14 or alone at G11); a payout whose label's G1 is
   what reached the bank has a fee of 0; a payout all export joins the others' answer by its export
   part. Taxable takings whose labels give a GST-free part (a market's cash banked) are answered with each
   deposit's part (``gstFreeParts``). A label ``gst_free`` whose basFields put the whole at G2 is read as an
   export (basFields are the author's statement of the BAS). A category the labels name and finkit
   lacks is created first (counted apart: its tax category from the rows' return label: cost of sales,
   rent, the car, depreciation, a P8 cost, D9, D10, D12, as the person picks the line they file it on),
   as the person would create it. Printed beside the decisions, never in their place: the decisions if the
   answers of an item that each file only private rows were one (``private_apart``);
4. every BAS quarter (G1, G2, 1A, 1B) and the tax summary against hand_worked.py, to the cent.

What person.md states is stated once at set-up, read by pattern (never from labels.csv): the car, merchant
shares, home-office hours, occupation, clients and suppliers (a supplier's GST when the Suppliers table's GST
column says it plainly, ``_plain_gst``), a partner's household money (a 0 % share,
``private_people``: "his share of the mortgage and bills" too, round 20), processors whose payouts are booked as received (``stated_processors``) and employees
paid net (``stated_employees``: a line about wages or net pay naming them), and suppliers the business's
except some invoices partly private (``suppliers_some_private``: a shares row saying "20 % of those invoices
private"; each purchase then asked its share) and, with two vehicles kept, each vehicle's usual fuel fill
(``fill_ranges``: "the van takes diesel (fills 104-168), the Mazda unleaded (fills 52-92)", each at the share
of the "Business-use shares" row naming its fuel; round 19). A loan repayment's interest is read from the label's note in
any form (``_loan_interest``). An employee's pays are answered
with each one's gross from its label (``wage_gross``: the note's gross, else net plus the PAYG withheld).

Run: ``PYTHONPATH=src python bench/review_walk.py --data tests/data/photographer_fy2026 [--fy 2026]
[--database-url URL] [--show 10] [--items] [--by-kind]`` (``--items``: each review item with its rows' majority
labels; ``--by-kind``: items, rows asked and decisions by kind of question, ``row_kinds``; over several years
``bench/review_causes.py``). The figures depend on categorisation too (what it guesses and flags):
see docs/review.md for the last measurement.
"""

from __future__ import annotations

import argparse
import csv
import importlib.util
import re
import sys
import tempfile
import time
from collections import Counter, defaultdict
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from types import ModuleType
from typing import Any

from sqlalchemy import select, update

import finkit
from finkit.core.categories.models import Category
from finkit.core.categories.service import list_categories
from finkit.core.categorise.knowledge import knowledge_base
from finkit.core.context import AccountContext
from finkit.core.errors import FinkitError, ValidationError
from finkit.core.profile.names import words as name_words
from finkit.core.review.merges import VEHICLE_WHY
from finkit.core.review.payout_reports import one_eleventh
from finkit.core.review.payouts import grosses_before_fee
from finkit.core.review.queue import flagged_rows, review_queue, window_of
from finkit.core.tax.accruals.service import set_accruals
from finkit.core.tax.home_office.rates import (
    AWAY_FROM_HOME_TAG,
    covers,
    covers_row,
    pays_premises,
    premises_suppliers,
)
from finkit.core.tax.home_office.service import set_home_office
from finkit.core.tax.ledger import is_parking_or_tolls
from finkit.core.tax.pool.service import set_pool
from finkit.core.tax.reports import bas_report, tax_summary
from finkit.core.tax.schedule import business_label
from finkit.core.tax.stock.service import set_stock
from finkit.core.transactions.models import Transaction
from finkit.core.transactions.schemas import TransactionFilters
from finkit.core.travel.service import create_trip, create_vehicle
from finkit.core.usecases.categories import create_category
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import get_profile, set_business_use, update_profile
from finkit.core.usecases.review import decide_item, import_payout_report
from finkit.core.usecases.transactions import list_transactions

ROWS_TARGET = Decimal(15)
DECISIONS_TARGET = 25
BAS_FIELDS = ("G1", "G2", "1A", "1B")
#: The tax summary's figures and the hand-worked keys they answer.
SUMMARY_FIELDS = (
    ("business_income", "P8-income"),
    ("business_expenses", "P8-totalExpenses"),
    ("net_business_income", "P8-netIncome"),
)
DEDUCTION_LABELS = ("D9", "D10", "D12")


def _hand_worked(data: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location("hand_worked_walk", data / "hand_worked.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


#: Older label files' column names (the electrician's) and the names this walk reads.
_LABEL_COLUMNS = {"gst": "gstTreatment", "label": "atoLabel"}


def _labels(data: Path) -> list[dict[str, str]]:
    """The labels, with the electrician's column names read as the photographer's (``gst``, ``label``)
    and a business share implied by the use where the file gives none."""
    with (data / "labels.csv").open(newline="") as handle:
        rows = list(csv.DictReader(handle))
    for row in rows:
        for old, new in _LABEL_COLUMNS.items():
            if new not in row and old in row:
                row[new] = row[old]
        row.setdefault("businessPercent", "100" if row["use"] == "business" else "0")
        if row.get("gstTreatment") == "gst_free" and _whole_at_g2(row):
            row["gstTreatment"] = "export"  # the author's BAS says so: a GST-free export
        first, _, rest = (row.get("atoLabel") or "").partition(" ")
        if first in _P8_INCOME_PARTS:  # one of the P8 business income line's labels (round 19, the grower's)
            row["atoLabel"] = " ".join(part for part in ("P8-income", rest) if part)
    return rows


#: Labels of the return's P8 business income that finkit keeps on its one business income line: the grower's
#: author files a taxable grant at "assessable government industry payments" (``P8-govt-payments``) and a
#: crop insurance claim at "other business income" (``P8-other-income``); both are business income (P8),
#: and the walk compares the total (``P8-totalIncome``).
_P8_INCOME_PARTS = ("P8-govt-payments", "P8-other-income")
#: A hand-worked summary's label followed by its author's note in brackets ("P8-other-income (insurance
#: claim, primary production)"): the label is the part before the note.
_NOTED_KEY = re.compile(r"(?P<label>[\w-]+)\s+\(.*\)\s*")


def worked_labels(summary: dict[str, Decimal]) -> dict[str, Decimal]:
    """A hand-worked tax summary with each label its author wrote with a note in brackets also under the
    label alone: the air-conditioning installer's "P8-totalExpenses (incl. homeOffice)", the beekeeper's
    "P8-other-income (insurance claim, primary production)" (read as the grower's "P8-other-income")."""
    out = dict(summary)
    for key, value in summary.items():
        if found := _NOTED_KEY.fullmatch(key):
            out.setdefault(found["label"], value)
    return out


def _whole_at_g2(label: dict[str, str]) -> bool:
    """Whether the label's basFields (the author's statement of the BAS) put the whole sale at G2: ``G1
    G2`` (no amounts: the row's), or a G2 amount equal to its G1 (``G1:474.00 G2:474.00``), or to the
    row's amount when no G1 amount is given. A G2 of part of the sale (``G1:395.00 G2:316.00``) is not."""
    fields = label.get("basFields") or ""
    g2 = re.search(r"\bG2(?::(-?[\d.]+))?(?=[\s;,]|$)", fields)
    if g2 is None:
        return False
    if g2.group(1) is None:
        return True
    g1 = re.search(r"\bG1:(-?[\d.]+)", fields)
    return Decimal(g2.group(1)) == (Decimal(g1.group(1)) if g1 else abs(Decimal(label["amount"])))


def _deductible_label(label: dict[str, str]) -> bool | None:
    """Whether the label makes the row count as a deduction or a purchase (None: the home-office fixed
    rate covers it, so either way is right for the walk's purpose)."""
    ato = label["atoLabel"].split(" ")[0] if label["atoLabel"] else ""
    if _covered(ato):
        return None
    return bool(ato) and ato != "P8-income"


def _part_key(answer: dict[str, Any], label: dict[str, str]) -> str:
    """The key of the part of an item a row is answered in: its answer, and its label's business standing
    (deductible or not, and its use). Rows whose standing differs are answered apart, as a person would,
    even where their answers read the same: a category the person has not created yet holds no
    deductibility, so a private row and a business row of it would share one answer, and an item holding
    several merchants' rows (round 22) would file one merchant's private rows as the other's business
    ones."""
    return f"{sorted(answer.items())!r} {_deductible_label(label)} {label['use']}"


def _all_rows(ctx: AccountContext) -> list[Any]:
    rows: list[Any] = []
    page = 1
    while True:
        found = list_transactions(ctx, TransactionFilters(page=page, limit=200))
        rows += found.transactions
        if len(rows) >= found.pagination.total or not found.transactions:
            return rows
        page += 1


def _match(rows: list[Any], labels: list[dict[str, str]]) -> dict[str, dict[str, str]]:
    """Each transaction's label: same date and amount, then the description (a multiset match)."""
    pool: dict[tuple[str, Decimal], list[dict[str, str]]] = defaultdict(list)
    for label in labels:
        pool[(label["date"], Decimal(label["amount"]))].append(label)
    matched: dict[str, dict[str, str]] = {}
    for tx in rows:
        candidates = pool.get((tx.date.date().isoformat(), tx.amount), [])
        if not candidates:
            continue
        best = next((c for c in candidates if c["description"] == tx.description), candidates[0])
        candidates.remove(best)
        matched[tx.id] = best
    return matched


#: Silent errors are of two kinds (docs/review.md, "What counts as silently wrong"). Those that
#: *matter* are the issue's: "no row whose income, business or GST standing is wrong without being up for
#: review" and "nothing that changes a tax figure is ever guessed silently". A row matters when its income
#: line, its business standing (deductible or not), the return line it files under (a P8 line, D9, D10,
#: D12), its GST treatment or its business share differs from its label. ``category-only``: the category's
#: name differs and none of those does, so no filed figure changes (the electrician's "Licences & Permits"
#: filed as the default "Licences & Government Fees"). The targets apply to the rows that matter.
CATEGORY_ONLY = "category-only"
_INCOME_LINES = ("P8-income", "1", "10", "11", "24")


def _income_line_of(category: Any) -> str:
    """The return line a credit in ``category`` files under ("" when it is no income)."""
    if category is None or category.tax_category != "income":
        return ""
    name = category.name.casefold()
    if "interest" in name:
        return "10"
    if "dividend" in name:
        return "11"
    if "salary" in name or "wages" in name:
        return "1"
    return "P8-income"


#: How far a taxable purchase's GST may be from its label's before the credit is counted different: a
#: docket's own rounding of its lines, never a part with no GST in it.
GST_AMOUNT_TOLERANCE = Decimal("0.05")


def _wrong(
    tx: Any,
    label: dict[str, str],
    categories: dict[str, Any] | None = None,
    *,
    fixed_rate: bool = False,
    premises: tuple[str, ...] = (),
) -> str | None:
    """How a row differs from its label, the kind first (``income``, ``deductible``, ``return line``,
    ``gst``, ``share``: a figure changes; ``category-only``: none does), or None when it does not.
    ``fixed_rate``: the person claims the home office by the fixed rate, so a cost the rate covers is no
    separate deduction and one it does not cover is: which of the two finkit files is a return line
    (``premises``: the suppliers the person stated are the business premises', whose running costs the
    rate does not cover)."""
    category = tx.category.name if tx.category else "-"
    ato = label["atoLabel"].split(" ")[0] if label["atoLabel"] else ""
    # P8 "Purchases and other costs" is the cost-of-sales line, whichever name the author gave it
    ato = "P8-cost-of-sales" if ato.casefold() == "p8-purchases" else ato
    mine = (categories or {}).get(category)
    # the return's item 10 written as the item (``10``) or as the translator's author did (``I10-interest``)
    item = re.match(r"I(\d+)\b", ato)
    income_label = (
        item.group(1) if item and item.group(1) in _INCOME_LINES else ato if ato in _INCOME_LINES else ""
    )
    if tx.amount > 0 and _income_line_of(mine) != income_label:
        return f"income: finkit {category} ({_income_line_of(mine) or 'no income'}), label {label['category']} ({income_label or 'no income'})"
    fee = _payout_fee(label) if income_label == "P8-income" and tx.amount > 0 else None
    if fee and not tx.splits:
        # a processor's payout filed as one sale of what reached the bank: G1 and the income line miss
        # the fee the processor kept, and the fee's own line misses it too
        return (
            f"income: finkit one sale of the net {tx.amount} ({category}), label a sale less a fee of {fee}"
        )
    deductible = _deductible_label(label)
    if (
        deductible is False
        and fixed_rate
        and _covered_unnamed(label)
        and covers_row(
            category,
            away=AWAY_FROM_HOME_TAG in (tx.tags or []),
            premises_bill=pays_premises(tx.merchant, tx.description, premises),
        )
    ):
        deductible = None  # the fixed rate covers it, as finkit files it: no separate deduction either way
    if tx.amount < 0 and deductible is not None and bool(tx.is_tax_deductible) != deductible:
        return f"deductible: finkit {bool(tx.is_tax_deductible)} ({category}), label {deductible} ({label['category']})"
    if fixed_rate and tx.amount < 0 and tx.is_tax_deductible and mine is not None:
        finkit_covered = covers_row(
            category,
            away=AWAY_FROM_HOME_TAG in (tx.tags or []),
            premises_bill=pays_premises(tx.merchant, tx.description, premises),
        )
        if finkit_covered != _covered(ato) and (finkit_covered is False or ato.startswith("P8-")):
            line = (
                "covered by the fixed rate"
                if finkit_covered
                else business_label(mine, parking_or_tolls=is_parking_or_tolls(tx, tx.category))
            )
            return f"return line: finkit {category} ({line}), label {label['category']} ({ato})"
    if category != label["category"] and deductible and tx.amount < 0 and mine is not None:
        line = business_label(mine, parking_or_tolls=is_parking_or_tolls(tx, tx.category))
        # the motor vehicle line is scored on neither side: a label on it takes finkit's other lines, and a
        # vehicle cost finkit files on it that the label files under "all other expenses" (the caterer's
        # author puts the van there, round 23) is the same deduction on the schedule's own vehicle line;
        # so is an employee's super guarantee finkit files on the schedule's superannuation line that the
        # label files under "all other expenses" with the wages (the caterer's author again, round 27: her
        # clearing house payments, certain once her employee is stated)
        if line != ato and not (
            ato.startswith("P8-motor")
            or _covered(ato)
            or (line.startswith("P8-motor") and ato == "P8-other")
            or (line == "P8-super" and ato == "P8-other" and "super" in label["category"].casefold())
        ):
            return f"return line: finkit {category} ({line}), label {label['category']} ({ato})"
    if label["use"] != "private":
        treatment = tx.gst_treatment or "-"
        if treatment == "gst_free" and "export" in (tx.tags or []):
            treatment = "export"
        if treatment != label["gstTreatment"]:
            return f"gst: finkit {treatment}, label {label['gstTreatment']}"
        if (
            treatment == "taxable"
            and tx.amount < 0
            and label.get("gstAmount")
            and getattr(tx, "gst_amount", None) is not None
            and abs(abs(Decimal(tx.gst_amount)) - Decimal(label["gstAmount"])) > GST_AMOUNT_TOLERANCE
        ):
            # round 26: taxable on both sides, but not the same GST (a rego's 1/11 of the whole where only
            # the CTP premium holds GST): the credit differs as surely as a treatment's would
            return f"gst: finkit GST {abs(Decimal(tx.gst_amount))}, label {label['gstAmount']}"
        share = tx.business_use_percentage
        if share is None and _covered_by_car_rate(tx, label, mine):
            share = Decimal(0)  # the rate is the claim: the row itself files nothing, as a 0 % share does
        if label["use"] == "mixed" and (share is None or share != Decimal(label["businessPercent"])):
            return f"share: finkit {share}, label {label['businessPercent']}"
        if (
            label["use"] == "business"
            and tx.amount < 0
            and tx.is_tax_deductible
            and share is not None
            and share < Decimal(100)
            and Decimal(label.get("businessPercent") or "100") == Decimal(100)
        ):
            # round 27: a wholly business row filed at a share (the arborist's jerry-can fuel for the saws,
            # bought at her servos, filed at the ute's 85 %): its deduction and credit are short as surely
            # as a private row's are over
            return f"share: finkit {share}, label 100 (business)"
    if category != label["category"]:
        return f"{CATEGORY_ONLY}: finkit {category}, label {label['category']}"
    return None


def _covered_unnamed(label: dict[str, str]) -> bool:
    """A label that says a running cost is covered by the home-office fixed rate without naming it (the
    tour guide's author, round 18: "covered by it for income tax, so no separate deduction (atoLabel
    blank)"): a mixed-use row with a business share above 0 (its GST credit claimed at that share) and no
    return label. For a person claiming the fixed rate, finkit filing such a row as one the rate covers
    is what the label says."""
    return (
        not (label.get("atoLabel") or "").strip()
        and label["use"] == "mixed"
        and Decimal(label.get("businessPercent") or "0") > 0
    )


def _covered_by_car_rate(tx: Any, label: dict[str, str], mine: Any) -> bool:
    """A car running cost (fuel, insurance, a service: a ``car`` tax category) that finkit files as no
    deduction with no share of its own, labelled ``mixed`` at 0 % (the cents-per-km rate covers it): the
    row files nothing either way (no deduction, and no GST credit without a stated car share; the BAS
    lines check the credit), so it is not silently wrong (round 17: 49 of the hairdresser's 58)."""
    return (
        tx.amount < 0
        and not tx.is_tax_deductible
        and mine is not None
        and getattr(mine, "tax_category", None) == "car"
        and label["use"] == "mixed"
        and Decimal(label["businessPercent"] or "-1") == 0
    )


def _bas_fields(label: dict[str, str]) -> dict[str, Decimal]:
    """A label's basFields (``G11:112.40;G14:88.10``) by field."""
    fields = [part.split(":", 1) for part in (label.get("basFields") or "").split(";") if ":" in part]
    return {name.strip(): Decimal(value) for name, value in fields}


def _netted(rows: list[Any], label_of: dict[str, dict[str, str]], wrong: dict[str, str | None]) -> None:
    """A charge and its refund that the labels keep off the BAS together (a card terminal's duplicate
    charge and its refund: both ``Duplicate Charge``, no basFields) and finkit files alike (same category,
    GST treatment, deductibility and share, the same quarter) net to nothing on every figure: each is
    category-only, not silently wrong (``wrong`` is changed in place). So do a charge and its reversal
    that the labels file alike on the return line as a purchase and its negative (each one's basFields the
    other's negated, round 24: the B&B's cancelled online order and its reversal the next day) and finkit
    files alike off every figure (both transfers: nothing bought)."""

    def off(label: dict[str, str]) -> bool:
        return not (label.get("basFields") or "").strip() and not (label.get("atoLabel") or "").strip()

    def undone(debit: dict[str, str], credit: dict[str, str]) -> bool:
        """The labels file the credit as the debit undone: the same return line, BAS fields negated."""
        fields = _bas_fields(debit)
        return (
            bool(fields)
            and (debit.get("atoLabel") or "") == (credit.get("atoLabel") or "")
            and {k: -v for k, v in _bas_fields(credit).items()} == fields
        )

    def filed(tx: Any) -> tuple[Any, ...]:
        quarter = (tx.date.year, (tx.date.month - 1) // 3)
        return (tx.category_id, tx.gst_treatment, tx.is_tax_deductible, tx.business_use_percentage, quarter)

    pool = [tx for tx in rows if tx.id in label_of and wrong.get(tx.id)]
    used: set[str] = set()
    for debit in (tx for tx in pool if tx.amount < 0):
        for credit in (tx for tx in pool if tx.amount > 0 and tx.id not in used):
            labels = (label_of[debit.id], label_of[credit.id])
            if (
                credit.amount == -debit.amount
                and labels[1]["category"] == labels[0]["category"]
                and filed(credit) == filed(debit)
                and (
                    (off(labels[0]) and off(labels[1]))
                    or (
                        undone(*labels)
                        and not debit.is_tax_deductible
                        and debit.gst_treatment in (None, "out_of_scope")
                    )
                )
            ):
                used |= {debit.id, credit.id}
                for tx in (debit, credit):
                    name = tx.category.name if tx.category else "-"
                    wrong[tx.id] = (
                        f"{CATEGORY_ONLY}: finkit {name}, label {label_of[tx.id]['category']} (a charge and its "
                        "refund, filed alike: they net to nothing)"
                    )
                break


def _kind(reason: str | None) -> str:
    return str(reason).split(":")[0]


def _section(text: str, title: str) -> str:
    """The body of the ``## ...`` section whose heading holds ``title`` (case-insensitive), else ''; a
    heading that says what it is not (``## Money in that is not income``, round 21: the tattoo artist's)
    is no such section."""
    for found in re.finditer(rf"^##([^\n]*){title}[^\n]*\n(.*?)(?=^## |\Z)", text, re.I | re.M | re.S):
        if not re.search(r"\bnot\s+$", found.group(1), re.I):
            return found.group(2)
    return ""


def car_km(data: Path) -> Decimal | None:
    """The business km of a car claimed by the cents-per-km method, read by pattern from person.md's
    profile table (``| Car | ... **Cents-per-kilometre method**: 4,120 business km ...``) or its own
    section (``## Car`` then ``**Cents per kilometre**: **3,150 business km** ...``): the person records
    them as trips once. ``None``: no such claim stated."""
    path = data / "person.md"
    if not path.exists():
        return None
    text = path.read_text(encoding="utf-8")
    said = [
        cells[1]
        for cells in ([c.strip() for c in line.strip().strip("|").split("|")] for line in text.splitlines())
        if len(cells) >= 2 and re.fullmatch(r"\**(car|vehicle|ute|van)\**", cells[0], re.I)
    ]
    section = re.search(r"^##\s*(?:car|vehicle|ute|van)\b[^\n]*\n(.*?)(?=^## |\Z)", text, re.I | re.M | re.S)
    for words in [*said, *([section.group(1)] if section else [])]:
        if re.search(r"cents[- ]per[- ]k(ilo)?m", words, re.I):
            km = re.search(r"([\d,]+(?:\.\d+)?)\**\s*business\s*km", words, re.I)
            if km:
                return Decimal(km.group(1).replace(",", ""))
    return None


def occupation(data: Path) -> str | None:
    """The occupation the person states once at set-up, read by pattern from person.md: its profile
    table's row (``| Occupation | Registered psychologist in private practice ... |``, or ``| What I do |
    Event catering ... |``: the caterer's year, round 23) or a bullet (``- **Occupation**: photographer and
    videographer ...``). ``None``: none stated."""
    path = data / "person.md"
    if not path.exists():
        return None
    for line in path.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if (
            len(cells) >= 2
            and re.fullmatch(r"\**(?:occupation|what I do)\**", cells[0], re.I)
            and line.lstrip().startswith("|")
        ):
            return cells[1] or None
        bullet = re.match(r"\s*[-*]\s*\**occupation\**\s*:?\**\s*:?\s*(.+)$", line, re.I)
        if bullet:
            return bullet.group(1).strip() or None
    return None


def statements(data: Path) -> dict[str, bool]:
    """What the person states once at set-up in place of a question per payer or per fund, read by
    pattern from person.md: their profile's GST row or bullet saying their sales are GST-free health
    services (``| GST | Registered, ... (most sales GST-free health services ...) |``), and a D12 line
    saying they claim personal super contributions (``D12 HESTA 3,000.00 ... (notice of intent)``,
    ``- **D12** personal concessional contributions to Hostplus ...``). Nothing stated: {}."""
    path = data / "person.md"
    if not path.exists():
        return {}
    text = path.read_text(encoding="utf-8")
    said: dict[str, bool] = {}
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        gst_row = len(cells) >= 2 and re.fullmatch(r"\**gst\**", cells[0], re.I)
        gst_bullet = re.match(r"\s*[-*]\s*\**gst\**\s*:", line, re.I)
        if (gst_row or gst_bullet) and re.search(r"gst[- ]free health services?", line, re.I):
            said["gstFreeHealthServices"] = True
    if re.search(
        r"\bD12\b[^\n]*(notice of intent|personal\s+(?:concessional\s+)?(?:super\s+)?contributions?)", text
    ) or re.search(r"\bpersonal super\b[^\n]*\bnotice of intent\b", text, re.I):
        # or a bullet naming personal super and its notice of intent without the label (round 27, the
        # caterer's "**Personal super**: AustralianSuper 3,000.00 ...; notice of intent lodged")
        said["personalSuperDeduction"] = True
    return said


#: A person.md line listing what is private: ``- Private: rent, groceries (including at ...), takeaway``
#: (the grower's) or ``- School levy, kids' sport, rent, groceries: private.`` (the coffee van's).
_PRIVATE_LIST = re.compile(
    r"^\s*[-*]\s*\**private\**\s*:(?P<after>.*)$|^\s*[-*]\s*(?P<before>.*):\s*\**private\**\.?\s*$", re.I
)
#: A bracket after an item taking some of it back (``groceries (other than the sugar)``).
_EXCEPT_SOME = re.compile(r"\b(?:other than|except|apart from|but not|besides)\b", re.I)


def private_categories(data: Path) -> dict[str, str]:
    """The categories the person states private as a whole, read by pattern from person.md (round 27):
    a bullet listing what is private whose item is plainly ``groceries`` (a bracket only saying where,
    ``(including at the same Loxton Foodland she sells to)``; not ``family groceries``, nor one with an
    exception, ``groceries (other than the sugar)``): {"Groceries": "0"}, their business share stated 0 %
    (finkit's ``businessUseShares``). Nothing stated: {}."""
    path = data / "person.md"
    if not path.exists():
        return {}
    text = path.read_text(encoding="utf-8")
    lists: list[str] = []
    for line in text.splitlines():
        found = _PRIVATE_LIST.match(line)
        if found is not None:
            lists.append(found.group("after") if found.group("after") is not None else found.group("before"))
    # or a section headed private (``## Household (private)``, ``## Private money (no claim)``): its
    # paragraph lines, one list (the reef guide's, the furniture maker's)
    for heading in re.finditer(r"^##[^\n]*\bprivate\b[^\n]*\n(.*?)(?=^#|\Z)", text, re.I | re.M | re.S):
        if not re.search(r"\bnot\s+private\b", heading.group(0).split("\n", 1)[0], re.I):
            body = heading.group(1).split("\n\n", 1)[0]
            if not re.match(r"\s*[|*-]", body):
                lists.append(" ".join(body.split()).replace(";", ","))
    for listed in lists:
        depth, items, item = 0, [], ""
        for ch in listed:  # split on commas outside brackets
            depth += ch == "("
            depth -= ch == ")"
            if ch == "," and depth == 0:
                items.append(item)
                item = ""
            else:
                item += ch
        items.append(item)
        for each in items:
            plain = re.fullmatch(r"\s*groceries\s*(?:\((?P<said>[^()]*)\))?\s*\.?\s*", each, re.I)
            if plain and not (plain.group("said") and _EXCEPT_SOME.search(plain.group("said"))):
                return {"Groceries": "0"}
    return {}


#: A business's legal form ending a name (``Pty Ltd``, ``Ltd``, ``Inc``): a bullet names an organisation so.
_ORG_SUFFIX = re.compile(r"\b(?:pty\.?\s+ltd|pty|ltd|limited|inc|llc|gmbh|plc)\.?$", re.I)
#: Words a name may hold in lower case (``University of Tasmania``, ``Fenwick & Gray``).
_NAME_JOINERS = frozenset({"of", "and", "&", "the", "de", "du", "von"})
#: A payer paid out by a processor or platform: its payouts are asked their fee, not stated as a client.
_PAID_OUT = re.compile(r"\bvia\b|payouts?\b|net of|stripe|square|tyro|paypal|airtasker|momence|fresha", re.I)
#: An income row saying its payer pays net of a stated rate (``net of 18 % commission incl GST``, ``net of
#: 20 % commission; Viator charges no GST``): an agent or platform the person states once with its rate and
#: whether the commission's invoice shows GST (round 18, the tour guide's year).
_NET_OF_RATE = re.compile(r"\bnet of\s+(\d+(?:\.\d+)?)\s*%\s*(?:commission|fee)\b(?P<rest>[^|]*)", re.I)


def _commission(line: str) -> dict[str, str] | None:
    """The rate (and the GST of the fee, when said) an income row states its payer keeps, else None."""
    found = _NET_OF_RATE.search(line)
    if found is None:
        return None
    said = {"processorFeePercentage": found.group(1)}
    rest = found.group("rest")
    if re.search(r"\bincl(?:uding|\.)?\s+GST\b|\bGST[- ]inclusive\b", rest, re.I):
        said["processorFeeGst"] = "taxable"
    elif re.search(r"\bno GST\b", rest, re.I):
        said["processorFeeGst"] = "input_taxed"
    return said


#: What a supplier's row says it supplies, in the person's words: stock for resale, rent of premises.
_SUPPLIES = (
    ("stock", re.compile(r"cost of sales|\bfor resale\b|trading[- ]stock|p8[- ]purchases", re.I)),
    ("rent", re.compile(r"\blandlord\b|\bp8[- ]rent\b", re.I)),
)
#: A supplier's row naming a second return line beside cost of sales (``cost of sales (stock invoices) / P8
#: other (consumables invoices)``): its invoices are not all stock. Not a row whose other line is a bank's fee
#: beside the purchase (the furniture maker's "cost of sales; P8 other" for an overseas order and its fee).
_ALSO_OTHER_LINE = re.compile(r"\bp8[- ]other\b|\bother expenses\b", re.I)
#: A supplier the person describes, in brackets after its name, as software or an online booking system
#: (``MechanicDesk (workshop software)``, ``Rezdy (booking system, Sydney)``): it supplies ``software``.
_SOFTWARE = re.compile(r"\([^()]*\b(?:software|booking system)\b[^()]*\)", re.I)
#: A shares-table row saying its bill is the business premises' (``shop power (Origin)``, ``calls made
#: from the shop``, ``shop meters``): its merchants are stated as suppliers of the premises.
_AT_PREMISES = re.compile(r"\bshop\b|\bpremises\b", re.I)
#: A supplier's row saying its bills carry no GST credit (overseas, not registered, a government fee).
_NO_CREDIT = re.compile(
    r"no gst|gst[- ]free|not registered|\bnone\b|out_of_scope|overseas|foreign|\busd\b|\bgbp\b", re.I
)


#: A supplier's GST as person.md's "Suppliers" table says it plainly in its GST column, the cell's first
#: clause (brackets and bold dropped; up to a comma, semicolon or colon): the treatment the person states
#: once (``StatedSupplier.gst_treatment``); a cell whose every clause names goods taxable or GST-free, both
#: said (``beans GST-free; cups taxable``, ``domestic postage taxable; international postage GST-free``), is
#: ``mixed`` (``_parts_taxable_and_free``, round 19). Anything else (``GST 78.00 only``, ``collected under
#: the simplified registration``, ``unsure ...``, ``mostly GST-free; small taxable part``) is left unstated.
_GST_PLAIN = (
    ("taxable", re.compile(r"taxable|yes|gst at 1/11", re.I)),
    (
        "out_of_scope",
        re.compile(
            r"no gst(?: charged)?(?: to an abn holder)?|no|none|not registered(?: for gst)?|out_of_scope",
            re.I,
        ),
    ),
    # the goods named before it plainly ("milk and cream GST-free"), never a hedge ("mostly GST-free")
    (
        "gst_free",
        re.compile(
            r"(?:(?!(?:mostly|partly|some|usually|largely|often|generally|mainly|not|no|never)\b)[a-z]+(?:/[a-z]+)?"
            r"(?:\s+(?:and|&)\s+[a-z]+)?\s+)?(?:gst[- ]free(?: food)?|gst_free)",
            re.I,
        ),
    ),
    ("input_taxed", re.compile(r"input[- ]taxed|input_taxed", re.I)),
    ("mixed", re.compile(r"mixed(?: invoice| per invoice| per docket| docket)?", re.I)),
)
#: Words in the rest of the cell that take back a plain first clause (``yes, but ... no credit``).
_GST_BUT = {
    "taxable": re.compile(r"\b(?:but|no|not|unsure|without|free|mixed|none)\b", re.I),
    "out_of_scope": re.compile(r"\b(?:but|yes|taxable|unsure|mixed|shown|collected|charged gst)\b", re.I),
    "gst_free": re.compile(r"\b(?:but|taxable|mixed|unsure|part)\b", re.I),
    "input_taxed": re.compile(r"\b(?:but|taxable|mixed|unsure)\b", re.I),
    "mixed": re.compile(r"(?!)"),
}


#: A Suppliers row's return-line cell (its last) saying plainly that its bills are other business costs
#: (round 28): ``P8 other``, ``taxable, P8-other``, ``P8 other, G11 + G14``, ``Equipment Hire, P8 other``,
#: ``steel-cap boots, hi-vis shirts: protective clothing, P8 other``, ``P8 other (small tools, expensed)``;
#: never a share (``P8 other at 75 %``), a second line (``P8 other / repairs``, ``gear P8 other; FX3 ... G10``)
#: or a sentence more (``P8 other. A parking infringement ... was paid to the same biller``).
_OTHER_COSTS_LINE = re.compile(
    r"(?:[^:;.()]*:\s*)?(?:[a-z][a-z /-]*,\s*)?p8[- ]other(?:\s*\((?P<note>[^()]*)\))?"
    r"(?:,?\s*\(?g11 \+ g14\)?)?\.?",
    re.I,
)
#: A bracket note that takes the plain line back: a share, a private part, details elsewhere.
_OTHER_COSTS_BUT = re.compile(r"%|\bprivate\b|\bsee\b|\bmine\b|\bpart\b", re.I)


def _places_named(cell: str) -> set[str]:
    """The items of a Suppliers row's first cell that are the supplier's suburb, not a second supplier: a
    plain word (one capital, no digit) right after a name of several words with no bracket of its own,
    that the knowledge base knows as no merchant (``Southern Light Hire, Moonah (local lighting hire by
    the day)``); never ``Jaycar, Bunnings``, ``Sally Beauty (blades), Officeworks``, ``Workwear Hub,
    EmbroidMe`` or ``Australia Post, Shopify``."""
    raw = re.split(r",(?![^()]*\))", cell)
    items = [re.split(r"[(:;]", item, maxsplit=1)[0].strip() for item in raw]
    kb = knowledge_base(None)
    return {
        items[n]
        for n in range(1, len(items))
        if re.fullmatch(r"[A-Z][a-z]+", items[n])
        and len(items[n - 1].split()) > 1
        and "(" not in raw[n - 1]
        and _is_name(items[n - 1])
        and kb.match(items[n], items[n]) is None
    }


def _also_described(table: str, name: str) -> bool:
    """Whether a row of the Suppliers ``table`` opens with ``name`` without naming it as a supplier (``City of
    Hobart food business registration | BPAY 385.00 | no GST (Div 81 fee)``, beside ``City of Hobart
    (Salamanca stall licence) | taxable``, round 28, the coffee van's): a second kind of bill from it, so
    what its stall-licence row says is not all it supplies."""
    for line in table.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        first = re.sub(r"\*\*", "", cells[0])
        if first.casefold().startswith(name.casefold()) and name not in _name_items(cells[0]):
            return True
    return False


def _other_costs_line(cell: str) -> bool:
    """Whether a Suppliers row's return-line cell says plainly that its bills are other business costs (P8
    all other expenses): the kind the person states such a supplier with (``supplies: other``, round 28)."""
    found = _OTHER_COSTS_LINE.fullmatch(re.sub(r"\*\*|`", "", cell).strip())
    return found is not None and not _OTHER_COSTS_BUT.search(found.group("note") or "")


#: A Suppliers row about a refund or a credit note, not a supplier (``Refund: Australian Wholesale Oils``).
_NOT_A_SUPPLIER = re.compile(r"\W*(?:refund|credit note|rebate)s?\b", re.I)


#: One clause of a GST cell naming goods and their treatment (``international postage GST-free``,
#: ``pastries taxable``); a hedge (``mostly GST-free``, ``small taxable part``) is no plain statement.
_PART_GST = re.compile(r"(?P<goods>[a-z][a-z/' -]*?)\s+(?P<gst>taxable|gst[- ]free|no gst)\b", re.I)
_PART_HEDGE = re.compile(r"\b(?:mostly|partly|some|small|part|usually|largely|often|unsure|maybe)\b", re.I)


def _lists_taxable_and_free(text: str) -> bool:
    """Whether a GST cell's ``;`` clauses each end with their goods' GST, and they differ (``fruit, bread,
    milk GST-free; biscuits, soft drink, juice taxable``)."""
    clauses = [c.strip(" .") for c in text.split(";")]
    ends = [re.search(r"\b(taxable|gst[- ]free)$", c, re.I) for c in clauses]
    if len(clauses) < 2 or not all(ends):
        return False
    return {e.group(1).casefold().startswith("taxable") for e in ends if e} == {True, False}


def _parts_taxable_and_free(text: str) -> bool:
    """Whether every clause of a GST cell names goods and their GST plainly, and they differ: some goods
    taxable, some GST-free (``domestic postage taxable; international postage GST-free``)."""
    said: set[bool] = set()
    for clause in re.split(r"[;,]", text):
        found = _PART_GST.match(clause.strip())
        if (
            found is None
            and said == {True, False}
            and not _NAMES_GST.search(clause)
            and not _PART_HEDGE.search(clause)
        ):
            # after both are said, a clause naming no GST says how the person knows the split (``each
            # batch split per the MyPost transaction report``, round 24): it takes nothing back
            continue
        if found is None or _PART_HEDGE.search(clause):
            return False
        said.add(found.group("gst").casefold() == "taxable")
    return said == {True, False}


#: A clause that speaks of GST at all (``_parts_taxable_and_free``).
_NAMES_GST = re.compile(r"\bgst\b|taxable|\bcredit|\bfree\b|input[- ]taxed", re.I)


def _plain_gst(cell: str) -> str | None:
    """The treatment a Suppliers table's GST cell states plainly (``_GST_PLAIN``), else None."""
    text = re.sub(r"\*\*|`", "", cell)
    while re.search(r"\([^()]*\)", text):
        text = re.sub(r"\s*\([^()]*\)", "", text)
    first, sep, rest = [p.strip() for p in [*re.split(r"([,;:])", text, maxsplit=1), "", ""]][:3]
    if sep == ":" and re.fullmatch(r"taxable|gst[- ]free", first.strip(" ."), re.I):
        # a plain treatment, then after a colon why (``**taxable**: the facility, not the resident, is the
        # recipient of her supply``, round 22): the reason takes nothing back
        rest = ""
    if first.casefold().startswith("mixed"):
        return "mixed"
    if _EXCEPT.fullmatch(first.strip(" .")):
        # one treatment save for named goods (``taxable except international postage``, round 25, the
        # jeweller's post office: its dockets show international postage, GST-free, apart): each docket
        # shows its own GST, as ``mixed`` says
        return "mixed"
    if _lists_taxable_and_free(text):
        # goods listed, then their GST, once per ";" clause (``fruit, bread, milk GST-free; biscuits, soft
        # drink, juice taxable``, round 26, the charter operator's supermarket docket): each docket shows
        # its own GST, as ``mixed`` says
        return "mixed"
    if _parts_taxable_and_free(text):
        # each clause names goods and their GST, one taxable, one GST-free (``domestic postage taxable;
        # international postage GST-free``, round 19): each docket shows its own GST, as ``mixed`` says
        return "mixed"
    if re.search(r"\bincl(?:uding|\.)?\s+GST\b", first, re.I) and re.search(
        r"\bwith(?:out)? no GST\b|\bno GST\b", text, re.I
    ):
        # a part with GST and a part without on each invoice (``seats incl GST + the EMC ... with no GST``,
        # round 18): each invoice shows its own GST, as ``mixed`` says
        return "mixed"
    said, _, exception = text.partition(". ")
    if exception[:1].isupper() and _EXCEPTION_OF.get(_plain_gst(said) or "", _NEVER).search(exception):
        # one treatment stated, then a payment of the other kind in a sentence of its own (``GST-free.
        # The Christmas window clean (19 Dec 2025) was outside her plan: taxable``, round 21, the
        # cleaner's self-managed NDIS participant): her payments are of both kinds, as ``mixed`` says
        return "mixed"
    for treatment, phrase in _GST_PLAIN:
        if phrase.fullmatch(first.strip(" .")) and not _GST_BUT[treatment].search(rest):
            return treatment
    return None


#: A treatment stated save for named goods (``taxable except international postage``): both on a docket.
_EXCEPT = re.compile(
    r"(?:taxable|gst[- ]free)\s+(?:except|excepting|other than|apart from|but not)\s+[a-z][a-z' -]+", re.I
)
_NEVER = re.compile(r"(?!)")
#: The other treatment an exception after a plain statement names (``_plain_gst``).
_EXCEPTION_OF = {
    "gst_free": re.compile(r"\btaxable\b", re.I),
    "taxable": re.compile(r"\bgst[- ]free\b", re.I),
}


def _gst_column(section: str) -> int | None:
    """The index of the Suppliers table's GST column (its header cell names GST), else None."""
    for line in section.splitlines():
        if line.lstrip().startswith("|"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            found = [i for i, c in enumerate(cells) if i > 0 and re.search(r"\bgst\b", c, re.I)]
            return found[0] if found else None
    return None


def _is_name(text: str) -> bool:
    """Whether ``text`` is a name as the person writes it: every word capitalised, no digits."""
    words = text.split()
    return bool(words) and not re.search(r"\d", text) and all(w[:1].isupper() for w in words)


def _name_items(cell: str) -> list[str]:
    """The names a cell lists: ``Repco, Burson Auto Parts`` -> both; ``Kobe Nguyen, chair renter`` ->
    Kobe Nguyen; ``Mara Kuiper, potter, Newcastle`` -> Mara Kuiper (after a lower-case description, no more
    names); each item up to its bracket or colon, kept when every word is capitalised (a name as the
    person writes it), without digits."""
    cell = re.sub(r"\*\*", "", cell)
    depth, items, current = 0, [], ""
    for char in cell:
        depth += char == "("
        depth -= char == ")"
        if char == "," and depth == 0:
            items.append(current)
            current = ""
        else:
            current += char
    items.append(current)
    # ``Priceline / Kmart / Shaver Shop``: each, when every part is a name (round 17); ``Woolworths / Coles
    # café dockets`` stays one item (a shop's dockets for one use only: not a name)
    items = [
        part
        for item in items
        for part in (
            item.split(" / ")
            if " / " in item and all(_is_name(p.strip()) for p in item.split(" / "))
            else [item]
        )
    ]
    names = []
    for item in items:
        lead = re.split(r"[(:;]| - | \+ ", item, maxsplit=1)[0].strip()
        found = lead.split()
        if (
            found
            and not re.search(r"\d", lead)
            and all(w[:1].isupper() or w.casefold() in _NAME_JOINERS for w in found)
            and found[0][:1].isupper()
        ):
            names.append(lead)
        elif names and item.strip()[:1].islower():
            # "Mara Kuiper, potter, Newcastle": after a lower-case description the items describe the name
            # before them (her trade, her town), never a second name (round 22); a capitalised item that is
            # no name ("Mossman cafes / bakery") does not end the list
            break
    return names


#: An Income table's row whose payer the person says bought nothing ("not a sale: no GST"): not a client.
_NOT_A_SALE = re.compile(r"\bnot a sale\b", re.I)


#: A profile-table row naming the place the business works from (``| Kitchen | ...``) and who it is hired
#: from: ``I hire **Riverina Commercial Kitchens** ...``.
_WORK_PLACE = re.compile(r"\**(?:kitchen|workshop|studio|premises|shop|office|workspace|shed|unit)\**", re.I)
_HIRED_PLACE = re.compile(r"\bI\s+(?:hire|rent|lease)\s+\*\*(?P<name>[^*]+)\*\*")


def stated_contacts(data: Path) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The clients and business suppliers the person names once at set-up, read by pattern from
    person.md, only names and what the person would say of them (never a row's label in labels.csv):

    - clients: the first cell of each row of the "Income"/"Clients" section's table (``| Kobe Nguyen,
      chair renter | ...``: Kobe Nguyen; ``| City of Hobart (...), Glenorchy City Council (...) |``: each),
      and in its bullets the organisations named with a legal form (``Kowhai & Co Ltd``). A name of two or
      more capitalised words or with a legal form; a row about a processor's payouts (``via Stripe``, ``net
      of``) is not a client, nor a payer whose row says it is not a sale (an insurer paying a claim). Overseas
      when its row or bullet says export.
    - suppliers: the first cell of each row of the "Suppliers" section's table whose row says what it
      supplies as the person would (``stock for resale``, ``cost of sales``, ``trading-stock``: stock;
      ``landlord``: rent) and that its bills carry GST (no ``no GST``, ``not registered``,
      overseas currency) or, when they carry none, that its GST column says which plainly (a GST-free
      flour mill: stock, GST-free; round 17). A wholesaler that also sold a chair is still stated: finkit asks a stated
      supplier's purchase at the asset threshold.
    - the premises' suppliers: the merchants of each "Business-use shares" row that says its bill is
      the shop's or the premises' (``shop power (Origin)``, ``calls made from the shop``), with its share
      (``premises``: claimed beside the home-office fixed rate), when not stated otherwise already.
    - each supplier's GST (``gstTreatment``) when the table's GST column says it plainly (``_plain_gst``:
      ``taxable``, ``no GST charged``, ``not registered``, ``GST-free``, ``mixed invoice``) and every row
      naming it alike: with what it supplies when stated above, else alone (finkit's category). A hedged
      cell (``GST 78.00 only``, ``yes, but ... no credit``) leaves it unstated.

    Nothing stated: ([], [])."""
    path = data / "person.md"
    if not path.exists():
        return [], []
    text = path.read_text(encoding="utf-8")
    clients: dict[str, dict[str, Any]] = {}
    income = _section(text, "income") or _section(text, "clients")
    income_gst_at = _gst_column(income)
    for line in income.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        overseas = bool(re.search(r"\bexport", line, re.I))
        if line.lstrip().startswith("|") and len(cells) >= 2:
            rate = _commission(line)
            if rate is not None and not _PAID_OUT.search(cells[0]):
                # paid net of a rate the person states (an agent's RCTI, a tour marketplace): named once
                # with the rate, its payouts taken at the gross (a one-word platform name too)
                for name in _name_items(cells[0]):
                    clients[name] = {"name": name, "overseas": overseas, **rate}
                continue
            if _PAID_OUT.search(cells[0]) or re.fullmatch(r"[-: ]*", cells[0]):
                continue
            if _NOT_A_SALE.search(line):
                continue  # an insurer paying a claim (the beekeeper's Elders Insurance): a payer, no client
            said = _plain_gst(cells[income_gst_at]) if income_gst_at and income_gst_at < len(cells) else None
            for name in _name_items(cells[0]):
                if len(name.split()) >= 2 or _ORG_SUFFIX.search(name):
                    clients[name] = {"name": name, "overseas": overseas}
                    if said in ("taxable", "gst_free", "mixed") and not overseas:
                        # what its payments hold, as the GST column says it plainly (round 20)
                        clients[name]["gstTreatment"] = said
        elif re.match(r"\s*[-*]\s", line) and not re.match(r"\s*[-*]\s*\**not income", line, re.I):
            for found in re.finditer(
                r"((?:[A-Z][\w'&.-]*\s+)+?(?:&\s+)?(?:Co\s+)?(?:Pty\s+Ltd|Ltd|Inc|Limited))\b", line
            ):
                name = found.group(1).strip()
                if not _PAID_OUT.search(name):
                    clients[name] = {"name": name, "overseas": overseas}
    suppliers: dict[str, dict[str, Any]] = {}
    table = _section(text, "suppliers")
    gst_at = _gst_column(table)
    #: name -> the GST treatments its rows state (two different: none stated)
    gst_said: dict[str, set[str | None]] = defaultdict(set)
    #: name -> whether each of its rows files it plainly at P8 other expenses (``_other_costs_line``)
    other_said: dict[str, set[bool]] = defaultdict(set)
    #: suppliers stated with what they supply only because their row states a GST with no credit
    needs_gst: set[str] = set()
    header = True
    for line in table.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if not line.lstrip().startswith("|") or len(cells) < 2 or re.fullmatch(r"[-: ]*", cells[0]):
            continue
        if header:  # the table's header row
            header = False
            continue
        names = _name_items(cells[0])
        if gst_at is not None and gst_at < len(cells) and not _NOT_A_SUPPLIER.match(cells[0]):
            for name in names:
                gst_said[name].add(_plain_gst(cells[gst_at]))
                # its return line, when the table has one after the GST column (its last); a suburb
                # read as a name is no supplier of anything
                other_said[name].add(
                    len(cells) > gst_at + 1
                    and _other_costs_line(cells[-1])
                    and name not in _places_named(cells[0])
                )
        kind = next((k for k, words in _SUPPLIES if words.search(line)), None)
        if kind == "stock" and _ALSO_OTHER_LINE.search(line) and not re.search(r"\bfees?\b", line, re.I):
            # round 22: "cost of sales (stock invoices) / P8 other (consumables invoices)": some invoices
            # stock, some not; a person stating it a stock supplier would misstate the rest
            kind = None
        if kind is None and _SOFTWARE.search(cells[0]):
            kind = "software"  # round 19: what the person says it is, beside its name
        if kind is None:
            continue
        if _NO_CREDIT.search(" ".join(cells[1:])):
            # bills with no GST credit: stated with what they supply only when the row's GST column says
            # the treatment plainly (stated with it below: a GST-free flour mill, an overseas parts
            # supplier quoting no GST); else what it supplies stays unsaid (taxable by default)
            if gst_at is None or gst_at >= len(cells) or _plain_gst(cells[gst_at]) is None:
                continue
            needs_gst.update(names)
        for name in names:
            suppliers[name] = {"name": name, "supplies": kind}
    for line in text.splitlines():
        # round 27, the caterer's: "| Kitchen | I hire **Riverina Commercial Kitchens** (GST-registered) by the
        # hour ... |": the place the business works from, hired from a supplier named once (its rent)
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        hired = _HIRED_PLACE.search(cells[1]) if len(cells) >= 2 and _WORK_PLACE.fullmatch(cells[0]) else None
        if hired is not None and hired["name"] not in suppliers:
            suppliers[hired["name"]] = {"name": hired["name"], "supplies": "rent"}
            if re.search(r"\bGST[- ]registered\b|\+\s*GST\b", cells[1], re.I):
                suppliers[hired["name"]]["gstTreatment"] = "taxable"  # "(GST-registered) ... 38.50 + GST"
    stated = [set(name_words(n)) for n in suppliers]
    for line in _section(text, "business-use").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        share = re.search(r"^\**\s*(\d+(?:\.\d+)?)\s*%?\s*\**$", cells[1]) if len(cells) > 1 else None
        if share is None or not _AT_PREMISES.search(" ".join([cells[0], *cells[2:]])):
            continue
        for name in _merchants_named(cells[0]):
            if not any(set(name_words(name)) <= w or w <= set(name_words(name)) for w in stated):
                entry = {"name": name, "supplies": "premises", "businessUsePercentage": share.group(1)}
                suppliers[name] = entry
    # Each supplier's GST, when its rows say it plainly and alike (and no other name holding its words
    # says otherwise): stated with what it supplies, or alone (finkit's category).
    plain = {n: next(iter(t)) for n, t in gst_said.items() if len(t) == 1 and None not in t}
    for name, treatment in plain.items():
        words_of = set(name_words(name))
        if not words_of or any(
            (set(name_words(other)) <= words_of or words_of <= set(name_words(other))) and said != {treatment}
            for other, said in gst_said.items()
            if other != name
        ):
            continue
        entry = next(
            (
                e
                for n, e in suppliers.items()
                if set(name_words(n)) <= words_of or words_of <= set(name_words(n))
            ),
            None,
        )
        if entry is not None:
            entry["gstTreatment"] = treatment
        else:
            suppliers[name] = {"name": name, "gstTreatment": treatment}
            if other_said[name] == {True} and not _also_described(table, name):
                # round 28: "| SwanClean Supplies | card | taxable | P8 other |": a business supplier, its
                # GST said, no kind that fits: other business costs (category finkit's or Other Business
                # Expenses; business, its GST, not asked)
                suppliers[name]["supplies"] = "other"
    for name, treatment in _subscriptions(text):  # round 27: "- Subscriptions: Xero (...), Canva Pro, ..."
        if name not in suppliers:
            suppliers[name] = {"name": name, "supplies": "software"} | (
                {"gstTreatment": treatment} if treatment else {}
            )
    for name, treatment, food in _buying_gst(text):  # round 27: a Buying bullet's suppliers, GST said plainly
        if name not in suppliers:
            suppliers[name] = {"name": name, "gstTreatment": treatment} | (
                {"supplies": "stock"} if food else {}
            )
    for name in needs_gst:  # its GST left unstated after all (two rows differ): what it supplies unsaid
        if name in suppliers and "gstTreatment" not in suppliers[name]:
            del suppliers[name]
    return list(clients.values()), list(suppliers.values())


def _subscriptions(text: str) -> list[tuple[str, str | None]]:
    """The business's subscriptions a bullet opening ``Subscriptions:`` lists (round 27, the caterer's ``-
    Subscriptions: Xero (went up in January; ...), Canva Pro, Teachable (US, in USD, no GST, plus Hume's 3 %
    overseas fee). Netflix and Spotify are mine, private.``): each item's name (``_brand``) up to the
    list's first full stop outside brackets, with ``out_of_scope`` when its bracket says it charges no GST
    (else unsaid: finkit's). Software or an online service the business subscribes to."""
    found: list[tuple[str, str | None]] = []
    for _, block in _blocks(text):
        listed = re.match(r"\s*[-*]\s+\**subscriptions\**\s*:(.*)", block, re.I)
        if listed is None:
            continue
        depth, item, items = 0, "", []
        for ch in listed.group(1):
            depth += ch == "("
            depth -= ch == ")"
            if depth == 0 and ch in ",.":
                items.append(item)
                item = ""
                if ch == ".":
                    break
            else:
                item += ch
        else:
            items.append(item)
        for each in items:
            name = _brand(each.strip())
            if name is None:
                continue
            bracket = re.search(r"\(([^()]*)\)", each)
            no_gst = bracket is not None and re.search(r"\bno GST\b", bracket.group(1), re.I)
            found.append((name, "out_of_scope" if no_gst else None))
    return found


#: What a Buying bullet says a supplier sells that a food business buys as its ingredients (cost of sales).
_FOOD_BOUGHT = re.compile(r"\b(?:fruit|veg|vegetables|meat|produce|ingredients|seafood|dairy)\b", re.I)


def _buying_gst(text: str) -> list[tuple[str, str, bool]]:
    """The suppliers a bullet of the "Buying" section names in brackets and states the GST of plainly after
    its colon (round 27, the caterer's ``- Fresh fruit and veg (Murray Valley Fresh), meat (Albury Meat Co):
    GST-free.``): each name with the treatment (``_plain_gst``) and whether the words before its bracket
    name food it buys to cook with (``_FOOD_BOUGHT``: its ingredients, stated as stock); a bullet saying
    more than the treatment after its colon (``invoices split between ...``) states none."""
    found: list[tuple[str, str, bool]] = []
    for line in _section(text, "buying").splitlines():
        bullet = re.match(r"\s*[-*]\s+(.*)", line)
        if not bullet or ":" not in bullet.group(1):
            continue
        said, _, gst = bullet.group(1).rpartition(":")
        if not re.fullmatch(r"\s*\**(?:GST[- ]free|taxable)\**\.?\s*", gst, re.I):
            continue
        treatment = _plain_gst(gst)
        if treatment is None:
            continue
        for found_name in re.finditer(r"([^,(]*)\(([A-Z][\w'&-]*(?: [A-Z][\w'&-]*)+)\)", said):
            found.append((found_name.group(2), treatment, bool(_FOOD_BOUGHT.search(found_name.group(1)))))
    return found


#: A person.md line about an employee's pay (``| Jayden Pham (part-time barista) | fortnightly transfer of
#: net pay | ... | P8 wages at gross |``), and what is no employee (their super, the ATO).
#: The profile table's key cell of a row about the person's employees (``| **Employee** | ... |``).
_EMPLOYEE_KEY = re.compile(r"\**\s*(?:employees?|staff)\s*\**", re.I)
_EMPLOYEE_LINE = re.compile(r"\b(?:wages?|payroll|salary|pay ?slips?|pay runs?|net\**\s+pay)\b", re.I)
_NOT_EMPLOYEE = re.compile(r"\bsuper\b|clearing house|\bATO\b|\bSG\b|contractor", re.I)
#: A Suppliers row saying its people are the person's employees (``casual employees``), whatever else it says
#: of their super and the withholding sent to the ATO (round 19, the grower's pickers).
_EMPLOYEES_SAID = re.compile(r"\b(?:casual|part-time|full-time|seasonal)?\s*employees\b", re.I)
#: What an employee's statement of withholding says: the same tax withheld every pay (``withheld 84.00
#: each pay``), or the same gross (``gross 900.00 a fortnight``).
_WITHHELD_EACH = re.compile(
    r"(?:PAYG )?withh?eld\s+\$?(\d[\d,]*\.\d\d)\s+(?:each|every|per)\s+(?:pay|fortnight|week)", re.I
)
_GROSS_EACH = re.compile(r"gross\s+\$?(\d[\d,]*\.\d\d)\s+(?:each|every|per|a)\s+(?:pay|fortnight|week)", re.I)


def stated_employees(data: Path) -> list[dict[str, Any]]:
    """The employees the person names once at set-up, read by pattern from person.md (never labels.csv):
    the first cell's names (two or more capitalised words) of a table row, or the names of a bullet, that
    says the person is paid wages (``net pay``, ``wages``, ``payroll``, ``payslip``),
    not their super nor the ATO; with the withholding or gross of every pay when the line states one
    (``withheld 84.00 each pay``). Their pays are then wages at the gross; without a per-pay figure each
    pay's gross is asked. Nothing stated: []."""
    path = data / "person.md"
    if not path.exists():
        return []
    found: dict[str, dict[str, Any]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        keyed = re.match(r"\s*\|([^|]*)\|", line)
        if not _EMPLOYEE_LINE.search(line) and not (
            keyed and _EMPLOYEE_KEY.fullmatch(keyed.group(1).strip())
        ):
            continue
        if line.lstrip().startswith("|"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if _EMPLOYEE_KEY.fullmatch(cells[0]) and len(cells) > 1:
                # the profile table's row keyed "Employee" (``| Employee | **Chloe Baxter**, casual
                # cleaner, ... PAYG withheld from each pay ... super guarantee ... |``, round 21): the
                # names it puts in bold, else its first words; its super and the ATO are said of them
                names = re.findall(r"\*\*([^*]+)\*\*", cells[1]) or [cells[1].split(",")[0]]
                # not the clearing house or fund their super goes to (round 28, the pool technician's
                # "**Small Business Superannuation Clearing House**" in its employee's row)
                names = [n.strip() for n in names if not _NOT_EMPLOYEE.search(n)]
            elif _NOT_EMPLOYEE.search(line) and (
                _NOT_EMPLOYEE.search(cells[0]) or not _EMPLOYEES_SAID.search(line)
            ):
                continue  # the super fund's, the ATO's or a contractor's row, not an employee's
            else:
                names = _name_items(cells[0]) if cells else []
            if _EMPLOYEES_SAID.search(line) and not any(len(n.split()) >= 2 for n in names):
                # the grower's: "Seasonal pickers Tane Ngata and Priya Sharma, Nov-Apr | ... | casual
                # employees (...): wages paid net; ... Super guarantee ... clearing house"
                names = [m.group(1) for m in re.finditer(r"\b([A-Z][a-z'-]+ [A-Z][a-z'-]+)\b", cells[0])]
        elif _NOT_EMPLOYEE.search(line):
            continue
        elif re.match(r"\s*[-*]\s", line):
            names = [m.group(1) for m in re.finditer(r"\b([A-Z][a-z'-]+ [A-Z][a-z'-]+)\b", line)]
        else:
            continue
        for name in names:
            if len(name.split()) < 2 or not all(w[:1].isupper() for w in name.split()):
                continue
            entry: dict[str, Any] = {"name": name}
            if m := _WITHHELD_EACH.search(line):
                entry["withholdingPerPay"] = m.group(1).replace(",", "")
            elif m := _GROSS_EACH.search(line):
                entry["grossPerPay"] = m.group(1).replace(",", "")
            found[name] = entry
    text = path.read_text(encoding="utf-8")
    for name in _tfn_employees(text):  # round 27: a TFN declaration or the threshold claimed names them
        found.setdefault(name, {"name": name})
    for entry in found.values():
        if "withholdingPerPay" not in entry and "grossPerPay" not in entry:
            entry.update(_tax_table_said(_employee_text(text, entry["name"])))
    return list(found.values())


#: A person.md block (a table row, a bullet with its wrapped lines) saying its bold names gave a TFN
#: declaration or claim the tax-free threshold: only an employee does either for the business (round 27,
#: the caterer's "- **Liam Doyle**, casual kitchen hand, ... He gave me a TFN declaration claiming the
#: tax-free threshold", the arborist's "| Who | **Kyle Brennan**, casual groundsman, TFN declaration with
#: the tax-free threshold claimed (Scale 2) |"); the person's own job (``my employer``, ``I claim``) is not.
_TFN_SAID = re.compile(r"\bTFN declaration\b|tax-free threshold", re.I)
_OWN_JOB = re.compile(r"\bmy (?:employer|job|salary)\b|\bI (?:claim|claimed)\b", re.I)
#: The threshold said not claimed (Scale 1, a second job): no Scale 2 tax table.
_NO_THRESHOLD = re.compile(
    r"\b(?:not|no|without|doesn't|does not|don't)\b[^.;|]{0,30}tax-free threshold", re.I
)
_HOURLY = re.compile(r"\**\$?(\d[\d,]*\.\d\d)\**\s+(?:an|per|a)\s+hour\b", re.I)
_TABLE_PERIOD = re.compile(r"\b(weekly|fortnightly)\**\s+tax table", re.I)
_PAID_PERIOD = re.compile(r"\bpaid\s+\**(weekly|fortnightly)\b|\b(weekly|fortnightly)\**\s+pay\b", re.I)


def _blocks(text: str) -> list[tuple[str, str]]:
    """person.md as (heading, block): each table row and each line alone, a bullet with its wrapped
    (indented) lines as one."""
    found: list[tuple[str, str]] = []
    heading = ""
    for line in text.splitlines():
        if line.startswith("#"):
            heading = line.lstrip("#").strip()
            continue
        wrapped = (
            line.startswith((" ", "\t")) and line.strip() and not line.lstrip().startswith(("-", "*", "|"))
        )
        if wrapped and found and found[-1][1].lstrip().startswith(("-", "*")):
            found[-1] = (heading, found[-1][1] + " " + line.strip())
        else:
            found.append((heading, line))
    return found


def _tfn_employees(text: str) -> list[str]:
    """The bold two-word names of a block saying they gave a TFN declaration or claim the tax-free
    threshold (``_TFN_SAID``), not of the person's own job."""
    names: list[str] = []
    for _, block in _blocks(text):
        if not _TFN_SAID.search(block) or _OWN_JOB.search(block):
            continue
        for name in re.findall(r"\*\*([A-Z][a-z'-]+ [A-Z][a-z'-]+)\*\*", block):
            if name not in names:
                names.append(name)
    return names


def _employee_text(text: str, name: str) -> str:
    """What person.md says of employee ``name``: the blocks naming them, and a whole section headed by
    their given name (the arborist's ``## Kyle (my groundsman)`` table: Who, Pay, PAYG withheld rows)."""
    given = name.split()[0]
    said = [
        block
        for heading, block in _blocks(text)
        if name.casefold() in block.replace("**", "").casefold()
        or re.match(rf"{re.escape(given)}\b", heading, re.I)
    ]
    return "\n".join(said)


def _tax_table_said(said: str) -> dict[str, str]:
    """The tax table an employee's PAYG is withheld from, as the person states it (round 27): the
    tax-free threshold claimed (Scale 2) and the pay period (``weekly tax table``, else ``paid
    fortnightly``), with the hourly rate when one is said (``33.80 an hour``); {} unless both are said."""
    if not re.search(r"tax-free threshold", said, re.I) or _NO_THRESHOLD.search(said):
        return {}
    periods = {m.group(1).lower() for m in _TABLE_PERIOD.finditer(said)}
    if not periods:
        periods = {(m.group(1) or m.group(2)).lower() for m in _PAID_PERIOD.finditer(said)}
    if len(periods) != 1:
        return {}
    entry = {"taxTable": periods.pop()}
    rates = {m.group(1).replace(",", "") for m in _HOURLY.finditer(said)}
    if len(rates) == 1:
        entry["hourlyRate"] = rates.pop()
    return entry


_WAGE_NOTE_GROSS = re.compile(r"gross(?: wages?)?\s+\$?(\d[\d,]*\.\d\d)", re.I)
_WAGE_NOTE_WITHHELD = re.compile(r"(?:PAYG )?withh?eld\s+\$?(\d[\d,]*\.\d\d)", re.I)


def wage_gross(label: dict[str, str]) -> Decimal | None:
    """A pay's gross as its payslip gives it, from a wage row's label (return label P8 wages): the note's
    gross, else the net plus the note's PAYG withheld, else the net (nothing withheld). A row whose basFields
    carry W1 (the caterer's author files wages under P8 other, round 23) is a wage row too, its W1 the gross.
    None: no wage row."""
    w1 = re.search(r"\bW1:\s*(\d[\d,]*\.\d\d)", label.get("basFields") or "")
    if not label["atoLabel"].startswith("P8-wages") and not w1:
        return None
    net = -Decimal(label["amount"])
    if w1 and not label["atoLabel"].startswith("P8-wages"):
        return Decimal(w1.group(1).replace(",", ""))
    if m := _WAGE_NOTE_GROSS.search(label.get("note") or ""):
        return Decimal(m.group(1).replace(",", ""))
    if m := _WAGE_NOTE_WITHHELD.search(label.get("note") or ""):
        return net + Decimal(m.group(1).replace(",", ""))
    return net


#: How a label says the home-office fixed rate covers a running cost (phone, internet, power): the first
#: author's ``home-office-covered``, the psychologist's author's ``HO-fixed-rate`` (its notes: "covered by
#: the fixed rate"). Such a row is neither a separate deduction nor wrong when filed as one the rate replaces.
_COVERED_BY_FIXED_RATE = re.compile(r"^(?:home-office-covered|ho-fixed-rate|home-office-fixed-rate)$", re.I)


def _covered(ato: str) -> bool:
    return bool(_COVERED_BY_FIXED_RATE.match(ato))


def car_private(data: Path) -> bool:
    """Whether person.md's profile table says the car is private (``| Car | Private: ... no car expenses
    claimed |``): the person states a business share of 0 once."""
    path = data / "person.md"
    if not path.exists():
        return False
    for line in path.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 2 and re.fullmatch(r"\**(car|vehicle|ute|van)\**", cells[0], re.I):
            return bool(re.match(r"\**private\b", cells[1], re.I))
    return False


#: A profile-table row of its own per vehicle: ``| Ute | ... |``, ``| Family car | ... |``, ``| Work van | ... |``.
_VEHICLE_PROFILE_ROW = re.compile(r"\**\s*(?:[\w-]+\s+)?(?:car|vehicle|ute|van|truck)\s*\**", re.I)


def _vehicle_rows(text: str) -> list[tuple[str, str]]:
    """person.md's table rows of one vehicle each (``_VEHICLE_PROFILE_ROW``: ``| Ute | ... |``, ``| Family
    car | ... |``): the vehicle's name as the person records it, and the row's description."""
    rows: list[tuple[str, str]] = []
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 2 and _VEHICLE_PROFILE_ROW.fullmatch(cells[0]):
            rows.append((cells[0].strip("* ").capitalize(), cells[1]))
    return rows


def _private_vehicle(cell: str) -> bool:
    """Whether a vehicle row's first clause says the vehicle is private (``Renee's RAV4 is private; ...``)."""
    return re.match(r"[^.;]*\bprivate\b", cell, re.I) is not None


def vehicles_kept(data: Path) -> tuple[list[str], bool]:
    """The vehicles person.md's profile table names in its car row when it names more than one
    (``| Car | **Van**: 2019 Toyota HiAce ... logbook ... **Family car**: 2018 Mazda CX-5, private |``:
    ["Van", "Family car"]), and whether that row says the logbook method. The person records each
    vehicle once at set-up. One vehicle or none: ([], False)."""
    path = data / "person.md"
    if not path.exists():
        return [], False
    text = path.read_text(encoding="utf-8")
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 2 and re.fullmatch(r"\**(car|vehicle|ute|van)s?\**", cells[0], re.I):
            names = re.findall(r"\*\*([A-Z][^*:]*)\*\*\s*:", cells[1])
            if len(names) >= 2:
                return names, bool(re.search(r"\blogbook\b", cells[1], re.I))
    rows = _vehicle_rows(text)
    if len(rows) >= 2 and any(_private_vehicle(cell) for _, cell in rows):
        # round 26, the charter operator: "| Ute | ..., logbook 62 % business |" and "| Family car | Renee's
        # RAV4 is private |": a business vehicle and a private car, each recorded once at set-up
        return [name for name, _ in rows], any(re.search(r"\blogbook\b", cell, re.I) for _, cell in rows)
    shared = _vehicles_shared(text)
    # the business vehicle's actual costs at its share ("**Actual costs x 100 %**": a van over one tonne,
    # no car-limit rules): finkit's logbook method is a share of actual costs, so the person picks it
    actual = bool(shared) and bool(
        re.search(r"\b(?:logbook|actual costs)\b", _profile_row(text, r"car|vehicle|ute|van"), re.I)
    )
    return shared, actual


#: A business-use row naming a vehicle: ``Van diesel, rego, insurance`` -> "Van", ``Family-car unleaded
#: (same servos)`` -> "Family-car" (the words up to the vehicle's).
_VEHICLE_ROW = re.compile(r"^\**\s*((?:[\w-]+[ -])*?(?:car|vehicle|ute|van|truck))\b", re.I)
#: A business-use row naming a vehicle by its model and its fuel (``Corolla fuel (same servos: the **unleaded**
#: dockets) | 0``, round 22's retailer): "Corolla".
_FUELLED_ROW = re.compile(r"^\**\s*([A-Z][\w'-]*)\s+(?:fuel|diesel|unleaded|petrol)\b")


def _vehicle_named(cell: str) -> str | None:
    """The vehicle a business-use row's first cell names (``_VEHICLE_ROW``, ``_FUELLED_ROW``), or None."""
    named = _VEHICLE_ROW.match(cell)
    if named:
        return named.group(1).capitalize()
    fuelled = _FUELLED_ROW.match(cell)
    return fuelled.group(1) if fuelled else None


def _vehicles_shared(text: str) -> list[str]:
    """The vehicles the business-use table states different shares for (``| Van diesel, rego ... | 100 |``
    and ``| Family-car unleaded (same servos) | 0 |``: a business van and a private family car): the person
    keeps both and records each once at set-up. One vehicle row, or one share for all: []."""
    shares: dict[str, str] = {}
    for line in _section(text, "business-use").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        share = re.search(r"^\**\s*(\d+(?:\.\d+)?)\s*%?\s*\**$", cells[1]) if len(cells) > 1 else None
        named = _vehicle_named(cells[0]) if share else None
        if share and named:
            shares.setdefault(named, share.group(1))
    return list(shares) if len(set(shares.values())) >= 2 else []


#: A fuel split's range: ``the van takes diesel (fills 104-168)``, ``the Mazda unleaded (about 48-78)``: the
#: vehicle's word, its fuel and the smallest and largest fill.
_FILL_RANGE = re.compile(
    r"\b(?:the\s+)?([\w-]+)\s+(?:takes\s+|runs\s+on\s+)?(diesel|unleaded|petrol|premium|LPG)\s*"
    r"\(\s*(?:fills\s+)?(?:about\s+|around\s+)?\$?(\d+(?:\.\d+)?)\s*[-\u2013]\s*\$?(\d+(?:\.\d+)?)\s*\)",
    re.I,
)


def fill_ranges(data: Path) -> list[dict[str, Any]]:
    """Each vehicle's usual fuel fill as person.md states it (``_FILL_RANGE``: "the van takes diesel (fills
    104-168), the Mazda unleaded (fills 52-92)"), with the share of the "Business-use shares" rows naming
    that fuel (``Van diesel (... the **diesel** dockets) | 95``, ``Family-car fuel (... the **unleaded**
    dockets) | 0``): the profile's ``vehicleFillRanges``, stated once at set-up. Read by pattern, never
    from labels.csv. Every range needs one share, and two or more ranges are needed (a range alone cannot
    tell the other car's fill); otherwise none is stated: []."""
    path = data / "person.md"
    if not path.exists():
        return []
    text = path.read_text(encoding="utf-8")
    shares: dict[str, set[str]] = defaultdict(set)
    for line in _section(text, "business-use").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        share = re.search(r"^\**\s*(\d+(?:\.\d+)?)\s*%?\s*\**$", cells[1]) if len(cells) > 1 else None
        if share:
            for fuel in re.findall(r"\b(diesel|unleaded|petrol|premium|LPG)\b", cells[0], re.I):
                shares[fuel.casefold()].add(share.group(1))
    ranges: dict[str, dict[str, Any]] = {}
    for vehicle, fuel, low, high in _FILL_RANGE.findall(text):
        said = shares.get(fuel.casefold(), set())
        if len(said) != 1:
            return []  # a fuel no row, or two rows at different shares, state: nothing stated
        ranges.setdefault(
            fuel.casefold(),
            {"vehicle": vehicle, "from": low, "to": high, "businessUsePercentage": next(iter(said))},
        )
    return list(ranges.values()) if len(ranges) >= 2 else []


#: A vehicle profile row naming the servos it is filled at: ``Fuel for the ute I buy at **Puma Portsmith**
#: (shows as ...) or **Ampol Bungalow**``, ``when I fill it, it is at **Costco Fuel** or **EG Fuelco
#: Smithfield**`` (round 27, the charter operator's ute and family car).
_SERVOS_AT = re.compile(
    r"\b(?:fuel|fill|fills|filled|diesel|unleaded|petrol)\b[^.|]*?\bat\s+"
    r"(\*\*[^*]+\*\*(?:\s*\([^)]*\))?(?:\s*(?:,|or|and)\s*\*\*[^*]+\*\*(?:\s*\([^)]*\))?)*)",
    re.I,
)


#: A table row opening with a vehicle and the servo brands it is filled at: ``| Ute: Puma / Ampol fuel, Cairns
#: Toyota service ... |`` (the charter's Suppliers row): the vehicle's words, then its brands before "fuel".
_VEHICLE_FUEL_BRANDS = re.compile(
    r"^\**\s*([\w' -]+?)\s*:\s*([^,;:()]+?)\s+(?:fuel|diesel|unleaded|petrol)\b", re.I
)
#: A table row's first cell that names a servo (its words, capitalised, before any bracket or colon).
_SERVO_CELL = re.compile(r"^\**`?\s*([A-Z0-9][\w&'.-]*(?:\s+[A-Z0-9][\w&'.-]*){0,4})\s*`?\**\s*(?:[(:].*)?$")
#: Words saying the vehicles share their servos: no servo says which vehicle (the mechanic's "same servos").
_SHARED_SERVOS = re.compile(
    r"\b(?:same|both|either)\s+(?:servos?|stations?)\b|\bservos?\s+for\s+both\b", re.I
)


def _brands(said: str) -> list[str]:
    """``Puma / Ampol`` -> ["Puma", "Ampol"]; ``Costco or EG Fuelco`` -> ["Costco", "EG Fuelco"]."""
    return [b.strip("*` ") for b in re.split(r"\s*(?:/|,|\bor\b|\band\b|&)\s*", said) if b.strip("*` ")]


def _vehicle_in(cell: str, names: list[str]) -> str | None:
    """The one vehicle of ``names`` a cell names (``the family car's fuel``, ``Fuel for the ute``), or None
    when none or two are named."""
    named = [n for n in names if re.search(rf"\b{re.escape(n)}\b", cell, re.I)]
    return named[0] if len(named) == 1 else None


def vehicle_servos(data: Path, share: Decimal | None) -> list[dict[str, Any]]:
    """Each vehicle's usual servos as person.md states them, with its share: 0 for a vehicle row saying the
    vehicle is private, else the business vehicle's stated ``share``; the profile's ``vehicleFillRanges``
    without amounts, stated once at set-up. Read where a person says which servo fills which vehicle:

    - the vehicle's own profile row (``_SERVOS_AT``: "Fuel for the ute I buy at **Puma Portsmith** or
      **Ampol Bungalow**", "when I fill it, it is at **Costco Fuel**"; round 27, the charter operator);
    - a row opening with the vehicle and its brands (``_VEHICLE_FUEL_BRANDS``: "Ute: Puma / Ampol fuel, ...");
    - a row whose first cell names a servo and whose other cells name one vehicle's fuel (``| Costco Fuel |
      card | taxable | the family car's fuel |``).

    Two or more vehicle rows are needed, each vehicle with its servos; a person saying the vehicles share
    their servos ("same servos", ``_SHARED_SERVOS``) states none: []."""
    path = data / "person.md"
    if not path.exists():
        return []
    text = path.read_text(encoding="utf-8")
    if _SHARED_SERVOS.search(text):
        return []
    rows = _vehicle_rows(text)
    others: list[list[str]] = []  # the table's other rows: a servo's or a vehicle's fuel
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.lstrip().startswith("|") and len(cells) >= 2 and not _VEHICLE_PROFILE_ROW.fullmatch(cells[0]):
            others.append(cells)
    names = [name for name, _ in rows]
    servos: dict[str, list[str]] = {name: [] for name in names}
    for name, cell in rows:
        found = _SERVOS_AT.search(cell)
        if found is not None:
            servos[name] += re.findall(r"\*\*([^*]+)\*\*", found.group(1))
    for cells in others:
        opening = _VEHICLE_FUEL_BRANDS.match(cells[0])
        vehicle = _vehicle_in(opening.group(1), names) if opening else None
        if opening and vehicle is not None:
            servos[vehicle] += _brands(opening.group(2))
            continue
        servo = _SERVO_CELL.match(cells[0])
        rest = " ".join(cells[1:])
        if servo is None or not re.search(r"\b(?:fuel|diesel|unleaded|petrol|fills?)\b", rest, re.I):
            continue
        vehicle = _vehicle_in(rest, names)
        if vehicle is not None and _vehicle_in(cells[0], names) is None:
            servos[vehicle].append(servo.group(1))
    stated: list[dict[str, Any]] = []
    for name, cell in rows:
        private = _private_vehicle(cell)
        if not servos[name] or (share is None and not private):
            return []
        stated.append(
            {
                "vehicle": name,
                "servos": list(dict.fromkeys(servos[name])),
                "businessUsePercentage": "0" if private else str(share),
            }
        )
    return stated if len(stated) >= 2 else []


def _brand(what: str) -> str | None:
    """``Telstra mobile (65.00/month)`` -> ``Telstra``, ``AGL home electricity`` -> ``AGL``: the
    capitalised words that open an item (the supplier's name, as a person says it); a lower-case word,
    a model number, or an acronym after the first word ends it. ``Everything else ...``: none."""
    if re.match(r"(everything|all|any|other)\b", what, re.I):
        return None
    words: list[str] = []
    for word in what.split("(", 1)[0].replace(":", " ").split():
        if not word[:1].isupper() or (words and word.isupper()) or re.search(r"\d", word):
            break
        words.append(word)
    return " ".join(words) or None


def _says_what(inner: str) -> bool:
    """Whether a bracket says what the cost was rather than naming its merchant: a lower-case word
    among its words (``Jetstar Avalon-Ballina (Byron Bay wedding, Oct 2025)``, ``Wilson Parking (Melbourne
    venues)``, the DJ's year, round 21), where a merchant's name is capitalised throughout (``Mobile phone
    (Telstra)``, ``Shop lease (Seabreeze Property Trust)``)."""
    return any(word[:1].islower() for word in inner.split())


def _merchants_named(what: str) -> list[str]:
    """The merchants a shares-table row names: ``Mobile phone (Telstra, ...)`` -> Telstra (the name
    before the first comma in brackets); ``Repco, Burson, tyre wholesaler, Kelbro (wrecker), RockAuto``
    -> each capitalised item of the list (Repco, Burson, Kelbro, RockAuto: a row that names several
    merchants states the share for each); ``Shop lease (Seabreeze), shop power (Origin)`` -> each
    item's bracketed name (Seabreeze, Origin); else the brand that opens the row."""
    several = [
        inner.strip()
        for inner in re.findall(r"\(([^,()]+)\)", what)
        if inner.strip()[:1].isupper() and not re.search(r"\d", inner)
    ]
    if len(several) >= 2 and "," in re.sub(r"\([^()]*\)", " ", what):
        # "Shop lease (Seabreeze Property Trust), shop power (Origin), shop phone+NBN (Telstra Business)":
        # one share stated for each item's merchant
        return several
    named = re.search(r"\(([^,()]+)[,)]", what)
    if (
        named
        and named.group(1).strip()[:1].isupper()
        and not re.search(r"\d", named.group(1))
        and not (_says_what(named.group(1)) and _brand(what.split("(", 1)[0]))
    ):
        return [named.group(1).strip()]
    outside = re.sub(r"\([^()]*\)", " ", what)
    if "," in outside:
        return [brand for part in outside.split(",") if (brand := _brand(part.strip()))]
    brand = _brand(what)
    return [brand] if brand else []


#: A vehicle hired on a trip (``Byron Cove Beach House (3 nights), hire car, meals away | 100``, the DJ's
#: year, round 21): a cost of the trip, not the person's own vehicle, whose share the row does not state.
_HIRED_VEHICLE = re.compile(
    r"\b(?:hire|rental|hired|rented)\s+(?:car|vehicle|ute|van)\b|\b(?:car|vehicle|ute|van)\s+(?:hire|rental)\b",
    re.I,
)


#: A business-use row's reason saying a class of the merchant's purchases is private (not one exception).
_SOME_PRIVATE = re.compile(r"\b(?:dockets|purchases|orders|bills)\s+are\s+private\b", re.I)
#: A business-use row's reason saying some of the suppliers' invoices were partly private (``three orders
#: (Sep, Jan, May) included products for me and the family: 20 % of those invoices private``): the
#: suppliers are the business's except those invoices, which the bank rows cannot tell apart.
_SOME_INVOICES_PRIVATE = re.compile(
    r"\b\d+(?:\.\d+)?\s*%\s+of\s+(?:those|these|the|some|such)\s+(?:invoices|orders|bills)\b[^.;|]*?\bprivate\b"
    r"|\b(?:orders|invoices)\s+(?:\([^)]*\)\s+)?(?:also\s+)?included\s+(?:products|items|things|stock)\s+for\s+"
    r"(?:me|us|myself|the family|my family|home)\b",
    re.I,
)


#: A business-use row whose share is stated per docket (``| Officeworks | per docket | 29 Jul 2025: 114.00 of
#: 152.00 business ... |``, ``| Australia Post Kingston | per docket | ... the 9 Dec 2025 docket is a
#: Christmas parcel (private) |``): the merchant's dockets differ, so each purchase is asked its share.
#: A shares row's reason naming one supplier's invoice as the exception, private (round 24, the air-conditioning
#: installer's "except the Kirby split system in January, for his own house: 0 %").
_EXCEPT_ONE_PRIVATE = re.compile(
    r"\bexcept\s+(?:the|one|a|an)\s+(?P<name>[A-Z][\w'&-]*(?:\s+[A-Z][\w'&-]*)*)\b[^)|]*?(?:\bprivate\b|:\s*0\s*%)"
)
#: A Suppliers-table row saying the household shops there too (``our family shop there is on a Sunday``).
_OWN_SHOPPING_THERE = re.compile(
    r"\b(?:our|my|the)\s+(?:family|household|home|own|private)\s+(?:shop|shopping|groceries|purchases)\b",
    re.I,
)
#: A use's share in brackets in a Suppliers row (``(85 %)``, ``(100 %, from the docket)``, ``(private)``).
_USE_SHARE = re.compile(r"\((?:(\d+(?:\.\d+)?)\s*%|(private)\b)", re.I)


def _uses_at_several_shares(what: str) -> bool:
    """Whether a Suppliers row names uses at two or more shares (one perhaps private)."""
    return len({m.group(1) or "0" for m in _USE_SHARE.finditer(what)}) >= 2


_SHARE_PER_DOCKET = re.compile(r"\**\s*(?:per|by|each)\s+(?:docket|invoice|order|receipt)\s*\**", re.I)


def suppliers_some_private(data: Path) -> list[str]:
    """The suppliers the person states are the business's except some invoices partly private (a
    "Business-use shares" row whose reason says so: ``_SOME_INVOICES_PRIVATE``), read by pattern from
    person.md: each ``/``-listed merchant of the row's first cell, by its capitalised leading words
    (``De Lorenzo / Salon Supplies WA / Hairhouse trade account``: De Lorenzo, Salon Supplies WA,
    Hairhouse); and each supplier of a "Suppliers" row saying the household shops there too
    (``_OWN_SHOPPING_THERE``). Nothing stated: []."""
    path = data / "person.md"
    if not path.exists():
        return []
    text = path.read_text(encoding="utf-8")
    names: list[str] = []
    for line in _section(text, "suppliers").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 2 and _OWN_SHOPPING_THERE.search(" ".join(cells[1:])):
            # round 26, the charter operator: "Woolworths Cairns North | ... | morning tea for guests | ...; our
            # family shop there is on a Sunday": a business supplier some of whose dockets are the household's
            names += [name for name in _name_items(cells[0]) if name]
        elif len(cells) >= 2 and _uses_at_several_shares(" ".join(cells[1:])):
            # round 27, the arborist: "Servos: Ampol Kangaroo Flat, BP Golden Square, ... | ... | **ute diesel
            # (85 %)**; jerry-can 98 and 2-stroke oil for the saws (100 %, from the docket); coffee and snacks
            # (private)": the supplier's purchases are of several uses, which only the docket tells apart
            listed = cells[0].split(":", 1)[1] if re.match(r"[\w\s]+:", cells[0]) else cells[0]
            names += [name for name in _name_items(listed) if name]
    for line in _section(text, "business-use").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 3:
            continue
        excepted = _EXCEPT_ONE_PRIVATE.search(cells[2])
        if excepted and not _SOME_INVOICES_PRIVATE.search(cells[2]):
            # "Actrol, Kirby, Reece HVAC | 100 | ... (except the Kirby split system in January, for his
            # own house: 0 %)": that supplier's invoices are the business's except one, said once
            listed = [part.strip() for part in re.split(r"[,/]", re.sub(r"\*\*|\([^()]*\)", "", cells[0]))]
            names += [
                part
                for part in listed
                if part and part.casefold().split()[0] == excepted.group("name").casefold().split()[0]
            ]
            continue
        if not (_SOME_INVOICES_PRIVATE.search(cells[2]) or _SHARE_PER_DOCKET.fullmatch(cells[1])):
            continue
        for part in re.sub(r"\*\*|\([^()]*\)", "", cells[0]).split("/"):
            lead = []
            for word in part.split():
                if not word[:1].isupper():
                    break
                lead.append(word)
            if lead:
                names.append(" ".join(lead))
    return names


def _claims_fixed_rate(office: str) -> bool:
    """Whether a home-office statement claims the fixed rate: it names the rate other than to say it is not
    the method ("the actual cost method, not the fixed rate", "rather than the 70c/h fixed rate") or what it
    would have given ("the fixed rate would cover the phone"). An author who claims actual costs often names
    the rate to say why not; reading their hours as the rate's files the bills they claim as covered."""
    for mention in re.finditer(r"fixed[- ]rate", office, re.I):
        before, after = office[max(0, mention.start() - 40) : mention.start()], office[mention.end() :]
        negated = re.search(r"\b(?:not|rather than|instead of|than)\b[^.;,]*$", before, re.I)
        hypothetical = re.match(r"[\W_]*(?:\([^)]*\)[\W_]*)?would\b", after, re.I)
        if not (negated or hypothetical):
            return True
    return False


def person_setup(data: Path) -> tuple[Decimal | None, dict[str, Decimal], Decimal | None]:
    """What the person states once, when setting up, read by pattern from person.md (never by hand, so
    a held-out year is read the same way): the car's business share, the merchants' shares of mixed-use
    bills (``Mobile phone (Telstra, ...) | **60 %**``: the name before the first comma in brackets),
    and the home-office hours of the fixed-rate method (its section, or the profile table's row: ``| Home
    office | **Fixed rate 70c/h x 1,240 hours** |``). A car the shares table does not name takes the
    share the profile table's car row states for the logbook method (``| Car | 2018 Toyota RAV4,
    **logbook method**, **58 %** business |``; one vehicle only: several are ``vehicles_kept``'s).
    Nothing stated: (None, {}, None)."""
    path = data / "person.md"
    if not path.exists():
        return None, {}, None
    text = path.read_text(encoding="utf-8")
    vehicle: Decimal | None = None
    merchants: dict[str, Decimal] = {}
    conflicting: set[str] = set()
    for line in _section(text, "business-use").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        # "**60 %**", or a bare 60 under a "Business %" heading
        share = re.search(r"^\**\s*(\d+(?:\.\d+)?)\s*%?\s*\**$", cells[1]) if len(cells) > 1 else None
        if share is None:
            continue
        what, percent = cells[0], Decimal(share.group(1))
        if len(cells) > 2 and (_SOME_PRIVATE.search(cells[2]) or _SOME_INVOICES_PRIVATE.search(cells[2])):
            # "Woolworths / Coles **café** dockets | 100 | ...; the home-grocery dockets are private": the
            # share is of some of the merchant's purchases only, which the bank row cannot tell apart, so
            # the person states none for the merchant (finkit asks, row by row)
            continue
        if re.search(r"\b(car|vehicle|ute|van|truck)\b", _HIRED_VEHICLE.sub(" ", what), re.I):
            # The business vehicle's share: the largest a vehicle row states (a second, family car's
            # fuel stated at 0 % is that car's, not the van's).
            vehicle = percent if vehicle is None else max(vehicle, percent)
            continue
        for merchant in _merchants_named(what):
            if merchants.get(merchant, percent) != percent:
                # two accounts of one supplier at different shares (a shop's power and the home's):
                # no share can be stated for the merchant, so none is (finkit asks, row by row)
                conflicting.add(merchant)
            merchants[merchant] = percent
    merchants = {m: p for m, p in merchants.items() if m not in conflicting}
    if not _section(text, "business-use"):
        merchants = _profile_shares(text)
        for name, percent in _supplier_row_shares(text).items():
            merchants.setdefault(name, percent)
    for name, percent in _account_fee_share(text).items():
        merchants.setdefault(name, percent)
    hours: Decimal | None = None
    for office in (_section(text, "home office"), _profile_row(text, r"home[- ]office")):
        if re.match(r"[\W_]*(?:none|not claimed|no home office)\b", office, re.I):
            # "**None claimed** (method: none; ... about 3 h a week ...). The 70c/h fixed rate would be
            # ...": the method is what the text opens with; hours and the rate named after it are not a claim
            continue
        # a total worked out ("6 hours a week, 46 weeks = 276 hours": the caterer's, round 23) is the claim;
        # else the first hours named
        said = re.search(r"=\s*\**\s*([\d,]+(?:\.\d+)?)\*{0,2}\s*(?:hours|h)\b", office, re.I) or re.search(
            r"([\d,]+(?:\.\d+)?)\*{0,2}\s*(?:hours|h)\b", office, re.I
        )
        if hours is None and said and _claims_fixed_rate(office):
            hours = Decimal(said.group(1).replace(",", ""))
    # the profile table's car row, else a section of its own (``## Van`` then ``**Logbook** (12 weeks ...):
    # **78 % business**``: the caterer's, round 23)
    car = _profile_row(text, r"car|vehicle|ute|van") or _section(text, r"\b(?:car|vehicle|ute|van)s?\b")
    logbook = re.search(r"\blogbook\b[^|]*?\**(\d+(?:\.\d+)?)\s*%\**\s*business", car, re.I)
    # or a vehicle section's business-use row giving the share, then the logbook it comes from ("| Business
    # use | **85 %** from a 12-week logbook (Mar-May 2024) |": the arborist's ute, round 27)
    logbook = logbook or re.search(
        r"^\|\s*\**business[- ]use\**\s*\|\s*\**(\d+(?:\.\d+)?)\s*%\**[^|]*?\blogbook\b",
        _section(text, r"\b(?:car|vehicle|ute|van)s?\b"),
        re.I | re.M,
    )
    if vehicle is None and logbook and len(re.findall(r"\*\*[A-Z][^*:]*\*\*\s*:", car)) < 2:
        vehicle = Decimal(logbook.group(1))  # "| Car | 2018 RAV4, **logbook method**, **58 %** business |"
    return vehicle, merchants, hours


#: A Suppliers row's shares, one per merchant its first cell names, in order: ``| Telstra (mobile 89.00),
#: Aussie Broadband (home NBN 99.00) | direct debit | taxable | 75 % and 20 % business |`` (round 27, the
#: arborist's year, which has no shares table).
_ROW_SHARES = re.compile(
    r"^\**(\d+(?:\.\d+)?)\s*%\**(?:\s*(?:,|and)\s*\**(\d+(?:\.\d+)?)\s*%\**)*\s+business\b", re.I
)


def _supplier_row_shares(text: str) -> dict[str, Decimal]:
    """The business shares a Suppliers table row states for the merchants its first cell names, one
    share each in the order named (``_ROW_SHARES``); a row whose count of shares and names differ states
    none (which share is whose, the person would not leave unsaid)."""
    found: dict[str, Decimal] = {}
    for line in _section(text, "suppliers").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        for cell in cells[1:]:
            if not _ROW_SHARES.match(cell):
                continue
            shares = re.findall(r"(\d+(?:\.\d+)?)\s*%", cell.split("business")[0])
            names = [re.sub(r"\s*\([^)]*\)", "", n).strip() for n in re.split(r",\s*(?![^()]*\))", cells[0])]
            if len(shares) == len(names) and all(names):
                found.update({name: Decimal(share) for name, share in zip(names, shares, strict=True)})
    return found


#: A share stated in bold in a profile-table row: ``**Aurora power at 25 %**``, ``**Launtel NBN at 50 %**``,
#: ``Telstra mobile 58.00 a month, **60 % business**`` (round 24, the B&B's year, which has no shares table).
_BOLD_AT_SHARE = re.compile(r"\*\*(?P<what>[^*|]+?)\s+at\s+(?P<share>\d+(?:\.\d+)?)\s*%\s*\*\*", re.I)
_BOLD_BUSINESS_SHARE = re.compile(r"\*\*(?P<share>\d+(?:\.\d+)?)\s*%\s*business\*\*", re.I)


def _account_fee_share(text: str) -> dict[str, Decimal]:
    """The business share of the account's own fee, stated of the bank the profile table's Bank row names
    in bold (round 27): a shares row opening with that bank's name and saying "account fee" (the grower's
    ``| Bank SA account fee and foreign transaction fee | 100 | the account is kept for the farm |``) or a
    bullet opening with it (``- Hume's 4.00 monthly account fee: the account is about 70 % business.``, the
    caterer's), as the bank's share under its full name (``Hume Bank``), the share finkit gives an account
    fee naming no payee. None stated, or the bank unnamed: {}."""
    bank_row = _profile_row(text, r"bank")
    named = re.search(r"\*\*([^*]+)\*\*", bank_row)
    if named is None:
        return {}
    bank = named.group(1).strip()
    first = re.escape(bank.split()[0])
    for line in text.splitlines():
        if not re.search(r"\baccount(?:[- ]keeping)? fee\b", line, re.I):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.lstrip().startswith("|") and len(cells) > 1:
            share = re.fullmatch(r"\**\s*(\d+(?:\.\d+)?)\s*%?\s*\**", cells[1])
            opens = re.match(rf"\**(?:{re.escape(bank)}|{first})(?:'s)?\b", cells[0], re.I)
        else:
            bullet = re.match(r"\s*[-*]\s+(.*)", line)
            if bullet is None:
                continue
            opens = re.match(rf"\**(?:{re.escape(bank)}|{first})(?:'s)?\b", bullet.group(1), re.I)
            shares = re.findall(r"(\d+(?:\.\d+)?)\s*%\s*business", bullet.group(1), re.I)
            share = re.match(r"(.*)", shares[0]) if len(shares) == 1 else None
        if opens and share:
            return {bank: Decimal(share.group(1))}
    return {}


def _profile_shares(text: str) -> dict[str, Decimal]:
    """The merchants' shares a person.md with no shares table states in its profile table's rows (a
    phone's, the home office's): each bold ``<merchant> <what> at N %`` (each capitalised item of a list:
    ``**council rates, TasWater and the home insurance at 20 %**`` -> TasWater), and a row whose value
    opens with a merchant and states one ``**N % business**`` (``| Phone | Telstra mobile 58.00 a month,
    **60 % business** |``). A car's or vehicle's row is the car's (``person_setup``), not a merchant's; a
    merchant stated at two shares is stated at none."""
    found: dict[str, set[Decimal]] = defaultdict(set)
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if not line.lstrip().startswith("|") or len(cells) < 2:
            continue
        if re.search(r"\b(?:car|vehicle|ute|van|truck)\b", cells[0], re.I):
            continue
        value = " ".join(cells[1:])
        for said in _BOLD_AT_SHARE.finditer(value):
            for part in re.split(r",|\band\b", said.group("what")):
                if brand := _brand(part.strip()):
                    found[brand].add(Decimal(said.group("share")))
        shares = _BOLD_BUSINESS_SHARE.findall(value)
        brand = _brand(cells[1].replace("**", ""))
        if len(shares) == 1 and brand:
            found[brand].add(Decimal(shares[0]))
    for _, line in _blocks(text):
        # a bullet giving the business share of several bills, each merchant with its share in the bracket
        # after it (round 27, the caterer's "For GST I claim credits on the business share of: the Telstra
        # mobile (70 %, from a 4-week diary), Superloop home internet (25 %) and Origin home electricity
        # (10 %)", wrapped over two lines)
        if not re.match(r"\s*[-*]\s", line) or not re.search(r"\bbusiness share of\b", line, re.I):
            continue
        listed = line.split("business share of", 1)[1]
        for said in re.finditer(r"(?P<what>[^,()]*?)\((?P<share>\d+(?:\.\d+)?)\s*%[^()]*\)", listed):
            if brand := _brand(re.sub(r"^\W*(?:and\s+)?(?:the\s+)?", "", said.group("what")).strip()):
                found[brand].add(Decimal(said.group("share")))
    for bill, share in _bill_shares(text).items():
        found[bill].add(share)
    return {name: next(iter(said)) for name, said in found.items() if len(said) == 1}


#: A home bill's business share said by what the bill is for, not whose it is (round 28, the pool
#: technician's home office: "**7 % of the electricity** (...) and **25 % of the home NBN**"), each word of
#: a kind of bill with the words a person uses for it.
_BILL_KINDS = {
    "power": r"electricity|power|energy",
    "internet": r"internet|nbn|broadband",
    "gas": r"gas",
    "water": r"water",
}
_SHARE_OF_BILL = re.compile(
    r"\**(?P<share>\d+(?:\.\d+)?)\s*%\s+of\s+(?:the\s+|my\s+)?(?:home\s+|house\s+)?(?P<bill>[a-z]+)\b", re.I
)


def _bill_shares(text: str) -> dict[str, Decimal]:
    """The merchants of home bills whose business share person.md gives by the bill's kind ("7 % of the
    electricity"): the one merchant it names with that kind in the bracket after it ("AGL (power, quarterly
    BPAY)", "Aussie Broadband (home NBN 99.00)"); none when it names no such merchant, or two."""
    found: dict[str, Decimal] = {}
    for said in _SHARE_OF_BILL.finditer(text):
        kind = next((k for k, w in _BILL_KINDS.items() if re.fullmatch(w, said["bill"], re.I)), None)
        if kind is None:
            continue
        merchants = {
            named["brand"].strip()
            for named in re.finditer(
                r"(?P<brand>[A-Z][\w&']*(?:\s+[A-Z][\w&']*){0,2})\s*\((?P<inner>[^()]*)\)", text
            )
            if re.search(rf"\b(?:{_BILL_KINDS[kind]})\b", named["inner"], re.I)
            and not re.search(r"\d\s*%", named["inner"])
        }
        if len(merchants) == 1:
            found[merchants.pop()] = Decimal(said["share"])
    return found


#: The small business pool's balance carried into the year, as person.md states it: "pool balance at 1 Jul
#: 2025 **23,264.50**", "pool closing balance 30 Jun 2025 = **24,880.00**" (round 22), "Pool balance at
#: **1 July 2025: 28,220.85**" (round 27, the arborist).
_POOL_OPENING = re.compile(
    r"\bpool\b[^|\n]*?\b(?:balance\s+(?:at|on)\s+\**1\s+Jul[a-z]*|closing\s+balance\s+(?:at\s+|on\s+)?\**30\s+Jun[a-z]*)"
    r"\s+(?P<year>\d{4})\s*(?:=|:|of|is)?\s*\**\s*(?P<amount>\d[\d,]*\.\d\d)\b",
    re.I,
)


#: The pool's opening balance said without a date, in a profile of the year (round 28, the pool technician:
#: "**Pool**: van (85 %) and trailer, opening pool balance **24,180.00**, 30 % a year").
_POOL_OPENING_UNDATED = re.compile(
    r"\bopening\s+(?:small\s+business\s+)?pool\s+balance\s*(?:of|is|:|=)?\s*\**\$?(?P<amount>\d[\d,]*\.\d\d)\b",
    re.I,
)


def stated_pool_opening(data: Path, fy: int) -> Decimal | None:
    """The small business pool's opening balance for FY ``fy`` as person.md states it (its balance at 1 July
    of ``fy - 1``, or its closing balance at 30 June of ``fy - 1``, else an undated "opening pool balance" in
    the year's profile); None when it states none (or "nil")."""
    path = data / "person.md"
    if not path.exists():
        return None
    text = path.read_text(encoding="utf-8")
    for found in _POOL_OPENING.finditer(text):
        if int(found["year"]) == fy - 1:
            return Decimal(found["amount"].replace(",", ""))
    undated = {Decimal(m["amount"].replace(",", "")) for m in _POOL_OPENING_UNDATED.finditer(text)}
    return undated.pop() if len(undated) == 1 else None


#: Trading stock on hand as person.md states it, on a line naming stock on hand (or opening, closing or trading
#: stock): a date then its value, "Stock on hand **30 Jun 2025** (opening) | **41,380.00**" (the retailer,
#: round 23), or a value then its date, "about 2,300 at 1 Jul 2025, about 2,650 at 30 Jun 2026" (the
#: hairdresser). A partial count ("Stock counted at the unit 30 Jun 2026 | 45,985.00") names none of them.
_STOCK_LINE = re.compile(r"\bstock on hand\b|\b(?:opening|closing|trading)[- ]stock\b", re.I)
_STOCK_DATE = r"(?P<day>30|1)\s+(?P<month>Jun|Jul)[a-z]*\s+(?P<year>\d{4})"
_STOCK_VALUE = r"(?P<amount>\d[\d,]*(?:\.\d\d)?)\b"
_STOCK_DATE_VALUE = re.compile(
    rf"{_STOCK_DATE}\**\s*(?:\((?P<which>opening|closing)\))?\s*(?:\||:|=|was|is)\s*\**\s*\$?{_STOCK_VALUE}",
    re.I,
)
_STOCK_VALUE_DATE = re.compile(rf"\$?{_STOCK_VALUE}\**\s+(?:at|on)\s+\**{_STOCK_DATE}", re.I)
#: The person says they use the simplified trading stock rule (no stocktake, no change accounted for).
_STOCK_SIMPLIFIED = re.compile(
    r"simplified\s+trading[- ]stock\s+rule|\b(?:elects?|chooses?)\s+not\s+to\s+account\s+for"
    r"|\bno\s+(?:trading[- ])?stock\s+adjustment",
    re.I,
)
_STOCK_NOT_SIMPLIFIED = re.compile(r"\b(?:does\s+not|doesn't|cannot|can't|not)\s+(?:apply|use)\b", re.I)
_STOCK_METHOD = re.compile(r"\bvalued\s+at\s+\**(?P<method>cost|market|replacement)\b", re.I)


def stated_trading_stock(data: Path, fy: int) -> dict[str, Any] | None:
    """FY ``fy``'s trading stock as person.md states it (``tax.stock``'s fields): the value on hand at 30 June
    (or 1 July) of ``fy - 1`` as the opening stock and at 30 June ``fy`` as the closing stock, valued at cost
    unless it says market or replacement, under the simplified rule when it says so; None unless it states
    both values (a person who only says the change is under 5,000 states none)."""
    path = data / "person.md"
    if not path.exists():
        return None
    text = path.read_text(encoding="utf-8")
    found: dict[str, Decimal] = {}
    marked: set[str] = set()
    for line in text.splitlines():
        if not _STOCK_LINE.search(line):
            continue
        for match in (*_STOCK_DATE_VALUE.finditer(line), *_STOCK_VALUE_DATE.finditer(line)):
            year, month = int(match["year"]), match["month"].title()
            which = (
                "opening"
                if (year, month) in ((fy - 1, "Jun"), (fy - 1, "Jul"))
                else "closing"
                if (year, month) == (fy, "Jun")
                else ""
            )
            said = (match.groupdict().get("which") or "").lower()
            if not which or (said and said != which) or (which in found and (which in marked or not said)):
                continue  # another year, or a value already read (one the person marked wins)
            found[which] = Decimal(match["amount"].replace(",", ""))
            if said:
                marked.add(which)
    if set(found) != {"opening", "closing"}:
        return None
    simplified = any(
        _STOCK_SIMPLIFIED.search(sentence) and not _STOCK_NOT_SIMPLIFIED.search(sentence)
        for sentence in re.split(r"(?<=[.;|])\s+", text)
    )
    method = _STOCK_METHOD.search(text)
    return {
        "openingStock": found["opening"],
        "closingStock": found["closing"],
        "valuationMethod": method["method"].lower() if method else "cost",
        "simplified": simplified,
    }


#: The person returns income on the earnings (accruals) basis: "Income tax | **Earnings (accruals) basis**"
#: (the retailer, round 23). Without it a row "unpaid at 30 Jun" is a cash-basis aside (the plumber's invoice).
_EARNINGS_BASIS = re.compile(r"\b(?:earnings|accruals?)\s*(?:\((?:accruals?|earnings)\))?\s*basis\b", re.I)
_NOT_EARNINGS_BASIS = re.compile(
    r"\b(?:not|never|no longer)\s+(?:on\s+)?(?:the\s+)?(?:earnings|accruals?)", re.I
)
#: A table column headed by a 30 June (or 1 July) date: "| | 30 Jun 2025 | 30 Jun 2026 |".
_ACCRUAL_DATE = re.compile(r"(?P<day>30|1)\s+(?P<month>Jun|Jul)[a-z]*\s+(?P<year>\d{4})", re.I)
#: A row of amounts owed to the business: sales made / invoices / fees earned not yet paid out or received,
#: debtors, receivables.
_RECEIVABLE_ROW = re.compile(
    r"\b(?:debtors?|receivables?)\b|\b(?:sales|invoices?|income|earned)\b.*"
    r"\b(?:not\s+yet\s+(?:paid|received)|unpaid|owing|outstanding)\b",
    re.I,
)
#: A row of amounts the business owes: fees on those sales, supplier bills, creditors, payables, accrued
#: expenses. Read before receivables: "Platform fees on those sales" is a cost, not a sale.
_PAYABLE_ROW = re.compile(
    r"\b(?:creditors?|payables?|accrued\s+expenses?)\b|\bfees\s+on\b|\b(?:supplier|suppliers')\s+"
    r"(?:bills?|invoices?)\b|\bbills?\s+(?:unpaid|not\s+yet\s+paid|owing)",
    re.I,
)
_COST_OF_SALES_ROW = re.compile(r"\bcost\s+of\s+sales\b|\b(?:stock|goods)\s+(?:bought|purchased)\b", re.I)
_NIL = re.compile(r"^(?:nil|none|-|–|—|0)$", re.I)


def stated_accruals(data: Path, fy: int) -> dict[str, Any] | None:
    """FY ``fy``'s earnings-basis year-end figures as person.md states them (``tax.accruals``' fields), for a
    person who says they return income on the earnings (accruals) basis: a table whose columns are headed
    30 June ``fy - 1`` (or 1 July) and 30 June ``fy``, its rows of sales or invoices not yet paid out
    (receivables, summed) and of fees or bills not yet paid (payables, summed; at P8-cost-of-sales when the
    row names cost of sales), "nil" read as 0. None unless it states the basis and a receivables row."""
    path = data / "person.md"
    if not path.exists():
        return None
    text = path.read_text(encoding="utf-8")
    if not any(
        _EARNINGS_BASIS.search(line) and not _NOT_EARNINGS_BASIS.search(line) for line in text.splitlines()
    ):
        return None
    found = {"receivable": [Decimal(0), Decimal(0)], "payable": [Decimal(0), Decimal(0)]}
    rows = {"receivable": 0, "payable": 0}
    cost_of_sales = False
    columns: tuple[int, int] | None = None
    for line in text.splitlines():
        if not line.lstrip().startswith("|"):
            columns = None
            continue
        cells = [c.strip().strip("*").strip() for c in line.strip().strip("|").split("|")]
        dated: dict[str, int] = {}
        for i, cell in enumerate(cells):
            date = _ACCRUAL_DATE.fullmatch(cell.strip("* "))
            if date is None:
                continue
            year, month = int(date["year"]), date["month"].title()
            if (year, month) in ((fy - 1, "Jun"), (fy - 1, "Jul")):
                dated["opening"] = i
            elif (year, month) == (fy, "Jun"):
                dated["closing"] = i
        if dated:
            columns = (dated["opening"], dated["closing"]) if set(dated) == {"opening", "closing"} else None
            continue
        if columns is None or not cells or max(columns) >= len(cells):
            continue
        kind = (
            "payable"
            if _PAYABLE_ROW.search(cells[0])
            else "receivable"
            if _RECEIVABLE_ROW.search(cells[0])
            else ""
        )
        if not kind:
            continue
        values: list[Decimal] = []
        for i in columns:
            cell = cells[i].strip("*$ ")
            if _NIL.match(cell):
                values.append(Decimal(0))
            elif re.fullmatch(r"\d[\d,]*(?:\.\d\d)?", cell):
                values.append(Decimal(cell.replace(",", "")))
        if len(values) != 2:
            continue
        found[kind][0] += values[0]
        found[kind][1] += values[1]
        rows[kind] += 1
        cost_of_sales = cost_of_sales or (kind == "payable" and bool(_COST_OF_SALES_ROW.search(cells[0])))
    if not rows["receivable"]:
        return _accruals_said(text, fy)
    return {
        "receivableOpening": found["receivable"][0],
        "receivableClosing": found["receivable"][1],
        "payableOpening": found["payable"][0],
        "payableClosing": found["payable"][1],
        "payableLabel": "P8-cost-of-sales" if cost_of_sales else "P8-other",
    }


#: Money customers owe, said in a sentence of the earnings-basis line (round 28, the pool technician: "what
#: customers owe me at 30 June: **1,870.00** at 30 Jun 2025 and **2,310.00** at 30 Jun 2026 (both incl GST)").
_OWED_SAID = re.compile(r"\b(?:customers?|clients?)\s+owe[sd]?\s+me\b|\btrade\s+debtors\b", re.I)
_OWED_AT = re.compile(rf"\**\$?(?P<amount>\d[\d,]*\.\d\d)\**\s+(?:at|on)\s+\**{_STOCK_DATE}", re.I)
_INCL_GST = re.compile(r"\bincl(?:uding|\.)?\s+GST\b|\bGST[- ]inclusive\b", re.I)


def _accruals_said(text: str, fy: int) -> dict[str, Any] | None:
    """Receivables said in a sentence of the earnings-basis line rather than a table: the amounts dated 30 June
    (or 1 July) of ``fy - 1`` and 30 June ``fy`` after the words of money owed, made ex GST when the person
    says they include it (``tax.accruals`` takes them ex GST); payables nil unless a table states them."""
    for line in text.splitlines():
        if not (_EARNINGS_BASIS.search(line) and (said := _OWED_SAID.search(line))):
            continue
        owed: dict[str, Decimal] = {}
        for match in _OWED_AT.finditer(line, said.start()):
            year, month = int(match["year"]), match["month"].title()
            which = "opening" if (year, month) in ((fy - 1, "Jun"), (fy - 1, "Jul")) else ""
            which = which or ("closing" if (year, month) == (fy, "Jun") else "")
            if which:
                owed.setdefault(which, Decimal(match["amount"].replace(",", "")))
        if set(owed) != {"opening", "closing"}:
            continue
        if _INCL_GST.search(line[said.start() :]):
            owed = {k: (v / Decimal("1.1")).quantize(Decimal("0.01")) for k, v in owed.items()}
        return {
            "receivableOpening": owed["opening"],
            "receivableClosing": owed["closing"],
            "payableOpening": Decimal(0),
            "payableClosing": Decimal(0),
            "payableLabel": "P8-other",
        }
    return None


_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
#: A range of days as person.md writes one: ``20-27 Sep 2025``, ``19 Dec 2025 to 2 Jan 2026``, ``28 Sep - 3 Oct
#: 2025``, ``10 to 18 January 2026`` (the first day's month and year, when left out, the last's).
_DAY_RANGE = re.compile(
    rf"\b(?P<d1>\d{{1,2}})(?:\s+(?P<m1>{_MONTH})(?:\s+(?P<y1>\d{{4}}))?)?\s*(?:-|–|—|to|until)\s*"
    rf"(?P<d2>\d{{1,2}})\s+(?P<m2>{_MONTH})\s+(?P<y2>\d{{4}})\b",
    re.I,
)
#: A clause about a holiday (never the school or public holidays a business is busy or closed in, nor a
#: holiday house, let or park a business may run).
_HOLIDAY = re.compile(
    r"(?<!school )(?<!public )\b(?:holiday|vacation)\b(?!\s+(?:house|home|let|rental|park|unit|season))", re.I
)
#: A trip away said private or not claimed, in a clause or a section heading.
_TRIP = re.compile(r"\b(?:trip|getaway|weekend away|away)\b", re.I)
_PRIVATE_SAID = re.compile(r"\bprivate\b|\bno claim\b|\bnot claimed\b", re.I)
#: The trip's name for its note: ``**Gold Coast holiday**``, ``family holiday in Brisbane``.
_TRIP_NAME = re.compile(
    r"(?:\b[A-Z][\w']*\s+){0,3}(?:family\s+)?(?:holiday|vacation|trip)(?:\s+(?:in|to)\s+[A-Z][\w']*)?"
)


def _day_range(found: re.Match[str]) -> tuple[date, date] | None:
    """The first and last day of a ``_DAY_RANGE`` match, or None when they are no days."""
    m2 = _MONTHS.index(found["m2"][:3].casefold()) + 1
    y2 = int(found["y2"])
    m1 = _MONTHS.index(found["m1"][:3].casefold()) + 1 if found["m1"] else m2
    y1 = int(found["y1"]) if found["y1"] else (y2 - 1 if m1 > m2 else y2)
    try:
        first, last = date(y1, m1, int(found["d1"])), date(y2, m2, int(found["d2"]))
    except ValueError:
        return None
    return (first, last) if first <= last and (last - first).days <= 60 else None


def _clauses(line: str) -> list[str]:
    """A line's clauses: split at a semicolon or a full stop outside brackets (``_clause``)."""
    found: list[str] = []
    at = 0
    while at < len(line):
        clause = _clause(line, at)
        found.append(clause)
        at += len(clause) + 1
    return found


def private_trips(data: Path) -> list[dict[str, Any]]:
    """The holidays and trips away person.md states private, with their days (the profile's
    ``privateTrips``, stated once at set-up; round 28): a range of days (``_DAY_RANGE``) in a clause that
    says a holiday (``the **Gold Coast holiday** in the September school holidays (20-27 Sep 2025: Jetstar,
    a Stayz apartment, ...)``, ``**Japan holiday** (19 Dec 2025 to 2 Jan 2026): ... are private``), or a trip
    away in a clause or section that says private or no claim. Conservative: never a range in a clause
    about the business (a shoot, a job away, business travel), never a school holidays' or a season's
    busy weeks, never longer than 60 days. Read by pattern, never from labels.csv."""
    path = data / "person.md"
    if not path.exists():
        return []
    heading = ""
    found: dict[tuple[str, str], dict[str, Any]] = {}
    for line in _paragraphs(path.read_text(encoding="utf-8")):
        if line.startswith("#"):
            heading = line
            continue
        private_section = bool(_PRIVATE_SAID.search(heading)) and not re.search(r"\bnot\b", heading, re.I)
        for clause in _clauses(line.replace("**", "")):
            if re.search(r"\bbusiness\b|\bclient|\bjob\b|\bshoot\b|\bwork\b", clause, re.I):
                continue
            holiday = _HOLIDAY.search(clause) is not None
            trip_said = _TRIP.search(clause) is not None and (
                private_section or bool(_PRIVATE_SAID.search(clause))
            )
            if not (holiday or trip_said):
                continue
            for each in _DAY_RANGE.finditer(clause):
                days = _day_range(each)
                if days is None:
                    continue
                named = _TRIP_NAME.search(clause[: each.start()])
                note = (
                    re.sub(r"^(?:the|a|our|my)\s+", "", named.group(0).strip(), flags=re.I) if named else None
                )
                entry = {"from": days[0].isoformat(), "to": days[1].isoformat()}
                found[(entry["from"], entry["to"])] = entry | ({"note": note[:200]} if note else {})
    return [found[days] for days in sorted(found)]


def stated_profile(data: Path) -> tuple[dict[str, Any], Decimal | None, Decimal | None]:
    """The profile fields the person states once at set-up, read from person.md by the readers above
    (``occupation``, ``statements``, ``person_setup``, ``car_private``, ``vehicles_kept``, ``car_km``),
    with the home-office hours of the fixed-rate method and the business km of a car claimed by cents
    per km: (fields for ``update_profile``, hours, km). No person.md: ({}, None, None). The walk sets
    the same fields one by one, with what else it states (contacts, vehicles, trips, shares)."""
    vehicle, _, hours = person_setup(data)
    fields: dict[str, Any] = {}
    stated = occupation(data)
    if stated is not None:
        fields["occupation"] = stated[:200]
    fields.update(statements(data))
    if vehicle is None and car_private(data):
        vehicle = Decimal(0)
    if vehicle is not None:
        fields["vehicleBusinessUsePercentage"] = vehicle
    if vehicles_kept(data)[1]:
        fields["vehicleMethod"] = "logbook"
    km = car_km(data)
    if km is not None:
        fields["vehicleMethod"] = "cents_per_km"
    return fields, hours, km


#: Processors a person.md may name as paying out the person's sales, and the words that say their payouts
#: are booked as received (no fee to gross up: the author's own simplification, stated once).
_PROCESSORS = re.compile(r"\b(PayPal|Wise|Square|Shopify Payments|Stripe|Airtasker|Fresha|Zeller)\b")
_BOOKED_AS_RECEIVED = re.compile(
    r"booked as received|taken as the sale|as the sale\b|recorded at the (?:AUD|amount) banked", re.I
)


def stated_processors(data: Path) -> list[dict[str, Any]]:
    """The payment processors person.md says pay out sales booked as received (a fee of 0 %, stated once
    at set-up as a client with ``processorFeePercentage``), each overseas (its sales exports) or not, as
    every line naming it says: one that says both export and taxable (or neither) is not stated, and
    stays asked. Read by pattern, never from labels.csv."""
    path = data / "person.md"
    if not path.exists():
        return []
    lines = path.read_text(encoding="utf-8").splitlines()
    booked = {
        m.group(1) for line in lines if _BOOKED_AS_RECEIVED.search(line) for m in _PROCESSORS.finditer(line)
    }
    found: list[dict[str, Any]] = []
    for name in sorted(booked):
        naming = [line for line in lines if re.search(rf"\b{re.escape(name)}\b", line, re.I)]
        export = any(re.search(r"\bexport", line, re.I) for line in naming)
        taxable = any(re.search(r"\btaxable\b", line, re.I) for line in naming)
        if export != taxable:
            found.append({"name": name, "overseas": export, "processorFeePercentage": "0"})
    return found


#: A partner named in person.md with the household's money: "Alana Petrakis (partner) transferring
#: household money", "| Household | Partner Liam Okafor (... pays his share of rent and bills ...)", "My
#: husband Callum Hale is a teacher" (round 24, the B&B's).
_PARTNER = re.compile(
    r"\b(?P<a>[A-Z][a-z]+ [A-Z][a-z'-]+)\s*\((?:partner|wife|husband|spouse)\b"
    r"|\b(?:[Pp]artner|[Hh]usband|[Ww]ife|[Ss]pouse),?\s+(?P<b>[A-Z][a-z]+ [A-Z][a-z'-]+)\b"
)


def _paragraphs(text: str) -> list[str]:
    """person.md's lines with a paragraph's wrapped lines joined into one (``... transferring 650.00 a
    fortnight for rent`` / ``and bills (26 rows)``: the DJ's year, round 21): a line continues the one
    before unless either is blank, a table row, a heading or a list item opens it."""
    joined: list[str] = []
    opens = re.compile(r"\s*(?:\||#|[-*+]\s|\d+\.\s)")
    for line in text.splitlines():
        if (
            joined
            and line.strip()
            and joined[-1].strip()
            and not opens.match(line)
            and not joined[-1].lstrip().startswith(("|", "#"))
        ):
            joined[-1] = f"{joined[-1].rstrip()} {line.strip()}"
        else:
            joined.append(line)
    return joined


def private_people(data: Path) -> list[str]:
    """The people person.md says move the household's money (a partner paying in their share of rent and
    bills, or household money): the person states them once as wholly private (a 0 % business share), so
    their transfers in are no sale. Read by pattern, only from a line that says household money, a share
    of the rent or bills (or money towards the rent or the groceries): the partner it names, or the
    partner named elsewhere (``| Family | Partner **Mia Sato** ... |``) whose first name it gives (``Mia's
    transfers towards rent and groceries``, round 19)."""
    path = data / "person.md"
    if not path.exists():
        return []
    lines = _paragraphs(path.read_text(encoding="utf-8").replace("**", ""))
    partners = [m.group("a") or m.group("b") for line in lines for m in _PARTNER.finditer(line)]
    found: list[str] = []
    for line in lines:
        if not _HOUSEHOLD_MONEY.search(line):
            continue
        named = [m.group("a") or m.group("b") for m in _PARTNER.finditer(line)]
        named += [p for p in partners if re.search(rf"\b{re.escape(p.split()[0])}(?:'s)?\b", line)]
        for name in named:
            if name not in found:
                found.append(name)
    for line in lines:  # a friend paying the person back (round 22): as private as a partner's money
        for m in _PAYS_BACK.finditer(line):
            if m.group("name") not in found and not re.search(r"\bclient", _clause(line, m.end()), re.I):
                found.append(m.group("name"))  # never one the clause says is a client too (the tattooist's)
    return found


def _clause(line: str, at: int) -> str:
    """``line`` from ``at`` to the clause's end: a semicolon or full stop outside brackets, else the end."""
    depth = 0
    for i, char in enumerate(line[at:], start=at):
        depth += char == "("
        depth -= char == ")"
        if depth <= 0 and char in ";." and not line[i + 1 : i + 2].isdigit():
            return line[at:i]
    return line[at:]


#: A line about a household's money: its share of the rent or bills, money towards the rent or groceries,
#: housekeeping money from a partner's pay (round 24, the B&B's: "Callum's fortnightly housekeeping money").
_HOUSEHOLD_MONEY = re.compile(
    r"household|housekeeping (?:money|allowance)|(?:share|half) of (?:the )?(?:rent|bills|mortgage)"
    r"|(?:rent|mortgage) and bills"
    r"|\btowards (?:the )?(?:rent|bills|groceries|board|mortgage)\b"
    r"|\btransfers?\b(?:[^.;]|\.\d)*\bfor the (?:house|home)\b",  # "Dan transfers 900.00 a fortnight for the house" (round 27)
    re.I,
)
#: A person person.md names as paying the person back (``Kate Brennan paying back her concert ticket``):
#: a friend's money, no sale (round 22, the physiotherapist's friend).
_PAYS_BACK = re.compile(r"\b(?P<name>[A-Z][a-z]+ [A-Z][a-z'-]+)\s+(?:paying|pays|paid)\s+(?:\w+\s+)?back\b")


def _profile_row(text: str, what: str) -> str:
    """The value cell of person.md's profile-table row named ``what`` (a regex: ``| Home office |
    **Fixed rate 70c/h x 1,240 hours** ... |``), else ''."""
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if (
            line.lstrip().startswith("|")
            and len(cells) >= 2
            and re.fullmatch(rf"\**(?:{what})\**", cells[0], re.I)
        ):
            return cells[1]
    return ""


def _majority(values: list[str]) -> str:
    return Counter(values).most_common(1)[0][0]


def _tax_category(labels: list[dict[str, str]]) -> tuple[str, bool]:
    """What a person creating the category would say: where its rows go on the return."""
    label = _majority([lab["atoLabel"].split()[0] if lab["atoLabel"] else "" for lab in labels])
    deductible = _majority([lab["use"] for lab in labels]) != "private"
    if label == "P8-depreciation":
        return "capital", deductible
    if label == "P8-income":
        return "income", False
    if label == "P8-motor-vehicle":  # the car's own category: its share is the car's (logbook)
        return "car", deductible
    if label == "P8-cost-of-sales":  # the return line the person picks it for (a supplier's credit note)
        return "cost_of_sales", deductible
    if label == "P8-rent":
        return "business_rent", deductible
    if label.startswith("P8-") or _covered(label):
        return "business_expense", deductible
    if label == "D9":
        return "donation", True
    if label == "D10":
        return "tax_affairs", True
    if label == "D12":  # personal super contributions: the person would pick the super tax category
        return "super", True
    if label == "FMD" or label.startswith("Item17"):  # farm management deposits: item 17 (round 20)
        return "fmd", True
    return "personal", False


def _answer(
    labels: list[dict[str, str]], *, share_asked: bool, deductible_by_default: bool | None
) -> dict[str, Any]:
    """The labels' majority: category, GST treatment, and the business share when the use is mixed, the
    item asks for it, or the category's default deductibility is not the rows' (a private ride in a
    deductible category: 0 %; a meal while travelling for work: 100 %)."""
    category = _majority([lab["category"] for lab in labels])
    same = [lab for lab in labels if lab["category"] == category]
    answer: dict[str, Any] = {"category": category}
    use = _majority([lab["use"] for lab in same])
    deductible = _majority([str(_deductible_label(lab)) for lab in same])
    differs = (
        deductible != "None"
        and deductible_by_default is not None
        and ((deductible == "True") != deductible_by_default)
    )
    if use == "mixed" or (share_asked and use == "business") or (differs and use != "private"):
        answer["businessUsePercentage"] = _majority([lab["businessPercent"] for lab in same])
    elif differs:
        answer["businessUsePercentage"] = "0"
    answer["gstTreatment"] = _majority([lab["gstTreatment"] for lab in same])
    if _majority([lab["atoLabel"] for lab in same]) == "G10":
        # "G10 alone = capital for the BAS but no deduction this year" (the mechanic's author): payments
        # on an asset written off in an earlier year, as the person says it
        answer["assetDeductedEarlier"] = True
    cost = _asset_cost(same)
    if cost is not None:
        answer["assetCost"] = cost
    return answer


#: A capital payment's note saying it is part of one asset's price (``deposit on a new ... stump grinder,
#: tax invoice 55107 for 48400.00 incl GST``; ``balance of the stump grinder ... (tax invoice 55107)``).
_ASSET_PART = re.compile(r"\b(?:deposit|balance|instalment|part[- ]payment)\b", re.I)
_INVOICE_FOR = re.compile(r"\binvoice\s+\S+\s+for\s+\$?(\d[\d,]*\.\d\d)\b", re.I)


def _asset_cost(labels: list[dict[str, str]]) -> str | None:
    """The whole price of the one asset capital payments are parts of, as the person reads it off its tax
    invoice (a part's note: ``_INVOICE_FOR``), when every label is a depreciating asset's payment and one
    says it is a part (``_ASSET_PART``); else None (round 27, the arborist's grinder: a deposit and the
    balance of one 48,400.00 machine, each compared with the write-off threshold on its own)."""
    if not labels or not all(lab["atoLabel"].startswith("P8-depreciation") for lab in labels):
        return None
    notes = [lab.get("note") or "" for lab in labels]
    if not any(_ASSET_PART.search(note) for note in notes):
        return None
    totals = {found.group(1).replace(",", "") for note in notes if (found := _INVOICE_FOR.search(note))}
    return totals.pop() if len(totals) == 1 else None


def _payout_fee(label: dict[str, str]) -> Decimal | None:
    """The fee a processor kept from a payout, as the person reads it off the payout report (every
    labelled year alike): the fee the label's note states (``gross 880.00 less fee 16.30 (GST 1.48)``:
    the author kept the report's figures there), else the label's G1 (the gross) less what reached the
    bank. None: neither says (the payout is the sale)."""
    said = re.search(r"\bfee\s+(\d+\.\d\d)\b", label.get("note") or "", re.I)
    if said:
        return Decimal(said.group(1))
    g1 = re.search(r"\bG1:(-?[\d.]+)", label.get("basFields") or "")
    net = Decimal(label["amount"])
    if g1 and Decimal(g1.group(1)) > net:
        return Decimal(g1.group(1)) - net
    if g1 and Decimal(g1.group(1)) == net and "G11:" not in (label.get("basFields") or ""):
        return Decimal(0)  # the label's sale is what reached the bank: nothing was kept (an adjustment)
    return None


def _payout_tips(label: dict[str, str]) -> Decimal:
    """The tips a platform passed on in a payout, beside the fares, as the person reads them off the
    payout report: the amount the label's note gives (``gross 730.29 fee 135.29 tips 12.50``), else 0."""
    said = re.search(r"\btips?\s+(\d[\d,]*\.\d\d)\b", label.get("note") or "", re.I)
    return Decimal(said.group(1).replace(",", "")) if said else Decimal(0)


def _fee_percent(label: dict[str, str]) -> str:
    """The fee a processor kept from a payout (``_payout_fee``), as a percentage of the gross (two
    places). No fee: "0"."""
    fee, net = _payout_fee(label), Decimal(label["amount"]) - _payout_tips(label)
    if not fee:
        return "0"
    return str((100 * fee / (net + fee)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def _payout_gross(label: dict[str, str]) -> Decimal:
    """A payout's gross as its report shows it: what reached the bank plus the fee (``_payout_fee``)
    less the tips passed on beside the sale (``_payout_tips``)."""
    return Decimal(label["amount"]) + (_payout_fee(label) or Decimal(0)) - _payout_tips(label)


def _payout_export(label: dict[str, str]) -> Decimal | None:
    """The part of a payout's gross its report shows paid by buyers outside Australia (GST-free exports,
    G2), as the person reads it off the payout report: the amount the label's note gives for the exports
    (``gross 395.00 (export 316.00) less ...``: the author kept the report's figures there), else the
    label's G2 amount (``G1:395.00 G2:316.00``), else all of the gross when the label is an export.
    None: no export."""
    said = re.search(r"\bexports?\s+(?:of\s+)?\$?(\d[\d,]*\.\d\d)\b", label.get("note") or "", re.I)
    g2 = re.search(r"\bG2:(-?[\d.]+)", label.get("basFields") or "")
    if said:
        export = Decimal(said.group(1).replace(",", ""))
    elif g2:
        export = Decimal(g2.group(1))
    elif label["gstTreatment"] == "export" and Decimal(label["amount"]) > 0:
        export = _payout_gross(label)
    else:
        return None
    return export or None


def _all_export(label: dict[str, str]) -> bool:
    """Whether every sale of a payout was an export (its export part is its gross)."""
    return _payout_export(label) == _payout_gross(label)


#: A repayment's interest as a label's note gives it, in any of the forms authors write: ``interest
#: 366.89 principal 810.95``, ``principal 810.95, interest 366.89``, ``interest 210.00 per loan
#: statement``, ``interest: $1,210.00``, ``interest of 95.10``, ``95.10 interest``.
_INTEREST_AFTER = re.compile(r"\binterest\b\s*(?:of|was|=|:|part)?\s*\$?(\d[\d,]*\.\d\d)\b", re.I)
_INTEREST_BEFORE = re.compile(r"\$?(\d[\d,]*\.\d\d)\s+(?:of\s+)?interest\b", re.I)


def _loan_interest(label: dict[str, str]) -> Decimal | None:
    """A loan repayment's interest as the person reads it off the loan statement: the amount the
    label's note gives for the interest (``_INTEREST_AFTER``, else ``_INTEREST_BEFORE``), else None."""
    note = label.get("note") or ""
    found = _INTEREST_AFTER.search(note) or _INTEREST_BEFORE.search(note)
    return Decimal(found.group(1).replace(",", "")) if found else None


def _financed_invoice(label: dict[str, str]) -> dict[str, str]:
    """A deposit's asset bought on finance as the person reads the dealer's tax invoice: its total (the
    label's note, ``invoice total 63780.00``), its GST and its part with no GST (the label's); nothing
    when the note gives no invoice total (the deposit is no financed asset's)."""
    note = label.get("note") or ""
    found = re.search(r"\binvoice total\s+(\d[\d,]*\.\d\d)\b", note, re.I)
    if (
        not found
        and re.search(r"\bdeposit\b", note, re.I)
        and re.search(r"chattel|financ|\bloan\b", note, re.I)
    ):
        # the grower's author: "price 71500.00 incl GST 6500.00: deposit 7150.00 paid here, 64350.00 by
        # chattel mortgage" (the dealer's price is the invoice's total)
        found = re.search(r"\bprice\s+(\d[\d,]*\.\d\d)\b", note, re.I)
    if not found:
        return {}
    answer = {"invoiceTotal": found.group(1).replace(",", "")}
    for field in ("gstAmount", "gstFreePart"):
        if (label.get(field) or "").strip():
            answer[field] = label[field].strip()
    return answer


def _fee_answer(labels: dict[str, dict[str, str]], *, per_charge: bool) -> dict[str, Any]:
    """The fees of a processor's payouts as the person gives them off the payout reports
    (``_payout_fee``): one rate when every payout's fee is the same share of its gross (Square's 1.6 %),
    else each payout's fee in one answer (a fixed part per charge); and each payout's fee whenever the
    question says no rate reaches the cent (``per_charge``)."""
    fees = {i: _payout_fee(label) for i, label in labels.items()}
    rates = {_fee_percent(label) for label in labels.values()}
    # the fee's GST, when every payout's label says it alike (two processors in one item may differ)
    gst = {_fee_gst(label) for label in labels.values() if _payout_fee(label)}
    shown = {"processorFeeGst": gst.pop()} if len(gst) == 1 and None not in gst else {}
    # a payout the label says nothing was kept from (a cleaning fee passed on) is one of 0
    if (
        all(fee is not None for fee in fees.values())
        and any(fees.values())
        and (len(rates) > 1 or per_charge)
    ):
        return {"processorFees": {i: str(fee) for i, fee in fees.items()}} | shown
    return {"processorFeePercentage": _majority([_fee_percent(label) for label in labels.values()])} | shown


def _fee_gst(label: dict[str, str]) -> str | None:
    """Whether the processor's tax invoice shows GST in a payout's fee, as the person reads it: the
    label's note says it (``fee 16.30 (GST 1.48)``: taxable; ``fee 40.43 (no GST)``: input_taxed), else
    its basFields put the fee at G14 (a purchase with no GST in it: input_taxed). None: neither says."""
    note = label.get("note") or ""
    if re.search(r"\bfee\s+\d+\.\d\d[^;]*?\((?:no GST|GST\s+0\.00)\)", note, re.I):
        return "input_taxed"  # (GST 0.00): the tour guide's author's overseas platforms, no GST in the fee
    if re.search(r"\bfee\s+\d+\.\d\d\s*\(GST\s+\d", note, re.I):
        return "taxable"
    fee = _payout_fee(label)
    g14 = re.search(r"\bG14:(-?[\d.]+)", label.get("basFields") or "")
    if fee and g14 and Decimal(g14.group(1)) == fee:
        return "input_taxed"
    g11 = re.search(r"\bG11:(-?[\d.]+)", label.get("basFields") or "")
    if fee and g11 and Decimal(g11.group(1)) == fee and not g14:
        return "taxable"  # the fee a purchase with GST in it, as the author's BAS puts it
    return None


def _rate_fits(label: dict[str, str], answer: dict[str, Any]) -> bool:
    """Whether a fee answer gives this payout's gross as its report shows it (each payout's fee always
    does; a rate, when it reaches the report's gross to the cent)."""
    rate = answer.get("processorFeePercentage")
    if rate is None:
        return True
    return grosses_before_fee(Decimal(label["amount"]), Decimal(rate)) == [_payout_gross(label)]


#: A label's note keeping a payout report's figures: ``gross 395.00 (export 316.00) less Stripe fee 13.90``,
#: ``gross 900.56 (GST-free 153.10, taxable 747.46, GST 67.95) less Square fee 14.41``: the parts in brackets
#: each one the report gives (``_REPORT_PART``), else the note is no report's.
_REPORT_NOTE = re.compile(
    r"\bgross\s+(?P<gross>\d+\.\d\d)(?:\s*\((?P<parts>[^()]*)\))?\s+less\s+"
    r"(?:(?P<processor>[A-Z]\w*)\s+)?fees?\s+(?P<fee>\d+\.\d\d)\b"
)
_REPORT_PART = re.compile(r"^(?P<what>exports?|GST[- ]free|taxable|GST)\s+(?P<amount>\d+\.\d\d)$", re.I)


#: A platform's weekly statement kept in a label's note (round 27, the rideshare driver's Uber and DiDi):
#: ``gross 730.29 fee 135.29 tips 12.50 (rides ..., eats ...; weekly tax summary)``, ``gross 355.32 fee 42.64
#: tips 0.00 (DiDi weekly statement)``: the figures a driver copies into finkit's own payout layout.
_PLATFORM_NOTE = re.compile(
    r"\bgross\s+(?P<gross>\d+\.\d\d)\s+fee\s+(?P<fee>\d+\.\d\d)\s+tips\s+(?P<tips>\d+\.\d\d)\b"
    r".*?\bweekly\s+(?:tax\s+summary|statement)\b",
    re.I,
)


def _report_note(note: str) -> dict[str, Decimal] | None:
    """A payout's figures as its report gives them, off the label's note (``_REPORT_NOTE``, or a platform's
    weekly statement: ``_PLATFORM_NOTE``): ``gross``, ``fee``, ``export``, ``gst_free``, ``gst`` and
    ``tips`` (those the note gives); None: no report's figures."""
    platform = _PLATFORM_NOTE.search(note or "")
    if platform is not None:
        return {k: Decimal(platform[k]) for k in ("gross", "fee", "tips")}
    found = _REPORT_NOTE.search(note or "")
    if found is None:
        return None
    figures = {"gross": Decimal(found["gross"]), "fee": Decimal(found["fee"])}
    for part in (found["parts"] or "").split(",") if found["parts"] else []:
        said = _REPORT_PART.match(part.strip())
        if said is None:
            return None  # a figure no report column carries
        what = said["what"].lower().replace(" ", "-")
        key = {"export": "export", "exports": "export", "gst-free": "gst_free", "gst": "gst"}.get(what)
        if key:
            figures[key] = Decimal(said["amount"])
    return figures


def _report_processor(label: dict[str, str], description: str) -> str | None:
    """The processor whose payout report a labelled payout is on: the one its note names, else Stripe when
    the bank row names it (the one layout finkit reads whose processor the report itself says)."""
    if Decimal(label["amount"]) > 0 and _PLATFORM_NOTE.search(label.get("note") or ""):
        # the platform the payee is, when the bank row names it (``Uber (rides + Uber Eats)``: Uber)
        name = (label.get("counterparty") or "").split(" ")[0]
        return name if name and re.search(rf"\b{re.escape(name)}\b", description, re.I) else None
    found = _REPORT_NOTE.search(label.get("note") or "")
    if found is None or _report_note(label.get("note") or "") is None or Decimal(label["amount"]) <= 0:
        return None
    if found["processor"]:
        return found["processor"]
    return "Stripe" if re.search(r"\bstripe\b", description, re.I) else None


def _report_file(folder: Path, processor: str, payouts: list[tuple[str, dict[str, str]]]) -> Path:
    """A payout report as the processor gives it, from the labels' notes: Stripe's itemized payout
    reconciliation (one line per charge: the exports apart, with their card country), else finkit's own
    layout (one line per payout, with its GST-free sales and GST when the notes give them), for the payouts
    ``(date, label)``. A payout's GST-free sales are the note's, else the label's GST-free part."""
    path = folder / f"{processor.lower()}_payouts.csv"
    notes = [_report_note(label["note"]) or {} for _, label in payouts]
    if processor == "Square" and not any(n.get("export") for n in notes):
        return _square_transactions(path, payouts)
    # Stripe's reconciliation gives no GST: a food seller's GST-free sales are copied into finkit's layout
    stripe = processor == "Stripe" and not any(
        _gst_free_of(label, note) or note.get("gst") for (_, label), note in zip(payouts, notes, strict=True)
    )
    with path.open("w", newline="") as handle:
        out = csv.writer(handle)
        if stripe:
            out.writerow(["automatic_payout_id", "automatic_payout_effective_at", "balance_transaction_id",
                          "reporting_category", "gross", "fee", "net", "currency", "card_country"])  # fmt: skip
        else:
            out.writerow(["payout_date", "gross", "fee", "net", "export", "gst_free", "gst", "tips"])
        for n, (day, label) in enumerate(payouts, start=1):
            note = _report_note(label["note"])
            assert note is not None
            gross, fee = note["gross"], note["fee"]
            export = note.get("export", Decimal(0))
            if not stripe:
                free, gst, tips = _gst_free_of(label, note), note.get("gst"), note.get("tips", Decimal(0))
                out.writerow([day, gross, fee, gross - fee + tips, export, "" if free is None else free,
                              "" if gst is None else gst, tips])  # fmt: skip
                continue
            home = gross - export
            charges = [(c, a) for c, a in (("AU", home), ("US", export)) if a] or [("AU", gross)]
            for i, (country, amount) in enumerate(charges):
                taken = fee if i == 0 else Decimal(0)
                out.writerow([f"po_{n:05d}", f"{day} 00:00:00", f"txn_{n:05d}_{i}", "charge", amount, taken,
                              amount - taken, "aud", country])  # fmt: skip
    return path


#: Square's Transactions CSV as the Square Dashboard exports it (core/review/data/payout_reports.csv).
_SQUARE_HEADER = next(
    csv.reader(
        [
            "Date,Time,Time Zone,Gross Sales,Discounts,Service Charges,Net Sales,Gift Card Sales,Tax,Tip,"
            "Partial Refunds,Total Collected,Source,Card,Card Entry Methods,Cash,Square Gift Card,Other Tender,"
            "Other Tender Type,Other Tender Note,Fees,Net Total,Transaction ID,Payment ID,Card Brand,PAN Suffix,"
            "Device Name,Staff Name,Staff ID,Details,Description,Event Type,Location,Dining Option,Customer ID,"
            "Customer Name,Customer Reference ID,Device Nickname,Third Party Fees,Deposit ID,Deposit Date,"
            "Deposit Details"
        ]
    )
)


def _gst_free_of(label: dict[str, str], note: dict[str, Decimal]) -> Decimal | None:
    """A payout's GST-free sales at home as its sales report gives them: the note's, else the label's
    GST-free part (a taxable payout's) less the note's export part, since a label's "part with no GST"
    holds the exports too while the report gives exports in a column of their own. None: neither says."""
    if "gst_free" in note:
        return note["gst_free"]
    part = (label.get("gstFreePart") or "").strip()
    if not part or label.get("gstTreatment") != "taxable":
        return None
    return max(Decimal(part) - note.get("export", Decimal(0)), Decimal(0))


def _square_transactions(path: Path, payouts: list[tuple[str, dict[str, str]]]) -> Path:
    """Square's payouts as its Transactions CSV lists them (dated the day before the transfer; amounts as
    ``$1,234.56``, fees below 0, Australian dd/mm/yyyy dates): one payment a transfer, or, when some
    payout holds GST-free sales, its GST-free payments and its taxable ones apart, each with the GST Square
    shows in its Tax column (the note's, else 1/11 of the taxable payments)."""
    notes = [_report_note(label["note"]) or {} for _, label in payouts]
    mixed = any(_gst_free_of(label, note) for (_, label), note in zip(payouts, notes, strict=True))
    with path.open("w", newline="") as handle:
        out = csv.DictWriter(handle, fieldnames=_SQUARE_HEADER, restval="")
        out.writeheader()
        for n, ((day, label), note) in enumerate(zip(payouts, notes, strict=True), start=1):
            gross, fee = note["gross"], note["fee"]
            free = _gst_free_of(label, note) or Decimal(0)
            paid = date.fromisoformat(day)
            sold = (paid - timedelta(days=1)).strftime("%d/%m/%Y")
            taxable = gross - free
            gst = note.get("gst", one_eleventh(taxable))
            lines = [(taxable, gst), (free, Decimal(0))] if mixed else [(gross, None)]
            for at, (total, tax) in enumerate(line for line in lines if line[0] or len(lines) == 1):
                kept = fee if at == 0 else Decimal(0)  # the fee on one payment, as the report nets it
                out.writerow({"Date": sold, "Time": "12:00:00 PM", "Time Zone": "Australia/Sydney",
                              "Total Collected": f"${total:,.2f}", "Fees": f"-${kept:,.2f}",
                              "Net Total": f"${total - kept:,.2f}", "Event Type": "Payment",
                              "Tax": "" if tax is None else f"${tax:,.2f}",
                              "Deposit ID": f"DEP{n:05d}", "Deposit Date": paid.strftime("%d/%m/%Y")})  # fmt: skip
    return path


def _import_payout_reports(ctx: AccountContext, rows: list[Any], label_of: dict[str, dict[str, str]]) -> int:
    """The person imports each processor's payout report before the review, when the labels keep its
    figures (``_REPORT_NOTE``): written in the processor's layout into a temp folder and imported through
    the library, with the fee's GST when every payout's label says it alike (``_fee_gst``). Returns how
    many reports (one decision each)."""
    by_processor: dict[str, list[tuple[str, dict[str, str]]]] = defaultdict(list)
    for tx in rows:
        label = label_of.get(tx.id)
        processor = _report_processor(label, tx.description) if label else None
        if label and processor:
            by_processor[processor].append((tx.date.date().isoformat(), label))
    folder = Path(tempfile.mkdtemp(prefix="payout_reports_"))
    for processor, payouts in sorted(by_processor.items()):
        path = _report_file(folder, processor, sorted(payouts, key=lambda p: p[0]))
        # whether the processor's tax invoice shows GST in its fees, when every payout's label says it alike
        said = {_fee_gst(label) for _, label in payouts}
        fee_gst = said.pop() if len(said) == 1 and None not in said else None
        # matched only: a payout finkit filed without asking is not the report's to settle; it is left as
        # filed (and counted below as what it is), as the person who imports the report is told
        done = import_payout_report(
            ctx, text=path.read_text(), processor=processor, date_order="dmy", fee_gst=fee_gst,
            matched_only=True,
        )  # fmt: skip
        print(
            f"imported the payout report of {processor} ({done.layout}): {done.settled} payouts settled, "
            f"{done.unchanged} unchanged" + (f", {done.unmatched} not settled (filed already or no bank row)"
                                             if done.unmatched else "")
        )  # fmt: skip
    return len(by_processor)


def _private(label: dict[str, str]) -> bool:
    """Whether the label says a debit is private: no business use and no deduction."""
    return label["use"] == "private" and _deductible_label(label) is not True


def _everyday_bulk(item: Any, labels: list[dict[str, str]]) -> str | None:
    """For the everyday-spending question ("all private?"), the private category the person's "yes"
    files the private rows in: finkit's suggestion, else the labels' usual private category; None for
    any other item, or when no row is private."""
    if getattr(item, "kind", "merchant") != "everyday":
        return None
    private = [lab["category"] for lab in labels if _private(lab)]
    if not private:
        return None
    return str(item.suggestion.category or _majority(private))


def _invoice_shows(label: dict[str, str], *, in_taxable_answer: bool = False) -> tuple[str, str | None]:
    """What a partly-taxable invoice shows, as the person reads it: its GST (the label's, else 1/11 of a
    taxable price, else 0) and its part with no GST in it when the label gives one (stamp duty). A GST-free
    invoice answered in a taxable answer's table (``in_taxable_answer``) shows its whole price GST-free."""
    taxable = label["gstTreatment"] == "taxable"
    if in_taxable_answer and label["gstTreatment"] == "gst_free":
        return "0", str(abs(Decimal(label["amount"])))
    gst = label.get("gstAmount") or (str(_gst_in(label["amount"])) if taxable else "0")
    free = (label.get("gstFreePart") or "").strip() or None
    if free is not None and Decimal(gst) > _gst_in(str(abs(Decimal(label["amount"])) - Decimal(free))):
        # round 22, the retailer's customs broker: the invoice passes on the import GST paid at the border
        # on the goods' whole value, more than 1/11 of the rest of its price; the person gives the GST the
        # invoice shows, and no GST-free part (finkit checks a part against 1/11 of the rest, which an import
        # GST passed on does not fit)
        free = None
    return gst, free


def _gst_in(amount: str) -> Decimal:
    """1/11 of a price, to the cent (half up), unsigned: the GST a taxable invoice shows."""
    return (abs(Decimal(amount)) / 11).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def _cents(value: Decimal) -> str:
    return f"{value:,.2f}"


def _flag(ctx: AccountContext, ids: list[str]) -> None:
    """Mark rows for review as categorisation would had it known it was unsure (the oracle mode)."""
    with ctx.db.session() as session:
        session.execute(update(Transaction).where(Transaction.id.in_(ids)).values(needs_review=True))


#: Flag reasons that say nothing of the question's matter (categorisation was unsure, or had no guess): a
#: row named only by these is tallied by its direction and the category guessed (``row_kinds``).
_GENERIC_REASONS = ("needs_review", "low_confidence", "uncategorised", "tax_verdict")


def row_kinds(ctx: AccountContext) -> dict[str, str]:
    """Each asked row's kind for the ``--by-kind`` tally: its first flag reason that names a matter (in
    the sources' order: ``general_retailer``, ``large_purchase``, ``processor_fees``, ...), else
    ``guess in|out: <category guessed>`` or ``not categorised in|out``."""
    with ctx.db.session() as session:
        flags = flagged_rows(session, ctx, window_of(ctx, None))
        found = session.execute(
            select(Transaction.id, Transaction.amount, Category.name)
            .outerjoin(Category, Category.id == Transaction.category_id)
            .where(Transaction.account_id == ctx.account_id)
        ).all()
    facts = {tx_id: (amount, name) for tx_id, amount, name in found}
    kinds: dict[str, str] = {}
    for tx_id, row_flags in flags.items():
        specific = [f.reason for f in row_flags if f.reason not in _GENERIC_REASONS]
        amount, category = facts[tx_id]
        direction = "in" if amount > 0 else "out"
        if specific:
            kinds[tx_id] = specific[0]
        elif category is None:
            kinds[tx_id] = f"not categorised {direction}"
        else:
            kinds[tx_id] = f"guess {direction}: {category}"
    return kinds


def _item_kind(kinds: dict[str, str], ids: list[str]) -> str:
    """The kind most of an item's rows are (``row_kinds``); a row listed only after an answer: follow-up."""
    return Counter(kinds.get(i, "follow-up") for i in ids).most_common(1)[0][0] if ids else "follow-up"


def walk(
    data: Path,
    *,
    fy: int,
    database_url: str | None,
    show: int,
    flag_silent: bool = False,
    items: bool = False,
    stated_names: bool = True,
    by_kind: dict[str, list[int]] | None = None,
) -> int:
    """Walk one year (module docstring); ``by_kind``, when given, gets each kind of question's
    ``[items, rows, decisions]`` added to it (``row_kinds``), and the walk prints them."""
    labels = _labels(data)
    hand = _hand_worked(data)
    url = database_url or f"sqlite:///{tempfile.mkdtemp(prefix='review_walk_')}/walk.db"
    with finkit.open(url) as fk:
        ctx = fk.context()
        update_profile(
            ctx,
            data={
                "entityType": "sole_trader",
                "country": "AU",
                "gstRegistered": True,
                "gstBasis": "cash",
                "basPeriod": "quarterly",
            },
        )
        vehicle, merchants, hours = person_setup(data)
        stated = occupation(data)
        if stated is not None:  # said once at set-up (what the person does decides some GST questions)
            update_profile(ctx, data={"occupation": stated[:200]})
        said = statements(data)
        if said:  # GST-free health services; personal super claimed: said once, not asked per payer
            update_profile(ctx, data=said)
        private_shares = private_categories(data) if stated_names else {}
        if private_shares:  # "Private: groceries, ...": the category's business share stated 0 %
            update_profile(ctx, data={"businessUseShares": private_shares})
        clients, suppliers = stated_contacts(data) if stated_names else ([], [])
        for name in suppliers_some_private(data) if stated_names else []:
            # "the business's, except some invoices partly private": said of the supplier once
            same = [s for s in suppliers if s["name"].casefold() == name.casefold()]
            if same:
                same[0]["someInvoicesPrivate"] = True
            else:
                suppliers.append({"name": name, "someInvoicesPrivate": True})
        if stated_names:  # the processors paying out sales, with their fee: named once, not asked per payout
            clients = [*clients, *stated_processors(data)]
        if clients or suppliers:  # who pays and who is paid: named once, not asked per row
            update_profile(ctx, data={"clients": clients, "suppliers": suppliers})
        employees = stated_employees(data) if stated_names else []
        if employees:  # the employees, paid net: named once, their pays filed as wages at the gross
            update_profile(ctx, data={"employees": employees})
        car_rows = [lab for lab in labels if lab["atoLabel"].startswith("P8-motor-vehicle")]
        if vehicle is None and car_rows and not (data / "person.md").exists():
            # No person.md (the electrician): the car's share as the person would state it once, the
            # one its car rows' labels carry.
            vehicle = Decimal(_majority([lab["businessPercent"] for lab in car_rows]))
        if vehicle is None and car_private(data):
            vehicle = Decimal(0)  # "Car | Private": no car claim, said once
        if vehicle is not None:
            update_profile(ctx, data={"vehicleBusinessUsePercentage": vehicle})
        kept, logbook = vehicles_kept(data)
        for name in kept:  # a business van and a family car: each recorded once, the method stated
            create_vehicle(ctx, data={"name": name})
        if logbook:
            update_profile(ctx, data={"vehicleMethod": "logbook"})
        fills = (fill_ranges(data) or vehicle_servos(data, vehicle)) if kept else []
        if fills:  # each vehicle's usual fuel fill: said once, a fill in one vehicle's range not asked
            update_profile(ctx, data={"vehicleFillRanges": fills})
        trips = private_trips(data)
        if trips:  # holidays stated private: a car or travel cost dated during one asked, not filed silently
            update_profile(ctx, data={"privateTrips": trips})
        km = car_km(data)
        if km is not None:  # the car by cents per km: its business km as one trip, the method chosen
            update_profile(ctx, data={"vehicleMethod": "cents_per_km"})
            car = create_vehicle(ctx, data={"name": "car"})
            create_trip(
                ctx,
                data={
                    "vehicleId": car.id,
                    "date": f"{fy - 1}-07-01",
                    "distanceKm": km,
                    "purpose": "business km",
                },
            )
        for merchant, percent in merchants.items():
            set_business_use(ctx, merchant=merchant, percent=percent)
        household = private_people(data) if stated_names else []
        for person in household:  # a partner's household money: stated once as private (0 %)
            set_business_use(ctx, merchant=person, percent=Decimal(0))
        if hours is not None:
            set_home_office(ctx, fy, data={"hours": hours})
        pool = stated_pool_opening(data, fy)
        if pool is not None:
            set_pool(ctx, fy, data={"openingBalance": pool})
        stock = stated_trading_stock(data, fy)
        if stock is not None:
            try:
                set_stock(ctx, fy, data=stock)
            except ValidationError as refused:  # "simplified" with values more than 5,000 apart
                print(f"trading stock stated in person.md not recorded: {refused}")
                stock = None
        owed = stated_accruals(data, fy)
        if owed is not None:
            set_accruals(ctx, fy, data=owed)
        print(
            f"profile from person.md: car {vehicle} % / {km} business km, vehicles {kept}"
            f"{' (logbook)' if logbook else ''}, {len(merchants)} merchant shares "
            f"{dict(sorted(merchants.items()))}, home-office hours {hours}, occupation {(stated or '')[:40]!r}, "
            f"stated {sorted(said)}, {len(clients)} clients {[c['name'] for c in clients]}, "
            f"{len(suppliers)} suppliers {[(x['name'], x.get('supplies'), x.get('gstTreatment')) + (('some invoices private',) if x.get('someInvoicesPrivate') else ()) for x in suppliers]}, "
            f"held private {household}, {len(fills)} fuel-fill ranges"
            + (f", private trips {[(t['from'], t['to'], t.get('note')) for t in trips]}" if trips else "")
            + (f", pool opening balance {pool}" if pool is not None else "")
            + (
                f", trading stock {stock['openingStock']} -> {stock['closingStock']} at {stock['valuationMethod']}"
                f"{' (simplified rule)' if stock['simplified'] else ''}"
                if stock is not None
                else ""
            )
            + (
                f", earnings basis: receivables {owed['receivableOpening']} -> {owed['receivableClosing']}, "
                f"payables {owed['payableOpening']} -> {owed['payableClosing']} at {owed['payableLabel']}"
                if owed is not None
                else ""
            )
            + (f", employees {[e['name'] for e in employees]}" if employees else "")
        )
        imported = import_file(ctx, path=data / "statement.csv")
        categorised = categorise_transactions(ctx, options={"apply": True})
        rows = _all_rows(ctx)
        label_of = _match(rows, labels)
        print(
            f"imported {imported.added} rows ({len(label_of)} matched to labels); categorise --apply set "
            f"{categorised.applied}, left {categorised.left_for_user}"
        )
        unmatched = imported.added - len(label_of)
        if unmatched:
            # round 18: a held-out year's 226 rows matched no label (finkit dated them by the bank's value
            # date), so its silent rows were counted over the other 355 only, and nobody saw it
            print(
                f"NOT MEASURED: {unmatched} rows match no label (date, amount or description differ), so "
                "nothing below counts them"
            )

        reports = _import_payout_reports(ctx, rows, label_of)
        if reports:
            rows = _all_rows(ctx)  # the payouts as the reports settled them
        queue = review_queue(ctx)
        # A bank's fee listed with its purchase is settled by the purchase's answer, never asked on its
        # own: the rows asked are the rest (as before such fees were listed), the fees printed beside.
        following = {i for item in queue.items for i in item.fee_transaction_ids}
        listed = {i for item in queue.items for i in item.transaction_ids}
        asked = listed - following
        share = Decimal(100 * len(asked)) / len(rows)
        print(
            f"review: {len(asked)} of {len(rows)} rows asked ({share:.1f} %, target <= {ROWS_TARGET} %) in "
            f"{len(queue.items)} items (target <= {DECISIONS_TARGET} decisions); besides, {len(following)} "
            f"bank fees follow their purchase's answer ({Decimal(100 * len(listed)) / len(rows):.1f} % with them)"
        )
        kinds = row_kinds(ctx)
        for item in queue.items:  # everyday private spending, asked as one: its own kind
            if item.kind == "everyday":
                kinds |= dict.fromkeys(item.transaction_ids, "everyday private spending (one question)")
        tally: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
        for item in queue.items:
            asked_ids = [i for i in item.transaction_ids if i in asked]
            tally[_item_kind(kinds, asked_ids)][0] += 1
            for i in asked_ids:
                tally[kinds.get(i, "follow-up")][1] += 1
        if items:
            for item in queue.items:
                labelled = [label_of[i] for i in item.transaction_ids if i in label_of]
                answer = Counter(
                    f"{lab['category']}/{lab['gstTreatment']}/{lab['atoLabel']}" for lab in labelled
                ).most_common(2)
                print(f"   item {item.merchant[:40]:40} {item.count:>3} {item.reason[:90]} -> {answer}")
        categories = {c.name: c for c in list_categories(ctx)}
        premises = premises_suppliers(get_profile(ctx).suppliers)
        wrong = {
            tx.id: _wrong(tx, label_of[tx.id], categories, fixed_rate=hours is not None, premises=premises)
            for tx in rows
            if tx.id in label_of
        }
        _netted(rows, label_of, wrong)
        unasked = [tx for tx in rows if tx.id not in listed and wrong.get(tx.id)]
        silent = [tx for tx in unasked if _kind(wrong[tx.id]) != CATEGORY_ONLY]
        category_only = [tx for tx in unasked if _kind(wrong[tx.id]) == CATEGORY_ONLY]
        reasons = Counter(_kind(wrong[tx.id]) for tx in silent)
        print(
            f"wrong without being asked (a figure changes; target 0): {len(silent)} rows {dict(reasons)}; "
            f"category-only (no filed figure changes; not the target): {len(category_only)} rows"
        )
        for tx in (silent + category_only)[:show]:
            print(f"   {tx.date.date()} {tx.amount:>10} {tx.description[:46]:46} {wrong[tx.id]}")
        if items:
            # Each item's asked rows that finkit already files right (no figure would change if it filed
            # them as they stand): the questions its own suggestion answers (round 24, fewer rows asked).
            for item in queue.items:
                mine = [i for i in item.transaction_ids if i in asked and i in label_of]
                off = Counter(
                    _kind(wrong[i]) for i in mine if wrong.get(i) and _kind(wrong[i]) != CATEGORY_ONLY
                )
                first = next(
                    (wrong[i] for i in mine if wrong.get(i) and _kind(wrong[i]) != CATEGORY_ONLY), ""
                )
                print(
                    f"   as filed {item.merchant[:40]:40} {len(mine) - sum(off.values()):>3} of {len(mine):>3} "
                    f"right [{_item_kind(kinds, mine)}] {dict(off)} {first[:90]}"
                )
        if flag_silent and silent:
            _flag(ctx, [tx.id for tx in silent])
            queue = review_queue(ctx)
            asked = {i for item in queue.items for i in item.transaction_ids}
            share = Decimal(100 * len(asked)) / len(rows)
            print(
                f"--flag-silent (an oracle standing in for categorisation's own flags): {len(asked)} rows "
                f"asked ({share:.1f} %) in {len(queue.items)} items"
            )

        known = {c.name: c.is_tax_deductible for c in list_categories(ctx)}
        kind_of = {c.name: c.kind for c in list_categories(ctx)}
        created = split_rows = 0
        # Answers the walk gives apart although each only files private rows (a private asset sale beside a
        # partner's transfers; a water bill labelled GST-free beside rates labelled out of scope): no filed
        # figure depends on which private category or GST treatment a private row takes, so a person would
        # say "private" once. Counted, never used to change ``decisions`` (docs/review.md, round 18).
        private_apart = 0
        decisions = reports  # importing a processor's payout report: one decision each
        if reports:
            tally["a payout report imported"][2] += reports
        started = time.perf_counter()
        # A decision may raise a follow-up question (a premium filed as business insurance: what GST does
        # its invoice show?): the person answers what the review lists, then looks again (two rounds; a
        # third only while rows are left, when an answer in the second changed a group listed with it).
        for _round in range(3):
            if _round:
                queue = review_queue(ctx)
                if _round == 2 and not queue.items:
                    break
            for item in queue.items:
                # The bank's fees on the item's purchases follow its answer: the person answers the
                # purchases (the walk then checks what the fees became against their own labels).
                fees = set(item.fee_transaction_ids)
                ids = [i for i in item.transaction_ids if i in label_of and i not in fees]
                if not ids:
                    continue

                # A processor's payouts: the person reads each payout's fee and its export part off
                # the payout reports, in the same answer (``_fee_answer``, ``_payout_export``).
                payouts = "pays out net of its fee" in item.reason or "fits two grosses" in item.reason

                def answer_of(rows: list[str], item: Any = item, payouts: bool = payouts) -> dict[str, Any]:
                    labels = [label_of[i] for i in rows]
                    category = _majority([lab["category"] for lab in labels])
                    default = known.get(category)
                    if category not in known:
                        # a category the person creates in this answer (``create_category`` below): as
                        # deductible as it will be made, so a private row in it is answered apart (round
                        # 21, the tattoo artist's private parcel in "Postage & Freight")
                        default = _tax_category(
                            [label_of[i] for i in item.transaction_ids if label_of[i]["category"] == category]
                        )[1]
                    answer = _answer(
                        labels,
                        # a vehicle's costs are filed at the vehicle's share unless the answer gives its
                        # own: a second vehicle's rows (the pool technician's trailer, 100 % business,
                        # beside the van's 85 %) answered apart carry theirs (round 28)
                        share_asked="business share" in item.reason
                        or item.reason.startswith(VEHICLE_WHY[:40]),
                        deductible_by_default=default,
                    )
                    rest = [lab for lab in labels if lab["category"] == category and not _all_export(lab)]
                    if payouts and rest:
                        # The answer's GST treatment is that of the sales that are no exports; the
                        # exports are each payout's part (a payout all export is one).
                        answer["gstTreatment"] = _majority([lab["gstTreatment"] for lab in rest])
                    if "fits two grosses" in item.reason:
                        # The payout report's fee for this payout (``_payout_fee``); several payouts
                        # asked again, each one's in one answer (``processorFees``), as off one report.
                        fees = {i: _payout_fee(label_of[i]) for i in rows}
                        if len(rows) == 1 and fees[rows[0]]:
                            answer["processorFee"] = str(fees[rows[0]])
                        elif "pays out net of its fee" not in item.reason and all(fees.values()):
                            answer["processorFees"] = {i: str(fee) for i, fee in fees.items()}
                    same = [lab for lab in labels if lab["category"] == category]
                    if (
                        hours is not None
                        and covers(category)
                        and _majority([lab["atoLabel"] for lab in same]).startswith("P8-")
                    ):
                        # a cost the fixed rate would cover that the labels claim on its own: the
                        # person says it is used away from home (a consulting room's stationery)
                        answer["usedAwayFromHome"] = True
                    if payouts and answer["gstTreatment"] != "export":
                        exports = {i: e for i in rows if (e := _payout_export(label_of[i]))}
                        if exports:
                            answer["processorExports"] = {i: str(e) for i, e in exports.items()}
                    if (
                        not payouts
                        and answer["gstTreatment"] == "taxable"
                        and kind_of.get(category) == "income"
                    ):
                        # taxable takings holding GST-free food (a market's cash banked): each deposit's
                        # GST-free part off the point of sale, as the person reads it (0 where none)
                        parts = {i: (label_of[i].get("gstFreePart") or "").strip() for i in rows}
                        if any(Decimal(p or 0) for p in parts.values()) and all(
                            label_of[i]["gstTreatment"] == "taxable" for i in rows
                        ):
                            answer["gstFreeParts"] = {i: part or "0" for i, part in parts.items()}
                    if payouts and answer["gstTreatment"] == "taxable":
                        # the GST-free sales of each payout (a bakery's loaves), off the processor's
                        # sales report: the label's part with no GST in it
                        free = {
                            i: part
                            for i in rows
                            if label_of[i]["gstTreatment"] == "taxable"
                            and (part := (label_of[i].get("gstFreePart") or "").strip())
                        }
                        if free:
                            answer["processorGstFree"] = free
                    if payouts:
                        # the tips each payout passed on beside the fares (the platform's weekly summary)
                        tips = {i: str(t) for i in rows if (t := _payout_tips(label_of[i]))}
                        if tips:
                            answer["processorTips"] = tips
                    if "loanInterest" in item.answer_needs:
                        # a loan's repayments: each one's interest off the loan statement (the label's)
                        interest = {i: x for i in rows if (x := _loan_interest(label_of[i])) is not None}
                        if interest and len(interest) == len(rows):
                            answer["loanInterest"] = {i: str(x) for i, x in interest.items()}
                    if "bought on finance" in item.reason and len(rows) == 1:
                        # a deposit on an asset bought on finance: the dealer's invoice (the label's)
                        answer |= _financed_invoice(label_of[rows[0]])
                    if "wageGrosses" in item.answer_needs:
                        # an employee's pays: each one's gross off its payslip (the label's)
                        grosses = {i: g for i in rows if (g := wage_gross(label_of[i])) is not None}
                        if grosses and len(grosses) == len(rows):
                            answer["wageGrosses"] = {i: str(g) for i, g in grosses.items()}
                    return answer

                def key_of(row: str, item: Any = item, ids: list[str] = ids) -> str:
                    """The answer a row shares with others; a payout all export shares the other
                    payouts' (its export part says it), when they are no exports themselves."""
                    answer = answer_of([row])
                    answer.pop("processorFee", None)  # each payout's own figure, off its report
                    answer.pop("processorExports", None)
                    answer.pop("processorGstFree", None)
                    answer.pop("processorTips", None)
                    answer.pop("gstFreeParts", None)
                    answer.pop("wageGrosses", None)
                    answer.pop("loanInterest", None)
                    answer.pop("assetCost", None)  # the asset's, read off the invoice once for its parts
                    for figure in ("invoiceTotal", "gstAmount", "gstFreePart"):
                        answer.pop(figure, None)
                    if (
                        "what GST does the invoice show" in item.reason
                        and answer.get("gstTreatment") == "gst_free"
                        and any(
                            label_of[i]["category"] == answer["category"]
                            and label_of[i]["gstTreatment"] == "taxable"
                            for i in ids
                        )
                    ):
                        # each invoice's GST in one answer: one showing none (its whole price GST-free)
                        # is a row of the taxable answer's table (``_invoice_shows``)
                        answer["gstTreatment"] = "taxable"
                    others = [
                        label_of[i]["gstTreatment"]
                        for i in ids
                        if not _all_export(label_of[i]) and label_of[i]["category"] == answer["category"]
                    ]
                    if "pays out net of its fee" in item.reason and _all_export(label_of[row]) and others:
                        answer["gstTreatment"] = _majority(others)
                    return _part_key(answer, label_of[row])

                # The person answers the exceptions row by row (only those rows, nothing remembered),
                # then the item as a whole: the answer the most rows share. Everyday private spending
                # asked together ("all private?"): the rows the labels call private are the whole
                # (one answer, finkit's private suggestion, whatever private category each label
                # names), the business ones the exceptions.
                parts: dict[str, list[str]] = defaultdict(list)
                bulk = _everyday_bulk(item, [label_of[i] for i in ids])
                for i in ids:
                    key = "everyday-private" if bulk and _private(label_of[i]) else None
                    parts[key or key_of(i)].append(i)
                main = (
                    parts["everyday-private"]
                    if bulk and parts.get("everyday-private")
                    else max(parts.values(), key=len)
                )
                if "pays out net of its fee" in item.reason and answer_of(main)["gstTreatment"] != "export":
                    # A payout all export joins the others' answer only when that answer's fee gives
                    # its report's gross; else it is answered apart, as an export.
                    fee_answer = _fee_answer(
                        {i: label_of[i] for i in main}, per_charge="no rate gives" in item.reason
                    )
                    apart = [
                        i
                        for i in main
                        if _all_export(label_of[i]) and not _rate_fits(label_of[i], fee_answer)
                    ]
                    if apart and len(apart) < len(main):
                        main[:] = [i for i in main if i not in apart]
                        parts["exports apart"] = apart
                remaining = list(item.transaction_ids)
                if by_kind is not None and _round:  # asked again after the first answers: a follow-up
                    print(
                        f"   round {_round + 1} {item.merchant[:40]:40} {len(ids)} rows: {item.reason[:110]}"
                    )
                if by_kind is not None and len(parts) > 1:  # where an item costs more than one decision
                    sizes = sorted((len(p) for p in parts.values()), reverse=True)
                    print(f"   split {item.merchant[:40]:40} {len(parts)} answers, rows {sizes}: "
                          f"{[k[:70] for k in parts][:4]}")  # fmt: skip
                for part in [p for p in parts.values() if p is not main] + [main]:
                    only = part is not main
                    answer = answer_of(part)
                    if bulk and part is main:
                        answer = {"category": bulk}
                    named = [label_of[i] for i in part if label_of[i]["category"] == answer["category"]]
                    line = _tax_category(named)[0] if named else ""
                    if line in ("donation", "tax_affairs", "super") and answer["category"] in known:
                        # The author's category name is also a business line's here ("Professional Fees":
                        # the licence body P8, the tax agent D10): the person picks a category filed on
                        # the line the label says (the bench failed to answer as the labels do).
                        fitting = [c.name for c in list_categories(ctx) if c.tax_category == line]
                        mine = next((c for c in list_categories(ctx) if c.name == answer["category"]), None)
                        if fitting and mine is not None and mine.tax_category != line:
                            answer["category"] = fitting[0]
                    mine = next((c for c in list_categories(ctx) if c.name == answer["category"]), None)
                    if line == "business_expense" and mine is not None and mine.tax_category == "car":
                        # The author's "Fuel" is also the car's here: the grower's bulk diesel for the
                        # tractor and pumps (P8 other, 100 %) is no car expense, so the person files it in
                        # a category of their own on the label's line, as they would create it.
                        own = f"{answer['category']} (not a car)"
                        if own not in known:
                            create_category(ctx, data={"name": own, "taxCategory": line,
                                                       "isTaxDeductible": True})  # fmt: skip
                            known[own] = True
                            created += 1
                        answer["category"] = own
                    if answer["category"] not in known:
                        kind, deductible = _tax_category(
                            [label_of[i] for i in part if label_of[i]["category"] == answer["category"]]
                        )
                        create_category(ctx, data={"name": answer["category"], "taxCategory": kind,
                                                   "isTaxDeductible": deductible})  # fmt: skip
                        known[answer["category"]] = deductible
                        created += 1
                    if (
                        "what GST does the invoice show" in item.reason
                        and answer.get("gstTreatment") == "gst_free"
                        and any(label_of[i]["gstTreatment"] == "taxable" for i in part)
                    ):
                        answer["gstTreatment"] = "taxable"  # the GST-free invoices are rows of its table
                    if "what GST does the invoice show" in item.reason and not all(
                        _private(label_of[i]) for i in part
                    ):
                        # (a private docket is no business's invoice: nobody reads its GST)
                        # The person reads each tax invoice: its GST (the label's, else 1/11 of a taxable
                        # price), and its part with no GST in it when the label gives one (stamp duty);
                        # several invoices in one answer, each by its row (gstAmounts, gstFreeParts).
                        taxable = answer.get("gstTreatment") == "taxable"
                        shown = {i: _invoice_shows(label_of[i], in_taxable_answer=taxable) for i in part}
                        amounts = {i: gst for i, (gst, _) in shown.items()}
                        free = {i: free for i, (_, free) in shown.items() if free}
                        if len(part) == 1:
                            answer["gstAmount"] = amounts[part[0]]
                            answer |= {"gstFreePart": free[part[0]]} if free else {}
                        else:
                            answer["gstAmounts"] = amounts
                            answer |= {"gstFreeParts": free} if free else {}
                    if (
                        "pays out net of its fee" in item.reason
                        and "processorFee" not in answer
                        and any("income" in label_of[i]["atoLabel"].casefold() for i in part)
                    ):
                        # (a part the labels file out of income, a partner's transfers beside the payers'
                        # sales in one item, has no fee to give: round 27, the arborist's year)
                        # The person reads the processor's fees off its payout reports (``_fee_answer``),
                        # with each payout's export part (``answer_of``) in the same answer.
                        answer |= _fee_answer(
                            {i: label_of[i] for i in part}, per_charge="no rate gives" in item.reason
                        )
                    data = {**answer, "transactionIds": remaining}
                    if only:
                        data["onlyTransactionIds"] = part
                        split_rows += len(part)
                    try:
                        outcome = decide_item(ctx, item.id, data=data)
                    except FinkitError as error:
                        print(f"   item {item.id} ({item.merchant}) refused: {error.message}")
                        break
                    settled = set(outcome.transaction_ids)  # the part, and the fees charged on it
                    remaining = [i for i in remaining if i not in settled]
                    decisions += 1
                    tally[_item_kind(kinds, ids)][2] += 1
                else:  # every part answered: the private parts beyond the first
                    private = [p for p in parts.values() if all(_private(label_of[i]) for i in p)]
                    private_apart += max(0, len(private) - 1)
        print(
            f"answered with {decisions} decisions in {time.perf_counter() - started:.1f} s ({created} categories "
            f"created first); rows answered apart from their item (--only): {split_rows}"
        )
        print(
            f"decisions if an item's private rows were answered as one (all private): {decisions - private_apart} "
            f"({private_apart} answers apart that only file private rows; a second figure, not the target's)"
        )
        if by_kind is not None:
            print("asked by kind (items / rows / decisions):")
            for kind, counts in sorted(tally.items(), key=lambda kv: (-kv[1][1], kv[0])):
                print(f"   by-kind {counts[0]:>3} {counts[1]:>4} {counts[2]:>3}  {kind}")
                total = by_kind.setdefault(kind, [0, 0, 0])
                for n, count in enumerate(counts):
                    total[n] += count
        left = review_queue(ctx)
        print(f"left in the review after the answers: {left.rows} rows in {len(left.items)} items")
        categories = {c.name: c for c in list_categories(ctx)}
        premises = premises_suppliers(get_profile(ctx).suppliers)
        after = [
            (tx, reason)
            for tx in _all_rows(ctx)
            if tx.id in label_of
            and (
                reason := _wrong(
                    tx, label_of[tx.id], categories, fixed_rate=hours is not None, premises=premises
                )
            )
        ]
        reasons = Counter(_kind(reason) for _, reason in after)
        print(f"rows still differing from their label after the answers: {len(after)} {dict(reasons)}")
        for tx, reason in after[:show]:
            print(f"   {tx.date.date()} {tx.amount:>10} {tx.description[:46]:46} {reason}")

        exact = total = 0
        print("BAS        " + "  ".join(f"{f:>24}" for f in BAS_FIELDS) + "   (finkit / hand-worked)")
        for q in (1, 2, 3, 4):
            report = bas_report(ctx, fy=fy, q=q)
            worked = hand.bas(q)
            cells = []
            for name in BAS_FIELDS:
                mine, theirs = report.fields.get(name, Decimal(0)), worked.get(name, Decimal(0))
                total += 1
                exact += mine == theirs
                cells.append(f"{_cents(mine):>11}/{_cents(theirs):<11}{'' if mine == theirs else '*'}")
            print(f"Q{q} FY{fy % 100}    " + "  ".join(f"{c:>24}" for c in cells))
        # G14 (purchases with no GST in the price), where the hand-worked year gives it: the part of a
        # partly-taxable invoice with no GST in it goes there to the cent only when the invoice's figure is
        # recorded (issue 26). Shown, not counted (BAS_FIELDS are the counted figures).
        g14 = [(bas_report(ctx, fy=fy, q=q), hand.bas(q).get("G14")) for q in (1, 2, 3, 4)]
        if any(theirs is not None for _, theirs in g14):
            cells = []
            for report, theirs in g14:
                mine = next(line.amount for line in report.worksheet if line.label == "G14")
                mark = "" if theirs is None or mine == theirs else "*"
                cells.append(f"Q{len(cells) + 1} {_cents(mine)}/{_cents(theirs or Decimal(0))}{mark}")
            print("G14 (not counted, finkit / hand-worked): " + "  ".join(cells))
        summary = tax_summary(ctx, fy=fy)
        worked_summary = dict(hand.tax_summary())
        worked_summary = worked_labels(worked_summary)
        if any(key in worked_summary for key in _P8_INCOME_PARTS) and "P8-totalIncome" in worked_summary:
            # the grower's: sales at P8-income beside a grant and an insurance claim, all business income
            worked_summary["P8-income"] = worked_summary["P8-totalIncome"]
        elif {"P8-netIncome", "P8-totalExpenses", "P8-income"} <= set(worked_summary):
            # the author's business income is what their own net adds back to: the pool technician's
            # "P8-income (sales ex GST, cash)" beside "P8-income (accruals)" and "P8-other-income" (an
            # insurance payout), net = accruals income + other income - expenses (round 28)
            whole = worked_summary["P8-netIncome"] + worked_summary["P8-totalExpenses"]
            worked_summary["P8-income"] = whole
        if "P8-totalExpenses" not in worked_summary and "businessExpenses" in worked_summary:
            # The electrician's hand-worked names: its business expenses, and the net from them.
            worked_summary["P8-totalExpenses"] = worked_summary["businessExpenses"]
            worked_summary["P8-netIncome"] = worked_summary["P8-income"] - worked_summary["businessExpenses"]
        print("tax summary (finkit / hand-worked):")
        for mine_name, theirs_name in SUMMARY_FIELDS:
            mine, theirs = getattr(summary, mine_name), worked_summary.get(theirs_name, Decimal(0))
            total += 1
            exact += mine == theirs
            print(
                f"   {mine_name:22} {_cents(mine):>12} {_cents(theirs):>12} {'' if mine == theirs else '*'}"
            )
        by_label = {d.label: d.amount for d in summary.deductions}
        for label in DEDUCTION_LABELS:
            mine, theirs = by_label.get(label, Decimal(0)), worked_summary.get(label, Decimal(0))
            total += 1
            exact += mine == theirs
            print(f"   {label:22} {_cents(mine):>12} {_cents(theirs):>12} {'' if mine == theirs else '*'}")
        fmd = next((v for k, v in worked_summary.items() if k == "FMD" or k.startswith("Item17")), None)
        if fmd is not None:  # farm management deposits, item 17: shown, not one of the 22 (round 20)
            mine = by_label.get("17", Decimal(0))
            print(
                f"   {'17 (FMD, not counted)':22} {_cents(mine):>12} {_cents(fmd):>12} {'' if mine == fmd else '*'}"
            )
        for label in sorted(
            k for k in by_label if k.startswith("P8-")
        ):  # where a difference lies (not counted)
            mine, theirs = by_label[label], worked_summary.get(label)
            if theirs is None:  # the translator's author: ``P8-motor-vehicle(cents per km)``
                theirs = next((v for k, v in worked_summary.items() if k.startswith(f"{label}(")), None)
            with_office = next((k for k in worked_summary if k.startswith("P8-other(incl")), None)
            if label == "P8-other" and with_office is not None:
                # the videographer's author: ``P8-other(incl. home office)`` beside a P8-other without it
                theirs = worked_summary[with_office]
            elif label == "P8-other" and "P8-all-other-expenses" in worked_summary:
                # The return's "all other expenses" holds the home office's fixed rate too (finkit files it
                # there); the hand-worked scripts keep that sum apart from their own P8-other.
                theirs = worked_summary["P8-all-other-expenses"]
            elif label == "P8-other" and theirs is not None:
                # the translator's author keeps the fixed rate apart as ``P8-homeOffice(fixed rate)``
                theirs += sum(
                    (v for k, v in worked_summary.items() if re.match(r"P8-home-?office\(", k, re.I)),
                    Decimal(0),
                )
            note = "" if theirs is None or mine == theirs else " (differs)"
            print(
                f"   ({label:20} {_cents(mine):>12} {_cents(theirs) if theirs is not None else '-':>12}){note}"
            )
        print(
            f"figures to the cent: {exact} of {total}; provisional rows still in the BAS year: "
            f"{summary.pending_review.rows}"
        )
        rows_ok = share <= ROWS_TARGET
        decisions_ok = decisions <= DECISIONS_TARGET
        print(
            f"targets: rows asked {'met' if rows_ok else 'NOT met'}; decisions "
            f"{'met' if decisions_ok else 'NOT met'}; silent errors that matter "
            f"{'met' if not silent else 'NOT met'}; figures {'met' if exact == total else 'NOT met'}"
            + ("; every row matched to its label NOT met" if unmatched else "")
        )
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--data", type=Path, required=True, help="A labelled year's folder.")
    parser.add_argument("--fy", type=int, default=2026, help="The financial year of the statement.")
    parser.add_argument("--database-url", default=None, help="Default: a new SQLite file in a temp folder.")
    parser.add_argument("--show", type=int, default=10, help="Silent errors to print.")
    parser.add_argument(
        "--flag-silent",
        action="store_true",
        help="Oracle: flag the rows wrong without being asked before answering (what the review reaches "
        "once categorisation asks about all it gets wrong). Never a measurement of finkit out of the box.",
    )
    parser.add_argument("--items", action="store_true", help="Print each review item with its labels.")
    parser.add_argument(
        "--by-kind",
        action="store_true",
        help="Tally the items, rows asked and decisions by the kind of question (row_kinds).",
    )
    parser.add_argument(
        "--no-stated-names",
        action="store_true",
        help="Do not state person.md's clients and suppliers at set-up (the measurement before they were read).",
    )
    args = parser.parse_args(argv)
    return walk(
        args.data,
        fy=args.fy,
        database_url=args.database_url,
        show=args.show,
        flag_silent=args.flag_silent,
        items=args.items,
        stated_names=not args.no_stated_names,
        by_kind={} if args.by_kind else None,
    )


if __name__ == "__main__":
    sys.exit(main())
