"""Groups named in a question (issue 27): groups of categories ("vehicle costs") and groups of payers
("the councils", "both builders"), read before the single things.
"""

from __future__ import annotations

import re
from collections import Counter

from finkit.assistant.local.reader_model import Query, Thing, Vocabulary
from finkit.assistant.local.reader_norm import blank, merchant_phrases, phrase_at
from finkit.assistant.local.reader_words import GROUP_NAME_FILLERS, GROUP_NAME_WORDS, GROUPS, NUMBER_WORDS
from finkit.core.categorise.payer_groups import payer_groups


def read_groups(text: str, vocab: Vocabulary) -> tuple[str, list[Thing]]:
    """Groups of categories by tax category ("vehicle costs" = Fuel, Vehicle Expenses, Parking & Tolls)."""
    things = []
    for pattern, tax_category, label in GROUPS:
        m = phrase_at(text, pattern)
        if m is None:
            continue
        members = [
            c
            for c in vocab.categories
            if c.kind == "expense" and (c.tax_category == tax_category or _named_of(c.name, tax_category))
        ]
        if members:
            names = ", ".join(c.name for c in members)
            things.append(Thing(f"{label} ({names})", m.group(0), tuple(c.id for c in members)))
            text = blank(text, m.start(), m.end())
    return text, things


def _named_of(name: str, tax_category: str) -> bool:
    """A category named by its group's words only ("Car", "Vehicle Costs"): of that group by its name."""
    words = set(re.findall(r"[a-z]+", name.lower())) - GROUP_NAME_FILLERS
    return bool(words) and words <= GROUP_NAME_WORDS.get(tax_category, frozenset())


def read_payer_groups(text: str, vocab: Vocabulary, q: Query) -> tuple[str, list[Thing]]:
    """Groups of the person's own payers said by what they are ("the real estate agents", "the builders"):
    the money-in payees whose names hold the group's name words (``data/payer_groups.csv``), said back with
    each ("Real estate agents (LJ Hooker Queanbeyan, PRD Queanbeyan)"). A group none of whose payees is
    in the books, or said as money out, is not read (its words stay unread and the question is asked)."""
    if q.flow == "spending" and q.flow_said:
        return text, []
    payers = [n for n, only_in in vocab.merchants if only_in]
    # a payee's own name is read as that payee: "abc builders" is ABC Builders, not the builders
    names_out = text
    for name, _ in vocab.merchants:
        for phrase in merchant_phrases(name):
            if len(phrase) >= 3 and (m := phrase_at(names_out, re.escape(phrase).replace(r"\ ", r"[\s-]+"))):
                names_out = blank(names_out, m.start(), m.end())
    things = []
    for group in payer_groups():
        m = group.said.search(names_out)
        if m is None or not (members := _paying_for_work(group.members(payers), vocab)):
            continue
        if group.name_shape is not None and q.flow != "income":
            if q.flow_said or not re.fullmatch(r"house\s*holders?", m.group(0)):
                continue  # "household" is also a kind of spending: payers by the shape of their names only for money in
            # "householders" are always people paying you: money in, whatever else is said ("paying by osko")
            q.flow, q.flow_said = "income", True
        text = blank(text, m.start(), m.end())
        names_out = blank(names_out, m.start(), m.end())
        # "the 3 property managers": how many the person counts, read when it is how many there are
        if counted := _COUNTED.search(text[: m.start()]):
            said_count = _NUMBER_WORDS.get(counted.group(1)) or int(counted.group(1))
            if said_count != len(members):
                q.ambiguous.append(
                    f"you said {counted.group(1)} {m.group(0)}, and I found {len(members)}: {', '.join(members)}"
                )
            text = blank(text, counted.start(), counted.end())
        if group.name_shape is not None and (odd := _other_kinds(members, vocab)):
            # a person paying under another category (an asset sold to "R Lee"): with the group or not is asked
            q.ambiguous.append(
                f"“{m.group(0)}” could be the payers named as people ({', '.join(members)}), but "
                f"{', '.join(odd)} paid you under another category than the others: with them or not"
            )
            continue
        if not m.group(0).endswith(("s", "hold")) and len(members) > 1:  # ("household clients": all)
            # "the agent": one of them, not all: which is asked, naming them
            q.ambiguous.append(f"“{m.group(0)}” could be {' or '.join(members)} (or all of them together)")
            continue
        label = f"{group.label} ({', '.join(members)})"
        things.append(Thing(label, m.group(0), merchant=members[0], merchants=tuple(members), money_in=True))
    return text, things


_NUMBER_WORDS = {"both": 2, **NUMBER_WORDS}  # "both builders": two of them


#: A count said just before a group ("the 3 agents", "my two builders").
_COUNTED = re.compile(rf"\b(\d{{1,2}}|{'|'.join(_NUMBER_WORDS)})\s+$")


def _paying_for_work(members: list[str], vocab: Vocabulary) -> list[str]:
    """The members with a row in an income category: a person only ever paying you back (a transfer) is not
    a client."""
    if vocab.merchant_categories is None:
        return members
    return [
        n
        for n in members
        if any(vocab.kind_of(i) == "income" for i in vocab.merchant_categories.get(n, frozenset()))
    ]


def _other_kinds(members: list[str], vocab: Vocabulary) -> list[str]:
    """The members whose rows are not all in the category most of the members' rows are in."""
    if vocab.merchant_categories is None:
        return members
    held = [vocab.merchant_categories.get(n, frozenset()) for n in members]
    counts = Counter(i for ids in held for i in ids)
    if not counts:
        return members
    main = counts.most_common(1)[0][0]
    return [n for n, ids in zip(members, held, strict=True) if ids != {main}]
