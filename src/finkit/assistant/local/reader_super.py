"""Whose super, when one category holds both (issue 27, round 28).

A sole trader with an employee often keeps one Super category: their own contributions to their fund (claimed
at D12) and the employee's super guarantee paid through a clearing house (a business cost). Both are deductible,
so the rows' business-use shares do not tell them apart; the payee does: an employer pays employees' super
through a clearing house (the ATO's Small Business Superannuation Clearing House, QuickSuper, Beam), and their
own straight to their fund. "How much super did i put in for myself" (the cleaner's set) was asked back on
"myself", and "how much did i put into super" gave the whole category, the employee's super with the person's
own. Now, when one super category holds a clearing house and another payee:

- said as the person's own ("for myself", "my own", "personal", "put in/into"): the category's payees other
  than the clearing house, said back by name;
- said of the staff ("staff", "employees", "SG", "the clearing house"), or a payee named: read as before;
- nothing said: asked, naming both (as two super categories are, ``reader_synonyms._whose_super``).

A super category with no clearing house among its payees is read as before.
"""

from __future__ import annotations

import re

from finkit.assistant.local.reader_model import Query, Thing, Vocabulary, _name_words

#: The words a question says the person's own super with: read (blanked) wherever super is said.
OWN_SAID = re.compile(r"\b(?:for\s+)?myself\b|\bmy\s+own\b|\bpersonal(?:ly)?\b")
_OWN = re.compile(r"\b(?:myself|own|personal(?:ly)?|d12|put(?:ting)?\s+(?:in|into))\b")
_STAFF = re.compile(r"\b(?:staff|employees?|workers?|sg|guarantee|clearing\s*house|wages)\b")
_SUPER_NAME = re.compile(r"\bsuper(?:annuation)?\b")


#: A super clearing house, what an employer pays employees' super through (the ATO's Small Business
#: Superannuation Clearing House, QuickSuper, Beam, SuperChoice): never the person's own fund.
_CLEARING = frozenset({"clearing", "clearinghouse", "sbsch", "quicksuper", "beam", "superchoice"})


def _clearing_house(name: str, vocab: Vocabulary) -> bool:
    """Whether a payee is a super clearing house, by its name or the words all its bank descriptions say."""
    words = set(_name_words(name)) | set((vocab.merchant_words or {}).get(name, frozenset()))
    return bool(words & _CLEARING)


def super_said(low: str) -> bool:
    return re.search(r"\bsuper(?:annuation)?\b", low) is not None


def whose_super(q: Query, low: str, vocab: Vocabulary) -> str | None:
    """``q`` narrowed to the person's own contributions when they say so, or the question back when one
    super category holds the person's own and an employee's and nothing said tells whose; None otherwise."""
    if vocab.merchant_categories is None or len(q.things) != 1 or q.flow == "income":
        return None
    t = q.things[0]
    if t.merchant or t.merchants or t.text or len(t.category_ids) != 1 or not super_said(t.words):
        return None
    (cid,) = t.category_ids
    name = next((c.name for c in vocab.categories if c.id == cid), "")
    if not _SUPER_NAME.search(" ".join(_name_words(name))):
        return None
    payees = sorted(n for n, held in vocab.merchant_categories.items() if cid in held)
    work = [n for n in payees if _clearing_house(n, vocab)]
    own = [n for n in payees if n not in work]
    if not own or not work or _STAFF.search(low):
        return None
    if _OWN.search(low):
        label = f"{', '.join(own)} (your own super contributions, in {name})"
        merchants = tuple(own) if len(own) > 1 else ()
        q.things = [Thing(label, t.words, category_ids=(cid,), merchant=own[0], merchants=merchants)]
        return None
    return (
        f"“super” could be your own contributions ({', '.join(own)}) or the super paid for your employees "
        f"({', '.join(work)}), both in your {name} category (or both together)"
    )
