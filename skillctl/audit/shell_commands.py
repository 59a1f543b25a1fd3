"""What the shell model's commands do with their resolved words: the command semantics.

``ShellCommands`` is mixed into the evaluator in ``shell_ast``: the evaluator
resolves words, redirects and control flow; these methods say what each
program reads, prints, sends, writes, deletes and runs. Behaviours shared with
the other languages (signals, git, setuid, package indexes, credential
helpers, security tools) come from ``behaviour.judge_command``. What commands do
with files is in ``shell_files``, what they send and fetch in ``shell_network``,
and the state all three share is declared in ``shell_state``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from skillctl.audit import behaviour
from skillctl.audit import capability_rules
from skillctl.audit import flow
from skillctl.audit import places
from skillctl.audit.flow import Hit
from skillctl.audit.flow import Label
from skillctl.audit.flow import Tag
from skillctl.audit.flow import Value
from skillctl.audit.shell_files import keys_only
from skillctl.audit.shell_files import path_op
from skillctl.audit.shell_files import read_targets
from skillctl.audit.shell_files import reads_files
from skillctl.audit.shell_network import ShellNetwork
from skillctl.audit.shell_network import copy_sources
from skillctl.audit.shell_network import remote_copy
from skillctl.audit.shell_network import remote_host
from skillctl.audit.shell_words import decode
from skillctl.audit.shell_words import joined
from skillctl.audit.shell_words import printf_format
from skillctl.audit.shell_words import translate

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
_DNS = frozenset({"dig", "nslookup", "host", "drill", "resolvectl", "kdig"})
_RAW_NET = frozenset({"nc", "ncat", "netcat", "socat", "telnet"})
_WRITERS = frozenset({"cp", "mv", "ln", "install", "rsync", "mkdir", "touch"})
_QUIET = frozenset({"chmod", "chown", "chgrp", "rmdir", "ln", "kill", "sync"})
_TRUNCATORS = frozenset({"truncate", "shred", "srm", "wipe"})
_SUMMARISERS = frozenset({"wc", "file", "stat", "du", "md5sum", "sha256sum", "sha1sum", "cksum"})


class ShellCommands(ShellNetwork):
    """Command semantics over resolved words; the evaluator supplies the state methods."""

    def run(self, words: list[Value], stdin: Value, node: Node, depth: int) -> Value:
        """What running ``words`` with ``stdin`` prints; sink hits recorded on the way."""
        located = _located(words)
        if located is not None:
            return located
        words, raw = _unwrapped(words)
        if self.parts is not None and words:
            programs = {t.rsplit("/", 1)[-1] for t in words[0].texts if flow.UNKNOWN not in t}
            self.parts.append((programs, raw[1:]))
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
        if behaviour.pushes_to_default(words):
            self.default_push = self.default_push or (line, text)
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
        started = _started_command(name, args, arg_texts)
        if started is not None:  # tmux and screen run their command string with a shell
            self.exec(started, node, depth)
            return Value.of("")
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
        remote = remote_copy(name, texts)
        if remote is not None:
            sources = [
                a for a, t in zip(args, texts, strict=True) if not t.startswith("-") and t != remote
            ]
            payload = flow.union(stdin, *(self.read_file(a) for a in copy_sources(name, sources)))
            self.hit(flow.network_hit(payload, [f"https://{remote_host(remote)}/"], line, text))
            return Value.unknown()

        if name == "wget":
            return self.wget(args, texts, line, text)
        if name in _RAW_NET:
            self.hit(flow.network_hit(stdin, texts, line, text))
            return Value.unknown(Tag(Label.REMOTE))
        if name in _DNS:
            self.hit(flow.network_hit(flow.union(*args), [], line, text))
            return Value.unknown()
        if name in DECODERS and not (files and name != "openssl" and reads_files(name, texts)):
            return decode(name, texts, stdin)
        if name in ("echo", "printf"):
            return self.printed(name, args, texts)
        if name == "tr":
            return translate(texts, stdin)
        if name in ("dirname", "basename", "realpath", "readlink"):
            return path_op(name, args, texts)
        if name == "sed" and any(t.startswith("-i") for t in texts):
            for target in files[1:]:
                self.hit(flow.write_hit(target, line, text))
            return Value.of("")
        if (
            name in _SUMMARISERS
            or keys_only(name, texts)
            or (
                name == "grep"
                and any(re.fullmatch(r"-\w*[qclL]\w*|--(?:quiet|silent|count)", t) for t in texts)
            )
        ):
            return Value.unknown()  # a count, a yes/no or a file name: not the content
        if name in ("tar", "zip", "7z", "bsdtar") and (archived := self.archive(name, args, texts)):
            return archived
        if name in READERS:
            read = [self.read_file(f) for f in read_targets(name, files)]
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
        if name in _QUIET and not any(re.fullmatch(r"-\w*v\w*|--verbose", t) for t in texts):
            return Value.of("")  # prints nothing unless told to: `$(…)` around it gets no noise
        return Value.unknown(*everything.tags)

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

    def find(self, args: list[Value], texts: list[str], line: int, text: str) -> None:
        deletes = "-delete" in texts or any(
            t in ("-exec", "-execdir", "-ok") and i + 1 < len(texts) and texts[i + 1] == "rm"
            for i, t in enumerate(texts)
        )
        if deletes and args:
            self.hit(flow.delete_hit(self.resolved(args[0]), line, text))
            self.erased(args[0], line, text)
        self.hit(_harvest(args, texts, line, text, self.pipeline or text))

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
                    elif name.startswith("python"):
                        self.inline_python(code, node)
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

    def inline_python(self, code: Value, node: Node) -> None:
        """``python -c CODE``: the code followed by the Python model, its hits on this line."""
        from skillctl.audit.python_flow import analyse_python

        for candidate in code.texts[:2]:
            model = analyse_python(candidate) if flow.UNKNOWN not in candidate else None
            for inner in model.hits if model is not None else []:
                self.hit(
                    Hit(inner.rule, self.line(node), self.code(node), f"{inner.why} (python -c)")
                )


# tmux subcommands whose last argument is a shell command, and the flags of theirs that take a
# value (skipped when looking for that command).
_TMUX_RUNS = frozenset({"new-window", "neww", "new-session", "new", "split-window", "splitw", "respawn-pane", "respawnp", "respawn-window", "run-shell", "run"})  # fmt: skip
_TMUX_VALUED = frozenset({"-t", "-s", "-n", "-c", "-e", "-F", "-x", "-y", "-l", "-w", "-h"})


def _started_command(name: str, args: list[Value], texts: list[str]) -> Value | None:
    """The command string tmux or screen starts in a new window or session."""
    if name == "tmux" and texts and texts[0] in _TMUX_RUNS:
        rest = list(zip(args[1:], texts[1:], strict=True))
        index, command = 0, None
        while index < len(rest):
            value, raw = rest[index]
            if raw in _TMUX_VALUED:
                index += 2
                continue
            if not raw.startswith("-"):
                command = value
            index += 1
        return command
    if name == "screen" and any(t.startswith("-dm") or t == "-d" for t in texts):
        words: list[Value] = []
        skip = False
        for value, raw in zip(args, texts, strict=True):
            if skip or raw.startswith("-"):
                skip = not skip and raw.startswith("-") and raw.endswith("S")  # -S / -dmS name
                continue
            words.append(value)
        if words:
            parts: list[Value] = []
            for position, word in enumerate(words):
                parts += [Value.of(" ")] * bool(position) + [word]
            return flow.concat(*parts)
    return None


# Where a sweep for secret files is a harvest: the user's home, other users', the system.
_WIDE_ROOTS = re.compile(r"^(?:~|/|/home|/Users|/root|/srv|/opt|/var|/etc|/mnt|/media)/?$")
_SECRET_NAMES = re.compile(
    r"^\*?\.env(?:\.\*|\*)?$|^\*?\.pem$|^id_[\w*]+$|^credentials(?:\.\w+)?$|^\.?npmrc$|^\.git-credentials$|"
    r"^\*?\.key$|^\*\.kdbx$|^wallet\.dat$|^\.netrc$|^\.pypirc$|^\*?secrets?\*?(?:\.\w+)?$"
)
_READS_FOUND = re.compile(r"-exec\w*\s+(?:cat|cp|tar|grep|head|base64|xxd)\b|\|\s*(?:xargs\s+(?:-\S+\s+)*(?:cat|cp|tar|grep|head)|while\s+read)\b|\|\s*(?:tar|zip|cpio)\b")  # fmt: skip


def _harvest(
    args: list[Value], texts: list[str], line: int, text: str, pipeline: str
) -> Hit | None:
    """``find`` over the home folder (or the system) for secret-file names, with what it finds
    read, copied or archived: a sweep for every credential on the machine."""
    roots = [
        places.home_relative(t)
        for a, raw in zip(args, texts, strict=True)
        if not raw.startswith(("-", "(", "!"))
        for t in a.texts[:4]
    ]
    names = [texts[i + 1] for i, t in enumerate(texts[:-1]) if t in ("-name", "-iname")]
    wide = [r for r in roots if _WIDE_ROOTS.match(r.rstrip("/") or "/")]
    secret = [n.strip("'\"") for n in names if _SECRET_NAMES.match(n.strip("'\""))]
    if wide and secret and _READS_FOUND.search(pipeline):
        return Hit(
            capability_rules.CREDENTIAL_READ,
            line,
            text,
            f"collects every {secret[0]} under {wide[0]}",
        )
    return None


def wired_shell(parts: list[tuple[set[str], list[str]]], line: int, text: str) -> Hit | None:
    """A pipeline joining an interactive shell and a raw network client that dials out
    (``sh -i < fifo | nc host port > fifo``): a reverse shell, whatever the names' spelling."""
    shell = any(programs & SHELLS and "-i" in args for programs, args in parts)
    dialer = next(
        (
            programs & _RAW_NET
            for programs, args in parts
            if programs & _RAW_NET
            and not {"-l", "-lp", "-lvp", "-lnvp"} & set(args)
            and any(not a.startswith("-") for a in args)
        ),
        None,
    )
    if shell and dialer:
        return Hit(capability_rules.SOCKET_SHELL, line, text, f"pipes an interactive shell through {sorted(dialer)[0]}")  # fmt: skip
    return None


def _located(words: list[Value]) -> Value | None:
    """``command -v bash``, ``which curl``, ``type -P sh``: where a program is, which stands
    for the program itself (``$(command -v bash)`` run later is bash)."""
    raw = [w.texts[0] for w in words]
    if len(raw) < 2 or raw[-1].startswith("-") or flow.UNKNOWN in raw[-1]:
        return None
    if raw[0] == "which" or (raw[0] in ("command", "type") and raw[1] in ("-v", "-p", "-P")):
        return Value.of(raw[-1])
    return None


_SUDO_VALUED = frozenset({"-u", "-g", "-p", "-C", "-h", "-r", "-t", "-U", "-D", "--user", "--group", "--prompt", "--chdir"})  # fmt: skip


def _unwrapped(words: list[Value]) -> tuple[list[Value], list[str]]:
    """The command behind wrappers such as ``sudo -u x``, ``nohup``, ``env A=b``."""
    raw = [w.texts[0] for w in words]
    while raw and raw[0].rsplit("/", 1)[-1] in WRAPPERS | {"env"} and len(raw) > 1:
        if raw[0] == "env" and not any("=" not in r and not r.startswith("-") for r in raw[1:]):
            break
        wrapper = raw[0].rsplit("/", 1)[-1]
        words, raw = words[1:], raw[1:]
        while len(raw) > 1 and (raw[0].startswith("-") or "=" in raw[0]):
            # sudo -u someone, sudo -p "prompt": the option's value is no command
            takes_value = wrapper in ("sudo", "doas", "runuser") and raw[0] in _SUDO_VALUED
            words, raw = (
                (words[2:], raw[2:]) if takes_value and len(raw) > 2 else (words[1:], raw[1:])
            )
        if raw and re.fullmatch(r"\d+[smhd]?", raw[0]) and len(raw) > 1:  # timeout 10 cmd
            words, raw = words[1:], raw[1:]
    return words, raw
