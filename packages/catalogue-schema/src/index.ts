export { families, type FamilySeed, type IconShape, type Localized, type SubcategorySeed } from './families';
export { buildCategoryTree, type CategorySeed } from './category-tree';
export { categoryIconSvg, productPictureSvg } from './icons';
export { attributeDefs, attributeByKey, attributeValueLabel, type AttributeDef } from './attributes';
export { elasticTemplates } from './elasticsearch';
export type { AttributeValue, CatalogueProduct, CatalogueSupplier, CatalogueVariant } from './records';
export { supplierFulfilmentFields } from './supplier-fulfilment';
