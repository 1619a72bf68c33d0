import { describe, expect, it } from 'vitest';
import { isSafeReturnUrl, resolveReturnUrl } from './return-url';

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
