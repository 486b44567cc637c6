"""The account's tax profile: ``GET /api/profile`` and ``PATCH /api/profile`` (a partial change)."""

from __future__ import annotations

from finkit.core.profile.schemas import StatedContacts, TaxProfile, TaxProfileUpdate
from finkit.core.usecases.profile import get_profile, stated_contacts, update_profile
from finkit.server.envelopes import Envelope
from finkit.server.routing import Call, RouteGroup

routes = RouteGroup(tag="profile")


class ProfileEnvelope(Envelope):
    profile: TaxProfile


@routes.get("/api/profile", response=ProfileEnvelope, summary="The account's tax profile")
def get(call: Call) -> ProfileEnvelope:
    """Without a saved profile the defaults come back with ``stored: false`` (see docs/tax.md)."""
    return ProfileEnvelope(profile=get_profile(call.ctx))


@routes.patch(
    "/api/profile", body=TaxProfileUpdate, response=ProfileEnvelope, summary="Change the tax profile"
)
def update(call: Call) -> ProfileEnvelope:
    """Only the fields given change; ``null`` clears an optional field. A bad ABN (check digits), an
    unknown entity type or ``gstBasis: accruals`` is 400 ``VALIDATION_ERROR`` naming the field."""
    return ProfileEnvelope(profile=update_profile(call.ctx, data=call.body))


class ContactsEnvelope(Envelope):
    contacts: StatedContacts


@routes.get("/api/profile/contacts", response=ContactsEnvelope, summary="Clients and suppliers stated once")
def contacts(call: Call) -> ContactsEnvelope:
    """The clients and business suppliers the profile names (changed with ``PATCH /api/profile``:
    ``clients``, ``suppliers``), and ``unmatched``: the names no transaction matches (a typo shows)."""
    return ContactsEnvelope(contacts=stated_contacts(call.ctx))
