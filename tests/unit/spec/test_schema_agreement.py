"""The fast frontmatter check and jsonschema must agree on every frontmatter."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from skillctl.errors import DataFileError
from skillctl.spec.schema_check import conforms
from skillctl.spec.schema_check import frontmatter_schema
from skillctl.spec.schema_explain import schema_errors

_names = st.one_of(
    st.from_regex(r"[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,3}", fullmatch=True),
    st.text(max_size=70),
    st.text(alphabet="ab-", min_size=60, max_size=70),
)
_strings = st.one_of(st.text(max_size=40), st.text(alphabet="x ", min_size=490, max_size=1030))
_scalars = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), _strings)
_values = st.recursive(
    _scalars,
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(st.one_of(st.text(max_size=5), st.integers()), inner, max_size=3)
    ),
    max_leaves=6,
)
_fields = st.sampled_from(
    ["name", "description", "license", "compatibility", "metadata", "allowed-tools", "version", "x"]
)


@st.composite
def frontmatters(draw: st.DrawFn) -> dict[object, object]:
    result: dict[object, object] = {}
    if draw(st.booleans()):
        result["name"] = draw(st.one_of(_names, _scalars))
    if draw(st.booleans()):
        result["description"] = draw(_strings | _scalars)
    for key in draw(st.lists(_fields, max_size=4)):
        result[key] = draw(
            st.one_of(
                _values,
                _strings,
                st.dictionaries(
                    st.one_of(st.text(max_size=4), st.integers()),
                    st.one_of(_strings, _scalars),
                    max_size=3,
                ),
            )
        )
    return result


@settings(max_examples=1500, deadline=None)
@given(frontmatters())
def test_fast_check_agrees_with_jsonschema(fm: dict[object, object]) -> None:
    validator = Draft202012Validator(frontmatter_schema())
    assert conforms(fm) == validator.is_valid(fm)
    assert conforms(fm) == (not schema_errors(fm))


def test_known_cases() -> None:
    good = {
        "name": "pdf-tools",
        "description": "Merges PDFs. Use when asked.",
        "metadata": {"a": "b"},
    }
    assert conforms(good)
    assert not conforms({**good, "name": "PDF"})
    assert not conforms({**good, "metadata": {"v": 1.0}})
    assert not conforms({**good, "metadata": {1: "x"}})
    assert not conforms({**good, "description": "   "})
    assert not conforms({"name": "x"})


def test_unknown_schema_keyword_fails_closed() -> None:
    with pytest.raises(DataFileError, match="enum"):
        conforms("x", {"enum": ["x"]})


@pytest.mark.parametrize(
    ("schema", "instance", "expected"),
    [
        ({"type": ["string", "null"]}, None, True),
        ({"type": "integer"}, 2.0, True),
        ({"type": "integer"}, True, False),
        ({"type": "number"}, 1.5, True),
        ({"type": "boolean"}, False, True),
        ({"type": "array"}, [], True),
        ({"additionalProperties": True}, {"x": 1}, True),
        ({"additionalProperties": {"type": "string"}}, {"x": 1}, False),
        ({"additionalProperties": {"type": "string"}}, "not an object", True),
    ],
)
def test_fast_check_keywords(schema: dict[str, object], instance: object, expected: bool) -> None:
    assert conforms(instance, schema) is expected
    assert Draft202012Validator(schema).is_valid(instance) is expected


@pytest.mark.parametrize(
    "schema",
    [{"maxLength": "3"}, {"required": "name"}, {"properties": []}, {"propertyNames": 3}],
)
def test_malformed_schema_values_fail_closed(schema: dict[str, object]) -> None:
    with pytest.raises(DataFileError, match="schema value"):
        conforms({"name": "abcdef"} if "maxLength" not in schema else "abcdef", schema)
