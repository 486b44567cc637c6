"""A tiny SimpleFIN bridge on 127.0.0.1: setup token -> claim -> accounts, with basic auth."""

from __future__ import annotations

import base64
import json
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qs, urlsplit

from tests.receiver import Received, Receiver


@dataclass
class Bridge:
    receiver: Receiver
    accounts: list[dict[str, Any]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    claimed: bool = False
    start_dates: list[int] = field(default_factory=list)
    fail_with: int | None = None

    @property
    def setup_token(self) -> str:
        return base64.b64encode(f"{self.receiver.url}/claim/abc123".encode()).decode()

    def respond(self, request: Received) -> tuple[int, bytes, dict[str, str]]:
        path = urlsplit(request.path)
        if request.method == "POST" and path.path == "/claim/abc123":
            if self.claimed:
                return 403, b"already claimed", {}
            self.claimed = True
            host = self.receiver.url.removeprefix("http://")
            return 200, f"http://demo:s3cret@{host}/simplefin".encode(), {}
        if request.method == "GET" and path.path == "/simplefin/accounts":
            expected = "Basic " + base64.b64encode(b"demo:s3cret").decode()
            if request.headers.get("authorization") != expected:
                return 403, b"bad auth", {}
            if self.fail_with:
                return self.fail_with, b"down", {}
            query = parse_qs(path.query)
            assert query.get("pending") == ["1"]
            self.start_dates.append(int(query["start-date"][0]))
            body = {"errors": self.errors, "accounts": self.accounts}
            return 200, json.dumps(body).encode(), {"content-type": "application/json"}
        return 404, b"", {}


def txn(id_: str, posted: int, amount: str, description: str, **extra: Any) -> dict[str, Any]:
    return {"id": id_, "posted": posted, "amount": amount, "description": description, **extra}


def account(transactions: list[dict[str, Any]], id_: str = "ACT-1") -> dict[str, Any]:
    return {
        "org": {"domain": "bank.example", "name": "Example Bank"},
        "id": id_,
        "name": "Everyday",
        "currency": "AUD",
        "balance": "100.00",
        "balance-date": 1780000000,
        "transactions": transactions,
    }
