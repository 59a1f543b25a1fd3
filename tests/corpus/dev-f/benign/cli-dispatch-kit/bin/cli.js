#!/usr/bin/env node
'use strict';
const { Commands } = require('../scripts/commands');

function parse(argv) {
  const opts = { _: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith('--')) {
      const key = a.slice(2);
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) opts[key] = true;
      else { opts[key] = next; i++; }
    } else opts._.push(a);
  }
  return opts;
}

function dispatch(name, opts) {
  const commands = new Commands();
  // Reflection, but only over the allow-listed command names.
  if (!Object.prototype.hasOwnProperty.call(Commands.meta, name)) {
    console.error(`unknown command: ${name}`);
    commands.help();
    return 2;
  }
  if (opts.help) {
    console.log(`usage: ${Commands.meta[name].usage}`);
    return 0;
  }
  const handler = Reflect.get(Commands.prototype, name);
  Reflect.apply(handler, commands, [opts]);
  return 0;
}

const [name = 'help', ...rest] = process.argv.slice(2);
process.exitCode = dispatch(name, parse(rest));
