// Runs before every browser-like unit test file: unmount React trees between tests.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
