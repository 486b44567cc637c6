"""A refused form shown again: each problem beside its field, in the dashboard's words, what was typed kept.

Core's messages are written for every surface and some name the command line's options ("pass
--date-format DD/MM/YYYY"). A person on the dashboard has boxes, not options: ``in_dashboard_words``
rewrites those mentions to the box's label, and ``field_errors`` files each problem under the form
field it belongs to (core names fields in camelCase, forms in snake_case), so a template shows it next
to the box with ``aria-describedby`` and ``aria-invalid``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from finkit.core.errors import FieldProblem, ValidationError

#: Command-line wording in core messages -> the dashboard's. Order matters: longer patterns first.
_REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(r";?\s*pass --date-format \(e\.g\. ([^)]+)\) or --map date=N"),
        r": choose the Date format (e.g. \1) or name the date column under Columns",
    ),
    (re.compile(r";?\s*pass --date-format (.+)$"), r": choose which in Date format (\1)"),
    (
        re.compile(r";?\s*pass --map ([a-z]+)=N(?: \(or ([^)]+)\))?"),
        r": name the \1 column under Columns (e.g. \1=2)",
    ),
    (re.compile(r"fy with q \(--fy (\d+) --q (\d)\)"), r"a financial year with its quarter (FY\1 Q\2)"),
    (
        re.compile(r"fy and q go together: --fy (\d+) --q (\d)"),
        r"a financial year and a quarter go together (FY\1 Q\2)",
    ),
    (re.compile(r"\(--month ([0-9-]+)\)"), r"(a month, e.g. \1)"),
    (re.compile(r"\(--quarter ([0-9Q]+)\)"), r"(a quarter, e.g. \1)"),
    (
        re.compile(r"set vehicleMethod and vehicleBusinessUsePercentage in the profile"),
        "choose the car method and the car's business use on the tax profile page",
    ),
    (re.compile(r"\bgstRegistered\b"), "“Registered for GST” is ticked"),
    # an employee's pay, stated once (the Profile page's "Add an employee" boxes)
    (re.compile(r"\bwithholdingPerPay\b"), "the PAYG withheld from every pay"),
    (re.compile(r"\bgrossPerPay\b"), "the gross of every pay"),
    (re.compile(r"\btaxTable\b"), "the tax table"),
    (re.compile(r"\bhourlyRate\b"), "the hourly rate"),
    (re.compile(r"\bvehicleMethod\b"), "car method (tax profile)"),
    (re.compile(r"\bvehicleBusinessUsePercentage\b"), "car business use (tax profile)"),
)
#: Core field names whose form box is called something else.
FIELD_ALIASES = {"data": "file", "content": "file", "category": "category_id", "transaction_ids": "ids"}


def in_dashboard_words(message: str) -> str:
    for pattern, replacement in _REWRITES:
        message = pattern.sub(replacement, message)
    return message


def snake(name: str) -> str:
    """``vehicleBusinessUsePercentage`` -> ``vehicle_business_use_percentage`` (a dotted path: its head)."""
    head = name.split(".")[0].split("[")[0]
    return re.sub(r"(?<!^)(?=[A-Z])", "_", head).lower()


def _in_list(field: str, within: str | None) -> str:
    """``employees.0.hourlyRate`` -> ``hourlyRate`` when ``within`` is ``employees`` (a form adding one
    entry of a list: its boxes are the entry's fields); the entry as a whole (``employees.0``) -> the list."""
    if within is None or not field.startswith(f"{within}."):
        return field
    rest = field[len(within) + 1 :].split(".", 1)
    if rest[0].isdigit():
        return rest[1] if len(rest) > 1 else within
    return field


def field_errors(
    error: ValidationError,
    known: Mapping[str, object] | None = None,
    *,
    within: str | None = None,
    labels: Mapping[str, str] | None = None,
) -> dict[str, str]:
    """``{form field: message}`` for each problem; a problem for no known field goes under ``""`` (the
    form's own message at its top). ``known``: the form's field names (default: accept every field).
    ``within``: the list the form adds one entry to (``employees``): a problem with one of the entry's
    fields goes under that field's box. ``labels``: form field -> the words its box is labelled with,
    which open its message (``Hourly rate: ...``), so the message names the field wherever it is read."""
    found: dict[str, str] = {}
    problems = error.fields or [FieldProblem("", error.message)]
    for problem in problems:
        field = _in_list(problem.field, within)
        name = FIELD_ALIASES.get(snake(field), snake(field))
        if known is not None and name not in known:
            name = ""
        text = in_dashboard_words(problem.message)
        text = text[:1].upper() + text[1:]
        if labels and name in labels:
            text = f"{labels[name]}: {text[:1].lower() + text[1:]}"
        if problem.row is not None:
            text = f"Line {problem.row}: {text}"
        found[name] = f"{found[name]}; {text}" if name in found else text
    return found


__all__ = ["field_errors", "in_dashboard_words", "snake"]
