"""Necessary literals of a shipped regular expression: a cheap test that it *cannot* match a text.

Why: a tax plan looks a description up in the GST knowledge base (``gst.known_treatment``), whose
rules are searched in file order until one matches. Each ``re`` search scans the whole text, so an
import of 10,000 rows with ~2,900 distinct description shapes spent ~0.18 s on those searches, nearly
all of them misses (issue 14, the 10k target). A rule whose every alternative needs a literal that a
text does not contain cannot match it, and a substring test costs a fraction of a search.

``necessary_literals(pattern)`` reads the pattern with Python's own parser, so the tree is the one
``re`` runs. It returns lower-case ASCII strings of which at least one occurs, case-folded, in every
text the pattern matches with ``re.IGNORECASE``, or None when it cannot say (then the rule is always
searched). That is sound for ASCII texts only: with IGNORECASE, ``re`` also matches ``s``/``k`` against
U+017F and U+212A, which ``str.lower`` keeps apart, so callers skip the filter for other texts.
"""

from __future__ import annotations

import importlib
from typing import Any

# ``re._parser`` is the parser ``re.compile`` uses (``sre_parse`` is its deprecated alias); it has no
# type stubs, hence ``Any``.
_parser: Any = importlib.import_module("re._parser")
_constants: Any = importlib.import_module("re._constants")
_LITERAL = _constants.LITERAL
_BRANCH = _constants.BRANCH
_SUBPATTERN = _constants.SUBPATTERN


def necessary_literals(pattern: str) -> frozenset[str] | None:
    """Strings one of which every IGNORECASE match of ``pattern`` in an ASCII text contains (lower-cased),
    or None. Inline flags (``(?...``) are not analysed: such a pattern gets None."""
    if "(?" in pattern:
        return None
    return _sequence(list(_parser.parse(pattern)))


def _sequence(items: list[Any]) -> frozenset[str] | None:
    """Every item of a sequence must match, so any one item's literals are necessary: the best is kept
    (the one whose shortest literal is longest, i.e. the rarest test)."""
    options: list[frozenset[str]] = []
    run: list[str] = []
    for op, value in [*items, (None, None)]:
        if op is _LITERAL and value < 128:
            run.append(chr(value).lower())
            continue
        if run:
            options.append(frozenset({"".join(run)}))
            run = []
        if op is _BRANCH:
            found = _branch(value[1])
            if found is not None:
                options.append(found)
        elif op is _SUBPATTERN:
            found = _sequence(list(value[3]))
            if found is not None:
                options.append(found)
        # anything else (a class, a repeat, an anchor, a non-ASCII literal) adds nothing necessary
    if not options:
        return None
    return max(options, key=lambda literals: min(len(s) for s in literals))


def _branch(alternatives: list[Any]) -> frozenset[str] | None:
    """One alternative matches, so the union of their literals is necessary if every one has some."""
    union: set[str] = set()
    for alternative in alternatives:
        found = _sequence(list(alternative))
        if found is None:
            return None
        union |= found
    return frozenset(union)
