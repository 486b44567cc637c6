"""Outbound HTTP to addresses users give us (webhook endpoints, bank-feed bridges), safe from SSRF.

``check_url`` refuses anything but ``https`` (``http`` only to loopback when ``allow_loopback``), URLs
with credentials in the wrong place, and any host that resolves - through *any* of its addresses - to a
private, loopback, link-local, multicast, reserved, unspecified, CGNAT (100.64/10) or cloud-metadata
address. ``pinned_request`` then connects to the address that was checked (not a second DNS answer),
keeping the original name in the ``Host`` header and in TLS SNI / certificate verification, so a DNS
rebinding between check and connect cannot redirect the request.
"""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import SplitResult, urlsplit, urlunsplit

from finkit.core.errors import ValidationError

if TYPE_CHECKING:  # only for annotations: the callers own the client (httpx costs ~0.1 s to import)
    import httpx

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
Resolver = Callable[[str, int], list[str]]

_CGNAT = ipaddress.ip_network("100.64.0.0/10")
_NAT64 = ipaddress.ip_network("64:ff9b::/96")
_NAT64_LOCAL = ipaddress.ip_network("64:ff9b:1::/48")
_IPV4_COMPATIBLE = ipaddress.ip_network("::/96")
_METADATA = {ipaddress.ip_address("169.254.169.254"), ipaddress.ip_address("fd00:ec2::254")}


def system_resolver(host: str, port: int) -> list[str]:
    """Every address ``host`` resolves to (IPv4 and IPv6)."""
    try:
        infos = socket.getaddrinfo(host, port, proto=socket.IPPROTO_TCP)
    except socket.gaierror:
        return []
    return list(dict.fromkeys(str(info[4][0]) for info in infos))


def _embedded_ipv4(address: ipaddress.IPv6Address) -> list[ipaddress.IPv4Address]:
    """IPv4 addresses an IPv6 address routes to: 6to4 (2002::/16), Teredo (2001::/32, server and
    client), NAT64 (64:ff9b::/96) and the deprecated IPv4-compatible form (::a.b.c.d)."""
    found: list[ipaddress.IPv4Address] = []
    if address.sixtofour is not None:
        found.append(address.sixtofour)
    if address.teredo is not None:
        found.extend(address.teredo)
    if address in _NAT64 or (address in _IPV4_COMPATIBLE and int(address) > 0xFFFF):
        found.append(ipaddress.IPv4Address(int(address) & 0xFFFFFFFF))
    return found


def address_problem(address: IPAddress, *, allow_loopback: bool) -> str | None:
    """Why ``address`` may not be contacted, or None when it may."""
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return address_problem(address.ipv4_mapped, allow_loopback=allow_loopback)
        if address in _NAT64_LOCAL:
            return "is a local-use NAT64 address"
        for embedded in _embedded_ipv4(address):  # 6to4, Teredo, NAT64 reach an IPv4 host behind them
            problem = address_problem(embedded, allow_loopback=False)
            if problem is not None:
                return f"embeds the IPv4 address {embedded}, which {problem}"
    if address in _METADATA:
        return "is a cloud metadata address"
    if address.is_loopback:
        return None if allow_loopback else "is a loopback address"
    if isinstance(address, ipaddress.IPv4Address) and address in _CGNAT:
        return "is a carrier-grade NAT (100.64.0.0/10) address"
    checks = (
        ("is_link_local", "is a link-local address"),
        ("is_multicast", "is a multicast address"),
        ("is_unspecified", "is an unspecified address"),
        ("is_reserved", "is a reserved address"),
        ("is_private", "is a private address"),
    )
    for attribute, message in checks:
        if getattr(address, attribute):
            return message
    if not address.is_global:
        return "is not a public address"
    return None


@dataclass(frozen=True)
class CheckedUrl:
    url: str
    parts: SplitResult
    host: str
    port: int
    addresses: tuple[str, ...]  # every address the host resolved to, all allowed


def check_url(
    url: str, *, allow_loopback: bool, field: str = "url", resolver: Resolver = system_resolver
) -> CheckedUrl:
    """Validate ``url`` for outbound use; raise ValidationError on ``field`` saying why not."""

    def refuse(message: str) -> ValidationError:
        return ValidationError.for_field(field, message)

    parts = urlsplit(url.strip())
    if parts.scheme not in {"https", "http"}:
        raise refuse("must be an https:// URL")
    host = (parts.hostname or "").rstrip(".")
    if not host:
        raise refuse("has no host")
    if parts.username or parts.password:
        raise refuse("must not contain credentials")
    try:
        port = parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError:
        raise refuse("has an invalid port") from None
    try:
        literal: IPAddress | None = ipaddress.ip_address(host)
    except ValueError:
        literal = None
    addresses = [str(literal)] if literal is not None else resolver(host, port)
    if not addresses:
        raise refuse(f"host {host} does not resolve")
    for text in addresses:
        problem = address_problem(ipaddress.ip_address(text), allow_loopback=allow_loopback)
        if problem:
            raise refuse(f"resolves to {text}, which {problem}")
    if parts.scheme == "http":
        all_loopback = all(ipaddress.ip_address(a).is_loopback for a in addresses)
        if not (allow_loopback and all_loopback):
            raise refuse("must be an https:// URL (http is allowed only to loopback in development)")
    return CheckedUrl(url=url.strip(), parts=parts, host=host, port=port, addresses=tuple(addresses))


def pinned_request(
    client: httpx.Client | httpx.AsyncClient,
    method: str,
    checked: CheckedUrl,
    *,
    headers: dict[str, str] | None = None,
    content: bytes | None = None,
    path_suffix: str = "",
    params: dict[str, Any] | None = None,
) -> httpx.Request:
    """A request to the first checked address of ``checked``: the name stays in Host and TLS SNI."""
    address = checked.addresses[0]
    netloc_host = f"[{address}]" if ":" in address else address
    default_port = 443 if checked.parts.scheme == "https" else 80
    netloc = netloc_host if checked.port == default_port else f"{netloc_host}:{checked.port}"
    host_header = checked.host if checked.port == default_port else f"{checked.host}:{checked.port}"
    path = checked.parts.path.rstrip("/") + path_suffix if path_suffix else checked.parts.path
    target = urlunsplit((checked.parts.scheme, netloc, path or "/", checked.parts.query, ""))
    request = client.build_request(
        method,
        target,
        headers={**(headers or {}), "Host": host_header},
        content=content,
        params=params,
        extensions={"sni_hostname": checked.host},
    )
    return request
