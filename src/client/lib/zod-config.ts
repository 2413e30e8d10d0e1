/**
 * Zod's settings for the browser; root.tsx imports this module first, so they hold before any
 * schema is built. `jitless`: otherwise zod probes `new Function` for its compiled parsers, and
 * under the shop's Content-Security-Policy (no 'unsafe-eval', issue 6a) the browser reports even
 * that caught probe as a violation. Interpreted parsing is plenty for the client's small forms.
 *
 * Issue 9: written to the global object zod keeps its settings in (`globalThis.__zod_globalConfig`,
 * shared by every copy of zod, so it works whether zod loads before or after this module) instead
 * of calling `z.config`, so pages without schemas do not download zod. zod-config.test.ts checks
 * that zod still reads it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

// A module (not a script), so it can be imported for its effect.
export {};
