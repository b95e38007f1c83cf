import { coreFi } from '../../messages/core/fi';
import { catalogueFi } from '../../messages/catalogue/fi';

export const messages: Record<string, string> = { ...coreFi, ...catalogueFi };
