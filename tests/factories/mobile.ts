// A valid Indian mobile number (first digit 6-9) that no other test uses: random, so parallel test files,
// Playwright workers and bench runs never collide.
import { randomInt } from 'node:crypto';

export const uniqueMobile = () => `${randomInt(6, 10)}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
