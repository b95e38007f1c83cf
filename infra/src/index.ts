export { demoCatalogue, type DemoCatalogue } from './catalogue/demo-catalogue';
export { generateCatalogue, type CatalogueSeed, type GenerateOptions } from './catalogue/generate';
