"""A refund from the tax office (issue 27, round 28).

"What was my tax refund", "the ato refund", "my income tax refund", "the refund from the tax office": money the
tax office paid back. The books hold it where the person keeps what they pay the tax office (a Tax Payments
category, money in there), never as earnings and never a shop's refund. Read word by word, "refund" named the
person's Medical Refund category and "tax" a word of the bank descriptions, so the answer was "no money in from
Medical Refund mentioning tax" (three released sets). Read whole, it is the money in of the person's tax
categories (found by their names, as the payments set apart from spending are): the income tax refund in the
ones not named for the BAS when the person keeps the BAS apart ("Tax Payments (BAS)"), and all of them
otherwise. A person with no such category is read as before.
"""

from __future__ import annotations

import re

from finkit.assistant.local.reader_model import CategoryInfo, Thing, Vocabulary, _name_words
from finkit.assistant.local.reader_norm import blank

#: "tax refund", "ato refund", "income tax refund", "the refund from the ato / the tax office / the tax man".
#: (A BAS or GST refund is the BAS's own question: ``intents_tax``.)
TAX_REFUND = re.compile(
    r"\b(?:income\s+)?(?:tax|ato)\s+refunds?\b"
    r"|\brefunds?\s+(?:from|off|by)\s+(?:the\s+)?(?:ato|tax\s+office|taxation\s+office|tax\s*man)\b"
)

#: The name (outside its brackets) of a category for what is paid to, or back from, the tax office.
_TAX_NAME = re.compile(
    r"(?:income\s+)?tax(?:es)?(?:\s+(?:payments?|refunds?))?|ato(?:\s+(?:payments?|refunds?))?"
    r"|bas(?:\s+payments?)?|payg(?:\s+instalments?)?"
)
#: Words of a category's name saying it is the BAS's ("Tax Payments (BAS)", "GST & PAYG").
_BAS_NAME = re.compile(r"\b(?:bas|gst|activity|payg)\b")


def tax_categories(
    categories: tuple[CategoryInfo, ...] | list[CategoryInfo],
) -> list[tuple[CategoryInfo, bool]]:
    """The person's categories for the tax office (not income), each with whether it is named for the BAS."""
    found = []
    for c in categories:
        if c.kind == "income":
            continue
        outside = " ".join(_name_words(re.sub(r"\(.*?\)", " ", c.name)))
        if _TAX_NAME.fullmatch(outside):
            found.append((c, bool(_BAS_NAME.search(" ".join(_name_words(c.name))))))
    return found


def read_tax_refund(low: str, vocab: Vocabulary) -> tuple[str, Thing | None]:
    """``low`` with a refund from the tax office read (blanked) and the thing it is: the money in of the
    person's tax categories; unchanged and None when not said or the person has no such category."""
    said = TAX_REFUND.search(low)
    if said is None:
        return low, None
    held = [
        (c, bas)
        for c, bas in tax_categories(vocab.categories)
        if vocab.in_use is None or c.id in vocab.in_use
    ]
    if not held:
        return low, None
    # the income tax refund: the tax categories not kept for the BAS, when the person keeps the BAS apart
    chosen = [c for c, bas in held if not bas] or [c for c, _ in held]
    names = ", ".join(c.name for c in chosen)
    thing = Thing(
        f"Money in from the tax office ({names})",
        said.group(0),
        category_ids=tuple(c.id for c in chosen),
    )
    return blank(low, said.start(), said.end()), thing
