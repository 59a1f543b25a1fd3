// Submit and collect OpenAI Batch API jobs.
import { readFileSync, writeFileSync } from "node:fs";

const BASE = "https://api.openai.com/v1";
const key = process.env.OPENAI_API_KEY;
if (!key) {
  console.error("OPENAI_API_KEY is not set");
  process.exit(2);
}
const auth = { Authorization: `Bearer ${key}` };

async function api(path: string, init: RequestInit = {}): Promise<any> {
  const res = await fetch(BASE + path, { ...init, headers: { ...auth, ...(init.headers || {}) } });
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  const type = res.headers.get("content-type") || "";
  return type.includes("json") ? res.json() : res.text();
}

function toRequests(file: string, model: string): string {
  return readFileSync(file, "utf8").split("\n").filter(Boolean).map((line) => {
    const { id, prompt } = JSON.parse(line);
    return JSON.stringify({
      custom_id: String(id), method: "POST", url: "/v1/chat/completions",
      body: { model, messages: [{ role: "user", content: prompt }] },
    });
  }).join("\n");
}

async function submit(file: string, model: string) {
  const form = new FormData();
  form.append("purpose", "batch");
  form.append("file", new Blob([toRequests(file, model)], { type: "application/jsonl" }), "batch.jsonl");
  const uploaded = await api("/files", { method: "POST", body: form });
  const batch = await api("/batches", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ input_file_id: uploaded.id, endpoint: "/v1/chat/completions", completion_window: "24h" }),
  });
  console.log(`batch ${batch.id} created (${batch.status})`);
}

async function status(id: string) {
  const b = await api(`/batches/${id}`);
  const c = b.request_counts || {};
  console.log(`${b.id}: ${b.status} — ${c.completed ?? 0}/${c.total ?? "?"} done, ${c.failed ?? 0} failed`);
}

async function fetchResults(id: string, out: string) {
  const b = await api(`/batches/${id}`);
  if (!b.output_file_id) { console.log(`not ready (${b.status})`); return; }
  const text: string = await api(`/files/${b.output_file_id}/content`);
  const rows = text.split("\n").filter(Boolean).map((l) => {
    const r = JSON.parse(l);
    return JSON.stringify({ id: r.custom_id, answer: r.response?.body?.choices?.[0]?.message?.content ?? null });
  });
  writeFileSync(out, rows.join("\n") + "\n");
  console.log(`wrote ${rows.length} results to ${out}`);
}

const [cmd, a, b] = process.argv.slice(2);
const model = process.argv.includes("--model") ? process.argv[process.argv.indexOf("--model") + 1] : "gpt-4o-mini";
if (cmd === "submit") await submit(a, model);
else if (cmd === "status") await status(a);
else if (cmd === "fetch") await fetchResults(a, b || "results.jsonl");
else console.log("usage: batch.ts submit FILE [--model M] | status ID | fetch ID [OUT]");
