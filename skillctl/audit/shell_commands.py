"""What the shell model's commands do with their resolved words: the command semantics.

``ShellCommands`` is mixed into the evaluator in ``shell_ast``: the evaluator
resolves words, redirects and control flow; these methods say what each
program reads, prints, sends, writes, deletes and runs. Behaviours shared with
the other languages (signals, git, setuid, package indexes, credential
helpers, security tools) come from ``behaviour.judge_command``.
"""

from __future__ import annotations

import posixpath
import re
from typing import TYPE_CHECKING

from skillctl.audit import behaviour
from skillctl.audit import flow
from skillctl.audit.capability_hits import SqlSweep
from skillctl.audit.capability_hits import Termination
from skillctl.audit.flow import Hit
from skillctl.audit.flow import Label
from skillctl.audit.flow import Tag
from skillctl.audit.flow import Value
from skillctl.audit.shell_words import decode
from skillctl.audit.shell_words import joined
from skillctl.audit.shell_words import printf_format
from skillctl.audit.shell_words import split_flag
from skillctl.audit.shell_words import url_payload

if TYPE_CHECKING:
    from tree_sitter import Node

SHELLS = frozenset({"bash", "sh", "zsh", "dash", "ksh", "fish", "ash"})
INTERPRETERS = SHELLS | frozenset({"python", "python3", "node", "perl", "ruby", "pwsh", "php"})
WRAPPERS = frozenset(
    {"sudo", "nohup", "time", "command", "exec", "builtin", "doas", "nice", "setsid", "timeout",
     "stdbuf", "ionice", "chronic", "xargs", "caffeinate", "runuser"}
)  # fmt: skip
DECODERS = frozenset({"base64", "xxd", "openssl", "gunzip", "zcat", "rev", "uudecode", "bunzip2"})
# Programs whose file arguments they read (and print, encode or pack).
READERS = frozenset(
    {"cat", "head", "tail", "less", "more", "strings", "tac", "xxd", "od", "hexdump", "base64",
     "gzip", "zip", "tar", "grep", "awk", "sed", "cut", "sort", "jq", "gpg", "openssl", "dd",
     "split", "uuencode", "basenc", "base32", "cp", "scp", "rsync"}
)  # fmt: skip
SQL_CLIENTS = frozenset(
    {"psql", "mysql", "mariadb", "sqlite3", "clickhouse-client", "mongo", "mongosh", "redis-cli",
     "cockroach", "duckdb", "sqlcmd", "pg_dump", "dropdb", "mysqladmin"}
)  # fmt: skip
SILENT = frozenset(
    {"return", "exit", "local", "shift", "set", "shopt", "cd", "pushd", "popd", "true", "false",
     ":", "export", "unset", "wait", "sleep", "[", "test", "mkdir", "trap", "umask", "alias",
     "source", "."}
)  # fmt: skip
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
_DNS = frozenset({"dig", "nslookup", "host", "drill", "resolvectl", "kdig"})
_RAW_NET = frozenset({"nc", "ncat", "netcat", "socat", "telnet"})
_WRITERS = frozenset({"cp", "mv", "ln", "install", "rsync", "mkdir", "touch"})
_TRUNCATORS = frozenset({"truncate", "shred", "srm", "wipe"})
_SUMMARISERS = frozenset({"wc", "file", "stat", "du", "md5sum", "sha256sum", "sha1sum", "cksum"})


class ShellCommands:
    """Command semantics over resolved words; the evaluator supplies the state methods."""

    env: dict[str, Value]
    arrays: dict[str, list[Value]]
    bombs: set[str]
    functions: dict[str, Node]
    calls: list[str]
    call_budget: int
    hits: list[Hit]
    sql_sweep: SqlSweep
    termination: Termination
    asked: bool
    previewed: bool
    files: dict[str, Value]  # what the script wrote into files, by path: read back later
    secret_reads: set[int]  # lines where a credential file is read (cat, cp, <, tar …)
    current_line: int
    cwd: Value | None  # where `cd` went, for relative deletes (`cd ~ && rm -rf *`)

    # supplied by the evaluator
    def hit(self, found: Hit | None) -> None:
        raise NotImplementedError

    def line(self, node: Node) -> int:
        raise NotImplementedError

    def code(self, node: Node) -> str:
        raise NotImplementedError

    def call(self, name: str, args: list[Value], depth: int) -> Value:
        raise NotImplementedError

    def exec(self, payload: Value, node: Node, depth: int) -> None:
        raise NotImplementedError

    def script(self, text: str, line: int, code: str, how: str) -> None:
        raise NotImplementedError

    def run(self, words: list[Value], stdin: Value, node: Node, depth: int) -> Value:
        """What running ``words`` with ``stdin`` prints; sink hits recorded on the way."""
        words, raw = _unwrapped(words)
        name = raw[0].rsplit("/", 1)[-1] if raw else ""
        args, arg_texts = words[1:], raw[1:]
        line, text = self.line(node), self.code(node)
        self.current_line = line
        if raw[:2] == ["git", "clean"] and any(
            r == "--dry-run" or (r.startswith("-") and not r.startswith("--") and "n" in r)
            for r in raw[2:]
        ):
            self.previewed = True
        for found in behaviour.judge_command(words, line, text):
            self.hit(found)
        if words and "/" in raw[0]:  # a program run by its path: what the script stored there
            stored = [self.files[t] for t in words[0].texts if t in self.files]
            if stored:
                self.hit(flow.exec_hit(flow.union(*stored), line, text))
        self.termination.ignore(behaviour.ignored_signals(raw), line)
        if behaviour.default_branch_query(raw):
            return Value.of("origin/main")  # whatever it is called, it is the default branch
        store = behaviour.credential_source(words)
        if store is not None:
            self.secret_reads.add(line)  # a credential helper or keychain read is a read
            return Value.unknown(Tag(Label.SECRET, store))
        if name in self.bombs or (name in self.calls and ("&" in text or "|" in text)):
            # a function that runs itself again in a pipe or the background, however named
            self.hit(Hit(flow.FORK_BOMB, line, text, f"{name} starts itself twice"))
            return Value.unknown()
        if name in self.functions and name not in self.calls and self.call_budget > 0:
            return self.call(name, args, depth)
        if name in SQL_CLIENTS:
            self.sql(flow.union(stdin, *args), line, text)
        if name in ("source", ".") and arg_texts[:1] in (
            ["/dev/stdin"],
            ["-"],
            ["/proc/self/fd/0"],
        ):
            args = [stdin]  # `. /dev/stdin <<< "$text"`: the text is the script
        if name in ("eval", "source", "."):
            if name == "eval":
                payload = flow.concat(*args)
            else:  # the file's path, and what the script stored there (a download)
                payload = flow.union(*args[:1], *(self.read_file(a) for a in args[:1]))
            self.exec(payload, node, depth)
            return Value.unknown(*payload.tags)
        self.served(name, arg_texts, line, text)
        if name in INTERPRETERS or re.fullmatch(r"python3(\.\d+)?", name):
            return self.interpreter(name, args, arg_texts, stdin, node, depth)
        if name in ("cd", "pushd") and args:
            self.cwd = args[-1]
        if name in SILENT:
            return Value.of("")
        return self.program(name, args, arg_texts, stdin, line, text)

    def program(
        self, name: str, args: list[Value], texts: list[str], stdin: Value, line: int, text: str
    ) -> Value:
        everything = flow.union(stdin, *args)
        files = [a for a, t in zip(args, texts, strict=True) if not t.startswith("-")]
        if name == "curl":
            return self.curl(args, texts, stdin, line, text)
        remote = _remote_copy(name, texts)
        if remote is not None:
            sources = [
                a for a, t in zip(args, texts, strict=True) if not t.startswith("-") and t != remote
            ]
            payload = flow.union(stdin, *(self.read_file(a) for a in _copy_sources(name, sources)))
            self.hit(flow.network_hit(payload, [f"https://{_remote_host(remote)}/"], line, text))
            return Value.unknown()

        if name == "wget":
            return self.wget(args, texts, line, text)
        if name in _RAW_NET:
            self.hit(flow.network_hit(stdin, texts, line, text))
            return Value.unknown(Tag(Label.REMOTE))
        if name in _DNS:
            self.hit(flow.network_hit(flow.union(*args), [], line, text))
            return Value.unknown()
        if name in DECODERS and not (files and name != "openssl" and _reads_files(name, texts)):
            return decode(name, texts, stdin)
        if name in ("echo", "printf"):
            return self.printed(name, args, texts)
        if name in ("dirname", "basename", "realpath", "readlink"):
            return _path_op(name, args, texts)
        if name == "sed" and any(t.startswith("-i") for t in texts):
            for target in files[1:]:
                self.hit(flow.write_hit(target, line, text))
            return Value.of("")
        if (
            name in _SUMMARISERS
            or _keys_only(name, texts)
            or (
                name == "grep"
                and any(re.fullmatch(r"-\w*[qclL]\w*|--(?:quiet|silent|count)", t) for t in texts)
            )
        ):
            return Value.unknown()  # a count, a yes/no or a file name: not the content
        if name in ("tar", "zip", "7z", "bsdtar") and (archived := self.archive(name, args, texts)):
            return archived
        if name in READERS:
            read = [self.read_file(f) for f in _read_targets(name, files)]
            value = flow.union(*read) if read else stdin
            if name in ("cp", "scp", "rsync") and len(files) > 1:
                for target in files[-1:]:
                    self.written(target, value, line, text)
            return value
        if name in ("env", "printenv", "set", "export", "declare", "compgen") and not args:
            return Value.unknown(Tag(Label.SECRET, "environment"))
        if name == "printenv":
            return flow.union(*(flow.env_value(t) for t in texts))
        if name in ("mapfile", "readarray"):
            self.read_lines(texts, stdin)
            return Value.of("")
        if name == "read":
            self.asked = self.asked or any(t.startswith("-") and "p" in t for t in texts)
            for t in texts:
                if not t.startswith("-"):
                    self.env[t] = stdin
            return Value.of("")
        if name == "rm":
            self.remove(args, texts, line, text)
            return Value.of("")
        if name in _TRUNCATORS:
            for target in files:
                self.erased(target, line, text)
            return Value.of("")
        if name == "history" and any(t in ("-c", "-cw") for t in texts):
            self.hit(Hit(behaviour.ERASE_TRACES, line, text, "clears the shell history"))
            return Value.of("")
        if name == "find":
            self.find(args, texts, line, text)
            roots = [
                a for a, t in zip(args, texts, strict=True) if not t.startswith(("-", "(", "!"))
            ]
            # what find prints: the entries under each root, which a later loop may delete
            listed = [
                Value(tuple(f"{t.rstrip('/')}/*" for t in r.texts), r.tags) for r in roots[:1]
            ]
            return listed[0] if listed else Value.unknown()
        if name == "tee":
            for a in files:
                self.written(a, stdin, line, text)
            return stdin
        if name in _WRITERS:
            for target in files[-1:] if name not in ("mkdir", "touch") else files:
                self.hit(flow.write_hit(target, line, text))
            return Value.of("")
        if name == "crontab" and not {"-l", "-r"} & set(texts):
            self.hit(Hit(flow.PERSISTENCE_WRITE, line, text, "installs a crontab"))
            self.scheduled(stdin, line, text)
        if name == "chmod" and files:
            for target in files[1:]:
                self.hit(flow.write_hit(target, line, text))
        return Value.unknown(*everything.tags)

    def served(self, name: str, texts: list[str], line: int, text: str) -> None:
        """A one-line web server publishing the home or root folder (given, or where `cd` went)."""
        if not (
            name.startswith(("python", "php", "ruby")) or name in ("npx", "http-server", "serve")
        ):
            return
        folder = behaviour.serves_folder([name, *texts])
        if folder is None and self.cwd is not None and behaviour.serves_folder([name, *texts, "~"]):
            folder = next((t for t in self.cwd.texts if t.rstrip("/") in ("~", "$HOME", "")), None)
        if folder is not None:
            self.hit(Hit(behaviour.EXPOSE, line, text, f"serves {folder or '/'} over HTTP"))

    def printed(self, name: str, args: list[Value], texts: list[str]) -> Value:
        if name == "printf":
            rest, rest_texts = args, texts
            target = None
            if len(rest_texts) >= 2 and rest_texts[0] == "-v":
                target, rest, rest_texts = rest_texts[1], rest[2:], rest_texts[2:]
            if rest_texts[:1] == ["--"]:
                rest, rest_texts = rest[1:], rest_texts[1:]
            value = printf_format(rest[0], rest[1:]) if rest else Value.of("")
            if target is not None:
                self.env[target] = value
                return Value.of("")
            return value
        shown = [a for a, t in zip(args, texts, strict=True) if not re.fullmatch(r"-[neE]+", t)]
        return joined(shown)

    def sql(self, statements: Value, line: int, text: str) -> None:
        """SQL handed to a database client (its arguments and stdin); a catalog listing and a
        later DROP of computed names add up in the file's sweep."""
        self.hit(self.sql_sweep.add(statements, line, text))

    def archive(self, name: str, args: list[Value], texts: list[str]) -> Value | None:
        """``tar czf OUT in…`` / ``zip -r OUT in…``: OUT holds what its inputs hold."""
        if name in ("tar", "bsdtar"):
            parsed = _tar_operands(args, texts)
            if parsed is None:
                return None
            out, inputs = parsed
        else:
            operands = [a for a, t in zip(args, texts, strict=True) if not t.startswith("-")]
            if len(operands) < 2:
                return None
            out, inputs = operands[0], operands[1:]
        content = flow.union(*(self.read_file(i) for i in inputs)) if inputs else Value.unknown()
        if out is None or out.texts[0] == "-":
            return content
        self.remember(out, content)
        return Value.of("")

    def read_lines(self, texts: list[str], stdin: Value) -> None:
        """``mapfile -t NAME``: one array element per line of the input, as far as it is known."""
        valued = {"-d", "-n", "-O", "-s", "-u", "-C", "-c"}
        names = [
            t
            for i, t in enumerate(texts)
            if not t.startswith("-") and (i == 0 or texts[i - 1] not in valued)
        ]
        body = stdin.texts[0] if stdin.texts else ""
        lines = [line for line in body.split("\n") if line] if body != flow.UNKNOWN else []
        items = [Value.of(line, *stdin.tags) for line in lines[:64]] or [stdin]
        self.arrays[names[-1] if names else "MAPFILE"] = items

    def remember(
        self, target: Value, content: Value, *, append: bool = False, named: bool = False
    ) -> None:
        """What a path holds now. ``named``: also a path under a folder only known at run time
        (``"$tmp/hook.sh"``), by the name it is given, for a download read back the same way."""
        for path in target.texts[:4]:
            # a download's path only known in part ("$tmp/x", "/tmp/.x-$$") is kept by its
            # spelling, for the same spelling read back or run later
            partly = named and len(path.replace(flow.UNKNOWN, "")) >= 3
            if (flow.UNKNOWN not in path or partly) and len(self.files) < 256:
                before = self.files.get(path) if append else None
                self.files[path] = flow.union(before, content) if before else content

    def resolved(self, target: Value) -> Value:
        """A relative path against the folder `cd` went to, when the script went somewhere."""
        if self.cwd is None:
            return target
        texts = []
        for text in target.texts:
            if text.startswith(("/", "~", "$")) or (
                flow.UNKNOWN in text and not text.startswith(flow.UNKNOWN)
            ):
                texts.append(text)
            else:
                base = self.cwd.texts[0].rstrip("/")
                rest = text.removeprefix("./")
                texts.append(base if rest in (".", "") else f"{base}/{rest}")
        return Value(tuple(texts), target.tags | self.cwd.tags)

    def scheduled(self, content: Value, line: int, text: str) -> None:
        """The commands a crontab, an rc file or a unit file will run later, read as shell."""
        for body in content.texts[:2]:
            rows = body.replace(flow.UNKNOWN, "\n").split("\n")  # an unknown part: a line apart
            commands = [_scheduled_command(row) for row in rows]
            script = "\n".join(c for c in commands if c)
            if script:
                self.script(script, line, text, "in the job it schedules")

    def find(self, args: list[Value], texts: list[str], line: int, text: str) -> None:
        deletes = "-delete" in texts or any(
            t in ("-exec", "-execdir", "-ok") and i + 1 < len(texts) and texts[i + 1] == "rm"
            for i, t in enumerate(texts)
        )
        if deletes and args:
            self.hit(flow.delete_hit(self.resolved(args[0]), line, text))
            self.erased(args[0], line, text)

    def interpreter(
        self, name: str, args: list[Value], texts: list[str], stdin: Value, node: Node, depth: int
    ) -> Value:
        if "-c" in texts or "-e" in texts:
            flag = texts.index("-c") if "-c" in texts else texts.index("-e")
            if flag + 1 < len(args):
                code = args[flag + 1]
                if name in SHELLS:
                    self.exec(code, node, depth)
                else:
                    self.hit(flow.exec_hit(code, self.line(node), self.code(node)))
                    if name == "node":
                        self.inline_js(code, node)
            return Value.unknown()
        scripts = [a for a, t in zip(args, texts, strict=True) if not t.startswith("-")]
        reads_stdin = "-s" in texts and name in SHELLS  # bash -s ARGS: the script is stdin
        if not scripts or texts[0] in ("-", "/dev/stdin") or reads_stdin:
            self.hit(flow.exec_hit(stdin, self.line(node), self.code(node)))
        else:
            # the script's path, and what this script stored at that path (a download)
            script = flow.union(scripts[0], self.read_file(scripts[0]))
            self.hit(flow.exec_hit(script, self.line(node), self.code(node)))
        return Value.unknown()

    def inline_js(self, code: Value, node: Node) -> None:
        from skillctl.audit.js_ast import analyse_js

        for candidate in code.texts[:2]:
            if flow.UNKNOWN in candidate:
                continue
            for inner in analyse_js(candidate) or []:
                self.hit(
                    Hit(inner.rule, self.line(node), self.code(node), f"{inner.why} (node -e)")
                )

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
        payload = flow.union(*payloads) if payloads else Value.of("")
        self.hit(flow.network_hit(payload, destinations, line, text))
        fetched = (
            Value.unknown() if flow.is_local(destinations) else Value.unknown(Tag(Label.REMOTE))
        )
        for target in out_files:
            self.hit(flow.write_hit(target, line, text))
            self.remember(target, fetched, named=True)  # a later `. file` runs what came down
        return fetched

    def curl_data(self, arg: Value, raw: str, stdin: Value) -> Value:
        body = raw.split("=", 1)[1] if re.match(r"^[\w.-]+=@", raw) else raw
        if body in ("@-", "@/dev/stdin"):
            return flow.union(arg, stdin)
        if body.startswith(("@", "<")):
            path = Value(tuple(t.split("@", 1)[-1].lstrip("<") for t in arg.texts), arg.tags)
            return flow.union(arg, self.read_file(path))
        return arg

    def wget(self, args: list[Value], texts: list[str], line: int, text: str) -> Value:
        payloads: list[Value] = []
        urls: list[str] = []
        outputs: list[Value] = []
        wants_output = False
        for arg, raw in zip(args, texts, strict=True):
            if wants_output:
                outputs.append(arg)
                wants_output = False
                continue
            if raw in ("-O", "--output-document"):
                wants_output = True
                continue
            flag, value = split_flag(raw)
            if flag in ("--post-data", "--body-data") and value is not None:
                payloads.append(arg)
            elif flag in ("--post-file", "--body-file") and value is not None:
                payloads.append(self.read_file(Value.of(value, *arg.tags)))
            elif flag == "--header" and value is not None and not _AUTH_HEADER.match(value):
                payloads.append(arg)
            elif flag in ("-O", "--output-document") and value is not None:
                outputs.append(Value.of(value, *arg.tags))
            elif not raw.startswith("-"):
                urls += arg.texts
                payloads.append(url_payload(arg))
        payload = flow.union(*payloads) if payloads else Value.of("")
        self.hit(flow.network_hit(payload, urls, line, text))
        fetched = Value.unknown() if flow.is_local(urls) else Value.unknown(Tag(Label.REMOTE))
        for target in outputs:
            self.remember(target, fetched, named=True)
        return fetched

    def remove(self, args: list[Value], texts: list[str], line: int, text: str) -> None:
        flags = "".join(t for t in texts if t.startswith("-") and not t.startswith("--"))
        recursive = "r" in flags.lower() or "--recursive" in texts
        for arg, raw in zip(args, texts, strict=True):
            if raw.startswith("-"):
                continue
            if recursive or "--no-preserve-root" in texts:
                self.hit(flow.delete_hit(self.resolved(arg), line, text))
            self.erased(arg, line, text)

    def erased(self, target: Value, line: int, text: str) -> None:
        for candidate in target.texts:
            found = behaviour.erases_traces(candidate)
            if found:
                self.hit(Hit(behaviour.ERASE_TRACES, line, text, f"erases {found}"))
                return

    def dumped(self, content: Value, line: int, text: str, where: str) -> None:
        """A stored credential printed or copied where it does not belong."""
        stores = [
            t.detail
            for t in content.labelled(Label.SECRET)
            if behaviour.is_credential_store(t.detail)
        ]
        if stores:
            why = f"{where} {', '.join(sorted(set(stores)))}"
            self.hit(Hit(behaviour.SECRET_WRITTEN, line, text, why))

    def written(self, target: Value, content: Value, line: int, text: str) -> None:
        """A file written with ``content``: persistence, agent settings, package indexes."""
        self.hit(flow.write_hit(target, line, text, content))
        self.remember(target, content, append=True)
        if any(flow.persistence_path(t) for t in target.texts):
            self.scheduled(content, line, text)
        is_script = any(t.endswith((".sh", ".bash", ".zsh")) for t in target.texts)
        for body in content.texts[:2]:
            if flow.UNKNOWN not in body[:200] and (is_script or re.match(r"#!\S*sh\b", body)):
                self.script(body, line, text, "in the script it writes")
        if target.texts[0] not in ("/dev/null", "/dev/stderr", "/dev/stdout"):
            self.dumped(content, line, text, f"writes into {target.texts[0][:60]}:")
        for candidate in target.texts[:4]:
            for found in behaviour.judge_text_write(flow.tilde(candidate), content, line, text):
                self.hit(found)
                return
        if all(t in ("", "\n") for t in content.texts) and content.is_known:
            self.erased(target, line, text)

    def read_file(self, path: Value) -> Value:
        if path.texts == ("/dev/null",):
            return Value.of("")
        stored = [
            value
            for text in path.texts
            for key, value in self.files.items()
            if key == text or key.startswith(text.rstrip("/") + "/")
        ]
        if stored:
            return flow.union(*stored)
        # the whole path, so "~/.ssh/id_ed25519.pub" is told apart from the private key
        tags = [Tag(Label.SECRET, t[:160]) for t in path.texts if flow.sensitive_path(t)]
        if tags:
            self.secret_reads.add(self.current_line)
        return Value.unknown(*(tags or [Tag(Label.USERDATA, path.texts[0][:80])]), *path.tags)


def _scheduled_command(row: str) -> str:
    """The command of a crontab line (after its five fields or @keyword), a unit's ExecStart,
    or an rc file's line as it is."""
    row = row.strip()
    if not row or row.startswith("#"):
        return ""
    cron = re.match(r"^(?:@\w+|(?:\S+\s+){5})(.+)$", row)
    if cron and re.match(r"^(?:@\w+|[\d*/,-]+)\s", row):
        return cron.group(1)
    unit = re.match(r"^Exec(?:Start|StartPre|StartPost|Stop)=[-@+!]*(.+)$", row)
    if unit:
        return unit.group(1)
    return row


def _unwrapped(words: list[Value]) -> tuple[list[Value], list[str]]:
    """The command behind wrappers such as ``sudo -u x``, ``nohup``, ``env A=b``."""
    raw = [w.texts[0] for w in words]
    while raw and raw[0].rsplit("/", 1)[-1] in WRAPPERS | {"env"} and len(raw) > 1:
        if raw[0] == "env" and not any("=" not in r and not r.startswith("-") for r in raw[1:]):
            break
        words, raw = words[1:], raw[1:]
        while len(raw) > 1 and (raw[0].startswith("-") or "=" in raw[0]):
            words, raw = words[1:], raw[1:]
        if raw and re.fullmatch(r"\d+[smhd]?", raw[0]) and len(raw) > 1:  # timeout 10 cmd
            words, raw = words[1:], raw[1:]
    return words, raw


_REMOTE_SPEC = re.compile(r"^(?:[\w.+-]+@)?[\w.-]+:(?!//)|^(?:rsync|s3|gs|az|sftp)://")


def _remote_copy(name: str, texts: list[str]) -> str | None:
    """The remote operand of a copy to another machine or a cloud bucket, if there is one."""
    operands = [t for t in texts if not t.startswith("-")]
    if name in ("scp", "rsync", "sftp", "rclone") or (
        name in ("aws", "gsutil", "s3cmd", "az")
        and ({"cp", "sync", "put", "upload", "mv"} & set(operands))
    ):
        remote = [t for t in operands[1:] if _REMOTE_SPEC.match(t)]
        return remote[-1] if remote else None
    if name in ("mail", "mailx", "mutt", "sendmail", "msmtp", "swaks"):
        return "mail.invalid:"
    return None


def _copy_sources(name: str, sources: list[Value]) -> list[Value]:
    if name in ("aws", "gsutil", "s3cmd", "az", "rclone"):
        return [
            s
            for s in sources
            if s.texts[0]
            not in ("s3", "cp", "sync", "put", "upload", "mv", "copy", "storage", "blob")
        ]
    if name in ("mail", "mailx", "mutt", "sendmail", "msmtp", "swaks"):
        return []  # the body comes on stdin; -a attachments are read below
    return sources


def _remote_host(remote: str) -> str:
    host = re.sub(r"^\w+://", "", remote).split(":", 1)[0].split("/", 1)[0]
    return host.rsplit("@", 1)[-1] or "remote.invalid"


def _tar_operands(args: list[Value], texts: list[str]) -> tuple[Value | None, list[Value]] | None:
    """(archive, inputs) of a tar that creates an archive, or None for any other tar."""
    create, expect, out = False, "", None
    inputs: list[Value] = []
    for index, (arg, raw) in enumerate(zip(args, texts, strict=True)):
        if expect:
            out, expect = (arg, "") if expect == "file" else (out, "")
            continue
        if index == 0 and re.fullmatch(r"[A-Za-z]+", raw):  # old style: `tar czf OUT …`
            create, expect = "c" in raw, "file" if "f" in raw else ""
        elif raw.startswith("--file="):
            out = Value.of(raw.split("=", 1)[1], *arg.tags)
        elif raw in ("--file", "-C", "--directory", "-T", "--files-from", "-X", "--exclude-from"):
            expect = "file" if raw == "--file" else "skip"
        elif raw == "--create":
            create = True
        elif raw.startswith("--"):
            continue
        elif raw.startswith("-"):
            create = create or "c" in raw
            if "f" in raw[1:]:
                rest = raw[raw.index("f", 1) + 1 :]
                out, expect = (Value.of(rest), "") if rest else (out, "file")
        else:
            inputs.append(arg)
    return (out, inputs) if create else None


def _reads_files(name: str, texts: list[str]) -> bool:
    """A decoder given file operands reads those files (``xxd -p FILE``, ``base64 FILE``)."""
    del name
    return any(not t.startswith("-") for t in texts)


def _read_targets(name: str, files: list[Value]) -> list[Value]:
    if name in ("grep", "awk", "sed", "jq") and files:
        return files[1:]  # the first operand is the pattern or program
    if name in ("cp", "scp", "rsync") and len(files) > 1:
        return files[:-1]
    return files


def _path_op(name: str, args: list[Value], texts: list[str]) -> Value:
    operands = [a for a, t in zip(args, texts, strict=True) if not t.startswith("-")]
    if not operands:
        return Value.unknown()
    source = operands[0]
    out: list[str] = []
    for candidate in source.texts:
        if flow.UNKNOWN in candidate and name == "basename":
            out.append(flow.UNKNOWN)
        elif name == "dirname":
            out.append(posixpath.dirname(candidate.rstrip("/")) or ".")
        elif name == "basename":
            out.append(posixpath.basename(candidate.rstrip("/")))
        else:
            out.append(posixpath.normpath(candidate) if candidate else candidate)
    return Value(tuple(dict.fromkeys(out)), source.tags)


# Keep what comes before the first "=" of each line: the names of a KEY=value file, not values.
_KEY_FIELD = re.compile(r"(?:-f\s*|--fields=)1(?![\d,-])")
_KEY_SCRIPTS = (
    re.compile(r"s([/|#])=\.\*\1\1g?"),  # sed 's/=.*//'
    re.compile(r"\{\s*print\s+\$1\s*;?\s*\}"),  # awk -F= '{print $1}'
    re.compile(r"\^\[\^=\]\*|\^\[A-Za-z_0-9\]\+|\^\[A-Z_\]\+|\^\[A-Z0-9_\]\+"),  # grep -o '^[^=]*'
)


def _keys_only(name: str, texts: list[str]) -> bool:
    """``cut -d= -f1 .env`` and its sed/awk/grep -o spellings print names, never values."""
    joined = " ".join(texts)
    if name == "cut":
        return bool(re.search(r"-d\s*'?=|--delimiter='?=", joined) and _KEY_FIELD.search(joined))
    if name == "sed":
        return not any(t.startswith("-i") for t in texts) and bool(_KEY_SCRIPTS[0].search(joined))
    if name == "awk":
        return bool(re.search(r"-F\s*'?=", joined) and _KEY_SCRIPTS[1].search(joined))
    if name == "grep":
        return "-o" in texts and bool(_KEY_SCRIPTS[2].search(joined))
    return False
