/**
 * i18next setup (DESIGN.md "Stack": one catalogue per locale, typed keys). A locale's catalogue is
 * its shared file (`messages/{locale}.json`) plus one file per page family
 * (`messages/{locale}/{file}.json`) under its own top-level key (a "namespace" below; all live in
 * i18next's single `translation` namespace so keys stay `landing.faq.title`).
 *
 * Issue 9: a page loads only its locale's shared file and the namespaces its path needs
 * (`namespacesForPath`), as separate chunks. Prerendering awaits them before rendering
 * (entry.server.tsx) and writes what it used into the page (`InlineCatalogue`), which the browser
 * adds before hydration (entry.client.tsx), so the first render translates synchronously with no
 * request. On a client navigation `useCatalogues` suspends inside the router's transition until the
 * next page's files are in, so the old page stays on screen and no raw key ever shows.
 * Pages never change the instance's language: they take a translator fixed to the locale of their
 * path (`translatorFor`), which keeps rendering free of side effects.
 */
import i18next, { type TFunction } from 'i18next';
import { use } from 'react';
import { defaultLocale, type Locale, localeFromPath, locales } from '#shared/locales.ts';
import { claimPlaceholders, marketingClaimsFromJson } from '#shared/marketing-claims.ts';
import type { Catalogue } from './catalogues.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
    // Issue 21 §5: the claims' numbers, filled into every message (`interpolation.defaultVariables` below).
    defaultVariables: ReturnType<typeof claimPlaceholders>;
  }
}

/** The page-family namespaces and their file names under `messages/{locale}/`. */
const namespaceFiles = {
  admin: 'admin',
  adminEmails: 'admin-emails',
  adminImages: 'admin-images',
  adminOrders: 'admin-orders',
  adminStaff: 'admin-staff',
  adminCatalog: 'admin-catalog',
  landing: 'landing',
  styleChooser: 'style-chooser',
  sizeGuide: 'size-guide',
  legal: 'legal',
  mockCheckout: 'mock-checkout',
  previewSent: 'preview-sent',
  emailOrder: 'email-order',
  verifyEmail: 'verify-email',
  orderStatus: 'order-status',
  proof: 'proof',
  cart: 'cart',
  // Loaded with the placement editor's chunk, by the customize and email-order pages (issue 20 §5).
  placement: 'placement',
} as const satisfies Record<string, string>;

/** A top-level catalogue key that has its own file. */
export type Namespace = keyof typeof namespaceFiles;
export const namespaces = Object.keys(namespaceFiles) as Namespace[];

type Json = Record<string, unknown>;
// Lazy globs: each JSON file becomes its own chunk, fetched on first use.
const sharedFiles = import.meta.glob<Json>('./messages/*.json', { import: 'default' });
const namespaceFileLoaders = import.meta.glob<Json>('./messages/*/*.json', { import: 'default' });

/** Which namespaces the page at `pathname` translates with, besides the shared file. */
export function namespacesForPath(pathname: string): Namespace[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return ['styleChooser'];
  // Staff pages (/admin…, /{lang}/admin…, …/image-admin) are not budgeted: they take every file.
  if (segments.includes('admin') || segments.includes('image-admin')) return [...namespaces];
  const [, variant, page] = segments;
  if (variant !== 'wowanimatedtees' && variant !== 'wowghiblitees') return [];
  switch (page) {
    case undefined:
      return ['landing'];
    case 'size-guide':
      return ['sizeGuide'];
    case 'checkout':
      return ['mockCheckout'];
    case 'privacy':
    case 'terms':
    case 'impressum':
      return ['legal'];
    case 'previewsend':
      return ['previewSent'];
    case 'emailorder':
      return ['emailOrder'];
    case 'verify-email':
      return ['verifyEmail'];
    case 'order-status':
      return ['orderStatus'];
    case 'proof':
      return ['proof'];
    case 'cart':
      return ['cart'];
    default:
      return [];
  }
}

/** The app's own i18next instance (not the global one, so nothing else can switch its language). */
export const i18n = i18next.createInstance();
void i18n.init({
  resources: {},
  lng: defaultLocale,
  fallbackLng: defaultLocale,
  supportedLngs: locales,
  // Our ids are lower case ('en-us'); without this i18next would look for 'en-US'.
  lowerCaseLng: true,
  load: 'currentOnly',
  initAsync: false,
  // The claims' days (issue 21 §5: `{{deliveryDays}}`, `{{dispatchMin}}`-`{{dispatchMax}}`,
  // `{{returnDays}}`) are the shop's configuration, not the page's, so no call site passes them. Read
  // here from the build's value, as site-config.ts's `marketingClaims` is (lib imports i18n, not back).
  interpolation: {
    escapeValue: false,
    defaultVariables: claimPlaceholders(marketingClaimsFromJson(import.meta.env.VITE_MARKETING_CLAIMS)),
  },
});

/** Parts already in the instance, as `{locale}` (shared file) and `{locale}:{namespace}`. */
const loaded = new Set<string>();
const pending = new Map<string, Promise<void>>();

const partId = (locale: Locale, namespace?: Namespace) => (namespace ? `${locale}:${namespace}` : locale);

function addPart(locale: Locale, namespace: Namespace | undefined, data: Json): void {
  i18n.addResourceBundle(locale, 'translation', namespace ? { [namespace]: data } : data, true, true);
  loaded.add(partId(locale, namespace));
}

function loadPart(locale: Locale, namespace?: Namespace): Promise<void> {
  const id = partId(locale, namespace);
  if (loaded.has(id)) return Promise.resolve();
  let promise = pending.get(id);
  if (!promise) {
    const file = namespace ? `./messages/${locale}/${namespaceFiles[namespace]}.json` : `./messages/${locale}.json`;
    const loader = (namespace ? namespaceFileLoaders : sharedFiles)[file];
    if (!loader) throw new Error(`No message file ${file}`);
    promise = loader().then((data) => addPart(locale, namespace, data));
    pending.set(id, promise);
  }
  return promise;
}

/** Whether `locale`'s shared file and `names` are loaded. */
export function isCatalogueLoaded(locale: Locale, names: readonly Namespace[]): boolean {
  return loaded.has(partId(locale)) && names.every((ns) => loaded.has(partId(locale, ns)));
}

/**
 * Loads `locale`'s shared file and `names` into the instance (each file once).
 * @throws when a file is missing (a programming error) or its chunk fails to load.
 */
export async function loadCatalogues(locale: Locale, names: readonly Namespace[]): Promise<void> {
  await Promise.all([loadPart(locale), ...names.map((ns) => loadPart(locale, ns))]);
}

const suspensions = new Map<string, Promise<void>>();

/**
 * Suspends the calling component until the catalogue of the page at `pathname` is loaded. Called by
 * the root layout: navigations run in a transition, so React keeps the previous page meanwhile.
 */
export function useCatalogues(pathname: string): void {
  const locale = localeFromPath(pathname);
  const names = namespacesForPath(pathname);
  if (isCatalogueLoaded(locale, names)) return;
  const key = `${locale}|${names.join()}`;
  let promise = suspensions.get(key);
  if (!promise) {
    promise = loadCatalogues(locale, names);
    suspensions.set(key, promise);
  }
  use(promise);
}

/** The shape written into a prerendered page: the locale and the parts of its catalogue it used. */
interface InlineData {
  locale: Locale;
  shared: Json;
  namespaces: Partial<Record<Namespace, Json>>;
}

/** `id` of the `<script type="application/json">` carrying the page's catalogue. */
export const inlineCatalogueId = 'i18n-catalogue';

/**
 * JSON (safe inside `<script>`) of the loaded catalogue parts of the page at `pathname`, for
 * prerendering; empty when they are not loaded.
 */
export function inlineCatalogueJson(pathname: string): string {
  const locale = localeFromPath(pathname);
  const names = namespacesForPath(pathname);
  if (!isCatalogueLoaded(locale, names)) return '';
  const bundle = i18n.getResourceBundle(locale, 'translation') as Json;
  const shared = Object.fromEntries(Object.entries(bundle).filter(([key]) => !(key in namespaceFiles)));
  const data: InlineData = {
    locale,
    shared,
    namespaces: Object.fromEntries(names.map((ns) => [ns, bundle[ns] as Json])),
  };
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * Adds the catalogue parts a prerendered page carries (`inlineCatalogueJson`) to the instance.
 * @returns false when `json` is empty or not such data.
 */
export function addInlineCatalogue(json: string): boolean {
  if (!json) return false;
  hydratedJson = json;
  try {
    const data = JSON.parse(json) as InlineData;
    if (!locales.includes(data.locale)) return false;
    addPart(data.locale, undefined, data.shared);
    for (const [ns, part] of Object.entries(data.namespaces)) {
      if (ns in namespaceFiles && part) addPart(data.locale, ns as Namespace, part);
    }
    return true;
  } catch {
    return false;
  }
}

/** The catalogue JSON the page was prerendered with, once the browser has added it. */
let hydratedJson: string | undefined;

/**
 * Text of the page's `<script id="i18n-catalogue">`: the parts the page at `pathname` uses while
 * prerendering; in the browser the same text the page came with, so hydration matches.
 */
export function pageCatalogueJson(pathname: string): string {
  return import.meta.env.SSR ? inlineCatalogueJson(pathname) : (hydratedJson ?? '');
}

/** A translation function whose keys are checked against en-us.json. */
export type Translator = TFunction<'translation'>;

const translators = new Map<Locale, Translator>();

/** The translator fixed to `locale`; the same function each time, so it is safe in hook dependencies. */
export function translatorFor(locale: Locale): Translator {
  let t = translators.get(locale);
  if (!t) {
    t = i18n.getFixedT(locale);
    translators.set(locale, t);
  }
  return t;
}
