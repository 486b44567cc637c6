"""Issue 26: a second person's year out of the box (profile from person.md, import, ``categorise --apply``;
nothing else): no row is wrong in its income, business or GST standing without being up for review.

The photographer's year (tests/data/photographer_fy2026, labelled by hand from ATO rules before finkit saw
it) is scored by ``bench/books_out_of_box.py``, the scorer this test shares; the electrician's too."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

DATA = Path(__file__).parents[1] / "data"
_SPEC = importlib.util.spec_from_file_location(
    "books_out_of_box", Path(__file__).parents[2] / "bench" / "books_out_of_box.py"
)
assert _SPEC is not None and _SPEC.loader is not None
scorer = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(scorer)
ELECTRICIAN = (
    "--country AU --entity-type sole_trader --gst-registered --gst-basis cash --bas-period quarterly"
)

pytestmark = pytest.mark.slow


def test_the_photographers_books_are_never_silently_wrong() -> None:
    data = DATA / "photographer_fy2026"
    result = scorer.score(data, False, scorer.profile_args(data))
    assert result["unmatched"] == 0
    assert result["silentTax"] == 0, result["silent"]  # on main: 86 rows (income, business, GST)
    figures = {name: (got, want) for name, got, want in result["figures"]}
    for quarter in (1, 2, 3, 4):  # the sales side is right before any answer: on main, 0 of 12
        for field in ("G1", "G2", "1A"):
            got, want = figures[f"Q{quarter} {field}"]
            assert got == want, (quarter, field)


def test_the_electricians_books_are_never_silently_wrong() -> None:
    result = scorer.score(DATA / "electrician_fy2026", False, ELECTRICIAN.split())
    assert result["silentTax"] == 0, result["silent"]
    assert result["asked"] * 100 <= 15 * result["rows"]
