#!/usr/bin/env bash
# Build and list exactly what `npm publish` would upload. Publishes nothing.
set -euo pipefail

node -e 'const p=require("./package.json"); for (const k of ["preinstall","install","postinstall"]) if (p.scripts?.[k]) console.log(`WARNING: ${k} script: ${p.scripts[k]}`)'

if node -e 'process.exit(require("./package.json").scripts?.build ? 0 : 1)'; then
  npm run build
fi

json=$(npm pack --dry-run --json 2>/dev/null)
echo "$json" | node -e '
let s = ""; process.stdin.on("data", d => s += d).on("end", () => {
  const [info] = JSON.parse(s);
  const risky = /(^|\/)(\.env|.*\.pem|.*\.key|id_rsa|coverage\/|\.npmrc)/;
  for (const f of info.files) {
    const flag = risky.test(f.path) ? "  <-- check this" : "";
    console.log(`${String(f.size).padStart(9)}  ${f.path}${flag}`);
  }
  console.log(`\n${info.name}@${info.version}: ${info.entryCount} files, ${(info.size/1024).toFixed(1)} KiB packed`);
});'
echo "(dry run - nothing was published)"
