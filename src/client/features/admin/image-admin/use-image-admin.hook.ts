/**
 * The image admin's state (SPEC §2.12; issue 17 §1): the email field, its look-up, the record
 * chosen for uploads and links (only one carrying the checked email), and the link language, which
 * follows the chosen record until staff change it. `?email=` is checked once, at once; each check
 * keeps the email in the address.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslator } from '#client/i18n/use-translator.ts';
import type { Locale } from '#shared/locales.ts';
import { chosenCustomerFrom } from '../chosen-customer.ts';
import { useUserLookup } from './use-user-lookup.hook.ts';

/**
 * @returns `email` and `changeEmail` (forgets the answer and the choice), `submit(email)` (Check),
 * the look-up `state` and `lookup` (its `refresh()` after an upload or a new link), `checked` (the
 * answer, or null), its `records`, the `chosen` record and `setChosenId`, `linkLocale` and
 * `setLinkLocale`, and the `images` the tabs show.
 */
export function useImageAdmin() {
  const { t, locale: pageLocale } = useTranslator();
  const [searchParams, setSearchParams] = useSearchParams();
  const [email, setEmail] = useState(() => searchParams.get('email') ?? '');
  const lookup = useUserLookup(t);
  const { state, check } = lookup;
  const [linkLocale, setLinkLocale] = useState<Locale>(pageLocale);
  const location = useLocation();
  // The record another page named (navigation state), until staff choose otherwise.
  const [chosenId, setChosenId] = useState<string | null>(() => chosenCustomerFrom(location.state));

  // `?email=` from another admin page: check it once, at once.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current) return;
    prefilled.current = true;
    const initial = searchParams.get('email')?.trim();
    if (initial) void check(initial);
  }, [check, searchParams]);

  const checked = state.kind === 'checked' ? state : null;
  const records = checked?.user?.customers ?? [];
  // Only a record that carries the checked email can be chosen; otherwise the email alone.
  const chosen = records.find((record) => record.id === chosenId) ?? null;
  // The language follows the chosen record (its own, else the page's) until staff change it.
  const customerLocale = chosen?.locale ?? null;
  const checkedEmail = checked?.email ?? null;
  useEffect(() => {
    if (checkedEmail !== null) setLinkLocale(customerLocale ?? pageLocale);
  }, [checkedEmail, customerLocale, pageLocale]);
  const images = chosen
    ? { upload: chosen.imageUrl, generated: chosen.generatedImageUrl }
    : { upload: checked?.user?.uploadImageUrl ?? null, generated: checked?.user?.generatedImageUrl ?? null };

  const submit = (value: string) => {
    void check(value);
    const trimmed = value.trim();
    if (trimmed && trimmed !== searchParams.get('email')) setSearchParams({ email: trimmed }, { replace: true });
  };

  const changeEmail = (value: string) => {
    setEmail(value);
    // Another email: the shown records and images no longer apply (user-found flag unknown).
    lookup.reset();
    setChosenId(null);
  };

  return {
    email,
    changeEmail,
    submit,
    state,
    lookup,
    checked,
    records,
    chosen,
    setChosenId,
    linkLocale,
    setLinkLocale,
    images,
  };
}
