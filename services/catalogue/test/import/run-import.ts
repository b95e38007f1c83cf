import { spawn } from 'node:child_process';
import { join } from 'node:path';

const repoRoot = join(__dirname, '..', '..', '..', '..');
const cli = join(repoRoot, 'services', 'catalogue', 'src', 'import', 'cli.ts');

export interface ImportRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run catalogue:import -- <args>` as an operator types it, `stdin` piped in (as
 * `kubectl run -i ... < file` does); only the variables given, no test run's NODE_ENV.
 */
export function runImport(args: string[], stdin: string, env: Record<string, string>): Promise<ImportRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(stdin);
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}
