"""Shell read as a syntax tree (tree-sitter-bash) and followed through the value model.

Statements run in order. Assignments (also from ``$(…)``, arrays, ``+=``,
``${X:-default}``, loop variables and ``read`` from a redirect) bind values;
pipelines hand each command's output to the next as its stdin. Sinks are
judged by the role of each argument: curl's ``-d``/``-F``/``-T``/URL query
is payload, its host is destination, ``-H 'Authorization: …'`` is auth. Text
given to ``eval`` or ``sh -c`` is itself parsed again (two levels at most),
so a base64 or hex constant decoded into a variable and evaluated is read as
what it runs. tree-sitter is imported only when a shell text is analysed;
text that does not parse still goes through the pattern rules.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from dataclasses import field
from functools import cache
from typing import TYPE_CHECKING

from skillctl.audit import flow
from skillctl.audit.flow import Hit
from skillctl.audit.flow import Label
from skillctl.audit.flow import Tag
from skillctl.audit.flow import Value
from skillctl.audit.shell_words import ansi_c
from skillctl.audit.shell_words import calls_in
from skillctl.audit.shell_words import decode
from skillctl.audit.shell_words import joined
from skillctl.audit.shell_words import split_flag
from skillctl.audit.shell_words import unescape
from skillctl.audit.shell_words import url_payload

if TYPE_CHECKING:
    from tree_sitter import Node
    from tree_sitter import Parser

MAX_BYTES = 512 * 1024
MAX_DEPTH = 120
MAX_NESTED = 2
MAX_ARGS = 256  # a command with more arguments is read by its first ones (crafted input)
TRIGGER = re.compile(
    r"curl|wget|\bnc\b|ncat|socat|eval|source|\.\s|bash|\bsh\b|zsh|python|node|perl|\brm\b|"
    r"base64|xxd|openssl|>|\btee\b|\bcp\b|\bmv\b|\bln\b|crontab|systemctl|launchctl|dig|"
    r"nslookup|\bhost\b|env\b|\(\)|mkdir|sed|\binstall\s+-|find|\btouch\b"
)
_SHELLS = frozenset({"bash", "sh", "zsh", "dash", "ksh", "fish", "ash"})
_INTERPRETERS = _SHELLS | frozenset({"python", "python3", "node", "perl", "ruby", "pwsh", "php"})
_WRAPPERS = frozenset({"sudo", "nohup", "time", "command", "exec", "builtin", "doas", "nice"})
_DECODERS = frozenset({"base64", "xxd", "openssl", "gunzip", "zcat", "rev", "uudecode", "bunzip2"})
_CURL_PAYLOAD = frozenset(
    {"-d", "--data", "--data-raw", "--data-binary", "--data-urlencode", "--data-ascii",
     "-F", "--form", "--form-string", "-T", "--upload-file", "--json"}
)  # fmt: skip
_CURL_VALUED = frozenset(
    {"-X", "--request", "-A", "--user-agent", "-e", "--referer", "-o", "--output", "-m",
     "--max-time", "-x", "--proxy", "-w", "--write-out", "--connect-timeout", "-b", "--cookie",
     "-c", "--cookie-jar", "--retry", "-u", "--user", "-H", "--header", "--url", "-K", "--config"}
)  # fmt: skip
_AUTH_HEADER = re.compile(r"^\s*(authorization|x-api-key|api-key|private-token|x-auth[\w-]*)\s*:", re.I)  # fmt: skip
_DNS = frozenset({"dig", "nslookup", "host", "drill", "resolvectl"})
_RAW_NET = frozenset({"nc", "ncat", "netcat", "socat", "telnet"})
_WRITERS = frozenset({"cp", "mv", "ln", "install", "rsync", "mkdir", "touch"})


@cache
def _parser() -> Parser:
    import tree_sitter
    import tree_sitter_bash

    return tree_sitter.Parser(tree_sitter.Language(tree_sitter_bash.language()))


def analyse_shell(text: str) -> list[Hit] | None:
    """Every sink hit in ``text`` (lines 1-based in ``text``); ``None`` when it does not parse."""
    if not TRIGGER.search(text):
        return []
    data = text.encode("utf-8", errors="replace")[:MAX_BYTES]
    root = _parser().parse(data).root_node
    if root.has_error and _error_share(root) > 0.5:
        return None
    state = _State()
    state.block(root, 0)
    return state.hits


def _error_share(root: Node) -> float:
    bad = sum(c.end_byte - c.start_byte for c in root.children if c.type == "ERROR" or c.has_error)
    return bad / max(1, root.end_byte - root.start_byte)


def _text(node: Node) -> str:
    return (node.text or b"").decode("utf-8", errors="replace")


@dataclass(slots=True)
class _State:
    env: dict[str, Value] = field(default_factory=dict)
    arrays: dict[str, list[Value]] = field(default_factory=dict)
    bombs: set[str] = field(default_factory=set)
    functions: dict[str, Node] = field(default_factory=dict)
    calls: list[str] = field(default_factory=list)  # functions being run (no recursion)
    call_budget: int = 64  # function calls followed in all: bounded work on crafted input
    hits: list[Hit] = field(default_factory=list)
    line_offset: int = 0  # for nested eval text: its hits are reported on the eval's line
    nested: int = 0
    pipeline: str = ""  # the pipeline being run: a hit's text shows all of it, not one stage

    def code(self, node: Node) -> str:
        return self.pipeline or _text(node)

    def line(self, node: Node) -> int:
        return self.line_offset or node.start_point.row + 1

    def hit(self, found: Hit | None) -> None:
        if found is not None:
            self.hits.append(found)

    # -- statements ------------------------------------------------------------------
    def block(self, node: Node, depth: int) -> Value:
        out = Value.unknown()
        for child in node.named_children:
            out = self.statement(child, depth + 1)
        return out

    def statement(self, node: Node, depth: int, stdin: Value | None = None) -> Value:
        if depth > MAX_DEPTH:
            return Value.unknown()
        kind = node.type
        if kind == "command":
            return self.command(node, stdin or Value.of(""), depth)
        if kind == "pipeline":
            out = stdin or Value.of("")
            outer, self.pipeline = self.pipeline, self.pipeline or _text(node)
            for part in node.named_children:
                out = self.statement(part, depth + 1, out)
            self.pipeline = outer
            return out
        if kind == "variable_assignment":
            self.assign(node, depth)
            return Value.of("")
        if kind == "declaration_command":
            for child in node.named_children:
                if child.type == "variable_assignment":
                    self.assign(child, depth)
            return Value.of("")
        if kind == "redirected_statement":
            return self.redirected(node, stdin, depth)
        if kind == "for_statement":
            return self.for_loop(node, depth)
        if kind == "function_definition":
            self.function(node, depth)
            return Value.of("")
        if kind in ("comment", "heredoc_body"):
            return Value.of("")
        out = Value.unknown()
        for child in node.named_children:
            out = self.statement(child, depth + 1, stdin if child.type != "do_group" else None)
        return out

    def assign(self, node: Node, depth: int) -> None:
        name_node = node.child_by_field_name("name")
        value_node = node.child_by_field_name("value")
        if name_node is None:
            return
        name = _text(name_node).split("[")[0]
        if value_node is None:
            self.env[name] = Value.of("")
            return
        if value_node.type == "array":
            items = [self.word(c, depth) for c in value_node.named_children]
            self.arrays[name] = items
            self.env[name] = flow.union(*items) if items else Value.of("")
            return
        value = self.word(value_node, depth)
        if any(c.type == "+=" for c in node.children) and name in self.env:
            value = flow.concat(self.env[name], value)
        self.env[name] = value

    def for_loop(self, node: Node, depth: int) -> Value:
        variable = node.child_by_field_name("variable")
        items = [
            self.word(c, depth)
            for c in node.children_by_field_name("value")
            if c.type not in ("do_group",)
        ]
        if variable is not None:
            self.env[_text(variable)] = flow.union(*items) if items else Value.unknown()
        body = node.child_by_field_name("body")
        return self.block(body, depth) if body is not None else Value.unknown()

    def function(self, node: Node, depth: int) -> None:
        name_node = node.child_by_field_name("name")
        body = node.child_by_field_name("body")
        if name_node is None or body is None:
            return
        name = _text(name_node)
        self.functions[name] = body
        self.block(body, depth)
        calls = calls_in(body, name)
        if calls >= 2 or (calls >= 1 and "&" in _text(body)):
            self.bombs.add(name)  # only a later call sets it off

    def redirected(self, node: Node, stdin: Value | None, depth: int) -> Value:
        body = node.child_by_field_name("body")
        feed = stdin
        writes: list[Node] = []
        for redirect in node.children_by_field_name("redirect"):
            feed, more = self.redirect(redirect, feed, depth)
            writes += more
        for target in writes:
            self.hit(flow.write_hit(self.word(target, depth), self.line(node), self.code(node)))
        if body is None:
            return Value.unknown()
        if body.type == "while_statement":
            self.read_loop(body, feed)
        return self.statement(body, depth + 1, feed)

    def redirect(
        self, node: Node, feed: Value | None, depth: int
    ) -> tuple[Value | None, list[Node]]:
        """The stdin a redirect provides, and the files it writes."""
        writes: list[Node] = []
        if node.type == "file_redirect":
            dest = node.child_by_field_name("destination")
            ops = [c.type for c in node.children if not c.is_named]
            if dest is not None and any(op in (">", ">>", ">|", "&>", "&>>") for op in ops):
                writes.append(dest)
            elif dest is not None and "<" in ops:
                feed = self.read_file(self.word(dest, depth))
        elif node.type == "herestring_redirect":
            parts = node.named_children
            feed = self.word(parts[-1], depth) if parts else feed
        elif node.type == "heredoc_redirect":
            body = next((c for c in node.named_children if c.type == "heredoc_body"), None)
            feed = self.word(body, depth) if body is not None else Value.unknown()
            for inner in node.named_children:
                if inner.type == "file_redirect":
                    _, more = self.redirect(inner, None, depth)
                    writes += more
        return feed, writes

    def read_loop(self, loop: Node, feed: Value | None) -> None:
        condition = loop.child_by_field_name("condition")
        if condition is None or feed is None:
            return
        words = [_text(c) for c in condition.named_children]
        if words and words[0] == "read":
            for name in words[1:]:
                if not name.startswith("-"):
                    self.env[name] = feed

    # -- commands ----------------------------------------------------------------------
    def command(self, node: Node, stdin: Value, depth: int) -> Value:
        name_node = node.child_by_field_name("name")
        for child in node.named_children:
            if child.type == "variable_assignment":
                self.assign(child, depth)
        if name_node is None:
            return Value.of("")
        args_nodes = node.children_by_field_name("argument")[:MAX_ARGS]
        for redirect in node.children_by_field_name("redirect"):
            stdin = self.redirect(redirect, stdin, depth)[0] or stdin
        words = [self.word(name_node, depth), *(self.word(a, depth) for a in args_nodes)]
        return self.run(words, stdin, node, depth)

    def run(self, words: list[Value], stdin: Value, node: Node, depth: int) -> Value:
        raw = [w.texts[0] for w in words]
        while raw and raw[0].rsplit("/", 1)[-1] in _WRAPPERS | {"env"} and len(raw) > 1:
            if raw[0] == "env" and not any("=" not in r and not r.startswith("-") for r in raw[1:]):
                break
            words, raw = words[1:], raw[1:]
            while len(raw) > 1 and (raw[0].startswith("-") or "=" in raw[0]):
                words, raw = words[1:], raw[1:]
        name = raw[0].rsplit("/", 1)[-1] if raw else ""
        args, arg_texts = words[1:], raw[1:]
        line, text = self.line(node), self.code(node)
        everything = flow.union(stdin, *args)
        if name in self.bombs:
            self.hit(Hit(flow.FORK_BOMB, line, text, f"{name} starts itself twice"))
        elif name in self.functions and name not in self.calls and self.call_budget > 0:
            return self.call(name, args, depth)
        if name in ("eval", "source", "."):
            payload = flow.concat(*args) if name == "eval" else flow.union(*args)
            self.exec(payload, node, depth)
            return Value.unknown(*payload.tags)
        if name in _INTERPRETERS or re.fullmatch(r"python3(\.\d+)?", name):
            return self.interpreter(name, args, arg_texts, stdin, node, depth)
        if name == "curl":
            return self.curl(args, arg_texts, stdin, line, text)
        if name == "wget":
            return self.wget(args, arg_texts, line, text)
        if name in _RAW_NET:
            self.hit(flow.network_hit(stdin, arg_texts, line, text))
            return Value.unknown(Tag(Label.REMOTE))
        if name in _DNS:
            self.hit(flow.network_hit(flow.union(*args), [], line, text))
            return Value.unknown()
        if name in _DECODERS:
            return decode(name, arg_texts, stdin)
        if name in ("echo", "printf"):
            shown = [
                a for a, t in zip(args, arg_texts, strict=True) if not re.fullmatch(r"-[neE]+", t)
            ]
            return joined(shown)
        if name in ("cat", "head", "tail", "less", "more", "strings", "tac"):
            files = [
                self.read_file(a)
                for a, t in zip(args, arg_texts, strict=True)
                if not t.startswith("-")
            ]
            return flow.union(*files) if files else stdin
        if name in ("env", "printenv", "set", "export", "declare", "compgen") and not args:
            return Value.unknown(Tag(Label.SECRET, "environment"))
        if name == "printenv":
            return flow.union(*(flow.env_value(t) for t in arg_texts))
        if name == "read":
            for t in arg_texts:
                if not t.startswith("-"):
                    self.env[t] = stdin
            return Value.of("")
        if name == "rm":
            self.remove(args, arg_texts, line, text)
            return Value.of("")
        if name == "find" and ("-delete" in arg_texts or "rm" in arg_texts):
            if args:
                self.hit(flow.delete_hit(args[0], line, text))
            return Value.of("")
        if name == "tee":
            for a, t in zip(args, arg_texts, strict=True):
                if not t.startswith("-"):
                    self.hit(flow.write_hit(a, line, text))
            return stdin
        if name in _WRITERS or (name == "sed" and any(t.startswith("-i") for t in arg_texts)):
            targets = [a for a, t in zip(args, arg_texts, strict=True) if not t.startswith("-")]
            for target in targets[-1:] if name not in ("mkdir", "touch", "sed") else targets:
                self.hit(flow.write_hit(target, line, text))
            return Value.of("")
        if name == "crontab" and not {"-l", "-r"} & set(arg_texts):
            self.hit(Hit(flow.PERSISTENCE_WRITE, line, text, "installs a crontab"))
        return Value.unknown(*everything.tags)

    def call(self, name: str, args: list[Value], depth: int) -> Value:
        """A shell function run again with its arguments bound to $1… (never recursively, a
        bounded number of calls in all), so ``wipe "$HOME"`` reaches its ``rm``."""
        self.call_budget -= 1
        positional = {str(i): v for i, v in enumerate(args[:9], start=1)}
        positional["@"] = positional["*"] = flow.union(*args) if args else Value.of("")
        saved = {k: self.env[k] for k in positional if k in self.env}
        self.env.update(positional)
        self.calls.append(name)
        out = self.block(self.functions[name], depth + 1)
        self.calls.pop()
        for key in positional:
            self.env.pop(key, None)
        self.env.update(saved)
        return out

    def exec(self, payload: Value, node: Node, depth: int) -> None:
        self.hit(flow.exec_hit(payload, self.line(node), self.code(node)))
        if self.nested >= MAX_NESTED:
            return
        for text in payload.texts:
            if flow.UNKNOWN in text or not TRIGGER.search(text):
                continue
            inner = _State(
                env=self.env,
                arrays=self.arrays,
                bombs=self.bombs,
                functions=self.functions,
                line_offset=self.line(node),
                nested=self.nested + 1,
                call_budget=self.call_budget,
            )
            inner.block(_parser().parse(text.encode()[:MAX_BYTES]).root_node, depth)
            self.hits += [
                Hit(h.rule, h.line, _text(node), f"{h.why} (in text given to eval)")
                for h in inner.hits
            ]

    def interpreter(
        self, name: str, args: list[Value], texts: list[str], stdin: Value, node: Node, depth: int
    ) -> Value:
        if "-c" in texts or "-e" in texts:
            flag = texts.index("-c") if "-c" in texts else texts.index("-e")
            if flag + 1 < len(args):
                code = args[flag + 1]
                if name in _SHELLS:
                    self.exec(code, node, depth)
                else:
                    self.hit(flow.exec_hit(code, self.line(node), self.code(node)))
            return Value.unknown()
        scripts = [a for a, t in zip(args, texts, strict=True) if not t.startswith("-")]
        if not scripts or texts[0] in ("-", "/dev/stdin"):
            self.hit(flow.exec_hit(stdin, self.line(node), self.code(node)))
        else:
            self.hit(flow.exec_hit(scripts[0], self.line(node), self.code(node)))
        return Value.unknown()

    def curl(
        self, args: list[Value], texts: list[str], stdin: Value, line: int, text: str
    ) -> Value:
        payloads: list[Value] = []
        urls: list[Value] = []
        out_files: list[Value] = []
        i = 0
        while i < len(texts):
            flag, value = split_flag(texts[i])
            if flag in _CURL_PAYLOAD or flag in _CURL_VALUED:
                if value is None and i + 1 < len(args):
                    i += 1
                    arg, raw = args[i], texts[i]
                else:
                    arg, raw = Value.of(value or "", *args[i].tags), value or ""
                if flag in ("-T", "--upload-file"):
                    payloads.append(stdin if raw == "-" else self.read_file(arg))
                elif flag in _CURL_PAYLOAD:
                    payloads.append(self.curl_data(arg, raw, stdin))
                elif flag in ("-H", "--header") and not _AUTH_HEADER.match(raw):
                    payloads.append(arg)
                elif flag in ("-o", "--output"):
                    out_files.append(arg)
                elif flag == "--url":
                    urls.append(arg)
            elif not texts[i].startswith("-"):
                urls.append(args[i])
            i += 1
        destinations = [t for u in urls for t in u.texts]
        payloads.extend(url_payload(url) for url in urls)
        self.hit(
            flow.network_hit(
                flow.union(*payloads) if payloads else Value.of(""), destinations, line, text
            )
        )
        for target in out_files:
            self.hit(flow.write_hit(target, line, text))
        return Value.unknown() if flow.is_local(destinations) else Value.unknown(Tag(Label.REMOTE))

    def curl_data(self, arg: Value, raw: str, stdin: Value) -> Value:
        body = raw.split("=", 1)[1] if re.match(r"^[\w.-]+=@", raw) else raw
        if body in ("@-", "@/dev/stdin"):
            return flow.union(arg, stdin)
        if body.startswith(("@", "<")):
            return flow.union(
                arg,
                self.read_file(
                    Value(tuple(t.split("@", 1)[-1].lstrip("<") for t in arg.texts), arg.tags)
                ),
            )
        return arg

    def wget(self, args: list[Value], texts: list[str], line: int, text: str) -> Value:
        payloads: list[Value] = []
        urls: list[str] = []
        for arg, raw in zip(args, texts, strict=True):
            flag, value = split_flag(raw)
            if flag in ("--post-data", "--body-data") and value is not None:
                payloads.append(arg)
            elif flag in ("--post-file", "--body-file") and value is not None:
                payloads.append(self.read_file(Value.of(value, *arg.tags)))
            elif flag == "--header" and value is not None and not _AUTH_HEADER.match(value):
                payloads.append(arg)
            elif not raw.startswith("-"):
                urls += arg.texts
                payloads.append(url_payload(arg))
        self.hit(
            flow.network_hit(flow.union(*payloads) if payloads else Value.of(""), urls, line, text)
        )
        return Value.unknown() if flow.is_local(urls) else Value.unknown(Tag(Label.REMOTE))

    def remove(self, args: list[Value], texts: list[str], line: int, text: str) -> None:
        flags = "".join(t for t in texts if t.startswith("-") and not t.startswith("--"))
        recursive = "r" in flags.lower() or "--recursive" in texts
        for arg, raw in zip(args, texts, strict=True):
            if raw.startswith("-"):
                continue
            if recursive or "--no-preserve-root" in texts:
                self.hit(flow.delete_hit(arg, line, text))

    def read_file(self, path: Value) -> Value:
        tags = [Tag(Label.SECRET, s) for t in path.texts if (s := flow.sensitive_path(t))]
        return Value.unknown(*(tags or [Tag(Label.USERDATA, path.texts[0][:80])]), *path.tags)

    # -- words -------------------------------------------------------------------------
    def word(self, node: Node, depth: int) -> Value:
        kind = node.type
        if depth > MAX_DEPTH:
            return Value.unknown()
        if kind in ("word", "number", "string_content", "heredoc_content", "variable_name"):
            return Value.of(unescape(_text(node)))
        if kind == "raw_string":
            return Value.of(_text(node)[1:-1])
        if kind == "ansi_c_string":
            decoded = ansi_c(_text(node)[2:-1])
            return (
                Value.of(decoded, Tag(Label.DECODED)) if "\\x" in _text(node) else Value.of(decoded)
            )
        if kind in ("string", "concatenation", "heredoc_body"):
            parts = [self.word(c, depth + 1) for c in node.named_children]
            if kind == "heredoc_body" and not parts:
                return Value.of(_text(node))
            return flow.concat(*parts) if parts else Value.of("")
        if kind == "simple_expansion":
            inner = node.named_children
            return self.lookup(_text(inner[0])) if inner else Value.unknown()
        if kind == "expansion":
            return self.expansion(node, depth)
        if kind in ("command_substitution", "process_substitution"):
            return self.block(node, depth + 1)
        if kind == "arithmetic_expansion":
            return Value.unknown()
        return Value.of(_text(node))

    def lookup(self, name: str) -> Value:
        if name in self.env:
            return self.env[name]
        return flow.env_value(name)

    def expansion(self, node: Node, depth: int) -> Value:
        children = node.children
        target = next((c for c in children if c.type in ("variable_name", "subscript")), None)
        if target is None:
            return Value.unknown()
        name = _text(target).split("[")[0]
        value = flow.union(*self.arrays[name]) if name in self.arrays else self.lookup(name)
        operators = [c.type for c in children if not c.is_named]
        if any(op in (":-", "-", ":=", "=") for op in operators):
            defaults = [self.word(c, depth + 1) for c in children if c.is_named and c is not target]
            default = flow.concat(*defaults) if defaults else Value.of("")
            if name not in self.env and not value.tags:
                return default
            return flow.union(value, default)
        return value
