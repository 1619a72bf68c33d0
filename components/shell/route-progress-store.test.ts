import { describe, expect, it } from 'vitest';
import { isInAppNavigation, onRouteProgressStart, startRouteProgress } from './route-progress-store';

const here = { origin: 'https://app.example', pathname: '/projects', search: '?activeTab=inactive' };
const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const link = (href: string, target = '', download = false) => ({ href, target, hasAttribute: (n: string) => n === 'download' && download });

describe('isInAppNavigation', () => {
  it('starts for a plain click on a link to another screen of the app', () => {
    expect(isInAppNavigation(plain, link('https://app.example/employees'), here)).toBe(true);
    expect(isInAppNavigation(plain, link('https://app.example/projects'), here)).toBe(true); // another query
  });

  it('does not start for a new tab, a download, another site or the same page', () => {
    expect(isInAppNavigation({ ...plain, ctrlKey: true }, link('https://app.example/employees'), here)).toBe(false);
    expect(isInAppNavigation({ ...plain, button: 1 }, link('https://app.example/employees'), here)).toBe(false);
    expect(isInAppNavigation(plain, link('https://app.example/employees', '_blank'), here)).toBe(false);
    expect(isInAppNavigation(plain, link('https://app.example/files/1', '', true), here)).toBe(false);
    expect(isInAppNavigation(plain, link('https://alati.example.hr/'), here)).toBe(false);
    expect(isInAppNavigation(plain, link('https://app.example/projects?activeTab=inactive#x'), here)).toBe(false);
  });
});

describe('startRouteProgress', () => {
  it('tells the listeners, until they unsubscribe', () => {
    let calls = 0;
    const stop = onRouteProgressStart(() => calls++);
    startRouteProgress();
    stop();
    startRouteProgress();
    expect(calls).toBe(1);
  });
});
