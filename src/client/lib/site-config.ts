/** Client-side constants of the shop. */

/**
 * Support mailbox shown in the shell and on the customize page (SPEC §2.4 "{email}", which has a
 * default). `VITE_SUPPORT_EMAIL` overrides it at build time.
 */
export const supportEmail: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@wowtees.shop';
