"""Things said around "including", "other than" and "and" (issue 27): what is part of what comes before,
what is left out of it, and categories said one after another only when joined.
"""

from __future__ import annotations

import re
from itertools import pairwise

from finkit.assistant.local.reader_model import Query, Thing, Vocabulary, _name_words
from finkit.assistant.local.reader_words import JOINED


def said_at(low: str, thing: Thing) -> int:
    return low.find(thing.words.split(" and ")[0])


def blank_words_of_included(
    rest: str, low: str, including: re.Match[str], included: list[Thing], vocab: Vocabulary
) -> str:
    """ "all my stall fees incl the xmas fair": the payee read after "incl" (Perth Makers Christmas Fair) is
    part of the thing before it, and a word said with it that its own payments say ("xmas": PERTH MAKERS XMAS
    FAIR) names it too: blanked, never left for the bank's words to narrow the thing before it with (round 27:
    it was the stall fees "mentioning xmas", one row of twelve)."""
    payees = {n for t in included for n in (t.merchants or ((t.merchant,) if t.merchant else ()))}
    if not payees:
        return rest
    end = max(low.find(t.words, including.end()) + len(t.words) for t in included)
    for m in list(re.finditer(r"[a-z][a-z']{2,}", rest[: max(end, including.end())])):
        if m.start() >= including.end() and vocab.payees_saying([m.group(0)]) & payees:
            rest = rest[: m.start()] + " " * len(m.group(0)) + rest[m.end() :]
    return rest


def read_including(
    found: list[Thing], low: str, including: re.Match[str], q: Query, vocab: Vocabulary
) -> list[Thing]:
    """ "eating out incl coffee": a category said after "including" that is one of the categories of the
    thing before it names no more rows (it is part of them); anything else after it is not read, and asked."""
    before = [t for t in found if 0 <= said_at(low, t) < including.start()]
    after = [t for t in found if said_at(low, t) >= including.end()]
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


def read_excluding(
    found: list[Thing], low: str, excluding: re.Match[str], vocab: Vocabulary, q: Query
) -> list[Thing]:
    """ "ute costs other than fuel": the categories before the exclusion less those after it. Anything else
    left out (a payee, all spending, words not read) is asked back, never answered with the thing whole."""
    kept = [t for t in found if 0 <= said_at(low, t) < excluding.start()]
    out = [t for t in found if said_at(low, t) >= excluding.end()]
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


def check_joined(found: list[Thing], low: str, q: Query) -> None:
    """Categories said one after another are one total only when joined ("fuel and groceries"); words
    between them that say something else ("fuel at the weekend groceries") are not read."""
    categories = sorted(
        (t for t in found if t.category_ids and not t.merchant and not t.text and said_at(low, t) >= 0),
        key=lambda t: said_at(low, t),
    )
    for a, b in pairwise(categories):
        end = said_at(low, a) + len(a.words.split(" and ")[0])
        gap = low[end : said_at(low, b)]
        if said_at(low, b) > end and not JOINED.fullmatch(gap):
            q.unread.append(gap.strip())
