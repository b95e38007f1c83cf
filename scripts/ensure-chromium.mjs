// Browser tests and PDFs use Debian's Chromium. Installs it when it is missing.
import { existsSync } from 'node:fs';
import { log, runOrFail } from './lib.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  if (!existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `Chromium not found at ${chromiumPath} and apt-get is not available: install chromium, or set CHROMIUM_PATH`,
    );
  }
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  log('installing Debian chromium (apt-get)');
  const [cmd, ...pre] = [...sudo, 'apt-get'];
  await runOrFail(cmd, [...pre, 'update', '-qq'], { env });
  await runOrFail(cmd, [...pre, 'install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], {
    env,
  });
  if (!existsSync(chromiumPath)) throw new Error(`apt-get installed chromium, but ${chromiumPath} does not exist`);
  return chromiumPath;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureChromium().then((path) => log(`chromium: ${path}`));
}
