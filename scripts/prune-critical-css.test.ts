/** The critical CSS pruning of issue 22 §4 on Tailwind 4 output shaped as beasties inlines it. */
import { describe, expect, it } from 'vitest';
import { pageVocabulary, pruneCriticalCss, withPrunedCriticalCss } from './prune-critical-css.ts';

const markup = [
  '<html><head></head><body>',
  '<ul class="space-y-4 group"><li class="size-5 group-open:rotate-180" style="color: var(--color-brand-600)">A</li></ul>',
  '<a class="text-sm hover:bg-stone-100 [&amp;&gt;svg]:size-4" href="/"><svg></svg>B</a>',
  '</body></html>',
].join('');
const page = pageVocabulary(markup);

describe('pageVocabulary', () => {
  it('reads class names (entities decoded), element types and the custom properties attributes read', () => {
    expect([...page.classes]).toEqual(
      expect.arrayContaining(['space-y-4', 'group', 'group-open:rotate-180', 'hover:bg-stone-100', '[&>svg]:size-4']),
    );
    expect(page.tags.has('li')).toBe(true);
    expect(page.tags.has('select')).toBe(false);
    expect([...page.customProperties]).toEqual(['--color-brand-600']);
  });
});

describe('pruneCriticalCss', () => {
  const prune = (css: string) => pruneCriticalCss(css, page);

  it('drops :where()/:is() selectors that need a class the page lacks, keeps those it has, byte for byte', () => {
    const css =
      ':where(.space-y-4>:not(:last-child)){margin-block-start:1rem}:where(.space-y-6>:not(:last-child)){margin-block-start:1.5rem}' +
      ':is(:where(.group):is([open],:popover-open,:open) .group-open\\:rotate-180){rotate:180deg}' +
      ':is(:where(.group):hover .group-hover\\:scale-105){scale:1.05}';
    expect(prune(css)).toBe(
      ':where(.space-y-4>:not(:last-child)){margin-block-start:1rem}' +
        ':is(:where(.group):is([open],:popover-open,:open) .group-open\\:rotate-180){rotate:180deg}',
    );
  });

  it('keeps a selector whose missing class is under :not(), and an escaped class the page has', () => {
    const css = '.text-sm:not(.is-active){font-size:.875rem}.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}';
    expect(prune(css)).toBe(css);
  });

  it('drops selectors for elements the page lacks, and conditional blocks left empty; keeps @layer blocks', () => {
    const css =
      '@layer base{:where(select:is([multiple],[size])) optgroup{font-weight:bolder}li{margin:0}}' +
      '@media (hover:hover){.hover\\:bg-stone-50:hover{color:red}}@layer components{.card{padding:0}}';
    expect(prune(css)).toBe('@layer base{li{margin:0}}@layer components{}');
  });

  it('keeps the rest of a selector list when one of its selectors cannot match', () => {
    expect(prune('.size-5,.size-6{width:1.25rem}')).toBe('.size-5{width:1.25rem}');
  });

  it('drops custom properties nothing reads, with their @property; keeps those read directly, through another or by the markup', () => {
    const css =
      ':root{--font-sans:ui-sans-serif;--default-font-family:var(--font-sans);--color-red-500:red;--color-brand-600:#c2410c}' +
      'html{font-family:var(--default-font-family,sans-serif)}' +
      '.size-5{--tw-shadow:0 0 #0000;--tw-unread:1;box-shadow:var(--tw-shadow)}' +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-unread{syntax:"*";inherits:false}' +
      '@layer properties{@supports (-moz-orient:inline){*,:before,:after{--tw-shadow:0 0 #0000;--tw-unread:initial}}}';
    expect(prune(css)).toBe(
      ':root{--font-sans:ui-sans-serif;--default-font-family:var(--font-sans);--color-brand-600:#c2410c}' +
        'html{font-family:var(--default-font-family,sans-serif)}' +
        '.size-5{--tw-shadow:0 0 #0000;box-shadow:var(--tw-shadow)}' +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
        '@layer properties{@supports (-moz-orient:inline){*,:before,:after{--tw-shadow:0 0 #0000}}}',
    );
  });

  it('leaves keyframes and selectors css-what cannot parse alone', () => {
    const css = '@keyframes spin{from{rotate:0}to{rotate:360deg}}.size-6 >> .x{color:red}';
    expect(prune(css)).toBe(css);
  });
});

describe('withPrunedCriticalCss', () => {
  it("prunes the page's inline <style> for its own markup and leaves the rest of the page as it was", () => {
    const html = markup.replace(
      '<head></head>',
      '<head><style>.size-5{width:1.25rem}.size-6{width:1.5rem}</style></head>',
    );
    expect(withPrunedCriticalCss(html)).toBe(html.replace('.size-6{width:1.5rem}', ''));
  });
});
