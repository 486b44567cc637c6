"""The Profile page states private trips (round 28, docs/review.md "Round 28, private trips"): what the CLI
(`profile trips`), REST and MCP (`privateTrips`) take, a person who never opens a terminal states on the page.
A trip whose last day is before its first is refused beside the boxes, what was typed kept, nothing saved."""

from __future__ import annotations

from datetime import date

from finkit.core.accounts.service import context_for_email
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.core.usecases.profile import get_profile
from tests.web.conftest import SignIn


async def test_a_person_states_a_private_trip_on_the_profile_page(
    register: SignIn, database: Database, settings: Settings
) -> None:
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    page = (await browser.page("/tax/profile")).text
    assert "Holidays and trips with no business" in page and '<td colspan="4">None stated yet.</td>' in page

    refused = await browser.form(
        "/tax/profile/private-trips",
        {"trip_from": "2025-09-27", "trip_to": "2025-09-20", "note": "Gold Coast"},
    )
    assert refused.status_code == 400
    assert 'id="private_trips-error"' in refused.text and "on or after" in refused.text
    assert 'name="trip_from" type="date" required value="2025-09-27" aria-invalid="true"' in refused.text
    assert get_profile(ctx).private_trips == []

    saved = await browser.form(
        "/tax/profile/private-trips",
        {"trip_from": "2025-09-20", "trip_to": "2025-09-27", "note": "Gold Coast holiday"},
    )
    assert saved.status_code == 303
    [trip] = get_profile(ctx).private_trips
    assert (trip.trip_from, trip.trip_to, trip.note) == (
        date(2025, 9, 20),
        date(2025, 9, 27),
        "Gold Coast holiday",
    )
    page = (await browser.page("/tax/profile")).text
    assert "Gold Coast holiday" in page and 'aria-label="Remove the trip from 2025-09-20"' in page

    removed = await browser.form("/tax/profile/private-trips/remove", {"trip_from": "2025-09-20"})
    assert removed.status_code == 303 and get_profile(ctx).private_trips == []
    again = await browser.form("/tax/profile/private-trips/remove", {"trip_from": "2025-09-20"})
    assert again.status_code == 303  # a second click: the page shows what is stated
