import { coreEt } from '../../messages/core/et';
import { cartEt } from '../../messages/cart/et';

export const messages: Record<string, string> = { ...coreEt, ...cartEt };
