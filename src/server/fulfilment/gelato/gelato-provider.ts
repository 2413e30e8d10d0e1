/**
 * Gelato (issue 19 §3; docs/decisions/0017): orders through its order API v4
 * (`https://order.gelatoapis.com`, header `X-API-KEY`), production in the EU.
 * - submit: `POST /v4/orders:search` by `orderReferenceIds` first (a retry finds the order an earlier
 *   attempt made; a draft is turned into an order), else `POST /v4/orders` with `orderType: "order"`,
 *   `orderReferenceId` = our order number, the shipping address, and one item with its `productUid`
 *   (fulfilment-catalogue.json) and the print file by URL;
 * - status: `GET /v4/orders/{id}` (`fulfillmentStatus`, items' `fulfillments[]` with tracking);
 * - cancel: `POST /v4/orders/{id}:cancel`, 409 once an item is printed or shipped.
 * Vendor facts: ../shared/vendors/vendor-apis.md B.5.
 */
import type { FastifyInstance } from 'fastify';
import { type FulfilmentCatalogue, mappedProduct } from '../fulfilment-catalogue.ts';
import {
  type FulfilmentOrderInput,
  type FulfilmentProvider,
  FulfilmentProviderError,
  type FulfilmentRoutesContext,
  fulfilmentItemsOf,
  type ProviderOrderState,
} from '../fulfilment-provider.ts';
import { type VendorResponse, vendorMessage, vendorRequest } from '../vendor-http.ts';
import { asObject, asText, gelatoOrderState } from './gelato-mapping.ts';
import { registerGelatoWebhookRoutes } from './gelato-webhook.routes.ts';

/** Gelato's error text (`{message}` or `{error:{message}}`). */
function errorOf(response: VendorResponse): string {
  const body = asObject(response.body);
  return vendorMessage(body.message ?? asObject(body.error).message, `Gelato answered HTTP ${response.status}`);
}

/** `Ada Lovelace` -> first and last name as Gelato wants them (a single word is the last name). */
function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  const lastName = parts.pop() ?? name;
  return { firstName: parts.join(' '), lastName };
}

export class GelatoProvider implements FulfilmentProvider {
  readonly name = 'gelato' as const;
  readonly label = 'Gelato';
  readonly submits = true;
  readonly #config: { apiKey: string; baseUrl: string; timeoutMs: number; webhookSecret?: string };
  readonly #catalogue: FulfilmentCatalogue['gelato'];

  constructor(
    config: { apiKey: string; baseUrl: string; timeoutMs: number; webhookSecret?: string },
    catalogue: FulfilmentCatalogue,
  ) {
    this.#config = config;
    this.#catalogue = catalogue.gelato;
  }

  #call(method: string, path: string, body?: unknown): Promise<VendorResponse> {
    return vendorRequest(`${this.#config.baseUrl}${path}`, {
      method,
      headers: { 'x-api-key': this.#config.apiKey },
      body,
      timeoutMs: this.#config.timeoutMs,
      vendor: 'Gelato',
    });
  }

  #orderOf(response: VendorResponse): ProviderOrderState {
    if (response.status < 200 || response.status >= 300) {
      throw new FulfilmentProviderError(errorOf(response), response.status);
    }
    return gelatoOrderState(asObject(response.body));
  }

  async findOrder(orderNumber: string): Promise<ProviderOrderState | null> {
    const response = await this.#call('POST', '/v4/orders:search', { orderReferenceIds: [orderNumber], limit: 1 });
    if (response.status < 200 || response.status >= 300) {
      throw new FulfilmentProviderError(errorOf(response), response.status);
    }
    const orders = asObject(response.body).orders;
    const found = Array.isArray(orders)
      ? orders.map(asObject).find((order) => asText(order.orderReferenceId) === orderNumber)
      : undefined;
    const id = found ? asText(found.id) : null;
    return id ? this.getOrder(id) : null;
  }

  async submitOrder(input: FulfilmentOrderInput): Promise<ProviderOrderState> {
    const existing = await this.findOrder(input.orderNumber);
    if (existing) {
      if (existing.providerStatus !== 'draft') return existing;
      return this.#orderOf(
        await this.#call('PATCH', `/v4/orders/${encodeURIComponent(existing.providerOrderId)}`, { orderType: 'order' }),
      );
    }
    const r = input.recipient;
    return this.#orderOf(
      await this.#call('POST', '/v4/orders', {
        orderType: 'order',
        orderReferenceId: input.orderNumber,
        customerReferenceId: input.orderId,
        currency: input.currency,
        // One item per order line (issue 21 §4), numbered from 1 as before.
        items: fulfilmentItemsOf(input).map((line, index) => ({
          itemReferenceId: `${input.orderNumber}-${index + 1}`,
          productUid: mappedProduct(this.#catalogue?.productUids, 'Gelato', line.item),
          quantity: line.item.quantity,
          // Gelato names a garment's second side `back`; the front is the catalogue's file type.
          files: [
            {
              type: line.printSide === 'back' ? 'back' : (this.#catalogue?.placement ?? 'default'),
              url: line.printFileUrl,
            },
          ],
        })),
        shippingAddress: {
          ...splitName(r.name),
          addressLine1: r.line1,
          ...(r.line2 ? { addressLine2: r.line2 } : {}),
          city: r.city,
          ...(r.state ? { state: r.state } : {}),
          postCode: r.postalCode,
          country: r.country,
          ...(r.email ? { email: r.email } : {}),
        },
      }),
    );
  }

  async getOrder(providerOrderId: string): Promise<ProviderOrderState> {
    return this.#orderOf(await this.#call('GET', `/v4/orders/${encodeURIComponent(providerOrderId)}`));
  }

  async cancelOrder(providerOrderId: string): Promise<{ cancelled: boolean; message: string | null }> {
    const response = await this.#call('POST', `/v4/orders/${encodeURIComponent(providerOrderId)}:cancel`);
    if (response.status >= 200 && response.status < 300) return { cancelled: true, message: null };
    if (response.status === 409 || response.status === 404) return { cancelled: false, message: errorOf(response) };
    throw new FulfilmentProviderError(errorOf(response), response.status);
  }

  async registerRoutes(app: FastifyInstance, routes: FulfilmentRoutesContext): Promise<void> {
    await registerGelatoWebhookRoutes(app, routes, this.#config.webhookSecret);
  }
}
