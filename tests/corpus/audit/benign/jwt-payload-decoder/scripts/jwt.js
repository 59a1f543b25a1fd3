#!/usr/bin/env node
"use strict";

function decodePart(part) {
  const b64 = part.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(part.length / 4) * 4, "=");
  return JSON.parse(Buffer.from(b64, "base64").toString("utf8"));
}

const token = (process.argv[2] || "").trim();
const parts = token.split(".");
if (parts.length !== 3) {
  console.error("not a JWT (expected three dot-separated parts)");
  process.exit(1);
}

const header = decodePart(parts[0]);
const claims = decodePart(parts[1]);
console.log("header:", JSON.stringify(header, null, 2));
console.log("claims:", JSON.stringify(claims, null, 2));
for (const k of ["iat", "nbf", "exp"]) {
  if (k in claims) console.log(`${k}: ${new Date(claims[k] * 1000).toISOString()}`);
}
if (claims.exp && claims.exp * 1000 < Date.now()) console.log("=> token is EXPIRED");
