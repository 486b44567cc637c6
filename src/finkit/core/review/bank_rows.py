"""Questions about what a bank row cannot say (round 13, the mechanic's year): whether a credit the payer
got back was a sale, what fee a card processor kept from a payout, and which of several vehicles a car cost
is for. Each is a question source listed in ``sources.QUESTION_SOURCES``."""

from __future__ import annotations

import re
from collections import defaultdict
from datetime import datetime, timedelta
from decimal import Decimal

from sqlalchemy import func, or_, select
from sqlalchemy.orm import Session

from finkit.core.categories.models import Category
from finkit.core.categorise.money_in import is_processor
from finkit.core.categorise.normalise import clean_description
from finkit.core.categorise.refunds import says_reversed
from finkit.core.categorise.regular_clients import payment_of
from finkit.core.categorise.suppliers import merchant_service_fee
from finkit.core.context import AccountContext
from finkit.core.profile.fills import is_fuel_category, placed_fill_share
from finkit.core.profile.names import CUT_FIELD, words
from finkit.core.profile.schemas import VehicleFillRange
from finkit.core.profile.service import load_profile
from finkit.core.review.flags import FINKITS_GUESS, Flag, Window
from finkit.core.review.payouts import (
    PAYOUT_GROSS_ASKED_TAG,
    PAYOUT_GROSS_NOTE,
    PER_CHARGE_NOTE,
    PROCESSOR_FEES_NOTE,
    PROCESSOR_FEES_REASON,
    per_charge_fee,
    stated_fee,
)
from finkit.core.transactions.models import Transaction
from finkit.core.travel.models import Vehicle

#: How long before the payment back a credit it may undo was received.
PAID_BACK_WITHIN = timedelta(days=30)
PAID_BACK_REASON = "paid_back"
PAID_BACK_NOTE = (
    "the same amount was paid back to this payer soon after: a duplicate or overpayment refunded (not "
    "income, not a sale), or a sale and a separate payment?"
)


def paid_back_credits(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """Credits finkit guessed whose payer was paid the same amount within ``PAID_BACK_WITHIN`` after
    (a customer who paid twice and was refunded, a loan repaid, a deposit returned), each asked with
    ``PAID_BACK_NOTE``.

    The bank shows such a credit in the same words as a sale (``OSKO DEPOSIT FROM L MORGAN REF brakes``),
    so a business's guess reads it as income. A careful agent who sees the same amount go back to the
    same payer soon after asks which credit it undoes: a duplicate payment and its refund are no
    consideration for a supply (GST Act s9-5, s9-15: nothing was supplied for it) and no assessable income
    (ITAA 1997 s6-5: money returned is not the person's gain). Which of the payer's credits of that amount
    it was, only the person knows, so every credit of the amount in the days before is asked, each
    answered on its own. The person's own answer stands (``FINKITS_GUESS``)."""
    credits = session.execute(
        select(
            Transaction.id,
            Transaction.merchant,
            Transaction.description,
            Transaction.amount,
            Transaction.date,
        ).where(
            Transaction.account_id == ctx.account_id,
            *window.clauses(),
            Transaction.amount > 0,
            FINKITS_GUESS,
        )
    ).all()
    # a payment of the person's that came back (round 28: wages sent to a closed account) is no payer
    # paying, whatever was paid to that payee after it
    credits = [c for c in credits if not says_reversed(c.description)]
    if not credits:
        return []
    amounts = {c.amount for c in credits}
    paid: dict[tuple[str, Decimal], list[datetime]] = defaultdict(list)
    #: each amount paid back, with its words, its payee and when: matched to a payer the bank cut short
    payees: dict[Decimal, list[tuple[str, str | None, datetime]]] = defaultdict(list)
    for merchant, description, amount, on in session.execute(
        select(Transaction.merchant, Transaction.description, Transaction.amount, Transaction.date).where(
            Transaction.account_id == ctx.account_id,
            Transaction.amount.in_([-a for a in amounts]),
        )
    ).all():
        for key in payer_keys(merchant, description):
            paid[(key, -amount)].append(on)
        payees[-amount].append((description, merchant, on))
    return [
        Flag(c.id, PAID_BACK_REASON, PAID_BACK_NOTE)
        for c in credits
        if any(
            c.date <= back <= c.date + PAID_BACK_WITHIN
            for key in payer_keys(c.merchant, c.description)
            for back in paid.get((key, c.amount), [])
        )
        or any(
            c.date <= back <= c.date + PAID_BACK_WITHIN
            and (_cut_payer(c.description, payee) or _cut_name(c.merchant, merchant))
            for payee, merchant, back in payees.get(c.amount, [])
        )
    ]


def _cut_name(credit: str | None, payment: str | None) -> bool:
    """Whether a credit's merchant and a payment's are one name, one cut short by its bank's field (round
    27, the arborist's year: ``DIRECT CREDIT GOLDFIELDS STRAT OC 5120 INV 2341`` paid twice, ``OSKO PAYMENT
    TO GOLDFIELDS STRATA MGMT REFUND DUP INV 234`` the duplicate sent back: merchants ``Goldfields Strat``
    and ``Goldfields Strata``; the descriptions' references after the names differ, so ``_cut_payer``
    cannot tell). The same rule as ``_cut_payer``, on the merchants' words."""
    if not credit or not payment:
        return False
    return _opens(words(credit), words(payment))


def _cut_payer(credit: str, payment: str) -> bool:
    """Whether a credit's payer and a payment's payee are one, the payer's name cut short by the bank's
    payer field (round 23, the caterer's year: ``DIRECT CREDIT MURRAY HEALTH SERVI 88391`` paid twice,
    ``OSKO PAYMENT MURRAY HEALTH SERVICES dup 88391`` the duplicate sent back; the merchant reader drops the
    cut word, so the two merchants differ): read from each description without the bank's channel words,
    the shorter's words open the longer's, its last word perhaps cut inside the other's, at least
    ``CUT_FIELD`` letters of two words or more (a short run, "swan valley", opens too many other names)."""
    return _opens(words(clean_description(credit)), words(clean_description(payment)))


def _opens(one: tuple[str, ...], other: tuple[str, ...]) -> bool:
    """Whether the shorter run of words opens the longer, its last word perhaps cut inside the other's."""
    short, long = (one, other) if len(one) <= len(other) else (other, one)
    if len(short) < 2 or len(" ".join(short)) < CUT_FIELD or short == long:
        return False
    return short[:-1] == long[: len(short) - 1] and long[len(short) - 1].startswith(short[-1])


PAID_TWICE_REASON = "paid_twice"
PAID_TWICE_NOTE = (
    "the same amount was paid to this payee twice on one day and paid back soon after: which payment was "
    "the duplicate (no purchase: no deduction and no GST credit) and which the real one?"
)


#: What ``paid_twice_debits`` reads of each payment and payment back: who, how much, when, and how it is filed.
_PAID_TWICE_COLUMNS = (
    Transaction.id,
    Transaction.merchant,
    Transaction.description,
    Transaction.amount,
    Transaction.date,
    Transaction.category_id,
    Transaction.is_tax_deductible,
    Transaction.gst_treatment,
)


def paid_twice_debits(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """Debits finkit guessed that went to one payee twice on the same day, for the same amount, when that
    payee paid the amount back within ``PAID_BACK_WITHIN`` after (a scheduled rent transfer and a manual
    one, the landlord returning the second; the retailer's year, round 22): both payments and the payment
    back are asked, each answered on its own.

    The bank shows the duplicate in the same words as the real payment, so both were filed as the
    purchase, a deduction and a GST credit each (the refund filed apart does not undo it): a payment
    returned bought nothing (GST Act s9-5; ITAA 1997 s8-1: no outgoing incurred). Which of the two was the
    duplicate only the person knows; a refund filed against the purchase gives the same figures, so each
    answer stands (``FINKITS_GUESS``). A payment back filed alike the payments (same category, deduction
    and GST treatment: a card terminal's double charge refunded) undoes one of them on every figure, and is
    not asked."""
    guessed_debits = set(
        session.scalars(
            select(Transaction.id).where(
                Transaction.account_id == ctx.account_id,
                *window.clauses(),
                Transaction.amount < 0,
                FINKITS_GUESS,
            )
        )
    )
    if not guessed_debits:
        return []
    # the payments of a day, answered or not: one answered says nothing of which the other was
    debits = session.execute(
        select(*_PAID_TWICE_COLUMNS).where(
            Transaction.account_id == ctx.account_id, *window.clauses(), Transaction.amount < 0
        )
    ).all()
    filed = {d.id: (d.category_id, d.is_tax_deductible, d.gst_treatment) for d in debits}
    same_day: dict[tuple[str, Decimal, object], list[str]] = defaultdict(list)
    first: dict[tuple[str, Decimal, object], datetime] = {}
    for d in debits:
        for key in payer_keys(d.merchant, d.description):
            group = (key, -d.amount, d.date.date())
            same_day[group].append(d.id)
            first[group] = d.date
    twice = {group: ids for group, ids in same_day.items() if len(set(ids)) >= 2}
    if not twice:
        return []
    amounts = {amount for _, amount, _ in twice}
    # the payment back, answered or not (its answer does not say which payment was the duplicate)
    credits = session.execute(
        select(*_PAID_TWICE_COLUMNS).where(
            Transaction.account_id == ctx.account_id, Transaction.amount.in_(amounts)
        )
    ).all()
    guessed = set(
        session.scalars(
            select(Transaction.id).where(
                Transaction.account_id == ctx.account_id, Transaction.amount.in_(amounts), FINKITS_GUESS
            )
        )
    )
    flags: dict[str, Flag] = {}
    for c in credits:
        for key in payer_keys(c.merchant, c.description):
            for group, ids in twice.items():
                payee, amount, _ = group
                on = first[group]
                if payee == key and amount == c.amount and on <= c.date <= on + PAID_BACK_WITHIN:
                    if {filed[i] for i in ids} == {(c.category_id, c.is_tax_deductible, c.gst_treatment)}:
                        continue  # filed alike, the payment back undoes one payment on every figure
                    for tx_id in {*ids, c.id} & (guessed | guessed_debits):
                        flags.setdefault(tx_id, Flag(tx_id, PAID_TWICE_REASON, PAID_TWICE_NOTE))
    return list(flags.values())


#: A transfer's direction as a bank words it before the payer's name (``OSKO PAYMENT RECEIVED M PEARCE``,
#: ``OSKO PAYMENT SENT M PEARCE refund``): the merchant reader keeps it (``Received M``, ``Sent M``), so
#: the payer is also read from the words after it (round 19, the furniture maker's Beyond Bank export).
_DIRECTION = re.compile(r"\b(?:sent|received|to|from)\b", re.I)


def payer_keys(merchant: str | None, description: str | None) -> set[str]:
    """The names a row's payer goes by: its merchant, and the person a transfer's words name."""
    keys = {merchant.casefold()} if merchant else set()
    read = payment_of(_DIRECTION.sub(" ", description or ""), Decimal(0))
    if read is not None and re.search(
        r"\b(?:osko|payment|transfer|tfr|deposit|pay anyone)\b", description or "", re.I
    ):
        keys.add("payer " + read.payer)
    return keys


#: The flag reason of a car cost whose vehicle the bank row cannot name (the person keeps several).
WHICH_VEHICLE_REASON = "which_vehicle"
WHICH_VEHICLE_NOTE = (
    "you keep more than one vehicle and the bank row does not say which this is for: the business share "
    "is the business vehicle's; a private car's costs are no deduction and carry no GST credit"
)


def car_costs_of_which_vehicle(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """Car costs finkit filed at the profile's vehicle share while the person keeps more than one
    vehicle: asked which vehicle they are for.

    The profile holds one business share, the business vehicle's (a van's logbook 95 %). A household
    with a second, private car buys its fuel at the same servos, its parts at the same shops, its rego at
    the same counter: the bank row names the seller, never the vehicle (only the docket or the notice
    does). Filing every such row at the van's share claims the family car's fuel, a deduction and a GST
    credit the law denies (ITAA 1997 s8-1(2)(b): private; GST Act s11-15: not for a creditable purpose).
    So while two or more vehicles are recorded, a car cost is asked until the person answers it (each
    row's answer stands; a merchant's rule does not settle the next row, which may be the other car's).

    Except a fill the person's stated fuel fills place (``profile.vehicle_fill_ranges``, round 19): a row
    of a fuel category whose amount falls in exactly one vehicle's stated range, filed at that vehicle's
    share, is that vehicle's as the person said, and is not asked (``_placed_by_fill``). A fill in no
    range, or in two (a van's small top-up the size of the car's fill), stays asked; nothing is filed
    differently. Fills stated for two vehicles at different shares say two vehicles are kept, whether or
    not each is recorded (the retailer's van and her partner's Corolla, round 22)."""
    vehicles = session.scalar(
        select(func.count()).select_from(Vehicle).where(Vehicle.account_id == ctx.account_id)
    )
    fills = load_profile(session, ctx).vehicle_fill_ranges
    # fuel fills stated for two vehicles at two shares are two vehicles kept, recorded or not (round 22)
    stated = len({f.business_use_percentage for f in fills}) >= 2
    if (vehicles or 0) < 2 and not stated:
        return []
    rows = session.execute(
        select(*_FUEL_COLUMNS)
        .join(Category, Category.id == Transaction.category_id)
        .where(
            Transaction.account_id == ctx.account_id,
            *window.clauses(),
            Transaction.amount < 0,
            Transaction.is_tax_deductible.is_(True),
            Category.tax_category == "car",
            FINKITS_GUESS,
        )
    ).all()
    return [
        Flag(tx_id, WHICH_VEHICLE_REASON, WHICH_VEHICLE_NOTE)
        for tx_id, amount, share, category, merchant, description in rows
        if not _placed_by_fill(fills, category, -amount, share, f"{merchant or ''} {description}")
    ]


#: What the vehicle questions read of a car cost: its amount, share, category and words.
_FUEL_COLUMNS = (
    Transaction.id,
    Transaction.amount,
    Transaction.business_use_percentage,
    Category.name,
    Transaction.merchant,
    Transaction.description,
)


#: The flag reason of a small purchase at a servo filed as fuel.
SERVO_SHOP_REASON = "servo_shop"
SERVO_SHOP_NOTE = (
    "a small purchase at a servo, filed as fuel at the vehicle's share: a fill, or the servo's shop (coffee, "
    "snacks, a drink: private, no deduction and no GST credit)?"
)
#: Below this a servo row is more likely the shop's than a fill of a working vehicle (round 27).
SERVO_SHOP_BELOW = Decimal("20.00")


def servo_shop_purchases(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """Fuel rows under ``SERVO_SHOP_BELOW`` that finkit filed as a deduction: asked whether they are a
    fill or the servo's shop.

    A servo's card row names the servo, never what was bought: the fuel category is read from the
    servo's name (``AMPOL``, ``SHELL``), and with the vehicle's share stated every row there is filed a
    deduction. A working vehicle's fill costs far more than a coffee and a pie: the arborist's year
    (round 27) has a ute at 85 % and 5.64, 11.49, 17.89 and 18.98 at her servos, all coffee and snacks
    (private, ITAA 1997 s8-1(2)(b); no creditable purpose, GST Act s11-15), filed at 85 % without a word.
    A fill the person's stated fuel fills place by its amount (``profile.vehicle_fill_ranges``, a range) is
    theirs, not asked; a vehicle's stated servos (round 27) say where it is filled, not what was bought
    there: a coffee at the ute's servo is still asked."""
    rows = session.execute(
        select(*_FUEL_COLUMNS)
        .join(Category, Category.id == Transaction.category_id)
        .where(
            Transaction.account_id == ctx.account_id,
            *window.clauses(),
            Transaction.amount < 0,
            Transaction.amount > -SERVO_SHOP_BELOW,
            Transaction.is_tax_deductible.is_(True),
            Category.tax_category == "car",
            FINKITS_GUESS,
        )
    ).all()
    if not rows:
        return []
    # only a stated amount says a small row is a fill: a vehicle's servos alone place any amount there
    ranged = [f for f in load_profile(session, ctx).vehicle_fill_ranges if f.fill_from is not None]
    return [
        Flag(tx_id, SERVO_SHOP_REASON, SERVO_SHOP_NOTE)
        for tx_id, amount, share, category, merchant, description in rows
        if is_fuel_category(category)
        and not _placed_by_fill(ranged, category, -amount, share, f"{merchant or ''} {description}")
    ]


def _placed_by_fill(
    fills: list[VehicleFillRange], category: str, fill: Decimal, share: Decimal | None, text: str
) -> bool:
    """Whether a car cost of ``fill`` dollars in ``category``, worded ``text``, filed at ``share``, is a fuel
    fill that exactly one vehicle's stated fill places (its range, its servos), that vehicle's share
    (``fills.placed_fill_share``)."""
    return share is not None and placed_fill_share(fills, category, fill, text) == share


def processor_payouts(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """A business's sales paid out by a card processor (``money_in.is_processor``: Square, Tyro,
    Zeller, ...) that finkit filed as the net that reached the bank (``payouts``): asked the fee the
    processor keeps, until the person answers (a payout split into gross and fee is answered). A
    payout the person's fee rate fits to two grosses a cent apart (tagged ``PAYOUT_GROSS_ASKED_TAG``)
    stays asked for the fee its payout report shows. A payout whose fee the person stated (the payout
    rule's tag: a rate of 0, the others are split on import) is not asked; a processor whose fee has a
    fixed part per charge is asked each payout's fee from its report (``payouts.PER_CHARGE_NOTE``)."""
    if not load_profile(session, ctx).is_business:
        return []
    rows = session.execute(
        select(Transaction.id, Transaction.merchant, Transaction.description, Transaction.tags, FINKITS_GUESS)
        .join(Category, Category.id == Transaction.category_id)
        .where(
            Transaction.account_id == ctx.account_id,
            *window.clauses(),
            Transaction.amount > 0,
            Category.kind == "income",
            ~Transaction.splits.any(),
        )
    ).all()
    found: list[Flag] = []
    asked: dict[str, str] = {}  # a payout finkit guessed -> its processor (``_processor_key``)
    per_charge: set[str] = set()  # payouts of a processor whose fee no rate reaches to the cent
    for tx_id, merchant, description, tags, guessed in rows:
        text = f"{merchant or ''} {description}"
        if PAYOUT_GROSS_ASKED_TAG in (tags or []):
            found.append(Flag(tx_id, PROCESSOR_FEES_REASON, PAYOUT_GROSS_NOTE))
        elif guessed and stated_fee(tags) is None and is_processor(text):
            asked[tx_id] = _processor_key(merchant)
            if per_charge_fee(text) is not None:
                per_charge.add(tx_id)
    billed_apart = _fees_billed_apart(session, ctx, set(asked.values()))
    found += [
        Flag(
            tx_id,
            PROCESSOR_FEES_REASON,
            f"{PROCESSOR_FEES_NOTE} ({PER_CHARGE_NOTE})" if tx_id in per_charge else PROCESSOR_FEES_NOTE,
        )
        for tx_id, key in asked.items()
        if key not in billed_apart
    ]
    return found


def _processor_key(merchant: str | None) -> str:
    """A processor named by the first word of its merchant name ("Tyro Payments" -> "tyro")."""
    words = (merchant or "").casefold().split()
    return words[0] if words else ""


def _fees_billed_apart(session: Session, ctx: AccountContext, keys: set[str]) -> set[str]:
    """Those of the processors ``keys`` that bill their fee to the account as a debit of its own
    (``TYRO PAYMENTS MSF``: ``suppliers.merchant_service_fee``). Such a processor settles the gross (Tyro
    settles the day's takings whole and bills its merchant service fee monthly: tyro.com/support), so
    its payouts are the sale already and no fee is asked of them; its fee debits are asked on their own.
    Only the debits of the merchants those processors name are read."""
    keys.discard("")
    if not keys:
        return set()
    debits = session.execute(
        select(Transaction.merchant, Transaction.description)
        .where(
            Transaction.account_id == ctx.account_id,
            Transaction.amount < 0,
            or_(*(func.lower(Transaction.merchant).like(f"{key}%") for key in keys)),
        )
        .distinct()
    ).all()
    return {
        _processor_key(merchant)
        for merchant, description in debits
        if merchant_service_fee(f"{merchant} {description}")
    } & keys
