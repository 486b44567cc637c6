"""The route declaration helper: one ``Endpoint`` per route drives both dispatch and the OpenAPI document.

An area's routes live in ``finkit/server/routes/<area>.py``::

    routes = RouteGroup(tag="transactions")

    @routes.post("/api/bank/transactions", body=TransactionCreate, response=TransactionEnvelope,
                 status=201, summary="Create a transaction")
    def create(call: Call) -> TransactionEnvelope:
        return TransactionEnvelope(transaction=create_transaction(call.ctx, data=call.body))

and ``finkit/server/registry.py`` lists the group once. Handlers are plain synchronous functions (core
is synchronous); the dispatcher parses the path, query and body with the declared models, resolves the
caller, applies the rate limit and runs the handler in the thread pool. Errors are core errors, turned
into HTTP by the middleware.

Two extras for routes that are not JSON in, JSON out: an ``async def`` handler is awaited on the event
loop after authentication (for streaming responses and reading multipart forms); ``upload=(types…)``
reads one uploaded file into ``call.upload``; ``form=True`` leaves a multipart body unread for the
handler (several files); ``produces`` documents success content types beyond JSON (``text/csv``,
``text/event-stream``, a stored file's type).
"""

from __future__ import annotations

import inspect
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import UploadFile
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from finkit.core.context import AccountContext, RequestInfo
from finkit.core.errors import FieldProblem, FinkitError, UnsupportedMediaTypeError, ValidationError
from finkit.core.schemas import parse
from finkit.server.state import AppState, app_state

#: ``none``: no credential, no rate limit (health, OpenAPI). ``public``: no credential, limited per client
#: address (sign-up, sign-in). ``user``: bearer JWT or ``svc_sess`` cookie. ``bearer``: bearer JWT only.
Auth = Literal["none", "public", "user", "bearer"]
Handler = Callable[["Call"], Any]
JSON_TYPES = ("application/json", "application/problem+json")
BODY_METHODS = {"POST", "PUT", "PATCH"}


@dataclass(frozen=True)
class Upload:
    """A file sent to an ``upload=...`` route: a multipart ``file`` part, or the raw request body."""

    data: bytes
    file_name: str
    media_type: str


@dataclass
class Call:
    """What a handler gets: the parsed inputs, the caller's context and a way to set cookies."""

    request: Request
    state: AppState
    info: RequestInfo
    path: dict[str, str]
    body: Any = None
    query: Any = None
    upload: Upload | None = None
    account: AccountContext | None = None
    session_kind: str | None = None
    cookies: list[tuple[str, str, dict[str, Any]]] = field(default_factory=list)
    deleted_cookies: list[str] = field(default_factory=list)

    @property
    def ctx(self) -> AccountContext:
        if self.account is None:  # a route declared auth="public" asked for a context: a bug
            raise RuntimeError("this route has no authenticated account")
        return self.account

    def set_cookie(self, name: str, value: str, **options: Any) -> None:
        self.cookies.append((name, value, options))

    def delete_cookie(self, name: str) -> None:
        self.deleted_cookies.append(name)


@dataclass(frozen=True)
class Endpoint:
    method: str
    path: str
    handler: Handler
    summary: str
    tag: str
    response: type[BaseModel]
    body: type[BaseModel] | None = None
    query: type[BaseModel] | None = None
    status: int = 200
    auth: Auth = "user"
    description: str = ""
    errors: tuple[int, ...] = ()  # error statuses beyond those implied by auth, body, query and path
    #: A file upload route: ``multipart/form-data`` (part ``file``; other parts join the query) or a raw
    #: body of one of these media types. ``call.upload`` holds the file.
    upload: tuple[str, ...] = ()
    #: Other media types the success response may have (the handler returns a starlette Response).
    produces: tuple[str, ...] = ()
    #: A multipart body the (async) handler reads itself, e.g. several files at once.
    form: bool = False

    @property
    def operation_id(self) -> str:
        return f"{self.tag}_{self.handler.__name__}"

    def starlette_route(self) -> Route:
        async def endpoint(request: Request) -> Response:
            return await dispatch(self, request)

        return Route(self.path, endpoint, methods=[self.method], name=self.operation_id)


class RouteGroup:
    """The routes of one area, declared with ``@routes.get(...)`` etc.; iterable of ``Endpoint``."""

    def __init__(self, *, tag: str) -> None:
        self.tag = tag
        self.endpoints: list[Endpoint] = []

    def route(
        self,
        method: str,
        path: str,
        *,
        response: type[BaseModel],
        summary: str,
        body: type[BaseModel] | None = None,
        query: type[BaseModel] | None = None,
        status: int = 200,
        auth: Auth = "user",
        errors: tuple[int, ...] = (),
        upload: tuple[str, ...] = (),
        produces: tuple[str, ...] = (),
        form: bool = False,
    ) -> Callable[[Handler], Handler]:
        def register(handler: Handler) -> Handler:
            self.endpoints.append(
                Endpoint(
                    method=method,
                    path=path,
                    handler=handler,
                    summary=summary,
                    tag=self.tag,
                    response=response,
                    body=body,
                    query=query,
                    status=status,
                    auth=auth,
                    description=(handler.__doc__ or "").strip(),
                    errors=errors,
                    upload=upload,
                    produces=produces,
                    form=form,
                )
            )
            return handler

        return register

    def get(self, path: str, **kw: Any) -> Callable[[Handler], Handler]:
        return self.route("GET", path, **kw)

    def post(self, path: str, **kw: Any) -> Callable[[Handler], Handler]:
        return self.route("POST", path, **kw)

    def patch(self, path: str, **kw: Any) -> Callable[[Handler], Handler]:
        return self.route("PATCH", path, **kw)

    def put(self, path: str, **kw: Any) -> Callable[[Handler], Handler]:
        return self.route("PUT", path, **kw)

    def delete(self, path: str, **kw: Any) -> Callable[[Handler], Handler]:
        return self.route("DELETE", path, **kw)

    def __iter__(self) -> Any:
        return iter(self.endpoints)


def request_info(request: Request) -> RequestInfo:
    client = request.client.host if request.client else None
    return RequestInfo(
        actor="api",
        client_address=client,
        user_agent=request.headers.get("user-agent"),
        request_id=request.scope.get("state", {}).get("request_id"),
    )


async def _read_json(request: Request) -> Any:
    raw = await request.body()
    if not raw.strip():
        return {}
    media_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if media_type not in JSON_TYPES:
        raise UnsupportedMediaTypeError(
            f"Content-Type must be application/json, not {media_type or 'missing'}"
        )
    try:
        data = json.loads(raw)
    except (ValueError, UnicodeDecodeError) as exc:
        raise ValidationError(
            f"Malformed JSON body: {exc}", fields=[FieldProblem("body", "is not valid JSON")]
        ) from None
    if not isinstance(data, dict):
        raise ValidationError(fields=[FieldProblem("body", "must be a JSON object")])
    return data


def _query(request: Request) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for key, value in request.query_params.multi_items():
        if key in data:
            raise ValidationError.for_field(key, "given more than once")
        data[key] = value
    return data


async def _read_upload(request: Request, media_types: tuple[str, ...]) -> tuple[Upload, dict[str, str]]:
    """The uploaded file and (multipart) the other form fields, as strings."""
    content_type = request.headers.get("content-type", "")
    media_type = content_type.split(";")[0].strip().lower()
    if media_type == "multipart/form-data":
        try:
            form = await request.form()
        except HTTPException as exc:  # python-multipart refused the body
            raise ValidationError.for_field("file", f"malformed multipart body: {exc.detail}") from None
        files: list[UploadFile] = []
        fields: dict[str, str] = {}
        for name, value in form.multi_items():
            if isinstance(value, str):
                if name in fields:
                    raise ValidationError.for_field(name, "given more than once")
                fields[name] = value
            elif name == "file":
                files.append(value)
            else:
                raise ValidationError.for_field(name, "is not a known file part (send the file as 'file')")
        if len(files) != 1:
            raise ValidationError.for_field("file", "send exactly one file part named 'file'")
        part = files[0]
        data = await part.read()
        await form.close()
        return Upload(data, part.filename or "", (part.content_type or "").lower()), fields
    if media_type not in media_types:
        raise UnsupportedMediaTypeError(
            "Send the file as multipart/form-data (part 'file') or as the raw body with Content-Type "
            f"{', '.join(media_types)}; got {media_type or 'none'}"
        )
    return Upload(await request.body(), "", media_type), {}


async def dispatch(endpoint: Endpoint, request: Request) -> Response:
    """Parse → authenticate → rate-limit → run the handler → render. Errors propagate to the middleware."""
    from finkit.server.auth import authenticate_request, limit_request

    state = app_state(request)
    call = Call(request=request, state=state, info=request_info(request), path=dict(request.path_params))
    reads_json = endpoint.method in BODY_METHODS and not endpoint.upload and not endpoint.form
    raw_body = await _read_json(request) if reads_json else None
    raw_query = _query(request)
    upload_error: FinkitError | None = None
    if endpoint.upload:
        try:
            call.upload, form_fields = await _read_upload(request, endpoint.upload)
            for key, value in form_fields.items():
                if key in raw_query:
                    raise ValidationError.for_field(key, "given both in the query and in the form")
                raw_query[key] = value
        except FinkitError as exc:  # reported after authentication: a stranger learns nothing
            upload_error = exc

    def run() -> Any:
        if endpoint.auth in ("user", "bearer"):
            try:
                authenticate_request(call, bearer_only=endpoint.auth == "bearer")
            finally:
                limit_request(call)
        elif endpoint.auth == "public":
            limit_request(call)
        if upload_error is not None:
            raise upload_error
        if endpoint.query is not None:
            call.query = parse(endpoint.query, raw_query)
        elif raw_query and endpoint.auth != "none":
            raise ValidationError(fields=[FieldProblem(k, "is not a known parameter") for k in raw_query])
        if endpoint.body is not None:
            call.body = parse(endpoint.body, raw_body or {})
        return endpoint.handler(call)

    result = await run_in_threadpool(run)
    if inspect.isawaitable(result):  # an async handler: authenticated and parsed above, run on the loop
        result = await result
    if isinstance(result, Response):
        return result
    response = Response(
        content=result.model_dump_json(by_alias=True),
        status_code=endpoint.status,
        media_type="application/json",
    )
    for name, value, options in call.cookies:
        response.set_cookie(name, value, **options)
    for name in call.deleted_cookies:
        response.delete_cookie(name, path="/")
    return response
