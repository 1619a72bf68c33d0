/**
 * The sign-in failures the login-failed page names (spec part 1 section 8: "fail shows the
 * message"): next-auth's error codes and the app's own, each with its Croatian text. The page
 * shows only these texts, never what the URL says.
 */
import { sharedMessages } from './shared';

export const SIGN_IN_ERRORS = {
  // next-auth (the /api/auth/error and sign-in page codes)
  Configuration: 'Prijava nije ispravno podešena na poslužitelju. Obratite se administratoru.',
  AccessDenied: 'Pristup je odbijen.',
  Verification: 'Poveznica za prijavu je istekla ili je već iskorištena.',
  Signin: 'Prijavu nije moguće pokrenuti.',
  OAuthSignin: 'Prijavu nije moguće pokrenuti: poslužitelj identiteta nije dostupan.',
  OAuthCallback: 'Poslužitelj identiteta nije potvrdio prijavu.',
  OAuthCreateAccount: 'Račun nije moguće stvoriti.',
  EmailCreateAccount: 'Račun nije moguće stvoriti.',
  Callback: 'Prijava nije dovršena.',
  OAuthAccountNotLinked: 'Račun nije povezan.',
  EmailSignin: 'Poruku za prijavu nije moguće poslati.',
  CredentialsSignin: 'Prijava nije uspjela: provjerite podatke za prijavu.',
  SessionRequired: 'Za ovu stranicu morate biti prijavljeni.',
  // the app's own: a return URL that is not on this site (the spec's text, in English)
  InvalidReturnUrl: sharedMessages.invalidReturnUrl,
} as const;

export type SignInErrorCode = keyof typeof SIGN_IN_ERRORS;

/** Any other code (or none); the page's title already says that sign-in failed. */
export const SIGN_IN_ERROR_UNKNOWN = 'Pokušajte se ponovno prijaviti. Ako se greška ponovi, obratite se administratoru.';

/** The Croatian text of a failure code; an unknown code or any other text gets the generic one. */
export function signInErrorText(code: unknown): string {
  return typeof code === 'string' && Object.hasOwn(SIGN_IN_ERRORS, code) ? SIGN_IN_ERRORS[code as SignInErrorCode] : SIGN_IN_ERROR_UNKNOWN;
}
