/**
 * Chooses the fulfilment provider `FULFILMENT_PROVIDER` names (issue 19 §3), with the catalogue
 * mapping it needs read and checked at start.
 * @throws Error when the mapping file is missing or malformed.
 */
import type { FulfilmentConfig } from '../config.ts';
import { loadFulfilmentCatalogue } from './fulfilment-catalogue.ts';
import type { FulfilmentProvider } from './fulfilment-provider.ts';
import { GelatoProvider } from './gelato/gelato-provider.ts';
import { ManualFulfilmentProvider } from './manual/manual-provider.ts';
import { PrintfulProvider } from './printful/printful-provider.ts';

export function createFulfilmentProvider(config: FulfilmentConfig): FulfilmentProvider {
  switch (config.provider) {
    case 'printful':
      return new PrintfulProvider(config, loadFulfilmentCatalogue(config.catalogueFile));
    case 'gelato':
      return new GelatoProvider(config, loadFulfilmentCatalogue(config.catalogueFile));
    default:
      return new ManualFulfilmentProvider();
  }
}
