"""Precision and recall of recurring-pattern detection on a generated, labelled history.

Each synthetic household gets two years of transactions: true recurring series (subscriptions,
utilities with variable amounts, rent on the last day of the month, salary, insurance, gym; with date
jitter, weekend shifts, an occasional missed payment and messy bank descriptions) mixed with noise
(groceries, cafés at one price, fuel, restaurants, online shopping, one-offs). A detected pattern is a
true positive when its merchant and frequency match a labelled series. Run:

    PYTHONPATH=src python bench/recurring_accuracy.py
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

from finkit.core.bills.recurring import Occurrence, detect_patterns
from finkit.core.bills.schedule import step
from finkit.core.merchants.keys import merchant_key, merchant_name

TARGET_PRECISION = 0.95
AS_OF = date(2026, 11, 21)
START = date(2024, 11, 21)


@dataclass(frozen=True)
class Series:
    key: str
    frequency: str


RECURRING = [
    # (descriptions, frequency, amount, variable?, direction)
    (["NETFLIX.COM 866-579-7172 CA", "PAYPAL *NETFLIX.COM"], "monthly", "22.99", False, -1),
    (["SPOTIFY P{n}A2B3 STOCKHOLM", "Spotify AB"], "monthly", "13.99", False, -1),
    (["ORIGIN ENERGY {n} MELBOURNE", "DD ORIGIN ENERGY"], "quarterly", "380", True, -1),
    (["SYDNEY WATER CORP REF {n}"], "quarterly", "210", True, -1),
    (["RENT SMITH REALTY REF {n}"], "monthly_end", "2150", False, -1),
    (["SALARY ACME PTY LTD {n}"], "fortnightly", "3480", False, 1),
    (["PAYROLL GLOBEX {n}"], "monthly", "6200", True, 1),
    (["NRMA INSURANCE POLICY {n}"], "yearly", "1240", False, -1),
    (["FITNESS FIRST DD {n}"], "weekly", "19.95", False, -1),
    (["TELSTRA DIRECT DEBIT {n}"], "four_weekly", "89", False, -1),
    (["CHILDCARE LITTLE ONES {n}"], "fortnightly", "460", False, -1),
    (["AMAZON PRIME*{n}AB AMZN.COM/BILL WA"], "yearly", "79", False, -1),
]
NOISE = [
    (["WOOLWORTHS {n} PARRAMATTA NSW", "WOOLWORTHS METRO {n} SYDNEY", "COLES {n} RYDE"], 2.5, 15, 250),
    (["SQ *CAFE ROMA {n} SYDNEY"], 1.6, 4.5, 4.5),
    (["BP {n} PARRAMATTA", "SHELL COLES EXPRESS {n}", "AMPOL {n}"], 7, 40, 110),
    (["UBER *EATS {n}", "MENULOG {n}"], 9, 18, 70),
    (["AMAZON MKTPLACE AU {n}", "EBAY O*{n}"], 14, 10, 200),
    (["BUNNINGS {n} AUBURN"], 20, 8, 300),
    (["KMART {n} CHATSWOOD"], 25, 10, 120),
    (["CHEMIST WAREHOUSE {n}"], 18, 6, 60),
]


def _describe(rng: random.Random, options: list[str]) -> str:
    return rng.choice(options).replace("{n}", str(rng.randint(100, 99999)))


def household(rng: random.Random, prefix: str) -> tuple[list[Occurrence], set[Series]]:
    history: list[Occurrence] = []
    labels: set[Series] = set()
    counter = 0

    def add(day: date, amount: Decimal, description: str) -> None:
        nonlocal counter
        counter += 1
        name = merchant_name(description)
        history.append(Occurrence(f"{prefix}-{counter}", day, amount, name.upper(), name, "AUD"))

    for descriptions, frequency, amount, variable, sign in rng.sample(
        RECURRING, rng.randint(5, len(RECURRING))
    ):
        month_end = frequency == "monthly_end"
        freq = "monthly" if month_end else frequency
        day = START + timedelta(days=rng.randint(0, 60))
        if month_end:
            day = step(day, "monthly", 0, month_end=True)
        anchor = day.day
        base = Decimal(amount)
        n = 0
        while day <= AS_OF:
            shift = (
                rng.choice([0, 0, 0, 0, 1, 1, 2, -1]) if freq not in {"weekly"} else rng.choice([0, 0, 0, 1])
            )
            if rng.random() > 0.04:  # the odd missed payment
                value = base * Decimal(str(rng.uniform(0.75, 1.3))) if variable else base
                add(
                    day + timedelta(days=shift),
                    sign * value.quantize(Decimal("0.01")),
                    _describe(rng, descriptions),
                )
            n += 1
            day = step(day, freq, 1, anchor_day=anchor, month_end=month_end)  # type: ignore[arg-type]
        labels.add(Series(merchant_key(descriptions[0].replace("{n}", "1")), freq))
    for descriptions, mean_gap, low, high in NOISE:
        day = START
        while True:
            day += timedelta(days=max(1, round(rng.expovariate(1 / mean_gap))))
            if day > AS_OF:
                break
            amount = Decimal(str(rng.uniform(low, high))).quantize(Decimal("0.01"))
            add(day, -amount, _describe(rng, descriptions))
    for _ in range(rng.randint(5, 15)):  # one-offs
        add(
            START + timedelta(days=rng.randint(0, 700)),
            -Decimal(rng.randint(20, 2000)),
            f"ONE OFF SHOP {rng.randint(1, 500)}",
        )
    return history, labels


def main(households: int = 60, seed: int = 2026) -> None:
    rng = random.Random(seed)
    true_positive = false_positive = found_series = total_series = transactions = 0
    false_examples: list[str] = []
    missed_examples: list[str] = []
    for h in range(households):
        history, labels = household(rng, f"h{h}")
        transactions += len(history)
        detected = detect_patterns(history, as_of=AS_OF)
        hits: set[Series] = set()
        for pattern in detected:
            series = Series(pattern.key, pattern.frequency)
            if series in labels:
                true_positive += 1
                hits.add(series)
            else:
                false_positive += 1
                false_examples.append(
                    f"{pattern.key} {pattern.frequency} x{pattern.occurrences} ({pattern.confidence})"
                )
        total_series += len(labels)
        found_series += len(hits)
        missed_examples.extend(f"{s.key} {s.frequency}" for s in labels - hits)
    precision = true_positive / max(1, true_positive + false_positive)
    recall = found_series / max(1, total_series)
    print(f"households: {households}, transactions: {transactions}, labelled series: {total_series}")
    print(
        f"detected patterns: {true_positive + false_positive} ({true_positive} correct, {false_positive} wrong)"
    )
    print(f"precision: {precision:.3f} (target >= {TARGET_PRECISION})")
    print(f"recall:    {recall:.3f}")
    if false_examples:
        print("false positives (first 5):", "; ".join(false_examples[:5]))
    if missed_examples:
        print("missed (first 5):", "; ".join(missed_examples[:5]))


if __name__ == "__main__":
    main()
