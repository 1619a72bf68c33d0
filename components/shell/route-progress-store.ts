/**
 * Starts the route progress bar from anywhere in the browser (a link click, the back button):
 * RouteProgress listens. A plain event target, so callers need no React context.
 */
const target = typeof EventTarget === 'undefined' ? null : new EventTarget();
const START = 'route-progress-start';

export function startRouteProgress() {
  target?.dispatchEvent(new Event(START));
}

export function onRouteProgressStart(listener: () => void): () => void {
  target?.addEventListener(START, listener);
  return () => target?.removeEventListener(START, listener);
}

/**
 * Whether a click on an anchor is an in-app navigation the router will do: a plain left click
 * on a same-origin link to another page (not a new tab, a download, or a jump within the page).
 */
export function isInAppNavigation(
  click: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean },
  anchor: { href: string; target: string; hasAttribute(name: string): boolean },
  current: { origin: string; pathname: string; search: string },
): boolean {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return false;
  }
  if (url.origin !== current.origin) return false;
  return url.pathname !== current.pathname || url.search !== current.search;
}
