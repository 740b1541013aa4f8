/**
 * A real streaming replica of a local PostgreSQL server, for the read-replica suite
 * (tests/api/read-replicas.test.ts) and the bench (scripts/bench/replica.ts): `pg_basebackup -R` into a
 * temporary folder, started with pg_ctl on a free port, stopped and removed by `remove`. It copies the whole
 * server (every database on it, so its size sets how long the copy takes), then replays what the primary
 * writes from then on.
 *
 * Needs on the primary: wal_level replica or logical, a free WAL sender, and a pg_hba.conf line letting
 * REPLICA_USER (default postgres, which must have the REPLICATION attribute) make a replication connection
 * from 127.0.0.1 (`host replication postgres 127.0.0.1/32 trust`; .ci/run adds it and reloads, no
 * restart). PostgreSQL's server programs refuse to run as root: run as root, they run as the postgres user.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** What to do when the primary refuses the replication connection (what .ci/run does for its own run). */
const NO_REPLICATION_HINT =
  "\nAllow it on the primary, then run the tests again: add the line 'host replication postgres 127.0.0.1/32 trust' " +
  "to the file `psql -U postgres -Atc 'show hba_file'` names, and reload (`psql -U postgres -c 'select pg_reload_conf()'`).";

export type ReplicaCluster = {
  port: number;
  /** The replica's address for one database (the primary's user). */
  url: (database: string) => string;
  /** Waits until the replica has replayed everything the primary has written so far. */
  caughtUp: () => Promise<void>;
  /** Stops replaying (the replica lags from here on) and starts again. */
  pauseReplay: () => Promise<void>;
  resumeReplay: () => Promise<void>;
  /** Stops the replica's server (fast shutdown: its connections end), and starts it again. */
  stop: () => void;
  start: () => void;
  /** Stops it if running and deletes its folder. */
  remove: () => void;
};

const CATCH_UP_MS = 60_000;

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL's server programs for the primary's major version (Debian keeps them off PATH). */
function binDir(major: number): string {
  const debian = `/usr/lib/postgresql/${major}/bin`;
  if (fs.existsSync(path.join(debian, 'pg_ctl'))) return debian;
  return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
}

export async function startReplicaCluster(primaryUrl: string): Promise<ReplicaCluster> {
  const primary = new URL(primaryUrl);
  const [{ version } = { version: '' }] = await query<{ version: string }>(
    primaryUrl,
    "select current_setting('server_version_num') as version",
  );
  const settings = await query<{ name: string; setting: string }>(
    primaryUrl,
    `select name, setting from pg_settings where name in
      ('max_connections', 'max_worker_processes', 'max_prepared_transactions', 'max_locks_per_transaction', 'max_wal_senders')`,
  );
  const bin = binDir(Math.floor(Number(version) / 10_000));
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) => {
    const [command, commandArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]]
      : [path.join(bin, program), args];
    try {
      return execFileSync(command, commandArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      const { stderr } = error as { stderr?: string };
      const said = stderr?.trim() || (error as Error).message;
      const hint = /no pg_hba\.conf entry for replication/.test(said) ? NO_REPLICATION_HINT : '';
      throw new Error(`${program} failed: ${said}${hint}`, { cause: error });
    }
  };

  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-replica-'));
  const data = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    fs.chownSync(root, uid, gid);
  }
  fs.chmodSync(root, 0o700);
  const port = await freePort();
  let running = false;
  const remove = () => {
    process.off('exit', remove);
    if (running) stop();
    fs.rmSync(root, { recursive: true, force: true });
  };
  // A run that ends without its afterAll (an interrupted worker) still stops the server and removes its folder.
  process.once('exit', remove);
  const stop = () => {
    run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    running = false;
  };
  const start = () => {
    run('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '60', 'start']);
    running = true;
  };

  try {
    run('pg_basebackup', [
      '-h',
      primary.hostname,
      '-p',
      primary.port || '5432',
      '-U',
      process.env.REPLICA_USER || 'postgres',
      '-D',
      data,
      '-R', // standby.signal and primary_conninfo: a streaming standby of the primary
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    // Debian keeps the configuration outside the data folder, so the copy may have none: these lines are
    // the replica's (later lines win over any copied ones). A standby needs these limits at least as high
    // as its primary's.
    const limits = settings.map(({ name, setting }) => `${name} = ${setting}`).join('\n');
    fs.appendFileSync(
      path.join(data, 'postgresql.conf'),
      `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${root}'\nhot_standby = on\n` +
        `fsync = off\n${limits}\n`,
    );
    fs.writeFileSync(path.join(data, 'pg_hba.conf'), 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
    if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', data]);
    start();
  } catch (error) {
    remove();
    throw error;
  }

  const url = (database: string) => {
    const address = new URL(primaryUrl);
    address.port = String(port);
    address.pathname = `/${database}`;
    return address.href;
  };
  const replicaAdmin = url('postgres');
  return {
    port,
    url,
    caughtUp: async () => {
      const [{ lsn } = { lsn: '' }] = await query<{ lsn: string }>(
        primaryUrl,
        'select pg_current_wal_lsn()::text as lsn',
      );
      const deadline = Date.now() + CATCH_UP_MS;
      for (;;) {
        const [{ done } = { done: false }] = await query<{ done: boolean }>(
          replicaAdmin,
          `select coalesce(pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn, false) as done`,
        );
        if (done) return;
        if (Date.now() > deadline) throw new Error(`the replica did not replay up to ${lsn} in ${CATCH_UP_MS} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    pauseReplay: async () => void (await query(replicaAdmin, 'select pg_wal_replay_pause()')),
    resumeReplay: async () => void (await query(replicaAdmin, 'select pg_wal_replay_resume()')),
    stop,
    start,
    remove,
  };
}
