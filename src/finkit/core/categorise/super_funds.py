"""A payment to a super fund: a personal super contribution (item D12), filed without a question once the
person has said they claim their contributions (``profile.personal_super_deduction``), else asked.

Which payees are super funds is data with its sources (``data/super_funds.csv``: APRA's register of
regulated funds and the public-sector schemes); this module only reads it.
"""

from __future__ import annotations

import re
from decimal import Decimal
from functools import lru_cache
from pathlib import Path
from typing import Any

from finkit.core.categorise.guess import Guess
from finkit.core.categorise.money_in import CERTAIN
from finkit.core.categorise.normalise import clean_description
from finkit.core.datafiles import data_rows

DATA = Path(__file__).with_name("data") / "super_funds.csv"
#: A payment to a fund while the profile has not said the person claims: asked (below certainty).
ASKED = Decimal("0.8")
#: The reason a stated profile files it with (the person said so once).
STATED_WHY = "a payment to a super fund: a personal contribution you claim (item D12), as your profile says"
#: The question when the profile has not said it.
ASKED_WHY = (
    "a payment to a super fund: a personal contribution you claim (item D12: you gave the fund a notice "
    "of intent), a contribution you do not claim, or an employee's super? (set personalSuperDeduction "
    "in your profile once and your fund payments are filed D12 without a question)"
)
#: The question for a payment through a clearing house only employers pay into (``payer`` employer).
EMPLOYER_WHY = (
    "super paid through a clearing house employers use for their employees' super guarantee (the ATO's "
    "Small Business Superannuation Clearing House): your employees' super, a business expense when paid "
    "(ITAA 1997 s290-60), not a tax payment nor a personal contribution (D12)?"
)


@lru_cache(maxsize=2)
def _funds(payer: str) -> re.Pattern[str] | None:
    patterns = [f"(?:{row['pattern']})" for row in data_rows(DATA) if (row.get("payer") or "person") == payer]
    return re.compile("|".join(patterns)) if patterns else None


def _payee_is(payer: str, description: str, merchant: str | None) -> bool:
    found = _funds(payer)
    words = f"{(merchant or '').lower()} {clean_description(description)}"
    return found is not None and found.search(words) is not None


def super_fund_payment(description: str, merchant: str | None) -> bool:
    """Whether the payee of a payment is a super fund (``data/super_funds.csv``), read from the merchant
    and the description without the bank's channel words ("BPAY HOSTPLUS" is Hostplus)."""
    return _payee_is("person", description, merchant)


def employer_super_payment(description: str, merchant: str | None) -> bool:
    """Whether a payment goes through a clearing house that takes only an employer's contributions for
    its employees (``payer`` employer in ``data/super_funds.csv``: "BPAY TO ATO SB SUPER CLEARING HOUSE"),
    though its payee's name says ATO."""
    return _payee_is("employer", description, merchant)


#: The reason a clearing house payment is filed with once the person has stated an employee.
EMPLOYER_STATED_WHY = (
    "super paid through a clearing house employers use for their employees' super guarantee, and you "
    "named an employee: Employee Super (P8 superannuation expenses, deductible when paid), never your D12"
)


def super_fund_guess(
    row: Any,
    *,
    super_id: str | None,
    stated: bool,
    employee_super_id: str | None = None,
    employer: bool = False,
) -> Guess | None:
    """A payment to a super fund, into ``super_id`` (the account's expense category of tax category
    ``super``): certain when the profile ``stated`` that the person claims their contributions
    (``personalSuperDeduction``), else asked; through an employers' clearing house always asked. None: not money out to a fund, or no such category."""
    if row.amount < 0 and employer_super_payment(row.description, row.merchant):
        # an employee's super, whatever the profile says of the person's own: never tax paid; certain
        # once the person has named an employee (only employers pay into such a clearing house), else
        # asked, the employees' super suggested (``Employee Super``: P8, never the owner's D12)
        if employee_super_id and employer:
            return Guess(employee_super_id, CERTAIN, "knowledge_base", why=EMPLOYER_STATED_WHY)
        suggested = employee_super_id or super_id
        return Guess(suggested, ASKED, "knowledge_base", True, why=EMPLOYER_WHY) if suggested else None
    if row.amount < 0 and super_id and super_fund_payment(row.description, row.merchant):
        fund = (CERTAIN, False, STATED_WHY) if stated else (ASKED, True, ASKED_WHY)
        return Guess(super_id, fund[0], "knowledge_base", fund[1], why=fund[2])
    return None
