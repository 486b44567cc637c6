"""``tests/conftest.py``'s ``_one_tls_context_per_setting``: the test process's httpx clients share one TLS
context per setting instead of loading the CA bundle for each client; any other ``verify`` is httpx's own."""

from __future__ import annotations

import ssl

import httpx


def _context(client: httpx.Client) -> ssl.SSLContext:
    return client._transport._pool._ssl_context  # type: ignore[attr-defined,no-any-return]


def test_clients_with_the_defaults_share_one_context() -> None:
    with httpx.Client() as one, httpx.Client() as two, httpx.Client(trust_env=False) as three:
        assert _context(one) is _context(two)
        assert _context(one).verify_mode == ssl.CERT_REQUIRED and _context(one).check_hostname
        assert _context(three) is not _context(one)  # another setting, another context
        with httpx.Client(trust_env=False) as four:
            assert _context(four) is _context(three)


def test_a_client_that_asks_for_its_own_verification_gets_it() -> None:
    own = ssl.create_default_context()
    with (
        httpx.Client(verify=own) as given,
        httpx.Client(verify=False) as unverified,
        httpx.Client() as default,
    ):
        assert _context(given) is own
        assert _context(unverified).verify_mode == ssl.CERT_NONE
        assert _context(unverified) is not _context(default)
