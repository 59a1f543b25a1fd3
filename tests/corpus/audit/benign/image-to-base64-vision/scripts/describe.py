#!/usr/bin/env python3
"""Send one image as a data URL to the OpenAI Chat Completions API."""
import argparse
import base64
import mimetypes
import os
import sys

import requests

PROMPTS = {
    "alt-text": "Write concise alt text (max 125 characters) for this image.",
    "caption": "Write a one-sentence caption for this image.",
    "ocr": "Transcribe all text in this image exactly.",
}


def data_url(path):
    mime = mimetypes.guess_type(path)[0] or "image/png"
    with open(path, "rb") as fh:
        return f"data:{mime};base64,{base64.b64encode(fh.read()).decode('ascii')}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("image")
    ap.add_argument("--task", choices=PROMPTS, default="alt-text")
    a = ap.parse_args()
    key = os.environ.get("OPENAI_API_KEY") or sys.exit("OPENAI_API_KEY is not set")
    body = {
        "model": "gpt-4o-mini",
        "messages": [{"role": "user", "content": [
            {"type": "text", "text": PROMPTS[a.task]},
            {"type": "image_url", "image_url": {"url": data_url(a.image)}},
        ]}],
    }
    r = requests.post("https://api.openai.com/v1/chat/completions",
                      headers={"Authorization": f"Bearer {key}"}, json=body, timeout=60)
    r.raise_for_status()
    print(r.json()["choices"][0]["message"]["content"])


if __name__ == "__main__":
    main()
