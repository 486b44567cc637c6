"""Configuration from ``FINKIT_*`` environment variables and an optional TOML file.

Precedence, highest first: explicit keyword arguments, environment variables, the TOML file named by
``FINKIT_CONFIG`` (else ``finkit.toml`` in the data directory), defaults. Every setting is documented in
docs/configuration.md; a test fails when one is not.

Read here with ``os.environ`` and ``tomllib`` into a plain pydantic model rather than through
pydantic-settings: every CLI command loads settings, and importing pydantic-settings (with dotenv,
argparse and its CLI source) cost ~0.05-0.07 s of ``finkit tx list``'s start-up (issue 14,
docs/decisions/0019-speed.md). The rules are pydantic-settings' defaults for this model: variable names
case-insensitive, list fields given as JSON, unknown TOML keys and variables ignored.
"""

from __future__ import annotations

import json
import os
import secrets
import tomllib
from pathlib import Path
from typing import Any, get_args, get_origin

from pydantic import BaseModel, ConfigDict, Field

ENV_PREFIX = "FINKIT_"


def default_data_dir() -> Path:
    explicit = os.environ.get("FINKIT_DATA_DIR")
    if explicit:
        return Path(explicit)
    import platformdirs  # only when no data dir is set (every test and the bench set one)

    return Path(platformdirs.user_data_dir("finkit", appauthor=False))


def _config_file() -> Path:
    explicit = os.environ.get("FINKIT_CONFIG")
    return Path(explicit) if explicit else default_data_dir() / "finkit.toml"


class Settings(BaseModel):
    """All of finkit's settings. Field ``x_y`` is env var ``FINKIT_X_Y`` and TOML key ``x_y``.

    Build it with ``load_settings`` (which reads the environment and the TOML file); ``Settings(...)``
    itself takes only the values it is given."""

    model_config = ConfigDict(extra="ignore", validate_default=True)

    data_dir: Path = Field(
        default_factory=default_data_dir, description="Attachments, keys and the default database."
    )
    database_url: str | None = Field(
        default=None, description="SQLAlchemy URL; default a SQLite file in data_dir."
    )
    secret_key: str | None = Field(
        default=None,
        description="Signs tokens and derives encryption keys; generated into data_dir when unset.",
    )
    redis_url: str | None = Field(
        default=None, description="Shared rate-limit storage across workers and hosts."
    )
    public_url: str | None = Field(
        default=None,
        description="Public base URL (https://finance.example.com): the OAuth issuer and the resource "
        "address of /mcp and /api; default the address each request was served on.",
    )
    token_lifetime_minutes: int = Field(default=60 * 24, description="Lifetime of sign-in bearer tokens.")
    upload_max_bytes: int = Field(default=20 * 1024 * 1024, description="Largest accepted upload or receipt.")
    import_max_rows: int | None = Field(
        default=None,
        ge=1,
        description="Most rows one import file may have (413 naming the limit, nothing imported). Unset: "
        "50,000 on a SQLite database that several accounts share (a publish holds SQLite's one write lock "
        "about 20 us a row: ~1 s), else 1,000,000.",
    )
    image_max_pixels: int = Field(
        default=40_000_000,
        ge=1,
        description="Largest image accepted (width x height, read from its header before decoding).",
    )
    pdf_max_pages: int = Field(default=50, ge=1, description="Most pages a PDF upload or receipt may have.")
    max_body_bytes: int = Field(
        default=1024 * 1024, description="Largest accepted JSON request body (uploads use upload_max_bytes)."
    )
    allowed_hosts: list[str] = Field(
        default_factory=lambda: ["127.0.0.1", "localhost", "[::1]", "testserver"],
        description="Host headers the server and /mcp accept (DNS-rebinding protection).",
    )
    trusted_proxies: list[str] = Field(
        default_factory=list,
        description="Reverse proxies (addresses or CIDR networks) whose X-Forwarded-For and "
        "X-Forwarded-Proto are believed; none by default, so the client address used for rate limits "
        "and the audit log is the TCP peer's.",
    )
    allowed_origins: list[str] = Field(
        default_factory=list,
        description="Extra browser origins allowed on /mcp and cookie-authenticated requests.",
    )
    mcp_toolsets: list[str] = Field(
        default_factory=lambda: ["default"],
        description="MCP tool sets tools/list shows on every connection (default, all, or areas).",
    )
    webhooks_allow_loopback: bool = Field(
        default=False, description="Development only: allow http:// webhook URLs to loopback addresses."
    )
    webhooks_worker: bool = Field(
        default=True, description="Run the webhook delivery worker inside finkit serve (true|false)."
    )
    oauth_client_metadata_allow_loopback: bool = Field(
        default=False,
        description="Development and tests only: accept http:// OAuth client metadata documents on loopback.",
    )
    feeds_allow_loopback: bool = Field(
        default=False,
        description="Development only: allow http:// bank-feed bridge URLs to loopback addresses.",
    )
    ai_provider: str = Field(
        default="local",
        description="Assistant engine: local, openai (any OpenAI-compatible server) or anthropic.",
    )
    ai_base_url: str | None = Field(
        default=None,
        description="Base URL of an OpenAI-compatible server (anthropic: default https://api.anthropic.com).",
    )
    ai_model: str | None = Field(default=None, description="Model name sent to the AI provider.")
    ai_api_key: str | None = Field(default=None, description="API key for the AI provider.")
    ai_timeout_seconds: float = Field(default=60.0, description="Timeout for one AI provider request.")

    def resolved_database_url(self) -> str:
        if self.database_url:
            return self.database_url
        return f"sqlite:///{self.data_dir / 'finkit.db'}"

    def resolved_secret_key(self) -> str:
        """The configured secret, or one generated once and kept in ``data_dir/secret.key`` (mode 0600)."""
        if self.secret_key:
            return self.secret_key
        path = self.data_dir / "secret.key"
        if path.exists():
            return path.read_text().strip()
        self.data_dir.mkdir(parents=True, exist_ok=True)
        key = secrets.token_urlsafe(48)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w") as fh:
            fh.write(key)
        return key


class SettingsError(ValueError):
    """A setting's environment variable or TOML file cannot be read (named in the message)."""


def _is_list(annotation: Any) -> bool:
    """List fields come as JSON from the environment (``FINKIT_ALLOWED_HOSTS='["a","b"]'``)."""
    return get_origin(annotation) is list or any(get_origin(a) is list for a in get_args(annotation))


def _from_environment() -> dict[str, Any]:
    """``FINKIT_<FIELD>`` variables (any case) by field name; list fields decoded from JSON."""
    by_name = {key.upper(): value for key, value in os.environ.items()}
    values: dict[str, Any] = {}
    for name, field in Settings.model_fields.items():
        variable = f"{ENV_PREFIX}{name.upper()}"
        if variable not in by_name:
            continue
        value: Any = by_name[variable]
        if _is_list(field.annotation):
            try:
                value = json.loads(value)
            except ValueError as exc:
                raise SettingsError(
                    f'{variable} (setting {name}): expected a JSON list, e.g. \'["a", "b"]\' ({exc})'
                ) from None
        values[name] = value
    return values


def _from_toml() -> dict[str, Any]:
    """The TOML file's top-level keys (absent file: nothing)."""
    path = _config_file()
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        return {}
    except tomllib.TOMLDecodeError as exc:
        raise SettingsError(f"{path}: not valid TOML ({exc})") from None


def load_settings(**overrides: Any) -> Settings:
    """Settings from the environment and TOML file, with ``overrides`` (e.g. the CLI's --database) on top."""
    values = _from_toml()
    values.update(_from_environment())
    values.update({k: v for k, v in overrides.items() if v is not None})
    return Settings(**values)
