export { supplierFulfilmentFields } from './catalogue/suppliers';
export {
  generateCatalogue,
  generateSupplierRegister,
  type CatalogueSeed,
  type GenerateOptions,
} from './catalogue/generate';
