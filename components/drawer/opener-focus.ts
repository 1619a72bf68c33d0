'use client';

/**
 * Focus goes back to the link or button that opened a drawer once it closes (issue 9). Drawers
 * open by navigation, so the opener is the last link or button clicked (or activated with the
 * keyboard) outside any drawer; when the page has re-rendered it, an element with the same
 * href or accessible name takes its place.
 */
type Opener = { element: HTMLElement; href: string | null; label: string | null };

let lastActivated: Opener | null = null;

const INSIDE_DIALOG = '[role="dialog"], [data-entity-drawer]';

function remember(event: Event) {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>('a[href], button') : null;
  if (!target || target.closest(INSIDE_DIALOG)) return;
  lastActivated = { element: target, href: target.getAttribute('href'), label: target.getAttribute('aria-label') };
}

// Watched from the start, so the click that navigates to a drawer's route is already known.
if (typeof document !== 'undefined') document.addEventListener('click', remember, true);

/** The opener of a drawer that opens now: the last activated link or button. */
export function takeOpener(): Opener | null {
  const opener = lastActivated;
  lastActivated = null;
  return opener;
}

function findAgain(opener: Opener): HTMLElement | null {
  if (opener.element.isConnected) return opener.element;
  const outside = (el: HTMLElement | null) => (el && !el.closest(INSIDE_DIALOG) ? el : null);
  if (opener.href) {
    const href = CSS.escape(opener.href);
    const match = Array.from(document.querySelectorAll<HTMLElement>(`a[href="${href}"]`)).find((el) => outside(el));
    if (match) return match;
  }
  if (opener.label) {
    const label = CSS.escape(opener.label);
    const match = Array.from(document.querySelectorAll<HTMLElement>(`[aria-label="${label}"]`)).find((el) => outside(el));
    if (match) return match;
  }
  return null;
}

/** A drawer or a modal (the unsaved-changes question) still on screen. */
const dialogOnScreen = () => document.querySelector('[role="dialog"]');

/**
 * Gives the focus back to the opener (or its re-rendered twin) once the drawer is gone. A route
 * change may remount the page (a drawer route is another segment), so this waits for the DOM to
 * settle instead of relying on the closing component. It gives up when the user has moved the
 * focus elsewhere on the page, or when a dialog stays open (e.g. the saved entity's detail drawer).
 */
export function returnFocusWhenClosed(opener: Opener | null) {
  if (!opener) return;
  let tries = 0;
  const attempt = () => {
    const active = document.activeElement as HTMLElement | null;
    const idle = !active || active === document.body || !active.isConnected || !!active.closest(INSIDE_DIALOG);
    if (!idle || tries++ > 60) return;
    const target = dialogOnScreen() ? null : findAgain(opener);
    if (target) target.focus({ preventScroll: true });
    else window.setTimeout(attempt, 50);
  };
  window.setTimeout(attempt, 0);
}
