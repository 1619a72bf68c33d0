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

/** How long the focus is looked after once a drawer closes (a slow route change included). */
const WATCH_MS = 4000;

/**
 * Gives the focus back to the opener (or its re-rendered twin) once the drawer is gone. A route
 * change may remount the page (a drawer route is another segment) after the drawer has gone, so
 * the focus is watched for a while and moved to the new twin when its element is replaced. It
 * gives up when the user moves the focus elsewhere on the page, or while a dialog stays open
 * (e.g. the saved entity's detail drawer).
 */
export function returnFocusWhenClosed(opener: Opener | null) {
  if (!opener) return;
  const deadline = Date.now() + WATCH_MS;
  let focused: HTMLElement | null = null;
  const attempt = () => {
    if (Date.now() > deadline) return;
    const active = document.activeElement as HTMLElement | null;
    const lost = !active || active === document.body || !active.isConnected || !!active.closest(INSIDE_DIALOG);
    if (focused?.isConnected) {
      // Done, unless the page is re-rendered under it; a click elsewhere ends the watch.
      if (active === focused) window.setTimeout(attempt, 50);
      return;
    }
    if (!lost) return; // the user moved on
    const target = dialogOnScreen() ? null : findAgain(opener);
    if (target) {
      target.focus({ preventScroll: true });
      focused = target;
      opener.element = target;
    }
    window.setTimeout(attempt, 50);
  };
  window.setTimeout(attempt, 0);
}
