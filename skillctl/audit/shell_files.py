"""What shell commands do with files: what a path holds, what is written, read, deleted,
emptied, archived or scheduled, as the shell model follows a script."""

from __future__ import annotations

import posixpath
import re

from skillctl.audit import behaviour
from skillctl.audit import flow
from skillctl.audit import places
from skillctl.audit.flow import Hit
from skillctl.audit.flow import Label
from skillctl.audit.flow import Tag
from skillctl.audit.flow import Value
from skillctl.audit.shell_state import ShellState


class ShellFiles(ShellState):
    """File semantics: the script's own memory of what it wrote, and the sinks on paths."""

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
        if any(places.persistence_path(t) for t in target.texts):
            self.scheduled(content, line, text)
        is_script = any(t.endswith((".sh", ".bash", ".zsh")) for t in target.texts)
        for body in content.texts[:2]:
            if flow.UNKNOWN not in body[:200] and (is_script or re.match(r"#!\S*sh\b", body)):
                self.script(body, line, text, "in the script it writes")
        if target.texts[0] not in ("/dev/null", "/dev/stderr", "/dev/stdout"):
            self.dumped(content, line, text, f"writes into {target.texts[0][:60]}:")
            self.show(line, content, "written-value")  # another file's reader may be an agent
        for candidate in target.texts[:4]:
            for found in behaviour.judge_text_write(places.tilde(candidate), content, line, text):
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
        tags = [Tag(Label.SECRET, t[:160]) for t in path.texts if places.sensitive_path(t)]
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


def reads_files(name: str, texts: list[str]) -> bool:
    """A decoder given file operands reads those files (``xxd -p FILE``, ``base64 FILE``)."""
    del name
    return any(not t.startswith("-") for t in texts)


def read_targets(name: str, files: list[Value]) -> list[Value]:
    if name in ("grep", "awk", "sed", "jq") and files:
        return files[1:]  # the first operand is the pattern or program
    if name in ("cp", "scp", "rsync") and len(files) > 1:
        return files[:-1]
    return files


def path_op(name: str, args: list[Value], texts: list[str]) -> Value:
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


def keys_only(name: str, texts: list[str]) -> bool:
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


# Keep what comes before the first "=" of each line: the names of a KEY=value file, not values.
_KEY_FIELD = re.compile(r"(?:-f\s*|--fields=)1(?![\d,-])")
_KEY_SCRIPTS = (
    re.compile(r"s([/|#])=\.\*\1\1g?"),  # sed 's/=.*//'
    re.compile(r"\{\s*print\s+\$1\s*;?\s*\}"),  # awk -F= '{print $1}'
    re.compile(r"\^\[\^=\]\*|\^\[A-Za-z_0-9\]\+|\^\[A-Z_\]\+|\^\[A-Z0-9_\]\+"),  # grep -o '^[^=]*'
)
