"""A transaction's GST-free part (issue 26): the part of a partly-taxable invoice's price with no GST in it,
given as the invoice shows it (``tx edit --gst-free-part``), so G14 (and 1B) take the invoice's figure to
the cent instead of one worked out as ``cost - GST x 11``.

Hand-worked (a GST-registered sole trader, Jul-Sep 2025):
- QBE business insurance -1,342.88: premium 1,120.00 + GST 112.00 + stamp duty 110.88. Given only the
  stamp duty, the GST finkit derives is the rest's: 1,232.00 / 11 = 112.00; G11 1,342.88, G14 110.88,
  1B (1,342.88 - 110.88) / 11 = 112.00; no "worked out" note.
- GIO insurance -860.00: 800.00 taxed (GST 72.73) + stamp duty 60.00. From the GST amount alone G14 is
  860.00 - 72.73 x 11 = 59.97 (three cents off, with the note); with the invoice's 60.00, G14 is 60.00
  and 1B (860.00 - 60.00) / 11 = 72.73.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import Any

import pytest

Cli = Callable[..., Any]


@pytest.fixture
def books(cli: Cli) -> Cli:
    done = cli("profile", "set", "--entity-type", "sole_trader", "--gst-registered", "--country", "AU")
    assert done.exit_code == 0, done.output
    return cli


def _add(cli: Cli, amount: str, description: str, category: str, *extra: str) -> dict[str, Any]:
    result = cli("tx", "add", "--date", "2025-08-01", "--category", category, *extra, "--json", "--",
                 amount, description)  # fmt: skip
    assert result.exit_code == 0, result.output
    return result.json()["transaction"]  # type: ignore[no-any-return]


def _edit(cli: Cli, tx_id: str, *args: str) -> dict[str, Any]:
    result = cli("tx", "edit", tx_id, *args, "--json")
    assert result.exit_code == 0, result.output
    return result.json()["transaction"]  # type: ignore[no-any-return]


def _bas(cli: Cli) -> dict[str, Any]:
    result = cli("report", "bas", "--quarter", "2025Q3", "--json")
    assert result.exit_code == 0, result.output
    data = result.json()
    data["lines"] = {line["label"]: Decimal(str(line["amount"])) for line in data["worksheet"]}
    return data  # type: ignore[no-any-return]


def _worked_out_note(bas: dict[str, Any]) -> bool:
    return any(note.startswith("G14 holds") for note in bas["notes"])


def test_the_invoices_gst_free_part_is_g14_to_the_cent_and_the_gst_is_the_rests(books: Cli) -> None:
    insurance = _add(books, "-1342.88", "QBE INSURANCE BPAY", "Business Insurance")
    edited = _edit(books, insurance["id"], "--gst-free-part", "110.88")
    assert Decimal(str(edited["gstFreePart"])) == Decimal("110.88")
    assert Decimal(str(edited["gstAmount"])) == Decimal("-112.00")  # 1,232.00 / 11, not 1,342.88 / 11
    bas = _bas(books)
    assert (bas["lines"]["G11"], bas["lines"]["G14"], bas["lines"]["G20"]) == (
        Decimal("1342.88"), Decimal("110.88"), Decimal("112.00")
    )  # fmt: skip
    assert not _worked_out_note(bas)
    summary = books("report", "tax", "--fy", "2026", "--json").json()
    assert Decimal(str(summary["gstClaimable"])) == Decimal("112.00")  # the same GST on both reports


def test_a_part_worked_out_from_the_gst_is_cents_off_and_the_invoices_part_is_exact(books: Cli) -> None:
    gio = _add(books, "-860.00", "GIO BUSINESS INSURANCE", "Business Insurance")
    _edit(books, gio["id"], "--gst-amount", "72.73")
    before = _bas(books)
    assert before["lines"]["G14"] == Decimal("59.97") and _worked_out_note(before)
    assert any("--gst-free-part" in note for note in before["notes"])  # the note says how to make it exact
    _edit(books, gio["id"], "--gst-free-part", "60")
    after = _bas(books)
    assert (after["lines"]["G14"], after["lines"]["G20"]) == (Decimal("60.00"), Decimal("72.73"))
    assert not _worked_out_note(after)
    cleared = _edit(books, gio["id"], "--gst-free-part", "none")  # back to the GST amount alone
    assert cleared["gstFreePart"] is None and _bas(books)["lines"]["G14"] == Decimal("59.97")


def test_a_sales_gst_free_part_goes_to_g3(books: Cli) -> None:
    sale = _add(books, "1100.00", "MERRI CREEK PTY LTD", "Sales Income", "--gst-free-part", "550")
    assert Decimal(str(sale["gstAmount"])) == Decimal("50.00")
    bas = _bas(books)
    assert (bas["fields"]["G1"], bas["fields"]["G3"], bas["fields"]["1A"]) == (1100.0, 550.0, 50.0)


@pytest.mark.parametrize(
    ("args", "field", "words"),
    [
        (("--gst-free-part", "1400"), "gstFreePart", "more than the price"),
        (("--gst-free-part", "-5"), "gstFreePart", "greater than or equal to 0"),
        (("--gst-free-part", "10.888"), "gstFreePart", "decimal places"),
        # GST 112.00 with 11.88 free: the rest, 1,331.00, holds 121.00 (a typo in one of the two)
        (("--gst-amount", "112", "--gst-free-part", "11.88"), "gstFreePart", "holds GST 121.00"),
    ],
)
def test_a_part_that_cannot_be_the_invoices_is_refused_naming_the_field(
    books: Cli, args: tuple[str, ...], field: str, words: str
) -> None:
    insurance = _add(books, "-1342.88", "QBE INSURANCE BPAY", "Business Insurance")
    result = books("tx", "edit", insurance["id"], *args)
    assert result.exit_code != 0 and field in result.output and words in result.output, result.output
    shown = books("tx", "show", insurance["id"], "--json")
    assert shown.json()["transaction"]["gstFreePart"] is None  # nothing written


def test_a_gst_amount_given_later_must_fit_the_part_and_rounding_per_line_is_allowed(books: Cli) -> None:
    insurance = _add(books, "-1342.88", "QBE INSURANCE BPAY", "Business Insurance")
    _edit(books, insurance["id"], "--gst-free-part", "110.88")
    refused = books("tx", "edit", insurance["id"], "--gst-amount", "100")
    assert refused.exit_code != 0 and "gstAmount" in refused.output, refused.output
    rounded = _edit(books, insurance["id"], "--gst-amount", "112.03")  # lines rounded one by one
    assert Decimal(str(rounded["gstAmount"])) == Decimal("-112.03")
