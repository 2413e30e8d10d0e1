/**
 * Class names of the storefront's radio cards (product, size, colour, artwork style, payment
 * method): a `<label>` card holding a native `<input type="radio">` and the option's content,
 * inside a `role="radiogroup"` (issue 22). Native radios rather than Radix's: each Radix radio
 * keeps its DOM node in state and measures itself in a layout effect, so hydrating the customize
 * page's ~20 of them ran a second synchronous render right after React's commit, most of the page's
 * blocking time. The browser gives arrow keys and one tab stop per group by itself.
 */

/**
 * The input: invisible over its whole card (the label must be `relative`), so a tap anywhere on the
 * card, and a test's click on the radio, lands on the input itself.
 */
export const radioCover = 'absolute inset-0 size-full cursor-pointer appearance-none opacity-0';

/** The card's keyboard focus ring, drawn while its (invisible) input has visible focus. */
export const radioFocusRing =
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500';
