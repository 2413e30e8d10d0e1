/**
 * Route table of the client (SPEC §2.1). The multi-language storefront lives under
 * `/:lang/wowanimatedtees` (en-us, de, fr, es), the legacy Ghibli storefront under
 * `/:lang/wowghiblitees` (en-us, de, fr, es; issue 11); the layout validates both.
 * Both storefronts use the same page modules, told apart by their path. Everything else is the
 * not-found page.
 */
import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { type AdminPageId, adminPages } from '#shared/admin-pages.ts';

const storefront = 'features/storefront';

/** The pages of one storefront; ids are prefixed because both storefronts share the modules. */
function storefrontPages(prefix: string) {
  return [
    index(`${storefront}/landing/landing-page.tsx`, { id: `${prefix}-landing` }),
    route('customize', `${storefront}/customize/customize-page.tsx`, { id: `${prefix}-customize` }),
    route('size-guide', `${storefront}/size-guide/size-guide-page.tsx`, { id: `${prefix}-size-guide` }),
    route('checkout', `${storefront}/mock-checkout/mock-checkout-page.tsx`, { id: `${prefix}-checkout` }),
    // Issue 21 §4: the customer's cart (client-rendered: per customer).
    route('cart', `${storefront}/cart/cart-page.tsx`, { id: `${prefix}-cart` }),
    route('success', `${storefront}/success/success-page.tsx`, { id: `${prefix}-success` }),
    route('privacy', `${storefront}/legal/legal-page.tsx`, { id: `${prefix}-privacy` }),
    route('terms', `${storefront}/legal/legal-page.tsx`, { id: `${prefix}-terms` }),
    route('previewsend', `${storefront}/preview-sent/preview-sent-page.tsx`, { id: `${prefix}-previewsend` }),
    // German storefronts only: the page renders not-found in other languages (storefronts.ts).
    route('impressum', `${storefront}/legal/impressum-page.tsx`, { id: `${prefix}-impressum` }),
    // Issue 19 §7: the order lookup form, linked from every footer (the status link it mails opens
    // the multi-language storefront's status page).
    route('order-status/lookup', `${storefront}/order-status/order-lookup-page.tsx`, { id: `${prefix}-order-lookup` }),
  ];
}

/** The page module of each staff page of the shared table. */
const adminPageFiles: Record<AdminPageId, string> = {
  'admin-dashboard': 'features/admin/dashboard/admin-dashboard-page.tsx',
  'image-admin': 'features/admin/image-admin/image-admin-page.tsx',
  'admin-email-sender': 'features/admin/email-sender/email-sender-page.tsx',
  'admin-email-tracking': 'features/admin/email-tracking/email-tracking-page.tsx',
  'admin-outbox': 'features/admin/outbox/outbox-page.tsx',
  'admin-orders': 'features/admin/orders/orders-page.tsx',
  'admin-order': 'features/admin/orders/order-page.tsx',
  'admin-preview-requests': 'features/admin/preview-requests/preview-requests-page.tsx',
  'admin-account': 'features/admin/account/account-page.tsx',
  'admin-staff': 'features/admin/staff/staff-page.tsx',
  'admin-audit': 'features/admin/audit/audit-page.tsx',
  'admin-catalog': 'features/admin/catalog/catalog-page.tsx',
  'admin-prices': 'features/admin/catalog/prices-page.tsx',
  'admin-discounts': 'features/admin/discounts/discounts-page.tsx',
};

/** The routes of one staff page, by where its language prefix may stand (see admin-pages.ts for the ids). */
function adminRoutes(page: (typeof adminPages)[number]) {
  const file = adminPageFiles[page.id];
  if (page.locales === 'optional') {
    return [route(page.path, file, { id: page.id }), route(`:lang/${page.path}`, file, { id: `${page.id}-localized` })];
  }
  if (page.locales === 'required') return [route(`:lang/${page.path}`, file, { id: page.id })];
  return page.locales.map((locale, i) =>
    route(`${locale}/${page.path}`, file, { id: i === 0 ? page.id : `${page.id}-${locale}` }),
  );
}

export default [
  index(`${storefront}/style-chooser/style-chooser-page.tsx`, { id: 'style-chooser' }),
  route(':lang/wowanimatedtees', `${storefront}/storefront-layout.tsx`, { id: 'animated' }, [
    ...storefrontPages('animated'),
    // SPEC §2.10: the email order page exists in the multi-language storefront only.
    route('emailorder', `${storefront}/email-order/email-order-page.tsx`, { id: 'animated-emailorder' }),
    // Issue 17 §1: where the preview acknowledgement's verification link leads.
    route('verify-email', `${storefront}/verify-email/verify-email-page.tsx`, { id: 'animated-verify-email' }),
    // Issue 19 §7: the customer's order status (private link, token in the fragment).
    route('order-status', `${storefront}/order-status/order-status-page.tsx`, { id: 'animated-order-status' }),
    // Issue 20 §4: the customer approves the final artwork or asks for a change (private link).
    route('proof', `${storefront}/proof/proof-page.tsx`, { id: 'animated-proof' }),
    // Issue 21 §6: the abandoned-checkout reminder's unsubscribe link (token in the fragment).
    route('reminders/unsubscribe', `${storefront}/reminders/reminder-unsubscribe-page.tsx`, {
      id: 'animated-reminder-unsubscribe',
    }),
  ]),
  route(':lang/wowghiblitees', `${storefront}/storefront-layout.tsx`, { id: 'ghibli' }, storefrontPages('ghibli')),
  // Staff pages (SPEC §2.12): behind the staff login, never prerendered; paths from #shared/admin-pages.ts.
  ...adminPages.flatMap(adminRoutes),
  route('*', 'features/not-found/not-found-page.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
