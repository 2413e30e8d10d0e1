/**
 * `npm run docs` (issue 23 point 4): writes the reference pages of `docs/` that follow from code, so
 * they cannot drift from it:
 * - docs/configuration.md: every environment key from the config schema (src/server/config/
 *   env-schema.ts: type, allowed values and range, default) with what it does
 *   (src/server/config/env-docs.ts);
 * - docs/routes.md: every page path (src/shared/paths.ts, storefronts.ts, admin-pages.ts) and every
 *   API operation of docs/openapi.json (`npm run openapi` first when the API changed).
 * scripts/write-docs.test.ts fails when a committed page is stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { artworkCostKeyDoc, envDocs } from '#server/config/env-docs.ts';
import { envSchema } from '#server/config/env-schema.ts';
import { adminPages } from '#shared/admin-pages.ts';
import { paths } from '#shared/paths.ts';
import {
  emailOrderPagePaths,
  orderStatusPagePaths,
  proofPagePaths,
  storefrontPagePaths,
  storefronts,
  verifyEmailPagePaths,
} from '#shared/storefronts.ts';

/** Where the pages are committed. */
export const docFiles = {
  configuration: fileURLToPath(new URL('../docs/configuration.md', import.meta.url)),
  routes: fileURLToPath(new URL('../docs/routes.md', import.meta.url)),
};
const openApiFile = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));

// zod 4's public definition objects, as far as this page reads them.
interface SchemaNode {
  _zod: { def: { type: string; format?: string; defaultValue?: unknown; entries?: Record<string, string> } };
  minValue?: number | null;
  maxValue?: number | null;
  format?: string | null;
  minLength?: number | null;
  maxLength?: number | null;
}
interface Wrapped {
  _zod: { def: { type: string; in?: SchemaNode; out?: SchemaNode; innerType?: SchemaNode; defaultValue?: unknown } };
}

/** A key's type and values in words, and its default, read from its schema. */
export function describeKey(schema: unknown): { values: string; defaultValue?: string } {
  let node = schema as Wrapped;
  let defaultValue: string | undefined;
  for (;;) {
    const def = node._zod.def;
    if (def.type === 'pipe' && def.out) node = def.out as unknown as Wrapped;
    else if (def.type === 'default' && def.innerType) {
      defaultValue = String(def.defaultValue);
      node = def.innerType as unknown as Wrapped;
    } else if (def.type === 'optional' && def.innerType) node = def.innerType as unknown as Wrapped;
    else break;
  }
  const base = node as unknown as SchemaNode;
  const def = base._zod.def;
  const code = (value: string) => `\`${value}\``;
  let values: string;
  if (def.type === 'enum' && def.entries) values = Object.values(def.entries).map(code).join(', ');
  else if (def.type === 'number') {
    const whole = base.format === 'safeint';
    const max = base.maxValue !== undefined && base.maxValue !== null && base.maxValue < Number.MAX_SAFE_INTEGER;
    values =
      `${whole ? 'whole number' : 'number'} ${base.minValue ?? ''}${max ? `–${base.maxValue}` : ' or more'}`.trim();
  } else if (def.format === 'url') values = 'URL';
  else if (def.format === 'email') values = 'email address';
  else if (def.format === 'regex') values = 'text (checked at start)';
  else values = 'text';
  return { values, defaultValue };
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** docs/configuration.md. */
export function configurationPage(): string {
  const rows = Object.entries(envSchema.shape).map(([key, schema]) => {
    const { values, defaultValue } = describeKey(schema);
    const doc = envDocs[key as keyof typeof envDocs];
    const unset = defaultValue !== undefined ? `\`${defaultValue}\`` : (doc.unset ?? '–');
    return `| \`${key}\` | ${cell(unset)} | ${cell(values)} | ${cell(doc.what)} |`;
  });
  rows.push(
    `| \`${artworkCostKeyDoc.key}\` | ${cell(artworkCostKeyDoc.unset ?? '–')} | whole number (minor units) | ${cell(artworkCostKeyDoc.what)} |`,
  );
  return [
    '# Configuration reference',
    '',
    '<!-- Written by `npm run docs` from src/server/config/env-schema.ts and env-docs.ts; do not edit. -->',
    '',
    'The shop reads its configuration from the environment (or a `.env` file the process manager',
    'loads). Every key is optional: with none set, `npm start` runs a complete test shop on this',
    'machine. A value the schema refuses stops the start with a message naming the key. An empty value',
    'counts as unset. How the pieces fit: [architecture.md](architecture.md); running several',
    'instances: [deploy.md](deploy.md).',
    '',
    '| key | unset | values | what |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { summary?: string; description?: string; tags?: string[] }>>;
}

/** docs/routes.md from the page paths and the API description. */
export function routesPage(openApi: OpenApiDocument): string {
  const storefrontPages = storefronts.map(
    (storefront) =>
      `| \`${paths.storefront(storefront.locale, storefront.variant)}\` | ${storefrontPagePaths(storefront)
        .map((page) => `\`${page.slice(paths.storefront(storefront.locale, storefront.variant).length) || '/'}\``)
        .join(', ')} |`,
  );
  const perCustomer = [
    ...emailOrderPagePaths(),
    ...orderStatusPagePaths(),
    ...proofPagePaths(),
    ...verifyEmailPagePaths(),
  ].map((page) => `\`${page}\``);
  const methods = ['get', 'post', 'put', 'patch', 'delete'];
  const operations = Object.entries(openApi.paths)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, item]) =>
      methods
        .filter((method) => item[method])
        .map((method) => {
          const operation = item[method];
          const what = (operation.summary ?? operation.description ?? '').split('\n')[0];
          return `| ${method.toUpperCase()} | \`${path}\` | ${cell(what)} |`;
        }),
    );
  return [
    '# Routes',
    '',
    '<!-- Written by `npm run docs` from src/shared (paths, storefronts, admin pages) and docs/openapi.json; do not edit. -->',
    '',
    '## Pages',
    '',
    `The style chooser is at \`${paths.home()}\`. Every storefront (SPEC §2.1) has these pages, prerendered in its language:`,
    '',
    '| storefront | pages (below the storefront root) |',
    '| --- | --- |',
    ...storefrontPages,
    '',
    'Per-customer pages (prerendered as empty shells; the customer comes from a signed query or a token in the fragment, never indexed):',
    perCustomer.join(', '),
    '',
    'Staff pages (sign-in required; `{lang}/` before the path is optional, required or limited to the',
    'languages named):',
    '',
    '| page | path | language prefix |',
    '| --- | --- | --- |',
    ...adminPages.map(
      (page) =>
        `| ${page.id} | \`/${page.path}\` | ${typeof page.locales === 'string' ? page.locales : page.locales.join(', ')} |`,
    ),
    '',
    '## HTTP API',
    '',
    'JSON under `/api`; errors are `{"error":{"code","message"}}` with the codes of src/shared/errors.ts.',
    'The full description with request and answer schemas: [openapi.json](openapi.json) (served to',
    'signed-in staff at `/api/docs`).',
    '',
    '| method | path | what |',
    '| --- | --- | --- |',
    ...operations,
    '',
  ].join('\n');
}

/** Both pages as they would be written now. */
export async function currentDocs(): Promise<{ configuration: string; routes: string }> {
  const openApi = JSON.parse(await readFile(openApiFile, 'utf8')) as OpenApiDocument;
  return { configuration: configurationPage(), routes: routesPage(openApi) };
}

if (import.meta.main) {
  const docs = await currentDocs();
  await writeFile(docFiles.configuration, docs.configuration);
  await writeFile(docFiles.routes, docs.routes);
  console.log('docs/configuration.md and docs/routes.md written');
}
