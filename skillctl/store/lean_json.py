"""JSON for the agent hook's path, without importing the ``json`` package.

``import json`` brings in ``re`` (and with it ``enum``, ``functools`` and
``collections``), which costs more than starting Python itself; the agent
hook runs on every tool use and must cost little more than that. The C
scanner and string encoder that ``json`` is built on are used directly;
anything they cannot do (another interpreter, a malformed document, where
the error message matters) falls back to the ``json`` package.
"""

from __future__ import annotations

_WHITESPACE = " \t\n\r"


class _Context:
    """The settings ``json.JSONDecoder`` hands its C scanner, as plain attributes."""

    strict = True
    object_hook = None
    object_pairs_hook = None
    parse_float = float
    parse_int = int
    parse_constant = float  # "NaN", "Infinity", "-Infinity", as json.loads reads them


def loads(data: bytes) -> object:
    """``json.loads(data)`` for UTF-8 ``data``; raises ``ValueError`` on anything malformed."""
    text = data.decode("utf-8")  # UnicodeDecodeError is a ValueError
    try:
        from _json import make_scanner

        body = text.strip(_WHITESPACE)
        value, end = make_scanner(_Context())(body, 0)  # type: ignore[arg-type]  # duck-typed context
        if end == len(body):
            return value
    except Exception:  # noqa: BLE001, S110 - the json package below says what is wrong
        pass
    import json

    return json.loads(text)


def quote(text: str) -> str:
    """``json.dumps(text, ensure_ascii=False)``: the string as a JSON literal."""
    try:
        from _json import encode_basestring
    except ImportError:
        import json

        return json.dumps(text, ensure_ascii=False)
    return str(encode_basestring(text))
