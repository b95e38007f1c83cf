import { coreEt } from '../../messages/core/et';
import { accountEt } from '../../messages/account/et';

export const messages: Record<string, string> = { ...coreEt, ...accountEt };
