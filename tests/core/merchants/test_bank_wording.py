"""Other banks' channel words (issue 26): the fixture ``tests/data/bank_wording/lines.csv`` holds lines as 25
AU, NZ and UK banks print them, with the merchant a person would name and the layout's source. The tune banks'
lines that the reader gets right are pinned here; the held-out banks (``bench/bank_wording_eval.py``) are
scored by the bench only, never tested or tuned on."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from finkit.core.merchants import normalise_merchant

LINES = Path(__file__).resolve().parents[2] / "data" / "bank_wording" / "lines.csv"
HELD_OUT_BANKS = frozenset({"bankwest", "gsb", "hsbc_au", "citi", "bnz", "kiwibank", "lloyds", "starling"})

#: Lines read wrongly before the issue-26 channel words (each group failed on main).
FIXED = {
    "asb": ["D/C FROM MERRI CREEK LTD INV 1042", "D/D MERCURY NZ LTD 123456", "TFR OUT TO J SMITH RENT",
            "TFR IN FROM 12-3456-0123456-00"],
    "anz_nz": ["Eft-Pos NEW WORLD VICTORIA PARK 4321"],
    "stgeorge": ["BPAY PAYMENT-THANK YOU AGL ENERGY"],
    "hsbc_uk": ["OBP J SMITH RENT"],
    "santander": ["BANK GIRO CREDIT REF ACME DESIGN LTD, INV 1043",
                  "STANDING ORDER VIA FASTER PAYMENT TO J SMITH REFERENCE RENT MARCH"],
    "macquarie": ["Direct debit from AUSTRALIANSUPER"],
    # ING with the card's kind first: "In" was read as the merchant's first word ("In Caltex")
    "ing": ["EFTPOS Purchase - Receipt 551234 In CALTEX STUART PARK NT AUS Date 03 Feb 2026 Card 462263xxxxxx1234",
            "Visa Purchase - Receipt 204477 In BLUE BEAN CAFE FITZROY VIC AUS Date 15 Apr 2026 Card 462263xxxxxx1234",
            "Visa Refund - Receipt 443202 In KMART CHADSTONE VIC AUS Date 16 Apr 2026 Card 462263xxxxxx1234"],
}  # fmt: skip


def _rows() -> list[dict[str, str]]:
    with LINES.open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


ROWS = _rows()
BY_LINE = {(row["bank"], row["description"]): row for row in ROWS}
CASES = [(bank, line) for bank, lines in FIXED.items() for line in lines]


def test_fixture_is_big_enough_and_sourced() -> None:
    banks = {row["bank"] for row in ROWS}
    assert len(ROWS) >= 250 and len(banks) == 25
    assert all(row["source"] for row in ROWS)
    assert not banks.isdisjoint(HELD_OUT_BANKS)


@pytest.mark.parametrize(("bank", "line"), CASES, ids=[f"{b}:{line[:30]}" for b, line in CASES])
def test_tune_bank_channel_words_are_not_the_merchant(bank: str, line: str) -> None:
    row = BY_LINE[(bank, line)]
    assert bank not in HELD_OUT_BANKS
    assert (normalise_merchant(line) or "") == row["merchant"]
