import { describe, expect, it } from 'vitest';
import { canGoBackInApp, isAppScreen, parentPath } from './back-navigation';

const origin = 'https://gradiliste.example.hr';
const history = (urls: string[], index = urls.length - 1) => ({ currentEntry: { index }, entries: () => urls.map((url) => ({ url })) });

describe('parentPath', () => {
  it.each([
    ['/projects/5/employees', '/projects/5'],
    ['/projects/5', '/projects'],
    ['/projects', '/'],
    ['/news/3', '/news'],
    ['/', '/'],
    ['/projects/5/items/import', '/projects/5/items'],
    ['/projects/5/hodogram/12', '/projects/5/hodogram'],
    ['/projects/5/employees/new', '/projects/5/employees'],
    ['/projects/5/employees/7', '/projects/5/employees'],
    ['/projects/5/edit', '/projects/5'],
    ['/users/5/edit', '/users/5'],
    ['/projects/5/employees/7/edit', '/projects/5/employees'],
    ['/projects/5/attachments/9/edit', '/projects/5/attachments'],
    ['/employees/3/gear/9/edit', '/employees/3/gear'],
  ])('%s -> %s', (path, parent) => {
    expect(parentPath(path)).toBe(parent);
  });
});

describe('canGoBackInApp', () => {
  it('goes to the parent when the tab starts on this page (a deep link in a new tab)', () => {
    expect(canGoBackInApp(history([`${origin}/projects/5/employees`]), origin, false)).toBe(false);
  });

  it('goes back when the previous entry is a screen of the app', () => {
    expect(canGoBackInApp(history([`${origin}/projects`, `${origin}/projects/5`]), origin, false)).toBe(true);
  });

  it('never goes back into the sign-in steps or to another site', () => {
    expect(canGoBackInApp(history([`${origin}/authentication/login-callback?returnUrl=%2F`, `${origin}/`]), origin, true)).toBe(false);
    expect(canGoBackInApp(history(['https://evil.example/', `${origin}/`]), origin, true)).toBe(false);
    expect(isAppScreen('about:blank', origin)).toBe(false);
    expect(isAppScreen(null, origin)).toBe(false);
  });

  it('without the Navigation API, trusts a client-side navigation seen in this page', () => {
    expect(canGoBackInApp(undefined, origin, true)).toBe(true);
    expect(canGoBackInApp(undefined, origin, false)).toBe(false);
  });
});
