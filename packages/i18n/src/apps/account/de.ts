import { coreDe } from '../../messages/core/de';
import { accountDe } from '../../messages/account/de';

export const messages: Record<string, string> = { ...coreDe, ...accountDe };
