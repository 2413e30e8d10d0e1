/**
 * @fastify/session store on the `admin_sessions` table (ADR 0007). The store is handed the raw
 * session id (the random part of the cookie), and keeps only its SHA-256, so reading the table
 * gives no usable cookie. A session ends after {@link sessionIdleMs} without a request (idle) and
 * {@link sessionAbsoluteMs} after login (absolute), whichever comes first. The account's role,
 * forced-change flag and second factor are read with the session on every request, and a disabled
 * account has no session (issue 17 §3).
 */
import { createHash } from 'node:crypto';
import type { SessionStore } from '@fastify/session';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Session } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { adminSessions, staffUsers } from '#server/db/schema/index.ts';

/** Idle timeout: 2 h without a request ends the session. */
export const sessionIdleMs = 2 * 60 * 60 * 1000;
/** Absolute lifetime: 12 h after login, however active. */
export const sessionAbsoluteMs = 12 * 60 * 60 * 1000;
/** `last_seen_at` is written at most this often per session (one write a minute, not one per request). */
const touchEveryMs = 60 * 1000;

declare module 'fastify' {
  interface Session {
    /** The logged-in staff member; set at login, restored by the store. */
    staffId?: string;
    staffEmail?: string;
    /** Restored by the store from `staff_users` (never saved from the session). */
    staffRole?: 'owner' | 'staff';
    passwordChangeRequired?: boolean;
    totpEnabled?: boolean;
  }
}

/** SHA-256 (hex) of a raw session id: the table's primary key. */
export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

/** Adapts promise-returning work to the store's callback style. */
function settle<T>(work: Promise<T>, callback: (error: unknown, result?: T) => void): void {
  work.then(
    (result) => callback(null, result),
    (error: unknown) => callback(error),
  );
}

/** Drizzle-backed @fastify/session store (see the file comment). */
export class AdminSessionStore implements SessionStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  set(sessionId: string, session: Session, callback: (error?: unknown) => void): void {
    settle(this.#save(sessionId, session), (error) => callback(error ?? undefined));
  }

  get(sessionId: string, callback: (error: unknown, result?: Session | null) => void): void {
    settle(this.#load(sessionId), callback);
  }

  destroy(sessionId: string, callback: (error?: unknown) => void): void {
    settle(this.#db.delete(adminSessions).where(eq(adminSessions.id, hashSessionId(sessionId))), (error) =>
      callback(error ?? undefined),
    );
  }

  /** Only logged-in sessions are kept; a new row gets its absolute expiry, an existing one is touched. */
  async #save(sessionId: string, session: Session): Promise<void> {
    if (!session.staffId) return;
    const now = new Date();
    await this.#db
      .insert(adminSessions)
      .values({
        id: hashSessionId(sessionId),
        staffUserId: session.staffId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + sessionAbsoluteMs),
      })
      .onConflictDoUpdate({ target: adminSessions.id, set: { lastSeenAt: now } });
  }

  async #load(sessionId: string): Promise<Session | null> {
    const id = hashSessionId(sessionId);
    const [row] = await this.#db
      .select({
        staffId: adminSessions.staffUserId,
        staffEmail: staffUsers.email,
        staffRole: staffUsers.role,
        passwordChangeRequired: staffUsers.passwordChangeRequired,
        totpSecret: staffUsers.totpSecret,
        lastSeenAt: adminSessions.lastSeenAt,
        expiresAt: adminSessions.expiresAt,
      })
      .from(adminSessions)
      .innerJoin(staffUsers, and(eq(staffUsers.id, adminSessions.staffUserId), isNull(staffUsers.disabledAt)))
      .where(eq(adminSessions.id, id))
      .limit(1);
    if (!row) return null;
    const now = Date.now();
    if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + sessionIdleMs <= now) {
      await this.#db.delete(adminSessions).where(eq(adminSessions.id, id));
      return null;
    }
    if (row.lastSeenAt.getTime() + touchEveryMs <= now) {
      await this.#db
        .update(adminSessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(adminSessions.id, id));
    }
    // No `cookie` here: the plugin rebuilds it from its options; the type wants one.
    return {
      staffId: row.staffId,
      staffEmail: row.staffEmail,
      staffRole: row.staffRole === 'owner' ? 'owner' : 'staff',
      passwordChangeRequired: row.passwordChangeRequired,
      totpEnabled: row.totpSecret !== null,
    } as Session;
  }

  /** Deletes every expired or idle session (called at login, so the table does not grow). */
  async removeExpired(): Promise<void> {
    const now = Date.now();
    await this.#db
      .delete(adminSessions)
      .where(
        or(lt(adminSessions.expiresAt, new Date(now)), lt(adminSessions.lastSeenAt, new Date(now - sessionIdleMs))),
      );
  }
}
