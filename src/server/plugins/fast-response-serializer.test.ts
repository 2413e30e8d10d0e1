/** The hot reads' response serializer writes what zod's would, and nothing undeclared. */
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { type Customer, customerSchema } from '#shared/api/customers.schemas.ts';
import { fastResponseSerializer } from './fast-response-serializer.ts';

const route = { schema: customerSchema, method: 'GET', url: '/api/customers/:id', httpStatus: '200' };
const fast = fastResponseSerializer(route);
const zod = serializerCompiler(route);

const empty: Customer = {
  id: '7d0f4c8e-8a3b-4c1e-9a51-2f0d7f1b6a10',
  email: null,
  imageUrl: null,
  generatedImageUrl: null,
  locale: null,
  previewRequested: false,
  placement: null,
};
const full: Customer = {
  ...empty,
  email: 'anna "a" <anna@example.com>\n',
  imageUrl: '/files/customers/a.jpg',
  generatedImageUrl: '/files/artworks/b.png',
  locale: 'de',
  previewRequested: true,
  placement: {
    side: 'back',
    x: 0.5,
    y: 0.25,
    scale: 1.2,
    rotation: -15,
    crop: 'circle',
    text: { content: 'Grüße ✨', font: 'anton', color: '#ffffff', x: 0.5, y: 0.9, size: 0.08 },
  },
};

describe('fastResponseSerializer', () => {
  it('writes the same bytes as the zod serializer, for an empty and a full record', () => {
    for (const customer of [empty, full, { ...full, placement: { ...full.placement, text: undefined } }]) {
      expect(fast(customer)).toBe(zod(customer));
    }
  });

  it('writes no field the schema does not declare', () => {
    const row = { ...full, stripeCustomerId: 'cus_secret', placement: { ...full.placement, internal: 1 } };
    expect(fast(row)).toBe(zod(full));
    expect(fast(row)).not.toContain('cus_secret');
  });

  it('fails on a value no branch of the schema allows, as zod does', () => {
    expect(() => zod({ ...empty, locale: 'xx' })).toThrow();
    expect(() => fast({ ...empty, locale: 'xx' })).toThrow();
  });
});
