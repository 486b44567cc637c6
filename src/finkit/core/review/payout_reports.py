"""A card processor's payout report, imported once: every payout it lists answered as the review would be.

The review asks each payout's fee and export part of the processor's payout report (``payouts``,
``decide``'s ``processorFees``/``processorExports``). The report itself holds them: each payout's gross,
fee and net, and (Stripe's) each charge's card country. Importing it reads each payout (the layouts are
data: ``data/payout_reports.csv``), matches it to its bank row (the processor named on the row, the net to
the cent, the date within ``DATE_SLACK_DAYS``) and answers the rows exactly as a review answer giving
``processorFees`` and ``processorExports`` does (``decide.settle_item``): nothing else splits them. A
report payout with no bank row, or a bank row two payouts claim, is an error naming the report line, and
nothing is written (unless the person asks for the matched ones only). A payout already kept as parts is
left as it is, so importing the same report again changes nothing.
"""

from __future__ import annotations

import csv
import io
import re
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import Decimal
from functools import lru_cache
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.categories.models import Category
from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.datafiles import data_rows
from finkit.core.errors import ValidationError
from finkit.core.imports.detect import SAMPLE_BYTES, detect_encoding
from finkit.core.money import AmountError, parse_amount_text
from finkit.core.review.decide import settle_item
from finkit.core.review.flags import Window
from finkit.core.review.queue import asked_rows, groups_in, suggestion_of
from finkit.core.review.schemas import ReviewDecide
from finkit.core.transactions.models import Transaction

LAYOUTS = Path(__file__).with_name("data") / "payout_reports.csv"
#: A payout reaches the bank on its report's date or a few business days either side (weekends, holidays).
DATE_SLACK_DAYS = 5
#: The card country of a sale in Australia; any other is an export (GST Act s38-190).
HOME_COUNTRY = "AU"
_SHOWN = 10


@dataclass(frozen=True)
class Layout:
    name: str
    processor: str
    payout: str
    date: str
    gross: str
    fee: str
    net: str
    currency: str
    country: str
    export: str
    source: str

    def columns(self) -> list[str]:
        return [c for c in (self.payout, self.date, self.gross, self.fee, self.net) if c]


@lru_cache(maxsize=1)
def layouts() -> tuple[Layout, ...]:
    """The report layouts finkit reads, most specific first (``data/payout_reports.csv``)."""
    return tuple(
        Layout(
            name=r["layout"],
            processor=r["processor"],
            payout=r["payout"],
            date=r["date"],
            gross=r["gross"],
            fee=r["fee"],
            net=r["net"],
            currency=r["currency"],
            country=r["country"],
            export=r["export"],
            source=r["source"],
        )
        for r in data_rows(LAYOUTS)
    )


@dataclass
class ReportPayout:
    """One payout as the report shows it: the report lines it sums, its day, gross, fee, net and the part
    of the gross paid by buyers outside Australia."""

    lines: list[int]
    payout_id: str
    date: date
    gross: Decimal = Decimal(0)
    fee: Decimal = Decimal(0)
    net: Decimal = Decimal(0)
    export: Decimal = Decimal(0)
    currency: str | None = None

    def named(self) -> str:
        where = f"report line {self.lines[0]}" + (f" (payout {self.payout_id})" if self.payout_id else "")
        return f"{where}, {self.date.isoformat()}, net {self.net}"


@dataclass
class Report:
    layout: Layout
    processor: str
    payouts: list[ReportPayout] = field(default_factory=list)


def _day(text: str, line: int, column: str) -> date:
    value = text.strip()
    for fmt, size in (("%Y-%m-%d", 10), ("%d/%m/%Y", 10)):
        try:
            return datetime.strptime(value[:size], fmt).date()
        except ValueError:
            continue
    raise ValidationError.for_field("file", f"report line {line}: {column} {value!r} is no date")


def _amount(text: str, line: int, column: str) -> Decimal:
    try:
        value = parse_amount_text(text or "")
    except AmountError as error:
        raise ValidationError.for_field(
            "file", f"report line {line}: {column} {text!r} is no amount"
        ) from error
    return value if value is not None else Decimal(0)


def report_text(data: bytes) -> str:
    """An uploaded report's bytes as text, in the encoding a bank file's would be read in
    (``detect_encoding``: a BOM, UTF-16, UTF-8, else Windows-1252): a spreadsheet's export in Windows-1252
    is read, and bytes that are no report reach ``read_report`` (400 naming ``file``), never a 500."""
    encoding = detect_encoding(data[:SAMPLE_BYTES], [data[SAMPLE_BYTES:]])
    return data.decode(encoding, errors="replace")


def read_report(text: str, processor: str | None = None) -> Report:
    """The payouts a report file lists, in the first layout whose columns its header holds. A clear error
    on ``file`` naming the line when a figure is no amount or a payout's net is not its gross less its fee;
    on ``processor`` when the layout does not name the processor and the person did not."""
    reader = csv.DictReader(io.StringIO(text.lstrip("\ufeff")))
    header = {h.strip() for h in reader.fieldnames or []}
    layout = next((lay for lay in layouts() if set(lay.columns()) <= header), None)
    if layout is None:
        known = "; ".join(f"{lay.name}: {', '.join(lay.columns())}" for lay in layouts())
        raise ValidationError.for_field("file", f"no payout report layout has these columns ({known})")
    name = (processor or layout.processor).strip()
    if not name:
        raise ValidationError.for_field(
            "processor", f"the {layout.name} layout does not say whose payouts it lists: name the processor"
        )
    report = Report(layout=layout, processor=name)
    by_id: dict[str, ReportPayout] = {}
    for line, raw in enumerate(reader, start=2):
        row = {(k or "").strip(): (v or "").strip() for k, v in raw.items()}
        if not any(row.values()):
            continue
        key = row.get(layout.payout, "") if layout.payout else f"#{line}"
        payout = by_id.get(key)
        if payout is None:
            payout = ReportPayout(
                lines=[],
                payout_id=key if layout.payout else "",
                date=_day(row[layout.date], line, layout.date),
            )
            by_id[key] = payout
            report.payouts.append(payout)
        payout.lines.append(line)
        gross = _amount(row[layout.gross], line, layout.gross)
        payout.gross += gross
        payout.fee += abs(_amount(row[layout.fee], line, layout.fee))
        payout.net += _amount(row[layout.net], line, layout.net)
        if layout.currency and row.get(layout.currency):
            payout.currency = row[layout.currency].upper()
        if layout.country and (row.get(layout.country) or HOME_COUNTRY).upper() != HOME_COUNTRY:
            payout.export += gross
        if layout.export and row.get(layout.export):
            payout.export += _amount(row[layout.export], line, layout.export)
    for payout in report.payouts:
        if payout.gross - payout.fee != payout.net:
            raise ValidationError.for_field(
                "file",
                f"{payout.named()}: its gross {payout.gross} less its fee {payout.fee} is not its net",
            )
        if not 0 <= payout.export <= payout.gross:
            raise ValidationError.for_field(
                "file", f"{payout.named()}: its export part {payout.export} is not from 0 to its gross"
            )
    return report


@dataclass
class Matched:
    payout: ReportPayout
    tx: Transaction | None = None
    problem: str | None = None
    status: str = "unmatched"


def _named_processor(processor: str) -> re.Pattern[str]:
    return re.compile(rf"\b{re.escape(processor.casefold())}\b")


def match_payouts(session: Session, ctx: AccountContext, report: Report) -> list[Matched]:
    """Each report payout's bank row: money in naming the processor, its amount the payout's net to the
    cent, its date within ``DATE_SLACK_DAYS`` of the report's (the nearest first). A payout with none,
    or whose only rows another payout took, carries the problem instead."""
    word = _named_processor(report.processor)
    rows = [
        tx
        for tx in session.scalars(
            select(Transaction).where(Transaction.account_id == ctx.account_id, Transaction.amount > 0)
        )
        if word.search(f"{tx.merchant or ''} {tx.description}".casefold())
    ]
    by_amount: dict[Decimal, list[Transaction]] = defaultdict(list)
    for tx in rows:
        by_amount[tx.amount].append(tx)
    taken: dict[str, ReportPayout] = {}
    found: list[Matched] = []
    for payout in sorted(report.payouts, key=lambda p: (p.date, p.lines[0])):
        near = sorted(
            (
                tx
                for tx in by_amount.get(payout.net, [])
                if abs((tx.date.date() - payout.date).days) <= DATE_SLACK_DAYS
                and (payout.currency is None or tx.currency.upper() == payout.currency)
            ),
            key=lambda tx: (abs((tx.date.date() - payout.date).days), tx.id),
        )
        free = [tx for tx in near if tx.id not in taken]
        if free:
            taken[free[0].id] = payout
            found.append(Matched(payout, free[0], status="matched"))
        elif near:
            other = taken[near[0].id]
            found.append(
                Matched(
                    payout,
                    problem=f"{payout.named()}: its bank row {near[0].id} is matched twice (also "
                    f"{other.named()})",
                )
            )
        else:
            found.append(
                Matched(
                    payout,
                    problem=f"{payout.named()}: no {report.processor} payout of {payout.net} in the bank "
                    f"within {DATE_SLACK_DAYS} days",
                )
            )
    return sorted(found, key=lambda m: m.payout.lines[0])


def _answer_category(session: Session, ctx: AccountContext, suggested: str | None, tx: Transaction) -> str:
    """The sale's category: the review's suggestion when it is an income category, else the row's own
    when it is one; else a clear error (the person answers what the payouts are first)."""
    for ref in (suggested, tx.category_id):
        if ref is None:
            continue
        cat = session.scalar(
            select(Category).where(
                Category.account_id == ctx.account_id,
                (Category.id == ref) | (Category.name_key == ref.casefold()),
            )
        )
        if cat is not None and cat.kind == "income":
            return cat.name
    raise ValidationError.for_field(
        "file", f"bank row {tx.id}: finkit has no sale category for it: answer its item in the review first"
    )


def plan_report(
    session: Session, ctx: AccountContext, report: Report, *, matched_only: bool = False
) -> tuple[list[Matched], dict[str, Matched]]:
    """Match the report's payouts to their bank rows (writes nothing): every payout, and the ones still to
    settle by bank row id. Rows already kept as parts are left (``unchanged``). A problem is an error
    naming the report lines (at most ``_SHOWN``) unless ``matched_only``."""
    matched = match_payouts(session, ctx, report)
    waiting: dict[str, Matched] = {}
    for m in matched:
        if m.tx is None:
            continue
        if m.tx.splits:
            m.status = "unchanged"  # kept as parts already (this report imported before, or answered)
        else:
            waiting[m.tx.id] = m
    if waiting:
        asked = {tx.id for g in groups_in(session, ctx, Window()).values() for tx, _ in asked_rows(g)}
        for tx_id in [i for i in waiting if i not in asked]:
            m = waiting.pop(tx_id)
            m.status, m.problem = (
                "unmatched",
                f"{m.payout.named()}: its bank row {tx_id} is not waiting in the review (filed as one "
                "sale already): answer it there",
            )
    problems = [m.problem for m in matched if m.problem]
    if problems and not matched_only:
        more = f" and {len(problems) - _SHOWN} more" if len(problems) > _SHOWN else ""
        raise ValidationError.for_field(
            "file", "; ".join(problems[:_SHOWN]) + more + " (nothing imported; or import the matched only)"
        )
    return matched, waiting


def settle_next_payouts(
    session: Session, ctx: AccountContext, waiting: dict[str, Matched]
) -> tuple[list[ChangeSet], list[tuple[str, str]]] | None:
    """Answer the next review item holding payouts of ``waiting`` as the review does with
    ``processorFees`` and ``processorExports`` (``decide.settle_item``), taking them off ``waiting``
    (``settled``). Returns the edits' changes and the bank's fees to follow (``decide.follow_purchases``),
    for the use case to settle before the next item is looked up; None when no item holds one."""
    if not waiting:
        return None
    groups = groups_in(session, ctx, Window())
    item, group = next(
        ((i, g) for i, g in groups.items() if any(tx.id in waiting for tx, _ in asked_rows(g))),
        (None, None),
    )
    if item is None or group is None:
        return None
    rows = [tx for tx, _ in asked_rows(group)]
    mine = [tx for tx in rows if tx.id in waiting]
    suggestion = suggestion_of(group)
    treatment = suggestion.gst_treatment
    if treatment == "export":  # the report gives each payout's export part: the rest is a sale here
        treatment = "taxable"
    decision = ReviewDecide.model_validate(
        {
            "category": _answer_category(session, ctx, suggestion.category, mine[0]),
            "gstTreatment": treatment,
            "processorFees": {tx.id: str(waiting[tx.id].payout.fee) for tx in mine},
            "processorExports": {
                tx.id: str(waiting[tx.id].payout.export) for tx in mine if waiting[tx.id].payout.export
            }
            or None,
            "onlyTransactionIds": None if len(mine) == len(rows) else [tx.id for tx in mine],
        }
    )
    _, settled, fees = settle_item(session, ctx, item, decision)
    for tx in mine:
        waiting.pop(tx.id).status = "settled"
    return settled, fees
