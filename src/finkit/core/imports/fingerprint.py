"""Dedupe keys for imported rows.

A row's fingerprint is a hash of its date, amount, normalised description and its *occurrence index*
among identical rows of the same file. Re-importing a file, or a statement that overlaps an earlier
one, yields the same fingerprints (so nothing is added twice), while two genuinely identical purchases
on the same day in one file get occurrence 0 and 1 and are both kept. OFX rows use the bank's FITID.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from hashlib import blake2b


def normalise_description(text: str) -> str:
    return " ".join(text.casefold().split())


class Fingerprinter:
    """Counts occurrences within one file; memory is 8 bytes per distinct row."""

    def __init__(self, namespace: str = "") -> None:
        self._prefix = namespace.encode()
        self._seen: set[bytes] = set()
        self._repeats: dict[bytes, int] = {}
        self._days: dict[datetime, tuple[str, str]] = {}

    def __call__(self, day: datetime, amount: Decimal, description: str) -> str:
        # Called once per row of a million-row file: the day's two spellings are cached, and the first
        # 8 bytes of the digest (the occurrence key) are used as they are rather than as an int.
        texts = self._days.get(day)
        if texts is None:
            texts = self._days[day] = (f"{day:%Y-%m-%d}|", f"{day:%Y%m%d}")
        key = f"{texts[0]}{amount}|{' '.join(description.casefold().split())}".encode()
        digest = blake2b(self._prefix + key if self._prefix else key, digest_size=16).digest()
        short = digest[:8]
        if short in self._seen:
            occurrence = self._repeats.get(short, 0) + 1
            self._repeats[short] = occurrence
            digest = blake2b(digest + occurrence.to_bytes(4, "little"), digest_size=16).digest()
        else:
            self._seen.add(short)
        # The date prefix keeps the unique index's inserts clustered (statements are date-ordered).
        return texts[1] + digest.hex()


def namespaced(fingerprint: str, namespace: str) -> str:
    """``fingerprint`` as a bank account other than the default one stores it: hashed with the account's
    namespace, so the same row in two accounts has two keys (both kept) while a re-import into the same
    account gives the same key again. A leading ``YYYYMMDD`` is kept, for the index's locality."""
    if not namespace:
        return fingerprint
    day = fingerprint[:8] if fingerprint[:8].isdigit() else ""
    return day + blake2b(f"{namespace}|{fingerprint}".encode(), digest_size=16).hexdigest()


def ofx_fingerprint(account: str, fitid: str) -> str:
    """``ofx:<account>:<FITID>``, hashed when it would not fit the 64-character column."""
    plain = f"ofx:{account}:{fitid}"
    if len(plain) <= 64:
        return plain
    return "ofx:" + blake2b(plain.encode(), digest_size=24).hexdigest()
