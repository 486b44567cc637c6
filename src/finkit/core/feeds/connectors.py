"""The bank-feed connector interface and the SimpleFIN connector.

SimpleFIN (https://www.simplefin.org/protocol.html): the holder gets a *setup token* from their bridge:
base64 of a *claim URL*. One ``POST`` to the claim URL returns the *access URL*
(``https://user:pass@bridge/simplefin``), which is what finkit stores (encrypted). Data then comes from
``GET {access URL}/accounts?start-date=<unix>&pending=1`` with HTTP basic auth: accounts, each with its
transactions (``id``, ``posted``, ``amount``, ``description``, ``payee``, ``memo``, ``pending``,
``transacted_at``), plus an ``errors`` list of messages for the holder.
"""

from __future__ import annotations

import base64
import json
from dataclasses import dataclass, field
from datetime import UTC, datetime
from decimal import Decimal, InvalidOperation
from typing import Any, Protocol
from urllib.parse import unquote, urlsplit, urlunsplit

from finkit.core.errors import UnavailableError, ValidationError
from finkit.core.money import parse_amount
from finkit.core.outbound import Resolver, system_resolver
from finkit.core.outbound_fetch import Fetched, FetchFailed, FetchPolicy, fetch_sync


@dataclass(frozen=True)
class FeedTransaction:
    id: str
    posted: datetime  # when it posted (for pending rows: when it was made)
    amount: Decimal  # signed: negative = money out
    description: str
    payee: str | None = None
    memo: str | None = None
    pending: bool = False


@dataclass(frozen=True)
class FeedAccount:
    id: str
    name: str
    currency: str | None
    transactions: list[FeedTransaction] = field(default_factory=list)


@dataclass(frozen=True)
class FeedFetch:
    accounts: list[FeedAccount]
    errors: list[str]


class FeedConnector(Protocol):
    provider: str

    def claim(self, setup_token: str) -> str:
        """Exchange a one-time setup token for the long-lived access credential (kept encrypted)."""
        ...

    def fetch(self, access: str, *, start: datetime) -> FeedFetch:
        """Accounts and transactions posted since ``start`` (pending ones included)."""
        ...


#: One bridge exchange: 60 s for the whole of it, 32 MB of JSON at most, 4 at once per process (see
#: core.outbound_fetch: a slow or endless bridge cannot hold a worker for longer, or hold more of them).
FEED_FETCH = FetchPolicy(
    purpose="the SimpleFIN bridge", deadline_seconds=60.0, max_bytes=32 * 1024 * 1024, concurrency=4
)


class SimpleFinConnector:
    provider = "simplefin"

    def __init__(
        self,
        *,
        allow_loopback: bool = False,
        policy: FetchPolicy = FEED_FETCH,
        resolver: Resolver = system_resolver,
    ) -> None:
        self.allow_loopback = allow_loopback
        self.policy = policy
        self.resolver = resolver

    def _fetch(self, url: str, *, field: str, **options: Any) -> Fetched:
        try:
            return fetch_sync(
                url,
                policy=self.policy,
                allow_loopback=self.allow_loopback,
                field_name=field,
                resolver=self.resolver,
                **options,
            )
        except FetchFailed as exc:
            raise UnavailableError(f"{exc.message} ({exc.reason})") from None

    def claim(self, setup_token: str) -> str:
        try:
            claim_url = base64.b64decode(setup_token.strip() + "==", validate=False).decode().strip()
        except ValueError:  # binascii.Error, UnicodeDecodeError, and non-ASCII text given to b64decode
            raise ValidationError.for_field("token", "is not a SimpleFIN setup token") from None
        if not claim_url.startswith(("https://", "http://")):
            raise ValidationError.for_field("token", "is not a SimpleFIN setup token")
        response = self._fetch(
            claim_url, field="token", method="POST", headers={"content-length": "0"}, content=b""
        )
        if response.status_code == 403:
            raise ValidationError.for_field(
                "token", "was already claimed or is invalid (403 from the bridge)"
            )
        if response.status_code // 100 != 2:
            raise UnavailableError(f"the SimpleFIN bridge answered {response.status_code} to the claim")
        access_url = response.text.strip()
        parts = urlsplit(access_url)
        if not parts.username or not parts.password:
            raise UnavailableError("the SimpleFIN bridge returned an access URL without credentials")
        return access_url

    def fetch(self, access: str, *, start: datetime) -> FeedFetch:
        parts = urlsplit(access)
        username, password = unquote(parts.username or ""), unquote(parts.password or "")
        host = parts.hostname or ""
        netloc = (f"[{host}]" if ":" in host else host) + (f":{parts.port}" if parts.port else "")
        bare = urlunsplit((parts.scheme, netloc, parts.path, "", ""))
        auth = base64.b64encode(f"{username}:{password}".encode()).decode()
        response = self._fetch(
            bare,
            field="accessUrl",
            headers={"authorization": f"Basic {auth}", "accept": "application/json"},
            path_suffix="/accounts",
            params={"start-date": int(start.timestamp()), "pending": 1},
        )
        if response.status_code == 403:
            raise UnavailableError("the SimpleFIN bridge refused the access credentials (403): reconnect")
        if response.status_code // 100 != 2:
            raise UnavailableError(f"the SimpleFIN bridge answered {response.status_code}")
        try:
            return parse_accounts(json.loads(response.body))
        except (ValueError, KeyError, TypeError, InvalidOperation, ValidationError) as exc:
            raise UnavailableError(f"the SimpleFIN bridge sent data finkit cannot read: {exc}") from None


def _when(value: Any) -> datetime | None:
    if value in (None, "", 0):
        return None
    return datetime.fromtimestamp(int(value), UTC)


def parse_accounts(body: dict[str, Any]) -> FeedFetch:
    accounts = []
    for raw in body.get("accounts") or []:
        transactions = []
        for item in raw.get("transactions") or []:
            pending = bool(item.get("pending"))
            posted = _when(item.get("posted")) or _when(item.get("transacted_at"))
            if posted is None:
                continue
            transactions.append(
                FeedTransaction(
                    id=str(item["id"]),
                    posted=posted,
                    amount=parse_amount(item["amount"], field="amount"),
                    description=str(item.get("description") or item.get("payee") or "(no description)")[:500],
                    payee=(str(item["payee"])[:200] if item.get("payee") else None),
                    memo=(str(item["memo"]) if item.get("memo") else None),
                    pending=pending,
                )
            )
        currency = raw.get("currency")
        accounts.append(
            FeedAccount(
                id=str(raw["id"]),
                name=str(raw.get("name") or raw["id"]),
                currency=currency if isinstance(currency, str) and len(currency) == 3 else None,
                transactions=transactions,
            )
        )
    return FeedFetch(accounts=accounts, errors=[str(e) for e in body.get("errors") or []])


def connector_for(provider: str, *, allow_loopback: bool) -> FeedConnector:
    if provider == "simplefin":
        return SimpleFinConnector(allow_loopback=allow_loopback)
    raise ValidationError.for_field("provider", f"{provider!r} is not a supported bank-feed provider")
