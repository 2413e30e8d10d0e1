/** docs/openapi.json is what `npm run openapi` makes of the current routes (issue 18 §5). */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
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
    const generated = await generateOpenApi();
    expect(generated, 'docs/openapi.json differs from the routes: run `npm run openapi` and commit the file').toBe(
      committed,
    );
  });
});
