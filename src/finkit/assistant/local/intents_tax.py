"""Tax questions beyond the GST calculator and deductibility: the BAS and the year's tax summary."""

from __future__ import annotations

import re
from datetime import date, timedelta
from decimal import Decimal

from finkit.assistant.local.common import call, quarter_asked
from finkit.assistant.local.intents import Intent, Request, Results, gst_amount_asked, money
from finkit.assistant.local.intents_taxline import tax_year, year_without_rows
from finkit.assistant.local.reader_norm import normalised
from finkit.assistant.local.reader_tax_refund import tax_categories
from finkit.assistant.local.reader_words import GST_EXCLUDED, GST_INCLUDED
from finkit.assistant.providers.base import ToolCall
from finkit.core.money import parse_amount
from finkit.core.periods import describe_span, find_period, find_periods, latest_with_data

_BAS_FIELDS = (
    ("G1", "total sales"),
    ("G10", "capital purchases"),
    ("G11", "non-capital purchases"),
    ("1A", "GST on sales"),
    ("1B", "GST credits"),
    ("G2", "export sales"),
    ("G3", "other GST-free sales"),
    ("G14", "purchases without GST"),
    ("G15", "private-use purchases"),
)


#: A BAS field asked for by its label or in words: (label, words in the answer).
_FIELD_WORDS = (
    (
        r"\b1a\b|\bgst\b.*\b(?:collect\w*|colect\w*|charge|charged|charging|on (?:my )?sales)\b",
        "1A",
        "GST on sales",
    ),
    (
        r"\b1b\b|\bgst\b.*\b(?:claim\w*|credits?|back|refund)\b|\b(?:claim|credits?)\b.*\bgst\b"
        r"|\bgst\b.*\b(?:on|for)\s+(?:my\s+|the\s+|all\s+|business\s+)*(?:purchases|expenses|spending|costs|buying)\b",
        "1B",
        "GST credits",
    ),
    (
        r"\bnet gst\b|\bgst\b.*\b(?:owe|owing|payable|to pay)\b|\bgst\b.*\b(?:pay|paid)\b.*\b(?:ato|tax office|bas)\b",
        "net",
        "net GST (1A − 1B)",
    ),
    # "how much GST did I pay": to the tax office (the net GST) or on purchases (1B)? Asked, never guessed
    (
        r"\bgst\b.*\b(?:pay|paid|paying)\b|\b(?:pay|paid|paying)\s+(?:in\s+|on\s+)?gst\b",
        "ask",
        "the GST you paid",
    ),
    (r"\bg1\b", "G1", "total sales"),
    (r"\bg2\b", "G2", "export sales"),
    (r"\bg3\b", "G3", "other GST-free sales"),
    (r"\bg10\b", "G10", "capital purchases"),
    (r"\bg11\b", "G11", "non-capital purchases"),
    (r"\bg14\b", "G14", "purchases without GST in the price"),
    (r"\bg15\b", "G15", "private-use purchases"),
)


#: Rows of the business the BAS left out because something about them is wrong (a sale whose GST is more
#: than 1/11 of it, money out in an income category): a figure without them is short of the BAS's, so it is
#: not given; each is said with why. (An uncategorised row may be private: the figure is given, saying so.)
_LEFT_OUT_WRONG = frozenset({"suspicious_gst", "direction_mismatch"})
#: The BAS figures each side of a left-out row bears on ("either": a row with no category bears on all).
_SIDE_FIELDS = {
    "sales": frozenset({"G1", "G2", "G3", "1A", "net"}),
    "purchases": frozenset({"G10", "G11", "G14", "G15", "1B", "net"}),
}
#: A sale left out for GST more than 1/11 of the money banked is most often a payout banked net of the
#: processor's fee: the fee is a purchase (G11, its GST in 1B), so the row bears on those too; it carries
#: GST, so it is no GST-free sale (G2, G3).
_NET_PAYOUT_FIELDS = frozenset({"G1", "1A", "G11", "1B", "net"})


def _left_out(reports: list[dict[str, object]], label: str | None, what: str) -> str:
    """Why no figure is given for ``what`` (one BAS field, or the whole BAS when ``label`` is None): the
    rows the BAS left out as wrong that bear on it; "" when there are none."""
    rows: list[dict[str, str]] = []
    for b in reports:
        for row in _excluded_rows(b):
            side = row.get("side", "either")
            fields = _SIDE_FIELDS.get(side)
            if side == "sales" and row.get("reason") == "suspicious_gst":
                fields = _NET_PAYOUT_FIELDS
            bears = label is None or fields is None or label in fields
            if row.get("reason") in _LEFT_OUT_WRONG and bears:
                rows.append(row)
    if not rows:
        return ""
    lines = [f"- {row['date']} {row['description']}: {row['detail']}" for row in rows[:6]]
    if len(rows) > 6:
        lines.append(f"- and {len(rows) - 6} more")
    return (
        f"I won't give {what} yet: the BAS left out {len(rows)} row(s) that belong in it, so the figure "
        "would be short (from tax_bas):\n" + "\n".join(lines) + "\nCorrect those rows (their category or GST "
        "amount), or tell me they are right, and ask again."
    )


def _excluded_rows(b: dict[str, object]) -> list[dict[str, str]]:
    excluded = b.get("excluded") or []
    assert isinstance(excluded, list)
    return excluded


def _uncategorised(reports: list[dict[str, object]]) -> str:
    """The rows with no category the BAS could not place: the figure is said to leave them out."""
    count = len([row for b in reports for row in _excluded_rows(b) if row.get("reason") == "uncategorised"])
    if not count:
        return ""
    return (
        f"\nNot in it: {count} uncategorised row(s) of the period; categorise them and the figure may change."
    )


def _field_asked(r: Request) -> tuple[str, str] | None:
    for pattern, label, words in _FIELD_WORDS:
        if re.search(pattern, r.lower):
            return label, words
    return None


def _field_value(b: dict[str, object], label: str) -> object | None:
    """A BAS field's figure in a tax_bas report: the net GST, a field the report gives, else the line of
    its worksheet (G14, G15: the report's worksheet works them out); None when neither has it, so a field
    finkit does not work out is said so, never read as zero."""
    if label == "net":
        return b["netGst"]
    fields = b["fields"]
    assert isinstance(fields, dict)
    if label in fields:
        amount: object = fields[label]
        return amount
    worksheet = b.get("worksheet") or []
    assert isinstance(worksheet, list)
    return next((line["amount"] for line in worksheet if line.get("label") == label), None)


def _lacking(reports: list[dict[str, object]], label: str) -> dict[str, object] | None:
    """The first of ``reports`` that does not work out ``label`` (``_field_value`` None), else None."""
    return next((b for b in reports if _field_value(b, label) is None), None)


def _worked_out(b: dict[str, object], label: str) -> str:
    """The report's note that G14 holds parts without GST worked out from GST amounts, said with G14."""
    notes = b.get("notes") or []
    assert isinstance(notes, list)
    if label != "G14":
        return ""
    return next((f" Note: {n}" for n in notes if str(n).startswith("G14 holds")), "")


def _not_worked_out(b: dict[str, object], label: str, words: str) -> str:
    fields = b["fields"]
    assert isinstance(fields, dict)
    shown = ", ".join(k for k, _ in _BAS_FIELDS if k in fields)
    return (
        f"finkit's BAS for {b['period']} does not work out {label} ({words}) yet: it gives {shown} "
        "and the net GST. Would one of those help?"
    )


def _quarters(r: Request) -> list[str]:
    """The calendar quarters a longer period is made of ("FY26" = four BAS quarters), else []."""
    p = r.period
    if p is None or p.start.day != 1 or p.start.month % 3 != 1:
        return []
    out = []
    y, m = p.start.year, p.start.month
    while date(y, m, 1) <= p.end:
        out.append(f"{y}Q{(m - 1) // 3 + 1}")
        y, m = (y + 1, 1) if m == 10 else (y, m + 3)
    last = out[-1] if out else ""
    ends_well = bool(out) and month_end_of(int(last[:4]), int(last[-1]) * 3) == p.end
    return out if ends_well and 1 < len(out) <= 8 else []


def month_end_of(year: int, month: int) -> date:
    return date(year + month // 12, month % 12 + 1, 1) - timedelta(days=1)


def _bas_plan(r: Request) -> list[ToolCall]:
    if (_field_asked(r) or ("",))[0] == "ask":
        return []
    if _after_the_data(r) or _neither_said(r):
        return []
    asked = _bas_asked(r)
    if asked:
        return [call("tax_bas", **asked[0])]
    if re.search(r"\bbas\b|activity statement", r.lower) and not _field_asked(r):
        return []  # a BAS is one quarter (or month): asked which; a field of it ("BAS label G10") sums
    quarters = _quarters(r)
    return [ToolCall(id=f"local_tax_bas_{q}", name="tax_bas", arguments={"quarter": q}) for q in quarters]


def _neither_said(r: Request) -> bool:
    """ "what's my gst": no figure of the BAS named (1A, 1B, the net GST owed, a G field) and no period: the
    last finished quarter's whole BAS would answer a question not asked, so which quarter and which figure
    are asked (round 24). A figure said ("how much gst do i owe") is still the last finished quarter's."""
    return _field_asked(r) is None and find_period(r.text, today=r.today, fy_start=r.fy_start) is None


#: A quarter named without a year: "q1", "the september quarter", "the first quarter".
_BARE_QUARTER = re.compile(
    r"(?:the\s+)?(?:q[1-4]|quarter\s*[1-4]|(?:first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter"
    r"|(?!this\b|last\b|next\b|current\b|previous\b|prior\b|that\b)[a-z]+\.?\s+(?:quarter|qtr))"
)


def _bas_asked(r: Request) -> tuple[dict[str, str], str] | None:
    """The BAS period asked (``quarter_asked``); a quarter named without a year that has no transactions
    yet is the latest such quarter with data, said back (as the spending reader reads a bare "q1")."""
    asked = quarter_asked(r.text, r.today, r.fy_start)
    found = find_period(r.text, today=r.today, fy_start=r.fy_start)
    if asked is None or found is None or r.data_last is None or found.start <= r.data_last:
        return asked
    moved = latest_with_data(found, r.data_last)
    if moved is not found and (quarter := moved.calendar_quarter()) and moved.start <= r.data_last:
        return {"quarter": quarter}, moved.words
    if not _BARE_QUARTER.fullmatch(found.phrase.strip().lower()) or not found.calendar_quarter():
        return asked
    start = date(found.start.year - 1, found.start.month, 1)
    end = month_end_of(found.end.year - 1, found.end.month)
    if start > r.data_last:
        return asked
    span = describe_span(start, end)
    words = f"{span} ({found.phrase.strip()} = {span}, as {found.span} has no transactions yet)"
    return {"quarter": f"{start.year}Q{(start.month - 1) // 3 + 1}"}, words


def _after_the_data(r: Request) -> str | None:
    """A BAS period after the latest row: no BAS of zeros for it, the reason instead."""
    asked = _bas_asked(r)
    found = find_period(r.text, today=r.today, fy_start=r.fy_start)
    if found is None or r.data_last is None:
        return None
    found = latest_with_data(found, r.data_last)  # "for the year", "the first half": the latest with rows
    if asked is None:  # a year of quarters ("g1 fy27"): none of it has rows yet
        asked = ({"month": f"{found.start:%Y-%m}"}, found.words)
    first = date.fromisoformat(f"{asked[0]['month']}-01") if "month" in asked[0] else None
    if "quarter" in asked[0]:
        year, q = int(asked[0]["quarter"][:4]), int(asked[0]["quarter"][-1])
        first = date(year, 3 * q - 2, 1)
    if first is None or first <= r.data_last:
        return None
    return (
        f"Your transactions end on {r.data_last:%-d %b %Y}, so there is no BAS to work out for {found.span} "
        f"yet. Import newer transactions, or did you mean an earlier quarter?"
    )


def _bas_period_words(r: Request) -> str:
    asked = _bas_asked(r)
    return asked[1] if asked else ""


def _bas_year_answer(r: Request, results: Results) -> str:
    """A field over several quarters: each quarter's figure from tax_bas, and their sum."""
    quarters = _quarters(r)
    reports = [results[f"local_tax_bas_{q}"] for q in quarters]
    cur = reports[0]["currency"]
    asked = _field_asked(r) or ("net", "net GST (1A − 1B)")
    label, words = asked
    shown = label if label == "net" else f"{label} ({words})"
    if held := _left_out(
        reports,
        label,
        f"{shown if label != 'net' else words} for {r.period.label if r.period else 'that period'}",
    ):
        return held
    if (lacking := _lacking(reports, label)) is not None:  # never a sum of zeros for a field not worked out
        return _not_worked_out(lacking, label, words)
    values = [parse_amount(_field_value(b, label)) for b in reports]
    total = sum(values, Decimal(0))
    p = r.period
    lines = [f"- {b['period']}: {money(v, cur)}" for b, v in zip(reports, values, strict=True)]
    caveat = next((said for b in reports if (said := _worked_out(b, label))), "")
    return (
        f"{shown if label != 'net' else words}, {p.label if p else ''}: {'about ' if caveat else ''}"
        f"{money(total, cur)}, the sum of "
        f"{len(reports)} BAS quarters (from tax_bas):{caveat}\n" + "\n".join(lines) + _uncategorised(reports)
    )


def _bas_answer(r: Request, results: Results) -> str:
    if "tax_bas" not in results and (after := _after_the_data(r)):
        return after
    if "tax_bas" in results and _quarters(r) and not quarter_asked(r.text, r.today, r.fy_start):
        # a field over a year: the sum of its quarters
        return _bas_year_answer(r, results)
    if "tax_bas" not in results and (_field_asked(r) or ("",))[0] == "ask":
        return (
            "By the GST you paid, do you mean the GST you paid to the tax office (the net GST on your BAS, "
            "1A − 1B) or the GST in the price of your purchases (your GST credits, 1B)? Which one?"
        )
    if "tax_bas" not in results and _neither_said(r):
        return (
            "I understood you want your GST (BAS) figures, but not for which period or which figure. Which "
            "quarter (or month, or the whole year), and which figure: the GST on your sales (1A), your GST "
            'credits (1B) or the net GST you owe? For example "net gst for last quarter" or "gst credits for '
            'jan-mar".'
        )
    if "tax_bas" not in results:
        p = r.period
        return (
            f"I understood you want your BAS (GST) figures, but {p.label if p else 'that period'} is not one "
            "BAS period: a BAS covers one quarter or one month. Which quarter do you mean, e.g. "
            '"Q1 FY2027", "last quarter" or "2026Q3"?'
        )
    b = results["tax_bas"]
    cur = b["currency"]
    field = _field_asked(r)
    what = f"{field[1] if field[0] == 'net' else f'{field[0]} ({field[1]})'}" if field else "your BAS figures"
    if held := _left_out(
        [b], field[0] if field else None, f"{what} for {_bas_period_words(r) or b['period']}"
    ):
        return held
    lines = [
        f"- {label} ({name}): {money(b['fields'][label], cur)}"
        for label, name in _BAS_FIELDS
        if label in b["fields"]
    ]
    notes = "".join(f"\nNote: {n}" for n in b.get("notes", [])[:3])
    first = ""
    if field:
        label, words = field
        amount = _field_value(b, label)
        if amount is not None:
            name = words if label == "net" else f"{label} ({words})"
            caveat = _worked_out(b, label)
            # a figure known only to a few cents is never given as exact: "about", and why
            about = "about " if caveat else ""
            first = (
                f"{name}, {_bas_period_words(r)}: {about}{money(amount, cur)} (from tax_bas)."
                f"{caveat}{_uncategorised([b])}\n"
            )
        else:  # never other fields' figures for the one asked
            return _not_worked_out(b, label, words)
    return first + (
        f"BAS for {b['period']} ({b['periodStart']} – {b['periodEnd']}, {b['basis']} basis; "
        f"period: {_bas_period_words(r)}) (from tax_bas):\n"
        + "\n".join(lines)
        + f"\nNet GST: {money(b['netGst'], cur)} (1A − 1B; negative means a refund)."
        + notes
    )


#: "the bas refund for the march qtr", "what did i get back on the dec quarter bas": what the tax office paid
#: back for one BAS (a GST refund said so stays the BAS's 1B or net GST: "gst back" is read as the credits).
_BAS_REFUND = re.compile(
    r"\b(?:bas|activity\s+statement)\s+refunds?\b"
    r"|\brefunds?\b(?=.*\b(?:bas|activity\s+statement)\b)"
    r"|\b(?:bas|activity\s+statement)\b(?=.*\b(?:get|got|getting)\s+back\b)"
    r"|\b(?:get|got|getting)\s+back\b(?=.*\b(?:bas|activity\s+statement)\b)"
)


def _bas_span(r: Request) -> tuple[date, date] | None:
    """The BAS period asked (a quarter or a month), as its first and last day."""
    asked = _bas_asked(r)
    if asked is None:
        return None
    if "quarter" in asked[0]:
        year, q = int(asked[0]["quarter"][:4]), int(asked[0]["quarter"][-1])
        return date(year, 3 * q - 2, 1), month_end_of(year, 3 * q)
    first = date.fromisoformat(f"{asked[0]['month']}-01")
    return first, month_end_of(first.year, first.month)


def _refund_window(end: date) -> tuple[date, date]:
    """When a BAS's refund comes in: after its period ends, within the three months after (a quarterly BAS
    is lodged by the end of the next month or two, and the tax office pays back within weeks)."""
    return end + timedelta(days=1), month_end_of(end.year, end.month + 3)


def _refund_categories(r: Request) -> list[str]:
    """The tax categories a BAS refund comes into: the ones named for the BAS when the person keeps those
    apart ("Tax Payments (BAS)"), else all of them."""
    found = tax_categories(r.categories)
    return [c.id for c, bas in found if bas] or [c.id for c, _ in found]


def _bas_refund_plan(r: Request) -> list[ToolCall]:
    span, asked = _bas_span(r), _bas_asked(r)
    if span is None or asked is None or _after_the_data(r) or _neither_said(r) or not _refund_categories(r):
        return []
    start, end = _refund_window(span[1])
    return [
        call("tax_bas", **asked[0]),
        call(
            "analytics_spending",
            flow="income",
            by="month",
            categoryIds=_refund_categories(r),
            fromDate=start.isoformat(),
            toDate=end.isoformat(),
        ),
    ]


def _month_words(label: str) -> str:
    """ "2026-05" → "May 2026" (a month row's label), else the label as it is."""
    try:
        return date.fromisoformat(f"{label}-01").strftime("%B %Y")
    except ValueError:
        return label


def _bas_refund_answer(r: Request, results: Results) -> str:
    """What the tax office paid back for one BAS, from the money in of the tax categories after its period:
    the BAS's own net GST is said beside it, never as the refund (the tax office's refund also counts PAYG
    withheld, W2, and a PAYG instalment, T7, on the same statement; round 28, the arborist's "bas refund for
    the march qtr": 522.00 paid back where the net GST is −2,201.46)."""
    if "tax_bas" not in results and _neither_said(r):
        return (
            "I understood you want the refund the tax office paid for a BAS, but not for which one. Which "
            'quarter (or month)? For example "the bas refund for the march quarter".'
        )
    if "tax_bas" not in results or "analytics_spending" not in results:
        if not _refund_categories(r) and "tax_bas" not in results and _bas_span(r) is not None:
            return (
                "I understood you want the refund the tax office paid for a BAS, but none of your categories "
                "holds payments to or from the tax office, so I can't tell which money in it was. Which "
                "category do you keep the tax office's payments in?"
            )
        return _bas_answer(r, results)
    b, money_in = results["tax_bas"], results["analytics_spending"]
    cur = b["currency"]
    span = _bas_span(r)
    assert span is not None
    start, end = _refund_window(span[1])
    words = _bas_period_words(r) or b["period"]
    names = ", ".join(c.name for c in r.categories if c.id in _refund_categories(r))
    months = [row for row in money_in.get("rows", []) if parse_amount(row.get("amount") or 0) > 0]
    count = sum(int(row.get("count") or 0) for row in months)
    net = parse_amount(b["netGst"])
    gst = (
        f"finkit's BAS for {b['period']} gives net GST (1A − 1B) of {money(net, cur)} (from tax_bas); what the tax "
        "office pays back or asks for also counts the PAYG withheld (W2) and any PAYG instalment (T7) on the "
        "same statement."
    )
    if r.data_last is not None and start > r.data_last:
        return (
            f"Your transactions end on {r.data_last:%-d %b %Y}, before a refund for the {words} BAS would come in, "
            f"so your books hold none yet. {gst}"
        )
    window = describe_span(start, min(end, r.data_last) if r.data_last else end)
    if count == 0 and net > 0:
        return (
            f"The {words} BAS was one to pay, not a refund: {gst} No money came in from the tax office ({names}) "
            f"in {window} (from analytics_spending)."
        )
    if count == 0:
        return (
            f"No money came in from the tax office ({names}) in {window}, after the {words} BAS, so your books "
            f"hold no refund for it (from analytics_spending). {gst}"
        )
    if count == 1:
        row = months[0]
        return (
            f"The refund for the {words} BAS: {money(row['amount'], cur)} came in from the tax office ({names}) "
            f"in {_month_words(row['label'])} (from analytics_spending). {gst}"
        )
    lines = "\n".join(
        f"- {_month_words(row['label'])}: {money(row['amount'], cur)} ({row['count']} payment(s))"
        for row in months
    )
    return (
        f"{count} payments came in from the tax office ({names}) in {window}, after the {words} BAS; which of "
        f"them is that BAS's refund your books do not say (from analytics_spending):\n{lines}\n{gst}"
    )


def _summary_plan(r: Request) -> list[ToolCall]:
    if year_without_rows(r):
        return []
    return [
        call(
            "tax_summary",
            fy=tax_year(r)[0],
            gstRegistered=True if re.search(r"\bgst[- ]registered\b", r.lower) else None,
        )
    ]


def _summary_answer(r: Request, results: Results) -> str:
    if "tax_summary" not in results:
        return year_without_rows(r) or ""
    s = results["tax_summary"]
    cur = s["currency"]
    lines = [f"- {d['label']} {d['name']}: {money(d['amount'], cur)}" for d in s["deductions"]]
    docs = f"\n{len(s['needsDocuments'])} item(s) need documents." if s["needsDocuments"] else ""
    return (
        f"Tax summary for FY{s['financialYear']} ({s['periodStart']} – {s['periodEnd']}){tax_year(r)[1]} "
        "(from tax_summary):\n"
        f"Income: {money(s['incomeTotal'], cur)}\n"
        f"Deductions: {money(s['totalDeductions'], cur)}"
        + (":\n" + "\n".join(lines) if lines else "")
        + f"\nGST paid on purchases: {money(s['gstPaid'], cur)}; claimable: {money(s['gstClaimable'], cur)}."
        + docs
    )


def _gst_basis_only(r: Request) -> bool:
    """ "fuel ex gst last month", "earnings including gst": GST says how an amount is counted, not which BAS
    figure is asked, unless the BAS or one of its fields is named too (the question reader has it)."""
    basis = GST_EXCLUDED.search(r.text.lower()) or GST_INCLUDED.search(r.text.lower())
    return bool(basis) and not re.search(
        r"\bbas\b|activity statement|\b(?:1a|1b|g\d{1,2})\b|\bgst\s+(?:credits?|collected|owed?|payable)\b",
        r.text,
        re.I,
    )


#: Two BAS periods set against each other ("was my net gst bigger in q2 or q3", "gst credits q1 vs q4").
_SET_AGAINST = re.compile(
    r"\b(?:or|vs\.?|versus|than|compared?|against|bigger|higher|more|less|smaller|lower)\b"
)


def _two_quarters(r: Request) -> list[tuple[str, str]]:
    """The two BAS quarters compared, each (quarter, words said back); [] unless exactly two quarters with
    data are named and set against each other. A quarter said without its year is the latest with data."""
    if not _SET_AGAINST.search(r.lower):
        return []
    found = []
    for p in find_periods(normalised(r.text), today=r.today, fy_start=r.fy_start):
        moved = latest_with_data(p, r.data_last) if r.data_last else p
        quarter = moved.calendar_quarter()
        if quarter is None or (r.data_last is not None and moved.start > r.data_last):
            return []
        found.append((quarter, moved.words))
    return found if len(found) == 2 and found[0][0] != found[1][0] else []


def _bas_compare_plan(r: Request) -> list[ToolCall]:
    if (_field_asked(r) or ("",))[0] == "ask":
        return []
    return [
        ToolCall(id=f"local_tax_bas_{i}", name="tax_bas", arguments={"quarter": q})
        for i, (q, _) in enumerate(_two_quarters(r), 1)
    ]


def _bas_compare_answer(r: Request, results: Results) -> str:
    """One BAS field (the net GST unless another is named) of two quarters, and which is the larger."""
    if "local_tax_bas_1" not in results:
        return (
            "By the GST you paid, do you mean the GST you paid to the tax office (the net GST on your BAS, "
            "1A − 1B) or the GST in the price of your purchases (your GST credits, 1B)? Which one?"
        )
    label, words = _field_asked(r) or ("net", "net GST (1A − 1B)")
    reports = [results["local_tax_bas_1"], results["local_tax_bas_2"]]
    cur = reports[0]["currency"]
    said = [w for _, w in _two_quarters(r)]
    name = words if label == "net" else f"{label} ({words})"
    if held := _left_out(reports, label, f"{name} for {said[0]} or {said[1]}"):
        return held
    if (lacking := _lacking(reports, label)) is not None:
        return _not_worked_out(lacking, label, words)
    values = [parse_amount(_field_value(b, label)) for b in reports]
    lines = [f"- {said[i]}: {money(values[i], cur)}" for i in range(2)]
    if values[0] == values[1]:
        verdict = f"the same in both, {money(values[0], cur)}"
    else:
        big = 0 if values[0] > values[1] else 1
        verdict = f"larger in {said[big]}, by {money(abs(values[0] - values[1]), cur)}"
    return (
        f"{name[0].upper()}{name[1:]}: {verdict} (from tax_bas):\n"
        + "\n".join(lines)
        + _uncategorised(reports)
    )


#: What makes a question the BAS's: its name, a label, or the GST owed, collected or claimed.
_BAS_WORDS = re.compile(
    r"\bbas\b|\bbusiness activity statement\b|\bactivity statement\b|\b(?:1a|1b|g1|g2|g3|g10|g11|g14|g15)\b"
    r"|\bnet gst\b|\bgst\b.*\b(?:colect\w*|claim\w*)\b"
    r"|\b(gst|vat)\b.*\b(owe|owing|pay|payable|collect\w*|credits?|refund|report|return|for|in|last|this)\b"
    r"|\b(my|the) (gst|vat)\b"
    # a field by its own name: "gst on sales" (1A), "gst on purchases" (1B)
    r"|\b(?:gst|vat)\s+on\s+(?:my\s+|the\s+|all\s+)?(?:sales|purchases)\b",
    re.I,
)

INTENTS: list[Intent] = [
    Intent(
        "bas_refund",
        _BAS_REFUND,
        _bas_refund_plan,
        _bas_refund_answer,
        "how much was the BAS refund for the March quarter?",
        priority=12,
        when=lambda r: not gst_amount_asked(r) and not _gst_basis_only(r) and not _field_asked(r),
        uses_period=True,
    ),
    Intent(
        "bas_compare",
        _BAS_WORDS,
        _bas_compare_plan,
        _bas_compare_answer,
        "was my net GST bigger in Q2 or Q3?",
        priority=11,
        when=lambda r: not gst_amount_asked(r) and not _gst_basis_only(r) and bool(_two_quarters(r)),
        uses_period=True,
    ),
    Intent(
        "bas",
        _BAS_WORDS,
        _bas_plan,
        _bas_answer,
        "what's my BAS for last quarter?",
        priority=10,
        when=lambda r: not gst_amount_asked(r) and not _gst_basis_only(r),
        uses_period=True,
    ),
    Intent(
        "tax_summary",
        re.compile(r"\btax (summary|position|report|overview)\b|\bincome tax\b.*\b(summary|year)\b", re.I),
        _summary_plan,
        _summary_answer,
        "tax summary for FY2025",
        priority=10,
        uses_period=True,
    ),
]
