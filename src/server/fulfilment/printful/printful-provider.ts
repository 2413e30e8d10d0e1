/**
 * Printful (issue 19 §3; docs/decisions/0017): orders through its v1 orders API
 * (`https://api.printful.com`, `Authorization: Bearer <private token>`, `X-PF-Store-Id` when the
 * token spans stores), webhooks in the v2 style (printful-webhook.routes.ts).
 * - submit: `GET /orders/@{WT-number}` first (a retry finds the order an earlier attempt made; a
 *   draft is confirmed), else `POST /orders?confirm=1` with `external_id` = our order number, the
 *   recipient, the item's variant id (fulfilment-catalogue.json) and the print file by URL with its placement;
 * - status: `GET /orders/{id}` (`draft`, `pending`, `failed`, `onhold`, `inprocess`, `partial`,
 *   `fulfilled`, `canceled`) with its `shipments[]`;
 * - cancel: `DELETE /orders/{id}`, refused once the order is `inprocess`.
 * Vendor facts: ../shared/vendors/vendor-apis.md B.4 (printful/php-api-sdk).
 */
import type { FastifyInstance } from 'fastify';
import type { FulfilmentCatalogue } from '../fulfilment-catalogue.ts';
import { mappedProduct } from '../fulfilment-catalogue.ts';
import {
  type FulfilmentOrderInput,
  type FulfilmentProvider,
  FulfilmentProviderError,
  type FulfilmentRoutesContext,
  fulfilmentItemsOf,
  type ProviderOrderState,
} from '../fulfilment-provider.ts';
import { type VendorResponse, vendorMessage, vendorRequest } from '../vendor-http.ts';
import { asObject, printfulOrderState } from './printful-mapping.ts';
import { registerPrintfulWebhookRoutes } from './printful-webhook.routes.ts';

/** Printful's error text of an answer (`{code, error:{message}}` or `{result: "…"}`). */
function errorOf(response: VendorResponse): string {
  const body = asObject(response.body);
  const error = asObject(body.error);
  return vendorMessage(error.message ?? body.result, `Printful answered HTTP ${response.status}`);
}

export class PrintfulProvider implements FulfilmentProvider {
  readonly name = 'printful' as const;
  readonly label = 'Printful';
  readonly submits = true;
  readonly #config: { apiToken: string; storeId?: string; baseUrl: string; timeoutMs: number; webhookSecret?: string };
  readonly #catalogue: FulfilmentCatalogue['printful'];

  constructor(
    config: { apiToken: string; storeId?: string; baseUrl: string; timeoutMs: number; webhookSecret?: string },
    catalogue: FulfilmentCatalogue,
  ) {
    this.#config = config;
    this.#catalogue = catalogue.printful;
  }

  async #call(method: string, path: string, body?: unknown): Promise<VendorResponse> {
    return vendorRequest(`${this.#config.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.#config.apiToken}`,
        ...(this.#config.storeId ? { 'x-pf-store-id': this.#config.storeId } : {}),
      },
      body,
      timeoutMs: this.#config.timeoutMs,
      vendor: 'Printful',
    });
  }

  /** The `result` order of a 2xx answer. @throws FulfilmentProviderError otherwise. */
  #orderOf(response: VendorResponse): ProviderOrderState {
    if (response.status < 200 || response.status >= 300) {
      throw new FulfilmentProviderError(errorOf(response), response.status);
    }
    return printfulOrderState(asObject(asObject(response.body).result));
  }

  async findOrder(orderNumber: string): Promise<ProviderOrderState | null> {
    const response = await this.#call('GET', `/orders/@${encodeURIComponent(orderNumber)}`);
    if (response.status === 404) return null;
    return this.#orderOf(response);
  }

  /**
   * Finds the order an earlier attempt made (confirming it when it stayed a draft), else creates and
   * confirms it in one call.
   */
  async submitOrder(input: FulfilmentOrderInput): Promise<ProviderOrderState> {
    const existing = await this.findOrder(input.orderNumber);
    if (existing) {
      if (existing.providerStatus !== 'draft') return existing;
      return this.#orderOf(await this.#call('POST', `/orders/${encodeURIComponent(existing.providerOrderId)}/confirm`));
    }
    const r = input.recipient;
    const created = await this.#call('POST', '/orders?confirm=1', {
      external_id: input.orderNumber,
      recipient: {
        name: r.name,
        address1: r.line1,
        ...(r.line2 ? { address2: r.line2 } : {}),
        city: r.city,
        ...(r.state ? { state_code: r.state } : {}),
        country_code: r.country,
        zip: r.postalCode,
        ...(r.email ? { email: r.email } : {}),
      },
      // One item per order line (issue 21 §4), numbered from 1 as before.
      items: fulfilmentItemsOf(input).map((line, index) => ({
        external_id: `${input.orderNumber}-${index + 1}`,
        variant_id: mappedProduct(this.#catalogue?.variants, 'Printful', line.item),
        quantity: line.item.quantity,
        // A back print is Printful's `back` placement; the front is the catalogue's placement name.
        files: [
          {
            type: line.printSide === 'back' ? 'back' : (this.#catalogue?.placement ?? 'front'),
            url: line.printFileUrl,
          },
        ],
      })),
    });
    return this.#orderOf(created);
  }

  async getOrder(providerOrderId: string): Promise<ProviderOrderState> {
    return this.#orderOf(await this.#call('GET', `/orders/${encodeURIComponent(providerOrderId)}`));
  }

  async cancelOrder(providerOrderId: string): Promise<{ cancelled: boolean; message: string | null }> {
    const response = await this.#call('DELETE', `/orders/${encodeURIComponent(providerOrderId)}`);
    if (response.status >= 200 && response.status < 300) return { cancelled: true, message: null };
    // Printful answers 4xx once the order is in production (or already gone).
    if (response.status >= 400 && response.status < 500) return { cancelled: false, message: errorOf(response) };
    throw new FulfilmentProviderError(errorOf(response), response.status);
  }

  async registerRoutes(app: FastifyInstance, routes: FulfilmentRoutesContext): Promise<void> {
    await registerPrintfulWebhookRoutes(app, routes, this.#config.webhookSecret);
  }
}
