/**
 * The text of a search box that applies itself after a pause (the staff lists' email search): the
 * box shows what is typed at once, the search in effect follows 300 ms after the last key.
 */
import { useEffect, useState } from 'react';

/** Pause after the last key before the typed search applies, in milliseconds. */
export const searchDebounceMs = 300;

/**
 * @param value the search in effect (from the URL); when it changes elsewhere (Back, a link) the box shows it.
 * @param onSearch applies a search; called after the pause, or at once by `submit()` and `clear()`.
 * @returns the box's `text`, `setText` for typing, `submit()` (Enter) and `clear()`.
 */
export function useDebouncedSearch(value: string, onSearch: (value: string) => void) {
  const [text, setText] = useState(value);

  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return {
    text,
    setText,
    submit: () => onSearch(text),
    clear: () => {
      setText('');
      onSearch('');
    },
  };
}
