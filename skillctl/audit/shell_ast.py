"""Shell read as a syntax tree (tree-sitter-bash) and followed through the value model.

Statements run in order. Assignments (also from ``$(…)``, ``printf -v``,
arrays, ``+=``, ``${X:-default}``, loop variables and ``read`` from a
redirect) bind values; pipelines hand each command's output to the next as
its stdin, and a block prints what its statements print. ``"${arr[@]}"``
expands to one word per element, ``"${arr[*]}"`` joins them with ``IFS``.
Redirects are read after their command: the file written gets what the
command printed, and a descriptor opened on ``/dev/tcp`` is a network
connection — a shell reading from it is a reverse shell. Text given to
``eval`` or ``sh -c`` is parsed again (two levels at most). What each program
does with its words is in ``shell_commands``. tree-sitter is imported only
when a shell text is analysed; text that does not parse still goes through
the pattern rules.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from dataclasses import field
from functools import cache
from typing import TYPE_CHECKING

from skillctl.audit import behaviour
from skillctl.audit import capability_rules
from skillctl.audit import flow
from skillctl.audit.capability_hits import SqlSweep
from skillctl.audit.capability_hits import Termination
from skillctl.audit.capability_hits import git_wipe
from skillctl.audit.flow import Hit
from skillctl.audit.flow import Value
from skillctl.audit.matcher import Pattern
from skillctl.audit.matcher import compile_pattern
from skillctl.audit.shell_commands import wired_shell
from skillctl.audit.shell_expand import MAX_ARGS
from skillctl.audit.shell_expand import MAX_DEPTH
from skillctl.audit.shell_expand import ShellExpansion
from skillctl.audit.shell_redirects import ShellRedirects
from skillctl.audit.shell_words import calls_in
from skillctl.audit.shell_words import node_text as _text

if TYPE_CHECKING:
    from tree_sitter import Node
    from tree_sitter import Parser

MAX_BYTES = 512 * 1024
MAX_NESTED = 2
_TRIGGER_SOURCE = (
    r"curl|wget|\bnc\b|ncat|socat|eval|source|\.\s|bash|\bsh\b|zsh|python|node|perl|\brm\b|"
    r"base64|xxd|openssl|>|\btee\b|\bcp\b|\bmv\b|\bln\b|crontab|systemctl|launchctl|dig|"
    r"nslookup|\bhost\b|env\b|\(\)|mkdir|sed|\binstall\s+-|find|\btouch\b|trap|git|chmod|"
    r"psql|mysql|sqlite|mongo|redis|index-url|registry|config\s+set|strict-ssl|setenforce|ufw|apparmor|history|"
    r"truncate|shred|security|credential|setsid|nohup|/dev/tcp|/dev/udp|printf|HIST|iptables|"
    r"\bnft\b|auditctl|spctl|csrutil|\baa-|\bservice\b|\bgh\b|\bop\b|vault|kubectl|\baws\b|gcloud|"
    r"dangerously|yolo|bypass|update-index|\bgo\s+env|rsync|\bscp\b|sftp|rclone|\bs3\b|gsutil|mail|"
    r"http\.server|http-server|ngrok|cloudflared|\bssh\b|usermod|gpasswd|passwd|\bdd\b|mkfs|wipefs|"
    r"terraform|\btofu\b|terragrunt|pulumi|docker|podman|nsenter|chroot"
)
# Operations on the user's data that a prompt or a dry run first makes the user's decision.
_CONSENTED = (
    capability_rules.GIT_DISCARD,
    capability_rules.GIT_WIPE,
    capability_rules.SQL_DESTRUCTION,
)
_READ_WRITE = re.compile(rb"(?<=[0-9])<>")
# the regex ends at the line's last " ]]" (a bracket expression may hold "]]" itself)
_REGEX_TEST = re.compile(rb"(=~[ \t]*)([^\n]*)([ \t]+\]\])")
# nor a number's base in arithmetic ("$((10#$mm))"): blanked, which keeps every offset
_DEFAULT_WORD = re.compile(rb"\$\{\w+:?[-+=?][^}\n$`]*(?:\$\w+[^}\n$`]*)*\}")
_QUOTED_DEFAULT = re.compile(rb'(?<=")\$\{\w+:?[-+=?][^}\n"$`]*(?:\$\w+[^}\n"$`]*)*\}(?=")')
# "${1:?usage: x \"<msg>\"}": the word after ``?`` is only the error bash prints, yet its quotes
# and ``<`` derail the grammar; blanked to the same length
_ERROR_WORD = re.compile(rb"(?<=\$\{)(\w+:?\?)([^}\n]*)(?=\})")
_VARIABLE_KINDS = frozenset({"simple_expansion", "expansion"})
_BASE_PREFIX = re.compile(rb"(?<=[(\s+*/%,-])[0-9]{1,2}#(?=[$\w{])")


@cache
def _trigger() -> Pattern:
    # On RE2: a hundred alternatives over a 400 KB line cost milliseconds, not a second.
    return compile_pattern(_TRIGGER_SOURCE, 0)


def triggered(text: str) -> bool:
    """Whether ``text`` names anything the shell model follows (a cheap gate before parsing)."""
    return _trigger().search(text)


@cache
def _parser() -> Parser:
    import tree_sitter
    import tree_sitter_bash

    return tree_sitter.Parser(tree_sitter.Language(tree_sitter_bash.language()))


def analyse_shell(text: str) -> list[Hit] | None:
    """Every sink hit in ``text`` (lines 1-based in ``text``); ``None`` when it does not parse."""
    state = _evaluated(text)
    return state if state is None or isinstance(state, list) else state.finished(text)


def shown_by_shell(text: str) -> list[tuple[int, str, str]]:
    """What the script's top-level statements print, as far as the model knows it (an unknown
    part left out): (line, text, how), for the instruction analysis."""
    state = _evaluated(text, always=True)
    return state.shown if isinstance(state, _State) else []


def credential_reads(text: str) -> set[int] | None:
    """The lines of ``text`` where the script reads a credential file (its content reaches a
    command or a variable), or None when the shell model cannot read the text."""
    state = _evaluated(text, always=True)
    return state.secret_reads if isinstance(state, _State) else None


def _evaluated(text: str, *, always: bool = False) -> _State | list[Hit] | None:
    if not always and not triggered(text):
        return []
    return _evaluation(text)


@functools.lru_cache(maxsize=16)
def _evaluation(text: str) -> _State | None:
    """The model of one script, made once: the sinks, the credential reads and what it prints
    are all read from the same walk."""
    data = text.encode("utf-8", errors="replace")[:MAX_BYTES]
    # tree-sitter-bash has no read-write redirect; "5<>x" read as "5< x" keeps every offset
    data = _READ_WRITE.sub(b"< ", data)
    # nor every regex after =~ in [[ ]]: a placeholder of the same length keeps every offset
    if b"=~" in data:
        data = _REGEX_TEST.sub(lambda m: m.group(1) + b"x" * len(m.group(2)) + m.group(3), data)
    if b"#" in data and b"((" in data:
        data = _BASE_PREFIX.sub(lambda m: b" " * len(m.group(0)), data)
    if b"?" in data and b"${" in data:
        data = _ERROR_WORD.sub(lambda m: m.group(1) + b"_" * len(m.group(2)), data)
    if b"${" in data and (b"(" in data or b"'" in data):
        # nor parentheses in a default ("${p:+(from $p)}"), nor an apostrophe in one inside
        # double quotes ("${ROLE:-the project's reviewer}", where bash reads it literally)
        data = _QUOTED_DEFAULT.sub(lambda m: m.group(0).replace(b"'", b"_"), data)
        data = _DEFAULT_WORD.sub(lambda m: m.group(0).replace(b"(", b"_").replace(b")", b"_"), data)
    root = _parser().parse(data).root_node
    if root.has_error and _error_share(root) > 0.5:
        return None
    state = _State()
    state.block(root, 0)
    return state


def _error_share(root: Node) -> float:
    bad = sum(c.end_byte - c.start_byte for c in root.children if c.type == "ERROR" or c.has_error)
    return bad / max(1, root.end_byte - root.start_byte)


@dataclass(slots=True)
class _State(ShellRedirects, ShellExpansion):
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
    net_fds: set[str] = field(default_factory=set)  # descriptors opened on /dev/tcp or /dev/udp
    sql_sweep: SqlSweep = field(default_factory=SqlSweep)
    termination: Termination = field(default_factory=Termination)
    files: dict[str, Value] = field(default_factory=dict)
    cwd: Value | None = None
    secret_reads: set[int] = field(default_factory=set)
    current_line: int = 0
    asked: bool = False  # the script prompted the user (`read -p`) before going on
    previewed: bool = False  # a `git clean -n` showed what a later clean removes
    default_push: tuple[int, str] | None = None  # a push that may update the default branch
    shown: list[tuple[int, str, str]] = field(default_factory=list)  # what the script prints
    parts: list[tuple[set[str], list[str]]] | None = None

    def code(self, node: Node) -> str:
        return self.pipeline or _text(node)

    def finished(self, text: str) -> list[Hit]:
        """The hits, with what only the whole script shows: signals ignored while it
        detaches, SQL that drops what the catalog listed, a reset plus a clean."""
        lines = text.split("\n")

        def code_at(line: int) -> str:
            return lines[line - 1].strip() if 0 < line <= len(lines) else ""

        self.hit(self.termination.hit(code_at, respawn_alone=False))
        self.hit(self.sql_sweep.finished())
        skipped = any(
            h.rule in (capability_rules.GIT_HOOKS, capability_rules.GIT_HOOKS_GLOBAL)
            for h in self.hits
        )
        if skipped and self.default_push is not None:
            line, code = self.default_push
            self.hit(Hit(behaviour.PUSH_PAST_REVIEW, line, code, "commits with hooks off and pushes to the default branch"))  # fmt: skip
        return git_wipe(self.hits)

    def line(self, node: Node) -> int:
        return self.line_offset or node.start_point.row + 1

    def hit(self, found: Hit | None) -> None:
        if found is None or found in self.hits:
            return
        if found.rule in _CONSENTED and (self.asked or (self.previewed and "clean" in found.why)):
            return  # after a typed confirmation, or the same clean shown as a dry run first
        self.hits.append(found)

    # -- statements ------------------------------------------------------------------
    def block(self, node: Node, depth: int) -> Value:
        """What a list of statements prints: their outputs one after another. What the
        script itself prints lands in the agent's context: a stored credential there leaks."""
        outputs = [self.statement(child, depth + 1) for child in node.named_children]
        if node.type == "program" and not self.nested:
            for child, output in zip(node.named_children, outputs, strict=True):
                self.dumped(output, self.line(child), _text(child)[:400], "prints")
                self.show(self.line(child), output, "printed-value")
        printed = [o for o in outputs if o.texts != ("",) or o.tags]
        if len(printed) > 1:  # each `echo` ends its line: statements print lines, not a run-on
            newline = Value.of("\n")
            printed = [
                part
                for o in printed[:-1]
                for part in ((o,) if all(t.endswith("\n") for t in o.texts) else (o, newline))
            ] + printed[-1:]
        return flow.concat(*printed) if printed else Value.of("")

    def statement(self, node: Node, depth: int, stdin: Value | None = None) -> Value:
        if depth > MAX_DEPTH:
            return Value.unknown()
        kind = node.type
        if kind == "command":
            return self.command(node, stdin or Value.of(""), depth)
        if kind == "pipeline":
            out = stdin or Value.of("")
            outer, self.pipeline = self.pipeline, self.pipeline or _text(node)
            # `a | b 2>&1 | c` parses as a pipeline inside a pipeline: one list of parts for all
            outermost = self.parts is None
            if outermost:
                self.parts = []
            for part in node.named_children:
                out = self.statement(part, depth + 1, out)
            if outermost:
                self.hit(wired_shell(self.parts or [], self.line(node), self.pipeline))
                self.parts = None
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
        if kind == "unset_command":
            names = [_text(c) for c in node.named_children]
            if "HISTFILE" in names:
                self.detached_or_unset("unset", node)
            for name in names:
                self.env.pop(name, None)
            return Value.of("")
        if kind in ("comment", "heredoc_body", "test_command"):
            return Value.of("")
        if kind in ("compound_statement", "subshell", "do_group"):
            return self.block(node, depth)
        if kind in ("if_statement", "case_statement"):
            return self.branches(node, depth, stdin)
        # while/lists: any part may be the one that runs
        outputs = [
            self.statement(child, depth + 1, stdin if child.type != "do_group" else None)
            for child in node.named_children
        ]
        printed = [o for o in outputs if o.texts != ("",) or o.tags]
        return flow.union(*printed) if printed else Value.of("")

    def branches(self, node: Node, depth: int, stdin: Value | None) -> Value:
        """An if or case: each branch runs from the same variables, and afterwards a variable
        holds what any branch (or, with no else, no branch) left in it."""
        groups: list[list[Node]] = [[]]
        for child in node.named_children:
            if child.type in ("elif_clause", "else_clause", "case_item"):
                groups.append([child])
            else:
                groups[0].append(child)  # the condition and its body, or the case's word
        before = dict(self.env)
        outcomes: list[dict[str, Value]] = []
        outputs: list[Value] = []
        for group in groups:
            self.env = dict(before)
            outputs += [self.statement(child, depth + 1, stdin) for child in group]
            outcomes.append(self.env)
        if not any(c.type == "else_clause" for c in node.named_children):
            outcomes.append(before)  # no branch taken
        self.env = {}
        for name in dict.fromkeys(n for outcome in outcomes for n in outcome):
            values = list({id(o[name]): o[name] for o in outcomes if name in o}.values())
            self.env[name] = values[0] if len(values) == 1 else flow.union(*values)
        printed = [o for o in outputs if o.texts != ("",) or o.tags]
        return flow.union(*printed) if printed else Value.of("")

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
            if any(c.type == "+=" for c in node.children) and name in self.arrays:
                items = self.arrays[name] + items
            self.arrays[name] = items
            self.env[name] = flow.union(*items) if items else Value.of("")
            return
        value = self.word(value_node, depth)
        if any(c.type == "+=" for c in node.children) and name in self.env:
            value = flow.concat(self.env[name], value)
        if "[" in _text(name_node) and name in self.arrays:  # arr[k]=v: one more element
            self.arrays[name] = [*self.arrays[name], value]
            value = flow.union(self.env.get(name, value), value)
        self.env[name] = value
        if name in ("HISTFILE", "HISTSIZE", "SAVEHIST", "HISTFILESIZE") and value.texts[0] in (
            "/dev/null",
            "0",
            "",
        ):
            self.hit(
                Hit(behaviour.ERASE_TRACES, self.line(node), _text(node), "stops the shell history")
            )

    def for_loop(self, node: Node, depth: int) -> Value:
        variable = node.child_by_field_name("variable")
        items: list[Value] = []
        for c in node.children_by_field_name("value"):
            if c.type != "do_group":
                items += self.words(c, depth)
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
        named = name_node.named_children
        words = self.words(named[0], depth) if len(named) == 1 else [self.word(name_node, depth)]
        spans: list[tuple[int, int, Node]] = []  # where each argument's words sit
        for arg in args_nodes:
            start = len(words)
            words += self.words(arg, depth)
            spans.append((start, len(words), arg))
        if _text(name_node) in ("setsid", "nohup", "disown"):
            self.detached_or_unset(_text(name_node), node)
        for variant in self.split_variants(words, spans, depth):
            self.run(variant, stdin, node, depth)  # for what it does; the output is the first's
        return self.run(words, stdin, node, depth)

    def split_variants(
        self, words: list[Value], spans: list[tuple[int, int, Node]], depth: int
    ) -> list[list[Value]]:
        """The command once for each other value of an unquoted argument that splits into
        several words (``git $op`` over ``("reset --hard" "clean -fdx")``): each is its own
        command line, not a mix of their words."""
        for start, end, arg in spans:
            # a variable (read again: no side effect), never a command substitution
            value = self.word(arg, depth) if arg.type in _VARIABLE_KINDS else None
            if value is None or len(value.texts) < 2 or not value.is_known:
                continue
            if not any(len(t.split()) > 1 for t in value.texts):
                continue
            return [
                [*words[:start], *(Value.of(w, *value.tags) for w in text.split()[:MAX_ARGS]), *words[end:]]
                for text in value.texts[1:4]
            ]  # fmt: skip
        return []

    def detached_or_unset(self, name: str, node: Node) -> None:
        if name != "unset" and self.termination.detached is None:
            self.termination.detached = self.line(node)
        if name == "unset":
            self.hit(
                Hit(behaviour.ERASE_TRACES, self.line(node), self.code(node), "unsets HISTFILE")
            )
        else:
            why = f"starts a detached process with {name}"
            self.hit(Hit(behaviour.HIDDEN_PROCESS, self.line(node), self.code(node), why))

    def call(self, name: str, args: list[Value], depth: int) -> Value:
        """A shell function run again with its arguments bound to $1… (never recursively, a
        bounded number of calls in all), so ``wipe "$HOME"`` reaches its ``rm``."""
        self.call_budget -= 1
        positional = {str(i): v for i, v in enumerate(args[:9], start=1)}
        positional["@"] = positional["*"] = flow.union(*args) if args else Value.of("")
        positional["FUNCNAME"] = Value.of(name)  # "${FUNCNAME[0]}": the function's own name
        saved_arrays = {k: self.arrays.get(k) for k in ("@", "FUNCNAME")}
        self.arrays["@"] = list(args)
        self.arrays["FUNCNAME"] = [Value.of(n) for n in reversed([*self.calls, name])]
        saved = {k: self.env[k] for k in positional if k in self.env}
        self.env.update(positional)
        self.calls.append(name)
        out = self.block(self.functions[name], depth + 1)
        self.calls.pop()
        for key in positional:
            self.env.pop(key, None)
        self.env.update(saved)
        for key, old in saved_arrays.items():
            if old is None:
                self.arrays.pop(key, None)
            else:
                self.arrays[key] = old
        return out

    def exec(self, payload: Value, node: Node, depth: int) -> None:
        self.hit(flow.exec_hit(payload, self.line(node), self.code(node)))
        for text in payload.texts[:4]:
            if text.strip(flow.UNKNOWN + " "):
                # an unknown part (a temp path, a value read at run time) stands as one word,
                # so the structure around it (a pipe into nc) is still read
                known = text.replace(flow.UNKNOWN, "__unknown__")
                self.script(known, self.line(node), _text(node), "in text given to eval")

    def script(self, text: str, line: int, code: str, how: str) -> None:
        """Shell text the script runs or writes as a script, read with the same state."""
        if self.nested >= MAX_NESTED or not triggered(text):
            return
        inner = _State(
            env=self.env,
            arrays=self.arrays,
            bombs=self.bombs,
            functions=self.functions,
            line_offset=line,
            nested=self.nested + 1,
            call_budget=self.call_budget,
            files=self.files,
            sql_sweep=self.sql_sweep,
            termination=self.termination,
        )
        data = _READ_WRITE.sub(b"< ", text.encode()[:MAX_BYTES])
        inner.block(_parser().parse(data).root_node, 0)
        for found in inner.hits:
            self.hit(Hit(found.rule, found.line, code, f"{found.why} ({how})"))

    # -- words -------------------------------------------------------------------------
