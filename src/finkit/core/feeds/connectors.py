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
from dataclasses import dataclass, field
from datetime import UTC, datetime
from decimal import Decimal, InvalidOperation
from typing import Any, Protocol
from urllib.parse import unquote, urlsplit, urlunsplit

import httpx

from finkit.core.errors import UnavailableError, ValidationError
from finkit.core.money import parse_amount
from finkit.core.outbound import Resolver, check_url, pinned_request, system_resolver


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


class SimpleFinConnector:
    provider = "simplefin"

    def __init__(
        self,
        *,
        allow_loopback: bool = False,
        timeout_seconds: float = 30.0,
        resolver: Resolver = system_resolver,
    ) -> None:
        self.allow_loopback = allow_loopback
        self.timeout_seconds = timeout_seconds
        self.resolver = resolver

    def _client(self) -> httpx.Client:
        return httpx.Client(timeout=self.timeout_seconds, follow_redirects=False, trust_env=False)

    def claim(self, setup_token: str) -> str:
        try:
            claim_url = base64.b64decode(setup_token.strip() + "==", validate=False).decode().strip()
        except ValueError:  # binascii.Error, UnicodeDecodeError, and non-ASCII text given to b64decode
            raise ValidationError.for_field("token", "is not a SimpleFIN setup token") from None
        if not claim_url.startswith(("https://", "http://")):
            raise ValidationError.for_field("token", "is not a SimpleFIN setup token")
        checked = check_url(
            claim_url, allow_loopback=self.allow_loopback, field="token", resolver=self.resolver
        )
        with self._client() as client:
            try:
                response = client.send(
                    pinned_request(client, "POST", checked, headers={"content-length": "0"}, content=b"")
                )
            except httpx.HTTPError as exc:
                raise UnavailableError(f"the SimpleFIN bridge could not be reached: {exc}") from None
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
        checked = check_url(
            bare, allow_loopback=self.allow_loopback, field="accessUrl", resolver=self.resolver
        )
        auth = base64.b64encode(f"{username}:{password}".encode()).decode()
        with self._client() as client:
            request = pinned_request(
                client,
                "GET",
                checked,
                headers={"authorization": f"Basic {auth}", "accept": "application/json"},
                path_suffix="/accounts",
                params={"start-date": int(start.timestamp()), "pending": 1},
            )
            try:
                response = client.send(request)
            except httpx.HTTPError as exc:
                raise UnavailableError(f"the SimpleFIN bridge could not be reached: {exc}") from None
        if response.status_code == 403:
            raise UnavailableError("the SimpleFIN bridge refused the access credentials (403): reconnect")
        if response.status_code // 100 != 2:
            raise UnavailableError(f"the SimpleFIN bridge answered {response.status_code}")
        try:
            return parse_accounts(response.json())
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
