/** Timing of the mock checkout (SPEC §2.8, §9); its amounts are `mockCheckoutOrder` in shared/pricing.ts. */

/** SPEC §9 "Mock checkout delay 1.5 s": how long 'Processing...' shows before the order is placed. */
export const MOCK_PROCESSING_MS = 1500;
