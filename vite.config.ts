/** Vite build of the React client (DESIGN.md "Stack"): React Router framework plugin and Tailwind CSS 4. */
import { readFileSync } from 'node:fs';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { marketingClaimsFrom } from './src/shared/marketing-claims.ts';
import { previewTimingFor } from './src/shared/preview-timing.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), storefrontChunkGroups()],
  // The shop's SUPPORT_EMAIL (README "Configuration") is baked into the prerendered pages at build time,
  // as are the operator details of the legal pages and the footer (SHOP_*; issue 11).
  define: {
    'import.meta.env.VITE_SUPPORT_EMAIL': JSON.stringify(process.env.SUPPORT_EMAIL ?? ''),
    'import.meta.env.VITE_PUBLIC_URL': JSON.stringify(process.env.PUBLIC_URL ?? ''),
    'import.meta.env.VITE_SHOP_LEGAL_NAME': JSON.stringify(process.env.SHOP_LEGAL_NAME?.trim() ?? ''),
    'import.meta.env.VITE_SHOP_ADDRESS': JSON.stringify(process.env.SHOP_ADDRESS?.trim() ?? ''),
    'import.meta.env.VITE_SHOP_VAT_ID': JSON.stringify(process.env.SHOP_VAT_ID?.trim() ?? ''),
    // Issue 21 §2: what the dollar storefront says about sales tax (src/shared/tax.ts).
    'import.meta.env.VITE_US_SALES_TAX': JSON.stringify(process.env.US_SALES_TAX?.trim() ?? ''),
    // What the storefront promises about a requested preview (issue 23 item 10): the server's rule
    // (src/shared/preview-timing.ts) on the same settings, so pages and emails say the same.
    'import.meta.env.VITE_PREVIEW_TIMING': JSON.stringify(
      previewTimingFor({
        PREVIEW_AUTO_SEND: process.env.PREVIEW_AUTO_SEND,
        STYLIZER: process.env.STYLIZER,
        ARTWORK_PROVIDERS_PAINTERLY: process.env.ARTWORK_PROVIDERS_PAINTERLY,
        ARTWORK_PROVIDERS_CEL: process.env.ARTWORK_PROVIDERS_CEL,
      }),
    ),
    // Issue 21 §5 (docs/decisions/0026): rating, free shipping, delivery and return days, read by the
    // same rule as the server's emails (src/shared/marketing-claims.ts). No rating unless RATING_TEXT is set.
    'import.meta.env.VITE_MARKETING_CLAIMS': JSON.stringify(
      JSON.stringify(
        marketingClaimsFrom({
          RATING_TEXT: process.env.RATING_TEXT,
          FREE_SHIPPING: process.env.FREE_SHIPPING,
          DELIVERY_DAYS: process.env.DELIVERY_DAYS,
          DISPATCH_DAYS: process.env.DISPATCH_DAYS,
          RETURN_DAYS: process.env.RETURN_DAYS,
        }),
      ),
    ),
  },
  server: {
    // `npm run dev` serves the client; the API runs in the Fastify server (npm run serve).
    proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000', '/pay': 'http://localhost:3000' },
  },
});

/** Route modules whose initial JS issue 9 budgets, by the page they make (src/client/routes.ts). */
const budgetedPages = {
  landing: ['/features/storefront/storefront-layout.tsx', '/features/storefront/landing/landing-page.tsx'],
  customize: ['/features/storefront/storefront-layout.tsx', '/features/storefront/customize/customize-page.tsx'],
  // The entry and the root route: every page loads what they import.
  every: ['/src/client/entry.client.tsx', '/src/client/root.tsx'],
} as const;

/** Issue 22 §3: the staff pages' modules (each page's route module and what it imports). */
const staffModules = /[\\/]src[\\/]client[\\/]features[\\/]admin[\\/]/;

const lucideIcon = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([^\\/]+)\.mjs$/;

/**
 * lucide-react's barrel maps each icon file to the names it is exported as (`x` -> X, XIcon, LucideX),
 * so an icon's real users are the modules that import one of those names from 'lucide-react'.
 */
function lucideIconNames(): Map<string, string[]> {
  const barrel = readFileSync(
    new URL('./node_modules/lucide-react/dist/esm/lucide-react.mjs', import.meta.url),
    'utf8',
  );
  const names = new Map<string, string[]>();
  for (const [, list = '', file = ''] of barrel.matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)\.mjs'/g)) {
    names.set(
      file,
      [...list.matchAll(/as (\w+)/g)].map((match) => match[1] ?? ''),
    );
  }
  return names;
}

type ModuleInfoOf = (id: string) => { importers: string[]; code: string | null } | null;

/**
 * Issue 9: fewer, larger chunks for the first load. Without this rolldown gives every lucide icon
 * and small shared module its own 150-500 byte chunk (34 files on the landing). Our own small
 * modules and the lucide icons that pages import statically are grouped by who loads them at once:
 * `app-common` (the entry or root imports them, so every page loads them anyway),
 * `storefront-shared` (the customize page, with what it shares with the landing: the landing is
 * served without hydration, ADR 0027) and `landing-shared` (the landing's route module only).
 * Issue 22 §3: what the staff pages share with the customize page is `staff-storefront-shared`, so a
 * staff page loads none of the storefront-only modules (it loaded all of `storefront-shared` before,
 * ~25 KB gzip), and the lucide icons of two or more staff pages are `staff-icons` (fewer chunk names
 * in React Router's route manifest, which every page loads). Staff-only modules are not grouped.
 * Vendor code (react, react-router, i18next, radix, zod) stays where rolldown's
 * automatic chunking puts it. Client build only.
 */
function storefrontChunkGroups(): Plugin {
  const iconNames = lucideIconNames();
  /** Modules that import one of `names` from 'lucide-react'. */
  const iconUsers = (names: string[], barrelImporters: string[], info: ModuleInfoOf) =>
    barrelImporters.filter((importer) => {
      const code = info(importer)?.code ?? '';
      return [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)].some(([, list = '']) =>
        list.split(',').some((part) => names.includes(part.trim().split(/\s+as\s+/)[0] ?? '')),
      );
    });
  /** Which budgeted pages (or every page) statically import `id`, directly or through other modules. */
  const reachedFrom = (id: string, info: ModuleInfoOf) => {
    const found = new Set<string>();
    const icon = lucideIcon.exec(id)?.[1];
    const start = icon
      ? iconUsers(
          iconNames.get(icon) ?? [],
          info(info(id)?.importers.find((m) => m.endsWith('lucide-react.mjs')) ?? '')?.importers ?? [],
          info,
        )
      : [id];
    const seen = new Set(start);
    const queue = [...start];
    for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
      const path = current.split('?')[0] ?? current;
      for (const [page, files] of Object.entries(budgetedPages)) {
        if (files.some((file) => path.endsWith(file))) found.add(page);
      }
      if (staffModules.test(path)) found.add('staff');
      for (const importer of info(current)?.importers ?? []) {
        if (seen.has(importer)) continue;
        seen.add(importer);
        queue.push(importer);
      }
    }
    return found;
  };
  return {
    name: 'wowtees:storefront-chunk-groups',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rolldownOptions: {
            // Needed with includeDependenciesRecursively: false; route modules keep all their exports.
            preserveEntrySignatures: 'allow-extension',
            output: {
              codeSplitting: {
                groups: [
                  {
                    debugName: 'storefront-shared',
                    name: (id, ctx) => {
                      const pages = reachedFrom(id, (m) => ctx.getModuleInfo(m));
                      if (pages.has('every')) return 'app-common';
                      if (pages.has('staff')) {
                        if (pages.has('customize')) return 'staff-storefront-shared';
                        return lucideIcon.test(id) ? 'staff-icons' : null;
                      }
                      if (pages.has('customize')) return 'storefront-shared';
                      if (pages.has('landing')) return 'landing-shared';
                      return null;
                    },
                    test: (id) =>
                      lucideIcon.test(id) ||
                      (!id.includes('node_modules') && /[\\/]src[\\/](client|shared)[\\/]/.test(id)),
                    // Only modules two or more chunks share; a page's own modules stay in its chunk.
                    minShareCount: 2,
                    maxModuleSize: 16 * 1024,
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}
