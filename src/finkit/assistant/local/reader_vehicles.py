"""One vehicle named when the person's vehicle costs are two vehicles' (issue 27).

A sole trader's van is shared with work (its fuel at 95 %), the family car is private (its fuel at 0): both
fill up at the same servos and their rows sit in the same categories. "How much did the car cost me" then has
two fair readings (the car, or every vehicle cost), and the bank rows cannot tell the car's from the van's,
so it is asked back, never answered with the figure of both. The sign is the books' own: a vehicle category
holding rows at a part work share and rows that are private, or a fuel category holding fill-ups for work and
private ones (a fill-up is one vehicle's). One vehicle (every row at one share, or private
rows beside fully-business tolls) is read as before.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from decimal import Decimal

from finkit.assistant.local.reader_model import Query, Vocabulary

#: One vehicle pointed at ("the car", "my van", "the work ute"); not "cars", "vehicles" or "both cars".
_ONE_VEHICLE = re.compile(
    r"\b(?:the|my|our|that|this|his|her)\s+(?:(?:work|family|private|own|old|new)\s+)?"
    r"(car|van|ute|truck|vehicle|wagon|hilux|ranger|hiace)\b(?!s)"
)


#: A kind of fuel said ("diesel in the sept qtr"): one vehicle's, where the fuel rows are two vehicles' (the
#: ute's diesel for work, the family car's unleaded private) the bank rows can't tell apart (round 24: it was
#: all the fuel). "Petrol" is the everyday word for any fuel, and is not one.
_FUEL_KIND = re.compile(r"\b(?:diesel|unleaded|premium\s+unleaded|e10|lpg)\b")

#: A category of fuel: its rows are fill-ups, each of one vehicle.
_FUEL = re.compile(r"\b(?:fuel|petrol|diesel|gas)\b", re.I)


def _two_vehicles(shares: frozenset[Decimal], name: str = "") -> Decimal | None:
    """The part work share when a category's rows are at one and also private (0), else None. Fuel at a
    work share and private fuel beside it are two vehicles' too (the van's diesel all for work, the family
    car's unleaded private, at the same servos): a fill-up is one vehicle's, never a part of one."""
    part = sorted(s for s in shares if 0 < s < 100)
    if part and Decimal(0) in shares:
        return part[0]
    work = sorted(s for s in shares if s > 0)
    return work[0] if work and Decimal(0) in shares and _FUEL.search(name) else None


def which_vehicle(
    q: Query, low: str, vocab: Vocabulary, shares: Mapping[str, frozenset[Decimal]] | None
) -> str | None:
    """The question back when one vehicle is named and the vehicle costs read hold two vehicles' rows."""
    said = _ONE_VEHICLE.search(low) or _FUEL_KIND.search(low)
    if said is None or shares is None or not q.things:
        return None
    one = (
        f"“{said.group(0)}” is one vehicle"
        if said.re is _ONE_VEHICLE
        else f"“{said.group(0)}” is one vehicle's fuel"
    )
    ids = [i for t in q.things for i in (t.category_ids or t.stands_for)]
    # a cost that is not the vehicle's own kind ("the van insurance" under Insurance) is not two vehicles';
    # the vehicle costs read as a group ("what did the van cost me") are, where a vehicle category is
    ids = [i for i in ids if vocab.tax_category_of(i) == "car"]
    if not ids:
        return None
    names = {c.id: c.name for c in vocab.categories}
    for i in dict.fromkeys(ids):
        if (part := _two_vehicles(shares.get(i, frozenset()), names.get(i, ""))) is not None:
            return (
                f"{one}, and your {names.get(i, 'vehicle')} rows are two vehicles' "
                f"(some at {part.normalize():f} % work use, some private), which the bank rows can't tell "
                "apart: which vehicle do you mean, or all of them together"
            )
    return None


#: What a vehicle "cost": nothing but the vehicle said ("what did the car cost me", "the car's costs").
_VEHICLE_ONLY = re.compile(
    r"(?:car|van|ute|truck|vehicle|wagon)(?:'?s)?(?:\s+(?:costs?|costing|expenses|running\s+costs))?"
)


def _logbook_share(q: Query, shares: Mapping[str, frozenset[Decimal]] | None) -> Decimal | None:
    """The one part work share every vehicle cost read is at (a logbook's), else None."""
    if shares is None:
        return None
    found = {s for t in q.things for i in t.category_ids for s in shares.get(i, frozenset())}
    return next(iter(found)) if len(found) == 1 and 0 < next(iter(found)) < 100 else None


def claim_or_costs(
    q: Query,
    low: str,
    vocab: Vocabulary,
    method: str | None,
    shares: Mapping[str, frozenset[Decimal]] | None = None,
) -> str | None:
    """The question back when one vehicle is named with nothing else ("what did the car cost me") and the
    person claims it at cents per km (the tax profile), or by logbook with every vehicle cost at one part
    work share: what it cost them (the costs paid) or what they claim for it (km × the rate, or the work
    part) are two figures, and which is meant is asked. A cost named ("the car apart from petrol", "fuel
    for the car"), or a logbook at 100 % (the costs are the claim), is read as before."""
    if method not in ("cents_per_km", "logbook") or q.measure != "sum" or q.without or not q.things:
        return None
    said = _ONE_VEHICLE.search(low)
    if said is None:
        return None
    # read from the vehicle's word alone: the vehicle costs (a "Car" category kept private among them)
    if not all(t.category_ids and _VEHICLE_ONLY.fullmatch(t.words.strip().lower()) for t in q.things):
        return None
    if not any(vocab.tax_category_of(i) == "car" for t in q.things for i in t.category_ids):
        return None
    if method == "logbook":
        # a logbook's work share below 100 %: what was paid, or the work part of it claimed, are two figures
        if (share := _logbook_share(q, shares)) is None:
            return None
        return (
            f"you claim “{said.group(0)}” by logbook at {share.normalize():f} % work use, so it could be what it "
            "cost you (the costs you paid: fuel, rego, insurance, servicing) or the work part of them you claim: "
            "which one"
        )
    return (
        f"you claim “{said.group(0)}” at cents per km, so it could be what it cost you (the costs you paid: "
        "fuel, rego, insurance, servicing) or what you claim for it (business km × the rate, from your tax "
        "summary): which one"
    )
