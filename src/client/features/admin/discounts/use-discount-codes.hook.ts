/**
 * State of /admin/discounts (issue 21 §3): the codes with their uses (`GET /api/admin/discount-codes`),
 * the form of a new code (checked here first: whole numbers, amounts with at most two decimals; the
 * server checks again and names the failing field), creating it, and switching a code off or on.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminDiscountCodesApi } from '#client/lib/admin-discount-codes-api.ts';
import { isApiError } from '#client/lib/api-error.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import type { AdminDiscountCode, CreateDiscountCodeBody } from '#shared/api/discount-codes.schemas.ts';
import type { ProductType } from '#shared/catalog.ts';
import { parseMajorAmount } from '../catalog/price-input.ts';

export interface DiscountCodeDraft {
  code: string;
  kind: 'percent' | 'fixed';
  percent: string;
  amount: string;
  currency: '' | 'USD' | 'EUR';
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perEmailLimit: string;
  minimum: string;
  productTypes: ProductType[];
  combinesWithOrderNow: boolean;
}

export const emptyDraft: DiscountCodeDraft = {
  code: '',
  kind: 'percent',
  percent: '10',
  amount: '',
  currency: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  perEmailLimit: '',
  minimum: '',
  productTypes: [],
  combinesWithOrderNow: false,
};

type Load = { kind: 'loading' } | { kind: 'failed'; error: unknown } | { kind: 'loaded'; codes: AdminDiscountCode[] };

/** A whole number ≥ 1 from the text, undefined for empty, null when it is not one. */
function wholeNumber(text: string): number | undefined | null {
  if (text.trim() === '') return undefined;
  return /^\s*\d{1,7}\s*$/.test(text) && Number(text) >= 1 ? Number(text) : null;
}

/**
 * The request body of a draft, or the field (and message key) that is wrong.
 * `datetime-local` values are the browser's local time, sent as ISO instants.
 */
export function draftToBody(
  draft: DiscountCodeDraft,
): { body: CreateDiscountCodeBody } | { field: keyof DiscountCodeDraft; problem: 'badNumber' | 'badAmount' } {
  const numbers = { percent: draft.percent, usageLimit: draft.usageLimit, perEmailLimit: draft.perEmailLimit };
  const parsed: Record<string, number | undefined> = {};
  for (const [field, text] of Object.entries(numbers)) {
    if (field === 'percent' && draft.kind !== 'percent') continue;
    const value = wholeNumber(text);
    if (value === null) return { field: field as keyof DiscountCodeDraft, problem: 'badNumber' };
    parsed[field] = value;
  }
  const money = (text: string) => (text.trim() === '' ? undefined : parseMajorAmount(text));
  const amountMinor = draft.kind === 'fixed' ? money(draft.amount) : undefined;
  if (amountMinor === null) return { field: 'amount', problem: 'badAmount' };
  const minimumMinor = money(draft.minimum);
  if (minimumMinor === null) return { field: 'minimum', problem: 'badAmount' };
  const iso = (local: string) => (local ? new Date(local).toISOString() : undefined);
  return {
    body: {
      code: draft.code,
      kind: draft.kind,
      percent: parsed.percent,
      amountMinor,
      currency: draft.currency || undefined,
      startsAt: iso(draft.startsAt),
      endsAt: iso(draft.endsAt),
      usageLimit: parsed.usageLimit,
      perEmailLimit: parsed.perEmailLimit,
      minimumMinor,
      productTypes: draft.productTypes.length > 0 ? draft.productTypes : undefined,
      combinesWithOrderNow: draft.combinesWithOrderNow || undefined,
    },
  };
}

export function useDiscountCodes() {
  const { t } = useTranslator();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [draft, setDraft] = useState<DiscountCodeDraft>(emptyDraft);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const reload = useCallback(async () => {
    setLoad({ kind: 'loading' });
    try {
      setLoad({ kind: 'loaded', codes: (await adminDiscountCodesApi.list()).discountCodes });
    } catch (error) {
      setLoad({ kind: 'failed', error });
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const change = (patch: Partial<DiscountCodeDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblem(null);
  };

  const create = async () => {
    const result = draftToBody(draft);
    if ('field' in result) {
      setProblem({ field: result.field, message: t(`adminCatalog.discounts.${result.problem}`) });
      return;
    }
    setSaving(true);
    try {
      const saved = await adminDiscountCodesApi.create(result.body);
      toast.success(t('adminCatalog.discounts.created', { code: saved.code }));
      setDraft(emptyDraft);
      await reload();
    } catch (error) {
      // The server names the field in the body's terms; the form's amount fields are named apart.
      const field = isApiError(error) && error.field ? error.field.replace(/Minor$/, '') : 'code';
      setProblem({ field, message: errorMessage(t, error) });
    } finally {
      setSaving(false);
    }
  };

  const setActive = async (code: AdminDiscountCode, active: boolean) => {
    try {
      await adminDiscountCodesApi.setActive(code.id, active);
      await reload();
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };

  return { load, reload, draft, change, problem, saving, create, setActive };
}
