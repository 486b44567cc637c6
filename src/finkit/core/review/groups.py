"""A review item's rows while the queue is built (``Group``), its stable id, and the two ways groups
change hands (``take`` part of one, ``absorb`` others into one): shared by the queue, its merges and
the decisions."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

from finkit.core.categories.models import Category
from finkit.core.review.flags import Flag
from finkit.core.tax.gst import EXPORT_TAG
from finkit.core.transactions.models import Transaction

#: Ids travel in URLs and command lines: this many hex digits of the key's digest.
ID_LENGTH = 12


@dataclass
class Group:
    """The rows of one item while the queue is built."""

    key: str
    name: str
    direction: str
    rows: list[tuple[Transaction, Category | None]] = field(default_factory=list)
    flags: list[Flag] = field(default_factory=list)
    #: The (field, value) of every merchant the group holds: one for a plain group, several when small
    #: groups asking the same question were put together (each remembered by the decision's rule).
    members: list[tuple[str, str]] = field(default_factory=list)
    #: The bank's fees among ``rows`` (fee id -> the id of the purchase it was charged on): part of the
    #: purchase's question, settled by its answer as a fee (``decide.follow_purchases``), never counted in
    #: the suggestion.
    fees: dict[str, str] = field(default_factory=dict)
    #: Everyday private spending at several places, asked as one (``everyday``): the category the
    #: places' names say most (or None). Only for that question.
    everyday_category: str | None = None
    everyday: bool = False
    #: Payments on one trip away, asked as one (``_trips_together``): its first and last day. Such an
    #: answer is the trip's, never remembered for the merchants (their next rows may be private).
    trip: tuple[datetime, datetime] | None = None
    #: A stated private trip's costs of one category (``merges.private_trips_apart``): the trip as the
    #: question names it ("20–27 Sep 2025, Gold Coast holiday"); ``trip`` holds its days.
    private_trip: str | None = None
    #: A vehicle's running costs of several merchants, asked as one (``_vehicle_costs_together``).
    vehicle: bool = False


def item_id(key: str) -> str:
    """The item id of a group key (stable: a digest, not a position)."""
    return hashlib.sha256(key.encode()).hexdigest()[:ID_LENGTH]


def take(groups: dict[str, Group], gid: str, ids: set[str]) -> Group:
    """The part of group ``gid`` holding the rows ``ids`` (the whole group, taken out, when it holds no
    others; else a copy with those rows, the rest left where they were: a meal near a trip stays its
    merchant's own question)."""
    group = groups[gid]
    if all(tx.id in ids for tx, _ in group.rows):
        return groups.pop(gid)
    part = Group(key=group.key, name=group.name, direction=group.direction, members=list(group.members))
    part.rows = [(tx, cat) for tx, cat in group.rows if tx.id in ids]
    part.flags = [f for f in group.flags if f.transaction_id in ids]
    group.rows = [(tx, cat) for tx, cat in group.rows if tx.id not in ids]
    group.flags = [f for f in group.flags if f.transaction_id not in ids]
    return part


def absorb(into: Group, parts: Sequence[Group]) -> Group:
    """``into`` holding the rows, flags and members of ``parts`` too, its rows oldest first."""
    for part in parts:
        into.rows += part.rows
        into.flags += part.flags
        into.members += part.members
        into.fees |= part.fees
    into.rows.sort(key=lambda r: (r[0].date, r[0].id))
    return into


def decision_treatment(tx: Transaction) -> str | None:
    """The row's GST treatment as a decision names it: a GST-free sale tagged ``export`` is an export."""
    if tx.gst_treatment == "gst_free" and EXPORT_TAG in {t.casefold() for t in tx.tags or []}:
        return "export"
    return tx.gst_treatment
