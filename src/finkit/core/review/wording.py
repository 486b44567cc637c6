"""How the review names several things in one line: the first few, then how many more."""

from __future__ import annotations

from collections.abc import Sequence

#: How many names a question shows before "and N more".
SHOWN = 4


def first_names(names: Sequence[str], shown: int = SHOWN) -> str:
    """``names`` as "a, b, c, d and 3 more": an item's name or note stays short however many merchants,
    payers or rows it holds (the rest are in its row list)."""
    more = f" and {len(names) - shown} more" if len(names) > shown else ""
    return ", ".join(names[:shown]) + more
