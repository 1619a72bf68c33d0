import { describe, expect, it } from 'vitest';
import { isSafeReturnUrl, resolveReturnUrl, signInReturnUrl } from './return-url';

describe('return URL check', () => {
  it.each(['/', '/projects', '/projects/5/items?pageIndex=2&filter.name=a', '/users/new#x'])('accepts %s', (u) => {
    expect(isSafeReturnUrl(u)).toBe(true);
  });
  it.each([
    'https://evil.example/',
    'http://localhost:3000/',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'projects',
    '/%0d%0aLocation:x\r\n',
    '/\t/evil.example',
    '',
  ])('refuses %s', (u) => {
    expect(isSafeReturnUrl(u)).toBe(false);
  });
  it('defaults to the root and refuses foreign targets', () => {
    expect(resolveReturnUrl(undefined)).toBe('/');
    expect(resolveReturnUrl('')).toBe('/');
    expect(resolveReturnUrl('/news')).toBe('/news');
    expect(resolveReturnUrl('https://evil.example')).toBeNull();
  });
});

describe('signInReturnUrl (the login page)', () => {
  const app = 'http://localhost:3000';
  it('reads returnUrl first', () => {
    expect(signInReturnUrl({ returnUrl: '/projects/5', callbackUrl: '/news' }, app)).toBe('/projects/5');
    expect(signInReturnUrl({ returnUrl: 'https://evil.example/', callbackUrl: '/news' }, app)).toBeNull();
  });

  it("accepts next-auth's callbackUrl, which next-auth makes absolute on the app's origin", () => {
    expect(signInReturnUrl({ callbackUrl: '/projects' }, app)).toBe('/projects');
    expect(signInReturnUrl({ callbackUrl: 'http://localhost:3000/projects?activeTab=inactive#x' }, app)).toBe('/projects?activeTab=inactive#x');
    expect(signInReturnUrl({ callbackUrl: 'http://localhost:3000' }, app)).toBe('/');
  });

  it('refuses a callbackUrl elsewhere, however it is written', () => {
    for (const callbackUrl of [
      'https://evil.example/projects',
      'http://localhost:3000.evil.example/',
      'https://localhost:3000/projects',
      'http://localhost:3001/projects',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'projects',
    ]) {
      expect(signInReturnUrl({ callbackUrl }, app), callbackUrl).toBeNull();
    }
  });

  it('defaults to the root and refuses a repeated parameter', () => {
    expect(signInReturnUrl({}, app)).toBe('/');
    expect(signInReturnUrl({ callbackUrl: ['/a', '/b'] }, app)).toBeNull();
    expect(signInReturnUrl({ returnUrl: ['/a', '/b'] }, app)).toBeNull();
  });
});
