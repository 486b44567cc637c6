"""A kind of row left out of what is asked (issue 27): "how many bunnings runs, not counting the refund", "what
did I pay the tax office, not counting the refund". The base reading is the payments out to what is named; the
phrase leaves the money that came back from it out, so the figure is the payments as made (never netted of
a refund) and the answer says so ("…, not counting refunds: …").

Read before anything else, as the amount filters are: "refund" is otherwise a word of money in, and the
question would be read as the refunds themselves. Where the reading cannot keep to that (income, a list, a
comparison, all spending, nothing named), the phrase is asked back, never dropped: the base answer with the
refunds in is a different figure than the one asked for.
"""

from __future__ import annotations

import re

from finkit.assistant.local.reader_model import Query, Vocabulary

#: "not counting the refund", "(not the refunds)", "excluding any money back", "without the rebate": the word
#: that leaves something out, then the kind of row it leaves out. ("less the refund", "minus the refund" take it
#: off, the net figure: not this.)
REFUNDS_LEFT_OUT = re.compile(
    r"\b(?:not\s+counting|not\s+including|excluding|excl\.?|except(?:\s+for)?|without|apart\s+from"
    r"|aside\s+from|other\s+than|leaving\s+out|but\s+not|not)\s+"
    r"(?:the\s+|any\s+|my\s+|that\s+)?(?:(?:one|two|three|\d)\s+)?"
    r"(?:refunds?|money\s+back|rebates?|returns?|refunded\s+(?:ones?|items?|payments?))\b"
)

#: How the left-out kind is said back with the reading.
SAID_BACK = "not counting refunds"


def read_refunds_left_out(low: str) -> tuple[str, str | None]:
    """(the text with the phrase blanked, the words of the phrase, or None when none is said)."""
    m = REFUNDS_LEFT_OUT.search(low)
    if m is None:
        return low, None
    return low[: m.start()] + " " * (m.end() - m.start()) + low[m.end() :], m.group(0)


def check_refunds_left_out(q: Query) -> None:
    """Keep "not counting the refund" only where the reading has one figure it changes: a sum or a count of
    the payments out to one thing named (a payee, a category, words of the bank descriptions). Anywhere else
    the words are asked back (never dropped for the wider figure)."""
    if q.no_refunds is None:
        return
    if (
        q.measure in ("sum", "count")
        and q.flow == "spending"
        and len(q.things) == 1
        and not q.without
        and not q.paid_back
    ):
        return
    q.unread.append(q.no_refunds.strip())
    q.no_refunds = None


#: "bank fees incl the foreign ones": "ones" is the rows of the words said before it (read, not a name).
_INCLUDED_ONES = re.compile(
    r"(\b(?:incl\.?|including|inc\.?|and\s+also|as\s+well\s+as)\s+(?:the\s+|any\s+|all\s+)?(?:[a-z]+\s+){1,3}?)ones\b"
)


def blank_included_ones(low: str) -> str:
    """The text with "ones" after an inclusion's words blanked ("incl the foreign ones")."""
    return _INCLUDED_ONES.sub(lambda m: m.group(1) + "    ", low)


def _a_payees_name(text: str, vocab: Vocabulary) -> bool:
    """Whether the words ``text`` are whole words of a payee's name ("international": Dropbox International):
    the rows mentioning them are then that payee's as well, not a kind of row."""
    said = f" {' '.join(re.findall(r'[a-z0-9]+', text.lower()))} "
    return any(said in f" {' '.join(re.findall(r'[a-z0-9]+', name.lower()))} " for name, _ in vocab.merchants)


def include_also(q: Query, low: str, including: re.Match[str], vocab: Vocabulary) -> None:
    """ "mailchimp incl the currency conversion fees", "bank fees incl the foreign ones": words of the bank
    descriptions said after "incl" name rows counted with the one thing before it, whether or not they are
    its own rows (``Query.also``: those of them outside it are added, so none is counted twice). Anything else
    after "incl" is asked."""
    after = [t for t in q.things if low.find(t.words) >= including.end()]
    before = [t for t in q.things if 0 <= low.find(t.words) < including.start()]
    if (
        len(after) == 1
        and len(before) == 1
        and len(q.things) == 2
        and after[0].text
        and not (after[0].merchant or after[0].category_ids)
        and (before[0].category_ids or before[0].merchant)
        and not before[0].text
        and not _a_payees_name(after[0].text, vocab)
    ):
        q.also, q.also_words = after[0], including.group(0)
        q.things = before
        return
    q.unread.append(including.group(0))


def check_also(q: Query) -> None:
    """Keep the rows said with "incl" only for a sum or a count of the spending on one thing; anywhere else
    (income, a comparison, a list, another filter) the word is asked back, never dropped."""
    if q.also is None:
        return
    if (
        q.measure in ("sum", "count")
        and q.flow == "spending"
        and len(q.things) == 1
        and not q.things[0].text
        and not q.without
        and q.amount is None
        and q.no_refunds is None
    ):
        return
    q.unread.append(q.also_words or "incl")
    q.also = None
