from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, TierRequiredError, ValidationError
from finkit.core.outbound import check_url
from finkit.core.webhooks.service import (
    create_webhook_endpoint,
    delete_webhook_endpoint,
    get_webhook_endpoint,
    list_webhook_deliveries,
    list_webhook_endpoints,
    pause_webhook_endpoint,
    redeliver_webhook,
    resume_webhook_endpoint,
    rotate_webhook_secret,
    update_webhook_endpoint,
)

PUBLIC = "https://hooks.example.com/finkit"


def public_resolver(host: str, port: int) -> list[str]:
    return ["93.184.216.34"]


def test_create_shows_secret_once_and_lists_without_it(pro_ctx: AccountContext) -> None:
    created = create_webhook_endpoint(
        pro_ctx,
        data={"url": PUBLIC, "events": ["transaction.categorized"], "description": "books"},
        resolver=public_resolver,
    )
    assert created.secret.startswith("whsec_")
    assert created.endpoint.active and created.endpoint.status == "healthy"
    listed = list_webhook_endpoints(pro_ctx).to_json_dict()
    assert created.secret not in str(listed)
    assert listed["endpoints"][0]["events"] == ["transaction.categorized"]
    assert "secret" not in get_webhook_endpoint(pro_ctx, created.endpoint.id).to_json_dict()


def test_unknown_event_kind_is_a_validation_error(pro_ctx: AccountContext) -> None:
    with pytest.raises(ValidationError) as err:
        create_webhook_endpoint(
            pro_ctx, data={"url": PUBLIC, "events": ["bill.due"]}, resolver=public_resolver
        )
    assert err.value.fields[0].field.startswith("events")
    with pytest.raises(ValidationError):
        create_webhook_endpoint(pro_ctx, data={"url": PUBLIC, "events": []}, resolver=public_resolver)


def test_free_tier_gets_tier_required(ctx: AccountContext) -> None:
    with pytest.raises(TierRequiredError):
        create_webhook_endpoint(ctx, data={"url": PUBLIC, "events": ["expense.created"]})
    with pytest.raises(TierRequiredError):
        list_webhook_endpoints(ctx)


@pytest.mark.parametrize(
    "url",
    [
        "http://hooks.example.com/x",  # plain http to a public host
        "https://10.0.0.5/x",
        "https://192.168.1.2/x",
        "https://172.16.0.1/x",
        "https://169.254.169.254/latest/meta-data",
        "https://[fd00:ec2::254]/x",
        "https://100.64.0.1/x",  # CGNAT
        "https://[fe80::1]/x",
        "https://224.0.0.1/x",
        "https://0.0.0.0/x",
        "https://127.0.0.1/x",  # loopback without the development setting
        "https://[::ffff:10.0.0.1]/x",
        "https://user:pw@hooks.example.com/x",
        "ftp://hooks.example.com/x",
    ],
)
def test_unsafe_urls_are_refused(make_ctx: Callable[..., AccountContext], url: str) -> None:
    pro = make_ctx(tier="professional")
    with pytest.raises(ValidationError) as err:
        create_webhook_endpoint(
            pro, data={"url": url, "events": ["expense.created"]}, resolver=public_resolver
        )
    assert err.value.fields[0].field == "url"


def test_every_resolved_address_is_checked() -> None:
    def mixed(host: str, port: int) -> list[str]:
        return ["93.184.216.34", "10.1.2.3"]

    with pytest.raises(ValidationError, match=r"10\.1\.2\.3"):
        check_url(PUBLIC, allow_loopback=False, resolver=mixed)
    assert check_url(PUBLIC, allow_loopback=False, resolver=public_resolver).addresses == ("93.184.216.34",)


def test_loopback_setting_allows_http_to_loopback_only(pro_ctx: AccountContext) -> None:
    created = create_webhook_endpoint(
        pro_ctx, data={"url": "http://127.0.0.1:9/h", "events": ["expense.created"]}
    )
    assert created.endpoint.url == "http://127.0.0.1:9/h"
    with pytest.raises(ValidationError):  # private addresses stay refused even in development
        create_webhook_endpoint(pro_ctx, data={"url": "http://10.0.0.1/h", "events": ["expense.created"]})
    strict = replace(pro_ctx, settings=pro_ctx.settings.model_copy(update={"webhooks_allow_loopback": False}))
    with pytest.raises(ValidationError):
        create_webhook_endpoint(strict, data={"url": "http://127.0.0.1:9/h", "events": ["expense.created"]})


def test_update_pause_resume_rotate_delete(pro_ctx: AccountContext) -> None:
    created = create_webhook_endpoint(
        pro_ctx, data={"url": PUBLIC, "events": ["expense.created"]}, resolver=public_resolver
    )
    endpoint_id = created.endpoint.id
    updated = update_webhook_endpoint(
        pro_ctx,
        endpoint_id,
        data={"events": ["receipt.processed", "expense.created"], "description": "both"},
        resolver=public_resolver,
    )
    assert updated.events == ["receipt.processed", "expense.created"] and updated.description == "both"
    with pytest.raises(ValidationError):
        update_webhook_endpoint(pro_ctx, endpoint_id, data={"url": "https://10.0.0.1/"})
    assert pause_webhook_endpoint(pro_ctx, endpoint_id).active is False
    assert resume_webhook_endpoint(pro_ctx, endpoint_id).active is True
    rotated = rotate_webhook_secret(pro_ctx, endpoint_id)
    assert rotated.secret != created.secret and rotated.endpoint.previous_secret_expires_at is not None
    assert delete_webhook_endpoint(pro_ctx, endpoint_id).deleted
    with pytest.raises(NotFoundError):
        get_webhook_endpoint(pro_ctx, endpoint_id)


def test_tenant_isolation(pro_ctx: AccountContext, make_ctx: Callable[..., AccountContext]) -> None:
    created = create_webhook_endpoint(
        pro_ctx, data={"url": PUBLIC, "events": ["expense.created"]}, resolver=public_resolver
    )
    endpoint_id = created.endpoint.id
    intruder = make_ctx(tier="enterprise")
    for call in (
        lambda: get_webhook_endpoint(intruder, endpoint_id),
        lambda: update_webhook_endpoint(intruder, endpoint_id, data={"description": "mine"}),
        lambda: pause_webhook_endpoint(intruder, endpoint_id),
        lambda: resume_webhook_endpoint(intruder, endpoint_id),
        lambda: rotate_webhook_secret(intruder, endpoint_id),
        lambda: delete_webhook_endpoint(intruder, endpoint_id),
        lambda: list_webhook_deliveries(intruder, endpoint_id),
        lambda: redeliver_webhook(intruder, "no-such-delivery"),
    ):
        with pytest.raises(NotFoundError):
            call()
    assert list_webhook_endpoints(intruder).endpoints == []
    unchanged = get_webhook_endpoint(pro_ctx, endpoint_id)
    assert unchanged.description is None and unchanged.active
