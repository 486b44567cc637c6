"""RE2 patterns (the one dialect rules are validated in) as PostgreSQL regular expressions, or None.

Why: a rule's ``matches`` pattern is validated with RE2 and run by RE2 everywhere but in the per-rule SQL
engine on PostgreSQL, which used the pattern as a PostgreSQL ARE. The two dialects differ: ``(?P<n>x)``,
``\\pL``, ``\\z``, ``(?U)``, ``\\Q...\\E``, ``\\x{41}`` and ``(?s:.)`` pass RE2 and make PostgreSQL refuse
the whole statement (every rule run of the account failed, issue 24), and some patterns PostgreSQL accepts
mean something else there (``.`` matches a newline, ``\\w`` and ``\\d`` follow the locale, ``\\x41B`` reads
three hex digits, a repetition over 255 is an error).

So a pattern is translated only from a small, exactly-understood subset into an ARE with the same
matches (rules only ask *whether* a pattern occurs, so greedy and lazy quantifiers are interchangeable);
anything else returns None and the engine evaluates that rule's conditions in Python with RE2 instead.
"""

from __future__ import annotations

import functools
from typing import Any

#: PostgreSQL refuses repetition counts above this (RE_DUP_MAX); RE2 allows up to 1000.
_MAX_REPEAT = 255
_META = set(".^$|?*+()[]{}\\")
Ranges = list[tuple[int, int]]
_CLASS_ESCAPES: dict[str, Ranges] = {
    "d": [(0x30, 0x39)],
    "s": [(0x09, 0x0A), (0x0C, 0x0D), (0x20, 0x20)],
    "w": [(0x30, 0x39), (0x41, 0x5A), (0x5F, 0x5F), (0x61, 0x7A)],
}
_NEGATED_ESCAPES = {"D": "d", "S": "s", "W": "w"}
_CONTROL_ESCAPES = {"n": 0x0A, "t": 0x09, "r": 0x0D, "f": 0x0C, "v": 0x0B, "a": 0x07}
_HEX = set("0123456789abcdefABCDEF")
#: Characters outside ASCII that RE2's case folding equates with ASCII letters.
_FOLDS_TO_ASCII = {"k": 0x212A, "s": 0x017F}


class _Untranslatable(Exception):
    pass


def _char(code: int) -> str:
    """A character as an ARE escape that cannot run into what follows (``\\x41B`` would)."""
    return f"\\U{code:08X}"


def _fold(ranges: Ranges) -> Ranges:
    """``ranges`` with what RE2's case folding adds: the other case of each ASCII letter, and the
    Kelvin sign and long s for k and s. Any other cased character outside ASCII is not translated."""
    out = list(ranges)
    for lo, hi in ranges:
        if hi > 0x7F:
            raise _Untranslatable
        for first, last, shift in ((0x61, 0x7A, -0x20), (0x41, 0x5A, 0x20)):
            a, b = max(lo, first), min(hi, last)
            if a <= b:
                out.append((a + shift, b + shift))
    for letter, extra in _FOLDS_TO_ASCII.items():
        code = ord(letter)
        if any(lo <= c <= hi for lo, hi in out for c in (code, code - 0x20)):
            out.append((extra, extra))
    return out


def _render_class(ranges: Ranges, *, negate: bool, insensitive: bool) -> str:
    if insensitive:
        ranges = _fold(ranges)
    parts = []
    for lo, hi in sorted(set(ranges)):
        parts.append(_class_char(lo) if lo == hi else f"{_class_char(lo)}-{_class_char(hi)}")
    return "[" + ("^" if negate else "") + "".join(parts) + "]"


def _class_char(code: int) -> str:
    ch = chr(code)
    if ch.isascii() and (ch.isalnum() or ch in " _!\"#%&',/:;<=>@`~.*+?(){}|$"):
        return ch
    return _char(code)


def _literal(ch: str, insensitive: bool) -> str:
    if insensitive and ch.isascii() and ch.isalpha():
        return _render_class([(ord(ch), ord(ch))], negate=False, insensitive=True)
    if not ch.isascii():
        if insensitive:
            raise _Untranslatable  # Unicode case folding differs between the engines
        return ch
    if ch in _META:
        return "\\" + ch
    if ord(ch) < 32 or ord(ch) == 127:
        return _char(ord(ch))
    return ch


class _Translator:
    def __init__(self, pattern: str, case_sensitive: bool) -> None:
        self.p = pattern
        self.i = 0
        self.out: list[str] = []
        # Flags in scope: i (case-insensitive), s (dot matches newline). A stack per group.
        self.flags: list[dict[str, bool]] = [{"i": not case_sensitive, "s": False}]

    @property
    def insensitive(self) -> bool:
        return self.flags[-1]["i"]

    def peek(self, n: int = 0) -> str:
        j = self.i + n
        return self.p[j] if j < len(self.p) else ""

    def run(self) -> str:
        while self.i < len(self.p):
            self.token()
        if len(self.flags) != 1:
            raise _Untranslatable
        return "".join(self.out)

    def token(self) -> None:
        ch = self.p[self.i]
        if ch == "\\":
            self.escape()
        elif ch == "[":
            self.char_class()
        elif ch == "(":
            self.group()
        elif ch == ")":
            if len(self.flags) == 1:
                raise _Untranslatable
            self.flags.pop()
            self.out.append(")")
            self.i += 1
            self.quantifier()
        elif ch == ".":
            self.out.append("." if self.flags[-1]["s"] else "[^\\n]")
            self.i += 1
            self.quantifier()
        elif ch in "^$|":
            self.out.append(ch)
            self.i += 1
        elif ch in "*+?":
            raise _Untranslatable  # a quantifier with nothing to repeat (RE2 refuses it too)
        elif ch == "{":
            if self.repeat_at(self.i) is not None:
                raise _Untranslatable
            self.out.append("\\{")
            self.i += 1
        else:
            self.out.append(_literal(ch, self.insensitive))
            self.i += 1
            self.quantifier()

    def repeat_at(self, j: int) -> tuple[int, str] | None:
        """A valid ``{n}``, ``{n,}`` or ``{n,m}`` at ``j``: (its length, its text); None if literal."""
        end = self.p.find("}", j)
        if end < 0:
            return None
        body = self.p[j + 1 : end]
        low, comma, high = body.partition(",")
        if not low.isdigit() or (high and not high.isdigit()):
            return None
        if int(low) > _MAX_REPEAT or (high and int(high) > _MAX_REPEAT):
            raise _Untranslatable
        return end + 1 - j, "{" + low + comma + high + "}"

    def quantifier(self) -> None:
        ch = self.peek()
        if ch in ("*", "+", "?"):
            self.out.append(ch)
            self.i += 1
        elif ch == "{":
            found = self.repeat_at(self.i)
            if found is None:
                return
            length, text = found
            self.out.append(text)
            self.i += length
        else:
            return
        if self.peek() == "?":  # lazy: the same rows match, so the plain (greedy) form is used
            self.i += 1
        if self.peek() in ("*", "+", "?") or (self.peek() == "{" and self.repeat_at(self.i)):
            raise _Untranslatable  # a repeated repetition (RE2 refuses some; keep it simple)

    def group(self) -> None:
        p = self.p
        if p.startswith("(?P<", self.i) or p.startswith("(?<", self.i):
            end = p.find(">", self.i)
            if end < 0:
                raise _Untranslatable
            self.flags.append(dict(self.flags[-1]))
            self.out.append("(")
            self.i = end + 1
            return
        if p.startswith("(?", self.i):
            j = self.i + 2
            on: list[str] = []
            off: list[str] = []
            target = on
            while j < len(p) and p[j] not in ":)":
                if p[j] == "-":
                    target = off
                elif p[j] in "isU":
                    target.append(p[j])
                else:
                    raise _Untranslatable  # (?m) and anything else: evaluated with RE2
                j += 1
            if j >= len(p):
                raise _Untranslatable
            flags = dict(self.flags[-1])
            for name in on:
                if name != "U":  # ungreedy changes which text matches, never whether it does
                    flags[name] = True
            for name in off:
                if name != "U":
                    flags[name] = False
            if p[j] == ")":  # (?flags): for the rest of the enclosing group
                self.flags[-1] = flags
                self.i = j + 1
                return
            self.flags.append(flags)
            self.out.append("(?:")
            self.i = j + 1
            return
        self.flags.append(dict(self.flags[-1]))
        self.out.append("(")
        self.i += 1

    def escape(self) -> None:
        """An escape outside a character class."""
        nxt = self.peek(1)
        self.i += 2
        if nxt in _CLASS_ESCAPES:
            self.out.append(_render_class(_CLASS_ESCAPES[nxt], negate=False, insensitive=self.insensitive))
        elif nxt in _NEGATED_ESCAPES:
            ranges = _CLASS_ESCAPES[_NEGATED_ESCAPES[nxt]]
            self.out.append(_render_class(ranges, negate=True, insensitive=self.insensitive))
        elif nxt in _CONTROL_ESCAPES:
            self.out.append(_char(_CONTROL_ESCAPES[nxt]))
        elif nxt == "x":
            code = self.hex_escape()
            if chr(code).isascii():
                self.out.append(_literal(chr(code), self.insensitive))
            elif self.insensitive:
                raise _Untranslatable
            else:
                self.out.append(_char(code))
        elif nxt == "Q":
            end = self.p.find("\\E", self.i)
            text = self.p[self.i : end if end >= 0 else len(self.p)]
            self.i = end + 2 if end >= 0 else len(self.p)
            self.out.append("".join(_literal(c, self.insensitive) for c in text))
        elif nxt and nxt in "bBAz":
            self.out.append({"b": "\\y", "B": "\\Y", "A": "\\A", "z": "\\Z"}[nxt])
        elif nxt and nxt.isascii() and not nxt.isalnum():
            self.out.append(_literal(nxt, self.insensitive))  # escaped punctuation: that character
        else:
            raise _Untranslatable  # \pL, \C, octal, and the rest: evaluated with RE2
        self.quantifier()

    def hex_escape(self) -> int:
        if self.peek() == "{":
            end = self.p.find("}", self.i)
            digits = self.p[self.i + 1 : end] if end >= 0 else ""
            if not digits or not set(digits) <= _HEX:
                raise _Untranslatable
            self.i = end + 1
        else:
            digits = self.p[self.i : self.i + 2]
            if len(digits) != 2 or not set(digits) <= _HEX:
                raise _Untranslatable
            self.i += 2
        code = int(digits, 16)
        if code > 0x10FFFF or code == 0 or 0xD800 <= code <= 0xDFFF:
            raise _Untranslatable
        return code

    def class_atom(self) -> int | Ranges:
        """One member of a character class: a character's code, or the ranges of ``\\d \\s \\w``."""
        ch = self.peek()
        if ch == "\\":
            nxt = self.peek(1)
            self.i += 2
            if nxt in _CLASS_ESCAPES:
                return _CLASS_ESCAPES[nxt]
            if nxt in _CONTROL_ESCAPES:
                return _CONTROL_ESCAPES[nxt]
            if nxt == "x":
                return self.hex_escape()
            if nxt and nxt.isascii() and not nxt.isalnum():
                return ord(nxt)
            raise _Untranslatable  # \D \S \W \pL inside a class, and the rest
        if ch == "[" and self.peek(1) in (":", "=", "."):
            raise _Untranslatable  # POSIX classes: ASCII in RE2, the locale's in PostgreSQL
        self.i += 1
        return ord(ch)

    def char_class(self) -> None:
        self.i += 1
        negate = self.peek() == "^"
        if negate:
            self.i += 1
        ranges: Ranges = []
        first = True
        while True:
            ch = self.peek()
            if ch == "":
                raise _Untranslatable
            if ch == "]" and not first:
                self.i += 1
                break
            first = False
            low = self.class_atom()
            if isinstance(low, list):
                ranges.extend(low)
                continue
            if self.peek() == "-" and self.peek(1) not in ("]", ""):
                self.i += 1
                high = self.class_atom()
                if isinstance(high, list) or high < low:
                    raise _Untranslatable
                ranges.append((low, high))
            else:
                ranges.append((low, low))
        if not ranges:
            raise _Untranslatable
        self.out.append(_render_class(ranges, negate=negate, insensitive=self.insensitive))
        self.quantifier()


@functools.lru_cache(maxsize=1024)
def to_postgres_regex(pattern: str, *, case_sensitive: bool) -> str | None:
    """``pattern`` (valid for RE2) as a PostgreSQL ARE matching exactly the same texts, or None when it
    uses anything outside the translated subset (the caller then matches with RE2 in Python).

    Case-insensitivity is spelled out letter by letter (``[aA]``) so the ARE is used with ``~`` and
    never depends on PostgreSQL's locale."""
    try:
        return _Translator(pattern, case_sensitive).run()
    except _Untranslatable:
        return None


def conditions_need_python(tree: dict[str, Any]) -> bool:
    """Whether any ``matches`` condition in ``tree`` has no PostgreSQL translation."""
    if "all" in tree or "any" in tree:
        return any(conditions_need_python(child) for child in tree.get("all", tree.get("any", [])))
    if "not" in tree:
        return conditions_need_python(tree["not"])
    if tree.get("operator") != "matches":
        return False
    return to_postgres_regex(tree["value"], case_sensitive=bool(tree.get("caseSensitive"))) is None
