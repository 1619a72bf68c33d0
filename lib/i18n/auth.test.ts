import { describe, expect, it } from 'vitest';
import { SIGN_IN_ERROR_UNKNOWN, signInErrorText } from './auth';

describe('signInErrorText', () => {
  it("names next-auth's codes and the app's own in the catalogue's words", () => {
    expect(signInErrorText('OAuthCallback')).toBe('Poslužitelj identiteta nije potvrdio prijavu.');
    expect(signInErrorText('AccessDenied')).toBe('Pristup je odbijen.');
    expect(signInErrorText('Configuration')).toContain('nije ispravno podešena');
    expect(signInErrorText('InvalidReturnUrl')).toBe('Invalid return url');
  });

  it('gives the generic text for anything else, never the text itself', () => {
    for (const code of ['Vaš račun je blokiran', '<b>x</b>', '__proto__', 'toString', 'constructor', '', undefined, ['OAuthCallback']]) {
      expect(signInErrorText(code)).toBe(SIGN_IN_ERROR_UNKNOWN);
    }
  });
});
