/**
 * Every locale's complete message catalogue, bundled statically: the source of the `Catalogue` type
 * (typed keys, see i18n.ts) and of the catalogue tests and e2e checks. The app itself never imports
 * this module's values: i18n.ts loads one locale's files at a time (issue 9).
 */
import type { Locale } from '#shared/locales.ts';
import deAdmin from './messages/de/admin.json';
import deAdminCatalog from './messages/de/admin-catalog.json';
import deAdminEmails from './messages/de/admin-emails.json';
import deAdminImages from './messages/de/admin-images.json';
import deAdminOrders from './messages/de/admin-orders.json';
import deAdminStaff from './messages/de/admin-staff.json';
import deCart from './messages/de/cart.json';
import deEmailOrder from './messages/de/email-order.json';
import deLanding from './messages/de/landing.json';
import deLegal from './messages/de/legal.json';
import deMockCheckout from './messages/de/mock-checkout.json';
import deOrderStatus from './messages/de/order-status.json';
import dePlacement from './messages/de/placement.json';
import dePreviewSent from './messages/de/preview-sent.json';
import deProof from './messages/de/proof.json';
import deSizeGuide from './messages/de/size-guide.json';
import deStyleChooser from './messages/de/style-chooser.json';
import deVerifyEmail from './messages/de/verify-email.json';
import de from './messages/de.json';
import enUsAdmin from './messages/en-us/admin.json';
import enUsAdminCatalog from './messages/en-us/admin-catalog.json';
import enUsAdminEmails from './messages/en-us/admin-emails.json';
import enUsAdminImages from './messages/en-us/admin-images.json';
import enUsAdminOrders from './messages/en-us/admin-orders.json';
import enUsAdminStaff from './messages/en-us/admin-staff.json';
import enUsCart from './messages/en-us/cart.json';
import enUsEmailOrder from './messages/en-us/email-order.json';
import enUsLanding from './messages/en-us/landing.json';
import enUsLegal from './messages/en-us/legal.json';
import enUsMockCheckout from './messages/en-us/mock-checkout.json';
import enUsOrderStatus from './messages/en-us/order-status.json';
import enUsPlacement from './messages/en-us/placement.json';
import enUsPreviewSent from './messages/en-us/preview-sent.json';
import enUsProof from './messages/en-us/proof.json';
import enUsSizeGuide from './messages/en-us/size-guide.json';
import enUsStyleChooser from './messages/en-us/style-chooser.json';
import enUsVerifyEmail from './messages/en-us/verify-email.json';
import enUs from './messages/en-us.json';
import esAdmin from './messages/es/admin.json';
import esAdminCatalog from './messages/es/admin-catalog.json';
import esAdminEmails from './messages/es/admin-emails.json';
import esAdminImages from './messages/es/admin-images.json';
import esAdminOrders from './messages/es/admin-orders.json';
import esAdminStaff from './messages/es/admin-staff.json';
import esCart from './messages/es/cart.json';
import esEmailOrder from './messages/es/email-order.json';
import esLanding from './messages/es/landing.json';
import esLegal from './messages/es/legal.json';
import esMockCheckout from './messages/es/mock-checkout.json';
import esOrderStatus from './messages/es/order-status.json';
import esPlacement from './messages/es/placement.json';
import esPreviewSent from './messages/es/preview-sent.json';
import esProof from './messages/es/proof.json';
import esSizeGuide from './messages/es/size-guide.json';
import esStyleChooser from './messages/es/style-chooser.json';
import esVerifyEmail from './messages/es/verify-email.json';
import es from './messages/es.json';
import frAdmin from './messages/fr/admin.json';
import frAdminCatalog from './messages/fr/admin-catalog.json';
import frAdminEmails from './messages/fr/admin-emails.json';
import frAdminImages from './messages/fr/admin-images.json';
import frAdminOrders from './messages/fr/admin-orders.json';
import frAdminStaff from './messages/fr/admin-staff.json';
import frCart from './messages/fr/cart.json';
import frEmailOrder from './messages/fr/email-order.json';
import frLanding from './messages/fr/landing.json';
import frLegal from './messages/fr/legal.json';
import frMockCheckout from './messages/fr/mock-checkout.json';
import frOrderStatus from './messages/fr/order-status.json';
import frPlacement from './messages/fr/placement.json';
import frPreviewSent from './messages/fr/preview-sent.json';
import frProof from './messages/fr/proof.json';
import frSizeGuide from './messages/fr/size-guide.json';
import frStyleChooser from './messages/fr/style-chooser.json';
import frVerifyEmail from './messages/fr/verify-email.json';
import fr from './messages/fr.json';

/**
 * One locale's catalogue: the shared messages (`messages/{locale}.json`) plus one file per page
 * family (`messages/{locale}/{feature}.json`) under its own top-level key, so features are
 * translated side by side without touching each other's files.
 */
const catalogue = {
  'en-us': {
    ...enUs,
    admin: enUsAdmin,
    adminEmails: enUsAdminEmails,
    adminImages: enUsAdminImages,
    adminOrders: enUsAdminOrders,
    adminStaff: enUsAdminStaff,
    adminCatalog: enUsAdminCatalog,
    landing: enUsLanding,
    styleChooser: enUsStyleChooser,
    sizeGuide: enUsSizeGuide,
    legal: enUsLegal,
    mockCheckout: enUsMockCheckout,
    previewSent: enUsPreviewSent,
    emailOrder: enUsEmailOrder,
    verifyEmail: enUsVerifyEmail,
    orderStatus: enUsOrderStatus,
    proof: enUsProof,
    placement: enUsPlacement,
    cart: enUsCart,
  },
  de: {
    ...de,
    admin: deAdmin,
    adminEmails: deAdminEmails,
    adminImages: deAdminImages,
    adminOrders: deAdminOrders,
    adminStaff: deAdminStaff,
    adminCatalog: deAdminCatalog,
    landing: deLanding,
    styleChooser: deStyleChooser,
    sizeGuide: deSizeGuide,
    legal: deLegal,
    mockCheckout: deMockCheckout,
    previewSent: dePreviewSent,
    emailOrder: deEmailOrder,
    verifyEmail: deVerifyEmail,
    orderStatus: deOrderStatus,
    proof: deProof,
    placement: dePlacement,
    cart: deCart,
  },
  fr: {
    ...fr,
    admin: frAdmin,
    adminEmails: frAdminEmails,
    adminImages: frAdminImages,
    adminOrders: frAdminOrders,
    adminStaff: frAdminStaff,
    adminCatalog: frAdminCatalog,
    landing: frLanding,
    styleChooser: frStyleChooser,
    sizeGuide: frSizeGuide,
    legal: frLegal,
    mockCheckout: frMockCheckout,
    previewSent: frPreviewSent,
    emailOrder: frEmailOrder,
    verifyEmail: frVerifyEmail,
    orderStatus: frOrderStatus,
    proof: frProof,
    placement: frPlacement,
    cart: frCart,
  },
  es: {
    ...es,
    admin: esAdmin,
    adminEmails: esAdminEmails,
    adminImages: esAdminImages,
    adminOrders: esAdminOrders,
    adminStaff: esAdminStaff,
    adminCatalog: esAdminCatalog,
    landing: esLanding,
    styleChooser: esStyleChooser,
    sizeGuide: esSizeGuide,
    legal: esLegal,
    mockCheckout: esMockCheckout,
    previewSent: esPreviewSent,
    emailOrder: esEmailOrder,
    verifyEmail: esVerifyEmail,
    orderStatus: esOrderStatus,
    proof: esProof,
    placement: esPlacement,
    cart: esCart,
  },
};

/** Keys and shape every locale must have: those of en-us. */
export type Catalogue = (typeof catalogue)['en-us'];

/** The catalogues, keyed by our locale ids (SPEC §1: en-us, de, fr, es). */
export const resources = {
  'en-us': { translation: catalogue['en-us'] },
  de: { translation: catalogue.de },
  fr: { translation: catalogue.fr },
  es: { translation: catalogue.es },
} satisfies Record<Locale, { translation: Catalogue }>;
