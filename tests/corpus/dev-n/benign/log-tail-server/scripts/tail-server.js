#!/usr/bin/env node
// Serve a log file's new lines over SSE on 127.0.0.1. Read-only.
const http = require("http");
const fs = require("fs");

const file = process.argv[2];
const port = Number(process.argv.includes("--port") ? process.argv[process.argv.indexOf("--port") + 1] : 7070);
if (!file || !fs.existsSync(file)) {
  console.error("usage: tail-server.js <logfile> [--port N]");
  process.exit(1);
}

const clients = new Set();
let pos = fs.statSync(file).size;
fs.watchFile(file, { interval: 400 }, (cur) => {
  if (cur.size < pos) pos = 0; // rotated
  if (cur.size === pos) return;
  const stream = fs.createReadStream(file, { start: pos, end: cur.size - 1, encoding: "utf8" });
  let chunk = "";
  stream.on("data", (d) => (chunk += d));
  stream.on("end", () => {
    for (const line of chunk.split("\n").filter(Boolean)) {
      for (const res of clients) res.write(`data: ${JSON.stringify(line)}\n\n`);
    }
  });
  pos = cur.size;
});

const page = `<!doctype html><meta charset="utf-8"><title>tail</title>
<input id=f placeholder="filter"><pre id=o></pre><script>
const o=document.getElementById('o'),f=document.getElementById('f');
new EventSource('/events').onmessage=e=>{const l=JSON.parse(e.data);
if(!f.value||l.includes(f.value)){o.textContent+=l+'\\n';scrollTo(0,document.body.scrollHeight)}};
</script>`;

http.createServer((req, res) => {
  if (req.url === "/events") {
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
    clients.add(res);
    req.on("close", () => clients.delete(res));
  } else {
    res.writeHead(200, { "Content-Type": "text/html" });
    res.end(page);
  }
}).listen(port, "127.0.0.1", () => console.log(`tailing ${file} at http://127.0.0.1:${port}`));
