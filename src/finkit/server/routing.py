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
``text/event-stream``, a stored file's type). Form uploads with a model declare
``body_media="multipart/form-data"``: the body model's ``bytes`` fields are the file parts (their names
land in ``call.file_names``), the other fields are form fields. A route that only returns a file declares
``content_types=(...)`` instead of a response model. ``owner_check`` runs before the body is parsed, so
an id that is not the caller's is 404 before a body problem is 400.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import FormData, UploadFile
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from finkit.core.context import AccountContext, RequestInfo
from finkit.core.errors import FieldProblem, FinkitError, UnsupportedMediaTypeError, ValidationError
from finkit.core.jsonlimits import loads_bounded
from finkit.core.schemas import parse
from finkit.server.envelopes import Envelope
from finkit.server.state import AppState, app_state

#: ``none``: no credential, no rate limit (health, OpenAPI). ``public``: no credential, limited per client
#: address (sign-up, sign-in). ``user``: bearer JWT or ``svc_sess`` cookie. ``bearer``: bearer JWT only.
#: A route declared with ``scope=`` also takes integration tokens (``fki_...``) that hold that scope.
Auth = Literal["none", "public", "user", "bearer"]
Handler = Callable[["Call"], Any]
JSON_TYPES = ("application/json", "application/problem+json")
BODY_METHODS = {"POST", "PUT", "PATCH"}
MULTIPART = "multipart/form-data"
MAX_FORM_FIELDS = 20
MAX_FORM_FILES = 4


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
    scopes: list[str] = field(default_factory=list)  # an integration token's scopes
    cookies: list[tuple[str, str, dict[str, Any]]] = field(default_factory=list)
    deleted_cookies: list[str] = field(default_factory=list)
    file_names: dict[str, str] = field(default_factory=dict)  # multipart: field → uploaded file name

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
    #: ``MULTIPART``: the body model is filled from form fields and file parts (``bytes`` fields).
    body_media: str = "application/json"
    #: Looks up the path's record before the body is parsed (another account's id: 404, not 400).
    owner_check: Handler | None = None
    #: False for routes that only return files (``content_types``): no JSON success body.
    json_response: bool = True
    #: Integration API routes: integration tokens (``fki_...``) holding this scope are accepted too.
    scope: str | None = None
    #: Request headers the route reads, as ``(name, description)``; documented as required.
    headers: tuple[tuple[str, str], ...] = ()

    @property
    def operation_id(self) -> str:
        return f"{self.tag}_{self.handler.__name__}"

    def starlette_route(self) -> Route:
        async def endpoint(request: Request) -> Response:
            return await dispatch(self, request)

        return Route(self.path, endpoint, methods=[self.method], name=self.operation_id)


def starlette_routes(endpoints: list[Endpoint]) -> list[Route]:
    """One starlette ``Route`` per path holding all of its methods, so that a 405 answer's ``Allow``
    lists every method the path has (one route per method listed only the first one's). Paths keep the
    order in which they are first declared."""
    by_path: dict[str, dict[str, Endpoint]] = {}
    for endpoint in endpoints:
        by_path.setdefault(endpoint.path, {})[endpoint.method] = endpoint
    routes = []
    for path, methods in by_path.items():

        async def handle(request: Request, methods: dict[str, Endpoint] = methods) -> Response:
            method = "GET" if request.method == "HEAD" else request.method
            return await dispatch(methods[method], request)

        first = next(iter(methods.values()))
        routes.append(Route(path, handle, methods=list(methods), name=first.operation_id))
    return routes


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
        response: type[BaseModel] | None = None,
        summary: str,
        body: type[BaseModel] | None = None,
        query: type[BaseModel] | None = None,
        status: int = 200,
        auth: Auth = "user",
        errors: tuple[int, ...] = (),
        upload: tuple[str, ...] = (),
        produces: tuple[str, ...] = (),
        form: bool = False,
        body_media: str = "application/json",
        content_types: tuple[str, ...] = (),
        owner_check: Handler | None = None,
        scope: str | None = None,
        headers: tuple[tuple[str, str], ...] = (),
    ) -> Callable[[Handler], Handler]:
        if (response is None) == (not content_types):
            raise TypeError(f"{method} {path}: declare either a response model or content_types")
        json_response = response is not None
        documented = response or Envelope

        def register(handler: Handler) -> Handler:
            self.endpoints.append(
                Endpoint(
                    method=method,
                    path=path,
                    handler=handler,
                    summary=summary,
                    tag=self.tag,
                    response=documented,
                    body=body,
                    query=query,
                    status=status,
                    auth=auth,
                    description=(handler.__doc__ or "").strip(),
                    errors=errors,
                    upload=upload,
                    form=form,
                    body_media=body_media,
                    owner_check=owner_check,
                    json_response=json_response,
                    produces=(*produces, *content_types),
                    scope=scope,
                    headers=headers,
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
    data = loads_bounded(raw, field="body")  # nesting checked before parsing: never a RecursionError
    if not isinstance(data, dict):
        raise ValidationError(fields=[FieldProblem("body", "must be a JSON object")])
    return data


async def _read_form(request: Request) -> tuple[dict[str, Any], FormData | None]:
    """A multipart body as a dict (file parts stay ``UploadFile``: python-multipart spools them to disk
    past 1 MB, and the middleware stops the body at ``upload_max_bytes``). A JSON body is read as JSON
    so that its fields are validated like any other; the handler then refuses it (no file in it)."""
    media_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if media_type != MULTIPART:
        if media_type and media_type not in JSON_TYPES:
            raise UnsupportedMediaTypeError(f"Content-Type must be {MULTIPART}, not {media_type}")
        return await _read_json(request), None
    try:
        form = await request.form(max_files=MAX_FORM_FILES, max_fields=MAX_FORM_FIELDS)
    except HTTPException as exc:  # malformed multipart, too many parts
        raise ValidationError(
            f"Malformed multipart body: {exc.detail}", fields=[FieldProblem("body", str(exc.detail))]
        ) from None
    data: dict[str, Any] = {}
    for key, value in form.multi_items():
        if key in data:
            await form.close()
            raise ValidationError.for_field(key, "given more than once")
        data[key] = value
    return data, form


def _form_values(call: Call, raw: dict[str, Any]) -> dict[str, Any]:
    """File parts → bytes (bounded by the body limit), their names kept in ``call.file_names``."""
    values: dict[str, Any] = {}
    for key, value in raw.items():
        if isinstance(value, UploadFile):
            value.file.seek(0)
            values[key] = value.file.read()
            call.file_names[key] = value.filename or "upload"
        else:
            values[key] = value
    return values


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
    uploading = endpoint.method in BODY_METHODS and endpoint.body_media == MULTIPART
    # A DELETE reads a JSON body only when it declares one (``DELETE /api/auth/account``: the password).
    takes_body = endpoint.method in BODY_METHODS or endpoint.body is not None
    reads_json = takes_body and not (endpoint.upload or endpoint.form or uploading)
    raw_body: Any = await _read_json(request) if reads_json else None
    raw_query = _query(request)
    form: FormData | None = None
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

    def authenticate() -> None:
        if endpoint.auth in ("user", "bearer"):
            try:
                authenticate_request(call, bearer_only=endpoint.auth == "bearer", scope=endpoint.scope)
            finally:
                limit_request(call)
        elif endpoint.auth == "public":
            limit_request(call)

    if uploading:  # the caller is known and counted before an upload is spooled
        await run_in_threadpool(authenticate)
        raw_body, form = await _read_form(request)

    def run() -> Any:
        if not uploading:
            authenticate()
        if upload_error is not None:
            raise upload_error
        if endpoint.query is not None:
            call.query = parse(endpoint.query, raw_query)
        elif raw_query and endpoint.auth != "none":
            raise ValidationError(fields=[FieldProblem(k, "is not a known parameter") for k in raw_query])
        if endpoint.owner_check is not None:
            endpoint.owner_check(call)
        if endpoint.body is not None:
            values = _form_values(call, raw_body or {}) if form is not None else raw_body or {}
            call.body = parse(endpoint.body, values)
            if uploading and form is None:
                raise UnsupportedMediaTypeError(f"Upload the file as {MULTIPART}")
        return endpoint.handler(call)

    try:
        result = await run_in_threadpool(run)
        if inspect.isawaitable(result):  # an async handler: authenticated and parsed above, run on the loop
            result = await result
    finally:
        if form is not None:
            await form.close()
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
