/** Delay before scrolling to the hash target (SPEC §9 "Hash scroll delay 100 ms"); shared by the hydrated shell and the static pages. */
export const hashScrollDelayMs = 100;
