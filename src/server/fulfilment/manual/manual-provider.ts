/**
 * The `manual` fulfilment provider (issue 19 §3; the default): staff print and ship by hand with the
 * print file and the packing slip, and move the order with the staff buttons. Nothing is submitted,
 * so every call that would reach a vendor says so.
 */
import type { FulfilmentProvider, ProviderOrderState } from '../fulfilment-provider.ts';

const notSubmitted = () => new Error('The manual provider submits nothing');

export class ManualFulfilmentProvider implements FulfilmentProvider {
  readonly name = 'manual' as const;
  readonly label = 'Manual';
  readonly submits = false;
  async findOrder(): Promise<ProviderOrderState | null> {
    return null;
  }
  async submitOrder(): Promise<ProviderOrderState> {
    throw notSubmitted();
  }
  async getOrder(): Promise<ProviderOrderState> {
    throw notSubmitted();
  }
  async cancelOrder(): Promise<{ cancelled: boolean; message: string | null }> {
    return { cancelled: false, message: 'Fulfilled by hand: nothing to cancel at a provider' };
  }
  async registerRoutes(): Promise<void> {}
}
