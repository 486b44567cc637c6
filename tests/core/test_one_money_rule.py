"""One parser and one formatter of money (decision 0026), checked over the source: no ``Decimal(`` built
from a value outside ``core/money.py`` (only genuine constants), and no ``:,.2f``-style money formatting
outside its formatter. A new stray fails here with its file and line."""

from __future__ import annotations

import re
from pathlib import Path

import finkit

SRC = Path(finkit.__file__).parent
MONEY = SRC / "core" / "money.py"

#: ``Decimal(`` with a literal integer or a literal decimal string: a constant, not input.
_CONSTANT = re.compile(r"""\bDecimal\((?:-?\d+|"-?\d+(?:\.\d+)?"|'-?\d+(?:\.\d+)?')\)""")
_ANY = re.compile(r"\bDecimal\(")
#: Money formatted by hand: a fixed two places with thousands grouped (``:,.2f``), or any grouping of a
#: value whose name says money (``{total:,}``). Grouping a count (pixels, pages, rows) is not money.
_MONEY_FORMAT = re.compile(
    r":,\.2f\b|\{[^{}:]*(?:amount|total|balance|gst|money|price|cost|spend|income|net|sum)[^{}:]*:,[^{}]*\}",
    re.IGNORECASE,
)

#: Lines allowed to group thousands although they format no money, each with why.
_NOT_MONEY = {
    "assistant/local/intents_account.py": "a count of AI requests, not money",
    "core/analytics/charts.py": "the axis' tick positions (floats matplotlib chooses), labelled with the currency",
}


def _sources() -> list[tuple[str, int, str]]:
    lines = []
    for path in sorted(SRC.rglob("*.py")):
        if path == MONEY or "migrations" in path.parts:
            continue  # migrations are history: they keep the code they ran with
        name = path.relative_to(SRC).as_posix()
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            lines.append((name, number, code))
    return lines


def test_no_decimal_is_built_from_a_value_outside_money() -> None:
    strays = [
        f"{name}:{number}: {code.strip()}"
        for name, number, code in _sources()
        if _ANY.search(_CONSTANT.sub("", code))
    ]
    assert not strays, "build Decimals with finkit.core.money (parse_amount, from_scaled...):\n" + "\n".join(
        strays
    )


def test_no_money_is_formatted_outside_the_formatter() -> None:
    strays = [
        f"{name}:{number}: {code.strip()}"
        for name, number, code in _sources()
        if _MONEY_FORMAT.search(code) and name not in _NOT_MONEY
    ]
    assert not strays, "format money with finkit.core.money.format_money:\n" + "\n".join(strays)
