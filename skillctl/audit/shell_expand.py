"""What the words of a shell script evaluate to: quoting, expansions, trims and defaults.

The evaluator (``shell_ast._State``) mixes this in; a word is read into the
bounded value model of ``flow`` with the variables and arrays the script has
set so far, and an unquoted expansion is split into words as the shell would.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from skillctl.audit import flow
from skillctl.audit.flow import Label
from skillctl.audit.flow import Tag
from skillctl.audit.flow import Value
from skillctl.audit.shell_words import ansi_c
from skillctl.audit.shell_words import arithmetic
from skillctl.audit.shell_words import node_text as _text
from skillctl.audit.shell_words import unescape
from skillctl.audit.shell_words import unescape_quoted

if TYPE_CHECKING:
    from tree_sitter import Node

MAX_DEPTH = 120
MAX_ARGS = 256  # a command with more arguments is read by its first ones (crafted input)
_SPLIT = frozenset({"simple_expansion", "expansion", "command_substitution"})  # unquoted


class ShellExpansion:
    """Word evaluation; the evaluator supplies the variables and ``block``."""

    env: dict[str, Value]
    arrays: dict[str, list[Value]]

    def block(self, node: Node, depth: int) -> Value:
        raise NotImplementedError

    def word(self, node: Node, depth: int) -> Value:
        kind = node.type
        if depth > MAX_DEPTH:
            return Value.unknown()
        if kind == "command_name" and node.named_children:
            return self.word(node.named_children[0], depth + 1)
        if kind == "string_content":
            return Value.of(unescape_quoted(_text(node)))
        if kind in ("word", "number", "heredoc_content", "variable_name"):
            return Value.of(unescape(_text(node)))
        if kind == "raw_string":
            return Value.of(_text(node)[1:-1])
        if kind == "ansi_c_string":
            decoded = ansi_c(_text(node)[2:-1])
            return (
                Value.of(decoded, Tag(Label.DECODED)) if "\\x" in _text(node) else Value.of(decoded)
            )
        if kind in ("string", "concatenation", "heredoc_body"):
            parts: list[Value] = []
            data = node.text or b""
            position = node.start_byte + (1 if kind == "string" else 0)
            for child in node.named_children:
                if kind != "concatenation" and child.start_byte > position:
                    # text the grammar leaves between two expansions ("$a $b"): keep it
                    gap = data[position - node.start_byte : child.start_byte - node.start_byte]
                    parts.append(Value.of(gap.decode("utf-8", errors="replace")))
                raw = child.text or b""
                if kind == "string" and child.type in ("simple_expansion", "expansion"):
                    # the grammar folds the blank before a `$` into the expansion node
                    blank = raw[: len(raw) - len(raw.lstrip())]
                    if blank:
                        parts.append(Value.of(blank.decode("utf-8", errors="replace")))
                parts.append(self.word(child, depth + 1))
                position = child.end_byte
            if kind == "heredoc_body" and not node.named_children:
                return Value.of(_text(node))
            return flow.concat(*parts) if parts else Value.of("")
        if kind == "simple_expansion":
            inner = node.named_children
            return self.lookup(_text(inner[0])) if inner else Value.unknown()
        if kind == "expansion":
            return self.expansion(node, depth)
        if kind == "command_substitution":  # $(…) drops the output's trailing newlines
            out = self.block(node, depth + 1)
            return Value(tuple(t.rstrip("\n") for t in out.texts), out.tags)
        if kind == "process_substitution":
            return self.block(node, depth + 1)
        if kind == "arithmetic_expansion":
            known = arithmetic(_text(node).removeprefix("$((").removesuffix("))"))
            return Value.of(known) if known is not None else Value.unknown()
        return Value.of(_text(node))

    def words(self, node: Node, depth: int) -> list[Value]:
        """A word as the shell splits it: ``"${arr[@]}"`` and ``"$@"`` are one word per element."""
        inner = (
            node.named_children[0]
            if node.type == "string" and len(node.named_children) == 1
            else node
        )
        if inner.type == "expansion" and all(
            c.is_named or c.type in ("${", "}") for c in inner.children
        ):
            subscript = next((c for c in inner.named_children if c.type == "subscript"), None)
            if subscript is not None:
                name, _, index = _text(subscript).partition("[")
                quoted_star = index.rstrip("]") == "*" and node.type == "string"
                if index.rstrip("]") in ("@", "*") and name in self.arrays and not quoted_star:
                    return list(self.arrays[name]) or [Value.of("")]
        if inner.type == "simple_expansion" and _text(inner) in ("$@", "$*") and "@" in self.arrays:
            return list(self.arrays["@"])
        value = self.word(node, depth)
        if node.type in _SPLIT and value.is_known and len(value.texts[0].split()) > 1:
            # unquoted, the value is split into words: `$q "$x"` with q="dig +short" runs dig
            return [Value.of(part, *value.tags) for part in value.texts[0].split()[:MAX_ARGS]]
        return [value]

    def lookup(self, name: str) -> Value:
        if name in self.env:
            return self.env[name]
        return flow.env_value(name)

    def trimmed(self, value: Value, op: str, operands: list[Node], depth: int) -> Value:
        """``${x%pat}``, ``${x##pat}``, ``${x/a/b}`` on each known string (glob patterns)."""
        import fnmatch

        values = [self.word(o, depth + 1) for o in operands]
        words = [v.texts[0] for v in values]
        if op in ("/", "//") and flow.UNKNOWN in (words[0] if words else ""):
            return Value.unknown(*value.tags)
        # a part of the pattern the reader cannot know matches anything, like a glob's *
        patterns = [p.replace(flow.UNKNOWN, "*") for p in values[0].texts[:4]] if values else [""]
        out: list[str] = []
        for text, pattern in itertools.product(value.texts, patterns):
            if op in ("/", "//"):
                replacement = words[1] if len(words) > 1 else ""
                out.append(text.replace(pattern, replacement, -1 if op == "//" else 1))
                continue
            cuts = range(len(text) + 1)
            if op.startswith("%"):  # a suffix: the shortest (%) or longest (%%) that matches
                order = cuts if op == "%%" else reversed(cuts)
                found = next((i for i in order if fnmatch.fnmatchcase(text[i:], pattern)), None)
                out.append(text if found is None else text[:found])
            else:  # a prefix: the shortest (#) or longest (##)
                order = reversed(cuts) if op == "##" else cuts
                found = next((i for i in order if fnmatch.fnmatchcase(text[:i], pattern)), None)
                out.append(text if found is None else text[found:])
        return Value(tuple(dict.fromkeys(out)), value.tags)

    def expansion(self, node: Node, depth: int) -> Value:
        children = node.children
        target = next((c for c in children if c.type in ("variable_name", "subscript")), None)
        if target is None:
            return Value.unknown()
        name = _text(target).split("[")[0]
        value = flow.union(*self.arrays[name]) if name in self.arrays else self.lookup(name)
        index = _text(target)[len(name) + 1 : -1] if target.type == "subscript" else ""
        if index.isdigit() and name in self.arrays:  # ${arr[1]}: that element
            items = self.arrays[name]
            value = items[int(index)] if int(index) < len(items) else Value.of("")
        if target.type == "subscript" and _text(target).endswith("[*]") and name in self.arrays:
            separator = self.env.get("IFS", Value.of(" ")).texts[0][:1] or ""
            parts: list[Value] = []
            for position, item in enumerate(self.arrays[name]):
                parts += [Value.of(separator)] * bool(position) + [item]
            value = flow.concat(*parts) if parts else Value.of("")
        operators = [c.type for c in children if not c.is_named]
        trims = [op for op in operators if op in ("%", "%%", "#", "##", "/", "//")]
        if trims:
            return self.trimmed(value, trims[0], [c for c in children if c.is_named][1:], depth)
        if any(op in (":-", "-", ":=", "=") for op in operators):
            defaults = [self.word(c, depth + 1) for c in children if c.is_named and c is not target]
            default = flow.concat(*defaults) if defaults else Value.of("")
            if name not in self.env and not value.tags:
                if ":=" in operators or "=" in operators:
                    self.env[name] = default  # ${X:=d} also sets X (`: "${X:=d}"`)
                return default
            return flow.union(value, default)
        return value
