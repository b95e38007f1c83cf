import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';

// react-router 7 needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder, TextDecoder });
