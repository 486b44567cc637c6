"""Merchant normalisation: accuracy on hand-labelled descriptions, and throughput on a million.

Accuracy: ``bench/data/merchant_descriptions.csv`` holds descriptions written in the conventions of
CommBank, Westpac, ANZ, NAB, ING, Up, Macquarie, Bendigo, Suncorp, ANZ NZ, ASB, Kiwibank, Westpac NZ,
BNZ, Barclays, HSBC, Lloyds, NatWest, Monzo, Starling and Nationwide, each with the name a person
would give the merchant (empty: no merchant, e.g. a transfer between one's own accounts). The held-out
set the normaliser was not tuned on is ``tests/core/merchants/data/held_out.csv``; both are reported.

Throughput: a million generated descriptions, every one distinct (store numbers, card masks, dates,
receipts, names and suburbs drawn from pools: known and unknown merchants, people paid by transfer),
through ``normalise_merchants`` with an empty cache: the import's real cost. The normaliser caches
per *key* (the description with its digit runs collapsed), so the figure depends on how many distinct
keys there are; that count is printed, and so is the cold path (every key distinct, nothing cached). Run:

    PYTHONPATH=src python bench/merchant_bench.py [--rows 1000000]
"""

from __future__ import annotations

import argparse
import csv
import random
import time
from pathlib import Path

from finkit.core.merchants import normalise as normaliser
from finkit.core.merchants import normalise_merchants
from finkit.core.merchants.tokens import batch_keys, shape

ROOT = Path(__file__).resolve().parents[1]
LABELLED = ROOT / "bench" / "data" / "merchant_descriptions.csv"
HELD_OUT = ROOT / "tests" / "core" / "merchants" / "data" / "held_out.csv"
TARGET_ACCURACY = 0.95
TARGET_RATE = 250_000

KNOWN = [
    "WOOLWORTHS", "COLES", "ALDI STORES", "BUNNINGS", "BP", "AMPOL FOODARY", "SHELL COLES EXPRESS", "KMART",
    "OFFICEWORKS", "JB HI-FI", "7-ELEVEN", "MCDONALDS", "CHEMIST WAREHOUSE", "DAN MURPHYS", "TOTAL TOOLS",
    "REECE PLUMBING", "MIDDYS ELECTRICAL", "SERVICEM8 PTY LTD", "TELSTRA CORP LTD", "LINKT SYDNEY",
]  # fmt: skip
FIRST = ["BLUE", "GOLDEN", "HARBOUR", "NORTHSIDE", "CORNER", "URBAN", "COASTAL", "HILLS", "RIVER", "OLD MILL"]
SECOND = ["BEAN", "LEAF", "OAK", "STAR", "BRIDGE", "STONE", "WATTLE", "GUM", "FERN", "ANCHOR"]
TRADE = ["CAFE", "BAKERY", "PLUMBING", "ELECTRICAL", "HARDWARE", "PHARMACY", "FLORIST", "MOTORS", "DENTAL"]
SUBURBS = [
    "SYDNEY",
    "PARRAMATTA",
    "BLACKTOWN",
    "CASTLE HILL",
    "PENRITH",
    "KELLYVILLE",
    "RYDE",
    "MANLY",
    "EPPING",
]
GIVEN = ["J", "M", "A", "SARAH", "DAVID", "PRIYA", "WEI", "TOM", "R", "K"]
FAMILY = ["SMITH", "NGUYEN", "PATEL", "CHEN", "WILLIAMS", "BROWN", "KELLY", "TAYLOR", "MORRIS", "SINGH"]


def generated(rows: int, seed: int = 7) -> list[str]:
    """``rows`` distinct descriptions in six banks' layouts."""
    rnd = random.Random(seed)
    out: list[str] = []
    for n in range(rows):
        store = rnd.randint(100, 999_999)
        card = rnd.randint(1000, 9999)
        day = f"{rnd.randint(1, 28):02d}/{rnd.randint(1, 12):02d}/2026"
        suburb = rnd.choice(SUBURBS)
        unknown = f"{rnd.choice(FIRST)} {rnd.choice(SECOND)} {rnd.choice(TRADE)}"
        merchant = rnd.choice(KNOWN) if rnd.random() < 0.6 else unknown
        person = f"{rnd.choice(GIVEN)} {rnd.choice(FAMILY)}"
        layout = n % 6
        if layout == 0:
            text = f"{merchant} {store} {suburb} NS AUS Card xx{card} Value Date: {day} #{n}"
        elif layout == 1:
            text = f"DEBIT CARD PURCHASE {merchant} {store} {suburb} AUS {n}"
        elif layout == 2:
            text = f"VISA DEBIT PURCHASE CARD {card} {merchant} {suburb} {n:08d}"
        elif layout == 3:
            text = f"Fast Transfer From {person} ELECTRICAL WORK INV {n}"
        elif layout == 4:
            text = f"V{card} {day[:5]} {merchant} {suburb} 7494052{n:016d}"
        else:
            text = f"Direct Credit {store} {person} REF {n}"
        out.append(text)
    return out


def accuracy(path: Path) -> tuple[int, int, list[tuple[str, str, str | None]]]:
    with path.open(encoding="utf-8", newline="") as handle:
        labelled = [(r["description"], r["expected"] or None) for r in csv.DictReader(handle)]
    names = normalise_merchants([d for d, _ in labelled])
    wrong = [(d, e or "", got) for (d, e), got in zip(labelled, names, strict=True) if got != e]
    return len(labelled) - len(wrong), len(labelled), wrong


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--show-wrong", action="store_true", help="list every mismatch")
    args = parser.parse_args()

    for label, path in (("labelled (bench)", LABELLED), ("held-out (tests)", HELD_OUT)):
        right, total, wrong = accuracy(path)
        share = right / total
        verdict = "OK" if share >= TARGET_ACCURACY else "BELOW TARGET"
        print(f"accuracy {label}: {right}/{total} = {share:.1%} (target >= {TARGET_ACCURACY:.0%}) {verdict}")
        for description, expected, got in wrong if args.show_wrong else wrong[:5]:
            print(f"    {description!r}: expected {expected!r}, got {got!r}")

    descriptions = generated(args.rows)
    assert len(set(descriptions)) == len(descriptions), "generated descriptions must be distinct"
    shapes = len(set(batch_keys(descriptions)))
    normaliser._cache.clear()
    normaliser._exact.clear()
    wall, cpu = time.perf_counter(), time.process_time()
    normalise_merchants(descriptions)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    rate = len(descriptions) / cpu
    verdict = "OK" if rate >= TARGET_RATE else "BELOW TARGET"
    print(
        f"throughput: {len(descriptions):,} distinct descriptions ({shapes:,} distinct cache keys) in "
        f"{wall:.2f} s wall / {cpu:.2f} s CPU = {rate:,.0f}/s CPU (target >= {TARGET_RATE:,}/s) {verdict}"
    )

    cold = sorted({shape(d.upper()) for d in descriptions})[:100_000]
    normaliser._cache.clear()
    started = time.process_time()
    for shaped in cold:
        normaliser.normalise_shaped(shaped)
    cold_rate = len(cold) / (time.process_time() - started)
    print(f"cold path (nothing cached, {len(cold):,} distinct shapes): {cold_rate:,.0f}/s CPU (no target)")


if __name__ == "__main__":
    main()
