"""What shell commands send and fetch: curl, wget, remote copies and one-line web servers,
as the shell model follows a script."""

from __future__ import annotations

import re

from skillctl.audit import behaviour
from skillctl.audit import capability_rules
from skillctl.audit import flow
from skillctl.audit import places
from skillctl.audit.flow import Hit
from skillctl.audit.flow import Label
from skillctl.audit.flow import Tag
from skillctl.audit.flow import Value
from skillctl.audit.shell_files import ShellFiles
from skillctl.audit.shell_words import split_flag
from skillctl.audit.shell_words import url_payload

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
_REMOTE_SPEC = re.compile(r"^(?:[\w.+-]+@)?[\w.-]+:(?!//)|^(?:rsync|s3|gs|az|sftp)://")


class ShellNetwork(ShellFiles):
    """Network semantics: what leaves the machine, where to, and what comes back."""

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
        sent = flow.union(*payloads) if payloads else Value.of("")
        for url in urls:
            self.hit(capability_rules.hidden_destination_hit(url, sent, line, text))
        payloads.extend(url_payload(url) for url in urls)
        payload = flow.union(*payloads) if payloads else Value.of("")
        self.hit(flow.network_hit(payload, destinations, line, text))
        fetched = (
            Value.unknown() if places.is_local(destinations) else Value.unknown(Tag(Label.REMOTE))
        )
        for target in out_files:
            self.hit(flow.write_hit(target, line, text))
            self.remember(target, fetched, named=True)  # a later `. file` runs what came down
        return _printed(fetched, out_files)

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
        fetched = Value.unknown() if places.is_local(urls) else Value.unknown(Tag(Label.REMOTE))
        for target in outputs:
            self.remember(target, fetched, named=True)
        return _printed(fetched, outputs)


def _printed(fetched: Value, out_files: list[Value]) -> Value:
    """What a download prints: nothing when it saves to a file (``-o x``), the body when it
    writes to stdout (no file, or ``-o -``)."""
    if out_files and all(t != "-" for f in out_files for t in f.texts):
        return Value.of("")
    return fetched


def remote_copy(name: str, texts: list[str]) -> str | None:
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


def copy_sources(name: str, sources: list[Value]) -> list[Value]:
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


def remote_host(remote: str) -> str:
    host = re.sub(r"^\w+://", "", remote).split(":", 1)[0].split("/", 1)[0]
    return host.rsplit("@", 1)[-1] or "remote.invalid"
