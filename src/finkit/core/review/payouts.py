"""A card processor's payout, net of its fee: the sale is the gross.

Square, Tyro, Zeller, SumUp and the like pay out the day's card sales less their fee. The bank shows
the net; the person's sale (GST Act s9-5, G1) and their income (ITAA 1997 s6-5) are the gross the
customers paid, and the fee is a cost of its own (P8, ITAA 1997 s8-1). Filing the net understates G1,
1A and income together, by the fee, every quarter. Only the processor's payout report gives the gross;
what the person states is the fee rate it charges, from which each payout's gross follows.
"""

from __future__ import annotations

import re
from decimal import Decimal
from functools import lru_cache
from pathlib import Path

from finkit.core.datafiles import data_rows
from finkit.core.money import quantum, round_money

#: The GST in each known processor's fees (``data/processor_fees.csv``, with sources).
PROCESSOR_FEES = Path(__file__).with_name("data") / "processor_fees.csv"

PROCESSOR_FEES_REASON = "processor_fees"
PROCESSOR_FEES_NOTE = (
    "a card processor pays out net of its fee: the sale at G1 and your income are the gross the customers "
    "paid, the fee a cost of its own. What fee does it keep (its payout report)?"
)


PAYOUT_GROSS_ASKED_TAG = "payout_gross_asked"
PAYOUT_GROSS_NOTE = (
    "at the fee rate you gave, this payout fits two grosses a cent apart (the processor rounds its fee): "
    "what fee does its payout report show for it?"
)


def grosses_before_fee(net: Decimal, percent: Decimal, currency: str = "AUD") -> list[Decimal]:
    """The grosses a payout of ``net`` can come from after a fee of ``percent`` of the gross, rounded
    to the cent as processors round their fee (half up): one, or two a cent apart that leave the same
    net (then only the payout report tells them apart, and the row is asked)."""
    cent = quantum(currency)
    rate = percent / 100
    if not 0 <= rate < 1:
        raise ValueError("a fee percentage is from 0 to under 100")
    first = round_money(net / (1 - rate), currency)
    found = [g for g in (first - cent, first, first + cent) if g - round_money(g * rate, currency) == net]
    return found or [first]


@lru_cache(maxsize=1)
def _fee_rules() -> tuple[tuple[re.Pattern[str], str], ...]:
    return tuple((re.compile(r["pattern"]), r["fee_gst"]) for r in data_rows(PROCESSOR_FEES))


def fee_treatment(text: str) -> str | None:
    """The GST treatment of the fee a processor named in ``text`` keeps from a payout: ``taxable`` where
    its tax invoice shows GST on its fees (Stripe, Square: a credit at 1B), ``input_taxed`` where it is a
    financial supply, None for a processor not known (filed as the bank's fees, no credit)."""
    low = text.casefold()
    return next((treatment for pattern, treatment in _fee_rules() if pattern.search(low)), None)
