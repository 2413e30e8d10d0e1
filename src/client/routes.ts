/**
 * Route table of the client (SPEC §2.1). The multi-language storefront lives under
 * `/:lang/wowanimatedtees` (en-us, de, fr, es), the legacy Ghibli storefront under
 * `/:lang/wowghiblitees` (en-us, and the German storefront at /de); the layout validates both.
 * Both storefronts use the same page modules, told apart by their path. Everything else is the
 * not-found page.
 */
import { index, type RouteConfig, route } from '@react-router/dev/routes';

const storefront = 'features/storefront';

/** The pages of one storefront; ids are prefixed because both storefronts share the modules. */
function storefrontPages(prefix: string) {
  return [
    index(`${storefront}/landing/landing-page.tsx`, { id: `${prefix}-landing` }),
    route('customize', `${storefront}/customize/customize-page.tsx`, { id: `${prefix}-customize` }),
    route('size-guide', `${storefront}/size-guide/size-guide-page.tsx`, { id: `${prefix}-size-guide` }),
    route('checkout', `${storefront}/mock-checkout/mock-checkout-page.tsx`, { id: `${prefix}-checkout` }),
    route('success', `${storefront}/success/success-page.tsx`, { id: `${prefix}-success` }),
    route('privacy', `${storefront}/legal/legal-page.tsx`, { id: `${prefix}-privacy` }),
    route('terms', `${storefront}/legal/legal-page.tsx`, { id: `${prefix}-terms` }),
    route('previewsend', `${storefront}/preview-sent/preview-sent-page.tsx`, { id: `${prefix}-previewsend` }),
  ];
}

export default [
  index(`${storefront}/style-chooser/style-chooser-page.tsx`, { id: 'style-chooser' }),
  route(
    ':lang/wowanimatedtees',
    `${storefront}/storefront-layout.tsx`,
    { id: 'animated' },
    storefrontPages('animated'),
  ),
  route(':lang/wowghiblitees', `${storefront}/storefront-layout.tsx`, { id: 'ghibli' }, storefrontPages('ghibli')),
  route('*', 'features/not-found/not-found-page.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
