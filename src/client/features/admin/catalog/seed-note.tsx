/** The one-line note on /admin/prices and /admin/catalog about the seeded defaults (issue 21 §1). */
import { BookOpenText } from 'lucide-react';

/** `text`: where a new shop's catalogue and prices come from (SPEC §9's sets). */
export function SeedNote({ text }: { text: string }) {
  return (
    <p
      className="mt-4 flex items-start gap-2 rounded-2xl bg-sky-50 px-4 py-3 text-sm text-sky-900"
      data-testid="seed-note"
    >
      <BookOpenText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}
