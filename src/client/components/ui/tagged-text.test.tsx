/** Translated sentences with named tags shown as links (the customize page's terms and support lines). */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaggedText } from './tagged-text.tsx';
import { MailLink, NewTabLink } from './text-link.tsx';

describe('TaggedText', () => {
  it('wraps each tag’s text in its element and keeps the text around and between them', () => {
    const { container } = render(
      <TaggedText
        text="I agree to the <terms>Terms & Conditions</terms> and <privacy>Privacy Policy</privacy>."
        components={{ terms: <NewTabLink href="/terms" />, privacy: <NewTabLink href="/privacy" /> }}
      />,
    );
    expect(container.textContent).toBe('I agree to the Terms & Conditions and Privacy Policy.');
    const links = [...container.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent]);
    expect(links).toEqual([
      ['/terms', 'Terms & Conditions'],
      ['/privacy', 'Privacy Policy'],
    ]);
  });

  it('shows a tag without an element as plain text, and a sentence without tags as it is', () => {
    const { container } = render(<TaggedText text="Write to <mail>help@example.com</mail>" components={{}} />);
    expect(container.innerHTML).toBe('Write to help@example.com');
    const plain = render(<TaggedText text="No tags here" components={{ mail: <MailLink email="x@example.com" /> }} />);
    expect(plain.container.innerHTML).toBe('No tags here');
  });
});
