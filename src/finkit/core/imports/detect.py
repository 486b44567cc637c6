"""Detection: a file's text encoding, its format (CSV, OFX/QFX, QIF), and a CSV export's layout.

Detection reads a sample from the head of the file (``SAMPLE_BYTES``); when the day/month order is
still open after the sample, the CSV reader scans the rest of the date column before giving up
(see ``finkit.core.imports.csv``).
"""

from __future__ import annotations

import codecs
import csv
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from finkit.core.errors import ValidationError
from finkit.core.imports import values as v

SAMPLE_BYTES = 256 * 1024
SAMPLE_ROWS = 2000
TYPING_ROWS = 300  # rows looked at to tell date, number and text columns apart

# --- encodings -----------------------------------------------------------------------------------


def readable_records(reader: Iterator[list[str]]) -> Iterator[list[str]]:
    """The records a csv reader can read; one it refuses (a field over the csv module's limit) is
    skipped here and reported by line when the rows are read (``csv._records``)."""
    while True:
        try:
            yield next(reader)
        except StopIteration:
            return
        except csv.Error:
            continue


def detect_encoding(head: bytes, rest: Iterable[bytes] = ()) -> str:
    """The Python codec to read the file with.

    BOMs decide first (UTF-8, UTF-16 LE/BE). Without one: UTF-16 if every other byte is NUL; UTF-8 if
    the bytes decode as UTF-8 (``rest`` is scanned too when the head is plain ASCII, so a single
    Windows-1252 byte deep in a large file is not missed); else Windows-1252 when it decodes cleanly,
    else charset-normalizer's best guess.
    """
    if head.startswith(codecs.BOM_UTF8):
        return "utf-8-sig"
    if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return "utf-16"
    probe = head[:4096]
    if len(probe) >= 4:
        even_nul = probe[0::2].count(0) / len(probe[0::2])
        odd_nul = probe[1::2].count(0) / len(probe[1::2])
        if odd_nul > 0.3 and even_nul < 0.05:
            return "utf-16-le"
        if even_nul > 0.3 and odd_nul < 0.05:
            return "utf-16-be"
    if head.isascii():
        decoder = codecs.getincrementaldecoder("utf-8")()
        try:
            for block in rest:
                if not block.isascii():
                    decoder.decode(block)
        except UnicodeDecodeError:
            return _single_byte(head)
        return "utf-8"
    try:
        codecs.getincrementaldecoder("utf-8")().decode(head, final=False)
        return "utf-8"
    except UnicodeDecodeError:
        return _single_byte(head)


def _single_byte(head: bytes) -> str:
    try:
        head.decode("cp1252")
        return "cp1252"
    except UnicodeDecodeError:
        pass
    from charset_normalizer import from_bytes

    best = from_bytes(head).best()
    return best.encoding if best is not None else "latin-1"


# --- formats -------------------------------------------------------------------------------------

FORMATS = ("csv", "ofx", "qif")


def detect_format(text_head: str, file_name: str = "") -> str:
    """``ofx`` (also QFX), ``qif`` or ``csv``, from the content; the file name only breaks ties."""
    head = text_head.lstrip("\ufeff \t\r\n")
    upper = head[:4096].upper()
    if upper.startswith("OFXHEADER") or "<OFX>" in upper or "<?OFX" in upper:
        return "ofx"
    if upper.startswith(("!TYPE:", "!ACCOUNT", "!OPTION", "!CLEAR:")):
        return "qif"
    lower = file_name.lower()
    if lower.endswith((".ofx", ".qfx")):
        return "ofx"
    if lower.endswith(".qif"):
        return "qif"
    return "csv"


# --- CSV layout ----------------------------------------------------------------------------------

ROLES = ("date", "amount", "debit", "credit", "description", "merchant", "balance", "type", "channel")


@dataclass
class CsvLayout:
    """Where each field is in a CSV export, and how its values are written. Columns are 0-based."""

    delimiter: str = ","
    has_header: bool = True
    skip_lines: int = 0  # preamble lines before the header / first row
    header: list[str] = field(default_factory=list)
    date: int | None = None
    amount: int | None = None
    debit: int | None = None
    credit: int | None = None
    description: list[int] = field(default_factory=list)
    merchant: int | None = None
    balance: int | None = None
    type: int | None = None  # a DR/CR (debit/credit) indicator column beside an unsigned amount
    #: The column a row's fingerprint reads when it is not the description: a bank's shortened text
    #: beside its original (Macquarie's ``Details``), which imports before round 12 read as the
    #: description, so a statement imported then and again now is recognised row for row.
    fingerprint_text: int | None = None
    #: A column in which the bank prints how the money moved, apart from the description (NAB's and
    #: Lloyds' "Transaction Type": ``INTER-BANK CREDIT``, ``BILL PAYMENT``, ``FPI``). A value that is a
    #: known channel phrase leads the row's description, as other banks print it inside theirs, so the
    #: description readers know a transfer in from a person (``INTER-BANK CREDIT ANDERSON KATE lawn
    #: reno``) and drop the words before the name; the fingerprint still reads the description alone.
    channel: int | None = None
    date_format: str | None = None
    decimal_comma: bool = False
    encoding: str = "utf-8"
    width: int = 0

    def column_name(self, index: int | None) -> str | None:
        if index is None:
            return None
        if self.has_header and index < len(self.header) and self.header[index].strip():
            return f"{self.header[index].strip()} (column {index + 1})"
        return f"column {index + 1}"

    def describe(self) -> dict[str, Any]:
        """A JSON-ready summary for reports (1-based columns, header names where known)."""
        return {
            "delimiter": self.delimiter,
            "hasHeader": self.has_header,
            "skipLines": self.skip_lines,
            "encoding": self.encoding,
            "dateFormat": self.date_format,
            "decimalComma": self.decimal_comma,
            "columns": {
                "date": self.column_name(self.date),
                "amount": self.column_name(self.amount),
                "debit": self.column_name(self.debit),
                "credit": self.column_name(self.credit),
                "type": self.column_name(self.type),
                "channel": self.column_name(self.channel),
                "description": [self.column_name(i) for i in self.description],
                "merchant": self.column_name(self.merchant),
                "balance": self.column_name(self.balance),
            },
        }


def _norm(header: str) -> str:
    return re.sub(r"[^a-z0-9/ ]+", " ", header.strip().lower()).strip()


# Header synonyms seen in real exports (AU, UK, US, EU banks). Order matters: earlier wins.
_HEADER_ROLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("balance", ("balance", "running balance", "saldo", "kontostand", "solde", "available balance")),
    (
        "date",
        (
            "date",
            "transaction date",
            "trans date",
            "txn date",
            "posted date",
            "posting date",
            "date posted",
            "booking date",
            "entered date",
            "date entered",
            "processed date",
            "value date",
            "effective date",
            "time",
            "created",
            "datum",
            "buchungstag",
            "buchungsdatum",
            "fecha",
            "data",
            "date operation",
            "date de operation",
        ),
    ),
    (
        "debit",
        (
            "debit",
            "debits",
            "debit amount",
            "withdrawal",
            "withdrawals",
            "withdrawal amount",
            "money out",
            "paid out",
            "out",
            "spent",
        ),
    ),
    (
        "credit",
        (
            "credit",
            "credits",
            "credit amount",
            "deposit",
            "deposits",
            "deposit amount",
            "money in",
            "paid in",
            "in",
            "received",
        ),
    ),
    (
        "amount",
        (
            "amount",
            "transaction amount",
            "amount aud",
            "amount gbp",
            "amount usd",
            "amount eur",
            "total aud",
            "total",
            "value",
            "betrag",
            "importe",
            "montant",
            "bedrag",
            "net amount",
        ),
    ),
    ("type", ("dr/cr", "debit/credit", "cr/dr", "credit/debit", "d/c", "sign")),
    (
        "merchant",
        ("merchant", "merchant name", "payee", "name", "counterparty", "counter party", "beneficiary"),
    ),
    (
        "description",
        (
            "description",
            "original description",
            "transaction description",
            "narrative",
            "details",
            "transaction details",
            "memo",
            "reference",
            "particulars",
            "verwendungszweck",
            "buchungstext",
            "concepto",
            "libelle",
            "omschrijving",
            "notes",
        ),
    ),
)


#: Headers of a column in which the bank prints how the money moved (``CsvLayout.channel``).
_CHANNEL_HEADERS = frozenset({"transaction type", "tran type", "trans type"})
#: Headers of a column holding the bank's original narrative beside a shortened one of its own.
_ORIGINAL_TEXT = frozenset({"original description", "original narrative", "original details"})


def roles_from_header(header: list[str]) -> dict[str, list[int]]:
    """Which columns the header row names for each role (exact synonyms first, then prefixes)."""
    found: dict[str, list[int]] = {}
    taken: set[int] = set()
    names = [_norm(h) for h in header]
    for exact in (True, False):
        for role, synonyms in _HEADER_ROLES:
            for index, name in enumerate(names):
                if index in taken or not name:
                    continue
                hit = name in synonyms if exact else any(name.startswith(s + " ") for s in synonyms)
                if hit:
                    found.setdefault(role, []).append(index)
                    taken.add(index)
    return found


def sniff_delimiter(sample: str) -> str:
    """csv.Sniffer over the sample, falling back to the delimiter that splits lines most consistently."""
    lines = [line for line in sample.splitlines()[:50] if line.strip()]
    try:
        dialect = csv.Sniffer().sniff("\n".join(lines), delimiters=",;\t|")
        if dialect.delimiter in ",;\t|":
            counts = {len(r) for r in readable_records(csv.reader(lines, delimiter=dialect.delimiter))}
            if max(counts, default=0) > 1:
                return str(dialect.delimiter)
    except csv.Error:
        pass
    best, best_score = ",", -1.0
    for delimiter in (",", ";", "\t", "|"):
        widths = [len(r) for r in readable_records(csv.reader(lines, delimiter=delimiter))]
        if not widths or max(widths) < 2:
            continue
        modal = max(set(widths), key=widths.count)
        score = widths.count(modal) / len(widths) * min(modal, 8)
        if score > best_score:
            best, best_score = delimiter, score
    return best


def _column(rows: list[list[str]], index: int) -> list[str]:
    return [r[index] for r in rows if index < len(r)]


def _date_columns(rows: list[list[str]], width: int) -> list[int]:
    rows = rows[:TYPING_ROWS]
    out = []
    for index in range(width):
        values = [x for x in _column(rows, index) if x.strip()]
        if values and sum(v.looks_like_date(x) for x in values) >= 0.9 * len(values):
            out.append(index)
    return out


def _numeric_columns(rows: list[list[str]], width: int, decimal_comma: bool, skip: set[int]) -> list[int]:
    rows = rows[:TYPING_ROWS]
    out = []
    for index in range(width):
        if index in skip:
            continue
        values = [x for x in _column(rows, index) if x.strip()]
        if values and all(v.looks_like_amount(x, decimal_comma=decimal_comma) for x in values):
            out.append(index)
    return out


def _amounts(rows: list[list[str]], index: int, decimal_comma: bool) -> list[Decimal | None]:
    return [v.parse_amount(x, decimal_comma=decimal_comma) for x in _column(rows, index)]


def _is_running_balance(balances: list[Decimal | None], amounts: list[Decimal | None]) -> bool:
    """Each balance equals the previous one plus (oldest first) or minus (newest first) the amount."""
    pairs: list[tuple[Decimal, Decimal]] = [
        (b, a) for b, a in zip(balances, amounts, strict=False) if b is not None and a is not None
    ]
    if len(pairs) < 2:
        return False
    ascending = sum(pairs[i][0] - pairs[i - 1][0] == pairs[i][1] for i in range(1, len(pairs)))
    descending = sum(pairs[i - 1][0] - pairs[i][0] == pairs[i - 1][1] for i in range(1, len(pairs)))
    return max(ascending, descending) >= 0.8 * (len(pairs) - 1)


def _complementary(rows: list[list[str]], a: int, b: int) -> bool:
    """True when, row by row, at most one of the two columns holds a (non-zero) value."""
    both = either = 0
    for row in rows:
        x = row[a].strip() if a < len(row) else ""
        y = row[b].strip() if b < len(row) else ""
        x = "" if x in {"0", "0.00", "0,00", "-"} else x
        y = "" if y in {"0", "0.00", "0,00", "-"} else y
        either += bool(x or y)
        both += bool(x and y)
    return either > 0 and both == 0


def _text_columns(rows: list[list[str]], width: int, skip: set[int]) -> list[int]:
    scored = []
    for index in range(width):
        if index in skip:
            continue
        values = [x.strip() for x in _column(rows, index) if x.strip()]
        if not values:
            continue
        distinct = len(set(values))
        avg = sum(len(x) for x in values) / len(values)
        scored.append((distinct * avg, index))
    return [index for _score, index in sorted(scored, reverse=True)]


def _split_rows(sample: str, delimiter: str) -> list[list[str]]:
    return [
        row
        for row in readable_records(csv.reader(sample.splitlines(), delimiter=delimiter))
        if any(c.strip() for c in row)
    ]


def detect_csv_layout(
    sample: str,
    *,
    encoding: str = "utf-8",
    date_format: str | None = None,
    mapping: dict[str, str] | None = None,
) -> CsvLayout:
    """Work out the layout of a CSV export from a sample of its text (the whole file for small ones).

    ``mapping`` (see ``finkit.core.imports.mapping``) overrides what detection would choose. Raises
    ``ValidationError`` naming what could not be decided and the option that fixes it.
    ``values.AmbiguousDates`` propagates: the CSV reader catches it and scans the rest of the date
    column before refusing.
    """
    mapping = dict(mapping or {})
    delimiter = mapping.pop("delimiter", None) or sniff_delimiter(sample)
    delimiter = "\t" if delimiter.lower() in {"tab", "\\t"} else delimiter
    rows = _split_rows(sample, delimiter)[: SAMPLE_ROWS + 50]
    if not rows:
        raise ValidationError.for_field("file", "the file has no rows")
    widths = [len(r) for r in rows]
    modal = max(set(widths), key=widths.count)
    # Preamble lines (account name, period) before the table have a different width: skip them.
    first = next(i for i, r in enumerate(rows) if len(r) == modal)
    if "skip" in mapping:
        first = _int_option(mapping.pop("skip"), "skip")
    table = rows[first:]
    layout = CsvLayout(delimiter=delimiter, skip_lines=first, encoding=encoding, width=modal)
    head = table[0]
    header_option = mapping.pop("header", None)
    if header_option is not None:
        layout.has_header = header_option.strip().lower() in {"1", "yes", "true", "y"}
    else:
        # A data row always holds a date and an amount; a first row with neither is a header.
        layout.has_header = not any(v.looks_like_date(c) or v.looks_like_amount(c) for c in head)
    if layout.has_header:
        layout.header = [h.strip() for h in head]
        table = table[1:]
    body = [r for r in table if len(r) == modal][:SAMPLE_ROWS]
    if not body:
        raise ValidationError.for_field("file", "the file has no transaction rows")
    decimal = mapping.pop("decimal", None)
    if decimal is not None:
        layout.decimal_comma = decimal.strip() == ","
    else:
        amount_cells = [c for r in body for c in r if re.search(r"\d[.,]\d{1,2}\D*$", c.strip())]
        layout.decimal_comma = delimiter != "," and v.uses_decimal_comma(amount_cells)
    if layout.has_header:
        _layout_from_header(layout, roles_from_header(layout.header), body)
    else:
        _layout_from_values(layout, body)
    if mapping:
        _apply_mapping(layout, mapping)
    if layout.date is None:
        raise ValidationError.for_field("date", "no date column found; pass --map date=N")
    if layout.amount is None and layout.debit is None and layout.credit is None:
        raise ValidationError.for_field(
            "amount", "no amount column found; pass --map amount=N (or debit=N,credit=M)"
        )
    if not layout.description:
        raise ValidationError.for_field(
            "description", "no description column found; pass --map description=N"
        )
    if date_format:
        layout.date_format = v.normalise_date_format(date_format)
    else:
        layout.date_format = v.detect_date_format(_column(body, layout.date))
        if layout.date_format is None:
            raise ValidationError.for_field(
                "date",
                f"the values of {layout.column_name(layout.date)} are not dates in a known format; "
                "pass --date-format (e.g. DD/MM/YYYY) or --map date=N",
            )
    return layout


def _int_option(value: str, name: str) -> int:
    try:
        return int(value)
    except ValueError:
        raise ValidationError.for_field(f"map.{name}", f"{value!r} is not a whole number") from None


def _resolve_column(layout: CsvLayout, role: str, ref: str) -> int:
    ref = ref.strip()
    if ref.isdigit():
        index = int(ref) - 1
        if index < 0 or index >= layout.width:
            raise ValidationError.for_field(
                f"map.{role}", f"column {ref} is out of range (the file has {layout.width} columns)"
            )
        return index
    wanted = ref.casefold()
    for index, name in enumerate(layout.header):
        if name.strip().casefold() == wanted:
            return index
    known = ", ".join(repr(h) for h in layout.header) if layout.header else "none: the file has no header row"
    raise ValidationError.for_field(f"map.{role}", f"no column named {ref!r} (columns: {known})")


def _apply_mapping(layout: CsvLayout, mapping: dict[str, str]) -> None:
    """Explicit ``role=column`` choices win over detection (a column is a 1-based index or a header)."""
    unknown = sorted(set(mapping) - set(ROLES))
    if unknown:
        raise ValidationError.for_field(
            "map",
            f"unknown field(s) {', '.join(unknown)}; known: {', '.join(ROLES)}, header, delimiter, decimal, skip",
        )
    if {"amount", "debit", "credit"} & set(mapping):
        layout.amount = layout.debit = layout.credit = layout.type = None
    for role, ref in mapping.items():
        if role == "description":
            layout.description = [_resolve_column(layout, role, part) for part in ref.split("+")]
        else:
            setattr(layout, role, _resolve_column(layout, role, ref))
    if layout.merchant is not None and layout.merchant in layout.description and "merchant" not in mapping:
        layout.merchant = None


#: Date headers naming the bank's value date: the day interest counts from, which a bank may back-date or
#: forward-date. Beside another date column (the day the row was entered, which the running balance and the
#: printed statement follow) it is never the row's date.
_VALUE_DATES = frozenset({"value date", "effective date"})


def _row_date_column(header: list[str], dates: list[int]) -> int | None:
    """The date column of the header's named date columns: the first that is not a value date, else the first."""
    entered = [i for i in dates if _norm(header[i]) not in _VALUE_DATES]
    chosen = entered or dates
    return chosen[0] if chosen else None


def _layout_from_header(layout: CsvLayout, roles: dict[str, list[int]], body: list[list[str]]) -> None:
    layout.date = _row_date_column(layout.header, roles.get("date", []))
    if layout.date is None:
        found = _date_columns(body, layout.width)
        layout.date = found[0] if found else None
    layout.balance = roles.get("balance", [None])[0]
    if "amount" in roles:
        layout.amount = roles["amount"][0]
    if "debit" in roles and "credit" in roles:
        layout.debit, layout.credit = roles["debit"][0], roles["credit"][0]
        if layout.amount is not None and not _complementary(body, layout.debit, layout.credit):
            layout.debit = layout.credit = None
        elif layout.amount is not None:
            layout.amount = None  # separate money-out/money-in columns beat a derived total
    if "type" in roles and layout.amount is not None:
        layout.type = roles["type"][0]
    layout.merchant = roles.get("merchant", [None])[0]
    described = roles.get("description", [])
    # A bank that gives its own shortened text beside the original (Macquarie: "Details" beside
    # "Original Description") drops what the original says: a card purchase's foreign amount, the
    # channel words. The original is read; finkit's description reader does its own shortening.
    original = [i for i in described if _norm(layout.header[i]) in _ORIGINAL_TEXT]
    layout.description = (original or described)[:1]
    shortened = [i for i in described if i not in original]
    if original and shortened:
        layout.fingerprint_text = shortened[0]
    taken = {
        layout.date,
        layout.amount,
        layout.debit,
        layout.credit,
        layout.type,
        layout.merchant,
        *described,
    }
    layout.channel = next(
        (i for i, h in enumerate(layout.header) if _norm(h) in _CHANNEL_HEADERS and i not in taken), None
    )
    if not layout.description and layout.merchant is not None:
        layout.description, layout.merchant = [layout.merchant], None
    if not layout.description:
        used = {
            i
            for i in (layout.date, layout.amount, layout.debit, layout.credit, layout.balance, layout.type)
            if i is not None
        }
        numeric = set(_numeric_columns(body, layout.width, layout.decimal_comma, used))
        texts = _text_columns(body, layout.width, used | numeric)
        layout.description = texts[:1]


def _layout_from_values(layout: CsvLayout, body: list[list[str]]) -> None:
    dates = _date_columns(body, layout.width)
    layout.date = dates[0] if dates else None
    numeric = _numeric_columns(body, layout.width, layout.decimal_comma, set(dates))
    amount_cols = list(numeric)
    if len(numeric) >= 2:
        for col in numeric:  # a running balance column: drop it
            others = [o for o in numeric if o != col]
            if any(
                _is_running_balance(
                    _amounts(body, col, layout.decimal_comma), _amounts(body, o, layout.decimal_comma)
                )
                for o in others
            ):
                layout.balance = col
                amount_cols.remove(col)
                break
    if len(amount_cols) >= 2 and _complementary(body, amount_cols[0], amount_cols[1]):
        layout.debit, layout.credit = amount_cols[0], amount_cols[1]
    elif amount_cols:
        # Prefer the column with both signs (a signed amount) over an all-positive one (a balance).
        signed = [
            c for c in amount_cols if any((a or 0) < 0 for a in _amounts(body, c, layout.decimal_comma))
        ]
        layout.amount = (signed or amount_cols)[0]
        if layout.balance is None and len(amount_cols) >= 2:
            layout.balance = next(c for c in amount_cols if c != layout.amount)
    used = set(dates) | set(numeric)
    texts = _text_columns(body, layout.width, used)
    layout.description = texts[:1]
