/**
 * `npm run bench -- --only=search` (issue 19 "Done when"): the staff orders list searched by order
 * number and by email over 100,000 orders, through the real app (`node src/server/main.ts`, a staff
 * session cookie), on PGlite and, when `DATABASE_URL` is set, on PostgreSQL; each row beside the
 * Fastify hello-world measured moments before. Goal: p99 < 50 ms.
 *
 * The orders are written before the shop starts, in one `INSERT … SELECT generate_series` (a few
 * seconds): realistic names, emails, postcodes and `WT-` numbers (a bijection of the row number, so
 * unique without retries). PGlite is seeded in the data folder the shop then opens (one process
 * at a time may); PostgreSQL in a database of its own on the `DATABASE_URL` server, dropped after.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { createStaffAccount } from '../src/server/modules/admin/staff-accounts.service.ts';
import { databaseUrlFor, dropDatabase } from '../src/server/test-support/database-template.ts';
import { orderNumberAlphabet } from '../src/shared/order-number.ts';
import { type LoadRow, type LoadSettings, loadRow, warmUp } from './http-load.ts';
import { type BenchServer, startShop } from './servers.ts';

/** Orders seeded per database. */
export const searchOrderCount = 100_000;
/** Order numbers and emails the load goes round (picked at random from the seeded rows). */
const sampleSize = 500;

const firstNames = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Emma',
  'Felix',
  'Greta',
  'Hugo',
  'Ines',
  'Jonas',
  'Kira',
  'Lukas',
  'Marie',
  'Noah',
  'Olivia',
  'Paul',
  'Rosa',
  'Samuel',
  'Tara',
  'Victor',
  'Lucía',
  'Mateo',
  'Chloé',
  'Théo',
  'Sofia',
];
const lastNames = [
  'Schmidt',
  'Müller',
  'García',
  'Martin',
  'Smith',
  'Johnson',
  'Weber',
  'Dubois',
  'López',
  'Bernard',
  'Brown',
  'Fischer',
  'Moreau',
  'Fernández',
  'Wagner',
  'Taylor',
  'Becker',
  'Laurent',
  'Sánchez',
  'Hoffmann',
  'Wilson',
  'Schulz',
  'Lefebvre',
  'Romero',
  'Davies',
  'Koch',
  'Richard',
  'Navarro',
  'Evans',
  'Klein',
  'Petit',
];
const cities = ['Berlin', 'Hamburg', 'Paris', 'Lyon', 'Madrid', 'Sevilla', 'Austin', 'Portland', 'London', 'Leeds'];
const domains = ['example.com', 'mail.example.org', 'post.example.net', 'example.de', 'example.fr', 'example.es'];

const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;

/**
 * One statement writing `count` paid orders, newest last. The order number is the row number through
 * a bijection of 0..30^6 (48271 is coprime with 30), written in the order-number alphabet.
 */
function seedStatement(count: number): string {
  const digit = (k: number) => `substr('${orderNumberAlphabet}', ((h / ${30 ** k}) % 30)::int + 1, 1)`;
  return `
    insert into orders (
      checkout_session_id, payment_provider, payment_status, amount_total_minor, currency, product_type,
      size, color, discount_applied, price_book_id, discount_kind, locale, email, shipping_address,
      order_number, status, test_mode, print_source, created_at
    )
    select
      'cs_bench_' || i, 'local', 'paid', 4999 + (i % 7) * 500,
      case when i % 2 = 0 then 'eur' else 'usd' end,
      (array['tshirt','hoodie','sweatshirt'])[1 + i % 3],
      (array['xs','s','m','l','xl'])[1 + i % 5],
      (array['white','black'])[1 + i % 2],
      i % 4 = 0, case when i % 2 = 0 then 'storefront-eur' else 'storefront-usd' end, 'none',
      (array['en-us','de','fr','es'])[1 + i % 4],
      translate(lower(first || '.' || last), 'éüíáóñ', 'euiaon') || (i % 997) || '@' || domain,
      jsonb_build_object(
        'name', first || ' ' || last, 'line1', (i % 180 + 1) || ' Market Street', 'line2', null,
        'city', city, 'state', null,
        'postalCode', case when i % 10 = 0 then 'SW1A ' || (i % 9 + 1) || 'AA' else lpad(((i * 7919) % 99999)::text, 5, '0') end,
        'country', (array['DE','FR','ES','US','GB'])[1 + i % 5]
      ),
      'WT-' || ${[5, 4, 3, 2, 1, 0].map(digit).join(' || ')},
      (array['paid','paid','in_production','shipped','delivered'])[1 + i % 5], false, 'photo',
      now() - make_interval(mins => ${count} - i)
    from (
      select i, ((i::bigint * 48271 + 12345) % ${30 ** 6}) as h,
        (${sqlArray(firstNames)})[1 + i % ${firstNames.length}] as first,
        (${sqlArray(lastNames)})[1 + (i / ${firstNames.length}) % ${lastNames.length}] as last,
        (${sqlArray(cities)})[1 + i % ${cities.length}] as city,
        (${sqlArray(domains)})[1 + (i / 7) % ${domains.length}] as domain
      from generate_series(1, ${count}) as i
    ) s`;
}

interface Seeded {
  orderNumbers: string[];
  emails: string[];
  staff: { email: string; password: string };
}

/** Opens (and migrates) the database, writes the orders and a staff account, and samples the rows. */
async function seed(target: { dataDir: string; databaseUrl?: string }): Promise<Seeded> {
  const database = await openDatabase({ ...target, postgres: { poolMax: 2, statementTimeoutMs: 0 } });
  try {
    const started = Date.now();
    await database.db.execute(sql.raw(seedStatement(searchOrderCount)));
    // As autovacuum would soon after: statistics, and the trigram indexes' pending entries merged
    // (GIN's fast-update list is scanned on every search until then).
    await database.db.execute(sql.raw('vacuum analyze orders'));
    console.log(`  seeded ${searchOrderCount} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const sample: unknown = await database.db.execute(
      sql.raw(`select order_number, email from orders order by random() limit ${sampleSize}`),
    );
    // node-postgres and PGlite both answer `{ rows }`.
    const { rows } = sample as { rows: Array<{ order_number: string; email: string }> };
    const staff = { email: `bench-${randomUUID()}@example.com`, password: `bench-${randomUUID()}` };
    await createStaffAccount(database.db, staff.email, staff.password, { role: 'staff' });
    return { orderNumbers: rows.map((r) => r.order_number), emails: rows.map((r) => r.email), staff };
  } finally {
    await database.close();
  }
}

/** Logs in through `POST /api/admin/session` as a browser does. @returns the `Cookie` header. */
async function staffCookie(url: string, staff: Seeded['staff']): Promise<string> {
  const res = await fetch(`${url}/api/admin/session`, {
    method: 'POST',
    // The shop's default PUBLIC_URL is http://localhost:PORT; mutations must come from its origin.
    headers: { 'content-type': 'application/json', origin: `http://localhost:${new URL(url).port}` },
    body: JSON.stringify(staff),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('wowtees_admin='));
  if (res.status !== 200 || !cookie) throw new Error(`staff login: ${res.status} ${await res.text()}`);
  return cookie.split(';')[0];
}

/** autocannon requests going round `values`, each as `?q=` of the orders list. */
function searches(values: string[], cookie: string) {
  let next = 0;
  return [
    {
      setupRequest: (request: Record<string, unknown>) => ({
        ...request,
        method: 'GET',
        path: `/api/admin/orders?q=${encodeURIComponent(values[next++ % values.length])}`,
        headers: { cookie },
      }),
    },
  ];
}

/** The two search rows against a seeded, running shop; checks first that a search finds its order. */
async function searchRows(
  hello: BenchServer,
  shop: BenchServer,
  seeded: Seeded,
  db: string,
  settings: LoadSettings,
): Promise<LoadRow[]> {
  const cookie = await staffCookie(shop.url, seeded.staff);
  const probe = await fetch(`${shop.url}/api/admin/orders?q=${seeded.orderNumbers[0]}`, { headers: { cookie } });
  const found = (await probe.json()) as { orders: Array<{ orderNumber: string }>; total: number };
  if (probe.status !== 200 || found.orders[0]?.orderNumber !== seeded.orderNumbers[0]) {
    throw new Error(`search probe: ${probe.status} ${JSON.stringify(found).slice(0, 200)}`);
  }
  const rows: LoadRow[] = [];
  const count = `${searchOrderCount / 1000}k orders, -c ${settings.connections}`;
  for (const [what, values] of [
    ['order number', seeded.orderNumbers],
    ['email', seeded.emails],
  ] as const) {
    const requests = searches(values, cookie);
    await warmUp(shop.url, requests);
    rows.push(
      await loadRow(`GET /api/admin/orders?q=<${what}> (${db}, ${count})`, hello, shop.url, settings, requests),
    );
  }
  return rows;
}

/**
 * The search rows on PGlite, then on PostgreSQL when `DATABASE_URL` is set. Every data folder and
 * database it makes is removed again, also after an error.
 */
export async function benchOrderSearch(
  hello: BenchServer,
  options: { clientDir: string; settings: LoadSettings; extraArgs: string[] },
): Promise<LoadRow[]> {
  const rows: LoadRow[] = [];
  console.log('search: PGlite');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wowtees-bench-search-'));
  try {
    const seeded = await seed({ dataDir });
    const shop = await startShop({ clientDir: options.clientDir, dataDir, extraArgs: options.extraArgs });
    try {
      rows.push(...(await searchRows(hello, shop, seeded, 'PGlite', options.settings)));
    } finally {
      await shop.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log('search: PostgreSQL skipped (DATABASE_URL not set)');
    return rows;
  }
  console.log('search: PostgreSQL');
  const name = `wowtees_bench_search_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  try {
    const databaseUrl = databaseUrlFor(serverUrl, name);
    const scratch = await mkdtemp(path.join(tmpdir(), 'wowtees-bench-search-'));
    try {
      const seeded = await seed({ dataDir: scratch, databaseUrl });
      const shop = await startShop({ clientDir: options.clientDir, databaseUrl, extraArgs: options.extraArgs });
      try {
        rows.push(...(await searchRows(hello, shop, seeded, 'PostgreSQL', options.settings)));
      } finally {
        await shop.stop();
      }
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  } finally {
    await dropDatabase(serverUrl, name);
  }
  return rows;
}
