/**
 * Adds a staff account or resets its password (issue 7 §2, issue 17 §3):
 *   npm run staff -- add EMAIL [--owner]
 *   npm run staff -- reset EMAIL
 * The password comes from the environment variable STAFF_PASSWORD (at least 12 characters), or a
 * random 20-character one is generated and printed. Either way it is a one-time password: the
 * account must choose its own at its first sign-in. `--owner` makes the new account an owner
 * (manages staff accounts, reads the audit log). A reset also turns two-factor sign-in off (the way
 * back for a lost authenticator) and ends the account's open sessions. Uses the server's own
 * configuration (DATA_DIR, DATABASE_URL, …) and database. With the embedded database only one
 * process may open the data folder: stop the server first.
 */
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { DataDirLockedError } from '#server/db/data-dir-lock.ts';
import { generatePassword } from '#server/modules/admin/password-hash.ts';
import { createStaffAccount, ensureOwner, resetStaffPassword } from '#server/modules/admin/staff-accounts.service.ts';
import { emailMaxLength, emailPattern } from '#shared/email.ts';

const usage =
  'Usage: npm run staff -- add EMAIL [--owner] | reset EMAIL   (one-time password from STAFF_PASSWORD, else generated)';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  const [command, rawEmail, ...rest] = process.argv.slice(2);
  const owner = command === 'add' && rest.length === 1 && rest[0] === '--owner';
  if ((command !== 'add' && command !== 'reset') || !rawEmail || (rest.length > 0 && !owner)) fail(usage);
  const email = rawEmail.trim().toLowerCase();
  if (email.length > emailMaxLength || !emailPattern.test(email)) fail(`Not an email address: ${rawEmail}`);
  // Empty counts as unset, like the server's own keys.
  const given = process.env.STAFF_PASSWORD || undefined;
  if (given !== undefined && given.length < 12) fail('STAFF_PASSWORD must have at least 12 characters.');
  const password = given ?? generatePassword();

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    fail((error as Error).message);
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      postgres: config.postgres,
      dataDir: config.dataDir,
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      fail(`${error.message}\nStop the server first (the embedded database allows one process), then run this again.`);
    }
    throw error;
  }
  try {
    const problem = await apply(database, command, email, password, owner);
    if (problem) {
      // Not process.exit: the finally below must release the data folder.
      console.error(problem);
      process.exitCode = 1;
    } else if (given === undefined) {
      console.log(`Password: ${password}`);
    }
  } finally {
    await database.close();
  }
}

/** Runs the command; returns a message when it could not. */
async function apply(
  database: Awaited<ReturnType<typeof openDatabase>>,
  command: 'add' | 'reset',
  email: string,
  password: string,
  owner: boolean,
): Promise<string | undefined> {
  if (command === 'add') {
    const role = owner ? 'owner' : 'staff';
    if (!(await createStaffAccount(database.db, email, password, { role, passwordChangeRequired: true }))) {
      return `A staff account ${email} exists already; use "npm run staff -- reset ${email}".`;
    }
    // The first account of a shop is its owner whatever the flag says.
    const promoted = await ensureOwner(database.db);
    console.log(`Added the staff account ${email} (${promoted === email ? 'owner' : role}).`);
  } else {
    if (!(await resetStaffPassword(database.db, { email }, password))) {
      return `No staff account ${email}; use "npm run staff -- add ${email}".`;
    }
    console.log(`Set a one-time password for ${email}; two-factor sign-in is off and its open sessions are ended.`);
  }
  console.log('The password works once: a new one must be chosen at the next sign-in.');
  return undefined;
}

await main();
