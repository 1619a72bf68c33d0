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
