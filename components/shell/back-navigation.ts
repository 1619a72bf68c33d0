/**
 * Where the header's "Natrag" goes (issue 9): back in the tab's history when the previous entry
 * is a screen of this app, else to the parent screen, so a deep link opened in a new tab never
 * leaves the app. Pure, for the shell and its tests.
 */

/**
 * The screen above `pathname`: /projects/5/employees -> /projects/5, /projects/5 -> /projects,
 * /news/3 -> /news, /projects -> /. An edit drawer closes onto what it edits:
 * /users/5/edit -> /users/5, /projects/5/employees/7/edit -> /projects/5/employees.
 */
export function parentPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.at(-1) === 'edit') {
    segments.pop();
    // A sub-entity (/projects/5/employees/7) has no screen of its own: back to its tab.
    if (segments.length >= 3) segments.pop();
  } else {
    segments.pop();
  }
  return `/${segments.join('/')}`;
}

/** Paths that are no screen to go back to (sign-in steps, API answers). */
const NOT_A_SCREEN = ['/authentication', '/api'];

/** Whether `url` (an absolute URL of a history entry) is a screen of this app at `origin`. */
export function isAppScreen(url: string | null | undefined, origin: string): boolean {
  if (!url) return false;
  try {
    const target = new URL(url);
    if (target.origin !== origin) return false;
    return !NOT_A_SCREEN.some((p) => target.pathname === p || target.pathname.startsWith(`${p}/`));
  } catch {
    return false;
  }
}

/** The Navigation API where the browser has it (Chromium; not yet Firefox). */
type NavigationLike = { currentEntry: { index: number } | null; entries(): { url: string | null }[] };

/**
 * Whether going back stays in the app. The Navigation API lists this tab's same-origin entries;
 * without it, `navigatedInApp` (a client-side navigation seen since the page loaded) decides.
 */
export function canGoBackInApp(navigation: NavigationLike | undefined, origin: string, navigatedInApp: boolean): boolean {
  if (!navigation?.currentEntry) return navigatedInApp;
  const index = navigation.currentEntry.index;
  if (index <= 0) return false;
  return isAppScreen(navigation.entries()[index - 1]?.url, origin);
}
