"""PAYG withholding from the ATO's tax tables, and a pay's gross worked back from the net the bank shows.

An employer withholds from each pay the amount Schedule 1 (NAT 1004, "Statement of formulas for calculating
amounts to be withheld") gives: for weekly earnings ``x`` (whole dollars, plus 99 cents) the withholding is
``a * x - b``, rounded to the nearest dollar (50 cents up), with ``a`` and ``b`` the coefficients of the band
``x`` falls in. A fortnightly pay is worked as a week of half its earnings (whole dollars of the half), the
week's withholding doubled. The coefficients here are Scale 2 (a tax file number given and the tax-free
threshold claimed), in force for payments from 1 July 2024 (the stage 3 rates); they still applied in
2025-26 and change again from 1 July 2026, so a payment outside those two years is not worked here.

A sole trader paying an employee net sees only the net in the bank. When the person has stated that the
employee's PAYG is withheld from the tax table for the pay period with the threshold claimed, the gross is
the one amount whose net after the table's withholding is what the bank shows: ``gross_from_net`` tries each
whole-dollar withholding. Two grosses can give one net (where the table's withholding steps by a dollar);
the employee's stated hourly rate then picks the one that is a whole number of quarter hours at it, and a
net no stated fact settles to one gross stays a question (``None``).
"""

from __future__ import annotations

from datetime import date
from decimal import ROUND_FLOOR, ROUND_HALF_UP, Decimal
from typing import Literal

PayPeriod = Literal["weekly", "fortnightly"]

#: Scale 2 (tax-free threshold claimed), payments from 1 July 2024: (weekly earnings below, a, b); the
#: last band has no upper limit.
SCALE_2_FROM_2024: tuple[tuple[Decimal | None, Decimal, Decimal], ...] = (
    (Decimal(361), Decimal(0), Decimal(0)),
    (Decimal(500), Decimal("0.1600"), Decimal("57.8462")),
    (Decimal(625), Decimal("0.2600"), Decimal("107.8462")),
    (Decimal(721), Decimal("0.1800"), Decimal("57.8462")),
    (Decimal(865), Decimal("0.1890"), Decimal("64.3365")),
    (Decimal(1282), Decimal("0.3227"), Decimal("180.0385")),
    (Decimal(2596), Decimal("0.3200"), Decimal("176.5769")),
    (Decimal(3653), Decimal("0.3900"), Decimal("358.3077")),
    (None, Decimal("0.4700"), Decimal("650.6154")),
)
#: The payments those coefficients are for (the first and last day paid).
SCALE_2_IN_FORCE = (date(2024, 7, 1), date(2026, 6, 30))

_WEEKS: dict[str, int] = {"weekly": 1, "fortnightly": 2}
_CENT = Decimal("0.01")
_DOLLAR = Decimal(1)


def in_force(paid: date) -> bool:
    """Whether a payment made on ``paid`` is one these coefficients are for."""
    return SCALE_2_IN_FORCE[0] <= paid <= SCALE_2_IN_FORCE[1]


def _weekly(earnings: Decimal) -> Decimal:
    """The withholding from a week's ``earnings`` (Scale 2), whole dollars."""
    x = earnings.to_integral_value(rounding=ROUND_FLOOR) + Decimal("0.99")
    for below, a, b in SCALE_2_FROM_2024:
        if below is None or x < below:
            amount = a * x - b
            return max(amount, Decimal(0)).quantize(_DOLLAR, rounding=ROUND_HALF_UP)
    raise AssertionError("the last band has no upper limit")  # pragma: no cover


def withheld(gross: Decimal, period: PayPeriod) -> Decimal:
    """The PAYG the tax table withholds from a pay of ``gross`` for ``period`` (Scale 2)."""
    weeks = _WEEKS[period]
    week = (gross / weeks).to_integral_value(rounding=ROUND_FLOOR) if weeks > 1 else gross
    return _weekly(week) * weeks


def _quarter_hours(gross: Decimal, hourly_rate: Decimal) -> bool:
    """Whether ``gross`` is a whole number of quarter hours at ``hourly_rate``, to the cent."""
    quarters = (gross * 4 / hourly_rate).quantize(_DOLLAR, rounding=ROUND_HALF_UP)
    return quarters > 0 and (hourly_rate * quarters / 4).quantize(_CENT, rounding=ROUND_HALF_UP) == gross


def grosses_from_net(net: Decimal, period: PayPeriod) -> list[Decimal]:
    """Every gross whose net after the tax table's withholding for ``period`` is ``net`` (usually one; two
    where the withholding steps by a dollar between them)."""
    found: list[Decimal] = []
    step = _WEEKS[period]
    amount = Decimal(0)
    while amount <= net:  # the withholding never reaches the net (the top rate is below a half)
        gross = net + amount
        if withheld(gross, period) == amount:
            found.append(gross)
        amount += step
    return found


def gross_from_net(
    net: Decimal, period: PayPeriod, paid: date, hourly_rate: Decimal | None = None
) -> Decimal | None:
    """The gross of a pay whose net ``net`` was paid on ``paid``, PAYG withheld from the tax table for
    ``period`` with the tax-free threshold claimed: the one gross giving that net (with ``hourly_rate``, the
    one that is also a whole number of quarter hours at it), or None when none or several do, or the
    payment is outside the years these coefficients are for."""
    if net <= 0 or not in_force(paid):
        return None
    grosses = grosses_from_net(net, period)
    if hourly_rate is not None and hourly_rate > 0:
        grosses = [g for g in grosses if _quarter_hours(g, hourly_rate)]
    return grosses[0] if len(grosses) == 1 else None
