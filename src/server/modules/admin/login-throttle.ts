/**
 * Failed sign-in throttle (issue 17 §3, OWASP ASVS v5 6.3 / probe F4, ADR 0013): growing delays per
 * address and per account instead of a lock an outsider can set off.
 *
 * - **Address**: the first {@link addressFreeFailures} failures from an address within
 *   {@link failureWindowMs} cost nothing; each further failure blocks that address for a delay that
 *   doubles, {@link firstDelayMs} up to {@link maxDelayMs}, whatever account it tries.
 * - **Account**: after {@link accountFreeFailures} failures against one account (from any addresses)
 *   each further failure blocks that account for the same growing delay, but only for addresses that
 *   have themselves failed against it. An address with no failure against the account is never
 *   held back by it, so the right password from the staff member's own network still works while
 *   someone else guesses.
 * - A successful sign-in forgets its address's failures against that account (not the address's own
 *   count, nor the account's: those run out with their window).
 *
 * The counts live in the shared counter store (counters/shared-counters.ts: Redis, PostgreSQL or, on
 * embedded PGlite, this process), so every instance sees the same failures (issue 10). A block is a
 * counter whose window is the delay. When the store does not answer the attempt is allowed and a
 * warning logged (fail open, like the rate limits); the route's request limit and scrypt still hold.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CounterStore } from '#server/counters/counter-store.ts';

/** Failures an address may make in a window before delays start. */
export const addressFreeFailures = 10;
/** Failures against an account (all addresses) before delays start for addresses that failed against it. */
export const accountFreeFailures = 5;
/** How long failures are remembered, from the first one: 1 hour. */
export const failureWindowMs = 60 * 60 * 1000;
/** The first delay; each further failure doubles it. */
export const firstDelayMs = 5 * 1000;
/** The longest delay: 15 minutes. */
export const maxDelayMs = 15 * 60 * 1000;

/** Who is trying: the client's address (`request.ip`) and the normalised account email. */
export interface SignInAttempt {
  address: string;
  account: string;
}

/** The delay after the `excess`-th failure past the free ones (0-based), ms. */
export function delayAfter(excess: number): number {
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(excess, 20));
}

export class LoginThrottle {
  readonly #counters: CounterStore;
  readonly #log: FastifyBaseLogger | undefined;

  constructor(counters: CounterStore, log?: FastifyBaseLogger) {
    this.#counters = counters;
    this.#log = log;
  }

  /** Seconds until this address may try this account again, or 0 when it may now. */
  async retryAfterSeconds(attempt: SignInAttempt): Promise<number> {
    try {
      const keys = counterKeys(attempt);
      const [addressBlock, accountBlock, pairFailures] = await Promise.all([
        this.#counters.peek(keys.addressBlock),
        this.#counters.peek(keys.accountBlock),
        this.#counters.peek(keys.pairFailures),
      ]);
      const waits = [addressBlock.count > 0 ? addressBlock.resetInMs : 0];
      // The account's delay holds back only addresses that have failed against it.
      if (pairFailures.count > 0 && accountBlock.count > 0) waits.push(accountBlock.resetInMs);
      const waitMs = Math.max(0, ...waits);
      return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
    } catch (error) {
      this.#warn(error);
      return 0;
    }
  }

  /** Records one failed attempt (wrong password, unknown account or wrong code) and starts any delay it earns. */
  async recordFailure(attempt: SignInAttempt): Promise<void> {
    try {
      const keys = counterKeys(attempt);
      const [address, account] = await Promise.all([
        this.#counters.hit(keys.addressFailures, failureWindowMs),
        this.#counters.hit(keys.accountFailures, failureWindowMs),
        this.#counters.hit(keys.pairFailures, failureWindowMs),
      ]);
      const blocks: Promise<unknown>[] = [];
      if (address.count >= addressFreeFailures) {
        blocks.push(this.#counters.hit(keys.addressBlock, delayAfter(address.count - addressFreeFailures)));
      }
      if (account.count >= accountFreeFailures) {
        blocks.push(this.#counters.hit(keys.accountBlock, delayAfter(account.count - accountFreeFailures)));
      }
      await Promise.all(blocks);
    } catch (error) {
      this.#warn(error);
    }
  }

  /** A successful sign-in: this address is no longer one that failed against this account. */
  async recordSuccess(attempt: SignInAttempt): Promise<void> {
    try {
      await this.#counters.reset(counterKeys(attempt).pairFailures);
    } catch (error) {
      this.#warn(error);
    }
  }

  #warn(error: unknown): void {
    this.#log?.warn(`Failed-login counts unavailable, attempt allowed: ${(error as Error).message}`);
  }
}

function counterKeys({ address, account }: SignInAttempt) {
  return {
    addressFailures: `login:fail:address:${address}`,
    addressBlock: `login:block:address:${address}`,
    accountFailures: `login:fail:account:${account}`,
    accountBlock: `login:block:account:${account}`,
    pairFailures: `login:fail:pair:${account}|${address}`,
  };
}
