export * from './mock-fetch';
export { countedCart } from './counted-cart';
