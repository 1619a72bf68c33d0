/** Cooperators, contacts and the lookups they use (spec part 1). Joined with the others in lib/i18n/messages.ts. */

export const cooperatorMessages = {
  // ---- cooperators and lookups
  cooperatorSaved: 'Suradnik je uspješno spremljen.',
  cooperatorDeleted: 'Suradnik je uspješno obrisan.',
  contactSaved: 'Kontakt je uspješno spremljen.',
  contactDeleted: 'Kontakt je uspješno obrisan.',
  cooperatorInUse: 'Suradnik se koristi i ne može se obrisati.',
  noContacts: 'Suradnik nema kontakata',
  countryMissing: 'Odabrana država ne postoji.',
  cityMissing: 'Odabrano mjesto ne postoji.',
  cityNotInCountry: 'Odabrano mjesto ne pripada odabranoj državi.',
  unitShortNameTaken: 'Jedinica mjere s ovom oznakom već postoji.',
  coefficientNameTaken: 'Koeficijent s ovim nazivom već postoji.',
} as const;


// ---- screen labels
/** The cooperator screens' own labels (field names as the office knows them). */
export const COOPERATOR_LABELS = {
  name: 'Naziv',
  personType: 'Vrsta osobe',
  associateType: 'Vrsta suradnika',
  oib: 'OIB',
  mbg: 'MBG',
  mb: 'MB',
  iban: 'IBAN',
  address: 'Adresa',
  zip: 'Poštanski broj',
  city: 'Mjesto',
  country: 'Država',
  email: 'E-mail',
  phone: 'Telefon',
  web: 'Web',
} as const;

export const CONTACT_LABELS = {
  name: 'Ime i prezime',
  address: 'Adresa',
  city: 'Mjesto',
  country: 'Država',
  email: 'E-mail',
  phone: 'Telefon',
} as const;

export const COOPERATOR_TEXTS = {
  title: 'Suradnici',
  add: 'Dodaj suradnika',
  createTitle: 'Novi suradnik',
  editTitle: 'Uređivanje suradnika',
  detailsTab: 'Detalji',
  contactsTab: 'Kontakti',
  addContact: 'Dodaj kontakt',
  createContactTitle: 'Novi kontakt',
  editContactTitle: 'Uređivanje kontakta',
  /** "Jeste li sigurni da želite obrisati suradnika „X”? Obrisat će se i njegovi kontakti." */
  contactsGoToo: 'Obrisat će se i svi njegovi kontakti.',
} as const;
