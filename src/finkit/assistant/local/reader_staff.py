"""A person's pay said of a name two payees share (issue 27): "how many pays did jayden get", "pay runs for
jayden" is the employee paid under a wages category, not the super fund paid for them under another. What such
an employee "cost" is asked (round 24): the net pays, the gross wages or the wages with their super.
"""

from __future__ import annotations

import re

from finkit.assistant.local.reader_model import Vocabulary

#: Words that say a person's pay: the runs of it, its payslips, the wages (not the verb "pays").
PAY_SAID = re.compile(
    r"\bpay\s*runs?\b|\bpayruns?\b|\bpay\s*slips?\b|\bpayslips?\b|\bwages?\b|\bsalar(?:y|ies)\b"
    r"|\bhow\s+many\s+pays\b|\bpays\s+(?:did|does|has|have)\b"
)
_WAGES = re.compile(r"\b(?:wages?|salar(?:y|ies)|payroll)\b", re.I)


def one_paid_wages(names: list[str], text: str, vocab: Vocabulary) -> str | None:
    """The one of ``names`` every payment of which is in a wages category, when the question says pay and
    none of the others has a payment there; None otherwise."""
    held = vocab.merchant_categories
    if held is None or not PAY_SAID.search(text):
        return None
    wages = {c.id for c in vocab.categories if _WAGES.search(c.name)}
    if not wages:
        return None
    paid = [n for n in names if held.get(n) and held[n] <= wages]
    others = [n for n in names if n not in paid and not (held.get(n, frozenset()) & wages)]
    return paid[0] if len(paid) == 1 and len(others) == len(names) - 1 else None


#: What someone "cost" the person (not what they paid): "what did liam cost me", "how much does jayden cost".
_COST_SAID = re.compile(r"\bcost(?:s|ed|ing)?\b")


def staff_cost(names: list[str], text: str, vocab: Vocabulary) -> str | None:
    """The question back when one payee paid only under a wages category is asked what they "cost": the pay
    that left the account, the gross wages (the tax withheld from them included) and the wages with the super
    paid for them are three figures, and the books hold the first only as paid (round 24: "what did liam
    cost me" answered the net pays). A pay or wage word said ("liam's wages") reads as before."""
    held = vocab.merchant_categories
    if held is None or len(names) != 1 or not _COST_SAID.search(text) or PAY_SAID.search(text):
        return None
    wages = {c.id for c in vocab.categories if _WAGES.search(c.name)}
    rows = held.get(names[0])
    if not wages or not rows or not rows <= wages:
        return None
    return (
        f"“{names[0]}” is paid wages, so what they cost you could be the pay that left your account, the gross "
        "wages (with the tax withheld from them), or the wages with the super paid for them: which one"
    )
