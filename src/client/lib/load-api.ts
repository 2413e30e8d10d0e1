/**
 * The storefront's API client, loaded on first use (issue 22 §2): the client and its zod schemas
 * are no part of a page's initial JavaScript. Every caller shares the one download.
 * @returns the `api` object of `api-client.ts`.
 */
export const loadApi = () => import('#client/lib/api-client.ts').then((module) => module.api);
