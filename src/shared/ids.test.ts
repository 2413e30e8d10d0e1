import { describe, expect, it } from 'vitest';
import { isUuid, uuidPatternSource, uuidSchema } from './ids.ts';

describe('the one UUID rule', () => {
  it('accepts the ids the server issues, in either case, and the nil UUID; the schema agrees', () => {
    for (const id of [
      crypto.randomUUID(),
      '0B6C3D4E-5F60-4A7B-8C9D-0E1F2A3B4C5D',
      '00000000-0000-0000-0000-000000000000',
    ]) {
      expect(isUuid(id), id).toBe(true);
      expect(uuidSchema.safeParse(id).success, id).toBe(true);
    }
  });

  it('refuses what is not an RFC 9562 UUID, as the schema does', () => {
    for (const id of [
      '',
      'not-an-id',
      '11111111-1111-1111-1111-111111111111',
      `${crypto.randomUUID()}x`,
      ' 0b6c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
    ]) {
      expect(isUuid(id), id).toBe(false);
      expect(uuidSchema.safeParse(id).success, id).toBe(false);
    }
    expect(isUuid(42)).toBe(false);
  });

  it('embeds in a larger pattern', () => {
    const orderPath = new RegExp(`^/orders/${uuidPatternSource}$`);
    expect(orderPath.test(`/orders/${crypto.randomUUID()}`)).toBe(true);
    expect(orderPath.test('/orders/42')).toBe(false);
  });
});
