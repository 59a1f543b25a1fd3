"""The sinks of the JavaScript model: each call judged by the values that reach it.

``eval``/``new Function``/``vm`` run code; ``child_process`` runs commands
(their rebuilt text is read by the shell model and the capability judges);
network calls are judged by role (URL destination vs body and non-auth
headers); ``fs`` writes are judged by path *and* content (settings that
remove approvals, tasks run on folder open, manifests pointing at a
stranger's host); SQL drivers, sockets (mining protocols), ``console``
output (credential stores printed) and ``process.on(signal)`` handlers that
do nothing are sinks too. What only the
whole file shows — a socket wired to a shell, signals ignored by a detached
or respawning process, git discards that add up to a wipe — is added at the end.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from skillctl.audit import capabilities
from skillctl.audit import capability_hits
from skillctl.audit import capability_rules
from skillctl.audit import flow
from skillctl.audit import places
from skillctl.audit.flow import Hit
from skillctl.audit.flow import Label
from skillctl.audit.flow import Tag
from skillctl.audit.flow import Value
from skillctl.audit.js_structs import Alternatives
from skillctl.audit.js_structs import Fields
from skillctl.audit.js_structs import Listed
from skillctl.audit.js_syntax import callee_text
from skillctl.audit.js_syntax import enclosing_name
from skillctl.audit.js_syntax import joined
from skillctl.audit.js_syntax import method_name
from skillctl.audit.js_syntax import root_name
from skillctl.audit.lazy_regex import LazyRegex

if TYPE_CHECKING:
    from tree_sitter import Node

    from skillctl.audit.js_ast import _State

_EXEC_CALLS = frozenset(
    {"exec", "execSync", "spawn", "spawnSync", "execFile", "execFileSync", "fork"}
)
_VM_CALLS = frozenset(
    {"runInNewContext", "runInThisContext", "runInContext", "compileFunction", "Script"}
)
_NET_CALLS = frozenset({"post", "put", "patch", "request", "sendBeacon", "send", "write"})
_WRITE_FIRST = frozenset({"writeFileSync", "writeFile", "appendFileSync", "appendFile",
                          "mkdirSync", "mkdir", "createWriteStream", "outputFile", "outputFileSync",
                          "writeJson", "writeJsonSync", "outputJson", "outputJsonSync"})  # fmt: skip
_WRITE_SECOND = frozenset({"copyFileSync", "copyFile", "cpSync", "cp", "renameSync", "rename",
                           "symlinkSync", "symlink", "linkSync", "copySync", "copy"})  # fmt: skip
_DELETE = frozenset({"rmSync", "rmdirSync", "rm", "rmdir", "removeSync", "remove"})
_SQL_CALLS = frozenset({"query", "exec", "execute", "raw", "$executeRawUnsafe", "$executeRaw",
                        "$queryRawUnsafe", "executeSql", "run", "none", "any", "many"})  # fmt: skip
_SOCKETS = frozenset({"net.connect", "net.createConnection", "tls.connect", "net.Socket",
                      "WebSocket", "connect", "createConnection"})  # fmt: skip
_OUTPUT = frozenset({"console.log", "console.info", "console.warn", "console.error",
                     "console.debug", "process.stdout.write", "process.stderr.write"})  # fmt: skip
_AUTH_KEY = LazyRegex(r"^['\"]?(authorization|x-api-key|api-key|private-token|x-auth[\w-]*)['\"]?$", re.I)  # fmt: skip
_SHELL = LazyRegex(r"^(?:/bin/|/usr/bin/)?(?:ba|z|k|da|fi|a)?sh$|^(?:cmd(?:\.exe)?|powershell(?:\.exe)?|pwsh)$", re.I)  # fmt: skip
_STOPS = LazyRegex(r"\b(?:exit|kill|abort|close|end|destroy|stop|shutdown|cleanup|clean|disconnect|resolve|reject|terminate|quit)\w*\s*\(|\bthrow\b", re.I)  # fmt: skip
_USERS = frozenset({"argv", "env", "project"})

# What a server listening on every interface binds (a relay others can reach).
_ANY_ADDRESS = frozenset({"0.0.0.0", "::", ""})  # noqa: S104 - the value looked for, not bound


_MAX_COMMANDS = 256


def _argv(value: Value) -> Value:
    """An argument array as the words of a command line (``execFile(p, [a, b])`` runs
    ``p a b``), or the words of each array a ternary chose between."""
    if isinstance(value, Alternatives):
        return flow.union(*(_argv(option) for option in value.options))
    if isinstance(value, Listed):
        words: list[Value] = []
        for item in value.items:
            words += [Value.of(" "), item] if words else [item]
        return flow.concat(*words) if words else Value.of("")
    return value


class Sinks:
    """The hits of one pass over a file, and the file-wide facts they add up to."""

    def __init__(self, *, recording: bool, lines: list[str] | None = None) -> None:
        self.recording = recording
        self.lines = lines or []
        self.hits: list[Hit] = []
        self.seen: set[tuple[str, int, str]] = set()
        self.stores = capability_hits.CredentialStores()
        self.sockets: dict[str, int] = {}  # name -> line of an outbound connection
        self.shells: dict[str, int] = {}  # name -> line of an interactive shell
        self.wired: int | None = None
        self.stop = capability_hits.Termination()
        self.sql = capability_hits.SqlSweep()
        self.spawners: dict[str, int] = {}  # function -> line of a child process it starts
        self.restarted: set[str] = set()  # functions called again from an exit handler
        self.requests: dict[str, list[str]] = {}  # request object -> where it goes
        self.servers: set[str] = set()  # names holding a server
        self.relay = capability_hits.Relay()
        self.shown = flow.Shown()  # text printed or written out, for the instruction analysis
        self.nonce = capability_hits.NonceSearch()
        self.commands: list[tuple[int, str]] = []  # command lines run, rebuilt: for the packs

    def line_code(self, line: int) -> str:
        return self.lines[line - 1].strip()[:400] if 0 < line <= len(self.lines) else ""

    def hit(self, found: Hit | None) -> None:
        if found is None or not self.recording:
            return
        key = (found.rule.id, found.line, found.why)
        if key not in self.seen:
            self.seen.add(key)
            self.hits.append(found)

    def call(self, state: _State, node: Node) -> None:
        callee = state.resolve_callee(node) or callee_text(node)
        last = callee.rsplit(".", 1)[-1] if callee != callee_text(node) else method_name(node)
        args = state.args(node)
        line, text = node.start_point.row + 1, (node.text or b"").decode("utf-8", "replace")[:400]
        values = state.spread_values(args, 0)
        if len(values) > 1 and isinstance(values[1], Listed):  # spawn("bash", ["-c", c]): argv
            values[1] = joined(list(values[1].items)) if values[1].items else values[1]
        elif len(values) > 1 and isinstance(values[1], Alternatives):
            values[1] = flow.union(*(joined(list(o.items)) for o in values[1].options if o.items))
        if callee in ("eval", "Function", "window.eval", "globalThis.eval") or (
            node.type == "new_expression" and last == "Function"
        ):
            code = values[-1] if values else Value.of("")
            self.code_sink(code, line, text, is_literal=bool(args) and args[-1].type == "string")
        elif last in _VM_CALLS and (callee.startswith("vm.") or node.type == "new_expression"):
            self.code_sink(values[0] if values else Value.of(""), line, text, is_literal=False)
        elif last == "_compile" and values:  # Module.prototype._compile: source run as a module
            self.code_sink(
                values[0], line, text, is_literal=bool(args) and args[0].type == "string"
            )
        elif callee in ("require", "import") and values:
            is_literal = bool(args) and args[0].type == "string"
            # import(`data:text/javascript;base64,${fetched}`) runs what it is given
            ran = flow.exec_hit(values[0], line, text) if callee == "import" else None
            if (
                callee == "import"
                and ran is None
                and not is_literal
                and any(
                    re.match(r"^https?://", t) and not places.is_local([t]) for t in values[0].texts
                )
            ):  # import() of an address the script computes: code fetched and run
                ran = Hit(flow.EXEC_REMOTE, line, text, "imports code from a computed URL")
            self.hit(
                ran or capability_rules.hidden_import(values[0], line, text, is_literal=is_literal)
            )
        elif values and (
            (
                last in _EXEC_CALLS
                and ("child_process" in callee or callee == last or "cp." in callee)
            )
            or (callee.startswith("child_process.") and flow.UNKNOWN in last)
        ):
            self.command_sink(node, values, line, text)
        elif callee in _SOCKETS or (
            node.type == "new_expression" and last in ("Socket", "WebSocket")
        ):
            self.socket(node, values, line)
        elif last in ("write", "end") and values and callee.rsplit(".", 1)[0] in self.requests:
            destinations = self.requests[callee.rsplit(".", 1)[0]]  # req.end(body)
            self.hit(flow.network_hit(flow.union(*values), destinations, line, text))
        elif callee in ("fetch", "axios", "navigator.sendBeacon") or (
            last in _NET_CALLS
            and re.match(r"(axios|got|superagent|req|request|https?|client|needle)\b", callee)
        ):
            self.network_sink(state, callee, args, values, line, text)
            name = _declared_name(node)
            if name and last == "request":  # const req = https.request(…): its body comes later
                self.requests[name] = _destinations(values[0])
        elif callee.startswith("dns.") and values:
            self.hit(flow.network_hit(values[0], [], line, text))
        elif last in _WRITE_FIRST and values:
            content = values[1] if len(values) > 1 and not last.startswith("mkdir") else None
            self.write(values[0], content, line, text)
        elif last in _WRITE_SECOND and len(values) > 1:
            self.read(values[0], line, text)
            self.hit(flow.write_hit(values[1], line, text))
        elif last in _DELETE and values and ("fs" in callee or "recursive" in text):
            self.hit(flow.delete_hit(values[0], line, text))
        elif callee in _OUTPUT and values:
            self.output(flow.concat(*values), line, text)
        elif callee in ("process.on", "process.once", "process.addListener", "Deno.addSignalListener") and len(args) > 1:  # fmt: skip
            self.signal(values[0], _handler(state, args[1]), line)
        elif last in _SQL_CALLS and values and callee != last:
            self.hit(self.sql.add(values[0], line, text))
        if last in ("pipe", "write") and callee != last:
            self.wiring(node, line)
        self.relaying(node, callee, last, args, values, line)
        if callee in ("fetch", "axios") or (last in ("request", "get", "post") and re.match(r"(axios|got|https?|request)\b", callee)):  # fmt: skip
            self.nonce.network = self.nonce.network or line
        if last in ("write", "send", "end") and values:
            marker = next((m for v in values for t in v.texts if (m := capabilities.mining_marker(t))), None)  # fmt: skip
            if marker is not None:
                self.hit(Hit(capability_rules.MINER, line, text, f"sends {marker}"))
        if last == "unref":
            self.stop.detached = self.stop.detached or line
        if callee == last and _inside_exit_handler(node):
            self.restarted.add(callee)  # start() called again when the child exits

    def relaying(self, node: Node, callee: str, last: str, args: list[Node], values: list[Value], line: int) -> None:  # fmt: skip
        """What a call adds to an open proxy: a server, its ``connect`` (HTTP CONNECT) event,
        a connection onward to a host the script does not fix, bytes piped both ways."""
        if last in ("createServer", "Server") or (last == "listen" and callee != last):
            self.relay.listens = self.relay.listens or line
            name = _declared_name(node)
            if name:
                self.servers.add(name)
            if last == "listen" and any(t in _ANY_ADDRESS for v in values[1:2] for t in v.texts):  # fmt: skip
                self.relay.public = True
        elif last in ("on", "once", "addListener") and values and values[0].texts == ("connect",):
            owner = callee.rsplit(".", 1)[0]
            if owner in self.servers or "createServer" in owner:
                self.relay.tunnel = self.relay.tunnel or line
        elif callee in ("net.connect", "net.createConnection", "tls.connect") and any(
            not v.is_known for v in _addresses(args, values)
        ):
            self.relay.onward = self.relay.onward or line
        elif callee in ("net.connect", "net.createConnection", "tls.connect") and values:
            hosts = [t for v in _addresses(args, values) for t in v.texts if flow.UNKNOWN not in t]
            if hosts and not places.is_local([f"tcp://{h}" for h in hosts]):
                self.relay.dials = self.relay.dials or line
        if last == "pipe" and self.relay.onward:
            self.relay.piped = self.relay.piped or line

    def code_sink(self, code: Value, line: int, text: str, *, is_literal: bool) -> None:
        found = flow.exec_hit(code, line, text)
        users_own = bool(code.tags) and all(
            t.label is Label.USERDATA and t.detail in _USERS for t in code.tags
        )
        if found is None and not is_literal and not code.is_known and not users_own:
            found = Hit(flow.DYNAMIC_EVAL, line, text, "evaluates text built at run time")
        self.hit(found)

    def command_sink(self, node: Node, values: list[Value], line: int, text: str) -> None:
        from skillctl.audit.shell_ast import analyse_shell

        command = values[0]
        if len(values) > 1:
            command = flow.concat(command, Value.of(" "), _argv(values[1]))
        self.hit(flow.exec_hit(command, line, text))
        shells = [t for t in values[0].texts if _SHELL.match(t.rsplit("/", 1)[-1])]
        if shells and not re.search(r"(?:^|\s)-c\b|\.\w+\b", " ".join(values[1].texts) if len(values) > 1 else ""):  # fmt: skip
            name = _declared_name(node)
            self.shells[name or f"<shell@{line}>"] = line
        if "detached" in text and re.search(r"detached\s*:\s*true", text):
            self.stop.detached = self.stop.detached or line
        if _inside_exit_handler(node) or (
            _in_loop(node)
            and any(s in text for s in ("process.argv", "__filename", "process.execPath"))
        ):
            self.stop.respawn = self.stop.respawn or line
        owner = enclosing_name(node)
        if owner:
            self.spawners.setdefault(owner, line)
        for candidate in command.texts:
            known = candidate.replace(flow.UNKNOWN, "X")
            if not known.strip("X "):
                continue
            if self.recording and len(self.commands) < _MAX_COMMANDS:
                self.commands.append((line, " ".join(known.split())[:2000]))
            for inner in analyse_shell(_unwrap_shell(known)) or []:
                self.hit(Hit(inner.rule, line, text, f"{inner.why} (in the command it runs)"))
            for found in capability_hits.command_hits(known, line, text):
                self.hit(found)

    def socket(self, node: Node, values: list[Value], line: int) -> None:
        texts = [t for v in values for t in v.texts]
        marker = next((m for t in texts if (m := capabilities.mining_marker(t))), None)
        if marker is not None:
            self.hit(Hit(capability_rules.MINER, line, texts[0][:200], f"connects to {marker}"))
        hosts = [t for t in texts if re.search(r"[a-z]", t) and flow.UNKNOWN not in t]
        if hosts and all(
            re.fullmatch(r"localhost|127(?:\.\d+){3}|::1|0\.0\.0\.0", h) for h in hosts
        ):
            return
        self.sockets[_declared_name(node) or f"<socket@{line}>"] = line

    def wiring(self, node: Node, line: int) -> None:
        """``sock.pipe(sh.stdin)``, ``sh.stdout.pipe(sock)``: a socket and a shell joined."""
        fn = node.child_by_field_name("function")
        obj = fn.child_by_field_name("object") if fn is not None else None
        arguments = node.child_by_field_name("arguments")
        ends = {root_name(obj) if obj is not None else None}
        ends |= {root_name(a) for a in (arguments.named_children if arguments else [])}
        if ends & set(self.sockets) and ends & set(self.shells):
            self.wired = self.wired or line

    def network_sink(
        self,
        state: _State,
        callee: str,
        args: list[Node],
        values: list[Value],
        line: int,
        text: str,
    ) -> None:
        from skillctl.audit.shell_words import url_payload

        if not values:
            return
        payloads = [url_payload(values[0])]
        destinations = _destinations(values[0])
        options = args[1] if len(args) > 1 else None
        if isinstance(values[0], Fields) and args:  # https.request({ host, path, … })
            payloads, options = [], args[0]
        if (
            callee.endswith(("post", "put", "patch", "sendBeacon", "send", "write"))
            and len(values) > 1
        ):
            payloads.append(values[1])
            options = args[2] if len(args) > 2 else None
        if options is not None and options.type == "object":
            payloads += _option_payloads(state, options)
        elif callee.endswith(("send", "write")):
            payloads.append(values[0])
        if len(payloads) > 1:  # a body besides what the address itself carries
            self.hit(
                capability_rules.hidden_destination_hit(
                    values[0], flow.union(*payloads[1:]), line, text
                )
            )
        self.hit(flow.network_hit(flow.union(*payloads), destinations, line, text))

    def write(self, path: Value, content: Value | None, line: int, text: str) -> None:
        self.hit(flow.write_hit(path, line, text, content))
        if content is None:
            return
        if self.recording:
            self.shown.add(line, content, "written-value")
        self.hit(self.stores.copied(content, line, text, into=path))

    def read(self, path: Value, line: int | None = None, text: str = "") -> Value:
        tags, found = self.stores.read(path, line or 0, text)
        if line is not None:
            self.hit(found)
        return Value.unknown(*(tags or [Tag(Label.USERDATA)]))

    def output(self, shown: Value, line: int, text: str) -> None:
        self.hit(self.stores.copied(shown, line, text, into=None))
        if self.recording:
            self.shown.add(line, shown, "printed-value")

    def signal(self, name: Value, handler: Node, line: int) -> None:
        body = handler.child_by_field_name("body") if handler.type in ("arrow_function", "function_expression", "function", "function_declaration") else None  # fmt: skip
        if body is None or _STOPS.search((body.text or b"").decode("utf-8", "replace")):
            return
        self.stop.ignore(name.texts, line)

    def finished(self) -> list[Hit]:
        hits = list(self.hits)
        again = sorted(self.spawners[f] for f in self.restarted if f in self.spawners)
        self.stop.respawn = self.stop.respawn or (again[0] if again else None)
        if self.sockets and (self.wired or self.shells):
            line = self.wired or min(self.shells.values())
            hits.append(Hit(capability_rules.SOCKET_SHELL, line, self.line_code(line), "a connection and an interactive shell are joined"))  # fmt: skip
        resisted = self.stop.hit(self.line_code, respawn_alone=False)
        found = (resisted, self.relay.hit(self.line_code), self.nonce.hit(self.line_code))
        hits.extend(f for f in found if f is not None)
        swept = self.sql.finished()
        return capability_hits.git_wipe([*hits, swept] if swept else hits)


def _addresses(args: list[Node], values: list[Value]) -> list[Value]:
    """The address arguments of a connect call (port and host, or an options object), not
    the callback that may follow them."""
    return [v for a, v in zip(args[:2], values[:2], strict=False) if a.type not in ("arrow_function", "function_expression", "function")]  # fmt: skip


def _handler(state: _State, node: Node) -> Node:
    """The function a handler argument stands for: itself, or the script's own function it
    names or calls (``swallow(sig)`` returning the arrow that ignores the signal)."""
    name = node if node.type == "identifier" else node.child_by_field_name("function") if node.type == "call_expression" else None  # fmt: skip
    if name is not None and name.type == "identifier":
        body = state.bodies.get((name.text or b"").decode("utf-8", "replace"))
        if body is not None:
            return body
    return node


def _destinations(target: Value) -> list[str]:
    """Where a request goes: its URL, or the host and path of an options object."""
    if not isinstance(target, Fields):
        return list(target.texts)
    table = dict(target.pairs)
    host = table.get("hostname") or table.get("host")
    if host is None:
        return list(target.texts)
    path = table.get("path", Value.of("/"))
    return list(flow.concat(Value.of("https://"), host, path).texts)


def _option_payloads(state: _State, options: Node) -> list[Value]:
    found: list[Value] = []
    for pair in options.named_children:
        key, value = pair.child_by_field_name("key"), pair.child_by_field_name("value")
        if pair.type != "pair" or key is None or value is None:
            continue
        name = (key.text or b"").decode("utf-8", "replace").strip("'\"")
        if name in ("body", "data", "json", "form"):
            found.append(state.expr(value, 0))
        elif name == "headers" and value.type == "object":
            for header in value.named_children:
                hkey, hval = (
                    header.child_by_field_name("key"),
                    header.child_by_field_name("value"),
                )
                if header.type == "pair" and hkey and hval and not _AUTH_KEY.match((hkey.text or b"").decode()):  # fmt: skip
                    found.append(state.expr(hval, 0))
    return found


def _declared_name(node: Node) -> str | None:
    """The variable a call's result is stored in (``const sh = spawn(…)``)."""
    parent = node.parent
    while parent is not None and parent.type in ("await_expression", "parenthesized_expression", "as_expression"):  # fmt: skip
        parent = parent.parent
    if parent is not None and parent.type == "variable_declarator":
        name = parent.child_by_field_name("name")
        return (name.text or b"").decode() if name is not None else None
    if parent is not None and parent.type == "assignment_expression":
        left = parent.child_by_field_name("left")
        return (left.text or b"").decode() if left is not None else None
    return None


def _inside_exit_handler(node: Node) -> bool:
    """The call sits in a callback for a child's or the process's ``exit``/``close``."""
    current = node.parent
    while current is not None:
        if current.type == "call_expression":
            fn = current.child_by_field_name("function")
            arguments = current.child_by_field_name("arguments")
            name = (fn.text or b"").decode() if fn is not None else ""
            first = arguments.named_children[0] if arguments and arguments.named_children else None
            event = (first.text or b"").decode().strip("'\"`") if first is not None else ""
            if name.rsplit(".", 1)[-1] in ("on", "once") and event in (
                "exit",
                "close",
                "disconnect",
            ):
                return True
        current = current.parent
    return False


def _in_loop(node: Node) -> bool:
    current = node.parent
    while current is not None:
        if current.type in ("while_statement", "for_statement", "do_statement"):
            return True
        current = current.parent
    return False


def _unwrap_shell(command: str) -> str:
    """``bash -c CODE`` rebuilt from an argv reads as CODE."""
    found = re.match(r"^(?:/bin/|/usr/bin/)?(?:ba|z|da)?sh\s+-c\s+(.*)$", command, re.DOTALL)
    return found.group(1) if found else command
