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
from datetime import date
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
from finkit.core.profile.service import load_profile
from finkit.core.review.decide import settle_item
from finkit.core.review.flags import Window
from finkit.core.review.food_trade import food_business
from finkit.core.review.queue import asked_rows, groups_in, suggestion_of
from finkit.core.review.schemas import ReviewDecide
from finkit.core.tax.gst import gst_in
from finkit.core.transactions.models import Transaction

LAYOUTS = Path(__file__).with_name("data") / "payout_reports.csv"
#: A payout reaches the bank on its report's date or a few business days either side (weekends, holidays).
DATE_SLACK_DAYS = 5
#: The card country of a sale in Australia; any other is an export (GST Act s38-190).
HOME_COUNTRY = "AU"
_SHOWN = 10


#: The GST rate a report's GST column is read at (prices GST-inclusive: Australia's 10 %).
GST_RATE = Decimal(10)


def one_eleventh(amount: Decimal) -> Decimal:
    """The GST in a GST-inclusive price at ``GST_RATE``, to the cent (``tax.gst.gst_in``)."""
    return gst_in(amount, GST_RATE, included=True, currency="AUD")


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
    kind: str
    skip: str
    withdrawal: str
    time: str
    fee_lines: str
    held: str
    gst_free: str
    gst: str
    tips: str
    source: str

    def grosses(self) -> list[str]:
        """The gross's columns: one, or several summed (Shopify's payouts: ``Charges+Refunds+Adjustments``)."""
        return [c.strip() for c in self.gross.split("+")]

    def columns(self) -> list[str]:
        named = (self.payout, self.date, *self.grosses(), self.fee, self.net, self.kind, self.time)
        return [c for c in named if c]


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
            kind=r["type"],
            skip=r["skip"],
            withdrawal=r["withdrawal"],
            time=r["time"],
            fee_lines=r["fee_lines"],
            held=r["held"],
            gst_free=r.get("gst_free", ""),
            gst=r.get("gst", ""),
            tips=r.get("tips", ""),
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
    #: Whether the report says the export part (a buyer's country on each line, or an export column): a
    #: payout finkit asks whether it is an export is settled only then.
    export_known: bool = False
    #: The part of the gross that is GST-free sales (GST-free food: G1 and G3, no GST), from the report's
    #: GST-free column or its GST collected (``_gst_free``); 0 when the report does not say.
    gst_free: Decimal = Decimal(0)
    #: Whether the report gives its GST (a GST-free column or the GST collected): then ``gst_free`` is the
    #: person's word on the payout's GST-free sales, the rest taxable, whatever finkit suggested.
    gst_known: bool = False

    @property
    def tips(self) -> Decimal:
        """The tips customers added, passed on in the payout beside the sales (a rideshare or delivery
        platform's; the layout's tips column): part of the net, no part of the gross (no sale at G1, no
        GST; income all the same). Each line's fee is its gross plus its tips less its net (``_figures``),
        so the tips are what the net holds beyond the gross less the fee: 0 without a tips column."""
        return self.net + self.fee - self.gross

    def named(self) -> str:
        where = f"report line {self.lines[0]}" + (f" (payout {self.payout_id})" if self.payout_id else "")
        return f"{where}, {self.date.isoformat()}, net {self.net}"


@dataclass
class Report:
    layout: Layout
    processor: str
    #: Whether the file gives each line's GST-free sales or GST (``_gst_read``).
    gst_read: bool = False
    #: Whether the processor's tax invoice shows GST in its fees, as the person says (``FEE_GST``); None:
    #: ``processor_fees.csv``'s knowledge.
    fee_gst: str | None = None
    payouts: list[ReportPayout] = field(default_factory=list)


#: ``--fee-gst``: whether the processor's tax invoice shows GST in its fees (``processorFeeGst``).
FEE_GST = ("taxable", "input_taxed")
#: ``--date-order``: how a slashed date reads when no day of the file tells (``3/4/2026``).
DATE_ORDERS = ("dmy", "mdy")
_ISO = re.compile(r"^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:$|[ T])")
_SLASHED = re.compile(r"^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?:$|[ T,])")
#: The lines a header may follow (a report's title, its account and period): a preamble longer is no report.
PREAMBLE_LINES = 30


def _bad_day(line: int, column: str, value: str, why: str = "is no date") -> ValidationError:
    return ValidationError.for_field("file", f"report line {line}: {column} {value!r} {why}")


def _date_order(days: list[tuple[int, str]], column: str, stated: str | None) -> str | None:
    """How the file's slashed dates read: day first where one of them has a first part above 12, month
    first where one has a second part above 12, else the person's ``stated`` order. Both in one file, or
    neither and none stated: an error (naming a line) that asks for ``--date-order``."""
    day_first = next(((n, v) for n, v in days if (m := _SLASHED.match(v)) and int(m.group(1)) > 12), None)
    month_first = next(((n, v) for n, v in days if (m := _SLASHED.match(v)) and int(m.group(2)) > 12), None)
    if day_first and month_first:
        raise _bad_day(
            month_first[0],
            column,
            month_first[1],
            f"is month first, but line {day_first[0]}'s {day_first[1]!r} is day first",
        )
    if day_first or month_first:
        found = "dmy" if day_first else "mdy"
        if stated and stated != found:
            n, v = day_first or month_first or (0, "")
            raise _bad_day(n, column, v, f"cannot be read {stated} (--date-order)")
        return found
    slashed = next(((n, v) for n, v in days if _SLASHED.match(v)), None)
    if slashed and stated is None:
        raise ValidationError.for_field(
            "dateOrder",
            f"report line {slashed[0]}: {column} {slashed[1]!r} reads as day/month or month/day and no "
            "day of the file tells which: give the date order (--date-order dmy or mdy)",
        )
    return stated


def _day(value: str, line: int, column: str, order: str | None) -> date:
    try:
        if m := _ISO.match(value):
            return date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        if (m := _SLASHED.match(value)) and order:
            first, second, year = int(m.group(1)), int(m.group(2)), int(m.group(3))
            year += 2000 if year < 100 else 0
            return date(year, second, first) if order == "dmy" else date(year, first, second)
    except ValueError:
        pass
    raise _bad_day(line, column, value)


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


def _header(text: str) -> tuple[int, Layout]:
    """The line holding the header (0-based; a preamble may come first) and the first layout whose columns
    it holds."""
    lines = text.splitlines()
    for at, cells in enumerate(csv.reader(lines[:PREAMBLE_LINES])):
        header = {c.strip() for c in cells}
        layout = next((lay for lay in layouts() if set(lay.columns()) <= header), None)
        if layout is not None:
            return at, layout
    known = "; ".join(f"{lay.name}: {', '.join(lay.columns())}" for lay in layouts())
    raise ValidationError.for_field("file", f"no payout report layout has these columns ({known})")


@dataclass
class _Line:
    number: int
    row: dict[str, str]


def read_report(
    text: str, processor: str | None = None, date_order: str | None = None, fee_gst: str | None = None
) -> Report:
    """The payouts a report file lists, in the first layout whose columns its header holds (the header may
    follow a preamble). Amounts may carry a currency sign and thousands separators; a line's fee is its
    gross less its net whichever sign the report gives it (a refund's fee returned is below 0). A clear
    error on ``file`` naming the line when a figure is no amount or no date, or a line's fee is not its
    gross less its net; on ``dateOrder`` when the file's dates could be day or month first; on
    ``processor`` when the layout does not name the processor and the person did not."""
    if date_order is not None and date_order not in DATE_ORDERS:
        raise ValidationError.for_field("dateOrder", f"{date_order!r} is not one of {', '.join(DATE_ORDERS)}")
    if fee_gst is not None and fee_gst not in FEE_GST:
        raise ValidationError.for_field("feeGst", f"{fee_gst!r} is not one of {', '.join(FEE_GST)}")
    text = text.lstrip("\ufeff")
    at, layout = _header(text)
    name = (processor or layout.processor).strip()
    if not name:
        raise ValidationError.for_field(
            "processor", f"the {layout.name} layout does not say whose payouts it lists: name the processor"
        )
    reader = csv.DictReader(io.StringIO("\n".join(text.splitlines()[at:])))
    skip = re.compile(layout.skip, re.IGNORECASE) if layout.skip else None
    lines: list[_Line] = []
    for number, raw in enumerate(reader, start=at + 2):
        row = {(k or "").strip(): (v or "").strip() for k, v in raw.items() if isinstance(v, str)}
        if not any(row.values()):
            continue
        if layout.payout and not row.get(layout.payout):
            continue  # not paid out yet (a pending sale), or never (Square's cash sales)
        if skip and skip.search(row.get(layout.kind, "")):
            continue
        lines.append(_Line(number, row))
    order = _date_order([(ln.number, ln.row.get(layout.date, "")) for ln in lines], layout.date, date_order)
    report = Report(layout=layout, processor=name, gst_read=_gst_read(layout, lines), fee_gst=fee_gst)
    if layout.withdrawal:
        _withdrawals(report, lines, order)
    else:
        _payout_lines(report, lines, order)
    for payout in report.payouts:
        if not 0 <= payout.export <= payout.gross:
            raise ValidationError.for_field(
                "file", f"{payout.named()}: its export part {payout.export} is not from 0 to its gross"
            )
        if not 0 <= payout.gst_free <= payout.gross - payout.export:
            raise ValidationError.for_field(
                "file",
                f"{payout.named()}: its GST-free sales {payout.gst_free} are not from 0 to its gross "
                f"{payout.gross} less its export part {payout.export}",
            )
    return report


def _gst_read(layout: Layout, lines: list[_Line]) -> bool:
    """Whether the file gives the GST-free sales: a GST-free column with a figure on some line, or a GST
    column not 0 on some line (a file whose GST is 0 or empty on every line says nothing of GST: the point
    of sale was not set up to charge it, and its sales are not thereby GST-free)."""

    def given(column: str, nonzero: bool) -> bool:
        for ln in lines:
            text = ln.row.get(column, "") if column else ""
            if not text:
                continue
            if not nonzero:
                return True
            try:
                if parse_amount_text(text):
                    return True
            except AmountError:
                return True  # read (and refused, naming the line) as the line is
        return False

    return given(layout.gst_free, False) or given(layout.gst, True)


def _gst_free(layout: Layout, line: _Line, gross: Decimal, export: Decimal) -> Decimal:
    """A line's GST-free sales: the GST-free column's figure, else the gross less the export less 11 x the
    GST collected (prices GST-inclusive at 10 %: the taxable sales are 11 times their GST), a line whose GST
    is 1/11 of its gross less its export to the cent being all taxable. With both columns, the GST must be
    1/11 of the gross less the GST-free part and the export, to the cent. A clear error naming the line and
    the column when the figures disagree or the part is not from 0 to the gross less the export."""
    row, n = line.row, line.number
    free_text = row.get(layout.gst_free, "") if layout.gst_free else ""
    gst_text = row.get(layout.gst, "") if layout.gst else ""
    if not free_text and not gst_text:
        return Decimal(0)
    sign = Decimal(-1) if gross < 0 else Decimal(1)  # a refund's figures are below 0, as its gross
    sales = sign * (gross - export)
    gst = sign * _amount(gst_text, n, layout.gst) if gst_text else None
    if free_text:
        free = sign * _amount(free_text, n, layout.gst_free)
        if not 0 <= free <= sales:
            raise ValidationError.for_field(
                "file",
                f"report line {n}: its {layout.gst_free} {sign * free} is not from 0 to its {layout.gross} "
                f"{gross}" + (f" less its export part {export}" if export else ""),
            )
        if gst is not None and gst != one_eleventh(sales - free):
            raise ValidationError.for_field(
                "file",
                f"report line {n}: its {layout.gst} {sign * gst} is not 1/11 of its taxable sales "
                f"{sign * (sales - free)} ({layout.gross} {gross} less {layout.gst_free} {sign * free}"
                + (f" less export {export}" if export else "")
                + f"): {sign * one_eleventh(sales - free)} (give the GST-free sales alone if the point of sale "
                "rounds GST item by item)",
            )
        return sign * free
    assert gst is not None
    whole = one_eleventh(sales)
    if gst == whole:
        return Decimal(0)
    if not 0 <= gst < whole:
        raise ValidationError.for_field(
            "file",
            f"report line {n}: its {layout.gst} {sign * gst} is not from 0 to 1/11 of its sales "
            f"{sign * sales} ({sign * whole})",
        )
    return sign * (sales - gst * (100 + GST_RATE) / GST_RATE)


def _figures(layout: Layout, line: _Line) -> tuple[Decimal, Decimal, Decimal]:
    """A line's gross, fee and net, its fee the gross less the net (checked against the fee column); a fee
    on a line of its own (its type one of the layout's ``fee_lines``: PayPal's chargeback fee) is all fee."""
    row, n = line.row, line.number
    gross = sum((_amount(row.get(c, ""), n, c) for c in layout.grosses()), Decimal(0))
    net = _amount(row.get(layout.net, ""), n, layout.net)
    for column in [c.strip() for c in layout.held.split("+") if c.strip()]:
        if held := _amount(row.get(column, ""), n, column):
            raise ValidationError.for_field(
                "file",
                f"report line {n}: {column} {held}: money held back or paid again is no sale, and this "
                "file does not say which sales it is (import the processor's transactions export)",
            )
    if layout.fee_lines and re.search(layout.fee_lines, row.get(layout.kind, ""), re.IGNORECASE):
        return Decimal(0), -net, net
    stated = _amount(row.get(layout.fee, ""), n, layout.fee)
    tips = _tips(layout, line)
    if abs(stated) != abs(gross + tips - net):
        plus = f" plus its {layout.tips} {tips}" if tips else ""
        raise ValidationError.for_field(
            "file",
            f"report line {n}: its {layout.gross} {gross} less its {layout.fee} {abs(stated)}{plus} is not "
            f"its {layout.net} {net}",
        )
    return gross, gross + tips - net, net


def _tips(layout: Layout, line: _Line) -> Decimal:
    """A line's tips passed on beside its sales (the layout's tips column; 0 when it has none or the cell
    is empty). Refused below 0: a tip taken back is no line a payout report prints."""
    text = line.row.get(layout.tips, "") if layout.tips else ""
    if not text:
        return Decimal(0)
    tips = _amount(text, line.number, layout.tips)
    if tips < 0:
        raise ValidationError.for_field(
            "file", f"report line {line.number}: its {layout.tips} {tips} is below 0"
        )
    return tips


def _knows_exports(layout: Layout, row: dict[str, str]) -> bool:
    """Whether the file gives the export part: its header holds the layout's country or export column."""
    return bool((layout.country and layout.country in row) or (layout.export and layout.export in row))


def _export(layout: Layout, line: _Line, gross: Decimal) -> Decimal:
    """A line's export part: its gross when its buyer's country is not Australia (an empty one is), or
    the export column's figure."""
    row, part = line.row, Decimal(0)
    if layout.country and (row.get(layout.country) or HOME_COUNTRY).upper() != HOME_COUNTRY:
        part += gross
    if layout.export and row.get(layout.export):
        part += _amount(row[layout.export], line.number, layout.export)
    return part


def _payout_lines(report: Report, lines: list[_Line], order: str | None) -> None:
    """Lines naming their payout (summed by it), or each line a payout."""
    layout = report.layout
    by_id: dict[str, ReportPayout] = {}
    for line in lines:
        row = line.row
        day = _day(row.get(layout.date, ""), line.number, layout.date, order)
        key = row[layout.payout] if layout.payout else f"#{line.number}"
        if layout.payout == layout.date:  # one settlement a day (Afterpay's): the day names it, its time not
            key = day.isoformat()
        payout = by_id.get(key)
        if payout is None:
            payout = ReportPayout(lines=[], payout_id=key if layout.payout else "", date=day)
            by_id[key] = payout
            report.payouts.append(payout)
        payout.lines.append(line.number)
        gross, fee, net = _figures(layout, line)
        payout.gross += gross
        payout.fee += fee
        payout.net += net
        if layout.currency and row.get(layout.currency):
            currency = row[layout.currency].upper()
            if payout.currency not in (None, currency):
                raise ValidationError.for_field(
                    "file",
                    f"report line {line.number}: {layout.currency} {currency} in {payout.named()}, "
                    f"whose other lines are {payout.currency}",
                )
            payout.currency = currency
        export = _export(layout, line, gross)
        payout.export += export
        payout.export_known = _knows_exports(layout, row)
        if report.gst_read:
            payout.gst_free += _gst_free(layout, line, gross, export)
            payout.gst_known = True


def _withdrawals(report: Report, lines: list[_Line], order: str | None) -> None:
    """An account's activity (PayPal's): each withdrawal to the bank is a payout of the sales, refunds and
    fees since the previous one, in time order. Refused, naming the withdrawal's line, when those lines are
    in another currency (converted before it: their fee in the bank's currency is not in the file) or do
    not net to it (the balance was not emptied, or the file starts after a sale it pays out)."""
    layout = report.layout
    withdrawal = re.compile(layout.withdrawal, re.IGNORECASE)
    dated = [
        (_day(ln.row.get(layout.date, ""), ln.number, layout.date, order), ln.row.get(layout.time, ""), ln)
        for ln in lines
    ]
    dated.sort(key=lambda d: (d[0], d[1], bool(withdrawal.search(d[2].row.get(layout.kind, "")))))
    since: list[tuple[_Line, Decimal, Decimal, Decimal]] = []
    for day, _, line in dated:
        if not withdrawal.search(line.row.get(layout.kind, "")):
            since.append((line, *_figures(layout, line)))
            continue
        _, _, paid = _figures(layout, line)
        currency = line.row.get(layout.currency, "").upper() or None
        payout = ReportPayout(
            lines=[line.number, *(ln.number for ln, *_ in since)],
            payout_id="",
            date=day,
            gross=sum((g for _, g, _, _ in since), Decimal(0)),
            fee=sum((f for _, _, f, _ in since), Decimal(0)),
            net=-paid,
            currency=currency,
            export=sum((_export(layout, ln, g) for ln, g, _, _ in since), Decimal(0)),
            export_known=_knows_exports(layout, line.row),
        )
        other = next(
            (ln for ln, *_ in since if (ln.row.get(layout.currency, "").upper() or None) != currency), None
        )
        if other is not None:
            raise ValidationError.for_field(
                "file",
                f"{payout.named()}: line {other.number} is in {other.row.get(layout.currency)}, converted "
                f"before this withdrawal in {currency}: the file does not give its fee in {currency} "
                "(give these payouts in finkit's layout)",
            )
        if payout.gross - payout.fee != payout.net:
            raise ValidationError.for_field(
                "file",
                f"{payout.named()}: the payments since the previous withdrawal net "
                f"{payout.gross - payout.fee}, not the {payout.net} withdrawn (the balance kept some, or the "
                "file starts after a payment it pays out)",
            )
        report.payouts.append(payout)
        since = []


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


def _asked_treatments(session: Session, ctx: AccountContext) -> dict[str, str | None]:
    """Each row the review asks about, by id: the GST treatment its item suggests."""
    return {
        tx.id: suggestion_of(g).gst_treatment
        for g in groups_in(session, ctx, Window()).values()
        for tx, _ in asked_rows(g)
    }


def _reopen(session: Session, rows: list[Transaction | None]) -> bool:
    """Put the payouts finkit filed on its own guess back up for review (``needs_review``), so that the
    report settles them as the review would; the person's own and locked rows are left. Whether any was."""
    guessed = [
        tx for tx in rows if tx is not None and not tx.category_locked and tx.category_assigned_by != "user"
    ]
    for tx in guessed:
        tx.needs_review = True
    if guessed:
        session.flush()
    return bool(guessed)


def plan_report(
    session: Session, ctx: AccountContext, report: Report, *, matched_only: bool = False
) -> tuple[list[Matched], dict[str, Matched]]:
    """Match the report's payouts to their bank rows: every payout, and the ones still to settle by bank
    row id. Rows already kept as parts are left (``unchanged``). A payout finkit filed as one sale on its
    own guess (never the person's own category, never a locked row) is put back up for review, since the
    report is the person's word on it and the fee it names is no sale (``_reopen``: the only write, rolled
    back with the rest when nothing is imported). A problem is an error naming the report lines (at most
    ``_SHOWN``) unless ``matched_only``."""
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
        treatment = _asked_treatments(session, ctx)
        if _reopen(session, [waiting[i].tx for i in waiting if i not in treatment]):
            treatment = _asked_treatments(session, ctx)
        for tx_id in [i for i in waiting if i not in treatment]:
            m = waiting.pop(tx_id)
            m.status, m.problem = (
                "unmatched",
                f"{m.payout.named()}: its bank row {tx_id} is filed by your own answer or locked, so the "
                "report does not change it: edit the row (tx edit) or unlock it and import the report again",
            )
        for tx_id in [i for i in waiting if treatment[i] == "export" and not waiting[i].payout.export_known]:
            m = waiting.pop(tx_id)
            m.status, m.problem = (
                "unmatched",
                f"{m.payout.named()}: finkit asks whether its bank row {tx_id} is sales to buyers abroad "
                "(an export) and this report does not give the buyers' countries: answer it in the review "
                "(its fee and export part), or import the report with its country column",
            )
        if not report.gst_read and food_business(load_profile(session, ctx)):
            # a food seller's payout may hold GST-free food beside taxable lines (GST Act s38-2, s38-3):
            # a report that gives neither its GST-free sales nor its GST cannot say which (round 19)
            for tx_id in [i for i in waiting if treatment[i] in (None, "taxable", "gst_free")]:
                m = waiting.pop(tx_id)
                m.status, m.problem = (
                    "unmatched",
                    f"{m.payout.named()}: finkit asks whether the sales in its bank row {tx_id} are "
                    "GST-free food and this report gives neither its GST-free sales nor its GST: answer it "
                    "in the review (its fee and GST-free part), or import the report with a gst_free or gst "
                    "column (finkit's layout)",
                )
    problems = [m.problem for m in matched if m.problem]
    if problems and not matched_only:
        more = f" and {len(problems) - _SHOWN} more" if len(problems) > _SHOWN else ""
        raise ValidationError.for_field(
            "file", "; ".join(problems[:_SHOWN]) + more + " (nothing imported; or import the matched only)"
        )
    return matched, waiting


def settle_next_payouts(
    session: Session, ctx: AccountContext, waiting: dict[str, Matched], fee_gst: str | None = None
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
    if treatment == "gst_free" and all(waiting[tx.id].payout.gst_known for tx in mine):
        # a health provider's (or grower's) payouts are suggested GST-free; a report giving the GST-free
        # sales says the rest is taxable (the physiotherapist's community classes beside clinical ones)
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
            "processorGstFree": {
                tx.id: str(waiting[tx.id].payout.gst_free) for tx in mine if waiting[tx.id].payout.gst_free
            }
            or None,
            "processorTips": {
                tx.id: str(waiting[tx.id].payout.tips) for tx in mine if waiting[tx.id].payout.tips
            }
            or None,
            "onlyTransactionIds": None if len(mine) == len(rows) else [tx.id for tx in mine],
            "processorFeeGst": fee_gst,
        }
    )
    _, settled, fees = settle_item(session, ctx, item, decision)
    for tx in mine:
        waiting.pop(tx.id).status = "settled"
    return settled, fees
