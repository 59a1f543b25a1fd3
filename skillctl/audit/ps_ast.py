"""PowerShell read as a syntax tree (tree-sitter-powershell) and followed through the value model.

The grammar nests every expression in a chain of precedence nodes; a node
with a single child is read as that child. Variables (case-insensitive,
``$env:X``, ``$HOME``, ``$PROFILE``), strings with ``$x`` and ``$(…)``
expansion, ``+``, pipelines, ``[Convert]::FromBase64String``,
``DownloadString`` and ``Invoke-WebRequest`` carry labels to the sinks:
``Invoke-Expression``, ``[scriptblock]::Create``, ``powershell
-EncodedCommand``, ``Invoke-RestMethod -Body``/``UploadString``, DNS
look-ups, ``Remove-Item -Recurse`` with a resolved path, and writes to
``$PROFILE``, the Startup folder, Run keys, scheduled tasks and agent
settings. tree-sitter is imported only here.
"""

from __future__ import annotations

import base64
import binascii
import re
from dataclasses import dataclass
from dataclasses import field
from functools import cache
from typing import TYPE_CHECKING

from skillctl.audit import behaviour
from skillctl.audit import flow
from skillctl.audit import places
from skillctl.audit.flow import Hit
from skillctl.audit.flow import Label
from skillctl.audit.flow import Tag
from skillctl.audit.flow import Value

if TYPE_CHECKING:
    from tree_sitter import Node
    from tree_sitter import Parser

MAX_BYTES = 512 * 1024
MAX_DEPTH = 200
MAX_ARGS = 512  # a command with more elements is read by its first ones (crafted input)
TRIGGER = re.compile(
    r"iex|invoke-|iwr|irm|download|upload|frombase64|-enc|scriptblock|remove-item|\brm\b|"
    r"\bdel\b|\brd\b|set-content|add-content|out-file|copy-item|new-item|itemproperty|"
    r"schtasks|scheduledtask|resolve-dnsname|nslookup|\$env:|>|mppreference|firewall|netsh|"
    r"executionpolicy|setenforce|git\s|bitstransfer",
    re.IGNORECASE,
)
_FETCH = frozenset({"iwr", "invoke-webrequest", "irm", "invoke-restmethod", "curl", "wget"})
_EXEC = frozenset({"iex", "invoke-expression"})
_DELETE = frozenset({"remove-item", "rm", "del", "rd", "rmdir", "ri", "erase"})
_WRITE = frozenset({"set-content", "add-content", "out-file", "copy-item", "move-item",
                    "new-item", "tee-object", "sc", "ac", "cp", "copy", "move", "mv",
                    "new-itemproperty", "set-itemproperty", "sp"})  # fmt: skip
_READ = frozenset({"get-content", "gc", "cat", "type"})
_SWITCHES = frozenset({"-recurse", "-r", "-force", "-fo", "-f", "-usebasicparsing", "-noprofile",
                       "-nop", "-noninteractive", "-noni", "-append", "-nonewline", "-passthru",
                       "-confirm", "-whatif", "-wait", "-sta", "-verbose"})  # fmt: skip
_PATH_PARAMS = ("-path", "-literalpath", "-filepath", "-destination", "-outfile")


@cache
def _parser() -> Parser:
    import tree_sitter
    import tree_sitter_powershell

    return tree_sitter.Parser(tree_sitter.Language(tree_sitter_powershell.language()))


def analyse_powershell(text: str) -> list[Hit] | None:
    """Every sink hit in ``text``; ``None`` when it does not parse."""
    if not TRIGGER.search(text):
        return []
    root = _parser().parse(text.encode("utf-8", errors="replace")[:MAX_BYTES]).root_node
    if root.has_error and sum(c.has_error for c in root.children) > len(root.children) / 2:
        return None
    state = _State()
    state.expr(root, 0, Value.of(""))
    return state.hits


def _text(node: Node) -> str:
    return (node.text or b"").decode("utf-8", errors="replace")


@dataclass(slots=True)
class _State:
    env: dict[str, Value] = field(default_factory=dict)
    hits: list[Hit] = field(default_factory=list)
    downloaded: set[str] = field(default_factory=set)  # paths a download was saved to

    def hit(self, found: Hit | None) -> None:
        if found is not None:
            self.hits.append(found)

    def saved(self, url: Value, path: Value) -> None:
        """A download from ``url`` written to ``path``: running that path runs what came down."""
        if not places.is_local(list(url.texts)):
            # a path with an unknown part ($env:LOCALAPPDATA\tool.exe) is still the same text
            # wherever the script uses the same variable
            self.downloaded.update(t.lower() for t in path.texts if t.strip(flow.UNKNOWN))

    def started(self, program: Value, line: int, text: str) -> None:
        if any(t.lower() in self.downloaded for t in program.texts):
            self.hit(Hit(flow.EXEC_REMOTE, line, text, "runs a program it downloaded"))

    def expr(self, node: Node, depth: int, stdin: Value) -> Value:
        if depth > MAX_DEPTH:
            return Value.unknown()
        kind = node.type
        named = [
            c for c in node.named_children if c.type not in ("command_argument_sep", "comment")
        ]
        if kind == "variable":
            return self.variable(_text(node))
        if kind == "string_literal":
            return self.string(_text(node))
        if kind == "pipeline_chain" or (kind == "pipeline" and len(named) > 1):
            out = stdin
            for part in named:
                out = self.expr(part, depth + 1, out)
            return out
        if kind == "assignment_expression" and named:
            value = self.expr(named[-1], depth + 1, stdin)
            self.env[_text(named[0]).strip().lower().strip("${}")] = value
            return Value.of("")
        if kind == "command":
            return self.command(node, depth, stdin)
        if kind == "redirections":
            for target in node.named_children:
                name = next(
                    (c for c in target.named_children if c.type == "redirected_file_name"), None
                )
                if name is not None:
                    path = self.expr(name, depth + 1, Value.of(""))
                    self.hit(
                        flow.write_hit(
                            _persistent(path), node.start_point.row + 1, _text(node.parent or node)
                        )
                    )
            return stdin
        if kind == "invokation_expression":
            return self.invocation(node, named, depth, stdin)
        if kind == "additive_expression" and len(named) > 1:
            return flow.concat(*(self.expr(c, depth + 1, stdin) for c in named))
        if kind == "member_access" and named:
            return self.expr(named[0], depth + 1, stdin)
        if kind in ("generic_token", "simple_name", "type_literal"):
            return Value.of(_text(node))
        if len(named) == 1:
            return self.expr(named[0], depth + 1, stdin)
        out = Value.unknown()
        for child in named:
            out = self.expr(child, depth + 1, Value.of(""))
        return out

    def variable(self, name: str) -> Value:
        lowered = name.lower().strip("${}")
        if lowered.startswith("env:"):
            return flow.env_value(name.strip("${}")[4:].upper())
        if lowered in ("home",):
            return Value.of("~", Tag(Label.PATH, "~"))
        if lowered == "profile":
            return Value.of("$PROFILE")
        return self.env.get(lowered, Value.unknown())

    def string(self, literal: str) -> Value:
        if literal.startswith(("'", "@'")):
            return Value.of(literal.strip("@'"))
        body = literal.strip('@"')
        parts: list[Value] = []
        last = 0
        for match in re.finditer(r"\$\{?(?:env:)?\w+\}?", body, re.IGNORECASE):
            parts += [Value.of(body[last : match.start()]), self.variable(match.group(0))]
            last = match.end()
        parts.append(Value.of(body[last:]))
        return flow.concat(*parts)

    def arguments(self, node: Node, depth: int) -> list[tuple[str | None, Value, str]]:
        """(parameter or None, value, raw text) for each element of a command."""
        elements = node.child_by_field_name("command_elements")
        found: list[tuple[str | None, Value, str]] = []
        pending: str | None = None
        for element in (elements.named_children if elements is not None else [])[:MAX_ARGS]:
            if element.type == "command_argument_sep":
                continue
            if element.type == "command_parameter":
                if pending is not None:
                    found.append((pending, Value.of(""), ""))
                pending = _text(element).lower().rstrip(":")
                if pending in _SWITCHES:  # takes no value: the next word is positional
                    found.append((pending, Value.of(""), pending))
                    pending = None
                continue
            found.append((pending, self.expr(element, depth + 1, Value.of("")), _text(element)))
            pending = None
        if pending is not None:
            found.append((pending, Value.of(""), ""))
        return found

    def command(self, node: Node, depth: int, stdin: Value) -> Value:
        name_node = node.child_by_field_name("command_name")
        if name_node is not None and _text(name_node)[:1] == "$":  # `& $tool args`
            self.started(self.variable(_text(name_node)), node.start_point.row + 1, _text(node))
        if name_node is None or name_node.type != "command_name" or _text(name_node)[:1] in "($":
            # `& (…)` / `. (…)`: what is invoked is an expression
            out = Value.unknown()
            for child in node.named_children:
                out = self.expr(child, depth + 1, stdin)
            return out
        name = _text(name_node).lower()
        args = self.arguments(node, depth)
        line, text = node.start_point.row + 1, _text(node.parent or node)
        params = {p: v for p, v, _ in args if p is not None}
        positional = [v for p, v, _ in args if p is None]
        for found in behaviour.judge_cmdlet(
            name, {p: v.texts[0] for p, v in params.items()}, line, text
        ):
            self.hit(found)
        if "-" not in name:  # a native program: judged like a command line
            words = [Value.of(name), *(Value.of(raw) for _, _, raw in args)]
            for found in behaviour.judge_command(words, line, text):
                self.hit(found)
        if name in _EXEC:
            code = params.get("-command", positional[0] if positional else stdin)
            self.hit(flow.exec_hit(code, line, text))
            return Value.unknown()
        if name in ("powershell", "pwsh", "powershell.exe", "pwsh.exe"):
            encoded = next(
                (v for p, v, _ in args if p and re.fullmatch(r"-e(?:nc(?:odedcommand)?)?", p)), None
            )
            if encoded is not None:
                self.hit(flow.exec_hit(_decode_utf16(encoded), line, text))
            elif "-command" in params or "-c" in params:
                self.hit(
                    flow.exec_hit(
                        params.get("-command", params.get("-c", Value.unknown())), line, text
                    )
                )
            return Value.unknown()
        if name in _FETCH:
            url = params.get("-uri", positional[0] if positional else Value.of(""))
            payload = flow.union(params.get("-body", Value.of("")), self.read(params["-infile"]) if "-infile" in params else Value.of(""), stdin if stdin.tags else Value.of(""))  # fmt: skip
            payload = flow.union(
                payload, flow.Value(url.texts, url.tags if _has_host(url) else frozenset())
            )
            self.hit(flow.network_hit(payload, list(url.texts), line, text))
            if "-outfile" in params:
                self.hit(flow.write_hit(params["-outfile"], line, text))
                self.saved(url, params["-outfile"])
            return (
                Value.unknown()
                if places.is_local(list(url.texts))
                else Value.unknown(Tag(Label.REMOTE))
            )
        if name == "join-path":
            parts = [params.get("-path"), params.get("-childpath"), *positional]
            joined = [v for v in parts if v is not None]
            if joined:
                pieces: list[Value] = []
                for index, part in enumerate(joined):
                    pieces += [Value.of("\\")] * bool(index) + [part]
                return flow.concat(*pieces)
        if name == "start-bitstransfer" and "-destination" in params:
            self.saved(params.get("-source", Value.unknown()), params["-destination"])
        if name in ("start-process", "saps", "start", "invoke-item", "ii"):
            self.started(params.get("-filepath", positional[0] if positional else Value.of("")), line, text)  # fmt: skip
        if name in ("resolve-dnsname", "nslookup"):
            self.hit(flow.network_hit(flow.union(*positional, *params.values()), [], line, text))
            return Value.unknown()
        if name in _DELETE and any(p in ("-recurse", "-r", "/s") for p in params) | any(
            raw.lower() in ("-recurse", "/s") for _, _, raw in args
        ):
            for target in [params.get("-path"), params.get("-literalpath"), *positional]:
                if target is not None:
                    self.hit(flow.delete_hit(target, line, text))
            return Value.of("")
        if name in _WRITE:
            targets = [params[p] for p in _PATH_PARAMS if p in params]
            if not targets and positional:
                targets = [
                    positional[-1]
                    if name in ("copy-item", "cp", "copy", "move-item", "move", "mv")
                    else positional[0]
                ]
            for target in targets:
                self.hit(flow.write_hit(_persistent(target), line, text))
            return stdin
        if name in ("register-scheduledtask", "schtasks") and (
            name != "schtasks" or "/create" in text.lower()
        ):
            self.hit(Hit(flow.PERSISTENCE_WRITE, line, text, "registers a scheduled task"))
            return Value.of("")
        if name in _READ:
            return flow.union(*(self.read(v) for v in positional)) if positional else stdin
        if name in ("gci", "get-childitem", "dir", "ls") and any(
            "env:" in raw.lower() for _, _, raw in args
        ):
            return Value.unknown(Tag(Label.SECRET, "environment"))
        if name in ("echo", "write-output"):
            return flow.union(*positional) if positional else stdin
        return Value.unknown(*flow.union(stdin, *(v for _, v, _ in args)).tags)

    def invocation(self, node: Node, named: list[Node], depth: int, stdin: Value) -> Value:
        code = _text(node).lower()
        member = next((c for c in named if c.type == "member_name"), None)
        method = _text(member).lower() if member is not None else ""
        arg_list = next((c for c in named if c.type == "argument_list"), None)
        args: list[Value] = []
        if arg_list is not None:
            expressions = next(
                (c for c in arg_list.named_children if c.type == "argument_expression_list"), None
            )
            children = expressions.named_children if expressions is not None else []
            args.extend(self.expr(arg, depth + 1, Value.of("")) for arg in children)
        line, text = node.start_point.row + 1, _text(node)
        if method == "frombase64string" and args:
            return _decode_base64(args[0])
        if method == "getstring" and args:
            return args[0]
        if method == "create" and "scriptblock" in code and args:
            self.hit(flow.exec_hit(args[0], line, text))
            return Value.unknown()
        if method in ("downloadstring", "downloaddata", "openread"):
            return Value.unknown(Tag(Label.REMOTE))
        if method in ("downloadfile", "downloadfileasync") and len(args) > 1:
            self.saved(args[0], args[1])
            return Value.of("")
        if method in ("uploadstring", "uploaddata", "uploadfile", "uploadvalues") and args:
            payload = args[-1] if method != "uploadfile" else self.read(args[-1])
            self.hit(flow.network_hit(payload, list(args[0].texts), line, text))
            return Value.unknown()
        if method in ("writealltext", "appendalltext", "writealllines", "copy") and args:
            self.hit(
                flow.write_hit(
                    _persistent(args[-2] if method == "copy" and len(args) > 1 else args[0]),
                    line,
                    text,
                )
            )
            return Value.unknown()
        if method == "getenvironmentvariables":
            return Value.unknown(Tag(Label.SECRET, "environment"))
        if method == "getenvironmentvariable" and args:
            return flow.env_value(args[0].texts[0])
        if method in ("gethostaddresses", "gethostentry") and args:
            self.hit(flow.network_hit(args[0], [], line, text))
            return Value.unknown()
        base = named[0] if named else None
        return self.expr(base, depth + 1, stdin) if base is not None else Value.unknown()

    def read(self, path: Value) -> Value:
        tags = [
            Tag(Label.SECRET, s)
            for t in path.texts
            if (s := places.sensitive_path(t.replace("\\", "/")))
        ]
        return Value.unknown(*(tags or [Tag(Label.USERDATA)]), *path.tags)


def _has_host(url: Value) -> bool:
    return any(re.match(r"^https?://", t) for t in url.texts)


def _persistent(path: Value) -> Value:
    """A Windows path in forward-slash form, as the model's path checks read it."""
    return Value(tuple(t.replace("\\", "/") for t in path.texts), path.tags)


def _decode_base64(value: Value) -> Value:
    decoded = []
    for text in value.texts:
        try:
            decoded.append(base64.b64decode(text).decode("utf-8", errors="replace"))
        except (ValueError, binascii.Error):
            decoded.append(flow.UNKNOWN)
    return Value(tuple(decoded), value.tags | {Tag(Label.DECODED)})


def _decode_utf16(value: Value) -> Value:
    decoded = []
    for text in value.texts:
        try:
            decoded.append(base64.b64decode(text).decode("utf-16-le", errors="replace"))
        except (ValueError, binascii.Error):
            decoded.append(flow.UNKNOWN)
    return Value(tuple(decoded), value.tags | {Tag(Label.DECODED)})
