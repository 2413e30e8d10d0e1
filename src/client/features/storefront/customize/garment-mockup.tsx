/**
 * The garment mockups now live in `./garment-mockup/` (geometry, palettes, one file per garment,
 * the print, the public component). This module keeps the old import path working for the pages
 * that show a mockup (landing, preview sent, mock checkout).
 */
export {
  GarmentMockup,
  type GarmentMockupProps,
  type GarmentView,
  garmentViews,
  type PrintFit,
  showsPrint,
} from './garment-mockup/garment-mockup.tsx';
