"""OFX / QFX statements, SGML v1 and XML v2, with a small tolerant reader of our own.

Why not ofxtools: it is GPL-3.0-only (finkit is MIT) and it validates strictly, refusing many real
bank files (missing closing tags in aggregates, lowercase tags, stray whitespace, non-standard dates);
see docs/decisions/0002-imports.md. We only need statement transactions, which are flat and regular.

Each ``<STMTTRN>`` becomes an ``ImportRow``: ``FITID`` is kept as ``external_id`` and the dedupe key is
``ofx:<ACCTID>:<FITID>``, so re-importing a statement (or an overlapping one) adds nothing.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from datetime import UTC, datetime
from decimal import Decimal

from finkit.core.errors import FieldProblem, ValidationError
from finkit.core.imports import values as v
from finkit.core.imports.detect import detect_encoding
from finkit.core.imports.fingerprint import Fingerprinter, ofx_fingerprint
from finkit.core.imports.rows import ImportRow, StatedBalance
from finkit.core.imports.source import Source
from finkit.core.money import check_places

_TOKEN = re.compile(r"<(/?)([A-Za-z0-9_.]+)\s*>([^<]*)")
_OFX_DATE = re.compile(r"^\s*(\d{4})(\d{2})(\d{2})")
_STATEMENT_STARTS = {"STMTRS", "CCSTMTRS", "INVSTMTRS"}
#: The statement's balances after its rows: the ledger balance (the books' own), else the available one.
_BALANCES = ("LEDGERBAL", "AVAILBAL")

#: Upper bound on what we read into memory: statements are small; a 200 MB "OFX" is not a statement.
MAX_OFX_BYTES = 200 * 1024 * 1024


def decode_ofx(raw: bytes) -> str:
    """Text of an OFX file: the v1 header's CHARSET/ENCODING, the v2 XML declaration, else detection."""
    head = raw[:2048].decode("ascii", errors="replace").upper()
    if "ENCODING:UTF-8" in head or 'ENCODING="UTF-8"' in head:
        encoding = "utf-8-sig"
    elif re.search(r"CHARSET:\s*(1252|WINDOWS-1252)", head):
        encoding = "cp1252"
    elif re.search(r"CHARSET:\s*(ISO-8859-1|8859-1)", head):
        encoding = "latin-1"
    else:
        encoding = detect_encoding(raw[:262144])
    try:
        return raw.decode(encoding)
    except UnicodeDecodeError:
        return raw.decode("cp1252", errors="replace")


def parse_ofx_date(text: str) -> datetime:
    """``20260601``, ``20260601120000.000[+10:AEST]`` → the calendar day (the bank's own date)."""
    match = _OFX_DATE.match(text)
    if not match:
        raise ValueError(f"{text.strip()!r} is not an OFX date (YYYYMMDD...)")
    year, month, day = (int(g) for g in match.groups())
    try:
        return datetime(year, month, day, tzinfo=UTC)
    except ValueError:
        raise ValueError(f"{text.strip()!r} is not a valid date") from None


def _statements(text: str) -> Iterator[tuple[dict[str, str], list[tuple[int, dict[str, str]]]]]:
    """(statement fields, [(line, transaction fields)]) for each statement, tolerant of SGML and XML."""
    start = text.upper().find("<OFX")
    if start < 0:
        raise ValidationError.for_field("file", "no <OFX> element: this is not an OFX/QFX file")
    body = text[start:]
    statement: dict[str, str] = {}
    transactions: list[tuple[int, dict[str, str]]] = []
    current: dict[str, str] | None = None
    current_line = 0
    line = text[:start].count("\n") + 1
    position = 0
    in_statement = False
    aggregate: str | None = None  # LEDGERBAL or AVAILBAL while inside one: its BALAMT and DTASOF
    for match in _TOKEN.finditer(body):
        line += body.count("\n", position, match.start())
        position = match.start()
        closing, tag, value = match.group(1) == "/", match.group(2).upper(), match.group(3).strip()
        if tag in _STATEMENT_STARTS:
            if closing:
                if current is not None:
                    transactions.append((current_line, current))
                    current = None
                yield statement, transactions
                statement, transactions, in_statement = {}, [], False
            else:
                statement, transactions, in_statement = {}, [], True
            continue
        if tag in _BALANCES and in_statement:
            aggregate = None if closing else tag
            if not closing:
                statement.setdefault(f"{tag}.LINE", str(line))
            continue
        if tag == "STMTTRN":
            if current is not None:
                transactions.append((current_line, current))
            current = None if closing else {}
            current_line = line
            continue
        if closing or not value:
            if closing and tag == "BANKTRANLIST" and current is not None:
                transactions.append((current_line, current))
                current = None
            continue
        value = html.unescape(value)
        if current is not None:
            current.setdefault(tag, value)
        elif in_statement:
            statement.setdefault(f"{aggregate}.{tag}" if aggregate else tag, value)
    if in_statement:  # SGML files sometimes end without closing the statement
        if current is not None:
            transactions.append((current_line, current))
        yield statement, transactions


def read_ofx(
    source: Source, *, currency: str
) -> tuple[dict[str, object], Iterator[ImportRow | list[FieldProblem] | None]]:
    if source.size > MAX_OFX_BYTES:
        raise ValidationError.for_field("file", f"OFX file is larger than {MAX_OFX_BYTES // 2**20} MB")
    with source.open_binary() as handle:
        text = decode_ofx(handle.read())
    version = "2 (XML)" if text.lstrip("\ufeff \r\n").startswith("<?xml") else "1 (SGML)"
    statements = list(_statements(text))
    accounts = [s.get("ACCTID", "") for s, _ in statements]
    info: dict[str, object] = {"ofxVersion": version, "statements": len(statements), "accounts": accounts}
    if len(statements) == 1:  # several accounts' statements in one file: no one balance to check
        stated = statement_balance(statements[0][0])
        if stated is not None:
            info["statedBalance"] = stated
    return info, _rows(statements, currency)


def statement_balance(statement: dict[str, str]) -> StatedBalance | None:
    """The balance the statement gives after its rows: ``LEDGERBAL``, else ``AVAILBAL`` (which can differ
    by pending rows, so only when there is no ledger balance); ``None`` when neither reads."""
    for kind in _BALANCES:
        raw = statement.get(f"{kind}.BALAMT", "")
        try:
            amount = v.parse_amount(raw, decimal_comma="," in raw and "." not in raw)
            day = parse_ofx_date(statement.get(f"{kind}.DTASOF", ""))
        except (v.AmountError, ValueError):
            continue
        if amount is not None:
            line = statement.get(f"{kind}.LINE", "")
            return StatedBalance("closing", kind, amount, day.date(), int(line) if line.isdigit() else None)
    return None


def _rows(
    statements: list[tuple[dict[str, str], list[tuple[int, dict[str, str]]]]], default_currency: str
) -> Iterator[ImportRow | list[FieldProblem] | None]:
    seen: set[str] = set()
    for statement, transactions in statements:
        account = statement.get("ACCTID", "")
        currency = (statement.get("CURDEF") or default_currency).upper()[:3]
        fingerprint = Fingerprinter(namespace=f"ofx:{account}:")
        for line, fields in transactions:
            problems: list[FieldProblem] = []
            zero = False
            try:
                day = parse_ofx_date(fields.get("DTPOSTED") or fields.get("DTUSER") or "")
            except ValueError as exc:
                problems.append(FieldProblem("date", str(exc), line))
            amount: Decimal | None = None
            raw_amount = fields.get("TRNAMT", "")
            try:
                amount = v.parse_amount(raw_amount, decimal_comma="," in raw_amount and "." not in raw_amount)
                if amount is None:
                    problems.append(FieldProblem("amount", "TRNAMT is missing", line))
                elif amount == 0:
                    zero = True
                else:
                    amount = check_places(amount, currency)
            except (v.AmountError, ValidationError) as exc:
                problems.append(FieldProblem("amount", str(exc), line))
            name = " ".join(fields.get("NAME", "").split())
            memo = " ".join(fields.get("MEMO", "").split())
            if name and memo and memo.casefold() not in name.casefold():
                description = f"{name} {memo}"
            else:
                description = name or memo or fields.get("TRNTYPE", "")
            if not description:
                problems.append(FieldProblem("description", "NAME and MEMO are empty", line))
            if problems or zero or amount is None:
                yield problems or None  # a zero amount (opening balance, placeholder): ignored
                continue
            fitid = fields.get("FITID", "").strip()
            if fitid:
                key = ofx_fingerprint(account, fitid)
                if key in seen:  # some banks reuse a FITID for different transactions: keep both
                    key = fingerprint(day, amount, description)
            else:
                key = fingerprint(day, amount, description)
            seen.add(key)
            yield ImportRow(
                date=day,
                description=description[:500],
                amount=amount,
                currency=currency,
                source="ofx",
                merchant=name[:200] or None,
                external_id=fitid[:200] or None,
                fingerprint=key,
                line=line,
            )
