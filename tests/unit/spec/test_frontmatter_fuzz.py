"""Property tests: ``parse_skill_md`` never raises and only ever reports codes from the table."""

from __future__ import annotations

from hypothesis import HealthCheck
from hypothesis import example
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from skillctl.spec.frontmatter import parse_skill_md
from skillctl.spec.problems import CODES
from skillctl.spec.problems import Problem

FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

TRICKY_TEXT = [
    "---",
    "...",
    "- ",
    ": ",
    "? ",
    "&a ",
    "*a",
    "!!python/object:os.system",
    "!foo",
    "|",
    ">-",
    "#",
    "{",
    "}",
    "[",
    "]",
    "'",
    '"',
    "\t",
    "\r\n",
    "\n",
    "\ufeff",
    "\x00",
    "\u2028",
    "%YAML 1.2",
    "<<: *a",
]


def check(data: bytes) -> None:
    doc = parse_skill_md(data)
    assert isinstance(doc.problems, tuple)
    assert doc.frontmatter is None or isinstance(doc.frontmatter, dict)
    assert isinstance(doc.body, str)
    for p in doc.problems:
        assert isinstance(p, Problem)
        assert p.code in CODES, p
        assert p.line is None or p.line >= 1, p


# (a) raw bytes


@FUZZ
@given(st.binary(max_size=4096))
@example(b"")
@example(b"---")
@example(b"---\n")
@example(b"---\n---\n")
@example(b"---\n---")
@example(b"\xef\xbb\xbf---\nname: x\n---\n")
@example(b"\xef\xbb\xbf")
@example(b"---\r\nname: x\r\n---\r\n")
@example(b"---\rname: x\r---\r")
@example(b"---\nname: \xff\n---\n")
@example(b"\xff\xfe-\x00-\x00-\x00")
@example(b"---\n\x00\n---\n")
def test_random_bytes_never_raise(data: bytes) -> None:
    check(data)


@FUZZ
@given(
    st.lists(
        st.one_of(st.binary(max_size=16), st.sampled_from([t.encode() for t in TRICKY_TEXT])),
        max_size=60,
    )
)
def test_random_bytes_with_yaml_punctuation_never_raise(parts: list[bytes]) -> None:
    check(b"---\n" + b"".join(parts) + b"\n---\n")


# (b) fenced random text


@FUZZ
@given(st.text(max_size=2000))
@example("")
@example("name: x\nname: y")
@example("- a\n- b")
@example("a: &a [1, 2]\nb: *a")
@example("a: *undefined")
@example("a: !!binary AAAA")
@example("a: !!timestamp 2001-12-14")
@example("a: 2001-12-14")
@example("? [a, b]\n: c")
@example("{[a]: b}")
@example("a: |\n  ---\n  x")
@example("a: 1\n---\nb: 2")
@example("%YAML 1.1\n---\na: b")
@example("a:\n" + "  - " * 200 + "x")
@example("[" * 500)
@example("{a: " * 500)
@example("a: b\n\x00")
@example("a: \U0001f600")
def test_fenced_random_text_never_raises(text: str) -> None:
    check(("---\n" + text + "\n---\n").encode("utf-8"))


@FUZZ
@given(st.lists(st.one_of(st.text(max_size=8), st.sampled_from(TRICKY_TEXT)), max_size=80))
def test_fenced_yaml_punctuation_never_raises(parts: list[str]) -> None:
    check(("---\n" + "".join(parts) + "\n---\nbody\n").encode("utf-8"))


# (c) YAML-ish documents built from nested values and dumped crudely

SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=30),
    st.sampled_from(
        [
            "yes",
            "no",
            "~",
            "null",
            "0x1F",
            "0o17",
            "1e3",
            ".inf",
            "-.nan",
            "2024-01-01",
            "12:30:00",
            "*a",
            "&a x",
            "!foo x",
            "!!str 5",
            "!!python/object:os.system x",
            "---",
            "...",
            "|",
            ">",
            "@x",
            "`x`",
            "%x",
        ]
    ),
)
KEYS = st.one_of(
    st.sampled_from(
        [
            "name",
            "description",
            "license",
            "compatibility",
            "metadata",
            "allowed-tools",
            "version",
            "model",
            "hooks",
            "<<",
            "?",
            "- x",
            "",
        ]
    ),
    st.text(max_size=12),
    st.integers(),
)
VALUES = st.recursive(
    SCALARS,
    lambda children: st.one_of(
        st.lists(children, max_size=5), st.dictionaries(KEYS, children, max_size=5)
    ),
    max_leaves=40,
)


def crude_dump(value: object, indent: int = 0, quote: bool = False) -> str:
    """Dump ``value`` as YAML-looking text without escaping, so it is often not valid YAML."""
    pad = " " * indent
    if isinstance(value, dict):
        if not value:
            return pad + "{}\n"
        out = []
        for key, item in value.items():
            if isinstance(item, (dict, list)) and item:
                out.append(f"{pad}{key}:\n{crude_dump(item, indent + 2, quote)}")
            else:
                out.append(f"{pad}{key}: {crude_dump(item, 0, quote).strip()}\n")
        return "".join(out)
    if isinstance(value, list):
        if not value:
            return pad + "[]\n"
        out = []
        for item in value:
            if isinstance(item, (dict, list)) and item:
                out.append(f"{pad}-\n{crude_dump(item, indent + 2, quote)}")
            else:
                out.append(f"{pad}- {crude_dump(item, 0, quote).strip()}\n")
        return "".join(out)
    text = "null" if value is None else str(value)
    return f'{pad}"{text}"\n' if quote else f"{pad}{text}\n"


@FUZZ
@given(VALUES, st.booleans(), st.text(max_size=200))
def test_crude_yaml_documents_never_raise(value: object, quote: bool, body: str) -> None:
    check(("---\n" + crude_dump(value, 0, quote) + "---\n" + body).encode("utf-8"))


@FUZZ
@given(st.dictionaries(KEYS, VALUES, max_size=8), st.booleans())
def test_crude_yaml_mappings_never_raise(mapping: dict[object, object], crlf: bool) -> None:
    text = "---\n" + crude_dump(mapping) + "---\n# Body\n"
    if crlf:
        text = text.replace("\n", "\r\n")
    check(text.encode("utf-8"))


# (d) random unicode


@FUZZ
@given(st.text(max_size=3000))
@example("\ufeff---\nname: x\ndescription: y\n---\n")
@example("\u2028---\u2028")
@example("---\u0085name: x\u0085---\u0085")
def test_random_unicode_never_raises(text: str) -> None:
    check(text.encode("utf-8"))


# deterministic hostile inputs the fuzzer is unlikely to build


def test_billion_laughs_reports_skl010() -> None:
    lines = ['a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    lines += [f"a{n}: &a{n} [" + ", ".join([f"*a{n - 1}"] * 10) + "]" for n in range(1, 9)]
    doc = parse_skill_md(
        ("---\nname: x\ndescription: y\n" + "\n".join(lines) + "\n---\nbody\n").encode()
    )
    assert "SKL010" in {p.code for p in doc.problems}


def test_deep_nesting_does_not_raise() -> None:
    check(
        ("---\nname: x\ndescription: y\nmetadata: " + "[" * 5000 + "]" * 5000 + "\n---\n").encode()
    )
    check(
        (
            "---\nname: x\ndescription: y\nmetadata: "
            + "{a: " * 3000
            + "b"
            + "}" * 3000
            + "\n---\n"
        ).encode()
    )


def test_block_nesting_does_not_raise() -> None:
    nested = "".join(" " * i + "k:\n" for i in range(2000))
    check(("---\nname: x\ndescription: y\nmetadata:\n" + " " + nested + "---\n").encode())


def test_valid_document_parses_to_a_mapping() -> None:
    doc = parse_skill_md(
        b"---\nname: tables\ndescription: Formats tables. Use when asked.\n---\n# T\n"
    )
    assert doc.frontmatter == {"name": "tables", "description": "Formats tables. Use when asked."}
    assert doc.body.strip() == "# T"
    assert doc.problems == ()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from([("[", "]"), ("{a: ", "}"), ("[{a: ", "}]"), ("- [", "]")]),
    st.integers(min_value=1, max_value=60_000),
    st.sampled_from(["metadata: ", "metadata:\n  k: ", "x-y: "]),
)
def test_nesting_of_any_depth_is_reported_not_crashed(
    brackets: tuple[str, str], depth: int, key: str
) -> None:
    """Issue 12: 30,000 levels segfaulted ruamel's C composer; past 64 levels it is SKL010."""
    opener, closer = brackets
    doc = parse_skill_md(
        f"---\nname: x\ndescription: y\n{key}{opener * depth}{closer * depth}\n---\n".encode()
    )
    codes = {p.code for p in doc.problems}
    assert set(codes) <= set(CODES)
    if depth * opener.count("[") + depth * opener.count("{") > 64:
        assert "SKL010" in codes or "SKL006" in codes
        assert doc.frontmatter is None
