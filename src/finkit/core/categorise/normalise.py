"""Bank-statement descriptions into something a person (and a classifier) can read.

``clean_description("VISA PURCHASE SQ *BLUE BEAN CAFE 4021 SYDNEY NSW 12/03")`` is
``"blue bean cafe sydney"``: payment-method and processor prefixes, card and store numbers, dates,
times, references and state/country codes go; words stay (cities too: they help the classifier).
These are the categoriser's features; the *merchant name* of a description comes from
``finkit.core.merchants.normalise_merchants``, the one merchant normaliser.
"""

from __future__ import annotations

import re

from finkit.core.digitshape import digit_shape
from finkit.core.merchants.phrases import PhraseTable
from finkit.core.merchants.vocabulary import channel_words

#: A card's or channel's leading word. "INTERNET BANKING ..." / "ONLINE BANKING ..." is left whole for the
#: channel phrases (St.George's "INTERNET BANKING TRANSFER TO <payee>"): cut to "BANKING TRANSFER TO", it
#: was read as meaning and matched "Transfer to".
_PREFIX = re.compile(
    r"^(?:"
    r"(?:visa|mastercard|mc|amex|debit|credit|eftpos|pos|card|contactless|tap\s*(?:and|&|n)\s*pay|"
    r"apple\s*pay|google\s*pay|(?:online|internet)(?!\s+banking\b)|direct|int'?l)"
    r"(?:\s+(?:purchase|payment|pmt|debit|card|transaction|txn|w/?d|pur|withdrawal|credit))*"
    r"|purchase(?:\s+authorisation|\s+authorization)?|payment(?:\s+to)?|pmt|bpay|dd|direct\s+debit"
    r"|recurring(?:\s+payment)?|pending|authorisation|authorization"
    r")\b[\s:*-]*",
    re.IGNORECASE,
)
# Payment processors that put their name before the merchant's: SQ *, PAYPAL *, SP *, TST* ...
_PROCESSOR = re.compile(
    r"^(?:sq|square|paypal|pp|sp|smp|tst|zlr|iz|izettle|sumup|ls|stripe|sms|ypay|wpy|chk|cko|pin)\s*\*\s*",
    re.IGNORECASE,
)
_PLACE_TAIL = re.compile(
    r"\b(?:aus|au|nsw|vic|qld|wa|sa|tas|act|nt|nz|nzl|gb|gbr|uk|usa|us|irl|ie|sgp|sg|can|nld)\b\.?$",
    re.IGNORECASE,
)
_NOISE = [
    re.compile(p, re.IGNORECASE)
    for p in (
        # ING Australia's card tail, "Receipt 686570In HOBART Date 13 Dec 2025 Card 4622xx" or "Receipt
        # 744708Foreign Currency Amount: USD 119.00 In BURLINGTON ...": the card's place and date, not the
        # merchant (a town can be a merchant's name elsewhere: Burlington, Bellevue), so all of it goes.
        r"\breceipt\s*\d+\s*(?:in|foreign)\b.*$",
        r"\bvalue\s+date:?\s*\S+",
        r"\b(?:card|crd)\s*(?:no\.?|number)?\s*[x*]*\d{2,}\b",
        r"\b[x*]{2,}\d{2,}\b",
        r"\btid\b\s*\S*",  # a terminal id (Westpac EFTPOS: "TID 1234")
        r"\b(?:ref|reference|receipt|rcpt|inv|invoice|auth|trace|txn|id|no)[.:#]*\s*[\w-]*\d[\w-]*",
        r"\b\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b",  # dates 12/03, 12/03/26, 2026-03-12
        r"\b\d{1,2}(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*(?:\d{2,4})?\b",
        r"\b\d{1,2}:\d{2}(?::\d{2})?\b",  # times
        r"#\s*\d+",
        r"\b[a-z]{0,2}\d{3,}[a-z]?\b",  # store/terminal numbers: 1234, T0321, S123
        _PLACE_TAIL.pattern,
        r"\bpty\.?\s*ltd\.?|\bltd\.?$|\bllc\.?$|\binc\.?$|\blimited$",
        r"\b(?:aud|gbp|usd|nzd|eur)\s*[\d.,]+",
        # The card's foreign amount and what follows it ("Foreign Currency Amount: USD 14.95 In TORONTO",
        # "FRGN AMT 20.00 USD"): a tail, never a whole description ("FOREIGN CURRENCY CONVERSION FEE" is
        # a bank's fee, and said so once "foreign currency" alone was read as the tail).
        r"\bfrgn\s+amt\b.*$|\bforeign\s+currency\s+amount\b.*$",
    )
]
_US_STATE_TAIL = re.compile(
    r"\s(?:al|ak|az|ar|ca|co|ct|de|fl|ga|hi|id|il|in|ia|ks|ky|la|me|md|ma|mi|mn|ms|mo|mt|ne|nv|nh|nj|nm|"
    r"ny|nc|nd|oh|ok|or|pa|ri|sc|sd|tn|tx|ut|vt|va|wa|wv|wi|wy)$",
    re.IGNORECASE,
)
_SPACES = re.compile(r"\s+")
#: ING's wording with the card's kind first: "Visa Purchase - Receipt 146567 In QANTAS AIRWAYS MASCOT NSW AUS
#: Date 22 Jun 2026 Card 462263xxxxxx4417" (also EFTPOS Purchase, Visa Refund, ATM Withdrawal). Once the kind is
#: gone, "Receipt N In" *leads* and the merchant follows it; the card's date and number end it. (ING's other
#: wording puts the merchant first and the suburb after "Receipt N In": that one is the ``_NOISE`` tail below.)
_LEAD_RECEIPT = re.compile(r"^(?:(refund|atm withdrawal)[\s-]+)?receipt\s*\d+\s*in\s+(?=\S)", re.IGNORECASE)
_CARD_DATE_TAIL = re.compile(r"\s+date\s+\d{1,2}\s+[a-z]{3,9}\s+\d{4}\b.*$", re.IGNORECASE)
#: The banks' channel words (``merchants/data/channel_words.csv``, the one list both readers share), as
#: lower-case word sequences with hyphens as spaces ("withdrawal-osko payment"): ``transfer`` and
#: ``channel`` phrases are plumbing and go; ``meaning`` ones (refund, salary) say what the row is and stay.
_CHANNEL: PhraseTable[bool] = PhraseTable.build(
    (tuple(phrase.lower().replace("-", " ").split()), kind == "meaning") for phrase, kind in channel_words()
)
_TRANSFER: PhraseTable[bool] = PhraseTable.build(
    (tuple(phrase.lower().replace("-", " ").split()), True)
    for phrase, kind in channel_words()
    if kind == "transfer"
)
_REFERENCE = re.compile(r"^[x*]*\d[\d/.:x*-]*$|^[a-z]?\d{3,}[a-z]?$")
_JUNK = re.compile(r"[^\w&'+ ]+")


#: No pattern above names a particular digit (only ``\\d`` and ``\\w`` classes), so every text with
#: the same *shape* (each ASCII digit written as "0") loses the same spans: its result is the shape's
#: result with the surviving digits put back. Bank descriptions differ mostly in store numbers,
#: references, dates and card masks, so a million of them have a few thousand shapes; each shape is
#: cleaned once (``_Shape``) and every text of it costs a dictionary look-up.
_DIGIT = re.compile(r"[0-9]")
_CACHE_LIMIT = 100_000


class _Shape:
    """The cleaned form of one shape: the text between surviving digits and which digits survive."""

    __slots__ = ("kept", "parts")

    def __init__(self, masked: str) -> None:
        pieces = masked.split("0")  # "0" only where the text had a digit
        count = len(pieces) - 1
        runs = []  # digit i written as the r-th decimal digit of i, run r: survivors name themselves
        scale = 1
        while True:
            digits = [str(i // scale % 10) for i in range(count)]
            runs.append(_clean("".join(p + d for p, d in zip(pieces, [*digits, ""], strict=True))))
            scale *= 10
            if scale >= count or not _DIGIT.search(runs[0]):
                break  # every digit is named, or none survives (most shapes: no later run can add one)
        first = runs[0]
        places = [m.start() for m in _DIGIT.finditer(first)]
        self.parts = _DIGIT.split(first)
        self.kept = [sum(int(run[p]) * 10**r for r, run in enumerate(runs)) for p in places]

    def fill(self, text: str) -> str:
        if not self.kept:
            return self.parts[0]
        digits = _DIGIT.findall(text)
        parts = self.parts
        out = [parts[0]]
        for n, index in enumerate(self.kept, 1):
            out.append(digits[index])
            out.append(parts[n])
        return "".join(out)


_shapes: dict[str, _Shape] = {}


def clean_description(text: str) -> str:
    """Lower-case words of ``text`` without prefixes, processors, numbers, dates and codes."""
    masked = digit_shape(text)
    shape = _shapes.get(masked)
    if shape is None:
        if len(_shapes) >= _CACHE_LIMIT:
            _shapes.clear()
        shape = _shapes[masked] = _Shape(masked)
    return shape.fill(text)


def _clean(text: str) -> str:
    value = _SPACES.sub(" ", text).strip()
    for _ in range(3):  # "VISA PURCHASE SQ *" stacks prefixes
        stripped = _PROCESSOR.sub("", _PREFIX.sub("", value)).strip()
        if stripped == value:
            break
        value = stripped
    value = _strip_channel(value)
    lead = _LEAD_RECEIPT.match(value)
    if lead is not None:
        value = f"{lead.group(1) or ''} {_CARD_DATE_TAIL.sub('', value[lead.end() :])}"
    for pattern in _NOISE:
        value = pattern.sub(" ", value)
    value = _JUNK.sub(" ", value)
    value = _SPACES.sub(" ", value).strip().lower()
    for _ in range(2):
        value = _US_STATE_TAIL.sub("", value).strip()
        value = _PLACE_TAIL.sub("", value).strip()
    return value


def _strip_channel(value: str) -> str:
    """``value`` without the bank's leading channel words and the references between them:
    "WITHDRAWAL-OSKO PAYMENT 4128908 RAY WHITE" -> "RAY WHITE", "DEPOSIT ONLINE 6767554 PAYMENT FROM
    X" -> "X", "VISA DEBIT REFUND CARD 5521 JB HI-FI" -> "refund JB HI-FI" (a meaning word stays)."""
    tokens = value.replace("-", " ").split()
    lowered = [t.lower() for t in tokens]
    kept: list[str] = []
    index = stripped = 0
    while index < len(tokens):
        found = _CHANNEL.match(lowered, index) if lowered[index] in _CHANNEL.longest else None
        if found is not None:
            size, meaning = found
            if meaning:
                kept.extend(lowered[index : index + size])
            index += size
            stripped = index
            continue
        if stripped == index and index and _REFERENCE.match(lowered[index]):
            index += 1  # a reference or card number right after channel words
            stripped = index
            continue
        break
    if not stripped:
        return value
    return " ".join([*kept, *tokens[index:]])


def transfer_wording(text: str) -> bool:
    """Whether the bank's own words say the row is a transfer to or from someone ("WITHDRAWAL-OSKO
    PAYMENT", "TRANSFER FROM", "ANZ INTERNET BANKING FUNDS TFER"): a fact about how money moved, which a
    household's books file as Transfers when nothing else is known of the row. Cached per digit shape
    (no test names a particular digit), as ``clean_description`` is."""
    masked = digit_shape(text)
    found = _transfers.get(masked)
    if found is None:
        if len(_transfers) >= _CACHE_LIMIT:
            _transfers.clear()
        found = _transfers[masked] = _transfer_wording(masked)
    return found


_transfers: dict[str, bool] = {}


def _transfer_wording(text: str) -> bool:
    lowered = text.lower().replace("-", " ").split()
    index = 0
    while index < len(lowered):
        if lowered[index] in _TRANSFER.longest and _TRANSFER.match(lowered, index):
            return True
        found = _CHANNEL.match(lowered, index) if lowered[index] in _CHANNEL.longest else None
        if found is None and not (index and _REFERENCE.match(lowered[index])):
            return False
        index += found[0] if found else 1
    return False
