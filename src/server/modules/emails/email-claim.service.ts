/**
 * Once-only customer emails (issue 19 §6, issue 20 §4): the row an email belongs to (an order event,
 * a refund, a proof round) is claimed with a conditional update before the send (state null ->
 * `sending`), marked `sent` after it, and released when the send fails so the job's retry sends it.
 * A second run meanwhile finds the claim and fails its attempt (pg-boss retries it and then finds
 * `sent`); a claim older than {@link staleClaimMinutes} (its process died between claim and send;
 * jobs expire after 2 minutes) may be taken again.
 */
import { and, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/raw-rows.ts';
import { AppError } from '#shared/errors.ts';

/** A claim older than this is taken to be of a process that died (jobs expire after 2 minutes). */
export const staleClaimMinutes = 5;

/** Where a table keeps its email's state: the row id, the state column and the claim time column. */
export interface EmailClaimColumns {
  table: PgTable;
  id: PgColumn;
  state: PgColumn;
  at: PgColumn;
}

/** The claim condition: never claimed, or claimed long ago by a run that died. */
function claimable(columns: EmailClaimColumns): SQL | undefined {
  return or(
    isNull(columns.state),
    and(eq(columns.state, 'sending'), lt(columns.at, sql`now() - make_interval(mins => ${staleClaimMinutes})`)),
  );
}

/** `UPDATE {table} SET {state} = …, {at} = … [, extra] WHERE {where}`, by column names. */
function setState(db: Db, columns: EmailClaimColumns, state: SQL, at: SQL, where: SQL | undefined, extra?: SQL) {
  const assignments = [
    sql`${sql.identifier(columns.state.name)} = ${state}`,
    sql`${sql.identifier(columns.at.name)} = ${at}`,
  ];
  if (extra) assignments.push(extra);
  return db.execute(
    sql`update ${columns.table} set ${sql.join(assignments, sql`, `)} where ${where} returning ${columns.id}`,
  );
}

/**
 * Sends one email at most once for the row `rowId`: claims it, runs `send`, marks it `sent`.
 * @param extraOnClaim more assignments written with the claim (e.g. a new link token's hash).
 * @returns `sent`, or `skipped` when it went out before (or was marked `none`).
 * @throws AppError EMAIL_SEND_FAILED when another run holds the claim right now; `send`'s own error
 *   after releasing the claim.
 */
export async function sendOnce(
  db: Db,
  columns: EmailClaimColumns,
  rowId: string,
  send: () => Promise<void>,
  extraOnClaim?: SQL,
): Promise<'sent' | 'skipped'> {
  const claimed = await setState(
    db,
    columns,
    sql`'sending'`,
    sql`now()`,
    and(eq(columns.id, rowId), claimable(columns)),
    extraOnClaim,
  );
  if (rowsOf(claimed).length === 0) {
    const now = await db.execute(
      sql`select ${columns.state} as state from ${columns.table} where ${eq(columns.id, rowId)}`,
    );
    if (rowsOf<{ state: string | null }>(now)[0]?.state === 'sending') {
      throw new AppError('EMAIL_SEND_FAILED', 'Another run is sending this email now');
    }
    return 'skipped';
  }
  try {
    await send();
  } catch (error) {
    await setState(db, columns, sql`null`, sql`null`, and(eq(columns.id, rowId), eq(columns.state, 'sending')));
    throw error;
  }
  await setState(db, columns, sql`'sent'`, sql`now()`, eq(columns.id, rowId));
  return 'sent';
}
