import { describe, expect, it } from 'vitest';
import { shopOperatorFrom } from './site-config.ts';

describe('shopOperatorFrom', () => {
  it('splits the address into lines and keeps the VAT id', () => {
    expect(shopOperatorFrom(' Muster GmbH ', 'Hauptstr. 1; 10115 Berlin\nDeutschland', 'DE123456789')).toEqual({
      legalName: 'Muster GmbH',
      addressLines: ['Hauptstr. 1', '10115 Berlin', 'Deutschland'],
      vatId: 'DE123456789',
    });
  });

  it('names no operator without both a name and an address', () => {
    expect(shopOperatorFrom('', 'Hauptstr. 1', '')).toBeUndefined();
    expect(shopOperatorFrom('Muster GmbH', ' ; ', 'DE1')).toBeUndefined();
  });
});
