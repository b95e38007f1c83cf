/**
 * jsdom (jest-environment-jsdom) has no TextEncoder/TextDecoder, which react-router 7 needs at
 * import time. Imported first by the test helpers; better still in jest.web-setup.ts.
 */
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
