#!/usr/bin/env node
'use strict';
const { context } = require('./lib/project');
const { allRules } = require('./lib/rules');

const ORDER = { error: 0, warn: 1, info: 2 };

async function main() {
  const ctx = context(process.cwd());
  if (!ctx.configPath) {
    console.error('no vite.config.* found in', ctx.root);
    process.exit(2);
  }
  const rules = await allRules(ctx.viteVersion);
  const findings = rules.flatMap((rule) => {
    try {
      const r = rule(ctx);
      return !r ? [] : Array.isArray(r) ? r : [r];
    } catch {
      return [];
    }
  }).sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);

  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ vite: ctx.viteVersion, findings }, null, 2));
    return;
  }
  console.log(`vite ${ctx.viteVersion || '(not installed)'} — ${ctx.configPath}`);
  if (!findings.length) console.log('no problems found');
  for (const f of findings) console.log(`[${f.severity}] ${f.where}: ${f.msg}\n        fix: ${f.fix}`);
}

main();
