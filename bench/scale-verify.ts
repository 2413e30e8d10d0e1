/**
 * Checks and CPU accounting of `npm run bench:scale` (issue 10 "Proof"):
 * - {@link verifyOrders}: from the database and the bucket, every paid checkout session has exactly
 *   one order, no order lacks its paid session, and every stored key the rows name exists;
 * - {@link cpuSnapshot}: CPU seconds used so far per role (shop instances, S3 peer, PostgreSQL,
 *   Redis, the client), read from /proc (Linux), to say what limits the throughput.
 */
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import type { S3Config } from '#server/config.ts';
import { S3Storage } from '#server/storage/s3.ts';

export interface OrderCheck {
  paidSessions: number;
  orders: number;
  /** Paid sessions without an order. */
  lost: string[];
  /** Sessions with more than one order. */
  duplicated: string[];
  /** Orders whose session is not paid. */
  unpaidOrders: string[];
  /** Sessions the client saw paid that the database does not have paid with one order. */
  clientPaidMissing: string[];
  keysChecked: number;
  /** Keys named by rows (customers, orders, artworks) that are not in the bucket. */
  dangling: string[];
  bucketObjects: number;
}

async function bucketKeys(s3: S3Storage): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const area of ['customer-uploads/', 'user-images/', 'artworks/', 'print-files/']) {
    let cursor: string | undefined;
    do {
      const page = await s3.list(area, { cursor });
      for (const key of page.keys) keys.add(key);
      cursor = page.cursor ?? undefined;
    } while (cursor);
  }
  return keys;
}

/** Compares the database of `databaseUrl` with the bucket and the sessions the client paid. */
export async function verifyOrders(databaseUrl: string, s3Config: S3Config, clientPaid: string[]): Promise<OrderCheck> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const paid = await db.query<{ id: string; orders: number }>(
      `select s.id, count(o.id)::int as orders from checkout_sessions s
         left join orders o on o.checkout_session_id = s.id
        where s.payment_status = 'paid' group by s.id`,
    );
    const unpaid = await db.query<{ id: string }>(
      `select o.id from orders o left join checkout_sessions s on s.id = o.checkout_session_id
        where s.id is null or s.payment_status <> 'paid'`,
    );
    const orderCount = await db.query<{ n: number }>('select count(*)::int as n from orders');
    const keyRows = await db.query<{ key: string }>(
      `select image_key as key from customers where image_key is not null
       union select image_key from orders where image_key is not null
       union select print_file_key from orders where print_file_key is not null
       union select source_image_key from artworks where source_image_key is not null
       union select preview_key from artworks where preview_key is not null
       union select master_key from artworks where master_key is not null
       union select print_key from artworks where print_key is not null`,
    );
    const inBucket = await bucketKeys(new S3Storage(s3Config, 'http://127.0.0.1'));
    const byId = new Map(paid.rows.map((row) => [row.id, row.orders]));
    return {
      paidSessions: paid.rows.length,
      orders: orderCount.rows[0].n,
      lost: paid.rows.filter((row) => row.orders === 0).map((row) => row.id),
      duplicated: paid.rows.filter((row) => row.orders > 1).map((row) => row.id),
      unpaidOrders: unpaid.rows.map((row) => row.id),
      clientPaidMissing: clientPaid.filter((id) => byId.get(id) !== 1),
      keysChecked: keyRows.rows.length,
      dangling: keyRows.rows.map((row) => row.key).filter((key) => !inBucket.has(key)),
      bucketObjects: inBucket.size,
    };
  } finally {
    await db.end();
  }
}

/** CPU seconds per role since the processes started. */
export type CpuSnapshot = Record<string, number>;

const ticksPerSecond = 100;

function procCpu(pid: string): { seconds: number; ppid: number; comm: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    // Fields after the name: state ppid … utime (index 11) stime (index 12).
    return { seconds: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond, ppid: Number(fields[1]), comm };
  } catch {
    return null;
  }
}

/**
 * CPU seconds of: each shop instance (by pid in `instances`), the S3 peer (a child of this process
 * running s3-peer.mjs), all `postgres` and `redis-server` processes (other users of the machine's
 * PostgreSQL count too), and this client process.
 */
export function cpuSnapshot(instances: Record<string, number | undefined>): CpuSnapshot {
  const snapshot: CpuSnapshot = { postgres: 0, redis: 0, 's3-peer': 0 };
  const names = new Map(Object.entries(instances).map(([name, pid]) => [String(pid), name]));
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return snapshot;
  }
  for (const pid of pids) {
    const cpu = procCpu(pid);
    if (!cpu) continue;
    const instance = names.get(pid);
    if (instance) snapshot[instance] = cpu.seconds;
    else if (cpu.comm === 'postgres') snapshot.postgres += cpu.seconds;
    else if (cpu.comm === 'redis-server') snapshot.redis += cpu.seconds;
    else if (cpu.ppid === process.pid) {
      let cmdline = '';
      try {
        cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      } catch {}
      if (cmdline.includes('s3-peer.mjs')) snapshot['s3-peer'] += cpu.seconds;
    }
  }
  // The whole machine (first line of /proc/stat: user nice system … in ticks; idle and iowait left out).
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    snapshot.machine = (cpu[0] + cpu[1] + cpu[2] + cpu[5] + cpu[6] + cpu[7]) / ticksPerSecond;
  } catch {}
  const own = process.cpuUsage();
  snapshot.client = (own.user + own.system) / 1e6;
  return snapshot;
}

/** CPU use between two snapshots, as cores busy on average over `seconds` (1.0 = one core). */
export function cpuCores(before: CpuSnapshot, after: CpuSnapshot, seconds: number): Record<string, number> {
  return Object.fromEntries(
    Object.keys(after).map((role) => [role, Math.round(((after[role] - (before[role] ?? 0)) / seconds) * 100) / 100]),
  );
}
