import 'server-only';

export { getGenericValue, getProducer, getProduct, getProducts, getSurface, productsPerPage } from './catalogue';
export { CATEGORIES, COLOUR_FAMILIES, FINISHES } from './catalogue-schemas';
export type { Category, ColourFamily, Producer, ProducerRef, ProductDetail, ProductList, SurfaceChip, SurfaceDetail } from './catalogue-schemas';
export { getGlobal, getHome, getPage, getPageLocalizations } from './content';
export { search, suggest, type SearchResults, type Suggestions } from './search';
export { createContactMessage } from './contact';
export { CMS_REFUSALS, cmsRefusal, isCmsBusy, isStrapiError, StrapiError, setBackendErrorHook, type CmsRefusal } from './errors';
export type { Block, Global, Home, Media, NavLink, Page, ProductCard, RichText, RichTextNode } from './schemas';
export { TAGS, tagsForChange } from './tags';
export { forgetTags } from './memo';
export { authApi, type AuthSession, type User } from './auth';
export { confirmEmailCode } from './client';
export { materials, measurements, projects } from './owner';
export { fileConsentRecord, type ConsentRecord } from './consent';
export { getSharedProject, isShareToken, shareLinks, type SharedMaterial, type SharedProject } from './share';
