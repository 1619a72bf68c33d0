/**
 * Which menu entry is active for a URL: pure, so the shell and its tests agree.
 * The longest matching path wins ('/news-admin' over '/news'), '/' only on the dashboard itself,
 * and an href with a query (/documents?typeId=800) needs those parameters to match too.
 */
import type { MenuEntry, MenuLink } from '@/lib/navigation/menu';

type SearchLike = { get(name: string): string | null };

function splitHref(href: string): { path: string; query: URLSearchParams } {
  const [path, query = ''] = href.split('?');
  return { path, query: new URLSearchParams(query) };
}

function pathMatches(linkPath: string, pathname: string): boolean {
  if (linkPath === '/') return pathname === '/';
  return pathname === linkPath || pathname.startsWith(`${linkPath}/`);
}

/** The internal links of the menu, groups flattened. */
export function menuLinks(entries: MenuEntry[]): MenuLink[] {
  return entries.flatMap((e) => ('children' in e ? e.children : e.external ? [] : [e]));
}

/** The id of the entry to highlight, or null. */
export function activeMenuId(entries: MenuEntry[], pathname: string, search: SearchLike): string | null {
  let best: { id: string; score: number } | null = null;
  for (const link of menuLinks(entries)) {
    const { path, query } = splitHref(link.href);
    if (!pathMatches(path, pathname)) continue;
    let queryMatches = true;
    for (const [key, value] of query) if (search.get(key) !== value) queryMatches = false;
    if (!queryMatches) continue;
    // Longer paths are more specific; among equal paths, more matched parameters win.
    const score = path.length * 100 + [...query.keys()].length;
    if (!best || score > best.score) best = { id: link.id, score };
  }
  return best?.id ?? null;
}

/**
 * The group to open for a URL: the one holding the active entry, or else one whose children live
 * under the current path (e.g. /documents/42 without typeId still opens "Dokumenti").
 */
export function activeGroupId(entries: MenuEntry[], pathname: string, activeId: string | null): string | null {
  for (const entry of entries) {
    if (!('children' in entry)) continue;
    if (activeId && entry.children.some((c) => c.id === activeId)) return entry.id;
  }
  for (const entry of entries) {
    if (!('children' in entry)) continue;
    if (entry.children.some((c) => pathMatches(splitHref(c.href).path, pathname))) return entry.id;
  }
  return null;
}
