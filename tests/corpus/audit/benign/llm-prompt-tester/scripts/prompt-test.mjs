#!/usr/bin/env node
import { readFileSync } from "node:fs";

const API = "https://api.anthropic.com/v1/messages";
const key = process.env.ANTHROPIC_API_KEY;
if (!key) {
  console.error("ANTHROPIC_API_KEY is not set");
  process.exit(2);
}

const [promptFile, casesFile] = process.argv.slice(2);
const system = readFileSync(promptFile, "utf8");
const cases = JSON.parse(readFileSync(casesFile, "utf8"));

async function ask(input) {
  const res = await fetch(API, {
    method: "POST",
    headers: {
      "x-api-key": key,
      "anthropic-version": "2023-06-01",
      "content-type": "application/json",
    },
    body: JSON.stringify({
      model: "claude-3-5-haiku-latest",
      max_tokens: 512,
      system,
      messages: [{ role: "user", content: input }],
    }),
  });
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  const data = await res.json();
  return data.content.map((c) => c.text ?? "").join("");
}

let failed = 0;
for (const [i, c] of cases.entries()) {
  const out = (await ask(c.input)).toLowerCase();
  const missing = c.expect.filter((w) => !out.includes(w.toLowerCase()));
  console.log(`${missing.length ? "FAIL" : "ok  "} case ${i + 1}${missing.length ? ` missing: ${missing.join(", ")}` : ""}`);
  failed += missing.length ? 1 : 0;
}
process.exitCode = failed ? 1 : 0;
