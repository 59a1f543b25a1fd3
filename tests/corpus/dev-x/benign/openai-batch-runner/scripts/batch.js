#!/usr/bin/env node
'use strict';
const fs = require('fs');
const api = require('./lib/api');
const csv = require('./lib/csv');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const opt = (args, name, dflt) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : dflt; };

function loadRows(file) {
  const text = fs.readFileSync(file, 'utf8');
  return file.endsWith('.jsonl') ? text.split('\n').filter(Boolean).map((l) => JSON.parse(l)) : csv.parse(text);
}

async function prepare(args) {
  const rows = loadRows(args[0]);
  const tpl = fs.readFileSync(opt(args, '--prompt'), 'utf8');
  const model = opt(args, '--model', 'gpt-4o-mini');
  const out = opt(args, '--out', 'batch-input.jsonl');
  let chars = 0;
  const lines = rows.map((row, i) => {
    const content = tpl.replace(/\{\{(\w+)\}\}/g, (_, k) => row[k] ?? '');
    chars += content.length;
    return JSON.stringify({ custom_id: `row-${i}`, method: 'POST', url: '/v1/chat/completions', body: { model, messages: [{ role: 'user', content }], max_tokens: 64 } });
  });
  fs.writeFileSync(out, lines.join('\n') + '\n');
  console.log(`${rows.length} requests -> ${out} (~${Math.round(chars / 4)} input tokens)`);
}

async function main() {
  const [cmd, ...args] = process.argv.slice(2);
  if (cmd === 'prepare') return prepare(args);
  if (cmd === 'submit') {
    const f = await api.uploadFile(args[0]);
    const b = await api.createBatch(f.id);
    return console.log(`batch ${b.id} submitted (status ${b.status})`);
  }
  if (cmd === 'wait') {
    for (;;) {
      const b = await api.getBatch(args[0]);
      console.log(`${new Date().toISOString()} ${b.status} ${b.request_counts?.completed ?? 0}/${b.request_counts?.total ?? '?'}`);
      if (['completed', 'failed', 'expired', 'cancelled'].includes(b.status)) return;
      await sleep(60000);
    }
  }
  if (cmd === 'fetch') {
    const b = await api.getBatch(args[0]);
    if (!b.output_file_id) throw new Error(`batch is ${b.status}; no output yet`);
    const text = await api.fileContent(b.output_file_id);
    const rows = text.split('\n').filter(Boolean).map((l) => JSON.parse(l)).map((r) => ({
      id: r.custom_id, answer: r.response?.body?.choices?.[0]?.message?.content?.trim() ?? '', error: r.error?.message ?? '',
    }));
    fs.writeFileSync(opt(args, '--out', 'results.csv'), csv.stringify(rows));
    return console.log(`wrote ${rows.length} results`);
  }
  console.log('usage: batch.js prepare|submit|wait|fetch ...');
}

main().catch((e) => { console.error(e.message); process.exit(1); });
