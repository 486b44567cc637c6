"""Detection on small written-out histories (pure functions, no database)."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal

import pytest

from finkit.core.bills.recurring import Occurrence, Pattern, detect_patterns
from finkit.core.bills.schedule import add_months, step
from finkit.core.merchants.keys import merchant_name


def occ(day: date, amount: str, description: str, n: list[int] = [0]) -> Occurrence:  # noqa: B006
    n[0] += 1
    name = merchant_name(description)
    return Occurrence(f"t{n[0]}", day, Decimal(amount), name.upper(), name, "AUD")


def only(patterns: list[Pattern], key: str) -> Pattern:
    found = [p for p in patterns if p.key == key]
    assert len(found) == 1, patterns
    return found[0]


def series(
    start: date, frequency: str, count: int, amount: str, description: str, jitter: list[int] | None = None
) -> list[Occurrence]:
    jitter = jitter or [0]
    return [
        occ(step(start, frequency, i) + timedelta(days=jitter[i % len(jitter)]), amount, description)  # type: ignore[arg-type]
        for i in range(count)
    ]


@pytest.mark.parametrize(
    ("frequency", "count", "start"),
    [
        ("weekly", 10, date(2026, 8, 3)),
        ("fortnightly", 8, date(2026, 7, 2)),
        ("four_weekly", 6, date(2026, 5, 20)),
        ("monthly", 6, date(2026, 5, 15)),
        ("quarterly", 4, date(2025, 11, 10)),
        ("yearly", 3, date(2023, 12, 1)),
    ],
)
def test_each_cadence_is_detected(frequency: str, count: int, start: date) -> None:
    history = series(start, frequency, count, "-49.99", "SOME SERVICE PTY LTD")
    patterns = detect_patterns(history, as_of=history[-1].day + timedelta(days=1))
    pattern = only(patterns, "SOME SERVICE")
    assert pattern.frequency == frequency
    assert pattern.occurrences == count and pattern.type == "debit" and pattern.active
    assert pattern.average_amount == Decimal("49.99")
    assert pattern.next_expected == step(history[-1].day, frequency, 1)  # type: ignore[arg-type]
    assert pattern.confidence >= 0.8


def test_dates_within_tolerance_still_fit_and_beyond_do_not() -> None:
    late_early = [0, 2, -3, 1, 3, -2, 0]
    history = series(date(2026, 3, 10), "monthly", 7, "-80", "INTERNET CO", late_early)
    assert only(detect_patterns(history, as_of=date(2026, 10, 12)), "INTERNET CO").frequency == "monthly"
    scattered = series(date(2026, 3, 10), "monthly", 7, "-80", "INTERNET CO", [0, 9, -8, 12, -10, 7, 0])
    assert detect_patterns(scattered, as_of=date(2026, 10, 12)) == []


def test_amount_tolerance_is_seven_and_a_half_percent() -> None:
    inside = [
        occ(add_months(date(2026, 1, 5), i), a, "WATER CORP")
        for i, a in enumerate(["-100", "-104", "-97", "-102", "-106"])
    ]
    pattern = only(detect_patterns(inside, as_of=date(2026, 6, 1)), "WATER CORP")
    assert (pattern.min_amount, pattern.max_amount) == (Decimal("97"), Decimal("106"))
    assert pattern.fixed_amount


def test_month_end_series() -> None:
    days = [add_months(date(2026, 1, 31), i, month_end=True) for i in range(6)]
    assert [d.day for d in days] == [31, 28, 31, 30, 31, 30]
    history = [occ(d, "-1850", "RENT SMITH REALTY") for d in days]
    pattern = only(detect_patterns(history, as_of=date(2026, 7, 1)), "RENT SMITH REALTY")
    assert pattern.frequency == "monthly" and pattern.month_end
    assert pattern.next_expected == date(2026, 7, 31)


def test_four_weekly_is_not_confused_with_monthly() -> None:
    history = series(date(2026, 1, 7), "four_weekly", 9, "-59", "MOBILE PLAN")
    assert only(detect_patterns(history, as_of=date(2026, 9, 10)), "MOBILE PLAN").frequency == "four_weekly"


def test_salary_is_detected_as_income() -> None:
    history = series(date(2026, 6, 4), "fortnightly", 12, "3250.00", "SALARY ACME PTY LTD PAY 123456")
    pattern = only(detect_patterns(history, as_of=date(2026, 11, 21)), "ACME")
    assert pattern.type == "credit" and pattern.frequency == "fortnightly"


def test_variable_bill_is_detected_with_its_range() -> None:
    amounts = ["-312.40", "-405.10", "-288.95", "-366.00"]
    history = [occ(add_months(date(2025, 12, 12), 3 * i), a, "ORIGIN ENERGY") for i, a in enumerate(amounts)]
    pattern = only(detect_patterns(history, as_of=date(2026, 10, 1)), "ORIGIN")
    assert pattern.frequency == "quarterly" and not pattern.fixed_amount
    assert (pattern.min_amount, pattern.max_amount) == (Decimal("288.95"), Decimal("405.10"))


def test_two_subscriptions_at_one_merchant_are_two_patterns() -> None:
    history = series(date(2026, 1, 3), "monthly", 6, "-2.99", "APPLE.COM/BILL") + series(
        date(2026, 1, 19), "monthly", 6, "-14.99", "APPLE.COM/BILL"
    )
    found = [p for p in detect_patterns(history, as_of=date(2026, 7, 1)) if p.frequency == "monthly"]
    assert sorted(p.average_amount for p in found) == [Decimal("2.99"), Decimal("14.99")]


def test_frequent_irregular_grocery_shopping_is_not_a_bill() -> None:
    rng = random.Random(7)
    day, history = date(2025, 11, 1), []
    while day < date(2026, 11, 15):
        day += timedelta(days=rng.choice([1, 2, 2, 3, 3, 4, 5, 6, 8]))
        store = rng.choice(
            ["WOOLWORTHS 1234 PARRAMATTA NSW", "WOOLWORTHS METRO 0421 SYDNEY", "COLES 0567 RYDE"]
        )
        history.append(occ(day, f"-{rng.randint(1800, 24000) / 100:.2f}", store))
    coffee_day = date(2025, 11, 3)
    while coffee_day < date(2026, 11, 15):  # the same price, most weekdays: still not a bill
        coffee_day += timedelta(days=rng.choice([1, 1, 1, 2, 3]))
        history.append(occ(coffee_day, "-4.50", "SQ *CAFE ROMA SYDNEY"))
    assert len(history) > 200
    assert detect_patterns(history, as_of=date(2026, 11, 21)) == []


def test_cancelled_subscription_is_inactive_and_hidden_by_default() -> None:
    history = series(date(2025, 1, 5), "monthly", 6, "-16.99", "STAN")
    assert detect_patterns(history, as_of=date(2026, 11, 21)) == []
    hidden = detect_patterns(history, as_of=date(2026, 11, 21), include_inactive=True)
    assert [p.active for p in hidden] == [False]


def test_two_occurrences_are_not_enough_except_yearly() -> None:
    assert (
        detect_patterns(series(date(2026, 9, 1), "monthly", 2, "-20", "GYM"), as_of=date(2026, 10, 15)) == []
    )
