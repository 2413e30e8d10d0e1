/**
 * Setup of the client unit tests (`src/client/**\/*.test.tsx`, happy-dom): Testing Library unmounts
 * what a test rendered, so each test starts from an empty document.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
