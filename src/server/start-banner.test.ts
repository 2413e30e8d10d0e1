import { describe, expect, it } from 'vitest';
import { resolveLogFormat } from './config/config-parsers.ts';
import { startBanner } from './start-banner.ts';

describe('start banner (issue 23 point 2)', () => {
  const facts = { publicUrl: 'http://localhost:3000', database: 'pglite', payments: 'test' };

  it('shows the shop and staff addresses, and the first staff password in a box on the first start', () => {
    const banner = startBanner({
      ...facts,
      firstStaffAccount: { email: 'admin@wowtees.local', oneTimePassword: 'k3-x9-q2-77' },
    });
    expect(banner).toContain('http://localhost:3000/admin');
    expect(banner).toContain('admin@wowtees.local');
    expect(banner).toContain('k3-x9-q2-77');
    expect(banner).toContain('npm run staff -- reset admin@wowtees.local');
    expect(banner.split('\n')[0]).toMatch(/^╭/);
  });

  it('names no account on later starts', () => {
    const banner = startBanner({ ...facts, firstStaffAccount: null });
    expect(banner).toContain('http://localhost:3000/');
    expect(banner).not.toContain('Password');
  });

  it('names the legal settings still missing (issue 23 point 11)', () => {
    const banner = startBanner({
      ...facts,
      firstStaffAccount: null,
      missingLegalSettings: ['SHOP_LEGAL_NAME', 'SHOP_ADDRESS'],
    });
    expect(banner).toContain('Legal details missing: SHOP_LEGAL_NAME, SHOP_ADDRESS');
    expect(startBanner({ ...facts, firstStaffAccount: null, missingLegalSettings: [] })).not.toContain('Legal');
  });

  it('writes readable logs at a terminal and JSON lines otherwise', () => {
    expect(resolveLogFormat('auto', true, false)).toBe('pretty');
    expect(resolveLogFormat('auto', false, false)).toBe('json');
    expect(resolveLogFormat('auto', true, true)).toBe('json');
    expect(resolveLogFormat('json', true, false)).toBe('json');
    expect(resolveLogFormat('pretty', false, false)).toBe('pretty');
  });
});
