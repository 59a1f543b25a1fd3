#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { loadSpec, groupByTag, renderOperation, anchor, outDir } = require('./lib/openapi');
const { closingNotes } = require('./lib/notice');

function parseArgs(argv) {
  const args = { spec: 'openapi.json', out: 'docs/api', check: false };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--spec') args.spec = argv[++i];
    else if (argv[i] === '--out') args.out = argv[++i];
    else if (argv[i] === '--check') args.check = true;
  }
  return args;
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const spec = loadSpec(args.spec);
  const pages = groupByTag(spec);
  const dir = outDir(args.out);
  const warnings = [];
  const toc = [`# ${(spec.info && spec.info.title) || 'API'} reference`, ''];
  let written = 0;

  if (!args.check) fs.mkdirSync(dir, { recursive: true });
  for (const [tag, entries] of pages) {
    entries.sort((a, b) => Number(!!a.op.deprecated) - Number(!!b.op.deprecated));
    const body = [`# ${tag}`, '', ...entries.map((e) => renderOperation(e, warnings))].join('\n');
    const file = path.join(dir, `${tag.toLowerCase()}.md`);
    toc.push(`- [${tag}](${path.basename(file)})`);
    for (const e of entries) toc.push(`  - [${e.method.toUpperCase()} ${e.route}](${path.basename(file)}#${anchor(e.method, e.route)})`);
    if (args.check) {
      const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      if (current !== body) warnings.push(`${path.relative(process.cwd(), file)} is out of date`);
    } else {
      fs.writeFileSync(file, body);
      written += 1;
    }
  }
  if (!args.check) fs.writeFileSync(path.join(dir, 'README.md'), toc.join('\n') + '\n');
  process.stdout.write(closingNotes({ pages: written, warnings }) + '\n');
}

main();
