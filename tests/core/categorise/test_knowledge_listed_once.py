"""Round 22: a name listed twice in a knowledge file took the first row's entry with the last row's country:
"Priceline", the Australian pharmacy chain and then the US travel site, came out a pharmacy in the US, so a
GST-registered buyer's pharmacy purchase was an overseas supplier's. The first row now gives both, in the
shipped file and in a person's own file, and the shipped file lists each name once."""

from __future__ import annotations

import csv
from collections import Counter
from pathlib import Path

from finkit.core.categorise.knowledge import SHIPPED, KnowledgeBase


def test_a_shipped_name_is_the_first_rows_merchant_in_the_first_rows_country() -> None:
    found = KnowledgeBase.load(SHIPPED).match("EFTPOS PURCHASE PRICELINE BONDI JUNCTION NSW")
    assert found is not None
    assert (found.merchant, found.category, found.country) == ("Priceline", "Health & Medical", "AU")


def test_a_persons_file_listing_a_name_twice_keeps_its_first_row_whole(tmp_path: Path) -> None:
    own = tmp_path / "merchants.csv"
    own.write_text(
        "pattern,category,country,kind\nKestrel Supplies,Tools & Equipment,AU,merchant\n"
        "Kestrel Supplies,Software & Subscriptions,US,merchant\n",
        encoding="utf-8",
    )
    found = KnowledgeBase.load(SHIPPED, own).match("CARD PURCHASE KESTREL SUPPLIES MASCOT")
    assert found is not None
    assert (found.category, found.country) == ("Tools & Equipment", "AU")


def test_the_shipped_file_lists_each_name_once() -> None:
    with SHIPPED.open(encoding="utf-8", newline="") as handle:
        names = Counter(
            r["pattern"].strip() for r in csv.DictReader(x for x in handle if not x.startswith("#"))
        )
    assert [name for name, times in names.items() if times > 1] == []
