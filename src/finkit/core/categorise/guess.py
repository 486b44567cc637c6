"""One row's category guess, as every kind of guess returns it (``service.Categoriser`` puts them in
order). Here, at the bottom of the area, so each kind's module can build one without importing the
service that calls it."""

from __future__ import annotations

from decimal import Decimal
from typing import NamedTuple

#: The words of the question a guessed purchase of a large amount is asked (``data/asset_purchases.csv``):
#: a depreciating asset, or what the category says (``business_questions``, a stated supplier's ``stated``).
ASSET_QUESTION = "a large purchase: a depreciating asset, or"


class Guess(NamedTuple):
    """A category guess for one row: ``ask`` when it is below certainty (the row is flagged
    ``needs_review``, so the review queue asks), ``export`` when it is likely an export sale (GST-free,
    BAS G2), ``why`` in words for the review."""

    category_id: str | None
    confidence: Decimal | None
    source: str | None
    ask: bool = False
    export: bool = False
    why: str = ""
    #: No GST credit until the person says the invoice shows GST (``suppliers.supplier_question``).
    no_credit: bool = False
    #: A sale with no GST in its price (a health service, an NDIS support): rate 0 until answered.
    gst_free: bool = False
    #: The person stated the sale's GST (a client stated ``gst_free``, ``taxable`` or overseas: an export):
    #: never asked again.
    gst_stated: bool = False
    #: Tags the guess puts on the row (a stated processor's fee: ``review.payouts.fee_tag``).
    tags: tuple[str, ...] = ()
