/**
 * Fabric colours of the garment drawings (SPEC §3 colours white, black, gray): the body, its rib
 * bands, seams and stitching, and how strongly folds and grain show on each.
 */
import type { Color } from '#shared/catalog.ts';

export interface Palette {
  base: string;
  /** Rib bands (collar, cuffs, waistband) read a shade darker than the body. */
  rib: string;
  /** Inside of the garment (neck opening, hood lining), lit and in shadow. */
  inner: string;
  innerDeep: string;
  seam: string;
  stitch: string;
  outline: string;
  drawstring: string;
  label: string;
  labelText: string;
  placeholder: string;
  /** Strength of fold shadows, highlights, dark and light grain: black cloth needs more light, less dark. */
  shadow: number;
  highlight: number;
  grainDark: number;
  grainLight: number;
  /** Opacity of the drape map's folds (issue 20 §6): dark cloth shows them less. */
  drape: number;
}

export const palettes: Record<Color, Palette> = {
  white: {
    base: '#f9f8f5',
    rib: '#efede8',
    inner: '#e2ded8',
    innerDeep: '#cbc6bf',
    seam: '#d3cec7',
    stitch: '#bdb7ae',
    outline: '#b9b2a9',
    drawstring: '#f3f1ec',
    label: '#2b2b30',
    labelText: '#f5f5f4',
    placeholder: '#a8a29e',
    shadow: 0.13,
    highlight: 0.7,
    grainDark: 0.05,
    grainLight: 0,
    drape: 0.8,
  },
  black: {
    base: '#2b2b30',
    rib: '#242428',
    inner: '#1b1b1e',
    innerDeep: '#0b0b0c',
    seam: '#18181b',
    stitch: '#505058',
    outline: '#0c0c0e',
    drawstring: '#35353b',
    label: '#f1efe9',
    labelText: '#27272a',
    placeholder: '#a8a29e',
    shadow: 0.45,
    highlight: 0.09,
    grainDark: 0.16,
    grainLight: 0.05,
    drape: 0.9,
  },
  gray: {
    // Heather grey: mid tone with visible light and dark fibres.
    base: '#a4a7ad',
    rib: '#989ba1',
    inner: '#85888e',
    innerDeep: '#6a6d73',
    seam: '#868990',
    stitch: '#74777e',
    outline: '#6f737a',
    drawstring: '#b6b9be',
    label: '#2b2b30',
    labelText: '#f5f5f4',
    placeholder: '#f5f5f4',
    shadow: 0.3,
    highlight: 0.26,
    grainDark: 0.2,
    grainLight: 0.16,
    drape: 0.8,
  },
};

/** Background of the close-up "photos". */
export const studio = '#e9e5df';
