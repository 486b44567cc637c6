"""The books out of the box: a labelled year imported as a new user would, scored row by row and figure by figure.

    PYTHONPATH=src:. python bench/books_out_of_box.py --data tests/data/photographer_fy2026 [--rows]

For a labelled year (``statement.csv``, ``labels.csv``, ``hand_worked.py`` and the person's profile in
``person.md``): a new SQLite database, a user, the tax profile the person.md states (read from its text,
never typed here: entity, GST registration, basis, BAS period), ``import statement.csv``, then
``categorise --apply`` -- nothing else, no rule, no edit. Then each row is compared with its label:

- *wrong*: its category, its income standing (a sale or not), its business standing (a business cost or
  sale, or private) or its GST treatment (taxable, export, or no GST; only where the row is business)
  differs from the label;
- *asked*: the review queue will ask about it (``needs_review``, no category, or a category guessed
  below 0.9 confidence);
- *silently wrong*: wrong and not asked (the number that must be 0).

Printed: those counts (totals only, with ``--rows`` also each silently wrong row: never use ``--rows`` on
held-out data), the share of rows asked about (target <= 15 %), and each BAS quarter's G1, G2, 1A, 1B and
the year's business income and total deductions against hand_worked.py.
"""

from __future__ import annotations

import argparse
import csv
import importlib.util
import json
import re
import sys
import tempfile
import uuid
from collections import Counter, defaultdict
from decimal import Decimal
from pathlib import Path
from types import ModuleType
from typing import Any

from sqlalchemy import select
from typer.testing import CliRunner

from finkit.cli.main import app as cli_app
from finkit.core.categories.models import Category
from finkit.core.db.engine import Database
from finkit.core.tax.bas import BUSINESS_PURCHASE_CATEGORIES
from finkit.core.transactions.models import Transaction

ASKED_BELOW = Decimal("0.9")
NO_GST = {"gst_free", "input_taxed", "out_of_scope"}


def profile_args(data: Path) -> list[str]:
    """``profile set`` options from the person's own words (person.md, else README.md), read by pattern."""
    text = ""
    for name in ("person.md", "README.md"):
        if (data / name).exists():
            text += (data / name).read_text(encoding="utf-8") + "\n"
    low = text.lower()
    args = ["--country", "AU"]
    if "sole trader" in low or "sole-trader" in low:
        args += ["--entity-type", "sole_trader"]
    elif "company" in low and "pty ltd" in low and "director" in low:
        args += ["--entity-type", "company"]
    else:
        args += ["--entity-type", "individual"]
    registered = _gst_registered(low)
    args += ["--gst-registered" if registered else "--not-gst-registered"]
    if registered:
        args += [
            "--gst-basis",
            "cash",
            "--bas-period",
            "monthly" if "reports monthly" in low else "quarterly",
        ]
    return args


def _gst_registered(low: str) -> bool:
    """The person's own GST line (``- **GST**: registered; ...``) decides; else a "GST-registered" /
    "registered for GST" said of the person (a supplier "not registered for GST" says nothing of them)."""
    for line in low.splitlines():
        head = line.strip(" -*#|").lstrip("*")
        if head.startswith("gst") and "regist" in line:
            return "not registered" not in line and "unregistered" not in line
    said = re.findall(r"(\bnot\s+)?(?:gst[- ]registered|registered for gst)", low)
    return any(not negated for negated in said)


def _load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"hand_worked_{uuid.uuid4().hex}", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Cli:
    def __init__(self, url: str, email: str) -> None:
        self.runner, self.prefix = CliRunner(), ["--database", url, "--user", email]

    def __call__(self, *args: str) -> str:
        result = self.runner.invoke(cli_app, [*self.prefix, *args])
        if result.exit_code != 0:
            raise SystemExit(f"finkit {' '.join(args)} failed: {result.output}")
        return str(result.stdout)

    def json(self, *args: str) -> Any:
        return json.loads(self(*args, "--json"))


def _finkit_view(tx: Transaction, cat: Category | None) -> dict[str, Any]:
    income = cat is not None and cat.tax_category == "income" and tx.amount > 0
    business = income or bool(
        tx.is_tax_deductible and cat is not None and cat.tax_category in BUSINESS_PURCHASE_CATEGORIES
    )
    tags = {t.casefold() for t in tx.tags or []}
    if "export" in tags or tx.gst_treatment == "export":
        gst = "export"
    elif tx.gst_amount:
        gst = "taxable"
    else:
        gst = "none"
    asked = (
        bool(tx.needs_review)
        or cat is None
        or (
            tx.category_assigned_by != "user"
            and tx.category_confidence is not None
            and tx.category_confidence < ASKED_BELOW
        )
    )
    return {"category": cat.name if cat else None, "income": income, "business": business, "gst": gst,
            "asked": asked, "group": (tx.merchant or tx.description, tx.amount > 0)}  # fmt: skip


def _label_view(label: dict[str, str]) -> dict[str, Any]:
    ato = label.get("atoLabel") or label.get("label") or ""
    # income: a sale, or interest (return item 10, an input-taxed supply the BAS puts in G1 and G4)
    income = ato.startswith("P8-income") or ato.split(" ")[0] == "10"
    business = label.get("use", "business" if label.get("deductible") == "yes" else "") in (
        "business",
        "mixed",
    )
    treatment = label.get("gstTreatment") or label.get("gst") or ""
    gst = "export" if treatment == "export" else "taxable" if treatment == "taxable" else "none"
    return {"category": label["category"], "income": income, "business": business or income, "gst": gst}


def score(data: Path, show_rows: bool, profile: list[str]) -> dict[str, Any]:
    hand = _load(data / "hand_worked.py")
    with (data / "labels.csv").open(encoding="utf-8") as handle:
        labels = list(csv.DictReader(handle))
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite:///{tmp}/books.db"
        database = Database(url)
        email = f"person-{uuid.uuid4().hex[:8]}@example.com"
        created = CliRunner().invoke(
            cli_app, ["--database", url, "users", "create", "--email", email, "--password", "Sup3r-secret!"]
        )
        assert created.exit_code == 0, created.output
        cli = Cli(url, email)
        cli("profile", "set", *profile)
        imported = cli.json("import", str(data / "statement.csv"))
        applied = cli.json("categorise", "--apply")
        with database.session() as session:
            rows = session.execute(
                select(Transaction, Category).outerjoin(Category, Transaction.category_id == Category.id)
            ).all()
            views: dict[tuple[str, Decimal, str], list[dict[str, Any]]] = defaultdict(list)
            for tx, cat in rows:
                views[(tx.date.date().isoformat(), tx.amount, tx.description)].append(_finkit_view(tx, cat))
        quarters = {q: cli.json("report", "bas", "--fy", "2026", "--q", str(q)) for q in (1, 2, 3, 4)}
        summary = cli.json("report", "tax", "--fy", "2026")
        database.dispose()
    wrong: Counter[str] = Counter()
    silent: Counter[str] = Counter()
    silent_rows = silent_tax = asked = unmatched = 0
    groups: set[tuple[str, bool]] = set()
    for label in labels:
        bucket = views.get((label["date"], Decimal(label["amount"]), label["description"]))
        if not bucket:
            unmatched += 1
            continue
        got, want = bucket.pop(), _label_view(label)
        asked += got["asked"]
        if got["asked"]:
            groups.add(got["group"])
            if show_rows:
                print(f"  asked  {label['amount']:>10} {label['description'][:60]:60} got={got['category']}")
        kinds = [k for k in ("income", "business") if got[k] != want[k]]
        if got["category"] != want["category"]:
            kinds.append("category")
        if (want["business"] or got["business"]) and got["gst"] != want["gst"]:
            kinds.append("gst")
        for kind in kinds:
            wrong[kind] += 1
            if not got["asked"]:
                silent[kind] += 1
        if kinds and not got["asked"]:
            silent_rows += 1
            silent_tax += kinds != ["category"]
            if show_rows:
                print(f"  silent {','.join(kinds):24} {label['amount']:>10} {label['description'][:60]:60} "
                      f"got={got['category']}/{got['gst']} want={want['category']}/{want['gst']}")  # fmt: skip
    figures: list[tuple[str, Decimal, Decimal]] = []
    for q, report in quarters.items():
        want_q = hand.bas(q)
        for field in ("G1", "G2", "1A", "1B"):
            if field in want_q:
                figures.append((f"Q{q} {field}", Decimal(str(report["fields"][field])), want_q[field]))
    want_t = hand.tax_summary()
    income = sum(
        (Decimal(str(x["amount"])) for x in summary["income"] if x["label"] == "P8-income"), Decimal(0)
    )
    figures.append(("business income", income, want_t["P8-income"]))
    total_key = next(k for k in want_t if k.startswith("totalDeductions"))
    figures.append(("total deductions", Decimal(str(summary["totalDeductions"])), want_t[total_key]))
    return {"rows": len(labels), "imported": imported.get("added"), "applied": applied.get("applied"),
            "unmatched": unmatched, "wrong": wrong, "silent": silent, "silentRows": silent_rows, "silentTax": silent_tax,
            "asked": asked, "groups": len(groups), "figures": figures}  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", required=True, type=Path)
    parser.add_argument("--rows", action="store_true", help="print each silently wrong row (tune data only)")
    parser.add_argument(
        "--profile-args", help="profile set options instead of reading person.md (the electrician has none)"
    )
    args = parser.parse_args()
    if args.rows and "heldout" in str(args.data):
        sys.exit("--rows prints rows: never on held-out data")
    profile = args.profile_args.split() if args.profile_args else profile_args(args.data)
    if "heldout" not in str(args.data):
        print(f"profile set {' '.join(profile)}")
    result = score(args.data, args.rows, profile)
    rows = result["rows"]
    print(
        f"{args.data.name}: {rows} rows, imported {result['imported']}, categorise --apply set {result['applied']}"
    )
    print(f"  silently wrong rows: {result['silentRows']}  ({dict(result['silent'])}); of them wrong in income, "
          f"business or GST standing: {result['silentTax']} (the rest: only the category's name differs)")  # fmt: skip
    print(f"  wrong rows by kind (asked or not): {dict(result['wrong'])}; unmatched {result['unmatched']}")
    print(
        f"  asked about: {result['asked']} rows = {100 * result['asked'] / rows:.1f} % (target <= 15 %), in {result['groups']} groups (merchant and direction)"
    )
    off = [(name, got, want) for name, got, want in result["figures"] if got != want]
    print(f"  figures right to the cent: {len(result['figures']) - len(off)} of {len(result['figures'])}")
    for name, got, want in result["figures"]:
        print(f"    {name:18} finkit {got:>12.2f}  truth {want:>12.2f}  off {got - want:>12.2f}")


if __name__ == "__main__":
    main()
