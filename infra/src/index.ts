export { families, type FamilySeed, type IconShape, type Localized } from './catalogue/families';
export { buildCategoryTree, type CategorySeed } from './catalogue/category-tree';
export { categoryIconSvg } from './catalogue/icons';
