import { coreFi } from '../../messages/core/fi';
import { accountFi } from '../../messages/account/fi';

export const messages: Record<string, string> = { ...coreFi, ...accountFi };
