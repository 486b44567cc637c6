"""Parse the fields of an Australian receipt or tax invoice from its text (pure functions).

Finds the merchant (the first name-like line), the date (day-first AU formats: 21/11/2026, 21-11-26,
21.11.2026, 21 Nov 2026, 2026-11-21), the total, the GST amount ("GST", "Total GST", "Includes GST of"),
the ABN (validated with the ATO check-digit algorithm) and line items ("Coffee 2 x 4.50 9.00").
Everything is best effort: a field that cannot be found is None, never a guess from unrelated numbers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from typing import Any

from finkit.core.money import parse_amount

_AMOUNT = r"\$?\s?(-?\d{1,3}(?:,\d{3})+|-?\d+)[.,](\d{2})(?!\d)"
AMOUNT_RE = re.compile(_AMOUNT)
_MONTHS = {
    m: i + 1
    for i, m in enumerate(
        ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    )
}
_NUMERIC_DATE = re.compile(r"\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b")
_ISO_DATE = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})(?!\d)")
_TEXT_DATE = re.compile(
    r"\b(\d{1,2})(?:st|nd|rd|th)?[\s-]+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?[\s,-]+(\d{4}|\d{2})\b",
    re.IGNORECASE,
)
_US_TEXT_DATE = re.compile(
    r"\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b",
    re.IGNORECASE,
)
_ABN = re.compile(r"\bA\.?\s?B\.?\s?N\.?\s*:?\s*((?:\d\s?){11})", re.IGNORECASE)
_GST_INCLUDED = re.compile(
    r"(?:includes?|incl\.?|including|inc\.?)\s+(?:of\s+)?gst|gst\s+incl", re.IGNORECASE
)
_GST_OF = re.compile(
    r"(?<!total\s)(?<!total)(?:includes?|incl\.?|including)\s+gst\s*(?:of|:)?\s*" + _AMOUNT, re.IGNORECASE
)
#: "GST included in total $36.62", "GST included: 36.62", "GST incl. 36.62" (a GST amount, not a total).
_GST_INCLUDED_IN = re.compile(
    r"\bgst\s+(?:amount\s+)?(?:included|incl\.?|inc\.?)(?:\s+in\s+(?:the\s+)?(?:total|price))?\s*:?\s*"
    + _AMOUNT,
    re.IGNORECASE,
)
#: A total that says it includes GST: "Total incl GST", "Total (incl. GST)", "Total inc. GST", "TOTAL GST INC".
_TOTAL_INCL = re.compile(
    r"\btotal\s*\(?\s*(?:(?:incl\.?|including|inc\.?|includes)\s*(?:of\s+)?gst|gst\s+(?:incl\.?|inc\.?|included))",
    re.IGNORECASE,
)
_SUBTOTAL = re.compile(r"sub[\s-]?total", re.IGNORECASE)
_TOTAL = re.compile(r"\btotal\b", re.IGNORECASE)
_DUE = re.compile(r"\b(amount|balance|total)\s+(due|payable|paid)\b", re.IGNORECASE)
_GST_WORD = re.compile(r"\b(gst|tax)\b", re.IGNORECASE)
_QTY = re.compile(
    r"^(?P<desc>.*?[A-Za-z].*?)\s+(?P<qty>\d+)\s*[x@]\s*" + _AMOUNT + r"\s+" + _AMOUNT + r"\s*$"
)
_NOT_ITEM = re.compile(
    r"total|gst|\btax\b|abn|change|cash|eftpos|card|visa|mastercard|balance|rounding|date|invoice|"
    r"receipt|phone|tel\b|paid|due|amount|thank",
    re.IGNORECASE,
)
_HEADER_SKIP = re.compile(
    r"tax invoice|^invoice|^receipt|abn|\bdate\b|phone|tel\b|www\.|@|^\W*$", re.IGNORECASE
)

ABN_WEIGHTS = (10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19)


def abn_is_valid(abn: str) -> bool:
    """The ATO check: subtract 1 from the first digit, weight the 11 digits, the sum divides by 89."""
    digits = re.sub(r"\s", "", abn)
    if not re.fullmatch(r"\d{11}", digits):
        return False
    values = [int(d) for d in digits]
    values[0] -= 1
    return sum(w * v for w, v in zip(ABN_WEIGHTS, values, strict=True)) % 89 == 0


def format_abn(abn: str) -> str:
    digits = re.sub(r"\D", "", abn)
    return f"{digits[:2]} {digits[2:5]} {digits[5:8]} {digits[8:]}" if len(digits) == 11 else abn


@dataclass
class ParsedReceipt:
    merchant: str | None = None
    receipt_date: date | None = None
    total: Decimal | None = None
    gst_amount: Decimal | None = None
    gst_included: bool = False
    abn: str | None = None
    abn_valid: bool | None = None
    is_tax_invoice: bool = False
    line_items: list[dict[str, Any]] = field(default_factory=list)

    def looks_like_a_receipt(self) -> bool:
        """A receipt has at least a total, a GST amount or a date; text with none of them is not one."""
        return self.total is not None or self.gst_amount is not None or self.receipt_date is not None


def _amount(whole: str, cents: str) -> Decimal:
    return parse_amount(f"{whole.replace(',', '')}.{cents}")


def amounts_in(line: str) -> list[Decimal]:
    return [_amount(w, c) for w, c in AMOUNT_RE.findall(line)]


def _year(text: str) -> int:
    value = int(text)
    return value + 2000 if value < 100 else value


def _safe_date(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def find_date(text: str) -> date | None:
    """The receipt's date: lines mentioning "date" first, then the whole text; day-first (AU)."""
    lines = text.splitlines()
    ordered = [ln for ln in lines if re.search(r"date", ln, re.IGNORECASE)] + lines
    for line in ordered:
        for match in _ISO_DATE.finditer(line):
            found = _safe_date(int(match[1]), int(match[2]), int(match[3]))
            if found:
                return found
        for match in _NUMERIC_DATE.finditer(line):
            found = _safe_date(_year(match[3]), int(match[2]), int(match[1]))
            if found:
                return found
        for match in _TEXT_DATE.finditer(line):
            found = _safe_date(_year(match[3]), _MONTHS[match[2][:3].lower()], int(match[1]))
            if found:
                return found
        for match in _US_TEXT_DATE.finditer(line):
            found = _safe_date(int(match[3]), _MONTHS[match[1][:3].lower()], int(match[2]))
            if found:
                return found
    return None


def find_abn(text: str) -> tuple[str | None, bool | None]:
    match = _ABN.search(text)
    if not match:
        return None, None
    digits = re.sub(r"\s", "", match[1])
    return digits, abn_is_valid(digits)


def find_gst(lines: list[str]) -> Decimal | None:
    for line in lines:
        if _TOTAL_INCL.search(line):
            continue  # "Total incl GST $1,335.25" is the total, not the GST
        match = _GST_INCLUDED_IN.search(line) or _GST_OF.search(line)
        if match:
            return _amount(match[1], match[2])
    for line in lines:
        if _TOTAL_INCL.search(line) or _DUE.search(line):
            continue
        if _GST_WORD.search(line) and not _SUBTOTAL.search(line):
            if re.search(r"(ex|excl\.?|excluding)\s+gst", line, re.IGNORECASE):
                continue  # "Total ex GST 50.00" is not the GST
            found = amounts_in(line)
            if found and (not _TOTAL.search(line) or re.search(r"total\s+(gst|tax)", line, re.I)):
                return found[-1]
    return None


def find_total(lines: list[str]) -> Decimal | None:
    """A total that says it includes GST wins; else the largest "Total" line; else "Amount due"."""
    for line in lines:
        if _TOTAL_INCL.search(line) and amounts_in(line):
            return amounts_in(line)[-1]
    candidates: list[Decimal] = []
    for line in lines:
        if not _TOTAL.search(line) or _SUBTOTAL.search(line) or _GST_INCLUDED_IN.search(line):
            continue
        if re.search(
            r"total\s+(gst|tax)\b|(includes?|incl\.?)\s+gst|(ex|excl\.?|excluding)\s+gst", line, re.I
        ):
            continue
        found = amounts_in(line)
        if found:
            candidates.append(found[-1])
    if not candidates:
        for line in lines:
            if _DUE.search(line) and amounts_in(line):
                candidates.append(amounts_in(line)[-1])
    return max(candidates) if candidates else None


def find_merchant(lines: list[str]) -> str | None:
    for line in lines[:8]:
        text = line.strip()
        if len(re.sub(r"[^A-Za-z]", "", text)) < 3 or _HEADER_SKIP.search(text):
            continue
        if AMOUNT_RE.search(text) or _NUMERIC_DATE.search(text):
            continue
        return re.sub(r"\s{2,}", " ", text)[:200]
    return None


def find_line_items(lines: list[str]) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    for line in lines:
        text = line.strip()
        if _TOTAL.search(text) or _SUBTOTAL.search(text):
            break
        if _NOT_ITEM.search(text):
            continue
        qty = _QTY.match(text)
        if qty:
            items.append(
                {
                    "description": qty["desc"].strip(" .:-"),
                    "quantity": int(qty["qty"]),
                    "unitPrice": str(_amount(qty[3], qty[4])),
                    "amount": str(_amount(qty[5], qty[6])),
                }
            )
            continue
        match = re.match(r"^(?P<desc>.*?[A-Za-z]{2}.*?)\s+" + _AMOUNT + r"\s*$", text)
        if match:
            items.append(
                {
                    "description": match["desc"].strip(" .:-$"),
                    "quantity": 1,
                    "unitPrice": str(_amount(match[2], match[3])),
                    "amount": str(_amount(match[2], match[3])),
                }
            )
    return items


def parse_receipt_text(text: str) -> ParsedReceipt:
    lines = [ln for ln in text.splitlines() if ln.strip()]
    abn, abn_valid = find_abn(text)
    total, gst = find_total(lines), find_gst(lines)
    if gst is not None and total is not None and abs(gst) > abs(total):
        gst = None  # GST larger than the total is impossible: a misread, not a figure to keep
    return ParsedReceipt(
        merchant=find_merchant(lines),
        receipt_date=find_date(text),
        total=total,
        gst_amount=gst,
        gst_included=bool(_GST_INCLUDED.search(text)),
        abn=abn,
        abn_valid=abn_valid,
        is_tax_invoice=bool(re.search(r"tax\s+invoice", text, re.IGNORECASE)),
        line_items=find_line_items(lines),
    )
