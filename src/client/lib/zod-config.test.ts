/** zod must honour the settings zod-config.ts writes without importing zod. */
import { describe, expect, it } from 'vitest';

describe('zod-config', () => {
  it('makes zod jitless', async () => {
    await import('./zod-config.ts');
    const { globalConfig } = await import('zod/v4/core');
    expect(globalConfig.jitless).toBe(true);
  });
});
