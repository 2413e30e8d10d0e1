/**
 * Answers of the staff API as the server sends them (shapes of `src/shared/api/*.schemas.ts`), for
 * client unit tests. Each builder takes overrides so a test states only what it is about.
 */

import type {
  AdminUser,
  AdminUserCustomer,
  EmailOrderLinkSummary,
  EmailTrackingRow,
  OutboxDetail,
  OutboxMessage,
} from '#shared/api/admin.schemas.ts';
import type { AdminOrderDetail, AdminOrderSummary, PreviewRequest } from '#shared/api/admin-orders.schemas.ts';
import type { AdminSession } from '#shared/api/admin-session.schemas.ts';
import type { AuditEntry, StaffAccountView } from '#shared/api/staff-accounts.schemas.ts';
import type { FakeRoutes } from './admin-fake-api.ts';

/** The logged-in owner `owner@wowtees.test` (GET /api/admin/session). */
export function staffSession(overrides: Partial<AdminSession> = {}): AdminSession {
  return {
    email: 'owner@wowtees.test',
    role: 'owner',
    passwordChangeRequired: false,
    totpEnabled: false,
    ...overrides,
  };
}

/** The session route answering `session` (an owner by default): the staff login gate lets the page through. */
export function signedIn(session: Partial<AdminSession> = {}): FakeRoutes {
  return { 'GET /api/admin/session': { status: 200, body: staffSession(session) } };
}

export const orderId = '0b7c2a4e-3f1d-4c55-9a61-2d8e1f0a9b10';
export const orderNumber = 'WT-7K3M9Q';

/** One paid order as the Orders list shows it. */
export function orderSummary(overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary {
  return {
    id: orderId,
    orderNumber,
    status: 'paid',
    refundedMinor: 0,
    createdAt: '2026-03-14T10:30:00.000Z',
    photoUrl: '/files/photo.jpg',
    artworkUrl: '/files/artwork.png',
    productType: 'tshirt',
    size: 'm',
    color: 'black',
    amountTotalMinor: 2999,
    currency: 'EUR',
    discountKind: 'none',
    needsReview: false,
    reviewReason: null,
    testMode: false,
    email: 'ada@example.com',
    shippingAddress: {
      name: 'Ada Lovelace',
      line1: '12 St James Square',
      line2: null,
      city: 'London',
      state: null,
      postalCode: 'SW1Y 4JH',
      country: 'GB',
    },
    locale: 'en-us',
    artwork: null,
    sourceDpi: 300,
    lines: [
      {
        position: 0,
        productType: 'tshirt',
        size: 'm',
        color: 'black',
        quantity: 1,
        unitPriceMinor: 1999,
        lineTotalMinor: 1999,
        artworkId: null,
        designImageUrl: null,
      },
    ],
    feeMinor: 1000,
    ...overrides,
  };
}

/** Everything about one order (GET /api/admin/orders/:orderNumber), paid and not moved yet. */
export function orderDetail(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    ...orderSummary(),
    events: [],
    shipments: [],
    refunds: [],
    refundableMinor: 2999,
    deliveredAt: null,
    daysSinceDelivery: null,
    allowedTransitions: ['in_production', 'on_hold', 'cancelled'],
    holdReason: null,
    customerId: '5d0c8a7e-1111-4c55-9a61-2d8e1f0a9b10',
    checkoutSessionId: 'cs_test_123',
    paymentProvider: 'stripe',
    paymentIntentId: 'pi_123',
    paymentStatus: 'paid',
    priceBookId: 'default-2026',
    priceBookVersion: 2,
    printSource: 'photo',
    printFile: {
      url: '/api/admin/orders/WT-7K3M9Q/print-file',
      widthPx: 3600,
      heightPx: 4800,
      dpi: 300,
      upscaled: true,
      source: 'photo',
      // A file made before issue 20 §3 recorded how; tests of the method set these.
      method: null,
      effectiveDpi: null,
      upscaleNote: null,
    },
    printFileAvailable: true,
    printFilePending: false,
    mockupUrl: null,
    placement: null,
    filesRemoved: null,
    personalDataErasedAt: null,
    fulfilment: {
      provider: 'manual',
      providerLabel: 'Manual',
      autoSubmit: false,
      providerOrderId: null,
      status: null,
      providerStatus: null,
      lastError: null,
      attempts: 0,
      submittedAt: null,
      updatedAt: null,
      canSubmit: false,
      packingSlip: true,
    },
    proof: null,
    invoiceNumber: 'INV-000042',
    taxMinor: 479,
    taxRateBasisPoints: 1900,
    taxCountry: 'DE',
    ...overrides,
  };
}

/** A customer waiting for a preview by email (GET /api/admin/preview-requests). */
export function previewRequest(overrides: Partial<PreviewRequest> = {}): PreviewRequest {
  return {
    customerId: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    requestedAt: '2026-03-14T09:00:00.000Z',
    email: 'grace@example.com',
    locale: 'en-us',
    photoUrl: '/files/grace.jpg',
    productType: 'tshirt',
    color: 'white',
    emailVerified: true,
    artworkUrl: null,
    orderLinkEmailsSent: 0,
    lastOrderLinkSentAt: null,
    artworks: [],
    readyToApprove: false,
    previewSentAt: null,
    ...overrides,
  };
}

/** A staff account of the owner's list (GET /api/admin/staff). */
export function staffAccount(overrides: Partial<StaffAccountView> = {}): StaffAccountView {
  return {
    id: '11111111-2222-4333-8444-555555555555',
    email: 'owner@wowtees.test',
    role: 'owner',
    createdAt: '2026-01-02T08:00:00.000Z',
    lastSignInAt: '2026-03-14T08:00:00.000Z',
    totpEnabled: false,
    disabled: false,
    passwordChangeRequired: false,
    ...overrides,
  };
}

/** One line of the audit log (GET /api/admin/audit). */
export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'a1',
    at: '2026-03-14T10:00:00.000Z',
    staffEmail: 'owner@wowtees.test',
    action: 'staff.add',
    target: 'new@wowtees.test',
    status: 200,
    requestId: 'req-1',
    address: '127.0.0.1',
    ...overrides,
  };
}

/** A sent order-link email with its opens (GET /api/admin/email-tracking). */
export function trackingRow(overrides: Partial<EmailTrackingRow> = {}): EmailTrackingRow {
  return {
    emailId: 'e1',
    email: 'ada@example.com',
    subject: 'Your artwork is ready',
    locale: 'en-us',
    sentAt: '2026-03-14T10:00:00.000Z',
    opened: false,
    firstOpenedAt: null,
    openCount: 0,
    link: null,
    ...overrides,
  };
}

/** A message of the outbox folder (GET /api/admin/outbox). */
export function outboxMessage(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    id: 'm1.eml',
    to: 'ada@example.com',
    subject: 'Your artwork is ready',
    date: '2026-03-14T10:00:00.000Z',
    sizeBytes: 2048,
    ...overrides,
  };
}

/** One outbox message with its text part (GET /api/admin/outbox/:id). */
export function outboxDetail(overrides: Partial<OutboxDetail> = {}): OutboxDetail {
  return { ...outboxMessage(), from: 'shop@wowtees.test', text: 'Hello Ada, your artwork is ready.', ...overrides };
}

/** A customer record of an email (GET /api/admin/users). */
export function userCustomer(overrides: Partial<AdminUserCustomer> = {}): AdminUserCustomer {
  return {
    id: '5d0c8a7e-1111-4c55-9a61-2d8e1f0a9b10',
    email: 'ada@example.com',
    photoUrl: '/files/ada.jpg',
    imageUrl: null,
    generatedImageUrl: null,
    locale: 'en-us',
    previewRequested: false,
    previewRequestedAt: null,
    emailVerified: true,
    emailVerifiedAt: '2026-03-14T09:00:00.000Z',
    createdAt: '2026-03-14T08:00:00.000Z',
    updatedAt: '2026-03-14T09:00:00.000Z',
    ...overrides,
  };
}

/** An email-order link of an email (part of GET /api/admin/users). */
export function emailOrderLink(overrides: Partial<EmailOrderLinkSummary> = {}): EmailOrderLinkSummary {
  return {
    id: 'link-1',
    customerId: null,
    locale: 'en-us',
    mailed: true,
    createdAt: '2026-03-14T10:00:00.000Z',
    expiresAt: '2026-04-14T10:00:00.000Z',
    revokedAt: null,
    status: 'active',
    ...overrides,
  };
}

/** What the shop knows of an email (GET /api/admin/users?email=). */
export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    email: 'ada@example.com',
    customers: [userCustomer()],
    uploadImageUrl: null,
    generatedImageUrl: null,
    links: [],
    ...overrides,
  };
}
