/** docs/openapi.json is what `npm run openapi` makes of the current routes (issue 18 §5). */
import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { readPgliteTemplate } from '#server/test-support/database-template.ts';
import { generateOpenApi, openApiFile, sortKeys } from './write-openapi.ts';

describe('sortKeys', () => {
  it('sorts the keys of every object and keeps the order of arrays', () => {
    const sorted = sortKeys({ b: 1, a: { d: [{ z: 1, y: 2 }, 3], c: null } });
    expect(JSON.stringify(sorted)).toBe('{"a":{"c":null,"d":[{"y":2,"z":1},3]},"b":1}');
  });
});

describe('docs/openapi.json', () => {
  it('is up to date with the routes and their zod schemas', async () => {
    const committed = await readFile(openApiFile, 'utf8').catch(() => '');
    // The run's migrated database (vitest.global-setup.ts) only saves time: it changes no route.
    const template = inject('pgliteTemplate');
    const generated = await generateOpenApi({
      databaseTemplate: template ? await readPgliteTemplate(template) : undefined,
    });
    expect(generated, 'docs/openapi.json differs from the routes: run `npm run openapi` and commit the file').toBe(
      committed,
    );
  });
});
