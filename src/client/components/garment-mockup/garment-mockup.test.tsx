/**
 * Issue 20 §6: the garment drawings use the maps made from our own drawings — the drape on every
 * view, the print's displacement and shading where a print is shown — by their static URLs.
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GarmentMockup } from './garment-mockup.tsx';

function draw(props: Partial<Parameters<typeof GarmentMockup>[0]> = {}) {
  const { container } = render(
    <GarmentMockup
      productType="hoodie"
      color="gray"
      imageUrl="blob:art"
      label="Hoodie"
      placeholder="Your design"
      {...props}
    />,
  );
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('no svg');
  const hrefs = (selector: string) => [...svg.querySelectorAll(selector)].map((e) => e.getAttribute('href'));
  return { svg, hrefs };
}

describe('GarmentMockup maps', () => {
  it('bends and shades the print with the view’s displacement and shade maps', () => {
    const { svg, hrefs } = draw();
    expect(hrefs('feImage')).toEqual(
      expect.arrayContaining([
        '/mockups/hoodie-front-drape.png',
        '/mockups/hoodie-front-displace.png',
        '/mockups/hoodie-front-shade.png',
      ]),
    );
    const displacement = svg.querySelector('feDisplacementMap');
    expect(displacement?.getAttribute('scale')).toBe('16');
    expect([...svg.querySelectorAll('feBlend')].map((b) => b.getAttribute('mode'))).toEqual(
      expect.arrayContaining(['multiply', 'screen']),
    );
    expect(svg.querySelector('[data-testid="mockup-print"]')?.getAttribute('data-wrap')).toBe('on');
  });

  it('lays the drape of the back on the back, with no print there', () => {
    const { svg, hrefs } = draw({ view: 'back' });
    expect(hrefs('feImage')).toEqual(['/mockups/hoodie-back-drape.png']);
    expect(svg.querySelector('feDisplacementMap')).toBeNull();
  });

  it('uses the front’s maps for the close-up and none for the print of a thumbnail', () => {
    expect(draw({ view: 'detail' }).hrefs('feImage')).toEqual(['/mockups/hoodie-front-drape.png']);
    const thumbnail = draw({ thumbnail: true });
    expect(thumbnail.hrefs('feImage')).toEqual(['/mockups/hoodie-front-drape.png']);
    expect(thumbnail.svg.querySelector('feDisplacementMap')).toBeNull();
  });

  it('draws the plain drawing without drape when asked (the server’s base renders)', () => {
    expect(draw({ drape: false, wrap: false }).hrefs('feImage')).toEqual([]);
  });
});
