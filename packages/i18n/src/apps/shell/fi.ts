import { coreFi } from '../../messages/core/fi';
import { shellFi } from '../../messages/shell/fi';

export const messages: Record<string, string> = { ...coreFi, ...shellFi };
