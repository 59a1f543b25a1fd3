// Minimal OpenAI Batch API client: submit, status, fetch.
import fs from "node:fs";

const API = "https://api.openai.com/v1";
const key = process.env.OPENAI_API_KEY;
if (!key) {
  console.error("OPENAI_API_KEY is not set");
  process.exit(1);
}
const auth = { Authorization: `Bearer ${key}` };

async function api(path: string, init: RequestInit = {}) {
  const res = await fetch(`${API}${path}`, { ...init, headers: { ...auth, ...(init.headers ?? {}) } });
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return res;
}

async function submit(file: string, model: string) {
  const rows = fs.readFileSync(file, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
  const body = rows
    .map((r) => JSON.stringify({ custom_id: r.id, method: "POST", url: "/v1/chat/completions", body: { model, messages: [{ role: "user", content: r.prompt }] } }))
    .join("\n");
  const form = new FormData();
  form.append("purpose", "batch");
  form.append("file", new Blob([body], { type: "application/jsonl" }), "batch.jsonl");
  const uploaded = await (await api("/files", { method: "POST", body: form })).json();
  const batch = await (
    await api("/batches", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ input_file_id: uploaded.id, endpoint: "/v1/chat/completions", completion_window: "24h" }),
    })
  ).json();
  console.log(`submitted ${rows.length} requests as ${batch.id} (status: ${batch.status})`);
}

async function status(id: string) {
  const b = await (await api(`/batches/${id}`)).json();
  console.log(`${b.id}: ${b.status}  completed=${b.request_counts?.completed ?? 0}/${b.request_counts?.total ?? "?"}  failed=${b.request_counts?.failed ?? 0}`);
  return b;
}

async function fetchResults(id: string, out: string) {
  const b = await status(id);
  if (b.status !== "completed") return console.log("not finished yet");
  const text = await (await api(`/files/${b.output_file_id}/content`)).text();
  const lines = text.split("\n").filter(Boolean).map((l) => JSON.parse(l));
  const rows = lines.map((l) => ({ id: l.custom_id, answer: l.response?.body?.choices?.[0]?.message?.content ?? null, error: l.error }));
  fs.writeFileSync(out, rows.map((r) => JSON.stringify(r)).join("\n") + "\n");
  console.log(`wrote ${rows.length} results to ${out}`);
}

const [cmd, arg, ...rest] = process.argv.slice(2);
const opt = (name: string, dflt: string) => (rest.includes(name) ? rest[rest.indexOf(name) + 1] : dflt);
(async () => {
  if (cmd === "submit") await submit(arg, opt("--model", "gpt-4o-mini"));
  else if (cmd === "status") await status(arg);
  else if (cmd === "fetch") await fetchResults(arg, opt("--out", "results.jsonl"));
  else console.error("usage: batch.ts submit FILE [--model M] | status ID | fetch ID [--out F]");
})();
