// Runs before every browser-like unit test file: unmount React trees between tests.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 1 s by default; tests that talk to a real local HTTP server
// (src/test/json-server.ts) missed that on a machine under heavy load. A bound, not an expectation:
// a passing wait still ends as soon as its condition holds.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
