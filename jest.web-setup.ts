import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// react-router 7 needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy* and waitFor give up after 1 s by default, which a CI machine busy with the other suites and
// the browser journeys can exceed while a lazy page compiles and loads (payment-failed's first render
// once did). Waiting longer only delays a failure; a passing test returns as soon as it can.
configure({ asyncUtilTimeout: 10_000 });
