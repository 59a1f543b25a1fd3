#!/usr/bin/env python3
"""Summarise many files via the OpenAI Batch API (stdlib only)."""
import argparse
import json
import os
import sys
import uuid
import urllib.request
from pathlib import Path

API = "https://api.openai.com/v1"
PROMPT = ("Summarise the following document in 5 bullet points, then list any action items "
          "with owners if mentioned. Be factual; do not invent details.")


def _req(method, path, data=None, headers=None):
    key = os.environ.get("OPENAI_API_KEY")
    if not key:
        sys.exit("OPENAI_API_KEY is not set")
    h = {"Authorization": f"Bearer {key}"}
    h.update(headers or {})
    req = urllib.request.Request(API + path, data=data, method=method, headers=h)
    with urllib.request.urlopen(req, timeout=120) as r:
        return r.read()


def upload_jsonl(lines):
    boundary = uuid.uuid4().hex
    body = (
        f"--{boundary}\r\nContent-Disposition: form-data; name=\"purpose\"\r\n\r\nbatch\r\n"
        f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"batch.jsonl\"\r\n"
        "Content-Type: application/jsonl\r\n\r\n"
    ).encode() + "\n".join(lines).encode() + f"\r\n--{boundary}--\r\n".encode()
    res = _req("POST", "/files", body, {"Content-Type": f"multipart/form-data; boundary={boundary}"})
    return json.loads(res)["id"]


def submit(a):
    mapping, lines = {}, []
    for i, f in enumerate(a.files):
        text = Path(f).read_text(errors="replace")
        if len(text) > a.max_chars:
            text = text[: a.max_chars] + "\n[truncated]"
        cid = f"doc-{i}"
        mapping[cid] = f
        lines.append(json.dumps({
            "custom_id": cid, "method": "POST", "url": "/v1/chat/completions",
            "body": {"model": a.model, "messages": [{"role": "system", "content": PROMPT},
                                                    {"role": "user", "content": text}]},
        }))
    file_id = upload_jsonl(lines)
    batch = json.loads(_req("POST", "/batches", json.dumps({
        "input_file_id": file_id, "endpoint": "/v1/chat/completions", "completion_window": "24h"}).encode(),
        {"Content-Type": "application/json"}))
    Path(a.out).write_text(json.dumps({"batch_id": batch["id"], "mapping": mapping}, indent=2))
    print(f"submitted {len(lines)} document(s): batch {batch['id']}")


def status(a):
    meta = json.loads(Path(a.state).read_text())
    b = json.loads(_req("GET", f"/batches/{meta['batch_id']}"))
    print(f"{b['id']}: {b['status']} ({b.get('request_counts', {})})")


def fetch(a):
    meta = json.loads(Path(a.state).read_text())
    b = json.loads(_req("GET", f"/batches/{meta['batch_id']}"))
    if b["status"] != "completed":
        sys.exit(f"batch is {b['status']}, not completed")
    out = _req("GET", f"/files/{b['output_file_id']}/content").decode()
    dest = Path(a.dest)
    dest.mkdir(parents=True, exist_ok=True)
    n = 0
    for line in out.splitlines():
        r = json.loads(line)
        src = Path(meta["mapping"][r["custom_id"]])
        content = r["response"]["body"]["choices"][0]["message"]["content"]
        (dest / f"{src.stem}.summary.md").write_text(f"# {src.name}\n\n{content}\n")
        n += 1
    print(f"wrote {n} summaries to {dest}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("submit")
    s.add_argument("files", nargs="+")
    s.add_argument("--model", default="gpt-4o-mini")
    s.add_argument("--out", default="batch.json")
    s.add_argument("--max-chars", type=int, default=40000)
    st = sub.add_parser("status")
    st.add_argument("state")
    f = sub.add_parser("fetch")
    f.add_argument("state")
    f.add_argument("--dest", default="summaries")
    a = ap.parse_args()
    {"submit": submit, "status": status, "fetch": fetch}[a.cmd](a)


if __name__ == "__main__":
    main()
