import { coreDe } from '../../messages/core/de';
import { cartDe } from '../../messages/cart/de';

export const messages: Record<string, string> = { ...coreDe, ...cartDe };
