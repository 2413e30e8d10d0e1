/** The email search above the paged staff lists (Orders, Preview requests; issue 7 §3). */
import { useId } from 'react';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { SearchField } from './search-field.tsx';
import { useDebouncedSearch } from './use-debounced-search.hook.ts';

/**
 * Typing updates the list after a short pause (300 ms), Enter at once; the clear button empties
 * it. `value` is the search in effect (from the URL); `text` replaces the email search's label and
 * placeholder (the orders list also searches order numbers, names and postcodes).
 */
export function EmailSearch({
  value,
  onSearch,
  text,
}: {
  value: string;
  onSearch: (value: string) => void;
  text?: { label: string; placeholder: string };
}) {
  const { t } = useTranslator();
  const id = useId();
  const search = useDebouncedSearch(value, onSearch);

  return (
    <search className="relative flex-1 sm:max-w-sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          search.submit();
        }}
      >
        <SearchField
          id={id}
          label={text?.label ?? t('adminOrders.common.searchLabel')}
          placeholder={text?.placeholder ?? t('adminOrders.common.searchPlaceholder')}
          clearLabel={t('adminOrders.common.clearSearch')}
          value={search.text}
          maxLength={254}
          onChange={search.setText}
          onClear={search.clear}
        />
      </form>
    </search>
  );
}
