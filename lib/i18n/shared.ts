/** Generic texts every module uses: validation, errors, empty states, notices, common labels, the shell and sign-in. Joined with the others in lib/i18n/messages.ts. */

/** Grammatical gender and number of an entity name, for "spremljen/spremljena/spremljeno/…". */
export type Gender = 'm' | 'f' | 'n' | 'm-pl' | 'f-pl';

const PARTICIPLE_ENDINGS: Record<Gender, { aux: 'je' | 'su'; ending: string }> = {
  m: { aux: 'je', ending: '' },
  f: { aux: 'je', ending: 'a' },
  n: { aux: 'je', ending: 'o' },
  'm-pl': { aux: 'su', ending: 'i' },
  'f-pl': { aux: 'su', ending: 'e' },
};

/**
 * Croatian plural of a counted noun: 1, 21, 101 -> one; 2-4, 22-24 -> few; else many
 * (11-14 are "many"). E.g. plural(21, 'znak', 'znaka', 'znakova') -> 'znak'.
 */
export function plural(n: number, one: string, few: string, many: string): string {
  const abs = Math.abs(Math.trunc(n));
  const d = abs % 10;
  const dd = abs % 100;
  if (d === 1 && dd !== 11) return one;
  if (d >= 2 && d <= 4 && (dd < 12 || dd > 14)) return few;
  return many;
}

export const characters = (n: number) => `${n} ${plural(n, 'znak', 'znaka', 'znakova')}`;

function done(verbStem: string, entity: string | undefined, gender: Gender): string {
  if (!entity) return `Uspješno ${verbStem}o.`;
  const { aux, ending } = PARTICIPLE_ENDINGS[gender];
  return `${entity} ${aux} uspješno ${verbStem}${ending}.`;
}

export const sharedMessages = {
  // ---- validation (spec part 1, sections 5 and 8; part 2 section 5)
  required: 'Obavezno polje',
  /** "Najviše je dopušteno 200 znakova" (grammatical plural: 21 znak, 22 znaka). */
  maxLength: (n: number) => `Najviše je dopušteno ${characters(n)}`,
  minLength: (n: number) => `Potrebno je najmanje ${characters(n)}`,
  exactLength: (n: number) => `Potrebno je točno ${characters(n)}`,
  invalidEmail: 'Neispravna e-mail adresa',
  oibLength: 'OIB mora imati 11 znamenaka',
  invalidOib: 'Neispravan OIB',
  mbLength: 'MB mora imati 8 znamenaka',
  invalidMb: 'Neispravan MB',
  mbgLength: 'MBG mora imati 13 znamenaka',
  invalidMbg: 'Neispravan MBG',
  invalidIban: 'Neispravan IBAN',
  fromBeforeTo: 'Datum od ne smije biti nakon datuma do',
  startBeforeEnd: 'Datum početka ne smije biti nakon datuma završetka',
  longitudeRange: 'Geografska dužina mora biti između -180 i 180',
  latitudeRange: 'Geografska širina mora biti između -90 i 90',
  /** Work-hour deadline extension (the spec leaves 1-30 vs 0-31 open; the caller passes its bounds). */
  extensionDays: (min: number, max: number) => `Broj dana produljenja mora biti cijeli broj od ${min} do ${max}`,
  wrongFileType: 'Neispravan tip datoteke',
  fileRequired: 'Odaberite datoteku',
  fileTooLarge: (maxMb: number) => `Datoteka je prevelika (najviše ${maxMb} MB)`,
  invalidNumber: 'Neispravan broj',
  integer: 'Vrijednost mora biti cijeli broj',
  maxDecimals: (n: number) => `Dopušteno je najviše ${n} ${plural(n, 'decimala', 'decimale', 'decimala')}`,
  min: (n: number | string) => `Vrijednost mora biti najmanje ${n}`,
  max: (n: number | string) => `Vrijednost smije biti najviše ${n}`,
  positive: 'Vrijednost mora biti veća od 0',
  invalidDate: 'Neispravan datum',
  /** What a date field expects (dan.mjesec.godina.). */
  datePlaceholder: 'dd.mm.gggg.',
  dateTimePlaceholder: 'dd.mm.gggg. hh:mm',
  timePlaceholder: 'hh:mm',
  invalidValue: 'Neispravna vrijednost',
  /** A list filter given too many values (e.g. 101 repeated ids). */
  tooManyValues: (n: number) => `Najviše je dopušteno ${n} ${plural(n, 'vrijednost', 'vrijednosti', 'vrijednosti')}`,
  secondCompanySameAsFirst: 'Druga tvrtka ne smije biti jednaka prvoj',

  // ---- errors (spec part 1, section 8; ARCHITECTURE.md 5)
  saveError: 'Greška prilikom spremanja',
  deleteError: 'Greška prilikom brisanja',
  unknownError: 'Dogodila se nepoznata greška. Molimo kontaktirajte razvojni tim.',
  unexpectedServerError: 'Došlo je do neočekivane greške na poslužitelju.',
  networkError: 'Poslužitelj nije dostupan. Provjerite vezu i pokušajte ponovno.',
  unauthenticated: 'Niste prijavljeni.',
  forbidden: 'Nemate ovlasti za ovu radnju.',
  notFound: 'Traženi zapis ne postoji.',
  validationFailed: 'Podaci nisu ispravni.',
  conflict: 'Radnja nije dopuštena u trenutnom stanju zapisa.',
  /** Postgres 23503 (a row still referenced) and 23505 (unique violation). */
  inUse: 'Zapis se koristi na drugim mjestima i ne može se obrisati.',
  duplicate: 'Zapis s istim podacima već postoji.',
  cityExists: 'To mjesto u odabranoj državi već postoji.',
  addCity: (name: string) => `Dodaj mjesto „${name}”`,
  chooseCountryFirst: 'Najprije odaberite državu',
  invalidOrigin: 'Zahtjev nije poslan iz aplikacije.',
  payloadTooLarge: 'Zahtjev je prevelik.',
  /** A JSON body over JSON_BODY_MAX_BYTES (lib/http/json-body). */
  requestBodyTooLarge: (limit: string) => `Zahtjev je prevelik (najviše ${limit}).`,
  invalidJson: 'Tijelo zahtjeva nije ispravan JSON.',
  jsonObjectRequired: 'Tijelo zahtjeva mora biti JSON objekt.',
  /** A NUL character (U+0000) in a path, query or body text: Postgres text cannot hold it. */
  nulCharacter: 'Podaci sadrže nedopušteni znak (NUL).',
  // Database rule violations the wrapper maps to 400 (lib/http/db-errors)
  dbCheckViolation: 'Podaci ne zadovoljavaju pravila zapisa.',
  dbInvalidText: 'Neispravan oblik podatka.',
  dbInvalidCharacter: 'Tekst sadrži nedopušteni znak.',
  dbNumberOutOfRange: 'Broj je izvan dopuštenog raspona.',
  dbTextTooLong: 'Tekst je predugačak.',
  /** Client-side guard text fixed by the spec (section 7). */
  parameterMustBeDefined: (name: string) => `The parameter '${name}' must be defined.`,
  unauthorizedWorkHoursProject: 'Evidencija sati je za centar odgovornosti za koji niste autorizirani',

  // ---- empty states
  noData: 'Nema podataka',
  noOptions: 'Nema opcija za odabir',
  noEmployees: 'Nema zaposlenika',
  noProjects: 'Nema centara odgovornosti',
  noSituations: 'Nema situacija',
  noContractorsTitle: 'Nema izvođača',
  noContractorsText: 'Za ovaj centar odgovornosti još nije dodan nijedan izvođač s troškovnikom.',
  noHodogramSteps: 'Nema koraka hodograma',
  noNewsSelected: 'Nema odabranih novosti',

  // ---- notices and confirmation
  /** saved('Korisnik') -> "Korisnik je uspješno spremljen."; saved('Novost', 'f') -> "… spremljena." */
  saved: (entity?: string, gender: Gender = 'm') => done('spremljen', entity, gender),
  /** deleted('Projekt') -> "Projekt je uspješno obrisan." */
  deleted: (entity?: string, gender: Gender = 'm') => done('obrisan', entity, gender),
  confirmDeleteTitle: 'Potvrda brisanja',
  /** confirmDelete('korisnika Ivan Horvat') -> "Jeste li sigurni da želite obrisati korisnika Ivan Horvat?" */
  confirmDelete: (text: string) => `Jeste li sigurni da želite obrisati ${text}?`,
  confirmTitle: 'Potvrda',
  /** Closing a drawer whose form holds changes. */
  unsavedChangesTitle: 'Nespremljene promjene',
  unsavedChangesText: 'Imate nespremljene promjene. Želite li ih odbaciti?',
  discardChanges: 'Odbaci promjene',
  keepEditing: 'Nastavi uređivanje',

  // ---- common labels
  yes: 'Da',
  no: 'Ne',
  all: 'Sve',
  ok: 'U redu',
  confirm: 'Potvrdi',
  cancel: 'Odustani',
  save: 'Spremi',
  edit: 'Uredi',
  delete: 'Obriši',
  close: 'Zatvori',
  clear: 'Očisti',
  time: 'Vrijeme',
  add: 'Dodaj',
  back: 'Natrag',
  view: 'Pregled',
  details: 'Detalji',
  actions: 'Radnje',
  search: 'Pretraži',
  loading: 'Učitavanje…',
  total: 'Ukupno',
  totalItems: (n: number | string) => `Ukupno: ${n}`,
  import: 'Uvoz',
  export: 'Izvoz',

  // ---- shell and pages
  appName: 'Gradilište',
  menu: 'Izbornik',
  toggleMenu: 'Prikaži ili sakrij izbornik',
  profile: 'Profil',
  login: 'Prijava',
  logout: 'Odjava',
  notFoundTitle: 'Ooops... Greška 404',
  notFoundText: 'Stranica koju tražite ne postoji.',
  homeLink: 'Natrag na početnu',
  underConstruction: 'U izradi',
  underConstructionText: 'Ovaj modul je u izradi.',

  // ---- sign-in and sign-out (spec part 1, sections 4 and 8)
  signIn: 'Prijavi se',
  signedInAs: 'Prijavljeni ste kao',
  signInWithOtherAccount: 'Prijava drugim računom',
  redirectingToSignIn: 'Preusmjeravanje na prijavu…',
  tryAgain: 'Pokušajte ponovno',
  loggingOut: 'Odjava u tijeku…',
  loggedOut: 'Uspješno ste se odjavili',
  loggedOutText: 'Vaša sesija je završena. Za nastavak rada ponovno se prijavite.',
  /** Fixed by the spec: keep the English text exactly. */
  invalidReturnUrl: 'Invalid return url',
  signInError: 'Došlo je do greške prilikom prijave.',
  popupClosed: 'Korisnik je zatvorio prozor.',
  logoutNotInitiated: 'Odjava nije pokrenuta iz aplikacije.',
  noAccessTitle: 'Nemate pristup aplikaciji',
  noAccessText:
    'Vaš korisnički račun nije povezan s aktivnim korisnikom aplikacije. Obratite se administratoru.',
} as const;
