"""Connected apps (OAuth clients a person has authorised): list and revoke."""

from __future__ import annotations

from finkit.core.oauth.apps import ConnectedApp, list_connected_apps, revoke_connected_app
from finkit.server.envelopes import Envelope
from finkit.server.routing import Call, RouteGroup

routes = RouteGroup(tag="connected_apps")


class ConnectedAppList(Envelope):
    apps: list[ConnectedApp]


class ConnectedAppEnvelope(Envelope):
    app: ConnectedApp


@routes.get("/api/connected-apps", response=ConnectedAppList, summary="List authorised OAuth clients")
def list_apps(call: Call) -> ConnectedAppList:
    return ConnectedAppList(apps=list_connected_apps(call.ctx))


@routes.delete(
    "/api/connected-apps/{id}", response=ConnectedAppEnvelope, summary="Revoke a connected app's access"
)
def revoke(call: Call) -> ConnectedAppEnvelope:
    return ConnectedAppEnvelope(app=revoke_connected_app(call.ctx, app_id=call.path["id"]))
