"""``digit_shape`` writes each ASCII digit as 0, on the fast (ASCII) path and the general one alike."""

from __future__ import annotations

import pytest

from finkit.core.digitshape import digit_shape


@pytest.mark.parametrize(
    ("text", "shape"),
    [
        ("WOOLWORTHS 1234 SYDNEY 31/12 xx0287", "WOOLWORTHS 0000 SYDNEY 00/00 xx0000"),
        ("", ""),
        ("no digits", "no digits"),
        ("CAFÉ 42 MÜNCHEN", "CAFÉ 00 MÜNCHEN"),  # not ASCII: the general path
        ("٣ arabic-indic 7", "٣ arabic-indic 0"),  # only ASCII digits are masked
        ("emoji 🍔 9", "emoji 🍔 0"),
    ],
)
def test_digit_shape(text: str, shape: str) -> None:
    assert digit_shape(text) == shape
    assert digit_shape(text) == text.translate(str.maketrans("0123456789", "0000000000"))
