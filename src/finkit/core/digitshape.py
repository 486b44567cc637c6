"""A text's *digit shape*: the text with each ASCII digit written as ``0``.

Bank descriptions differ mostly in store numbers, references, dates and card masks, so the import caches
per shape whatever names no particular digit (description cleaning, the default-keyword fallback, the
tax plan). A million-row import asks for a shape several times per row, which made ``str.translate``
(a table look-up per character) ~5 % of its CPU; for ASCII text, the usual case, the same mapping is
done on bytes, about ten times faster, with the same result.
"""

from __future__ import annotations

_TEXT = str.maketrans("123456789", "000000000")
_BYTES = bytes.maketrans(b"123456789", b"000000000")


def digit_shape(text: str) -> str:
    """``text`` with every ASCII digit written as ``0`` (other characters, other digits unchanged)."""
    if text.isascii():
        return text.encode("ascii").translate(_BYTES).decode("ascii")
    return text.translate(_TEXT)
