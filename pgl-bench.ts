import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

let t = Date.now();
const a = await PGlite.create();
console.log('create', Date.now() - t);
t = Date.now();
await migrate(drizzle(a), { migrationsFolder: 'src/server/db/migrations' });
console.log('migrate', Date.now() - t);
t = Date.now();
const dump = await a.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size);
t = Date.now();
const b = await PGlite.create({ loadDataDir: dump });
console.log('load', Date.now() - t);
t = Date.now();
const r = await b.query('select count(*) from customers');
console.log(r.rows, Date.now() - t);
