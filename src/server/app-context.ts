/**
 * What every module gets from the composition root: configuration, database, file storage and the
 * active payment provider. Built once in app.ts; tests build it through `buildApp()` too.
 */
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import type { FileStorage } from './storage/file-storage.ts';

export interface AppContext {
  config: AppConfig;
  database: Database;
  storage: FileStorage;
  payments: PaymentProvider;
}
