import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL cluster of the test's own (initdb in a temporary folder, its own port), so a test may stop
 * and restart it without touching the shared server other tests use. As root the binaries run as the
 * `postgres` user (initdb refuses root).
 */
export interface PrivateCluster {
  readonly url: string;
  start(): void;
  /** `immediate`: like a crash (no checkpoint, clients cut); `fast`: a clean shutdown. */
  stop(mode?: 'immediate' | 'fast'): void;
  destroy(): void;
}

/** The folder holding initdb and pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/N/bin. */
export function postgresBinaries(): string | undefined {
  const given = process.env.PG_BIN;
  if (given && existsSync(path.join(given, 'initdb'))) return given;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

export function createPrivateCluster(bin: string, port: number): PrivateCluster {
  const dir = mkdtempSync(path.join(tmpdir(), 'cc-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const [command, all] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    execFileSync(command, all, { stdio: 'pipe', timeout: 60_000 });
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
  let running = false;
  const cluster: PrivateCluster = {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    start() {
      run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
      running = true;
    },
    stop(mode = 'immediate') {
      run('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
      running = false;
    },
    destroy() {
      try {
        if (running) cluster.stop('immediate');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  return cluster;
}
