/**
 * The Contractors tab's "Sve stavke" / "Samo stavke s podacima" in the URL (?prikaz=podaci), so
 * a reload, the browser's back and the inner contractor tabs keep it; without it, all items.
 */
export type ShowMode = 'all' | 'data';

export const SHOW_PARAM = 'prikaz';
export const SHOW_DATA = 'podaci';

export const showModeOf = (value: string | null | undefined): ShowMode => (value === SHOW_DATA ? 'data' : 'all');

/** The query string ('' or '?prikaz=podaci&...') of `query` with the mode set; other parameters kept. */
export function queryWithShowMode(query: URLSearchParams | string, mode: ShowMode): string {
  const params = new URLSearchParams(query);
  if (mode === 'data') params.set(SHOW_PARAM, SHOW_DATA);
  else params.delete(SHOW_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}
