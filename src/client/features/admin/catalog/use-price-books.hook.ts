/**
 * State of /admin/prices (issue 21 §1): the price books (`GET /api/admin/price-books`), the one being
 * edited (`?book=`), its draft as staff type it, the checks before saving (every amount a whole
 * number of cents, not negative, not absurd; the warnings of `price-book-checks.ts` against the other
 * books, those the change adds confirmed before saving), and the save (`PUT`, 422 naming a field, 409 when someone saved
 * in between).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminCatalogApi } from '#client/lib/admin-catalog-api.ts';
import { isApiError } from '#client/lib/api-error.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import type { AdminPriceBook, PriceWarning, SavePriceBookBody } from '#shared/api/admin-catalog.schemas.ts';
import { maxDiscountPercent } from '#shared/api/catalog.schemas.ts';
import { type ProductType, productTypes } from '#shared/catalog.ts';
import { priceWarningsOf } from '#shared/price-book-checks.ts';
import type { PriceBook } from '#shared/pricing.ts';
import { type AmountProblem, amountProblem, formatMajorAmount, parseMajorAmount } from './price-input.ts';

/** The editable amounts of a book by field path, as the server names them (`discounted.items.tshirt`). */
export const amountFields = (['original', 'discounted'] as const).flatMap((set) => [
  ...productTypes.map((type) => `${set}.items.${type}`),
  `${set}.transformationFeeMinor`,
]);

/** What staff are typing: every amount as text, the discount percent as text, and the rule. */
export interface PriceBookDraft {
  amounts: Record<string, string>;
  discountPercent: string;
  discountAlwaysApplied: boolean;
}

export type FieldProblem = AmountProblem | 'percent' | 'server';

function draftOf(book: AdminPriceBook): PriceBookDraft {
  const amounts: Record<string, string> = {};
  for (const set of ['original', 'discounted'] as const) {
    for (const type of productTypes) amounts[`${set}.items.${type}`] = formatMajorAmount(book[set].items[type]);
    amounts[`${set}.transformationFeeMinor`] = formatMajorAmount(book[set].transformationFeeMinor);
  }
  return {
    amounts,
    discountPercent: String(book.discountPercent),
    discountAlwaysApplied: book.discountAlwaysApplied,
  };
}

/** The draft's problems by field; empty when it can be saved. */
export function draftProblems(draft: PriceBookDraft): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const field of amountFields) {
    const problem = amountProblem(draft.amounts[field] ?? '', field.endsWith('transformationFeeMinor'));
    if (problem) problems[field] = problem;
  }
  const percent = draft.discountPercent.trim();
  if (!/^\d{1,2}$/.test(percent) || Number(percent) > maxDiscountPercent) problems.discountPercent = 'percent';
  return problems;
}

/** The draft as the book it would save, or null while a field is not valid. */
export function draftBook(base: AdminPriceBook, draft: PriceBookDraft): PriceBook | null {
  if (Object.keys(draftProblems(draft)).length > 0) return null;
  const amount = (field: string) => parseMajorAmount(draft.amounts[field]) ?? 0;
  const set = (name: 'original' | 'discounted') => ({
    items: Object.fromEntries(productTypes.map((type) => [type, amount(`${name}.items.${type}`)])) as Record<
      (typeof productTypes)[number],
      number
    >,
    transformationFeeMinor: amount(`${name}.transformationFeeMinor`),
  });
  return {
    id: base.id,
    currency: base.currency,
    original: set('original'),
    discounted: set('discounted'),
    discountPercent: Number(draft.discountPercent.trim()),
    discountAlwaysApplied: draft.discountAlwaysApplied,
    version: base.version,
  };
}

type LoadState =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'loaded'; books: AdminPriceBook[]; onSale: ProductType[] };

export function usePriceBooks() {
  const { t } = useTranslator();
  const [params, setParams] = useSearchParams();
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const [draft, setDraft] = useState<PriceBookDraft | null>(null);
  const [serverField, setServerField] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  /** Raised after each save, so the history below reloads. */
  const [savedCount, setSavedCount] = useState(0);

  const reload = useCallback(async () => {
    setLoad({ kind: 'loading' });
    try {
      const [books, products] = await Promise.all([adminCatalogApi.priceBooks(), adminCatalogApi.products()]);
      const onSale = products.products.filter((p) => p.active).map((p) => p.type);
      setLoad({ kind: 'loaded', books: books.priceBooks, onSale });
    } catch (error) {
      setLoad({ kind: 'failed', error });
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const books = load.kind === 'loaded' ? load.books : [];
  const onSale: ProductType[] = load.kind === 'loaded' ? load.onSale : [...productTypes];
  const selected = books.find((b) => b.id === params.get('book')) ?? books[0] ?? null;

  // A new book chosen (or loaded, or saved): the draft starts from what is stored.
  const selectedKey = selected ? `${selected.id}@${selected.version}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the book and version the draft starts from.
  useEffect(() => {
    setDraft(selected ? draftOf(selected) : null);
    setServerField(null);
    setFailure(null);
    setConfirming(false);
  }, [selectedKey]);

  const problems = useMemo(() => (draft ? draftProblems(draft) : {}), [draft]);
  const edited = selected && draft ? draftBook(selected, draft) : null;
  const warnings: PriceWarning[] = useMemo(() => {
    if (!selected || !edited) return selected?.warnings ?? [];
    return priceWarningsOf(
      selected.id,
      books.map((b) => (b.id === selected.id ? edited : b)),
    );
  }, [books, selected, edited]);
  // Only what this change adds is asked about before saving; what the stored books have is listed.
  const newWarnings = useMemo(() => {
    if (!selected) return [];
    const key = (w: PriceWarning) => `${w.kind}|${w.priceBookId}|${w.productType ?? ''}|${w.otherPriceBookId ?? ''}`;
    const stored = new Set(priceWarningsOf(selected.id, books).map(key));
    return warnings.filter((w) => !stored.has(key(w)));
  }, [books, selected, warnings]);
  const dirty = Boolean(selected && draft && JSON.stringify(draftOf(selected)) !== JSON.stringify(draft));

  const choose = (id: string) => setParams({ book: id }, { replace: true });

  const change = (update: (previous: PriceBookDraft) => PriceBookDraft) => {
    setDraft((previous) => (previous ? update(previous) : previous));
    setServerField(null);
    setFailure(null);
    setConfirming(false);
  };

  /**
   * Saves the draft; when it adds warnings the first call asks for confirmation (`confirming`), the
   * second saves.
   */
  const save = async (confirmed = false) => {
    if (!selected || !draft || !edited) return;
    if (newWarnings.length > 0 && !confirmed) {
      setConfirming(true);
      return;
    }
    const body: SavePriceBookBody = {
      version: selected.version,
      original: edited.original,
      discounted: edited.discounted,
      discountPercent: edited.discountPercent,
      discountAlwaysApplied: edited.discountAlwaysApplied,
    };
    setSaving(true);
    setFailure(null);
    try {
      const saved = await adminCatalogApi.savePriceBook(selected.id, body);
      // The other books' warnings may have changed with this one: read them all again.
      const fresh = await adminCatalogApi.priceBooks().catch(() => null);
      setLoad({
        kind: 'loaded',
        books: fresh?.priceBooks ?? books.map((b) => (b.id === saved.id ? saved : b)),
        onSale,
      });
      setSavedCount((n) => n + 1);
      toast.success(t('adminCatalog.prices.saved', { version: saved.version }));
    } catch (error) {
      setFailure(errorMessage(t, error));
      if (isApiError(error, 'CATALOG_INVALID') && error.field) setServerField(error.field);
    } finally {
      setSaving(false);
      setConfirming(false);
    }
  };

  return {
    load,
    reload: () => void reload(),
    books,
    onSale,
    selected,
    choose,
    draft,
    change,
    problems: serverField ? { ...problems, [serverField]: 'server' as const } : problems,
    edited,
    warnings,
    newWarnings,
    dirty,
    saving,
    failure,
    confirming,
    cancelConfirm: () => setConfirming(false),
    save,
    reset: () => selected && setDraft(draftOf(selected)),
    savedCount,
  };
}
