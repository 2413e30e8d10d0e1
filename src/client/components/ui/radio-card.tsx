/**
 * The storefront's radio cards (product, size, colour, artwork style, payment
 * method): a `<label>` card holding a native `<input type="radio">` and the option's content,
 * inside a `role="radiogroup"` (issue 22). Native radios rather than Radix's: each Radix radio
 * keeps its DOM node in state and measures itself in a layout effect, so hydrating the customize
 * page's ~20 of them ran a second synchronous render right after React's commit, most of the page's
 * blocking time. The browser gives arrow keys and one tab stop per group by itself.
 */
import type { ComponentProps } from 'react';

/** The card's keyboard focus ring, drawn while its (invisible) input has visible focus. */
export const radioFocusRing =
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500';

/**
 * A card's radio: invisible over its whole card (the label must be `relative`), so a tap anywhere on
 * the card, and a test's click on the radio, lands on the input itself. Other props (name, value,
 * aria-*) go to the `<input type="radio">`.
 * @param onChoose runs when the radio becomes the chosen one.
 * @param repeatable also run `onChoose` for a tap on the radio already chosen (a radio's change event
 *   fires only for a new choice; the sticky bar's size and colour prompt needs the tap, issue 23 point 7).
 */
export function RadioCardInput({
  checked,
  onChoose,
  repeatable = false,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'checked' | 'onChange' | 'onClick' | 'className'> & {
  checked: boolean;
  onChoose: () => void;
  repeatable?: boolean;
}) {
  return (
    <input
      type="radio"
      checked={checked}
      onChange={onChoose}
      onClick={repeatable && checked ? onChoose : undefined}
      className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
      {...props}
    />
  );
}
