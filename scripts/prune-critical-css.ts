/**
 * Issue 22 §4: the critical CSS beasties inlines (scripts/strip-hydration.ts) cut to what can apply
 * to the page, so the landing's answer carries fewer bytes for the same first paint.
 *
 * Beasties keeps a rule when its selector, stripped of pseudo-classes, matches the markup; it cannot
 * evaluate Tailwind's `:where()`/`:is()` selectors, so strip-hydration.ts keeps all of those
 * (`allowRules`), and it keeps every custom property and `@property` of the sheet. Here:
 *
 * - a selector that needs a class or an element type the page does not have is dropped (every
 *   `space-y-*` and `group-*` variant of the whole shop was inlined into every page, and preflight's
 *   `:where()` rules for `abbr`, `select`…). What is under `:not()` does not count (a missing class
 *   makes `:not(.x)` match); in `:is()`, `:where()` and `:has()` one alternative that can match is
 *   enough. A selector css-what cannot parse is kept.
 * - a custom property nothing reads is dropped with its `@property`: read means named by `var()` in
 *   a declaration of a property, in a custom property that is itself read, or in an attribute of
 *   the markup (a `style` attribute).
 * - rules and conditional blocks (`@media`, `@supports`) left empty go; `@layer` blocks stay, they
 *   set the layers' order.
 *
 * The result is never less than what the page's markup can use: the same first paint (the bench
 * and ADR 0027 compare screenshots with the stylesheet blocked). The whole stylesheet still arrives
 * at the end of the body for what scripts and visitors change later. Text is edited in place
 * (postcss keeps the minified source as it is): no re-minification, which without the build's
 * browser targets would drop prefixes like `-webkit-backdrop-filter`.
 */
import { parse as parseSelector, type Selector, SelectorType } from 'css-what';
import { Parser } from 'htmlparser2';
import postcss, { type Container, type Root } from 'postcss';

/** What a page's markup offers its CSS: its class names, element types and the custom properties its attributes read. */
export interface PageVocabulary {
  classes: Set<string>;
  /** Lower case, as css-what reads type selectors of HTML. */
  tags: Set<string>;
  customProperties: Set<string>;
}

const variableReference = /var\(\s*(--[\w-]+)/g;

/** The custom property names `value` reads through `var()` (fallbacks too). */
function variablesRead(value: string): string[] {
  return [...value.matchAll(variableReference)].map((match) => match[1] ?? '');
}

/** The class names, element types and `var()` references of the page's elements (`<style>` and script text are not attributes). */
export function pageVocabulary(html: string): PageVocabulary {
  const classes = new Set<string>();
  const tags = new Set<string>();
  const customProperties = new Set<string>();
  const parser = new Parser({
    onopentagname(name) {
      tags.add(name.toLowerCase());
    },
    onattribute(name, value) {
      if (name === 'class') for (const token of value.split(/\s+/)) if (token) classes.add(token);
      for (const variable of variablesRead(value)) customProperties.add(variable);
    },
  });
  parser.end(html);
  return { classes, tags, customProperties };
}

/** Whether the compound selectors `tokens` can match some element of `page`. */
function canMatch(tokens: Selector[], page: PageVocabulary): boolean {
  return tokens.every((token) => {
    if (token.type === SelectorType.Tag) return page.tags.has(token.name.toLowerCase());
    if (token.type === SelectorType.Attribute) {
      return token.name !== 'class' || token.action !== 'element' || page.classes.has(token.value);
    }
    if (token.type !== SelectorType.Pseudo || !Array.isArray(token.data)) return true;
    // `:not(.x)` matches more, not less, when .x is missing; other pseudo-classes with selector
    // arguments (`:is`, `:where`, `:has`, `:nth-child(… of …)`) need one alternative that can match.
    if (token.name === 'not') return true;
    return token.data.some((alternative) => canMatch(alternative, page));
  });
}

/** Whether selector `selector` (one of a rule's list) can match an element of `page`. */
function selectorCanMatch(selector: string, page: PageVocabulary): boolean {
  let parsed: Selector[][];
  try {
    parsed = parseSelector(selector);
  } catch {
    return true;
  }
  return parsed.some((tokens) => canMatch(tokens, page));
}

/** Removes the conditional at-rules (`@media`, `@supports`, `@container`) and style rules left without content. */
function removeEmpty(container: Container): void {
  container.each((node) => {
    if (node.type !== 'rule' && node.type !== 'atrule') return;
    if (node.nodes) removeEmpty(node);
    const empty = node.nodes !== undefined && node.nodes.length === 0;
    if (empty && (node.type === 'rule' || ['media', 'supports', 'container'].includes(node.name))) node.remove();
  });
}

/** Drops the selectors that need a class or element type the page lacks, and rules left with none. */
function pruneSelectors(root: Root, page: PageVocabulary): void {
  root.walkRules((rule) => {
    const parent = rule.parent;
    if (parent?.type === 'atrule' && /keyframes$/i.test((parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => selectorCanMatch(selector, page));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
}

/** Drops custom properties (declarations and `@property`) nothing reads. */
function pruneCustomProperties(root: Root, readByMarkup: Set<string>): void {
  const readBy = new Map<string, string[]>();
  const read = new Set<string>(readByMarkup);
  root.walkDecls((decl) => {
    const names = variablesRead(decl.value);
    if (!decl.prop.startsWith('--')) for (const name of names) read.add(name);
    else readBy.set(decl.prop, [...(readBy.get(decl.prop) ?? []), ...names]);
  });
  const pending = [...read];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const next of readBy.get(name) ?? []) {
      if (read.has(next)) continue;
      read.add(next);
      pending.push(next);
    }
  }
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && !read.has(decl.prop)) decl.remove();
  });
  root.walkAtRules('property', (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
}

/**
 * The critical CSS `css` cut to what can apply to a page whose markup offers `page`.
 * @returns the pruned CSS, the kept parts byte for byte as in `css`.
 */
export function pruneCriticalCss(css: string, page: PageVocabulary): string {
  const root = postcss.parse(css);
  pruneSelectors(root, page);
  removeEmpty(root);
  pruneCustomProperties(root, page.customProperties);
  removeEmpty(root);
  return root.toString();
}

/**
 * `html` (a page beasties processed) with each inline `<style>` pruned for the page's own markup.
 * @returns the page; unchanged outside its `<style>` elements.
 */
export function withPrunedCriticalCss(html: string): string {
  const page = pageVocabulary(html);
  return html.replace(
    /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi,
    (_element, open: string, css: string, close: string) => `${open}${pruneCriticalCss(css, page)}${close}`,
  );
}
