import { coreDe } from '../../messages/core/de';
import { catalogueDe } from '../../messages/catalogue/de';

export const messages: Record<string, string> = { ...coreDe, ...catalogueDe };
