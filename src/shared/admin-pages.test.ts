import { describe, expect, it } from 'vitest';
import { adminPagePattern } from './admin-pages.ts';

describe('adminPagePattern', () => {
  it('matches every staff page path of SPEC §2.1, with or without the language prefix as each allows', () => {
    for (const path of [
      '/admin',
      '/de/admin',
      '/fr/admin/email-sender',
      '/en-us/admin/email-tracking',
      '/es/admin/outbox',
      '/admin/orders',
      '/de/admin/orders',
      '/admin/orders/0b6c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
      '/fr/admin/orders/0b6c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
      '/admin/orders/WT-7K3M9Q',
      '/de/admin/orders/WT-0A1B2C3D',
      '/admin/preview-requests',
      '/es/admin/preview-requests',
      '/admin/account',
      '/admin/staff',
      '/de/admin/audit',
      '/en-us/wowghiblitees/image-admin',
      '/de/wowghiblitees/image-admin',
    ]) {
      expect(adminPagePattern.test(path), path).toBe(true);
    }
  });

  it('does not match other paths', () => {
    for (const path of [
      '/admin/email-sender',
      '/admin/outbox',
      '/de/admin/email-tracking',
      '/admin/orders/42',
      '/admin/orders/WT-7K3M9',
      '/admin/orders/WT-7K3M9Q/x',
      '/admin/orders/0b6c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d/x',
      '/it/admin',
      '/admin/nope',
      '/fr/wowghiblitees/image-admin',
      '/en-us/wowanimatedtees/admin',
      '/xadmin',
    ]) {
      expect(adminPagePattern.test(path), path).toBe(false);
    }
  });
});
