"""Settings precedence and parsing: keyword arguments, then ``FINKIT_*`` variables, then the TOML file
(``FINKIT_CONFIG``, else ``finkit.toml`` in the data directory), then defaults (docs/configuration.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from finkit.core.settings import load_settings


@pytest.fixture
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> pytest.MonkeyPatch:
    """No FINKIT_* variables but a data dir of this test's own."""
    import os

    for name in list(os.environ):
        if name.upper().startswith("FINKIT_"):
            monkeypatch.delenv(name)
    monkeypatch.setenv("FINKIT_DATA_DIR", str(tmp_path / "data"))
    return monkeypatch


def test_defaults(clean_env: pytest.MonkeyPatch, tmp_path: Path) -> None:
    settings = load_settings()
    assert settings.data_dir == tmp_path / "data"
    assert settings.database_url is None
    assert settings.resolved_database_url() == f"sqlite:///{tmp_path / 'data' / 'finkit.db'}"
    assert settings.token_lifetime_minutes == 1440
    assert settings.allowed_hosts == ["127.0.0.1", "localhost", "[::1]", "testserver"]
    assert settings.webhooks_worker is True
    assert settings.ai_timeout_seconds == 60.0


def test_keyword_beats_environment_beats_toml_beats_default(
    clean_env: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "finkit.toml").write_text(
        'database_url = "sqlite:///from-toml.db"\nredis_url = "redis://toml/0"\n'
        'token_lifetime_minutes = 5\nallowed_hosts = ["toml.example"]\nunknown_key = 1\n'
    )
    from_toml = load_settings()
    assert from_toml.database_url == "sqlite:///from-toml.db"
    assert from_toml.redis_url == "redis://toml/0"
    assert from_toml.token_lifetime_minutes == 5
    assert from_toml.allowed_hosts == ["toml.example"]

    clean_env.setenv("FINKIT_DATABASE_URL", "sqlite:///from-env.db")
    clean_env.setenv("finkit_token_lifetime_minutes", "7")  # names are case-insensitive
    from_env = load_settings()
    assert from_env.database_url == "sqlite:///from-env.db"
    assert from_env.token_lifetime_minutes == 7
    assert from_env.redis_url == "redis://toml/0"  # not in the environment: the file's value stays

    assert load_settings(database_url="sqlite:///from-kw.db").database_url == "sqlite:///from-kw.db"
    assert load_settings(database_url=None).database_url == "sqlite:///from-env.db"  # None: not given


def test_config_file_named_by_finkit_config(clean_env: pytest.MonkeyPatch, tmp_path: Path) -> None:
    config = tmp_path / "elsewhere.toml"
    config.write_text('public_url = "https://finance.example.com"\nwebhooks_worker = false\n')
    clean_env.setenv("FINKIT_CONFIG", str(config))
    settings = load_settings()
    assert settings.public_url == "https://finance.example.com"
    assert settings.webhooks_worker is False


def test_environment_values_are_converted(clean_env: pytest.MonkeyPatch) -> None:
    clean_env.setenv("FINKIT_ALLOWED_HOSTS", '["a.example", "b.example"]')
    clean_env.setenv("FINKIT_WEBHOOKS_ALLOW_LOOPBACK", "true")
    clean_env.setenv("FINKIT_AI_TIMEOUT_SECONDS", "2.5")
    clean_env.setenv("FINKIT_UPLOAD_MAX_BYTES", "1000")
    clean_env.setenv("FINKIT_NOT_A_SETTING", "ignored")
    settings = load_settings()
    assert settings.allowed_hosts == ["a.example", "b.example"]
    assert settings.webhooks_allow_loopback is True
    assert settings.ai_timeout_seconds == 2.5
    assert settings.upload_max_bytes == 1000


@pytest.mark.parametrize(
    ("variable", "value"), [("FINKIT_ALLOWED_HOSTS", "a.example"), ("FINKIT_UPLOAD_MAX_BYTES", "lots")]
)
def test_bad_environment_values_are_refused_naming_the_setting(
    clean_env: pytest.MonkeyPatch, variable: str, value: str
) -> None:
    clean_env.setenv(variable, value)
    with pytest.raises(ValueError, match=variable.removeprefix("FINKIT_").lower()):
        load_settings()
