import { coreFi } from '../../messages/core/fi';
import { cartFi } from '../../messages/cart/fi';

export const messages: Record<string, string> = { ...coreFi, ...cartFi };
