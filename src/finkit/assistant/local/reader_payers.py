"""Payers that a word of the question could each be (issue 27): one word said, two clients it fits.

"how much did nguyen pay me" with Mai Nguyen and Sarah Nguyen both paying for work: a word two of the
person's clients' names hold, said once in the singular, points at one of them, and which one is asked
(naming both), never the two summed. Payees of one kind that the person pays ("hospital parking": three
hospital car parks) stay read as all of them, and the plural ("the nguyens") says all of them.
"""

from __future__ import annotations

import re

from finkit.assistant.local.reader_model import Vocabulary


def different_clients(word: str, names: list[str], vocab: Vocabulary) -> bool:
    """Whether ``names`` (the payees whose names hold ``word``) are two or more clients paying the person for
    work, and ``word`` is said in the singular: one of them is meant, not all."""
    if len(names) < 2 or word.endswith("s") or vocab.merchant_categories is None:
        return False
    money_in_only = dict(vocab.merchants)
    return all(
        money_in_only.get(n)
        and any(vocab.kind_of(i) == "income" for i in vocab.merchant_categories.get(n, frozenset()))
        for n in names
    )


#: Someone sending the person money ("how much money has joshua nguyen sent me all up"): every payment in
#: from them, a friend paying back as much as an invoice paid (the question asks what was sent, not what was
#: earned); the verb is the group ``verb``. Not a kind of client ("the overseas client": their earnings are
#: read by the clients' words), nor what it was sent for or through ("for groceries", "through payoneer"),
#: which the other readers take.
SENT_ME = re.compile(
    r"\b(?:did|does|has|have)\s+(?!i\b|we\b)(?:the\s+|my\s+)?(?![a-z'&]*\s*(?:clients?|customers?)\b)"
    r"[a-z'&]+(?:\s+(?!clients?\b|customers?\b)[a-z'&]+)?\s+"
    # "did alana send money": to the person asking, unless said to whom ("send money to the ato")
    r"(?P<verb>(?:send|sent)\s+(?:(?:me|us)(?:\s+(?:money|cash|funds))?|(?:money|cash|funds)(?!\s+to\b))"
    # "how much has daniel transferred me": someone else's transfer to the person, as sending is
    r"|(?:transferred|transfers?)\s+(?:me|us)(?:\s+(?:money|cash|funds))?)"
    r"(?!\s+(?:for|from|through|thru|via|by|over|across)\b)(?![\w'])"
)


#: The trades a person pays for their books, each with the word it is said by (the person, not the work:
#: "bookkeeping" an accountant does too) and the words of a payee's name that say it. A bookkeeper and an
#: accountant are different trades (TPB: a BAS agent or a tax agent is registered; a bookkeeper need not
#: be): said as one, a payee named as the other is not plainly it.
ROLES: tuple[tuple[str, re.Pattern[str], re.Pattern[str]], ...] = (
    ("bookkeeper", re.compile(r"\bbook\s*keepers?\b"), re.compile(r"\bbook\s*keep\w*|\bbas\s+agents?\b")),
    ("accountant", re.compile(r"\baccountants?\b"), re.compile(r"\baccountants?\b|\baccounting\b|\bcpa\b")),
)


def role_apart(low: str, category_ids: set[str], vocab: Vocabulary) -> str | None:
    """The question back when ``low`` names a trade ("my bookkeeper") read as a category whose payees are all
    named as another trade (Ledgerline Accountants) and none as the one said: they may be meant, or someone
    the books don't hold; None when a payee's name says the trade, or none says any."""
    held = vocab.merchant_categories
    said = next(((role, own) for role, words, own in ROLES if words.search(low)), None)
    if held is None or said is None or not category_ids:
        return None
    role, own = said
    payees = [n for n, ids in held.items() if ids & category_ids]
    if not payees or any(own.search(n.lower()) for n in payees):
        return None
    others = [n for n in payees if any(o.search(n.lower()) for r, _, o in ROLES if r != role)]
    if len(others) != len(payees):
        return None
    return (
        f"“{role}”: the payees of that category are {', '.join(payees)}, named as another trade, and none "
        f"as a {role}: did you mean them, or someone else"
    )
