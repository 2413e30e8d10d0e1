/**
 * Route table of the client (SPEC §2.1). The multi-language storefront lives under
 * `/:lang/wowanimatedtees` (en-us, de, fr, es), the legacy Ghibli storefront under
 * `/:lang/wowghiblitees` (en-us, de, fr, es; issue 11); the layout validates both.
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
    // German storefronts only: the page renders not-found in other languages (storefronts.ts).
    route('impressum', `${storefront}/legal/impressum-page.tsx`, { id: `${prefix}-impressum` }),
  ];
}

export default [
  index(`${storefront}/style-chooser/style-chooser-page.tsx`, { id: 'style-chooser' }),
  route(':lang/wowanimatedtees', `${storefront}/storefront-layout.tsx`, { id: 'animated' }, [
    ...storefrontPages('animated'),
    // SPEC §2.10: the email order page exists in the multi-language storefront only.
    route('emailorder', `${storefront}/email-order/email-order-page.tsx`, { id: 'animated-emailorder' }),
    // Issue 17 §1: where the preview acknowledgement's verification link leads.
    route('verify-email', `${storefront}/verify-email/verify-email-page.tsx`, { id: 'animated-verify-email' }),
  ]),
  route(':lang/wowghiblitees', `${storefront}/storefront-layout.tsx`, { id: 'ghibli' }, storefrontPages('ghibli')),
  // Admin dashboard (SPEC §2.12): behind the staff login, never prerendered (see static-client.ts).
  route('admin', 'features/admin/dashboard/admin-dashboard-page.tsx', { id: 'admin-dashboard' }),
  route(':lang/admin', 'features/admin/dashboard/admin-dashboard-page.tsx', { id: 'admin-dashboard-localized' }),
  // Image admin (SPEC §2.1: en-us and de only): a staff page; static paths outrank the storefront layout.
  route('en-us/wowghiblitees/image-admin', 'features/admin/image-admin/image-admin-page.tsx', { id: 'image-admin' }),
  route('de/wowghiblitees/image-admin', 'features/admin/image-admin/image-admin-page.tsx', { id: 'image-admin-de' }),
  // Email sender and outbox in the four languages (the pages refuse other segments); email tracking in en-us only.
  route(':lang/admin/email-sender', 'features/admin/email-sender/email-sender-page.tsx', { id: 'admin-email-sender' }),
  route('en-us/admin/email-tracking', 'features/admin/email-tracking/email-tracking-page.tsx', {
    id: 'admin-email-tracking',
  }),
  route(':lang/admin/outbox', 'features/admin/outbox/outbox-page.tsx', { id: 'admin-outbox' }),
  // Orders (one order's page too) and preview requests, at /admin/… and /{lang}/admin/… (the pages refuse other segments).
  route('admin/orders', 'features/admin/orders/orders-page.tsx', { id: 'admin-orders' }),
  route(':lang/admin/orders', 'features/admin/orders/orders-page.tsx', { id: 'admin-orders-localized' }),
  route('admin/orders/:orderId', 'features/admin/orders/order-page.tsx', { id: 'admin-order' }),
  route(':lang/admin/orders/:orderId', 'features/admin/orders/order-page.tsx', { id: 'admin-order-localized' }),
  route('admin/preview-requests', 'features/admin/preview-requests/preview-requests-page.tsx', {
    id: 'admin-preview-requests',
  }),
  route(':lang/admin/preview-requests', 'features/admin/preview-requests/preview-requests-page.tsx', {
    id: 'admin-preview-requests-localized',
  }),
  // Own account (every staff member), staff accounts and audit log (owners; issue 17 §3), at /admin/… and /{lang}/admin/….
  route('admin/account', 'features/admin/account/account-page.tsx', { id: 'admin-account' }),
  route(':lang/admin/account', 'features/admin/account/account-page.tsx', { id: 'admin-account-localized' }),
  route('admin/staff', 'features/admin/staff/staff-page.tsx', { id: 'admin-staff' }),
  route(':lang/admin/staff', 'features/admin/staff/staff-page.tsx', { id: 'admin-staff-localized' }),
  route('admin/audit', 'features/admin/audit/audit-page.tsx', { id: 'admin-audit' }),
  route(':lang/admin/audit', 'features/admin/audit/audit-page.tsx', { id: 'admin-audit-localized' }),
  route('*', 'features/not-found/not-found-page.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
