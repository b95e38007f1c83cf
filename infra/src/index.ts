export { families, type FamilySeed, type IconShape, type Localized } from './catalogue/families';
export { buildCategoryTree, type CategorySeed } from './catalogue/category-tree';
export { categoryIconSvg, productPictureSvg } from './catalogue/icons';
export { attributeDefs, attributeByKey, attributeValueLabel, type AttributeDef } from './catalogue/attributes';
export type { AttributeValue } from './catalogue/product-lines';
export { supplierFulfilmentFields, type SupplierSeed } from './catalogue/suppliers';
export {
  generateCatalogue,
  generateSupplierRegister,
  type CatalogueSeed,
  type GenerateOptions,
  type ProductSeed,
  type VariantSeed,
} from './catalogue/generate';
export { elasticTemplates } from './catalogue/elasticsearch';
