import { coreEt } from '../../messages/core/et';
import { shellEt } from '../../messages/shell/et';

export const messages: Record<string, string> = { ...coreEt, ...shellEt };
