import 'server-only';

export { getGlobal, getHome } from './content';
export { StrapiError, setBackendErrorHook } from './errors';
export type { Block, Global, Home, Media, NavLink, ProductCard, RichText, RichTextNode } from './schemas';
export { TAGS } from './tags';
