"""The review queue, computed from the books each time (nothing stored): the rows the sources name,
grouped by merchant and direction, each group one question, largest money first.

An item's id is a digest of its group key (direction and merchant, or the cleaned description when a
row has no merchant), so the id a listing shows names the same group when the person answers, however
the queue has moved in between.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.categories.models import Category
from finkit.core.categorise.stated import Stated, gst_words
from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.merchants.normalise import normalise_merchant
from finkit.core.periods import period_dates
from finkit.core.profile.service import load_profile
from finkit.core.review import everyday
from finkit.core.review.figures import accept_needs, figures_asked
from finkit.core.review.flags import Flag, QuestionSource, Window
from finkit.core.review.groups import Group, absorb, decision_treatment, item_id
from finkit.core.review.merges import TRIP_WHY, UNFILED_KEY, VEHICLE_WHY, put_together, with_fees
from finkit.core.review.schemas import ReviewItem, ReviewQueue, ReviewSuggestion
from finkit.core.review.sources import (
    FEE_FOLLOWS_NOTE,
    FEE_FOLLOWS_REASON,
    QUESTION_SOURCES,
)
from finkit.core.review.wording import first_names
from finkit.core.transactions.models import Transaction

ZERO = Decimal(0)
_CHUNK = 5000


def window_of(ctx: AccountContext, period: str | None) -> Window:
    """The listing's dates from period words (``FY2026``, ``2025Q3``, ``last quarter``); none: all rows."""
    if not period:
        return Window()
    start, end = period_dates(ctx, period=period)
    return Window(start=start, end=end, period=period)


def group_key(tx: Transaction) -> tuple[str, str, str]:
    """(key, shown name, direction): same merchant and direction together; a row without a merchant by
    its cleaned description."""
    direction = "in" if tx.amount > 0 else "out"
    name = (tx.merchant or "").strip()
    if name:
        return f"{direction}|m|{name.casefold()}", name, direction
    cleaned = (normalise_merchant(tx.description) or tx.description).strip()
    return f"{direction}|d|{cleaned.casefold()}", cleaned, direction


def flagged_rows(
    session: Session,
    ctx: AccountContext,
    window: Window,
    sources: Sequence[QuestionSource] = QUESTION_SOURCES,
) -> dict[str, list[Flag]]:
    """Every row some source names, with its flags in source order. A fee that follows its purchase
    (``FEE_FOLLOWS_REASON``) is named only while that purchase is itself asked in the window."""
    found: dict[str, list[Flag]] = defaultdict(list)
    for source in sources:
        for flag in source(session, ctx, window):
            found[flag.transaction_id].append(flag)
    # A purchase is never a fee, so whether it is asked does not hang on this pass.
    for tx_id in list(found):
        kept = [f for f in found[tx_id] if f.reason != FEE_FOLLOWS_REASON or f.follows in found]
        if kept:
            found[tx_id] = kept
        else:
            del found[tx_id]
    return found


def _fees_followed(flags: dict[str, list[Flag]]) -> dict[str, str]:
    """Fee id -> the asked purchase it was charged on, for every fee whose purchase is in the queue."""
    found = {
        tx_id: purchase
        for tx_id, row_flags in flags.items()
        if (purchase := next((f.follows for f in row_flags if f.follows), None)) is not None
        and purchase in flags
    }
    return {fee: purchase for fee, purchase in found.items() if purchase not in found}


def _load(
    session: Session, ctx: AccountContext, ids: Sequence[str]
) -> list[tuple[Transaction, Category | None]]:
    loaded: list[tuple[Transaction, Category | None]] = []
    for at in range(0, len(ids), _CHUNK):
        loaded.extend(
            (tx, cat)
            for tx, cat in session.execute(
                select(Transaction, Category)
                .outerjoin(Category, Category.id == Transaction.category_id)
                .where(Transaction.account_id == ctx.account_id, Transaction.id.in_(ids[at : at + _CHUNK]))
            ).all()
        )
    return loaded


def groups_in(
    session: Session,
    ctx: AccountContext,
    window: Window,
    sources: Sequence[QuestionSource] = QUESTION_SOURCES,
) -> dict[str, Group]:
    """The queue's groups by item id, their rows oldest first."""
    flags = flagged_rows(session, ctx, window, sources)
    fees = _fees_followed(flags)
    groups: dict[str, Group] = {}
    rows = sorted(_load(session, ctx, sorted(flags)), key=lambda r: (r[0].date, r[0].id))
    for tx, cat in rows:
        if tx.id in fees:
            continue  # joins its purchase's question below, once the groups are made
        key, name, direction = group_key(tx)
        group = groups.setdefault(item_id(key), Group(key=key, name=name, direction=direction))
        if not group.members:
            group.members.append(("merchant" if key.split("|")[1] == "m" else "description", name))
        group.rows.append((tx, cat))
        group.flags.extend(flags[tx.id])
    abroad = set(fees.values())  # the purchases a bank's fee follows
    merged = put_together(session, ctx, groups, abroad)
    return with_fees(merged, [(tx, cat) for tx, cat in rows if tx.id in fees], fees)


def _majority(values: Sequence[object]) -> object | None:
    present = [v for v in values if v is not None]
    return Counter(present).most_common(1)[0][0] if present else None


def whole_members(group: Group, ids: set[str]) -> Group | None:
    """The part of a group put together from several merchants (``_merged``) made of the merchants whose
    every row is among ``ids``, as a group of its own (its name, its members), or None: a part of such an
    item answered apart (``onlyTransactionIds``) that holds all of some merchants' rows is those
    merchants' answer, remembered for them as their own item's would be; a row or two of a merchant
    answered apart is an exception, remembered for nobody. Never for everyday spending or a trip (their
    parts are no merchant's answer)."""
    if group.everyday or group.trip is not None or len(group.members) < 2:
        return None
    rows_of: dict[str, set[str]] = defaultdict(set)
    for tx, _ in asked_rows(group):
        _, name, direction = group_key(tx)
        if direction == group.direction:  # a payment back to a payer in it is no member's (round 24)
            rows_of[name.casefold()].add(tx.id)
    whole = [m for m in group.members if rows_of.get(m[1].casefold()) and rows_of[m[1].casefold()] <= ids]
    if not whole:
        return None
    names = sorted(value for _, value in whole)
    shown = first_names(names)
    who = "payers" if group.direction == "in" else "merchants"
    name = names[0] if len(names) == 1 else f"{len(names)} {who} ({shown})"
    return Group(key=f"{group.key}|{'+'.join(n.casefold() for n in names)}", name=name,
                 direction=group.direction, members=whole)  # fmt: skip


def asked_rows(group: Group) -> list[tuple[Transaction, Category | None]]:
    """The rows the question is about: the group's, without the bank's fees that follow them."""
    return [(tx, cat) for tx, cat in group.rows if tx.id not in group.fees]


def suggestion_of(group: Group) -> ReviewSuggestion:
    """finkit's answer: the category most of the group's rows were guessed (none when no row has one),
    the business share a tax verdict proposed or most rows carry, the rows' usual GST treatment (the
    bank's fees that follow the rows have their own, and count for none of it)."""
    rows = asked_rows(group)
    category = (
        group.everyday_category
        if group.everyday
        else _majority(
            [cat.name if cat and cat.tax_category == "car" else None for _, cat in rows]
            if group.vehicle
            else [cat.name if cat else None for _, cat in rows]
        )
    )
    verdict_share = _majority(
        [f.business_use_percentage for f in group.flags if f.transaction_id not in group.fees]
    )
    share = (
        ZERO  # a stated private trip's costs: private, unless the person says the business's
        if group.private_trip is not None
        else verdict_share
        if verdict_share is not None
        else _majority([tx.business_use_percentage for tx, cat in rows if cat is not None])
    )
    treatment = _majority([decision_treatment(tx) for tx, cat in rows if cat is not None])
    return ReviewSuggestion(
        category=category if isinstance(category, str) else None,
        business_use_percentage=share if isinstance(share, Decimal) else None,
        gst_treatment=treatment if isinstance(treatment, str) else None,
    )


def _reason(group: Group, stated: Stated | None = None) -> str:
    """Why each row is asked about, counted, in the sources' order (the bank's fees that follow the
    rows are counted apart: the question is the purchases'), and the GST the person stated for a
    supplier the rows name, which decided their GST (``StatedSupplier.gst_treatment``)."""
    per_reason: dict[str, set[str]] = {}
    for flag in group.flags:
        if flag.transaction_id not in group.fees:
            per_reason.setdefault(flag.note, set()).add(flag.transaction_id)
    asked = asked_rows(group)
    parts = [f"{note} ({len(ids)} of {len(asked)})" for note, ids in per_reason.items()]
    if group.fees:
        parts.append(f"{FEE_FOLLOWS_NOTE} ({len(group.fees)} {'fee' if len(group.fees) == 1 else 'fees'})")
    if group.trip is not None and group.private_trip is None:
        parts.insert(0, TRIP_WHY)
    if group.vehicle:
        parts.insert(0, VEHICLE_WHY)
    if group.everyday:
        parts.insert(0, everyday.WHY)
        if said := everyday.evidence(value for _, value in group.members):
            parts.insert(1, said)
    guesses = Counter(cat.name for _, cat in asked if cat is not None)
    if guesses:
        named = ", ".join(f"{name} ×{n}" for name, n in guesses.most_common(3))
        parts.append(f"guessed {named}")
    if stated is not None:
        gst_said = {
            supplier.name: supplier
            for tx, _ in group.rows
            if tx.amount < 0 and (supplier := stated.gst_supplier(tx.merchant, tx.description)) is not None
        }
        parts.extend(f"GST: {name}{gst_words(supplier)}" for name, supplier in gst_said.items())
    return "; ".join(parts)


def _question(group: Group, suggestion: ReviewSuggestion) -> str:
    count = len(asked_rows(group))
    if group.everyday:
        private = f" (finkit suggests {suggestion.category})" if suggestion.category else ""
        return (
            f"These {count} payments at {group.name} look like everyday private spending: are they all "
            f"private{private}? Answer any that were a business cost apart (onlyTransactionIds), then the rest."
        )
    if group.private_trip is not None:
        names = sorted({value for _, value in group.members})
        kind = f"{suggestion.category} " if suggestion.category else ""
        rows = f"This {kind}payment" if count == 1 else f"These {count} {kind}payments"
        return (
            f"{rows} ({first_names(names)}) {'is' if count == 1 else 'are'} dated during your private trip "
            f"({group.private_trip}): a "
            f"business cost, or private? finkit suggests private (no business share). Answer any that were "
            "a business cost apart (onlyTransactionIds), then the rest."
        )
    if group.trip is not None:
        names = sorted({value for _, value in group.members})
        at = first_names(names)
        guess = f" finkit suggests {suggestion.category}." if suggestion.category else ""
        return (
            f"These {count} payments ({at}) were on {group.name}: was the trip for the business (business "
            f"travel) or private?{guess} Answer any that differ apart (onlyTransactionIds), then the rest."
        )
    if group.vehicle:
        guess = f" finkit suggests {suggestion.category}." if suggestion.category else ""
        return (
            f"Are these {count} payments ({group.name[group.name.find('(') + 1 : -1]}) the running costs of "
            f"your vehicle (its registration, insurance, servicing)?{guess} Answer any that differ apart "
            "(onlyTransactionIds: a business's own cover, another car's rego), then the rest."
        )
    rows = "payment" if count == 1 else f"{count} payments"
    way = "from" if group.direction == "in" else "to"
    asked = f"What {'is the' if count == 1 else 'are the'} {rows} {way} {group.name}?"
    if suggestion.category:
        asked += f" finkit suggests {suggestion.category}."
    if group.key.startswith(f"{group.direction}{UNFILED_KEY}"):
        asked += (
            " finkit could file none of them: answer those alike at once, any that differ apart first"
            " (onlyTransactionIds; a merchant answered whole is remembered for itself), then the rest."
        )
    back = sum(1 for tx, _ in asked_rows(group) if tx.amount < 0) if group.direction == "in" else 0
    if back:
        asked += (
            f" {'One is a payment' if back == 1 else f'{back} are payments'} back to a payer (a refund, a bond "
            "returned, a double payment sent back): answer it as the payment it undoes."
        )
    if group.fees:
        fees = "fee" if len(group.fees) == 1 else f"{len(group.fees)} fees"
        asked += (
            f" The bank's {fees} charged on {'it' if count == 1 else 'them'} "
            f"{'follows' if len(group.fees) == 1 else 'follow'} the answer."
        )
    return asked


def to_item(item: str, group: Group, stated: Stated | None = None) -> ReviewItem:
    total = sum((tx.amount for tx, _ in group.rows), ZERO)
    currency = group.rows[0][0].currency
    suggestion = suggestion_of(group)
    asked = figures_asked(group.flags, group.fees)
    needs = (
        accept_needs(asked, {cat.name: cat for _, cat in group.rows if cat is not None}, suggestion)
        if asked
        else []
    )
    return ReviewItem(
        id=item,
        question=_question(group, suggestion),
        reason=_reason(group, stated),
        suggestion=suggestion,
        transaction_ids=[tx.id for tx, _ in group.rows],
        fee_transaction_ids=[tx.id for tx, _ in group.rows if tx.id in group.fees],
        count=len(group.rows),
        total=total,
        currency=currency,
        merchant=group.name,
        direction=group.direction,
        kind="everyday" if group.everyday else "trip" if group.trip is not None else "merchant",
        merchants=sorted({value for _, value in group.members} or {group.name}),
        answer_needs=needs,
    )


def review_queue(ctx: AccountContext, *, period: str | None = None) -> ReviewQueue:
    """What needs the person in ``period`` (all dates when none): one item per group, largest money
    first (then by id, so equal totals list in a fixed order)."""
    window = window_of(ctx, period)
    with ctx.db.session() as session:
        stated = Stated.of(load_profile(session, ctx))
        items = [to_item(i, g, stated) for i, g in groups_in(session, ctx, window).items()]
    # A group holds one direction, so its total without sign is its money.
    items.sort(key=lambda it: (-abs(it.total), it.id))
    return ReviewQueue(
        items=items, rows=sum(it.count for it in items), amount=sum((abs(it.total) for it in items), ZERO)
    )


def find_group(session: Session, ctx: AccountContext, ref: str, window: Window) -> tuple[str, Group]:
    """The group with this item id (or the one id that starts with ``ref``, at least 6 characters)."""
    text = ref.strip().lower()
    groups = groups_in(session, ctx, window)
    if text in groups:
        return text, groups[text]
    matches = [i for i in groups if len(text) >= 6 and i.startswith(text)]
    if len(matches) == 1:
        return matches[0], groups[matches[0]]
    if len(matches) > 1:
        raise ValidationError.for_field("id", f"{ref!r} matches more than one review item: give more of it")
    raise NotFoundError("review item", ref)


def find_shown_group(
    session: Session, ctx: AccountContext, ref: str, window: Window, shown: Sequence[str] | None
) -> tuple[str, Group]:
    """``find_group``, and for an item that is no longer in the queue under its id, the rows the person
    was shown (``shown``): answering part of a merged item apart (``onlyTransactionIds``) can leave one
    merchant in it, which is then its own item under another id. The id the person holds stays good
    while those rows wait: the groups now holding them answer together, and ``decide._check_rows``
    still refuses when those groups hold rows the person was not shown."""
    try:
        return find_group(session, ctx, ref, window)
    except NotFoundError:
        if not shown:
            raise
    wanted = set(shown)
    holding = [
        g for g in groups_in(session, ctx, window).values() if any(tx.id in wanted for tx, _ in g.rows)
    ]
    if not holding or len({g.direction for g in holding}) != 1:
        raise NotFoundError("review item", ref)
    if len(holding) == 1:
        return ref.strip().lower(), holding[0]
    together = Group(
        key="+".join(sorted(g.key for g in holding)),
        name=", ".join(sorted(g.name for g in holding)),
        direction=holding[0].direction,
    )
    return ref.strip().lower(), absorb(together, holding)
