'use strict';
// Subcommands for the CLI. Each public method listed in `meta` is a command.

class Commands {
  static meta = {
    greet: { usage: 'greet --name <name>', summary: 'print a greeting' },
    sum: { usage: 'sum <n...>', summary: 'add numbers' },
    env: { usage: 'env <NAME>', summary: 'show whether a variable is set (not its value)' },
    help: { usage: 'help', summary: 'list commands' },
  };

  greet(opts) {
    console.log(`Hello, ${opts.name || 'world'}!`);
  }

  sum(opts) {
    const total = opts._.map(Number).reduce((a, b) => a + b, 0);
    console.log(total);
  }

  env(opts) {
    const name = opts._[0];
    console.log(`${name} is ${name in process.env ? 'set' : 'not set'}`);
  }

  help() {
    console.log('commands:');
    for (const [name, m] of Object.entries(Commands.meta)) console.log(`  ${m.usage.padEnd(28)} ${m.summary}`);
  }
}

module.exports = { Commands };
