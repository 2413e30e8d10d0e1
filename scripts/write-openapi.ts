/**
 * `npm run openapi` (issue 18 §5): writes the API description, `docs/openapi.json`, from the routes'
 * zod schemas (src/server/plugins/api-docs.ts). The app is built as a start without environment
 * does it (embedded database in memory, a temporary data folder), so nothing of this machine's
 * configuration gets in. Keys are sorted at every level and the document carries no date, so the
 * file changes only when the API does; scripts/write-openapi.test.ts fails when it is stale.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { type AppConfig, loadConfig } from '#server/config.ts';

/** Where the document is committed. */
export const openApiFile = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));

/** `value` with the keys of every object sorted (arrays keep their order). */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

/** The document of a ready app as the file holds it: sorted keys, two-space indent, final newline. */
export function openApiText(app: FastifyInstance): string {
  return `${JSON.stringify(sortKeys(app.swagger()), null, 2)}\n`;
}

/**
 * Builds the app with the defaults of a start without environment and returns its document.
 * @param overrides settings that change no route, e.g. a migrated `databaseTemplate` to start faster.
 */
export async function generateOpenApi(overrides: Pick<Partial<AppConfig>, 'databaseTemplate'> = {}): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wowtees-openapi-'));
  try {
    const config = {
      ...loadConfig({ PORT: '0', PUBLIC_URL: 'http://localhost:3000', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      clientDir: undefined,
      inMemoryDatabase: true,
      ...overrides,
    };
    const app = await buildApp(config);
    try {
      await app.ready();
      return openApiText(app);
    } finally {
      await app.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  await writeFile(openApiFile, await generateOpenApi());
  console.log(`Wrote ${path.relative(process.cwd(), openApiFile)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
