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

_PREFIX = re.compile(
    r"^(?:"
    r"(?:visa|mastercard|mc|amex|debit|credit|eftpos|pos|card|contactless|tap\s*(?:and|&|n)\s*pay|"
    r"apple\s*pay|google\s*pay|online|internet|direct|int'?l)"
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
_NOISE = [
    re.compile(p, re.IGNORECASE)
    for p in (
        r"\bvalue\s+date:?\s*\S+",
        r"\b(?:card|crd)\s*(?:no\.?|number)?\s*[x*]*\d{2,}\b",
        r"\b[x*]{2,}\d{2,}\b",
        r"\b(?:ref|reference|receipt|rcpt|inv|invoice|auth|trace|txn|id|no)[.:#]*\s*[\w-]*\d[\w-]*",
        r"\b\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b",  # dates 12/03, 12/03/26, 2026-03-12
        r"\b\d{1,2}(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*(?:\d{2,4})?\b",
        r"\b\d{1,2}:\d{2}(?::\d{2})?\b",  # times
        r"#\s*\d+",
        r"\b[a-z]{0,2}\d{3,}[a-z]?\b",  # store/terminal numbers: 1234, T0321, S123
        r"\b(?:aus|au|nsw|vic|qld|wa|sa|tas|act|nt|nz|nzl|gb|gbr|uk|usa|us)\b\.?$",
        r"\bpty\.?\s*ltd\.?|\bltd\.?$|\bllc\.?$|\binc\.?$|\blimited$",
        r"\b(?:aud|gbp|usd|nzd|eur)\s*[\d.,]+",
        r"\bfrgn\s+amt\b.*$|\bforeign\s+currency\b.*$",
    )
]
_US_STATE_TAIL = re.compile(
    r"\s(?:al|ak|az|ar|ca|co|ct|de|fl|ga|hi|id|il|in|ia|ks|ky|la|me|md|ma|mi|mn|ms|mo|mt|ne|nv|nh|nj|nm|"
    r"ny|nc|nd|oh|ok|or|pa|ri|sc|sd|tn|tx|ut|vt|va|wa|wv|wi|wy)$",
    re.IGNORECASE,
)
_SPACES = re.compile(r"\s+")
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
    for pattern in _NOISE:
        value = pattern.sub(" ", value)
    value = _JUNK.sub(" ", value)
    value = _SPACES.sub(" ", value).strip().lower()
    for _ in range(2):
        value = _US_STATE_TAIL.sub("", value).strip()
        value = _NOISE[9].sub("", value).strip()
    return value
