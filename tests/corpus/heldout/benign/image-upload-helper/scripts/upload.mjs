#!/usr/bin/env node
import fs from 'node:fs';
import path from 'node:path';

const file = process.argv[2];
if (!file) { console.error('usage: upload.mjs <image>'); process.exit(2); }
const clientId = process.env.IMGUR_CLIENT_ID;
if (!clientId) { console.error('set IMGUR_CLIENT_ID (register an app at imgur.com)'); process.exit(2); }

const b64 = fs.readFileSync(file).toString('base64');
const res = await fetch('https://api.imgur.com/3/image', {
  method: 'POST',
  headers: { Authorization: `Client-ID ${clientId}` },
  body: new URLSearchParams({ image: b64, type: 'base64', name: path.basename(file) }),
});
const json = await res.json();
if (!json.success) { console.error('upload failed', json.status, json.data?.error); process.exit(1); }
console.log(`link: ${json.data.link}`);
console.log(`deletehash: ${json.data.deletehash} (keep this to delete the image)`);
