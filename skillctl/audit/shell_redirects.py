"""What a shell command's redirects do: the stdin a redirect feeds it, the files it writes, and
descriptors opened on ``/dev/tcp`` (a shell whose input and output are a connection is a
reverse shell; what is read from the connection is what the far end sends)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from skillctl.audit import api_hosts
from skillctl.audit import behaviour
from skillctl.audit import capability_rules
from skillctl.audit import flow
from skillctl.audit.flow import Hit
from skillctl.audit.flow import Label
from skillctl.audit.flow import Tag
from skillctl.audit.flow import Value
from skillctl.audit.shell_commands import ShellCommands
from skillctl.audit.shell_words import node_text as _text

if TYPE_CHECKING:
    from tree_sitter import Node

_NET_DEVICE = re.compile(r"^/dev/(?:tcp|udp)/")


def _is_loopback_device(path: str) -> bool:
    """``/dev/tcp/localhost/8080``: a connection to this machine (a health check)."""
    parts = path.split("/")
    return len(parts) > 3 and api_hosts.is_loopback(parts[3])


class ShellRedirects(ShellCommands):
    """Redirects read after their command; the evaluator supplies ``statement`` and ``word``."""

    net_fds: set[str]

    if TYPE_CHECKING:

        def statement(self, node: Node, depth: int, stdin: Value | None = None) -> Value: ...

        def word(self, node: Node, depth: int) -> Value: ...

    def redirected(self, node: Node, stdin: Value | None, depth: int) -> Value:
        """The command first, then what its redirects do with its input and output."""
        body = node.child_by_field_name("body")
        self.current_line = self.line(node)
        feed = stdin
        writes: list[Node] = []
        shell_fds: list[str] = []
        for redirect in node.children_by_field_name("redirect"):
            feed, more, fds = self.redirect(redirect, feed, depth)
            writes += more
            shell_fds += fds
        if body is None:  # a bare `> file` empties it, like `: > file`
            for target in writes:
                self.written(
                    self.word(target, depth), Value.of(""), self.line(node), self.code(node)
                )
            return Value.of("") if writes else Value.unknown()
        if body.type == "while_statement":
            self.read_loop(body, feed)
        if body.type == "command" and shell_fds:
            self.socket_shell(body, node, depth)
        out = self.statement(body, depth + 1, feed)
        for target in writes:
            self.written(self.word(target, depth), out, self.line(node), self.code(node))
        return Value.of("") if writes else out

    def redirect(
        self, node: Node, feed: Value | None, depth: int
    ) -> tuple[Value | None, list[Node], list[str]]:
        """The stdin a redirect provides, the files it writes, and the network descriptors
        it wires to the command (``<&5``, ``>& /dev/tcp/…``)."""
        writes: list[Node] = []
        network: list[str] = []
        if node.type == "file_redirect":
            dest = node.child_by_field_name("destination")
            ops = [c.type for c in node.children if not c.is_named]
            descriptor = next((c for c in node.children if c.type == "file_descriptor"), None)
            target = self.word(dest, depth) if dest is not None else None
            if target is not None and any(_NET_DEVICE.match(t) for t in target.texts):
                remote = [t for t in target.texts if not _is_loopback_device(t)]
                if descriptor is not None and remote:
                    self.net_fds.add(_text(descriptor))
                network += remote
                return feed, writes, network
            if dest is not None and dest.type == "number" and _text(dest) in self.net_fds:
                network.append(_text(dest))
                if "<&" in ops:  # reading from the connection: what the far end sends
                    feed = Value.unknown(Tag(Label.REMOTE))
            elif dest is not None and any(op in (">", ">>", ">|", "&>", "&>>") for op in ops):
                fd = _text(descriptor) if descriptor is not None else "1"
                if fd in ("1", "&") or "&>" in ops or "&>>" in ops:
                    writes.append(dest)
                else:
                    self.hit(flow.write_hit(self.word(dest, depth), self.line(node), _text(node)))
            elif dest is not None and "<" in ops and dest.type == "process_substitution":
                feed = self.word(dest, depth)  # `< <(cmd)`: the command's output is the input
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
                    _, more, _ = self.redirect(inner, None, depth)
                    writes += more
        return feed, writes, network

    def socket_shell(self, command: Node, node: Node, depth: int) -> None:
        """A shell or interpreter wired to a network connection is a reverse shell."""
        name_node = command.child_by_field_name("name")
        if name_node is None:
            return
        program = self.word(name_node, depth).texts
        args = [_text(a) for a in command.children_by_field_name("argument")]
        if any(behaviour.is_shell_program(p) for p in program) or any(
            p.rsplit("/", 1)[-1].startswith(("python", "perl", "ruby", "php")) for p in program
        ):
            why = "its input and output are a network connection"
            self.hit(Hit(capability_rules.SOCKET_SHELL, self.line(node), self.code(node), why))
        elif program and program[0] == "exec" and not args:
            return

    def read_loop(self, loop: Node, feed: Value | None) -> None:
        condition = loop.child_by_field_name("condition")
        if condition is None or feed is None:
            return
        words = [_text(c) for c in condition.named_children]
        if words and words[0] == "read":
            for name in words[1:]:
                if not name.startswith("-"):
                    self.env[name] = feed
