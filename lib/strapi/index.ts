import 'server-only';

export { getGlobal, getHome, getPage, getPageSlugIn } from './content';
export { StrapiError, setBackendErrorHook } from './errors';
export type { Block, Global, Home, Media, NavLink, Page, ProductCard, RichText, RichTextNode } from './schemas';
export { TAGS } from './tags';
