/**
 * The id of the email-order page's artwork `<img>` (issue 22 §2), shared by the page, which renders
 * it empty while loading, and its early module, which sets its `src` as soon as the link's answer
 * names the artwork, before the page's scripts have run.
 */
export const emailOrderArtworkImageId = 'email-order-artwork-image';
