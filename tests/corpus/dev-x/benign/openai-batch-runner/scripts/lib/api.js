'use strict';
const fs = require('fs');
const path = require('path');

const BASE = (process.env.OPENAI_BASE_URL || 'https://api.openai.com/v1').replace(/\/$/, '');

function key() {
  const k = process.env.OPENAI_API_KEY;
  if (!k) throw new Error('OPENAI_API_KEY is not set');
  return k;
}

async function call(method, route, body, isForm = false) {
  const res = await fetch(`${BASE}${route}`, {
    method,
    headers: { Authorization: `Bearer ${key()}`, ...(isForm || !body ? {} : { 'Content-Type': 'application/json' }) },
    body: isForm ? body : body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${route} -> ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return route.endsWith('/content') ? res.text() : res.json();
}

async function uploadFile(file) {
  const form = new FormData();
  form.set('purpose', 'batch');
  form.set('file', new Blob([fs.readFileSync(file)]), path.basename(file));
  return call('POST', '/files', form, true);
}

module.exports = {
  uploadFile,
  createBatch: (fileId) => call('POST', '/batches', { input_file_id: fileId, endpoint: '/v1/chat/completions', completion_window: '24h' }),
  getBatch: (id) => call('GET', `/batches/${id}`),
  fileContent: (id) => call('GET', `/files/${id}/content`),
};
