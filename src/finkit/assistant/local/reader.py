"""A money question read as a structured query, with every word accounted for (issue 27).

"how much went on fuel in the first half of FY26" is not matched against sentence shapes: its words are
read one part at a time: the measure ("how much" = a sum), the flow ("went on" = spending), the things
(categories, merchants and clients from the person's own data, with everyday words such as "petrol" or
"eating out"), the period (the one period reader, ``finkit.core.periods``) and the known fillers ("did",
"i", "the"). A word left over means the question was not read: the answer is then a question back saying
what was understood and what was not, never a figure for a narrower, wider or different question.
"""

from __future__ import annotations

import re
from collections import Counter
from datetime import date
from itertools import pairwise

from finkit.assistant.local.reader_aliases import payee_aliases, said_of_all, same_stem, year_pairs
from finkit.assistant.local.reader_apostrophe import bare_forms
from finkit.assistant.local.reader_clash import clash, full_name_clash, payees_sharing
from finkit.assistant.local.reader_except import (
    blank_included_ones,
    check_also,
    check_refunds_left_out,
    include_also,
    read_refunds_left_out,
)
from finkit.assistant.local.reader_filters import TopN, read_amount_filter, read_top
from finkit.assistant.local.reader_lists import (
    NAMES,
    RANKED_NAMES,
    blank_each,
    blank_order,
    blank_trailing_to,
    bound_scope,
    payee_with_words,
    read_ranked_names,
)
from finkit.assistant.local.reader_members import category_with_its_payees
from finkit.assistant.local.reader_model import CategoryInfo, Query, Thing, Vocabulary, _name_words
from finkit.assistant.local.reader_once import one_or_total
from finkit.assistant.local.reader_payers import SENT_ME, different_clients, role_apart
from finkit.assistant.local.reader_people import people_asked
from finkit.assistant.local.reader_say import (
    CLIENTS_FROM,
    describe,
    interest_categories,
    join_periods,
    set_apart,
    span_words,
)
from finkit.assistant.local.reader_seasons import season_or_quarter
from finkit.assistant.local.reader_side_names import one_on_side, said_side
from finkit.assistant.local.reader_sides import payees_categories, said_again, two_sides
from finkit.assistant.local.reader_umbrella import umbrella_asked
from finkit.assistant.local.reader_union import each_ones_total, through_of, union_of
from finkit.assistant.local.reader_where import two_sides_of_clients
from finkit.assistant.local.reader_words import (
    ALL_TIME,
    AS_FOR_WISE,
    AUSTRALIAN,
    AVERAGE,
    CASH_IN,
    CLIENT_KIND,
    CLIENTS,
    COMPARE,
    COUNT,
    DEDUCTIBLE,
    EXCLUDING,
    FILLERS,
    GROUP_NAME_FILLERS,
    GROUP_NAME_WORDS,
    GROUPS,
    GST_EXCLUDED,
    GST_INCLUDED,
    INCLUDING,
    INCOME,
    JOINED,
    KIND_WORDS,
    LARGEST,
    MONEY_IN_AFTER,
    MONTH,
    NAME_FILLERS,
    NICKNAMES,
    NOT_A_QUERY,
    NOT_INCOME,
    NOUNS,
    OVERSEAS,
    OWN_ACCOUNT,
    PART,
    PAYMENT_METHOD,
    PER,
    PER_WORD,
    PUT_IN,
    READER_WORDS,
    REFUNDS,
    SHORT,
    SHORT_WORDS,
    SMALLEST,
    SPENDING,
    SUM,
    SYNONYMS,
    THE_ONE,
    TOGETHER,
    TOP_CLIENT,
    USE_WORDS,
    USED_VERB,
    WEAK,
    WEAK_FLOW,
    WEAK_INCOME,
    WEAK_INCOME_RE,
    WHICH,
    statement_word,
)
from finkit.core.categorise.knowledge import knowledge_base
from finkit.core.categorise.payer_groups import payer_groups
from finkit.core.periods import FyStart, find_periods, mentions_period

__all__ = [
    "CLIENTS_FROM",
    "CategoryInfo",
    "Query",
    "Thing",
    "Vocabulary",
    "describe",
    "interest_categories",
    "join_periods",
    "read",
    "set_apart",
    "span_words",
]


def _norm(text: str) -> str:
    low = text.lower().replace("’", "'").replace("—", "-").replace("&", " and ")
    low = year_pairs(low)  # "for 25-26": FY2026
    for pattern, written in SHORT:
        low = re.sub(pattern, written, low)
    # "Q1 or Q2 of FY26", "q4 than q3 fy26": the year belongs to both quarters
    low = re.sub(
        r"\bq([1-4])\s+(or|and|vs\.?|versus|to|than)\s+q([1-4])\s+(?:of\s+)?(fy\s*'?\d{2,4})",
        r"q\1 \4 \2 q\3 \4",
        low,
    )
    # "the 1st or 2nd half of fy26": "half" belongs to both
    low = re.sub(
        r"\b(first|second)\s+(or|and|vs\.?|versus|than)\s+(first|second)\s+half\b", r"\1 half \2 \3 half", low
    )
    # "the first half or second half of fy26": both halves of that year
    low = re.sub(
        r"\b(?:the\s+)?(first|second)\s+half\s+(or|and|vs\.?|versus|than)\s+(?:the\s+)?(first|second)\s+half\s+"
        r"(of\s+(?:the\s+)?(?:fy\s*'?\d{2,4}|(?:19|20)\d\d|(?:last|this)\s+(?:financial year|fy)))",
        r"\1 half \4 \2 \3 half \4",
        low,
    )
    # "nov vs dec 2025": the year belongs to both months
    return re.sub(
        rf"\b{MONTH}\s+(or|vs\.?|versus|than|and)\s+{MONTH}\s+((?:19|20)\d\d)\b", r"\1 \4 \2 \3 \4", low
    )


def normalised(text: str) -> str:
    """The question as the reader reads it (short forms spelt out, "q1 or q2 of fy26": the year on both)."""
    return _norm(text)


def _blank(text: str, start: int, end: int) -> str:
    return text[:start] + " " * (end - start) + text[end:]


def _payees_blanked(low: str, vocab: Vocabulary) -> str:
    """``low`` with the person's payees said by at least their first two name words blanked: "plan" in
    "Plan Partners" or "top" in "Top End Physio" is a name, not another area's word."""
    for name, _ in vocab.merchants:
        words = _name_words(name)
        if len(words) >= 2 and (m := _phrase_at(low, re.escape(" ".join(words[:2])))):
            low = _blank(low, m.start(), m.end())
    return low


def _merchant_phrases(name: str) -> list[str]:
    """The words a person would use for a merchant: its full name, and its name without the company
    suffix ("ABC Builders Pty Ltd" → "abc builders pty ltd", "abc builders")."""
    words = _name_words(name)
    strong = list(words)
    while strong and strong[-1] in WEAK:
        strong.pop()
    out = {" ".join(words)}
    if strong:
        out.add(" ".join(strong))
    out.update(payee_aliases(name))
    return sorted(out, key=len, reverse=True)


def _merchants_containing(vocab: Vocabulary, phrase: str, name: str) -> list[str]:
    """Other payers or payees whose names hold ``phrase`` as whole words ("uber" in "Uber Eats")."""
    pattern = re.compile(rf"(?<![\w']){re.escape(phrase)}(?![\w'])")
    return [
        n
        for n, _ in vocab.merchants
        if n != name and pattern.search(" ".join(_name_words(n))) and n.lower() != name.lower()
    ]


def _phrase_at(text: str, phrase: str) -> re.Match[str] | None:
    return re.search(rf"(?<![\w'])(?:{phrase})(?![\w'])", text)


def _read_groups(text: str, vocab: Vocabulary) -> tuple[str, list[Thing]]:
    """Groups of categories by tax category ("vehicle costs" = Fuel, Vehicle Expenses, Parking & Tolls)."""
    things = []
    for pattern, tax_category, label in GROUPS:
        m = _phrase_at(text, pattern)
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
            text = _blank(text, m.start(), m.end())
    return text, things


def _named_of(name: str, tax_category: str) -> bool:
    """A category named by its group's words only ("Car", "Vehicle Costs"): of that group by its name."""
    words = set(re.findall(r"[a-z]+", name.lower())) - GROUP_NAME_FILLERS
    return bool(words) and words <= GROUP_NAME_WORDS.get(tax_category, frozenset())


def _read_payer_groups(text: str, vocab: Vocabulary, q: Query) -> tuple[str, list[Thing]]:
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
        for phrase in _merchant_phrases(name):
            if len(phrase) >= 3 and (m := _phrase_at(names_out, re.escape(phrase).replace(r"\ ", r"[\s-]+"))):
                names_out = _blank(names_out, m.start(), m.end())
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
        text = _blank(text, m.start(), m.end())
        names_out = _blank(names_out, m.start(), m.end())
        # "the 3 property managers": how many the person counts, read when it is how many there are
        if counted := _COUNTED.search(text[: m.start()]):
            said_count = _NUMBER_WORDS.get(counted.group(1)) or int(counted.group(1))
            if said_count != len(members):
                q.ambiguous.append(
                    f"you said {counted.group(1)} {m.group(0)}, and I found {len(members)}: {', '.join(members)}"
                )
            text = _blank(text, counted.start(), counted.end())
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


_NUMBER_WORDS = {
    "both": 2,  # "both builders": two of them
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}
#: A count said just before a group ("the 3 agents", "my two builders").
_COUNTED = re.compile(rf"\b(\d{{1,2}}|{'|'.join(_NUMBER_WORDS)})\s+$")


def _beside(names: list[str], things: list[Thing], vocab: Vocabulary) -> str | None:
    """The one of ``names`` booked in the same categories as the payees said beside it ("woolies and coles":
    the supermarket Coles, not Shell Coles Express); None when not exactly one is."""
    held = vocab.merchant_categories
    named = [n for t in things for n in (t.merchants or ((t.merchant,) if t.merchant else ()))]
    if held is None or not named:
        return None
    beside = {i for n in named for i in held.get(n, frozenset())}
    alike = [n for n in names if held.get(n, frozenset()) and held.get(n, frozenset()) <= beside]
    return alike[0] if len(alike) == 1 else None


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


def _read_things(
    text: str, vocab: Vocabulary, flow_hint: str | None, together: bool = False, side: bool | None = None
) -> tuple[list[Thing], str, list[str]]:
    """Categories, groups and merchants named in ``text``; returns them, the text with their words
    blanked, and words that could be read two ways (unless said together: "both OTR servos" is all the
    payees the words name, summed)."""
    things: list[Thing] = []
    ambiguous: list[str] = []
    pending: list[tuple[str, list[str]]] = []  # a word naming several payees, decided after the others
    income_of = dict(vocab.merchants)
    payee_names = [n for n, _ in vocab.merchants]
    # 1. merchants (the longest name first): a name is what the person typed, so it wins over a synonym
    phrases = sorted(
        (
            (p, name, income)
            for name, income in vocab.merchants
            for p in [*_merchant_phrases(name), *bare_forms(name, _merchant_phrases(name), payee_names)]
            if len(p) >= 3
        ),
        key=lambda x: -len(x[0]),
    )
    for phrase, name, income in phrases:
        m = _phrase_at(text, re.escape(phrase).replace(r"\ ", r"[\s-]+"))  # "hi fi" or "hi-fi"
        if m is None:
            continue
        # a merchant named like a category word ("Fuel Co") stays a category unless said as a name
        if any(_phrase_at(phrase, pat) for pat, _ in SYNONYMS) and len(phrase.split()) == 1:
            continue
        text = _blank(text, m.start(), m.end())
        others = _merchants_containing(vocab, phrase, name)
        if others and _one_name([name, *others]):
            things.append(_all_of([name, *others], m.group(0), income_of))
            continue
        if others:  # "uber": Uber or Uber Eats; the person's words name more than one payee
            pending.append((m.group(0), [name, *others]))
            continue
        things.append(Thing(name, m.group(0), merchant=name, money_in=income))
    for nickname, full in NICKNAMES.items():  # after the full names ("jb hi-fi" is read whole)
        if full and (m := _phrase_at(text, re.escape(nickname))):
            named = [(n, i) for n, i in vocab.merchants if n.lower().startswith(full)]
            if len(named) == 1:
                things.append(Thing(named[0][0], m.group(0), merchant=named[0][0], money_in=named[0][1]))
                text = _blank(text, m.start(), m.end())
            elif len(named) > 1 and _one_name([n for n, _ in named]):
                # "woolies": Woolworths (Annerley) and Woolworths (Buranda), one name in two places
                things.append(_all_of([n for n, _ in named], m.group(0), income_of))
                text = _blank(text, m.start(), m.end())
    for said, names in pending:
        if (one := _beside(names, things, vocab)) is not None:
            things.append(Thing(one, said, merchant=one, money_in=income_of.get(one, False)))
        elif together:  # "both OTR servos": all the payees the words name, summed
            things.append(_all_of(names, said, income_of))
        else:
            ambiguous.append(f"“{said}” could be {' or '.join(names)} (or all of them together)")
    # the first words of one merchant's name, its brand ("ledgerline", "brisbane brewing")
    category_words = {w for c in vocab.categories for w in _name_words(c.name)}
    for m in list(re.finditer(r"[a-z][a-z']+", text)):
        word = m.group(0)
        if word in FILLERS or word in NOUNS or word in category_words or word in WEAK:
            continue
        if (by_words := _named_by_first_words(text, m.start(), vocab)) is not None:
            # "st aidans": the first two words of one payee's name, said together (not "st" alone, which
            # starts several)
            (name, income), end = by_words
            things.append(Thing(name, text[m.start() : end], merchant=name, money_in=income))
            text = _blank(text, m.start(), end)
            continue
        initials = [(n, i) for n, i in vocab.merchants if len(word) >= 3 and _initials(n) == word]
        if (
            len(word) < 4
            and not initials
            and (word in SHORT_WORDS or not any(_name_words(n)[:1] == [word] for n, _ in vocab.merchants))
        ):
            continue  # a short word is a payee only as the whole first word of one ("bp", "jb")
        if text[m.start() : m.end()] != word:
            continue  # already read as part of a name
        named = [(n, i) for n, i in vocab.merchants if _name_words(n)[:1] == [word]] or initials
        if not named and len(word) >= 5 and word not in READER_WORDS and word not in NAME_FILLERS:
            # a later word of one payee's name ("strata" for Norwood Strata Management)
            named = [(n, i) for n, i in vocab.merchants if word in _name_words(n)]
        stem = word[:-1] if word.endswith("s") and len(word) > 4 else word
        near = [n for n, _ in vocab.merchants if any(w.startswith(stem) for w in _name_words(n))]
        # "both otr servos", or "otr" for OTR (Kilburn) and OTR (Prospect): one name, so each payee so named
        if (
            len(near) > 1
            and len(named) > 1
            and (together or (_one_name(near) and set(near) == {n for n, _ in named}))
        ):
            things.append(_all_of([n for n, _ in named], word, income_of))
            text = _blank(text, m.start(), m.end())
            continue
        holding = [n for n, _ in vocab.merchants if {word, stem} & set(_name_words(n))]
        if (
            len(holding) > 1
            and len(word) >= 4
            and all(_name_words(n)[0] != word for n in holding)  # ("st": the start of two names, asked)
            and set(near) == set(holding)
            and said_of_all(word, text[: m.start()], near, vocab.merchant_categories)
            and not different_clients(word, holding, vocab)  # "nguyen": Mai or Sarah Nguyen, asked
        ):
            # "hospital parking", "the hospitals": every payee so named, all of one kind (not "the airport")
            things.append(_all_of(holding, word, income_of))
            text = _blank(text, m.start(), m.end())
            continue
        if len(near) > 1 and (one := one_on_side(near, side, vocab)) is not None:
            # "tyro takings": the one payee of the side said (Tyro's card customers, not its fees)
            things.append(Thing(one, word, merchant=one, money_in=income_of.get(one, False)))
            text = _blank(text, m.start(), m.end())
            continue
        if len(near) > 1 and (named or word not in vocab.words or different_clients(word, holding, vocab)):
            # "camera": Teds Cameras, CameraPro or Camera Clinic; never one of them picked
            ambiguous.append(f"“{word}” could be {' or '.join(near[:6])}")
            text = _blank(text, m.start(), m.end())
            continue
        if len(named) != 1 or (flow_hint == "income" and not named[0][1]):
            continue  # ("australian clients" is not Australian Retirement Trust, paid only money out)
        name, income = named[0]
        end = m.end()
        name_words = _name_words(name)
        following = name_words[name_words.index(word) + 1 :] if word in name_words else []
        for extra in following:  # the next words of the name that follow
            nxt = re.match(rf"\s+{re.escape(extra)}(?![\w'])", text[end:])
            if nxt is None:
                break
            end += nxt.end()
        things.append(Thing(name, text[m.start() : end], merchant=name, money_in=income))
        text = _blank(text, m.start(), end)
    # 3. categories by their full name
    for c in sorted(vocab.categories, key=lambda c: -len(c.name)):
        full = " ".join(_name_words(c.name))
        m = _phrase_at(text, re.escape(full).replace(r"\ and\ ", r"\s+(?:and\s+)?"))
        if m is not None:
            text = _blank(text, m.start(), m.end())
            wider_ones = [
                o
                for o in vocab.categories
                if o.id != c.id and set(_name_words(c.name)) < set(_name_words(o.name))
            ]
            used = [o for o in [c, *wider_ones] if vocab.in_use is not None and o.id in vocab.in_use]
            pointed = re.search(r"\b(?:the|that|this)\s+$", text[: m.start()])  # "the insurance": one payment
            if wider_ones and len(used) == 1 and not pointed:
                # "internet": Internet or Phone & Internet, but only one holds any rows: all of them comes to
                # that one's figure, so it is read (and said back by its name)
                c, wider_ones = used[0], []
            wider = [o.name for o in wider_ones]
            if wider:  # "insurance": Insurance, or Business Insurance too?
                ambiguous.append(f"“{m.group(0)}” could be {' or '.join([c.name, *wider])} (or all of them)")
                continue
            if (two := full_name_clash(c, vocab, things)) is not None:  # "insurance": RACQ Insurance too?
                ambiguous.append(two)
                continue
            stand_in = _stand_in(c, m.group(0), vocab)
            things.append(stand_in or Thing(c.name, m.group(0), (c.id,), transfer=c.kind == "transfer"))
    # 4. everyday words; one covering several of the person's categories ("transport") is asked
    text, covering = umbrella_asked(text, vocab)
    ambiguous += covering
    for pattern, words in SYNONYMS:
        while (m := _phrase_at(text, pattern)) is not None:  # each time said ("restaurants and takeaway")
            read_text = _read_synonym(text, m, words, vocab, flow_hint, things, ambiguous, pattern)
            if read_text == text:
                break  # the person has no such category: the words are left for the next steps
            text = read_text
    # 5. one distinctive word of a category name ("tools" → Tools & Equipment), singular or plural; never a
    # word that only says what kind ("business" is not Business Insurance)
    for word in re.findall(r"[a-z][a-z']{3,}", text):
        if word in FILLERS or word in NOUNS or word in KIND_WORDS:
            continue
        stem = word[:-1] if word.endswith("s") else word
        found = [
            c
            for c in vocab.categories
            if any(n in (word, stem, stem + "s", stem + "es") for n in _name_words(c.name) if len(n) >= 4)
        ]
        if len(found) == 1:
            m = _phrase_at(text, re.escape(word))
            if m is not None and found[0].kind != "income" and MONEY_IN_AFTER.match(text, m.end()):
                continue  # "cash deposits": money in, not the Cash Withdrawal category
            if m is not None and (people := people_asked(word, found[0])):
                ambiguous.append(
                    people
                )  # "the kids": Kids & Sport holds only part of what was bought for them
                text = _blank(text, m.start(), m.end())
                continue
            if (
                m is not None
                and not any(found[0].id in t.category_ids for t in things)  # "public transport": read
                and (two := clash(word, found, vocab, things)) is not None
            ):
                # "tools": Tools & Equipment, or Sydney Tools paid under Depreciating Assets
                ambiguous.append(two)
                text = _blank(text, m.start(), m.end())
            elif m is not None:
                things.append(
                    Thing(found[0].name, word, (found[0].id,), transfer=found[0].kind == "transfer")
                )
                text = _blank(text, m.start(), m.end())
    if together and len(things) > 1 and all(t.merchant and not t.category_ids for t in things):
        payees = [n for t in things for n in (t.merchants or (t.merchant or "",))]
        things = [_all_of(payees, " and ".join(t.words for t in things), income_of)]
    # the same payee read twice ("jeffries soils": its first word and a later one) is one thing
    return (
        list({(t.merchant, t.merchants, t.category_ids, t.text): t for t in things}.values()),
        text,
        ambiguous,
    )


def _named_by_first_words(text: str, at: int, vocab: Vocabulary) -> tuple[tuple[str, bool], int] | None:
    """The one payee whose name's first two (or more) words are said from ``at`` ("st aidans" for St Aidan's
    Grammar, apostrophes aside), with where the words said end; None when no one payee is so named."""

    def bare(word: str) -> str:  # "aidan's", "aidans", "aidan": one word
        word = word.replace("'", "")
        return word[:-1] if word.endswith("s") and len(word) > 3 else word

    said = [(bare(w.group(0)), at + w.end()) for w in re.finditer(r"[a-z0-9][a-z0-9']*", text[at:])]
    best: list[tuple[tuple[str, bool], int, int]] = []
    for name, income in vocab.merchants:
        words = [bare(w) for w in _name_words(name)]
        n = 0
        while n < min(len(words), len(said)) and said[n][0] == words[n]:
            n += 1
        if n >= 2:
            best.append(((name, income), n, said[n - 1][1]))
    if not best:
        return None
    longest = max(n for _, n, _ in best)
    top = [b for b in best if b[1] == longest]
    if len(top) != 1:
        return None
    # "joshua nguyen" is Joshua Nguyen, but also in Nguyen Coffee Roasters (Joshua Nguyen): not one payee
    phrase = " ".join(w for w, _ in said[:longest])
    if any(
        n != top[0][0][0] and f" {phrase} " in f" {' '.join(bare(w) for w in _name_words(n))} "
        for n, _ in vocab.merchants
    ):
        return None
    return top[0][0], top[0][2]


def _one_name(names: list[str]) -> bool:
    """Payees that are one name with a place in brackets ("OTR (Kilburn)", "OTR (Prospect)"): the name
    said covers them all (a partial name covers every payee holding it), said back with each."""
    notes = [re.search(r"\((.*?)\)", n) for n in names]
    if not all(note and re.fullmatch(r"[A-Za-z]+(?: [A-Za-z]+)?", note.group(1).strip()) for note in notes):
        return False  # "Wei Tan (friend, also a past client)" is another role, not another place
    bases = {" ".join(_name_words(re.sub(r"\(.*?\)", " ", n))) for n in names}
    return len(bases) == 1 and "" not in bases


def _initials(name: str) -> str:
    """ "Australian Taxation Office" → "ato": a payee said by the first letters of its name."""
    words = [w for w in _name_words(name) if w not in WEAK]
    return "".join(w[0] for w in words) if len(words) >= 3 else ""


def _all_of(names: list[str], words: str, income_of: dict[str, bool]) -> Thing:
    """Several payees as one thing: their rows summed."""
    names = list(dict.fromkeys(names))
    return Thing(
        " and ".join(names),
        words,
        merchant=names[0],
        merchants=tuple(names),
        money_in=all(income_of.get(n, False) for n in names),
    )


def _known_as(merchant: str) -> str | None:
    """The category the merchant knowledge base files a payee under ("Caltex": Fuel), by its name."""
    found = knowledge_base(None).match("", merchant=merchant)
    return found.category if found is not None and found.kind == "merchant" else None


def _stand_in(c: CategoryInfo, said: str, vocab: Vocabulary) -> Thing | None:
    """A category read from the question that no transaction of the person's is in ("fuel" read as Fuel,
    the fuel booked under Motor Vehicle; "software and subscriptions", the person's is Software): the
    person's own categories named by part of its name ("Phone" and "Internet" for Phone & Internet), else
    the payees the merchant knowledge base files under it (Caltex for Fuel), said back as such. None when
    neither is there (the empty category is then asked about, never summed as nothing)."""
    if vocab.in_use is None or c.id in vocab.in_use or c.kind == "income":
        return None
    words = set(_name_words(c.name)) - {"and"}
    narrower = [
        o
        for o in vocab.categories
        if o.id in vocab.in_use and o.kind == c.kind and set(_name_words(o.name)) - {"and"} < words
    ]
    # "tolls" said of Parking & Tolls: only a category holding the part said stands in for it (the person's
    # Parking holds no tolls), nor do the payees of the whole category
    part_said = set(_name_words(said)) & words
    partly = bool(part_said) and bool(words - part_said)
    if partly:
        narrower = [o for o in narrower if part_said & set(_name_words(o.name))]
    # "business insurance" is not the (personal) Insurance: a kind word left over says another category
    if narrower and not (words - {w for o in narrower for w in _name_words(o.name)}) & KIND_WORDS:
        names = " and ".join(o.name for o in narrower)
        return Thing(
            names if len(narrower) > 1 else narrower[0].name,
            said,
            tuple(o.id for o in narrower),
            transfer=c.kind == "transfer",
            parts=tuple((o.name, (o.id,)) for o in narrower) if len(narrower) > 1 else (),
        )
    sellers = [n for n, income in vocab.merchants if not income and _known_as(n) == c.name]
    if partly:  # the payees of the part said, by their name ("EasyPark" for parking, none for tolls)
        sellers = [n for n in sellers if any(w[:4] in n.lower().replace(" ", "") for w in part_said)]
    if not sellers or c.kind != "expense":
        return None
    label = f"{c.name} payees ({', '.join(sellers)}; your {c.name} category holds none)"
    return Thing(
        label, said, merchant=sellers[0], merchants=tuple(sellers), stands_in=True, stands_for=(c.id,)
    )


def _read_synonym(
    text: str,
    m: re.Match[str],
    words: tuple[str, ...],
    vocab: Vocabulary,
    flow_hint: str | None,
    things: list[Thing],
    ambiguous: list[str],
    pattern: str = "",
) -> str:
    """An everyday word read as the person's category (or as two that compete); returns the text with
    it blanked, or unchanged when the person has no such category."""
    found = vocab.category_by_words(words)
    if len(found) > 1 and (held := payees_categories(things, found, vocab)):
        found = held  # "superloop nbn": Internet or Phone, and Superloop is paid under Internet only
    if vocab.in_use is not None and found and not any(c.id in vocab.in_use for c in found):
        # none of them holds a row: the person's own categories named by one of the everyday words ("power":
        # Utilities is empty, the bills are under the person's Electricity)
        named = [
            c
            for c in vocab.categories
            if c.id in vocab.in_use and pattern and re.fullmatch(pattern, " ".join(_name_words(c.name)))
        ]
        exactly = [c for c in named if " ".join(_name_words(c.name)) == " ".join(_name_words(m.group(0)))]
        found = exactly or named or found
    if (
        vocab.in_use is not None
        and len(found) > 1
        and not re.search(r"\b(?:the|that|this)\s+$", text[: m.start()])
    ):
        # "fuel": Fuel or Car - Fuel, but only one holds any rows: that one (the others would add nothing)
        found = [c for c in found if c.id in vocab.in_use] or found
    if flow_hint == "income":
        found = [c for c in found if c.kind == "income"] or found
    else:
        found = [c for c in found if c.kind != "income"] or found
    # the person's own words in a category name first ("work clothes": Work Clothing & Uniforms, not
    # Clothing), then the category holding most of the everyday word's meanings ("hi-vis": clothing and
    # uniforms), then the category named exactly by it ("clothes": Clothing)
    said = {w for w in _name_words(m.group(0)) if len(w) >= 3 and w != "and"} - set(words)
    own = [c for c in found if said & set(_name_words(c.name))]
    scores = {c.id: len(set(words) & set(_name_words(c.name))) for c in found}
    best = [c for c in found if scores[c.id] == max(scores.values(), default=0)]
    exact = [c for c in found if " ".join(_name_words(c.name)) in words]
    if len(own) == 1:
        found = own
    elif len(best) == 1:
        found = best
    elif len(exact) == 1:
        found = exact
    if len(found) == 1 and (stand_in := _stand_in(found[0], m.group(0), vocab)) is not None:
        things.append(stand_in)
        return _blank(text, m.start(), m.end())
    if len(found) == 1:
        c = found[0]
        broad = bool(PART.fullmatch(m.group(0)))
        if broad and (payee := _payee_named_by_part(c, m.group(0), vocab)) is not None:
            # "the water bill": of the Utilities, the one payee whose name says water (Central Highlands Water)
            things.append(Thing(payee, m.group(0), merchant=payee))
            return _blank(text, m.start(), m.end())
        # "meals and dining incl coffee": the category itself is said too, so the part is within it
        said_whole = any(c.id in t.category_ids and not t.merchant for t in things)
        payees = _payees_of(c, vocab) if broad and not said_whole else []
        if any(t.merchant in payees for t in things):
            # "the power bill from agl": a payee of the category is named, the part word only says what it is
            return _blank(text, m.start(), m.end())
        if len(payees) > 1 and len(left := _not_named_as_another_part(payees, m.group(0))) == 1:
            # "phone bill" of Phone & Internet: Aussie Broadband's name says it is the internet, so Telstra
            things.append(Thing(left[0], m.group(0), merchant=left[0]))
            return _blank(text, m.start(), m.end())
        if len(payees) > 1:
            # "how much was rego": only part of Vehicle Expenses (insurance, glass, parts are there too), and
            # no payee's name says which: the whole category would be a wider figure than asked, so ask
            shown = ", ".join(payees[:8]) + (" …" if len(payees) > 8 else "")
            ambiguous.append(
                f"“{m.group(0)}” is only part of your category {c.name}, which also holds other payments "
                f"(payees: {shown}): which payee is it, or do you want all of {c.name}"
            )
            return _blank(text, m.start(), m.end())
        said_words = _name_words(m.group(0))
        if (
            len(said_words) == 1
            and not any(c.id in t.category_ids for t in things)
            and (two := clash(said_words[0], [c], vocab, things)) is not None
        ):
            # "tools": Tools & Equipment, or Sydney Tools paid under Depreciating Assets
            ambiguous.append(two)
            return _blank(text, m.start(), m.end())
        things.append(Thing(c.name, m.group(0), (c.id,), transfer=c.kind == "transfer", broad=broad))
        return _blank(text, m.start(), m.end())
    if len(found) > 1:
        ambiguous.append(f"“{m.group(0)}” could be {' or '.join(c.name for c in found)}")
        return _blank(text, m.start(), m.end())
    return text


def _payees_of(c: CategoryInfo, vocab: Vocabulary) -> list[str]:
    """The payees with spending in category ``c`` (empty when not known)."""
    if vocab.merchant_categories is None:
        return []
    return sorted(
        name
        for name, income in vocab.merchants
        if not income and c.id in vocab.merchant_categories.get(name, frozenset())
    )


#: The words in a payee's name that say which part of a category it is (Aussie Broadband: the internet).
_PART_NAMES = {
    "internet": re.compile(r"broadband|internet|\bnbn\b|fibre|\bfiber"),
    "power": re.compile(r"energy|electric|power"),
    "gas": re.compile(r"\bgas\b"),
    "water": re.compile(r"\bwater\b"),
}


def _not_named_as_another_part(payees: list[str], said: str) -> list[str]:
    """The payees whose names say no part other than the one said ("phone bill": not Aussie Broadband)."""
    said_parts = {part for part, words in _PART_NAMES.items() if words.search(said) or part in said}
    others = [words for part, words in _PART_NAMES.items() if part not in said_parts]
    return [p for p in payees if not any(words.search(p.lower()) for words in others)]


def _payee_named_by_part(c: CategoryInfo, said: str, vocab: Vocabulary) -> str | None:
    """The one payee of category ``c`` whose name holds the word of a part of it said ("water" of "the water
    bill": Central Highlands Water among the Utilities); None when no one payee is so named."""
    words = {w for w in _name_words(said) if len(w) >= 3 and w not in NOUNS}
    named = [name for name in _payees_of(c, vocab) if words & set(_name_words(name))]
    return named[0] if len(named) == 1 else None


def read(text: str, vocab: Vocabulary, *, today: date, fy_start: FyStart) -> Query | None:
    """The question as a query, or ``None`` when it is not a question about amounts (another area's)."""
    low = AS_FOR_WISE.sub(lambda m: m.group(1) + "    ", _norm(text))
    # how the amounts are said (with or without GST, paid in cash or by card): read before anything else,
    # so "gst" is not a BAS question and "cash" is not the Cash Withdrawal category
    filters_unread: list[str] = []
    # "cash I banked", "cash deposits": money in the bank's words say was cash (read before "in cash", a way
    # of paying, and before "cash", the cash taken out)
    cash_in = [m.group(0) for m in CASH_IN.finditer(low)]
    low = CASH_IN.sub(lambda m: " " * len(m.group(0)), low)
    for pattern in (GST_EXCLUDED, PAYMENT_METHOD):
        for said_filter in list(pattern.finditer(low)):
            filters_unread.append(said_filter.group(0).strip())
            low = _blank(low, said_filter.start(), said_filter.end())
    low = GST_INCLUDED.sub(lambda m: " " * len(m.group(0)), low)  # the rows' amounts include their GST
    # "paid into my account": money that came in, to the one account the statement is of
    low = OWN_ACCOUNT.sub(lambda m: ("came in" if m.group("into") else "").ljust(len(m.group(0))), low)
    # "the largest purchase I made", "payments we made": making a purchase is spending, not earning
    low = re.sub(
        r"\b((?:purchase|payment|transaction|buy|order)s?\s+(?:that\s+)?(?:i|we)\s+)(made|make)\b",
        lambda m: m.group(1) + " " * len(m.group(2)),
        low,
    )
    # an amount each row must be over or under, and a ranking's length ("top 3 categories"): read first, so
    # "more than" is not a comparison and "top", "categories" do not send the question to another area
    low, amount, amount_unread = read_amount_filter(low)
    scope = bound_scope(low) if amount is not None else None
    if scope == "each":  # "more than $500 at once": each payment's bound, the words read
        low = blank_each(low)
    low, top, top_flow = read_top(low)
    low, no_refunds = read_refunds_left_out(low)  # "not counting the refund" (``reader_except``)
    low = blank_included_ones(low)
    top_month = bool(_WHICH_MONTH.search(low) and _EXTREME.search(low))
    top_client = TOP_CLIENT.search(low) or CLIENTS.search(low) or REFUNDS.search(low) or top_month
    # ("GST credits claimable", "1B claimable": the BAS's credits, not the deductible spending)
    deductible_spend = (
        DEDUCTIBLE.search(low)
        and (SPENDING.search(low) or SUM.search(low))
        and not re.search(r"\bgst\s+credits?\b|\b1b\b", low)
    )
    # "bills" alone is the bills area's ("what bills are due") unless a bill is named ("telstra bills since
    # march", "power bills in fy26"): then it is read, and left to the bills area if nothing is named
    blockers = [m.group(0).strip() for m in NOT_A_QUERY.finditer(_payees_blanked(low, vocab))]
    bills_only = bool(blockers) and all(b == "bills" for b in blockers)
    # "where did I buy fuel", "list the software I pay for": the payees of what is named, not the search or
    # the where-did-my-money-go breakdown
    names_asked = (
        bool(blockers) and all(b in ("list", "where did") for b in blockers) and bool(WHICH.search(low))
    )
    # "mechanicdesk subs for the year": the subscription of a payee named, its payments summed (not the list
    # of every recurring payment)
    payee_subscription = (
        bool(blockers)
        and all(b == "subscriptions" for b in blockers)
        and any(
            _phrase_at(low, re.escape(p).replace(r"\ ", r"[\s-]+"))
            for name, _ in vocab.merchants
            for p in _merchant_phrases(name)
            if len(p) >= 4
        )
        and not re.search(r"\b(?:which|what|list|show|any|all)\b", low)
    )
    ranked = RANKED_NAMES.search(low) is not None  # "which 3 clients paid me the most" (``reader_lists``)
    names_asked = names_asked or (ranked and all(b in ("most", "list", "top") for b in blockers))
    if blockers and not (top_client or deductible_spend or bills_only or names_asked or payee_subscription):
        return None
    q = Query(amount=amount, top=top, no_refunds=no_refunds)
    q.unread += filters_unread + amount_unread
    if cash_in:
        q.flow, q.flow_said = "income", True
    if top is not None:
        q.measure = "top"
        q.flow, q.flow_said = top_flow or "spending", top_flow is not None
    q.paid_back = bool(
        re.search(
            r"\b(?:pay|paid|pays|paying)\s+(?:me\s+|us\s+)?(?:back|bak)\b|\brepa(?:y|id|ying)\b"
            r"|\brefund(?:ed)?\s+(?:me|us)\b"
            # "how much did i get back from officeworks": money back from a shop, not earnings
            r"|\b(?:get|got|gets|getting|came|come)\s+(?:\w+\s+)?back\b",
            low,
        )
    )
    # "after the refund", "net of refunds": a spending answer takes money back off anyway, and says so
    low = re.sub(
        r"\b(?:after|less|minus|net\s+of)\s+(?:the\s+|any\s+|all\s+)?refunds?\b|\bnet\b(?!\s+(?:gst|business|income|profit))",
        lambda m: " " * len(m.group(0)),
        low,
    )
    # the periods first (the one period reader): "year to date" is not "to date"
    rest = low
    said_periods = find_periods(rest, today=today, fy_start=fy_start)
    # "over spring (sep-nov)": the same span said twice, the second saying what the first is: one period
    periods = [
        p
        for i, p in enumerate(said_periods)
        if all((o.start, o.end) != (p.start, p.end) for o in said_periods[:i])
    ]
    for p in said_periods:
        at = rest.find(p.phrase.lower())
        if at >= 0:
            rest = _blank(rest, at, at + len(p.phrase))
            # "the 2025-26 year", "the jan-mar qtr": the kind of period said after it, as it is
            if kind := _PERIOD_KIND_AFTER.match(rest, at + len(p.phrase)):
                days = (p.end - p.start).days
                if (kind.group(1) in ("year", "yr") and 364 <= days <= 365) or (
                    kind.group(1) in ("qtr", "quarter") and 89 <= days <= 91
                ):
                    rest = _blank(rest, kind.start(), kind.end())
    q.periods = periods
    if (
        len(periods) >= 2
    ):  # "was march or april the better month": the periods compared, said again as "month"
        rest = re.sub(
            r"\b(?:a|the)\s+(?:better|worse|bigger|busier|quieter|bigger)\s+(month|quarter|year)\b",
            lambda m: m.group(0)[: m.start(1) - m.start(0)] + " " * len(m.group(1)),
            rest,
        )
        # "march or april, which month earned more", "which qtr brought in more": the periods compared
        rest = re.sub(
            r"\bwhich\s+(?:month|quarter|qtr|year|yr|half)\b", lambda m: " " * len(m.group(0)), rest
        )
    # "July" on 20 July: this July so far, or last July? Decided against the data (``intents_query``)
    q.bare_current_month = any(
        p.month()
        and not re.search(r"\d|\b(?:this|current)\b", p.phrase.lower())
        and (p.start.year, p.start.month) == (today.year, today.month)
        for p in periods
    )
    # "other than", "apart from": what follows is left out of what comes before (not a comparison)
    if excluding := EXCLUDING.search(rest):
        rest = _blank(rest, excluding.start(), excluding.end())
    # "eating out incl coffee": what follows is said to be part of what comes before (checked once read)
    if including := INCLUDING.search(rest):
        rest = _blank(rest, including.start(), including.end())
    # "not counting the overseas work": the money in from Australian clients (every sale but exports)
    if excluding and (
        abroad := re.match(
            r"\s*(?:the\s+|my\s+|any\s+)?(?:overseas|international|foreign|offshore|export)"
            r"(?:\s+(?:ones|stuff|clients?|customers?|students?|sales|income|money|work|jobs?|payments?))?\b",
            rest[excluding.end() :],
        )
    ):
        q.clients_from, q.flow, q.flow_said = "australia", "income", True
        rest = _blank(rest, excluding.end(), excluding.end() + abroad.end())
        excluding = None
    # where the clients are ("from overseas clients", "australian clients"): money in, by GST treatment
    for where, pattern in (("overseas", OVERSEAS), ("australia", AUSTRALIAN)):
        if said_where := pattern.search(rest):
            q.clients_from = where if q.clients_from is None else "both"
            q.flow, q.flow_said = "income", True
            rest = _blank(rest, said_where.start(), said_where.end())
    # groups of categories next: their words ("vehicle costs") include a flow word
    rest, groups = _read_groups(rest, vocab)
    # measure
    if top_month and (m := _WHICH_MONTH.search(rest)) and (x := _EXTREME.search(rest)):
        # "which month did I earn the most", "my biggest month for spending": each month's figure, and the
        # top (or bottom) one
        q.measure = "low_month" if x.group(1) in ("least", "lowest", "smallest", "worst") else "top_month"
        # the flow said inside "biggest income month" stays to be read as the flow
        kept = re.sub(r"\b(?!spending\b|earning\b|income\b)\w+", lambda w: " " * len(w.group(0)), m.group(0))
        rest = rest[: m.start()] + kept + rest[m.end() :]
        if x := _EXTREME.search(rest):
            rest = _blank(rest, x.start(), x.end())
    elif ranked and (said_ranked := read_ranked_names(rest)):
        rest, limit, payers = said_ranked
        q.top = TopN(limit, "merchant")
        q.measure = "clients" if payers else "merchants"
        if payers:
            q.flow, q.flow_said, q.clients_said = "income", True, True
    elif m := TOP_CLIENT.search(rest):
        q.measure, q.flow = "top_client", "income"
        if n := re.search(r"\d+", m.group(0)):  # "top 3 clients": that many
            q.top = TopN(int(n.group(0)), "merchant")
        rest = _blank(rest, m.start(), m.end())
    elif m := NOT_INCOME.search(rest):
        q.measure, q.flow, q.flow_said = "not_income", "income", True
        rest = _blank(rest, m.start(), m.end())
    elif m := REFUNDS.search(rest):
        q.measure, q.flow, q.flow_said = "refunds", "income", True
        rest = _blank(rest, m.start(), m.end())
    elif (m := CLIENTS.search(rest)) and not (q.amount is not None and CLIENT_KIND.search(m.group(0))):
        # ("which household clients paid me over $200": each payment over it, read by payer as before)
        q.measure, q.flow, q.clients_said = "clients", "income", True
        rest = _blank(rest, m.start(), m.end())
        if kind := CLIENT_KIND.search(m.group(0)):  # "which wholesale customers": the kind is to be read
            at = m.start() + kind.start(1)
            rest = rest[:at] + kind.group(1) + rest[at + len(kind.group(1)) :]
    elif m := WHICH.search(rest) or NAMES.search(rest):
        q.measure = "merchants"
        rest = blank_order(blank_trailing_to(_blank(rest, m.start(), m.end())))
        if used := USED_VERB.search(rest, m.start()):
            rest = _blank(rest, used.start(), used.end())
        if who := re.search(r"\bsuppliers\b", rest):  # "my stock suppliers": the payees are what is asked
            rest = _blank(rest, who.start(), who.end())
    elif m := COUNT.search(rest):
        q.measure = "count"
        rest = _blank(rest, m.start(), m.end())
        # "how many clients"; "how many payments did i get from private clients" counts the payments
        paid = re.search(
            r"(?:times|purchases|payments|transactions|visits|invoices|deposits)\W*$", m.group(0)
        )
        if not paid and (c := re.search(r"\b(?:clients|customers|payers)\b", rest)):
            q.measure, q.flow, q.flow_said, q.clients_said = "count_clients", "income", True, True
            rest = _blank(rest, c.start(), c.end())
    per = PER.search(rest)
    if per:
        q.per = per.group(1) or PER_WORD[per.group(2)]
        rest = _blank(rest, per.start(), per.end())
    if m := AVERAGE.search(rest):
        q.measure = "average" if q.measure == "sum" else q.measure
        rest = _blank(rest, m.start(), m.end())
    elif per and q.measure == "sum" and q.per == "year" and COMPARE.search(rest):
        pass  # "adobe or xero, which costs more a year": two yearly costs compared (measure compare, per year)
    elif per and q.measure == "sum":
        q.measure = "per_year" if q.per == "year" else "average"
    if q.measure == "sum" and (m := LARGEST.search(rest) or SMALLEST.search(rest)):
        q.measure, q.smallest = "largest", m.re is SMALLEST
        rest = _blank(rest, m.start(), m.end())
    if q.measure == "sum" and COMPARE.search(rest):
        q.measure = "compare"
        # "coles or woolies, which one did I spend more at": the one of the two compared
        rest = re.sub(
            r"\bwhich\s+(?:one|of\s+(?:the\s+)?(?:two|them))\b", lambda m: " " * len(m.group(0)), rest
        )
        for m in reversed(list(COMPARE.finditer(rest))):
            rest = _blank(rest, m.start(), m.end())
    if m := ALL_TIME.search(rest):
        q.all_time = True
        rest = _blank(rest, m.start(), m.end())
    if m := SUM.search(rest):
        rest = _blank(rest, m.start(), m.end())
        summed = True
    else:
        summed = False
    if m := DEDUCTIBLE.search(rest):
        q.deductible = True
        rest = _blank(rest, m.start(), m.end())
    # "what did sarah put in", "how much has dad chipped in": money someone else put in, not earnings
    if put_in := PUT_IN.search(rest) or SENT_ME.search(rest):
        rest = _blank(rest, put_in.start("verb"), put_in.end("verb"))
        q.flow, q.flow_said, q.paid_back = "income", True, True
    # "what did the rspca get", "how much did the mower shop get from me": someone else getting is money out
    if (
        they := re.search(
            r"\b(?:did|does|do|has|have)\s+(?!i\b|we\b)(?:the\s+|my\s+)?[a-z'&]+(?:\s+[a-z'&]+)?\s+(?:get|got)\b"
            r"(?:\s+from\s+(?:me|us))?|\b(?:get|got)\s+from\s+(?:me|us)\b"
            # "ampol or bp, which servo got more of my money": the one paid getting the person's money
            r"|\b(?:got|gets|get)\b(?=\s+(?:(?:more|the\s+most|most)\s+)?of\s+(?:my|our)\s+money\b)",
            rest,
        )
    ) and not INCOME.search(rest.replace(they.group(0), "")):
        getting = re.search(r"\b(?:gets|get|got)\b(?:\s+from\s+(?:me|us))?", they.group(0))
        assert getting is not None
        at = they.start() + getting.start()
        rest = _blank(rest, at, at + len(getting.group(0)))
        q.flow, q.flow_said = "spending", True
    # an average per payment said as "per visit", "each time"
    if m := re.search(
        r"\b(?:per|a|each|every)\s+(?:visit|purchase|payment|transaction|trip|shop|time|go|invoice|job)\b",
        rest,
    ):
        q.measure = "average" if q.measure in ("sum", "average") else q.measure
        rest = _blank(rest, m.start(), m.end())
    # flow; "how many withdrawals did I make": a count's "make" says nothing about money in (the things
    # counted decide the side)
    if q.measure == "count" and all(i.group(0) in WEAK_INCOME for i in INCOME.finditer(rest)):
        rest = WEAK_INCOME_RE.sub(lambda m: " " * len(m.group(0)), rest)
    income = INCOME.search(rest)
    # "get", "got", "make" alone say money in only weakly ("bank fees I got charged", "get cash out")
    weak_income = bool(income) and all(i.group(0) in WEAK_FLOW for i in INCOME.finditer(rest))
    spending = SPENDING.search(rest)
    said_spending = [
        s.group(0) for s in SPENDING.finditer(rest) if s.group(0) not in ("pay", "paid", "pays", "paying")
    ]
    q.flow_said = q.flow_said or bool(income or said_spending)
    if income and q.measure != "top_client":
        q.flow = "income"
        q.from_clients = any(
            re.search(r"\b(?:customers?|clients?)\b", i.group(0)) for i in INCOME.finditer(rest)
        )
        for i in reversed(list(INCOME.finditer(rest))):
            rest = _blank(rest, i.start(), i.end())
        for s in reversed(list(SPENDING.finditer(rest))):
            if s.group(0) in ("paid", "pay", "pays"):  # "got paid", "paid by"
                rest = _blank(rest, s.start(), s.end())
    elif income:
        rest = _blank(rest, income.start(), income.end())
    for s in reversed(list(SPENDING.finditer(rest))):
        rest = _blank(rest, s.start(), s.end())
    # "which clients paid me more than $10k": each payment over it, or each client's total? Asked
    if (
        q.amount is not None
        and q.measure in ("clients", "merchants", "count_clients")
        and (scope == "total" or (scope is None and q.measure == "clients" and each_ones_total(low, q)))
    ):
        q.bound_total = True  # "more than 5k over the year", "paid me more than 8k in fy26": each one's total
    elif q.amount is not None and q.measure in ("clients", "merchants", "count_clients") and scope is None:
        q.ambiguous.append(f"not whether “{q.amount.in_words}” bounds each payment or each one's total")
    # "what was my tax refund", "what were the rego costs": a question for the amount of what is named
    said_what = re.match(r"\s*(?:so\s+)?what(?:'s|s|\s+was|\s+were|\s+is|\s+are)\s+(?:my|the|our)\b", rest)
    if said_what:
        rest = _blank(rest, said_what.start(), said_what.end())
    asked = bool(income or spending or summed or q.measure != "sum")
    if q.deductible and not asked:
        return None  # "is my phone bill deductible": the deductibility question
    if m := ALL_TIME.search(rest):
        q.all_time = True
        rest = _blank(rest, m.start(), m.end())
    q.all_time = q.all_time and not periods
    if mentions_period(rest):
        q.period_unread = True
    rest, payer_group = _read_payer_groups(rest, vocab, q)
    if q.flow == "income":  # "the wedding clients paid me": payers of money in are clients anyway
        said = re.compile(r"\b(?:clients?|customers?)\b")
        q.clients_said = q.clients_said or bool(said.search(rest))
        rest = said.sub(lambda m: " " * len(m.group(0)), rest)
    # things
    together = bool(TOGETHER.search(low))
    rest = TOGETHER.sub(lambda m: " " * len(m.group(0)), rest)
    things, rest, ambiguous = _read_things(
        rest, vocab, "income" if q.flow == "income" else None, together, said_side(q, low)
    )
    q.ambiguous += ambiguous
    if payer_group and excluding is None:
        # "the builders, hindmarsh and fleurieu together": the payees named are the group's own, said back in it
        members = {n for g in payer_group for n in g.merchants}
        things = [t for t in things if not (t.merchant and set(t.merchants or (t.merchant,)) <= members)]
    if cash_in and "cash" in vocab.words:  # found by the bank's word for it, said back
        things.append(Thing("rows mentioning “cash”", cash_in[0], text="cash"))
    elif cash_in:  # no row says cash: not guessed
        q.unread += cash_in
    found = groups + payer_group + things
    if together and (both := union_of(found, low, vocab)) is not None:
        found = both  # "hbf and the gym together": the rows of each, summed
    # (nothing named after "incl" yet: words of the bank descriptions read below, ``include_also``)
    pending_also = including is not None and not any(_at(low, t) >= including.end() for t in found)
    if including is not None and not pending_also:
        found = _within(found, low, including, q, vocab)
    if excluding is not None:
        found = _without(found, low, excluding, vocab, q)
    elif q.measure != "compare":
        _check_joined(found, low, q)
    q.things = found if q.measure == "compare" else _together(found)
    if q.measure == "compare":
        q.things = _each_within(q.things)
        if re.search(r"\+|\bplus\b", low):
            # "takeaway (uber eats + menulog) or the pub": a joined side set against another is not a
            # comparison of two names the reader can split; which sides, each a total, is asked
            q.ambiguous.append("“+” joins some of what you compare, and I can't tell the two sides apart")
    if not asked and not said_what and not q.things and not q.ambiguous and not q.periods:
        return None  # no amount asked and nothing of the person's named: another area's request
    if bills_only and not q.things and not q.ambiguous:
        return None
    if q.clients_from == "both":
        two_sides_of_clients(q)
    # "fuel for the ute": the vehicle a car cost is for, when only car categories were named (read
    # before the bank's words: "ute" in a dealer's name is not a filter on the fuel)
    if q.things and all(
        (ids := t.category_ids or t.stands_for) and all(vocab.tax_category_of(i) == "car" for i in ids)
        for t in q.things
    ):
        rest = re.sub(
            r"\b(?:ute|car|van|truck|vehicle|hilux|ranger)s?\b", lambda m: " " * len(m.group(0)), rest
        )
    # words of the bank descriptions ("wise", "foreign transaction fees"): a text filter, said back
    rest = _read_text(q, rest, vocab, low)
    if including is not None and pending_also:
        include_also(q, low, including, vocab)  # "mailchimp incl the currency conversion fees"
    if (via := through_of(q.things, low)) is not None:
        q.things = via  # "sakura and kotoba, how much came thru wise": their rows that say wise
    if q.without and excluding and any(t.text for t in q.things):
        # words of the bank descriptions around "not counting": which side they are on is not read
        q.unread.append(excluding.group(0))
    if not asked and not q.things and not q.ambiguous:
        return None  # a period and nothing of the person's: another area's request
    # "what was my tax refund" asks an amount; "what is the meaning of life" (a word that happens to be in a
    # bank description) does not: only a category, a payee or words of money read as such
    if (
        not asked
        and said_what
        and not q.ambiguous
        and not any(
            t.category_ids or t.merchant or (t.text and _MONEY_WORDS.search(t.text)) for t in q.things
        )
    ):
        return None
    if q.measure != "compare":
        q.things = payee_with_words(_together(category_with_its_payees(q.things, vocab)), low)
    q.things = [_payee_in_category(t, vocab, q) for t in _named_seller(q.things)]
    if role := role_apart(low, {i for t in q.things for i in t.category_ids}, vocab):
        q.ambiguous.append(role)  # "my bookkeeper" when the books hold an accountant
    if (
        not q.flow_said
        and q.things
        and all(t.category_ids for t in q.things)
        and all(vocab.kind_of(i) == "income" for t in q.things for i in t.category_ids)
    ):
        q.flow = "income"  # "total sales fy26": an income category is money in
    if (
        q.flow == "income"
        and weak_income
        and q.things
        and not q.clients_from
        and not re.search(r"\b(?:back|refunds?|rebates?|paid|pay)\b", low)
        and all(_spent_on(t, vocab, low) for t in q.things)
    ):
        # "how many times did I get cash out": only a weak verb, the category's side; "get fuel at Ampol"
        # (a payee only ever paid): the payee's side
        q.flow = "spending"
    # "the bill", "that shop": one particular payee meant, and none of the person's named
    if not q.things and q.measure in ("sum", "count", "average", "largest") and (one := THE_ONE.search(low)):
        q.unread.append(one.group(0))
    # "the electricity bill", "what inpex paid for the workshop": one payment of a named thing pointed at
    # (which one, or the total, is asked); "the last bill", "the biggest one" say which
    elif (
        q.things
        and q.measure == "sum"
        and not q.periods  # "the phone bill over the year": the bills of that period, summed
        and (one := _THE_NAMED_ONE.search(low))
        and not re.search(r"\b(?:in\s+total|total|all\s+up|altogether|combined|together)\b", low)
    ):
        q.ambiguous.append(
            f"“{one.group(0).strip()}” points at one payment, and there may be several: which one (its date), "
            "or the total of them all"
        )
    # "spent there": a place said before, which this reader cannot see ("is there", "are there" are fillers)
    if re.search(r"(?<!\bis )(?<!\bare )(?<!\bwas )(?<!\bwere )\bthere\b", low) and not q.things:
        q.unread.append("there")
    # no flow verb, but a noun that is one side ("purchases", "expenses"; "deposits", "sales", "refunds")
    if not q.flow_said and (side := _NOUN_SIDE.search(low)):
        q.flow_said = True
        q.flow = "spending" if side.group(1) else "income"
    # "osko jobs", "how many jobs over $500": the work paid for is money in, unless a cost is what is named
    # ("materials for jobs")
    if (
        not q.flow_said
        and _JOBS.search(low)
        and not any(vocab.kind_of(i) == "expense" for t in q.things for i in t.category_ids)
        and not any(t.merchant and not t.money_in for t in q.things)
    ):
        q.flow_said, q.flow = True, "income"
    # "tyro fees": fees or charges said outside any name read (not "client fees", an income category's
    # name) are what the person paid, even to a payee that pays them more than it charges
    if not q.flow_said and q.things and _FEES.search(rest):
        q.flow_said, q.flow = True, "spending"
    # no flow said and nothing named ("how much did I invoice in Q4" with a verb unread): spending or
    # income is not guessed
    if (
        not q.flow_said
        and not q.things
        and not q.unread
        and q.measure in ("sum", "average", "count", "compare")
        and not q.deductible
        and not q.ambiguous
        and not (q.measure == "compare" and len(q.periods) >= 2)
    ):
        q.ambiguous.append("not whether you mean money spent or money earned")
    # "work out how much", "earned from work", "paid me for garden work": work that earns says nothing more;
    # spent "at work" or "for work" is a place or a purpose, and is not read
    rest = re.sub(r"\bwork\s+out\b", lambda m: " " * len(m.group(0)), rest)
    if q.flow == "income":
        rest = re.sub(r"\bwork\b", "    ", rest)
    # a word of a payee's own name said apart from it ("kowhai … from nz": Kowhai & Co Ltd (NZ)) is read
    own = {
        w
        for t in q.things
        for name in t.merchants or ((t.merchant,) if t.merchant else ())
        for w in re.findall(r"[a-z0-9']+", name.lower())
    }
    # what is left must be fillers
    for word in re.findall(r"[a-z0-9][a-z0-9'$.,]*", rest):
        word = word.strip(".,'")
        if not word or word in FILLERS or word in NOUNS or word in own or same_stem(word, own):
            continue
        if re.fullmatch(r"\$?\d[\d,.]*", word):
            q.unread.append(word)
            continue
        q.unread.append(word)
    check_refunds_left_out(q)
    check_also(q)
    q.one_or_total = one_or_total(q, low)
    if season := season_or_quarter(q, said_periods):
        q.ambiguous.append(season)  # "income for spring": the season, or the BAS quarter it mostly is
    if not q.unread:  # money in or money out, when not said (``reader_sides``); else the words are asked
        q.ambiguous += two_sides(q, vocab, low)
    return q


def _named_seller(things: list[Thing]) -> list[Thing]:
    """ "fill up at caltex" with "fill up" read as the fuel sellers paid (Caltex): Caltex, said by name."""
    named = {n for t in things if not t.stands_in for n in (t.merchants or (t.merchant,)) if n}
    return [t for t in things if not (t.stands_in and named & set(t.merchants))]


def _spent_on(t: Thing, vocab: Vocabulary, low: str) -> bool:
    """Whether a thing said with only a weak verb ("get", "got") is money out: categories of spending or
    transfers, or a payee only ever paid and not said to pay ("got from Ampol" stays as said)."""
    if t.text:
        return False
    if t.category_ids and not t.merchant and not t.merchants:
        return all(vocab.kind_of(i) in ("expense", "transfer") for i in t.category_ids)
    paid_only = (t.merchant or t.merchants) and not t.category_ids and not t.money_in
    return bool(paid_only) and re.search(r"\b(?:get|got)\s+(?:\w+\s+)?from\b", low) is None


def _payee_in_category(t: Thing, vocab: Vocabulary, q: Query) -> Thing:
    """A payee said with a category word whose rows are in none of its categories ("paypal withdrawals": the
    PayPal rows are sales; "fill up at caltex": Caltex booked under Motor Vehicle) is not that category's rows
    (a figure of them would be nothing). The payee alone when the merchant knowledge base files it under that
    category (Caltex is a fuel seller); else the two readings are asked about."""
    names = t.merchants or ((t.merchant,) if t.merchant else ())
    if not names or not t.category_ids or vocab.merchant_categories is None or t.text:
        return t
    held = {i for n in names for i in vocab.merchant_categories.get(n, frozenset())}
    if not held or held & set(t.category_ids):
        return t
    said = [c.name for c in vocab.categories if c.id in t.category_ids]
    payee = " and ".join(names)
    name_words = {w for n in names for w in _name_words(n)}
    if set(t.words.split()) <= name_words:
        # "the department of education": every word said is of the payee's own name (Department for
        # Education), so the category word was read from the name: the payee alone
        return Thing(payee, t.words, merchant=t.merchant, merchants=t.merchants, money_in=t.money_in)
    # the same kind of payment booked under the person's own category of that kind ("hostplus contributions":
    # Super Contributions, the rows under Super; both super): the category word says what the payee's are
    kinds_said = {c.tax_category for c in vocab.categories if c.id in t.category_ids}
    kinds_held = {c.tax_category for c in vocab.categories if c.id in held}
    same_kind = kinds_said == kinds_held and not kinds_said & {
        "personal",
        "business_expense",
        "transfer",
        "income",
    }
    if same_kind or all(_known_as(n) in said for n in names):
        booked = sorted({c.name for c in vocab.categories if c.id in held})
        label = f"{payee} (all its payments, booked under {' and '.join(booked)}, not {' and '.join(said)})"
        return Thing(label, t.words, merchant=t.merchant, merchants=t.merchants, money_in=t.money_in)
    q.ambiguous.append(
        f"none of {payee}'s payments is in {' or '.join(said)}: all of {payee}'s payments, or something else"
    )
    return t


def _at(low: str, thing: Thing) -> int:
    return low.find(thing.words.split(" and ")[0])


def _within(
    found: list[Thing], low: str, including: re.Match[str], q: Query, vocab: Vocabulary
) -> list[Thing]:
    """ "eating out incl coffee": a category said after "including" that is one of the categories of the
    thing before it names no more rows (it is part of them); anything else after it is not read, and asked."""
    before = [t for t in found if 0 <= _at(low, t) < including.start()]
    after = [t for t in found if _at(low, t) >= including.end()]
    # (the words after it may have been read into the thing before: "eating out ... coffee" is one category;
    # words after it not read at all stay unread, and are asked)
    named_before = " ".join(_name_words(low[: including.start()]))
    if not before and len(after) == 1 and " ".join(_name_words(after[0].label)) in named_before:
        # the category by its own name before it, its everyday word after ("eating out … coffee"): one read
        before, after = after, []
    held = vocab.merchant_categories or {}
    if (
        len(before) == 1
        and len(before) + len(after) == len(found)
        and before[0].category_ids
        and not (before[0].merchant or before[0].merchants or before[0].text)
        and all(
            # a category of it, or a payee all of whose rows are in it ("eating out incl coffee": Ona
            # Coffee, a café of the Eating Out, read from the everyday word)
            (t.category_ids and not (t.merchant or t.merchants or t.text))
            or (t.merchant and not t.merchants and not t.text and held.get(t.merchant))
            for t in after
        )
        and {i for t in after for i in (t.category_ids or held.get(t.merchant or "", ()))}
        <= set(before[0].category_ids)
    ):
        return before
    q.unread.append(including.group(0))
    return found


def _without(
    found: list[Thing], low: str, excluding: re.Match[str], vocab: Vocabulary, q: Query
) -> list[Thing]:
    """ "ute costs other than fuel": the categories before the exclusion less those after it. Anything else
    left out (a payee, all spending, words not read) is asked back, never answered with the thing whole."""
    kept = [t for t in found if 0 <= _at(low, t) < excluding.start()]
    out = [t for t in found if _at(low, t) >= excluding.end()]
    kept_ids = {i for t in kept for i in t.category_ids}
    out_ids = {i for t in out for i in t.category_ids}
    if (
        len(kept) == 1
        and kept[0].category_ids
        and not kept[0].merchant
        and not kept[0].text
        and out
        and all(t.category_ids and not t.merchant and not t.text for t in out)
        and out_ids < kept_ids
    ):
        left = tuple(i for i in kept[0].category_ids if i not in out_ids)
        names = ", ".join(c.name for c in vocab.categories if c.id in left)
        label = f"{kept[0].label.split(' (')[0]} other than {' and '.join(t.label for t in out)} ({names})"
        return [Thing(label, f"{kept[0].words} {excluding.group(0)} {' '.join(t.words for t in out)}", left)]
    if (
        out
        and len(kept) <= 1
        and len(kept) + len(out) == len(found)  # every thing read is on one side of the exclusion
        and not any(t.text or t.one or t.broad for t in kept + out)
        and all(t.merchant or t.merchants or t.category_ids for t in out)
        and q.measure in ("sum", "count", "average", "merchants", "clients", "largest")
        and not (kept and kept[0].merchant and not any(t.merchant for t in out))
        and _apart(out)
    ):
        # "eating out not counting uber eats", "income excluding Moreton Freight", "spending apart from
        # rent": a named payee or category left out of what comes before it (all of a side when nothing
        # does), said back; anything not recognised after the exclusion stays unread and is asked
        q.without = out
        return kept
    q.unread.append(excluding.group(0))
    return found


def _apart(things: list[Thing]) -> bool:
    """No payee or category in two of ``things`` ("caltex (kilburn)" read as Caltex and as Caltex (Kilburn)):
    what to leave out is then not one reading, and is asked."""
    seen: set[str] = set()
    for t in things:
        names = {n.lower() for n in (t.merchants or ((t.merchant,) if t.merchant else ()))}
        names |= set() if names else set(t.category_ids)
        if names & seen:
            return False
        seen |= names
    return True


def _check_joined(found: list[Thing], low: str, q: Query) -> None:
    """Categories said one after another are one total only when joined ("fuel and groceries"); words
    between them that say something else ("fuel at the weekend groceries") are not read."""
    categories = sorted(
        (t for t in found if t.category_ids and not t.merchant and not t.text and _at(low, t) >= 0),
        key=lambda t: _at(low, t),
    )
    for a, b in pairwise(categories):
        end = _at(low, a) + len(a.words.split(" and ")[0])
        gap = low[end : _at(low, b)]
        if _at(low, b) > end and not JOINED.fullmatch(gap):
            q.unread.append(gap.strip())


#: The kind of period said right after one ("the 2025-26 year", "the jan-mar qtr").
_PERIOD_KIND_AFTER = re.compile(r"\s+(?:financial\s+)?(year|yr|qtr|quarter)\b")
#: A month's name said where the period reader read none ("feb and march together"): a period not read,
#: never words of the bank descriptions (a text filter on "feb" found no money at all).
_MONTH_WORD = re.compile(rf"{MONTH}")


def _read_text(q: Query, rest: str, vocab: Vocabulary, low: str) -> str:
    """Runs of unread words that all appear in the bank descriptions become a text filter."""
    run: list[re.Match[str]] = []
    runs: list[list[re.Match[str]]] = []
    for m in re.finditer(r"[a-z][a-z']*", rest):
        word = m.group(0)
        if _MONTH_WORD.fullmatch(word):
            if run:
                runs.append(run)
                run = []
            continue
        if word in USE_WORDS:
            # "for the business", "personal": the use of a cost (its business share), never a word to find
            # in the bank descriptions ("WESTPAC BUSINESS ONE"): left unread, and asked about
            if run:
                runs.append(run)
                run = []
            continue
        # "cash" is a filler ("how much cash did I spend"), but "cash deposits" are the rows the statement
        # says so of, when it does
        said_of_deposits = word in vocab.words and MONEY_IN_AFTER.match(rest, m.end()) is not None
        if (word in FILLERS and not said_of_deposits) or (
            word in NOUNS and word not in vocab.words and word.rstrip("s") not in vocab.words
        ):
            if run:
                runs.append(run)
                run = []
            continue
        stem = word[:-1] if word.endswith("s") and len(word) > 3 else word
        if (
            word not in vocab.words
            and stem not in vocab.words
            and (same := statement_word(stem, vocab.words))
        ):
            word = stem = same  # "chemist": the statement says "pharmacy"
        if len(word) >= 3 and (word in vocab.words or stem in vocab.words):
            if run and rest[run[-1].end() : m.start()].strip() not in ("", "@"):  # ("bank@post": one name)
                runs.append(run)
                run = []
            run.append(m)
        elif run:
            runs.append(run)
            run = []
    if run:
        runs.append(run)
    for found in runs:
        # "wise payments": the payments are what is counted, not words to find; but a run the statement says
        # whole ("international transaction fee") keeps its nouns
        while (
            found
            and found[-1].group(0) in NOUNS
            and not (len(found) > 2 and all(_in_words(m.group(0), vocab) for m in found))
        ):
            found = found[:-1]
        if not found:
            continue
        words = [
            m.group(0)
            if m.group(0) in vocab.words
            else statement_word(m.group(0).rstrip("s"), vocab.words) or m.group(0)
            for m in found
        ]
        last = words[-1]
        if last.endswith("s") and last[:-1] in vocab.words:
            words[-1] = last[:-1]
        # the words as said between them: a space, or "@" ("bank@post" is on the statement as one word)
        gaps = [rest[a.end() : b.start()].strip() or " " for a, b in pairwise(found)]
        phrase = words[0] + "".join(gap + w for gap, w in zip(gaps, words[1:], strict=True))
        said = re.escape(
            found[0].group(0) + "".join(g + m.group(0) for g, m in zip(gaps, found[1:], strict=True))
        )
        if len(found) == 1 and len(shared := payees_sharing(phrase, vocab)) > 1:
            # "nsw": Service NSW (the rego) or Revenue NSW (a fine), words of the statement that two different
            # payees' names hold: which one is asked, never the rows of both summed
            q.ambiguous.append(f"“{phrase}” could be {' or '.join(shared[:6])}")
            rest = _blank(rest, found[0].start(), found[-1].end())
            continue
        one = re.search(rf"\bthe\s+{said}\b(?!\s+(?:clients?|customers?|couples|jobs|payments|payers))", low)
        q.things.append(Thing(f"rows mentioning “{phrase}”", phrase, text=phrase, one=bool(one)))
        rest = _blank(rest, found[0].start(), found[-1].end())
    return rest


#: "which month did I spend the most on groceries", "what month was my income lowest".
_WHICH_MONTH = re.compile(
    r"\b(?:which|what)\s+month\b"
    r"|\b(?:most|highest|biggest|largest|best|least|lowest|smallest|worst)\s+(?:spending\s+|earning\s+|income\s+)?month\b"
)
_EXTREME = re.compile(r"\b(?:the\s+)?(most|highest|biggest|largest|best|least|lowest|smallest|worst)\b")


#: Words of a bank description that say an amount of money ("tax refund", "account fee").
_MONEY_WORDS = re.compile(r"\b(?:refund|rebate|fee|bill|payment|payout|charge|interest|deposit|cost)s?\b")

#: Nouns that say the side of the money: (spending) | (income, refunds: money in).
_FEES = re.compile(r"\b(?:fees?|charges)\b")
#: Paid work said as jobs: money in (``read``).
_JOBS = re.compile(r"\bjobs?\b")
#: "the <name> bill", "the workshop": a single payment pointed at, with at most three name words before it
_THE_NAMED_ONE = re.compile(
    r"\b(?:the|that|this)\s+(?!(?:last|latest|first|most|recent|biggest|largest|smallest|next|whole|total|"
    r"each|every|average|usual|monthly|yearly|annual|quarterly|weekly|typical)\b)(?:[a-z']+\s+){0,3}?"
    r"(?:bill|invoice|workshop|report|session|booking|appointment|gig|job|course|lesson|shoot|thing|item|order"
    r"|transfer)\b(?!s)"
)
_NOUN_SIDE = re.compile(
    r"\b(purchases?|expenses?|expenditure|spending|costs?|bills?|outgoings)\b"
    r"|\b(deposits?|invoices|sales|takings|payouts?|settlements?|refunds?|rebates?|reimbursements?)\b"
)


def _each_within(things: list[Thing]) -> list[Thing]:
    """Two payees compared within one category ("ampol vs bp, on fuel"): each payee's rows in it."""
    merchants = [t for t in things if t.merchant and not t.category_ids]
    categories = [t for t in things if t.category_ids and not t.merchant and not t.text]
    if len(merchants) != 2 or len(categories) != 1 or len(things) != 3:
        return things
    c = categories[0]
    return [
        Thing(f"{m.label} ({c.label})", f"{m.words} {c.words}", c.category_ids, merchant=m.merchant,
              money_in=m.money_in, transfer=c.transfer)
        for m in merchants
    ]  # fmt: skip


def _in_words(word: str, vocab: Vocabulary) -> bool:
    """``word`` (or its singular, or the statement's own word for it: "intl") is a word of the statement."""
    return (
        word in vocab.words
        or (word.endswith("s") and word[:-1] in vocab.words)
        or statement_word(word, vocab.words) is not None
    )


def _together(things: list[Thing]) -> list[Thing]:
    """Categories named together ("brekkie and groceries") are one thing: those categories summed; one
    category with words of its rows ("transfers to savings") is that category's rows with those words; words
    that are part of a payee's name said with it ("kai for editing": Kai Ngata Editing) say that payee."""
    names = {w for t in things if t.merchant for n in (t.merchants or (t.merchant,)) for w in _name_words(n)}
    things = [
        t
        for t in things
        if not (t.text and not t.category_ids and set(_name_words(t.text)) <= names and len(things) > 1)
    ]
    categories = [t for t in things if t.category_ids and not t.text and not t.merchant]
    texts = [t for t in things if t.text and not t.category_ids]
    payees = [t for t in things if t.merchant and not t.category_ids]
    if len(categories) == 1 and len(payees) == 1 and len(things) == 2:  # "otr fuel": OTR's rows in Fuel
        c, m = categories[0], payees[0]
        return [
            Thing(f"{m.label} ({c.label})", f"{m.words} {c.words}", c.category_ids, merchant=m.merchant,
                  merchants=m.merchants, money_in=m.money_in, transfer=c.transfer)
        ]  # fmt: skip
    if len(categories) == 1 and len(texts) == 1 and len(things) == 2:
        c, t = categories[0], texts[0]
        if said_again(c.label, t.text or ""):  # "stall fees, both markets": Market Stall Fees, said again
            return [c]
        return [
            Thing(
                f"{c.label} mentioning “{t.text}”",
                f"{c.words} {t.words}",
                c.category_ids,
                text=t.text,
                transfer=c.transfer,
            )
        ]
    if len(things) < 2 or any(not t.category_ids for t in things):
        return things
    unique = list({t.category_ids: t for t in things}.values())
    if len(unique) == 1:
        return unique
    ids = tuple(dict.fromkeys(i for t in unique for i in t.category_ids))
    label = " and ".join(t.label for t in unique)
    return [
        Thing(
            label,
            " and ".join(t.words for t in unique),
            ids,
            transfer=any(t.transfer for t in unique),
            parts=tuple((t.label, t.category_ids) for t in unique),
        )
    ]
