// A jest reporter for `npm test`: remembers which test files are running, so that a run stopped at
// its time limit (scripts/test.mjs sends SIGTERM) says which files never finished instead of ending
// in silence. CI only ever sees the output: a hang must name itself there.
const { relative } = require('node:path');

class RunningFilesReporter {
  constructor(globalConfig) {
    this.root = globalConfig.rootDir;
    this.running = new Map();
    process.once('SIGTERM', () => {
      const now = Date.now();
      const lines = [...this.running].map(
        ([file, start]) => `  ${file} (running for ${Math.round((now - start) / 1000)} s)`,
      );
      const what =
        lines.length === 0
          ? 'no test file was running (the process did not exit after its tests)'
          : `still running:\n${lines.join('\n')}`;
      process.stdout.write(`\njest stopped at its time limit; ${what}\n`);
      process.exit(1);
    });
  }

  onTestStart(test) {
    this.running.set(relative(this.root, test.path), Date.now());
  }

  onTestResult(test) {
    this.running.delete(relative(this.root, test.path));
  }

  getLastError() {
    return undefined;
  }
}

module.exports = RunningFilesReporter;
