import { coreDe } from '../../messages/core/de';
import { shellDe } from '../../messages/shell/de';

export const messages: Record<string, string> = { ...coreDe, ...shellDe };
