/**
 * State of /admin/catalog (issue 21 §1): the products (`GET /api/admin/products`), the one being
 * edited (`?product=`), its draft, the checks before saving (a name in every language, at least one
 * size and colour, colours as `#rrggbb`, a print area of 1-30 inches) and the save (`PUT`, 422 naming
 * a field such as `active` for the last product on sale, 409 when someone saved in between).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminCatalogApi } from '#client/lib/admin-catalog-api.ts';
import { isApiError } from '#client/lib/api-error.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import type { AdminProduct, SaveProductBody } from '#shared/api/admin-catalog.schemas.ts';
import { maxMaterialsLength, maxPrintAreaInches, maxProductNameLength } from '#shared/api/catalog.schemas.ts';
import { type Color, colors, type Size, sizes } from '#shared/catalog.ts';
import { type Locale, locales } from '#shared/locales.ts';

/** One of the fabric colours as staff edit it: offered or not, its swatch and mockup tint. */
export interface ColorDraft {
  offered: boolean;
  swatchHex: string;
  mockupTintHex: string;
}

export interface ProductDraft {
  names: Record<Locale, string>;
  materials: Record<Locale, string>;
  sizes: Size[];
  colors: Record<Color, ColorDraft>;
  /** The colour shown first (SPEC §4: a product change resets to it). */
  defaultColor: Color;
  widthIn: string;
  heightIn: string;
  active: boolean;
}

export type ProductProblem = 'name' | 'materials' | 'sizes' | 'colors' | 'hex' | 'inches' | 'server';

/** Swatch and tint of a colour the product does not offer yet: a neutral start staff can change. */
const unsetColor: Record<Color, Omit<ColorDraft, 'offered'>> = {
  white: { swatchHex: '#fbfaf8', mockupTintHex: '#f9f8f5' },
  black: { swatchHex: '#26262a', mockupTintHex: '#2b2b30' },
  gray: { swatchHex: '#9b9ea4', mockupTintHex: '#a4a7ad' },
};

function draftOf(product: AdminProduct): ProductDraft {
  const draftColors = Object.fromEntries(
    colors.map((key) => {
      const offered = product.colors.find((c) => c.key === key);
      return [
        key,
        offered
          ? { offered: true, swatchHex: offered.swatchHex, mockupTintHex: offered.mockupTintHex }
          : { offered: false, ...unsetColor[key] },
      ];
    }),
  ) as Record<Color, ColorDraft>;
  return {
    names: { ...(product.names as Record<Locale, string>) },
    materials: { ...(product.materials as Record<Locale, string>) },
    sizes: [...product.sizes],
    colors: draftColors,
    defaultColor: product.colors[0]?.key ?? 'white',
    widthIn: String(product.printArea.widthIn),
    heightIn: String(product.printArea.heightIn),
    active: product.active,
  };
}

const hex = /^#[0-9a-fA-F]{6}$/;

function inchesProblem(text: string): boolean {
  if (!/^\d{1,2}(?:[.,]\d{1,2})?$/.test(text.trim())) return true;
  const value = Number(text.trim().replace(',', '.'));
  return value < 1 || value > maxPrintAreaInches;
}

/** The draft's problems by field path (as the server names fields); empty when it can be saved. */
export function productProblems(draft: ProductDraft): Record<string, ProductProblem> {
  const problems: Record<string, ProductProblem> = {};
  for (const locale of locales) {
    const name = draft.names[locale].trim();
    if (name.length === 0 || name.length > maxProductNameLength) problems[`names.${locale}`] = 'name';
    if (draft.materials[locale].trim().length > maxMaterialsLength) problems[`materials.${locale}`] = 'materials';
  }
  if (draft.sizes.length === 0) problems.sizes = 'sizes';
  if (!colors.some((key) => draft.colors[key].offered) || !draft.colors[draft.defaultColor].offered)
    problems.colors = 'colors';
  for (const key of colors) {
    const color = draft.colors[key];
    if (color.offered && (!hex.test(color.swatchHex) || !hex.test(color.mockupTintHex)))
      problems[`colors.${key}`] = 'hex';
  }
  if (inchesProblem(draft.widthIn)) problems['printArea.widthIn'] = 'inches';
  if (inchesProblem(draft.heightIn)) problems['printArea.heightIn'] = 'inches';
  return problems;
}

/** The body the draft saves as (the default colour first, sizes smallest first). */
export function productBody(product: AdminProduct, draft: ProductDraft): SaveProductBody {
  const offered = colors.filter((key) => draft.colors[key].offered);
  const ordered = [draft.defaultColor, ...offered.filter((key) => key !== draft.defaultColor)];
  return {
    version: product.version,
    names: Object.fromEntries(locales.map((l) => [l, draft.names[l].trim()])) as Record<Locale, string>,
    materials: Object.fromEntries(locales.map((l) => [l, draft.materials[l].trim()])) as Record<Locale, string>,
    sizes: sizes.filter((size) => draft.sizes.includes(size)),
    colors: ordered.map((key) => ({
      key,
      swatchHex: draft.colors[key].swatchHex,
      mockupTintHex: draft.colors[key].mockupTintHex,
    })),
    printArea: {
      widthIn: Number(draft.widthIn.trim().replace(',', '.')),
      heightIn: Number(draft.heightIn.trim().replace(',', '.')),
    },
    active: draft.active,
  };
}

type LoadState =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'loaded'; products: AdminProduct[] };

export function useProducts() {
  const { t } = useTranslator();
  const [params, setParams] = useSearchParams();
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const [draft, setDraft] = useState<ProductDraft | null>(null);
  const [serverField, setServerField] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [savedCount, setSavedCount] = useState(0);

  const reload = useCallback(async () => {
    setLoad({ kind: 'loading' });
    try {
      setLoad({ kind: 'loaded', products: (await adminCatalogApi.products()).products });
    } catch (error) {
      setLoad({ kind: 'failed', error });
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const products = load.kind === 'loaded' ? load.products : [];
  const selected = products.find((p) => p.type === params.get('product')) ?? products[0] ?? null;
  const selectedKey = selected ? `${selected.type}@${selected.version}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the product and version the draft starts from.
  useEffect(() => {
    setDraft(selected ? draftOf(selected) : null);
    setServerField(null);
    setFailure(null);
  }, [selectedKey]);

  const problems = useMemo(() => (draft ? productProblems(draft) : {}), [draft]);
  const dirty = Boolean(selected && draft && JSON.stringify(draftOf(selected)) !== JSON.stringify(draft));

  const change = (update: (previous: ProductDraft) => ProductDraft) => {
    setDraft((previous) => (previous ? update(previous) : previous));
    setServerField(null);
    setFailure(null);
  };

  const save = async () => {
    if (!selected || !draft || Object.keys(problems).length > 0) return;
    setSaving(true);
    setFailure(null);
    try {
      const saved = await adminCatalogApi.saveProduct(selected.type, productBody(selected, draft));
      setLoad({ kind: 'loaded', products: products.map((p) => (p.type === saved.type ? saved : p)) });
      setSavedCount((n) => n + 1);
      toast.success(t('adminCatalog.catalog.saved', { version: saved.version }));
    } catch (error) {
      setFailure(errorMessage(t, error));
      if (isApiError(error, 'CATALOG_INVALID') && error.field) setServerField(error.field);
    } finally {
      setSaving(false);
    }
  };

  return {
    load,
    reload: () => void reload(),
    products,
    selected,
    choose: (type: string) => setParams({ product: type }, { replace: true }),
    draft,
    change,
    problems: serverField ? { ...problems, [serverField]: 'server' as const } : problems,
    valid: Object.keys(problems).length === 0,
    dirty,
    saving,
    failure,
    save,
    reset: () => selected && setDraft(draftOf(selected)),
    savedCount,
  };
}
