"""The network side of the Python sinks: request bodies judged for secrets and hidden
addresses, URLs whose scheme the script fixes, open proxies, and a connection wired to a shell.
A mixin of ``python_sinks.Sinks``, which holds the state these methods share."""

from __future__ import annotations

import ast
import re

from skillctl.audit import api_hosts
from skillctl.audit import capability_rules
from skillctl.audit import flow
from skillctl.audit import places
from skillctl.audit.capability_hits import Relay
from skillctl.audit.flow import Hit
from skillctl.audit.flow import Label
from skillctl.audit.flow import Value
from skillctl.audit.python_values import Item
from skillctl.audit.python_values import Seq
from skillctl.audit.python_values import seq
from skillctl.audit.python_values import value_of

USERS = frozenset({"argv", "project", "env"})  # the user's own words, files and settings
_SERVERS = frozenset(
    {"socketserver.TCPServer", "socketserver.ThreadingTCPServer", "socketserver.ForkingTCPServer",
     "http.server.HTTPServer", "http.server.ThreadingHTTPServer", "asyncio.start_server"}
)  # fmt: skip
_CONNECTS = frozenset({"socket.create_connection", "socket.socket.connect", "ssl.create_connection"})  # fmt: skip


class PythonNetworkSinks:
    """Requests, servers and sockets; the sinks supply ``add``, ``code`` and the state."""

    relay: Relay
    fixed_urls: dict[int, str]
    shell_wiring: dict[str, int]

    def add(self, found: Hit | None) -> None:
        raise NotImplementedError

    def code(self, node: ast.AST) -> str:
        raise NotImplementedError

    def relaying(self, name: str, last: str, args: list[Item], line: int) -> None:
        """What a call adds to an open proxy: a server, a connection onward to a host the
        script does not fix, a loop that copies both ways."""
        if name in _SERVERS or last in ("listen", "serve_forever", "create_server"):
            self.relay.listens = self.relay.listens or line
            shown = " ".join(value_of(seq(list(args))).texts)
            self.relay.public = self.relay.public or bool(re.search(r"0\.0\.0\.0|'', |\(\s*,|::", shown))  # fmt: skip
        elif last in ("create_connection", "open_connection") or (
            last == "connect" and "socket" in name
        ):
            target = value_of(seq(list(args[:2])))
            if not target.is_known:
                self.relay.onward = self.relay.onward or line
        elif name in ("select.select", "selectors.DefaultSelector") and self.relay.onward:
            self.relay.piped = self.relay.piped or line

    def sent(self, node: ast.Call, destination: Value, body: Value) -> None:
        """A request body sent to ``destination``: a credential in it is exfiltration (the
        same judgement as a shell or JavaScript request), a hidden address is its own rule."""
        line, code = node.lineno, self.code(node)
        self.add(capability_rules.hidden_destination_hit(destination, body, line, code))
        # to an address the model cannot read, only the whole environment or a credential
        # file is judged: a named token may be going to its own vendor
        wholesale = any(
            t.detail == "environment" or places.sensitive_path(t.detail)
            for t in body.labelled(Label.SECRET)
        )
        if wholesale or any(flow.UNKNOWN not in t[:8] for t in destination.texts):
            self.add(flow.network_hit(body, list(destination.texts), line, code))

    def url(self, node: ast.Call, url: Value) -> None:
        """A URL opened with urllib: is its scheme fixed by the script (or the user's own
        setting), so that no ``file://`` can reach it?"""
        known = [t for t in url.texts if flow.UNKNOWN not in t[:8]]
        users = all(t.label is Label.USERDATA and t.detail in USERS for t in url.tags)
        if known and all(re.match(r"^https?://", t) for t in known) and (len(known) == len(url.texts) or users):  # fmt: skip
            for line in range(node.lineno, (node.end_lineno or node.lineno) + 1):
                self.fixed_urls[line] = known[0].split("://", 1)[0]

    def wiring(self, name: str, args: list[Item], line: int) -> None:
        """A connection out, its descriptor duplicated onto stdin/stdout, and a shell started:
        a reverse shell, however the modules were imported (``__import__("pty").spawn``)."""
        if name in _CONNECTS and args:
            address = args[0].items[0] if isinstance(args[0], Seq) and args[0].items else args[0]
            hosts = value_of(address).texts
            if not all(api_hosts.is_loopback(h) for h in hosts if flow.UNKNOWN not in h):
                self.shell_wiring["socket"] = self.shell_wiring.get("socket", line)
        elif name == "os.dup2":
            self.shell_wiring["dup2"] = self.shell_wiring.get("dup2", line)
        elif name in ("pty.spawn", "os.execv", "os.execl", "os.execvp", "os.execlp") and any(
            behaviour_shell(t) for a in args[:1] for t in value_of(a).texts
        ):
            self.shell_wiring["shell"] = self.shell_wiring.get("shell", line)


def behaviour_shell(text: str) -> bool:
    """A shell program, by path or name, with or without its arguments (``['/bin/sh', '-i']``)."""
    from skillctl.audit.behaviour import is_shell_program

    first = text.strip("[]'\" ").split()[0] if text.strip("[]'\" ") else ""
    return is_shell_program(first.strip("'\",").rsplit("/", 1)[-1])
