/** docs/configuration.md and docs/routes.md are what `npm run docs` makes of the code (issue 23 point 4). */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { currentDocs, describeKey, docFiles } from './write-docs.ts';

describe('describeKey', () => {
  const optional = (schema: z.ZodType) => z.preprocess((value) => value, schema);
  it('reads allowed values, ranges and defaults from the schema', () => {
    expect(describeKey(optional(z.enum(['on', 'off']).default('on')))).toEqual({
      values: '`on`, `off`',
      defaultValue: 'on',
    });
    expect(describeKey(optional(z.coerce.number().int().min(1).max(365).default(30)))).toEqual({
      values: 'whole number 1–365',
      defaultValue: '30',
    });
    expect(describeKey(optional(z.url().optional()))).toEqual({ values: 'URL', defaultValue: undefined });
  });
});

describe('generated docs', () => {
  it('are up to date with the configuration schema, the page paths and docs/openapi.json', async () => {
    const docs = await currentDocs();
    const stale = 'differs from the code: run `npm run docs` (after `npm run openapi`) and commit it';
    expect(docs.configuration, `docs/configuration.md ${stale}`).toBe(await readFile(docFiles.configuration, 'utf8'));
    expect(docs.routes, `docs/routes.md ${stale}`).toBe(await readFile(docFiles.routes, 'utf8'));
  });

  it('document every configuration key the schema reads', async () => {
    const { envSchema } = await import('#server/config/env-schema.ts');
    const docs = await currentDocs();
    for (const key of Object.keys(envSchema.shape)) expect(docs.configuration).toContain(`| \`${key}\` |`);
  });
});
