#!/usr/bin/env node
// Rewrite simple lodash calls to native JavaScript.
"use strict";
const path = require("node:path");
const { run: jscodeshift } = require("jscodeshift/src/Runner");

const target = process.argv[2] || "src";
const dry = process.argv.includes("--dry");

const transform = path.join(__dirname, "node_modules", "lodash-to-native", "transforms", "index.js");

jscodeshift(transform, [target], {
  dry,
  print: false,
  verbose: 1,
  extensions: "js,jsx,ts,tsx",
  parser: "tsx",
  ignorePattern: ["**/node_modules/**", "**/dist/**"],
}).then((res) => {
  console.log(`\nchanged: ${res.ok}  unchanged: ${res.nochange}  skipped: ${res.skip}  errors: ${res.error}`);
  if (dry) console.log("dry run - no files written");
});
