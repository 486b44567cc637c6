"""``import finkit`` loads its public names on first use, and every public name is loadable."""

from __future__ import annotations

import pytest

import finkit


def test_every_public_name_but_the_version_loads_lazily() -> None:
    assert set(finkit.__all__) == {"__version__", *finkit._LAZY}


def test_lazy_names_are_the_real_objects() -> None:
    from finkit.core.db.engine import Database
    from finkit.core.usecases import transactions as service

    assert finkit.Database is Database
    assert finkit.transactions is service
    assert "Database" in dir(finkit)


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no_such_name"):
        _ = finkit.no_such_name  # type: ignore[attr-defined]
