import { readFileSync, writeFileSync } from 'node:fs';

const API = 'https://api.openai.com/v1';
const key = process.env.OPENAI_API_KEY;
if (!key) {
  console.error('OPENAI_API_KEY is not set');
  process.exit(2);
}
const auth = { Authorization: `Bearer ${key}` };

function arg(name: string, def?: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
}

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${API}${path}`, { ...init, headers: { ...auth, ...(init.headers ?? {}) } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function upload(file: string, model: string): Promise<string> {
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const body = lines
    .map((l) => JSON.stringify({ custom_id: l.id, method: 'POST', url: '/v1/chat/completions', body: { model, messages: [{ role: 'user', content: l.prompt }] } }))
    .join('\n');
  const form = new FormData();
  form.append('purpose', 'batch');
  form.append('file', new Blob([body]), 'batch.jsonl');
  const f = await api<{ id: string }>('/files', { method: 'POST', body: form });
  return f.id;
}

async function main(): Promise<void> {
  const out = arg('out', 'results.jsonl')!;
  let batchId = arg('batch');
  if (!batchId) {
    const fileId = await upload(process.argv[2], arg('model', 'gpt-4o-mini')!);
    const b = await api<{ id: string }>('/batches', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ input_file_id: fileId, endpoint: '/v1/chat/completions', completion_window: '24h' }),
    });
    batchId = b.id;
    console.log(`submitted batch ${batchId}`);
  }
  for (;;) {
    const b = await api<{ status: string; output_file_id?: string }>(`/batches/${batchId}`);
    console.log(`status: ${b.status}`);
    if (b.status === 'completed' && b.output_file_id) {
      const res = await fetch(`${API}/files/${b.output_file_id}/content`, { headers: auth });
      writeFileSync(out, await res.text());
      console.log(`results written to ${out}`);
      return;
    }
    if (['failed', 'expired', 'cancelled'].includes(b.status)) throw new Error(`batch ${b.status}`);
    await new Promise((r) => setTimeout(r, 60_000));
  }
}

main().catch((e) => {
  console.error(e.message);
  process.exit(1);
});
