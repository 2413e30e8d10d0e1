/**
 * The email rule of SPEC §5 in one place, dependency-free so browser bundles stay small: used by
 * the API schemas (zod) and the hosted test checkout's form.
 */

/** SPEC §5's email pattern: something@something.something, no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Longest email address (RFC 5321 path limit). */
export const emailMaxLength = 254;
