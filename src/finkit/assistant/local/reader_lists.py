"""Lists and counts read as sums are (issue 27): what an amount said with a question for names bounds.

"Which clients paid me more than $5k over the year" bounds each client's total; "which places did I spend
more than $500 at once" bounds each payment. A question for names (payers, payees, or how many of them) with
an amount is read by the words that say which: a span said with it ("over the year", "in total", "all up")
is each one's total, a single payment said ("at once", "in one go", "in a single payment") is each row. With
neither, it stays a question back (the authors of the question sets split). A total's bound is applied to
the groups the tool returns (each payer's or payee's amount from ``analytics_spending``), never worked out
here.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from finkit.assistant.local.common import dec
from finkit.assistant.local.reader_words import NUMBER_WORD_PATTERN, NUMBER_WORDS

if TYPE_CHECKING:
    from finkit.assistant.local.reader_filters import AmountFilter
    from finkit.assistant.local.reader_model import Thing

_N = rf"\d{{1,2}}|{NUMBER_WORD_PATTERN}"
#: "which 2 places did I spend the most at", "which 3 clients paid me the most", "which three household
#: clients ...": the N payees (payers) with the most, of what is named (a word before them is read as a thing).
RANKED_NAMES = re.compile(
    rf"\b(?:which|what|who\s+(?:are|were))\s+(?:(?:my|the)\s+)?(?:top\s+)?(?P<n>{_N})\s+(?:(?P<kind>[a-z&'-]+)\s+)?"
    r"(?P<who>places|shops|stores|suppliers|merchants|payees|businesses|companies|clients|customers|payers)\b"
    r"(?=.*\b(?:the\s+)?most\b)"
)
_MOST = re.compile(r"\b(?:the\s+)?most\b")
#: "from biggest to smallest", "largest first": the order the names are given in anyway (largest first).
ORDER = re.compile(
    r"\b(?:from\s+)?(?:the\s+)?(?:biggest|largest|highest|most)\s+to\s+(?:the\s+)?(?:smallest|lowest|least)\b"
    r"|\b(?:biggest|largest|highest)\s+first\b"
)


def read_ranked_names(rest: str) -> tuple[str, int, bool] | None:
    """(the text with the ranking's words blanked, how many, whether payers were asked for), or None."""
    m = RANKED_NAMES.search(rest)
    if m is None:
        return None
    n = m.group("n")
    limit = int(n) if n.isdigit() else NUMBER_WORDS[n]
    if not 1 <= limit <= 50:
        return None
    payers = m.group("who") in ("clients", "customers", "payers")
    kind = m.group("kind")
    if payers and kind:
        # "which three household clients": a kind of client read from their names is the payer groups'
        # reading (``payer_groups``), not a ranking's: left to the readers before (asked if not read)
        return None
    blanked = rest[: m.start()] + " " * (m.end() - m.start()) + rest[m.end() :]
    if kind:  # "which 3 materials suppliers": the kind is to be read as a thing
        at = m.start("kind")
        blanked = blanked[:at] + kind + blanked[at + len(kind) :]
    most = _MOST.search(blanked, m.end())
    if most:
        blanked = blanked[: most.start()] + " " * (most.end() - most.start()) + blanked[most.end() :]
    return blanked, limit, payers


def blank_order(rest: str) -> str:
    """ "list my materials suppliers from biggest to smallest": the order words, read (names come largest
    first)."""
    return ORDER.sub(lambda m: " " * len(m.group(0)), rest)


#: A single payment said with the amount: the bound is each row's.
EACH = re.compile(
    r"\b(?:at\s+once|in\s+one\s+go|in\s+(?:a|one)\s+(?:single\s+)?(?:payment|purchase|transaction|hit|transfer)"
    r"|(?:a|one)\s+single\s+(?:payment|purchase|transaction)|each\s+time|in\s+a\s+single\s+go)\b"
)
#: A span or a sum said with the amount: the bound is each one's total.
TOTAL = re.compile(
    r"\b(?:in\s+total|all\s+up|altogether|combined|all\s+together|between\s+them|overall"
    r"|over\s+the\s+(?:whole\s+|full\s+|financial\s+)?(?:year|fy|financial\s+year|period|fy\s?\d\d(?:\d\d)?))\b"
)

#: A question for the payees said with a word for them ("which places did I spend over $500 at once", "who
#: did I send osko payments to"): read as "who did I pay", what is named narrowing it.
NAMES = re.compile(
    r"\b(?:which|what)\s+(?:places|shops|stores|businesses|merchants|payees|companies|suppliers|vendors)\b"
    r"|\bwho\s+(?:did|do|have)\s+(?:i|we)\s+(?:send|sent|transfer(?:red)?)\b"
    # "parts suppliers I paid in December": the payees of what is named
    r"|\b(?:suppliers|shops|stores|places|businesses|vendors|payees)\b"
    r"(?=\s+(?:that\s+|who\s+)?(?:i|we)\s+(?:paid|pay|used|use|bought|buy|shopped)\b)"
)
#: The "to" ending "who did I send money to": read with the question for names.
_TRAILING_TO = re.compile(r"\bto\b(?=[\s?.!]*$)")


def blank_trailing_to(rest: str) -> str:
    """ "who did I send osko payments to": the last "to" is the question's, read."""
    return _TRAILING_TO.sub("  ", rest)


def bound_scope(low: str) -> str | None:
    """ "each" (every row bounded), "total" (each group's total bounded), or None (not said)."""
    each, total = EACH.search(low), TOTAL.search(low)
    if bool(each) == bool(total):
        return None
    return "each" if each else "total"


def each_said(low: str) -> bool:
    """A single payment said after an amount ("spend more than $500 at once"): a bound of each row, not a
    question about the total."""
    return EACH.search(low) is not None


def blank_each(low: str) -> str:
    """The words saying a single payment, read (blanked) once the amount is each row's bound."""
    return EACH.sub(lambda m: " " * len(m.group(0)), low)


def groups_within(rows: list[dict[str, Any]], bound: AmountFilter) -> list[dict[str, Any]]:
    """The groups (payers, payees) whose total is within the bound, in the tool's order."""
    return [row for row in rows if bound.holds(dec(row["amount"]))]


def total_words(bound: AmountFilter) -> str:
    """ "payments over $5,000.00" said of a total: "a total over $5,000.00"."""
    return re.sub(r"^payments\b", "a total", bound.words)


#: How money was paid or came in, as the bank descriptions say it: words that narrow a payee's rows ("osko
#: payments from oztranslate") rather than name a second thing. Only these: any other word said with a payee
#: ("grooms for p rossi") may say what was bought, which the descriptions need not hold, and stays asked.
CHANNEL = re.compile(
    r"osko|payid|bpay|eftpos|npp|direct\s+(?:debit|credit)|(?:internet|bank|online)\s+transfer|transfer"
    r"|card|visa|mastercard|amex|apple\s+pay|google\s+pay|cheque|cash|pay\s+anyone"
)
#: Words that join two things said as two ("uber and wise", "osko + paypal"): then not one narrowing the other.
_JOINING = re.compile(r"\b(?:and|or|plus|n|as\s+well\s+as)\b|[,&+/]")


def payee_with_words(
    things: list[Thing],
    low: str,
    every: dict[str, frozenset[str]] | None = None,
) -> list[Thing]:
    """One payee said with how it was paid, not joined to it ("osko payments from oztranslate", "paid by
    osko"): that payee's rows with those words, one thing, as a category said with words already is. Joined
    ("uber and osko") they stay two, and so does a group of payers or any other word (asked as before).
    Words every one of the payee's rows holds (``every``: "bp garbutt" of a BP only ever at Garbutt,
    "facebook ads") narrow nothing: the payee, whole, said with them. (Words only some of its deposits say
    are not read as a narrowing: "port provisions bread money" means all it paid, round 16.)"""
    if len(things) != 2:
        return things
    payees = [t for t in things if t.merchant and not t.merchants and not t.category_ids and not t.text]
    texts = [t for t in things if t.text and not t.merchant and not t.category_ids]
    if len(payees) != 1 or len(texts) != 1:
        return things
    payee, said = payees[0], texts[0]
    held = (every or {}).get(payee.merchant or "", frozenset())
    said_words = set(re.findall(r"[a-z][a-z']{2,}", (said.text or "").lower()))
    all_say = bool(said_words) and said_words <= held
    if not (CHANNEL.fullmatch((said.text or "").strip().lower()) or all_say):
        return things
    spans = sorted((low.find(t.words), low.find(t.words) + len(t.words)) for t in (payee, said))
    if spans[0][0] < 0 or _JOINING.search(low[spans[0][1] : spans[1][0]]):
        return things
    if all_say:
        return [replace(payee, words=f"{payee.words} {said.words}")]
    label = f"{payee.label} mentioning “{said.text}”"
    return [replace(payee, label=label, words=f"{payee.words} {said.words}", text=said.text)]
