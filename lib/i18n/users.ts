/** Users (spec part 1, sections 3 and 5). Joined with the others in lib/i18n/messages.ts. */

export const userMessages = {
  // ---- users (spec part 1 section 5, "User")
  userSaved: 'Korisnik je uspješno spremljen.',
  userDeleted: 'Korisnik je uspješno obrisan.',
  emailNotEditable: 'E-mail adresa se ne može mijenjati.',
  employeeRequiredForSiteManager: 'Za voditelja gradilišta zaposlenik je obavezan.',
  userEmployeeMissing: 'Odabrani zaposlenik ne postoji.',
  userEmailTaken: 'Korisnik s ovom e-mail adresom već postoji.',
  lastSuperAdmin: 'Mora ostati barem jedan aktivni SuperAdmin.',
  cannotDeleteSelf: 'Ne možete obrisati vlastiti korisnički račun.',
} as const;

/** The users form's and list's labels (the list's column headers are the same words). */
export const USER_LABELS = {
  name: 'Ime',
  surname: 'Prezime',
  email: 'E-mail',
  role: 'Uloga',
  employee: 'Zaposlenik',
  emailConfirmed: 'E-mail potvrđen',
} as const;

/** The users list's texts. */
export const USER_TEXTS = {
  add: 'Dodaj korisnika',
  /** The drawer's titles by mode. */
  titles: { create: 'Novi korisnik', read: 'Korisnik', edit: 'Uređivanje korisnika' },
} as const;
