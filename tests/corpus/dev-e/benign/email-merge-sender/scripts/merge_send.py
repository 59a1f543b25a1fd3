#!/usr/bin/env python3
"""Mail merge over the user's own SMTP server, dry-run by default, resumable."""
import argparse
import csv
import os
import re
import smtplib
import ssl
import sys
import time
from email.message import EmailMessage
from pathlib import Path

from jinja2 import Environment, StrictUndefined, UndefinedError

ADDR = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
LOG = Path("send-log.csv")


def render_all(rows, body_tpl, subj_tpl):
    env = Environment(undefined=StrictUndefined, autoescape=False)
    body, subj = env.from_string(body_tpl), env.from_string(subj_tpl)
    for i, row in enumerate(rows, 2):
        addr = row.get("email", "").strip()
        if not ADDR.match(addr):
            yield i, addr, None, None, "invalid address"
            continue
        try:
            yield i, addr, subj.render(**row), body.render(**row), None
        except UndefinedError as e:
            yield i, addr, None, None, f"missing variable: {e.message}"


def already_sent():
    if not LOG.exists():
        return set()
    return {r["email"] for r in csv.DictReader(LOG.open()) if r["status"] == "sent"}


def smtp():
    host, port = os.environ["SMTP_HOST"], int(os.environ.get("SMTP_PORT", "587"))
    s = smtplib.SMTP(host, port, timeout=30)
    s.starttls(context=ssl.create_default_context())
    s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASSWORD"])
    return s


def message(to, subject, body):
    m = EmailMessage()
    m["From"] = os.environ.get("SMTP_FROM", os.environ["SMTP_USER"])
    m["To"], m["Subject"] = to, subject
    m.set_content(body)
    return m


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("template")
    ap.add_argument("--subject", required=True)
    ap.add_argument("--send", action="store_true")
    ap.add_argument("--test-to")
    ap.add_argument("--rate", type=int, default=20)
    a = ap.parse_args()
    rows = list(csv.DictReader(open(a.csv, encoding="utf-8-sig")))
    rendered = list(render_all(rows, Path(a.template).read_text(), a.subject))
    problems = [r for r in rendered if r[4]]
    for line, addr, _, _, err in problems:
        print(f"row {line} ({addr or 'no address'}): {err}")

    if a.test_to:
        first = next(r for r in rendered if not r[4])
        with smtp() as s:
            s.send_message(message(a.test_to, "[TEST] " + first[2], first[3]))
        print(f"test email sent to {a.test_to}")
        return 0
    if not a.send:
        for _, addr, subj, body, err in [r for r in rendered if not r[4]][:3]:
            print(f"\n--- To: {addr}\nSubject: {subj}\n\n{body}")
        print(f"\nDRY RUN: {len(rendered) - len(problems)} sendable, {len(problems)} problem row(s). Use --send to send.")
        return 0

    done = already_sent()
    new_log = not LOG.exists()
    with smtp() as s, LOG.open("a", newline="") as fh:
        w = csv.writer(fh)
        if new_log:
            w.writerow(["email", "status", "time"])
        for _, addr, subj, body, err in rendered:
            if err or addr in done:
                continue
            try:
                s.send_message(message(addr, subj, body))
                w.writerow([addr, "sent", time.strftime("%FT%T")])
            except smtplib.SMTPException as e:
                w.writerow([addr, f"error: {e}", time.strftime("%FT%T")])
            fh.flush()
            time.sleep(60 / max(a.rate, 1))
    print("done; see send-log.csv")
    return 0


if __name__ == "__main__":
    sys.exit(main())
