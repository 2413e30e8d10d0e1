/**
 * Part of `npm run build` (issue 18 §2): writes the hosted test checkout's stylesheet and browser
 * module into `<BUILD_DIR or build>/checkout`, where the server reads them
 * (src/server/payments/local-checkout/checkout-assets.build.ts).
 */
import path from 'node:path';
import { buildCheckoutAssets } from '#server/payments/local-checkout/checkout-assets.build.ts';

const outDir = path.resolve(import.meta.dirname, '..', process.env.BUILD_DIR || 'build', 'checkout');
const manifest = await buildCheckoutAssets(outDir);
console.log(`Test checkout assets: ${manifest.style}, ${manifest.script} in ${path.relative(process.cwd(), outDir)}`);
