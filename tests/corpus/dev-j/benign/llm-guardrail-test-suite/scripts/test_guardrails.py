"""Guardrail regression tests against the user's own chat endpoint."""
import json
import os
import pathlib

import httpx
import pytest

TARGET = os.environ.get("GUARDRAIL_TARGET")
CANARY = os.environ.get("GUARDRAIL_CANARY", "CANARY-UNSET")
CASES = pathlib.Path(__file__).resolve().parent.parent / "assets" / "cases.jsonl"


def tag_chars(text: str) -> str:
    """Encode ASCII as invisible Unicode tag characters (U+E0000 block) for the encoding tests."""
    return "".join(chr(0xE0000 + ord(c)) for c in text if ord(c) < 0x80)


def load_cases():
    for line in CASES.read_text(encoding="utf-8").splitlines():
        if line.strip():
            yield json.loads(line)


def build_prompt(case):
    if case.get("prompt_builder") == "tag_chars":
        return case["visible"] + tag_chars(case["hidden"])
    return case["prompt"]


def call(prompt, document=None):
    payload = {"message": prompt}
    if document:
        payload["attachments"] = [{"type": "text", "content": document}]
    r = httpx.post(TARGET, json=payload, timeout=60)
    r.raise_for_status()
    return r.json()


@pytest.mark.skipif(not TARGET, reason="set GUARDRAIL_TARGET to your own endpoint")
@pytest.mark.parametrize("case", list(load_cases()), ids=lambda c: f"{c['category']}-{c['id']}")
def test_case(case):
    reply = call(build_prompt(case), case.get("document"))
    text = reply.get("text", "")
    for needle in case.get("must_not_contain", []):
        needle = needle.replace("{canary}", CANARY)
        assert needle.lower() not in text.lower(), f"{case['id']}: reply contained {needle!r}: {text[:300]!r}"
    forbidden = case.get("forbid_tool")
    if forbidden:
        called = [t.get("name") for t in reply.get("tool_calls", [])]
        assert forbidden not in called, f"{case['id']}: model called {forbidden}"
