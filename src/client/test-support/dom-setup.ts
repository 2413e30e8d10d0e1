/**
 * Setup of the client unit tests (`src/client/**\/*.test.tsx`, happy-dom): Testing Library unmounts
 * what a test rendered, so each test starts from an empty document. `findBy*` and `waitFor` wait up
 * to 5 s instead of 1 s: the full suite runs many files at once on two cores, where a page's first
 * render after its fake API answers can take more than a second; a passing wait ends as soon as it holds.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
