"""The API's JSON as Python objects: snake_case attributes over camelCase fields, dict access too."""

from __future__ import annotations

import re
from typing import Any, Callable, Generic, Iterator, TypeVar

_CAMEL_PART = re.compile(r"_([a-z0-9])")


def to_camel(name: str) -> str:
    """``account_number`` → ``accountNumber`` (the API's spelling)."""
    return _CAMEL_PART.sub(lambda match: match.group(1).upper(), name)


def wrap(value: Any) -> Any:
    """JSON objects become ApiObjects (also inside lists); anything else stays as it is."""
    if isinstance(value, dict):
        return ApiObject(value)
    if isinstance(value, list):
        return [wrap(item) for item in value]
    return value


class ApiObject:
    """One JSON object of an answer: ``account.account_number`` and ``account["accountNumber"]`` alike."""

    __slots__ = ("_fields",)

    def __init__(self, fields: dict[str, Any]) -> None:
        object.__setattr__(self, "_fields", fields)

    def __getattr__(self, name: str) -> Any:
        fields = object.__getattribute__(self, "_fields")
        for key in (name, to_camel(name)):
            if key in fields:
                return wrap(fields[key])
        raise AttributeError(name)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("API objects are read-only")

    def __getitem__(self, key: str) -> Any:
        return wrap(self._fields[key])

    def __contains__(self, key: object) -> bool:
        return key in self._fields

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ApiObject) and other._fields == self._fields

    def get(self, key: str, default: Any = None) -> Any:
        return wrap(self._fields.get(key, default))

    def to_dict(self) -> dict[str, Any]:
        """The JSON object as the server sent it."""
        return dict(self._fields)

    def __repr__(self) -> str:
        return f"ApiObject({self._fields!r})"


T = TypeVar("T")


class Page(Generic[T]):
    """One page of a list (``data``), iterable across every following page.

    ``for item in page`` walks this page and then asks for the next ones as it goes (cursor
    pagination), so a loop never holds more than one page.
    """

    def __init__(self, answer: dict[str, Any], fetch_next: Callable[[str], "Page[T]"] | None = None) -> None:
        self.data: list[Any] = wrap(answer.get("data", []))
        self.next_cursor: str | None = answer.get("nextCursor")
        self._fetch_next = fetch_next

    def has_more(self) -> bool:
        return self.next_cursor is not None and self._fetch_next is not None

    def next_page(self) -> "Page[T] | None":
        if not self.has_more():
            return None
        assert self._fetch_next is not None and self.next_cursor is not None
        return self._fetch_next(self.next_cursor)

    def __iter__(self) -> Iterator[Any]:
        page: Page[T] | None = self
        while page is not None:
            yield from page.data
            page = page.next_page()
