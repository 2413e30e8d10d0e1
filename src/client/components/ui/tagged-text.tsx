/**
 * A translated sentence with named tags (`I agree to the <terms>Terms</terms> and …`) shown with the
 * element given for each tag, its text as the element's children. The part of react-i18next's
 * `<Trans>` the customize page uses (flat, named tags), without Trans's ~5 KB gzip of initial JS
 * (issue 22 §2). Tags do not nest; a tag without an element shows its text plain.
 */
import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

/** `<name>text</name>` pairs; the lazy `.*?` keeps two tags of one sentence apart. */
const tagPattern = /<(\w+)>(.*?)<\/\1>/gs;

/** `text` (already translated and interpolated) with its tags replaced by `components`. */
export function TaggedText({ text, components }: { text: string; components: Record<string, ReactElement> }) {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(tagPattern)) {
    const [whole, name = '', inner = ''] = match;
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const element = components[name];
    nodes.push(element ? cloneElement(element, { key: match.index }, inner) : inner);
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return <Fragment>{nodes}</Fragment>;
}
