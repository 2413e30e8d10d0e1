import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxStatements, preparedStatementClient } from './pglite-statements.ts';

const notes = pgTable('notes', {
  id: integer('id').primaryKey(),
  body: text('body').notNull(),
  tags: jsonb('tags').$type<string[]>(),
  at: timestamp('at', { withTimezone: true }),
});

describe('Drizzle on PGlite through prepared statements', () => {
  let pglite: PGlite;
  let db: ReturnType<typeof drizzle<Record<string, never>>>;

  beforeAll(async () => {
    pglite = await PGlite.create();
    await pglite.exec('create table notes (id integer primary key, body text not null, tags jsonb, at timestamptz)');
    db = drizzle({ client: preparedStatementClient(pglite) as unknown as PGlite });
  });
  afterAll(async () => pglite?.close());

  it('writes and reads every type as PGlite itself does, the same statement again and again', async () => {
    const at = new Date('2026-11-27T01:02:03.456Z');
    await db.insert(notes).values({ id: 1, body: 'first', tags: ['a', 'b'], at });
    await db.insert(notes).values({ id: 2, body: "it's", tags: null, at: null });
    for (let i = 0; i < 8; i++) {
      const [row] = await db.select().from(notes).where(eq(notes.id, 1));
      expect(row).toEqual({ id: 1, body: 'first', tags: ['a', 'b'], at });
    }
    expect(await db.select().from(notes).where(eq(notes.id, 2))).toEqual([
      { id: 2, body: "it's", tags: null, at: null },
    ]);
    const prepared = db
      .select({ body: notes.body })
      .from(notes)
      .where(eq(notes.id, sql.placeholder('id')))
      .prepare('note_body');
    expect(await prepared.execute({ id: 2 })).toEqual([{ body: "it's" }]);
    expect(await prepared.execute({ id: 3 })).toEqual([]);
  });

  it('throws database errors with their code, and the next statement runs', async () => {
    const duplicate = await db
      .insert(notes)
      .values({ id: 1, body: 'again' })
      .then(
        () => null,
        (error: { cause?: { code?: string } }) => error,
      );
    expect(duplicate?.cause?.code).toBe('23505');
    const invalid = await db.execute(sql`select * from no_such_table`).then(
      () => null,
      (error: { cause?: { code?: string } }) => error,
    );
    expect(invalid?.cause?.code).toBe('42P01');
    expect(await db.select({ id: notes.id }).from(notes).orderBy(notes.id)).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('commits a transaction and rolls a failed one back', async () => {
    await db.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 10, body: 'kept' });
      await tx.update(notes).set({ body: 'changed' }).where(eq(notes.id, 10));
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(notes).values({ id: 11, body: 'dropped' });
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await db.select({ id: notes.id, body: notes.body }).from(notes).where(eq(notes.id, 10))).toEqual([
      { id: 10, body: 'changed' },
    ]);
    expect(await db.select().from(notes).where(eq(notes.id, 11))).toEqual([]);
  });

  it('keeps working past the number of statements it keeps', async () => {
    for (let i = 0; i < maxStatements + 20; i++) {
      const { rows } = await db.execute(sql.raw(`select ${i} as n`));
      expect(rows).toEqual([{ n: i }]);
    }
    const [row] = await db.select({ body: notes.body }).from(notes).where(eq(notes.id, 1));
    expect(row).toEqual({ body: 'first' });
  });

  it('runs queries sent at once one after the other', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => 100 + i);
    await Promise.all(ids.map((id) => db.insert(notes).values({ id, body: `n${id}` })));
    const bodies = await Promise.all(
      ids.map(async (id) => (await db.select({ body: notes.body }).from(notes).where(eq(notes.id, id)))[0].body),
    );
    expect(bodies).toEqual(ids.map((id) => `n${id}`));
  });
});
