"""What library calls return in the Python flow model: paths, environment, decoders, files.

``os.path.join``/``Path(…)``/``/`` join paths (``Path.home()`` is ``~``),
``os.getenv`` is a setting of the user's (or a labelled secret), decoders
(base64, hex, rot13, ``chr`` over char codes) decode known text, ``open``
gives a file handle, reads give the file's labels, ``requests``/``urlopen``
give downloaded data, ``str.join``/``replace``/``format`` compute text, and
anything else carries its arguments' labels.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from skillctl.audit import flow
from skillctl.audit.flow import Label
from skillctl.audit.flow import Tag
from skillctl.audit.flow import Value
from skillctl.audit.lazy_regex import LazyRegex
from skillctl.audit.python_values import Handle
from skillctl.audit.python_values import Item
from skillctl.audit.python_values import Mapping
from skillctl.audit.python_values import Seq
from skillctl.audit.python_values import decoded
from skillctl.audit.python_values import either
from skillctl.audit.python_values import joined
from skillctl.audit.python_values import path_join
from skillctl.audit.python_values import tags_of
from skillctl.audit.python_values import value_of

if TYPE_CHECKING:
    from skillctl.audit.python_sinks import Sinks

ARGV = Tag(Label.USERDATA, "argv")  # the user's own words: command line, prompt, stdin
ENV = Tag(Label.USERDATA, "env")  # a setting from the user's environment (not a secret)
_PATH_CALLS = frozenset(
    {"os.path.join", "posixpath.join", "ntpath.join", "pathlib.Path", "pathlib.PurePath",
     "pathlib.PosixPath", "pathlib.PurePosixPath", "pathlib.WindowsPath", "Path", "PurePath"}
)  # fmt: skip
_TEMPFILES = frozenset({"tempfile.NamedTemporaryFile", "tempfile.TemporaryFile", "tempfile.SpooledTemporaryFile"})  # fmt: skip
_SAME = frozenset(
    {"os.path.expanduser", "os.path.expandvars", "os.path.abspath", "os.path.realpath",
     "os.path.normpath", "os.fspath", "str", "bytes", "list", "tuple", "set", "sorted",
     "frozenset", "shlex.join", "json.dumps", "json.loads", "dict", "repr", "format",
     "urllib.request.Request", "text", "sqlalchemy.text", "sqlalchemy.sql.text",
     "sql.SQL", "psycopg.sql.SQL", "psycopg2.sql.SQL", "textwrap.dedent"}
)  # fmt: skip
_SAME_METHODS = frozenset(
    {"expanduser", "resolve", "absolute", "strip", "rstrip", "lstrip", "decode", "encode",
     "as_posix", "with_suffix", "lower", "upper", "title", "casefold", "copy", "items",
     "values", "keys", "splitlines", "split", "get", "dumps"}
)  # fmt: skip
_DECODERS = {
    "base64.b64decode": "base64", "base64.standard_b64decode": "base64",
    "base64.urlsafe_b64decode": "urlsafe_base64", "base64.b32decode": "base32",
    "bytes.fromhex": "hex", "binascii.unhexlify": "hex", "binascii.a2b_hex": "hex",
    "binascii.a2b_base64": "base64",
}  # fmt: skip
_FETCH = LazyRegex(r"^(?:requests|httpx|urllib3|aiohttp)\.|urlopen$|^urllib\.request\.")
_DECOMPRESS = {"gzip.decompress": "gzip", "zlib.decompress": "zlib"}
_DIRNAME = frozenset({"os.path.dirname", "posixpath.dirname", "ntpath.dirname"})
_IMPORTS = frozenset({"__import__", "importlib.import_module", "builtins.__import__"})
_NAMESPACES = frozenset({"vars", "globals", "locals"})
MAX_RANGE = 64
_PARSERS = frozenset({"yaml.safe_load", "yaml.load", "yaml.full_load", "json.loads", "json.load",
                      "tomllib.loads", "tomli.loads", "toml.loads", "ast.literal_eval"})  # fmt: skip


def library_value(
    sinks: Sinks,
    name: str,
    last: str,
    args: list[Item],
    kwargs: dict[str, Item],
    receiver: Item | None,
) -> Item:
    first = args[0] if args else None
    if isinstance(receiver, Mapping):
        found = _mapping_method(receiver, last, args)
        if found is not None:
            return found
    if name == "len" and first is not None:
        return _length(first)
    if name == "range" and args:
        return _range(args)
    if name in _DIRNAME and first is not None:
        return flow.dirname(value_of(first))
    if name in _DECOMPRESS and first is not None:
        return decoded(value_of(first), _DECOMPRESS[name])
    if name in _IMPORTS and first is not None:
        module = value_of(first)
        return Value.of(f"<module {module.texts[0]}>", *module.tags) if module.is_known and len(module.texts) == 1 else module  # fmt: skip
    if name in _NAMESPACES:
        return module_ref(first) if first is not None else Value.of("<module builtins>")
    if name == "getattr" and len(args) > 1:
        attribute = value_of(args[1])
        base = module_ref(first)
        if base.texts[0].startswith("<module ") and attribute.is_known:
            return attribute if base.texts[0] == "<module signal>" else member_ref(base, attribute)
    if name in _PATH_CALLS or (last == "joinpath" and receiver is not None):
        return path_join([receiver, *args] if last == "joinpath" and receiver else args)
    if name in ("pathlib.Path.home", "Path.home", "os.path.expanduser") and not args:
        return Value.of("~", Tag(Label.PATH, "~"))
    if name == "chr" and isinstance(first, Value) and first.is_known:
        return _characters(first)
    if name in ("bytes", "bytearray") and isinstance(first, Seq):
        return joined(Value.of(""), Seq(tuple(_characters(value_of(i)) for i in first.items)))
    if name == "map" and len(args) > 1 and isinstance(args[1], Seq) and _is_name(args[0], "chr"):
        return Seq(tuple(_characters(value_of(i)) for i in args[1].items))
    if name in _SAME and first is not None and not (name == "format" and receiver is not None):
        return first  # (the builtin format(); "…".format(x) is the string method)
    if name in ("os.getenv", "os.environ.get", "os.environ.setdefault") and first is not None:
        found = flow.env_value(value_of(first).texts[0])
        found = found if found.tags else found.tagged(ENV)  # a setting of the user's
        return either(found, args[1]) if len(args) > 1 else found
    if name in _DECODERS and first is not None:
        return decoded(value_of(first), _DECODERS[name])
    if name == "codecs.decode" and first is not None:
        how = value_of(args[1] if len(args) > 1 else kwargs.get("encoding", Value.of("")))
        return decoded(value_of(first), how.texts[0].lower())
    if name == "reversed" and isinstance(first, Seq):
        return Seq(tuple(reversed(first.items)))
    if name == "reversed" and isinstance(first, Value):  # "".join(reversed("toor"))
        return (
            Seq(tuple(Value.of(c) for c in reversed(first.texts[0][:256])))
            if first.is_known
            else first
        )
    if name == "open" or (last == "open" and receiver is not None and name != "os.open"):
        path = value_of(
            first if name == "open" and first is not None else receiver or Value.unknown()
        )
        mode = value_of(args[1] if name == "open" and len(args) > 1 else kwargs.get("mode", args[0] if last == "open" and name != "open" and args else Value.of("r"))).texts[0]  # fmt: skip
        return Handle(path, writing=bool(set(mode) & set("wax+")))
    if name in _TEMPFILES:  # one named temporary file stands for all of them
        return Handle(Value.of("<tempfile>"), writing=True)
    listed = _listing(name, last, args, receiver)
    if listed is not None:
        return listed
    if last in ("read", "readlines", "read_text", "read_bytes") and receiver is not None:
        return sinks.read(receiver)
    if last in ("load", "safe_load") and isinstance(first, Handle):
        return sinks.read(first)
    if name in _PARSERS and isinstance(first, Mapping | Seq):
        return first  # yaml.safe_load(path.read_text()) of one of the skill's data files
    if _FETCH.search(name):
        return Value.unknown(Tag(Label.REMOTE))
    if last in ("parse_args", "parse_known_args") or name in ("input", "sys.stdin.read"):
        return Value.unknown(ARGV)
    if last == "join" and isinstance(receiver, Value) and first is not None:
        return joined(receiver, first)
    if isinstance(receiver, Value) and receiver.is_known:
        text = _string_method(receiver, last, args)
        if text is not None:
            return text
    if last in _SAME_METHODS and receiver is not None:
        return receiver
    passed: list[Tag] = [t for a in args for t in tags_of(a)]
    passed += [t for a in kwargs.values() for t in tags_of(a)]
    if receiver is not None:
        passed += tags_of(receiver)
    return Value.unknown(*passed)


def _listing(name: str, last: str, args: list[Item], receiver: Item | None) -> Item | None:
    """A folder listed: one entry standing for every file that matches (``~/.ssh/id_*``), so
    a loop over ``folder.glob("id_*")`` reads what such a path names."""
    pattern = value_of(args[0]).texts[0] if args and isinstance(args[0], Value) else "*"
    if last in ("glob", "rglob", "iterdir") and isinstance(receiver, Value) and receiver.is_known:
        folder = receiver.texts[0]
        if folder.startswith("<"):
            return None
        return Seq((Value.of(f"{folder.rstrip('/')}/{pattern}", *receiver.tags),))
    if name in ("glob.glob", "glob.iglob") and args and isinstance(args[0], Value):
        return Seq((args[0],)) if args[0].is_known else None
    if name == "os.listdir":
        return Seq((Value.of("*"),))  # names only: joined to the folder by the caller
    return None


def module_ref(item: Item | None) -> Value:
    """What a name holding a module (``import builtins as b``; ``vars(b)``) refers to."""
    value = value_of(item) if item is not None else Value.unknown()
    return value if value.texts[0].startswith("<module ") else Value.unknown(*value.tags)


def member_ref(module: Value, attribute: Value) -> Value:
    """``getattr(module, name)`` / ``vars(module)[name]`` with both known: the member itself
    (``<ref builtins.exec>``), so calling it is calling ``builtins.exec``."""
    base = module.texts[0].removeprefix("<module ").removesuffix(">")
    return Value(tuple(f"<ref {base}.{t}>" for t in attribute.texts), module.tags | attribute.tags)


def _mapping_method(table: Mapping, method: str, args: list[Item]) -> Item | None:
    if method == "items":
        return Seq(tuple(Seq((Value.of(k), v)) for k, v in table.pairs))
    if method == "values":
        return Seq(tuple(v for _, v in table.pairs))
    if method == "keys":
        return Seq(tuple(Value.of(k) for k, _ in table.pairs))
    if method in ("get", "pop", "setdefault") and args:
        found = table.get(value_of(args[0]))
        if found is None:
            return args[1] if len(args) > 1 else Value.unknown()
        return either(found, args[1]) if len(args) > 1 and method == "get" else found
    if method == "copy":
        return table
    return None


def _length(item: Item) -> Value:
    if isinstance(item, Seq):
        return Value.of(str(len(item.items)))
    if isinstance(item, Mapping):
        return Value.of(str(len(item.pairs)))
    if isinstance(item, Value) and item.is_known and len(item.texts) == 1:
        return Value.of(str(len(item.texts[0])))
    return Value.unknown()


def _range(args: list[Item]) -> Item:
    """``range(n)``/``range(a, b)`` over known small numbers: the numbers, so a loop or
    ``map`` over it reads each index."""
    try:
        bounds = [int(value_of(a).texts[0]) for a in args[:3]]
    except ValueError:
        return Value.unknown()
    numbers = range(*bounds) if bounds[-1:] != [0] or len(bounds) < 3 else range(0)
    if len(numbers) > MAX_RANGE:
        return Value.unknown()
    return Seq(tuple(Value.of(str(n)) for n in numbers))


def _characters(code: Value) -> Value:
    """``chr(n)`` of a known number (several numbers: several characters)."""
    try:
        return Value(tuple(chr(int(t, 0)) for t in code.texts), code.tags | {Tag(Label.DECODED)})
    except (ValueError, OverflowError):
        return Value.unknown(*code.tags, Tag(Label.DECODED))


def _is_name(item: Item, name: str) -> bool:
    return isinstance(item, Value) and item.texts == (f"<builtin {name}>",)


def _string_method(receiver: Value, method: str, args: list[Item]) -> Value | None:
    texts = [value_of(a).texts[0] for a in args]
    try:
        if method == "format":  # an unknown argument leaves an unknown stretch, like an f-string
            tags = receiver.tags.union(*(value_of(a).tags for a in args))
            return Value(tuple(t.format(*texts) for t in receiver.texts), tags)
        if method == "replace" and len(texts) >= 2 and not any(flow.UNKNOWN in t for t in texts):
            return Value(
                tuple(t.replace(texts[0], texts[1]) for t in receiver.texts), receiver.tags
            )
    except (IndexError, KeyError, ValueError):
        return None
    return None
