"""The one CSV writer for every CSV finkit hands out (tax summary and BAS, on the web, REST and CLI),
safe to open in a spreadsheet.

CSV formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell that begins with ``=``, ``+``,
``-``, ``@``, tab or carriage return as a formula, and descriptions come from bank files a stranger can
write (``=HYPERLINK(...)``, ``+cmd|...``, ``@SUM(...)``, ``-2+3+cmd|...``). Such a cell is written with a
leading apostrophe (``'=HYPERLINK(...)``), which spreadsheets show as text and do not evaluate.

One deliberate exception: a cell that is *exactly* a plain number (``-45.50``, ``-12``, ``1e3`` is not
one) stays as it is, so money columns remain numbers an accountant can sum. A plain number cannot be a
formula, so this costs no safety; OWASP's advice to prefix every such cell would turn every refund and
expense into text.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Sequence

#: What a spreadsheet may take as the start of a formula (OWASP's list).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
_PLAIN_NUMBER = re.compile(r"-?\d+(\.\d+)?")


def safe_cell(value: object) -> str:
    """``value`` as a CSV cell no spreadsheet will evaluate."""
    text = "" if value is None else str(value)
    if text.startswith(FORMULA_STARTS) and not _PLAIN_NUMBER.fullmatch(text):
        return "'" + text
    return text


def csv_text(rows: Iterable[Sequence[object]]) -> str:
    """The rows as CSV text (RFC 4180 quoting, ``\\r\\n`` line ends), every cell through ``safe_cell``."""
    out = io.StringIO()
    writer = csv.writer(out)
    for row in rows:
        writer.writerow([safe_cell(cell) for cell in row])
    return out.getvalue()
