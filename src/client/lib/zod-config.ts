/**
 * Zod's settings for the browser; root.tsx imports this module first, so they hold before any
 * schema is built. `jitless`: otherwise zod probes `new Function` for its compiled parsers, and
 * under the shop's Content-Security-Policy (no 'unsafe-eval', issue 6a) the browser reports even
 * that caught probe as a violation. Interpreted parsing is plenty for the client's small forms.
 */
import { z } from 'zod';

z.config({ jitless: true });
