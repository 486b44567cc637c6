"""The Integration API is a Professional feature: these tests act on Professional accounts."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from finkit.core.context import AccountContext


@pytest.fixture
def ctx(make_ctx: Callable[..., AccountContext]) -> AccountContext:
    return make_ctx(tier="professional")


@pytest.fixture
def other_ctx(make_ctx: Callable[..., AccountContext]) -> AccountContext:
    return make_ctx(tier="professional")
