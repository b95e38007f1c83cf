import { coreEt } from '../../messages/core/et';
import { catalogueEt } from '../../messages/catalogue/et';

export const messages: Record<string, string> = { ...coreEt, ...catalogueEt };
