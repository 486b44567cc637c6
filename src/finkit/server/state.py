"""What the app holds for its lifetime: settings, the database and the rate limiter."""

from __future__ import annotations

from dataclasses import dataclass

from starlette.requests import Request

from finkit.core.auth.throttle import RateLimiter
from finkit.core.db.engine import Database
from finkit.core.settings import Settings


@dataclass
class AppState:
    settings: Settings
    db: Database
    limiter: RateLimiter


def app_state(request: Request) -> AppState:
    state: AppState = request.app.state.finkit
    return state
