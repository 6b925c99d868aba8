// The docs' browser test drives Debian's chromium with playwright-core, never a downloaded browser.
// `pnpm test` (the README's test command, and so CI) runs this first: when no chromium is found, it
// installs the distribution's package with apt-get, as root or through a non-interactive sudo.
// It never fails the run itself: without a browser the browser test fails and says why.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wanted = process.env.TURNKEEPER_CHROMIUM ?? '/usr/bin/chromium';

/** Runs apt-get with the arguments, as root or via `sudo -n`; true when it succeeded. */
function aptGet(args) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const [cmd, argv] = root ? ['apt-get', args] : ['sudo', ['-n', 'apt-get', ...args]];
  const r = spawnSync(cmd, argv, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return r.status === 0;
}

if (!existsSync(wanted)) {
  if (process.platform !== 'linux' || spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0) {
    console.log(`no chromium at ${wanted} and no apt-get here: the docs' browser test will fail (set TURNKEEPER_CHROMIUM to a chromium binary)`);
  } else {
    console.log("Installing Debian's chromium for the docs' browser test (apt-get install chromium)");
    if (!(aptGet(['update', '-qq']) && aptGet(['install', '-y', '-qq', 'chromium']))) {
      console.log("could not install chromium with apt-get (needs root or passwordless sudo): the docs' browser test will fail");
    }
  }
}
