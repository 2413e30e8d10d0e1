/**
 * Route table of the client (SPEC §2.1). The multi-language storefront lives under
 * `/:lang/wowanimatedtees` (lang validated by the layout), the legacy one under
 * `/en-us/wowghiblitees`; both use the same page modules, told apart by their path.
 * Everything else is the not-found page.
 */
import { type RouteConfig, route } from '@react-router/dev/routes';

const layout = 'features/storefront/storefront-layout.tsx';
const customize = 'features/storefront/customize/customize-page.tsx';
const success = 'features/storefront/success/success-page.tsx';

/** The pages of one storefront; ids are prefixed because both storefronts share the modules. */
function storefrontPages(prefix: string) {
  return [
    route('customize', customize, { id: `${prefix}-customize` }),
    route('success', success, { id: `${prefix}-success` }),
  ];
}

export default [
  route(':lang/wowanimatedtees', layout, { id: 'animated' }, storefrontPages('animated')),
  route('en-us/wowghiblitees', layout, { id: 'ghibli' }, storefrontPages('ghibli')),
  route('*', 'features/not-found/not-found-page.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
