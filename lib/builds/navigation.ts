interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

interface AnchorLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/**
 * The URL a click on a link would navigate to client-side, or null when the browser
 * handles the click itself anyway (new tab, download, other origin, same-page anchor).
 */
export function clientNavigationTarget(event: ClickLike, anchor: AnchorLike, location: { origin: string; href: string }) {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  const here = new URL(location.href);
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  return url.href;
}
