/**
 * THE Croatian message catalogue (ARCHITECTURE.md 5 and 6): every text a user sees that is not a
 * screen's own label comes from here, on the server (route handlers, zod) and in the browser.
 * Plain strings for fixed texts, small functions for parameterised ones. The few English strings
 * are fixed by the spec and must stay as they are.
 */

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

const characters = (n: number) => `${n} ${plural(n, 'znak', 'znaka', 'znakova')}`;

function done(verbStem: string, entity: string | undefined, gender: Gender): string {
  if (!entity) return `Uspješno ${verbStem}o.`;
  const { aux, ending } = PARTICIPLE_ENDINGS[gender];
  return `${entity} ${aux} uspješno ${verbStem}${ending}.`;
}

export const messages = {
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
  invalidValue: 'Neispravna vrijednost',
  secondCompanySameAsFirst: 'Druga tvrtka ne smije biti jednaka prvoj',

  // ---- cost-list import (spec part 1, section 5)
  excelRangeFormat: 'Neispravan format raspona',
  excelRangeTooLarge: 'Raspon je prevelik (najviše 16 stupaca)',
  columnsNotUnique: 'Vrijednosti stupaca nisu jedinstvene',
  missingColumn: (label: string) => `Nedostaje vrijednost: ${label}`,
  columnAReserved: 'Stupac A je rezerviran za Id',

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
  typeToSearch: 'Upišite barem 2 znaka za pretragu',
  invalidOrigin: 'Zahtjev nije poslan iz aplikacije.',
  payloadTooLarge: 'Zahtjev je prevelik.',
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

  // ---- users (spec part 1 section 5, "User")
  userSaved: 'Korisnik je uspješno spremljen.',
  userDeleted: 'Korisnik je uspješno obrisan.',
  emailNotEditable: 'E-mail adresa se ne može mijenjati.',
  employeeRequiredForSiteManager: 'Za voditelja gradilišta zaposlenik je obavezan.',
  userEmployeeMissing: 'Odabrani zaposlenik ne postoji.',
  userEmailTaken: 'Korisnik s ovom e-mail adresom već postoji.',
  lastSuperAdmin: 'Mora ostati barem jedan aktivni SuperAdmin.',
  cannotDeleteSelf: 'Ne možete obrisati vlastiti korisnički račun.',

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

  // ---- attachments (spec part 1 sections 3, 5, 8; part 2 "Attachment")
  attachmentSaved: 'Prilog je uspješno spremljen.',
  attachmentDeleted: 'Prilog je uspješno obrisan.',
  noAttachments: 'Nema priloga',
  /** confirmDelete subject: "… obrisati prilog „Ugovor.pdf”?" */
  attachmentSubject: (fileName: string) => `prilog „${fileName}”`,
  /** fileTooLarge's wording with a formatted limit ("25 MB", "2 kB"), exact for any limit. */
  attachmentTooLarge: (limit: string) => `Datoteka je prevelika (najviše ${limit})`,
  multipartRequired: 'Zahtjev mora biti poslan kao multipart/form-data.',
  attachmentOwnerRequired: 'Prilog mora pripadati centru odgovornosti, zaposleniku, dokumentu ili koraku hodograma.',
  attachmentOwnerAmbiguous: 'Prilog može pripadati samo jednom zapisu (centru odgovornosti, zaposleniku, dokumentu ili koraku hodograma).',
  attachmentOwnerMissing: 'Zapis kojem prilog pripada ne postoji.',
  attachmentOwnerNotSupported: 'Prilozi za ovu vrstu zapisa još nisu podržani.',
  attachmentOwnerFixed: 'Prilog se ne može premjestiti na drugi zapis.',
  attachmentIdMismatch: 'Id u zahtjevu ne odgovara prilogu u adresi.',
  allowedFileTypes: (list: string) => `Dopuštene vrste: ${list}`,
  // ---- news (spec part 1: News, news admin, dashboard)
  newsSaved: 'Novost je uspješno spremljena.',
  newsDeleted: 'Novost je uspješno obrisana.',
  news: 'Novosti',
  newsAdmin: 'Administracija novosti',
  newsLabels: {
    title: 'Naslov',
    text: 'Tekst',
    date: 'Datum',
    author: 'Autor',
    isArchived: 'Arhivirano',
    isFeatured: 'Istaknuto',
  },
  newsCreateTitle: 'Nova novost',
  newsReadTitle: 'Novost',
  newsEditTitle: 'Uređivanje novosti',
  addNews: 'Dodaj novost',
  copyAsNew: 'Kopiraj kao novu',
  noNews: 'Nema novosti',
  noFeaturedNews: 'Nema istaknutih novosti',
  noFeaturedNewsText: 'Istaknute novosti prikazat će se ovdje čim budu objavljene.',
  featuredNews: 'Istaknute novosti',
  allNews: 'Sve novosti',
  searchByTitle: 'Pretraži po naslovu',
  readMore: 'Pročitaj više',
  archived: 'Arhivirano',
  featured: 'Istaknuto',
  perPage: 'Po stranici',
  /** aria-labels and tooltips of the rich-text editor's toolbar (@mantine/tiptap labels). */
  newsEditorLabels: {
    boldControlLabel: 'Podebljano',
    italicControlLabel: 'Kurziv',
    underlineControlLabel: 'Podcrtano',
    strikeControlLabel: 'Precrtano',
    h2ControlLabel: 'Naslov 2',
    h3ControlLabel: 'Naslov 3',
    bulletListControlLabel: 'Popis s oznakama',
    orderedListControlLabel: 'Numerirani popis',
    blockquoteControlLabel: 'Citat',
    linkControlLabel: 'Poveznica',
    unlinkControlLabel: 'Ukloni poveznicu',
    undoControlLabel: 'Poništi',
    redoControlLabel: 'Ponovi',
    linkEditorInputLabel: 'Adresa poveznice',
    linkEditorInputPlaceholder: 'https://primjer.hr',
    linkEditorExternalLink: 'Otvara se u novoj kartici',
    linkEditorInternalLink: 'Otvara se u istoj kartici',
    linkEditorSave: 'Spremi',
  },
  welcome: (name: string) => `Dobro došli, ${name}!`,
  signedInAsRole: (role: string) => `Prijavljeni ste kao ${role}.`,
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
  // ---- employees (spec part 1 sections 2, 3, 5; issue 3)
  employeeSaved: 'Zaposlenik je uspješno spremljen.',
  employeeDeleted: 'Zaposlenik je uspješno obrisan.',
  employeeOibTaken: 'Zaposlenik s ovim OIB-om već postoji.',
  employeeLinkedToUser: 'Zaposlenik je povezan s korisničkim računom i ne može se obrisati.',
  agencyNotEmploymentAgency: 'Odabrani suradnik nije agencija za zapošljavanje.',
  invalidPhotoUrl: 'Adresa fotografije mora počinjati s http:// ili https://',
  expired: 'Isteklo',
  expiringSoon: 'Ističe uskoro',
  gearItemRequired: 'Označite barem jedan komad opreme.',
  projectNotActive: 'Odabrani centar odgovornosti nije aktivan.',
  gearSaved: 'Zapis o zaduženju opreme je uspješno spremljen.',
  gearDeleted: 'Zapis o zaduženju opreme je uspješno obrisan.',
  // ---- projects (spec part 1 sections 2-8: projects, project employees, project cooperators)
  projectSaved: 'Centar odgovornosti je uspješno spremljen.',
  projectDeleted: 'Centar odgovornosti je uspješno obrisan.',
  projectInUse: 'Centar odgovornosti se koristi (npr. u zaduženjima opreme ili dokumentima) i ne može se obrisati.',
  deadlineExtensionForbidden: 'Broj dana produljenja roka za unos sati smiju mijenjati samo SuperAdmin i Admin.',
  projectMissing: 'Odabrani centar odgovornosti ne postoji.',
  projectRowOtherProject: 'Zapis se ne može premjestiti na drugi centar odgovornosti.',
  projectEmployeeSaved: 'Zaposlenik centra odgovornosti je uspješno spremljen.',
  projectEmployeeDeleted: 'Zaposlenik je uspješno uklonjen s centra odgovornosti.',
  projectCooperatorSaved: 'Suradnik centra odgovornosti je uspješno spremljen.',
  projectCooperatorDeleted: 'Suradnik je uspješno uklonjen s centra odgovornosti.',
  employeeMissing: 'Odabrani zaposlenik ne postoji.',
  cooperatorMissing: 'Odabrani suradnik ne postoji.',
  contactNotOfCooperator: 'Odabrani kontakt ne pripada odabranom suradniku.',
  noProjectEmployees: 'Na centru odgovornosti nema zaposlenika',
  noProjectCooperators: 'Na centru odgovornosti nema suradnika',
  // ---- hodogram (spec part 1 sections 2, 4, 5, 7, 8)
  hodogramNodeSaved: 'Korak hodograma je uspješno spremljen.',
  hodogramNodeDeleted: 'Korak hodograma je uspješno obrisan.',
  hodogramReorderSaved: 'Redoslijed hodograma je uspješno spremljen.',
  hodogramStatusUpdated: 'Status koraka je uspješno ažuriran.',
  /** confirmDelete subject: "… obrisati korak „Priprema”?" */
  hodogramNodeSubject: (name: string) => `korak „${name}”`,
  /** "Obrisat će se i 3 podređena koraka." after the confirmation question. */
  hodogramSubtreeGoesToo: (n: number) =>
    `Obrisat će se i ${n} ${plural(n, 'podređeni korak', 'podređena koraka', 'podređenih koraka')}.`,
  hodogramNodeNotInTemplate: 'Korak ne pripada predlošku hodograma.',
  hodogramNodeDuplicate: 'Korak se u hodogramu pojavljuje više puta.',
  hodogramParentMissing: 'Nadređeni korak ne postoji.',
  hodogramParentInactive: 'Korak se ne može aktivirati dok je nadređeni korak neaktivan.',
  hodogramTooLarge: (max: number) => `Hodogram smije imati najviše ${max} koraka.`,
  hodogramTooDeep: (max: number) => `Hodogram smije imati najviše ${max} razina.`,
  hodogramOutdated: 'Hodogram je u međuvremenu promijenjen. Osvježite stranicu i pokušajte ponovno.',
  projectHodogramCreated: 'Hodogram centra odgovornosti je uspješno izrađen.',
  projectHodogramExists: 'Centar odgovornosti već ima hodogram.',
  hodogramTemplateEmpty: 'Predložak hodograma nema aktivnih koraka.',
  projectHodogramNodeNotInProject: 'Korak ne pripada hodogramu ovog centra odgovornosti.',
  // ---- project items (bill of quantities; spec part 1 sections 3, 5, 8)
  projectItemSaved: 'Stavka je uspješno spremljena.',
  projectItemDeleted: 'Stavka je uspješno obrisana.',
  projectItemsImported: 'Troškovnik je uspješno uvezen.',
  // projectMissing: shared with the projects block above
  parentNotInProject: 'Nadređena grupa ne pripada ovom centru odgovornosti.',
  parentNotGroup: 'Nadređeni zapis mora biti grupa.',
  amountTooLarge: 'Iznos je prevelik.',
  /** "Vrijednosti stupaca nisu jedinstvene: Naziv" */
  columnsNotUniqueLabels: (labels: string) => `Vrijednosti stupaca nisu jedinstvene: ${labels}`,
  unknownColumnLabel: (label: string) => `Nepoznata oznaka stupca: ${label}`,
  tooManyColumnLabels: 'Oznaka stupaca ima više nego stupaca u rasponu.',
  exportRangeStartsAtA: 'Raspon izvoza mora počinjati u stupcu A (Id).',
  sheetMissing: (name: string) => `List „${name}” ne postoji u datoteci.`,
  importRowError: (row: number, text: string) => `Redak ${row}: ${text}`,
  importNoRows: 'U odabranom rasponu nema redaka za uvoz.',
  importTimeout: 'Obrada datoteke traje predugo. Provjerite datoteku ili smanjite raspon.',
  importUnreadable: 'Datoteku nije moguće pročitati.',
  importCellRequired: (label: string) => `${label} je obavezno polje`,
  importCellInvalidNumber: (label: string) => `${label}: neispravan broj`,
  importCellError: (code: string) => `ćelija sadrži grešku ${code}`,
  importCellDecimals: (label: string) => `${label}: dopušteno je najviše 6 decimala`,
  importCellTooLong: (label: string, max: number) => `${label}: najviše je dopušteno ${characters(max)}`,
  importLevelInvalid: 'Razina mora biti cijeli broj veći od 0',
  importLevelMissing: 'Razina nije zadana, a redni broj nije oblika 1.2.3',
  importFirstLevel: 'Prvi redak mora biti na razini 1',
  importLevelJump: 'Razina smije biti najviše za jedan veća od razine prethodnog retka',
  importGroupWithAmounts: 'Redak ima podređene retke (grupa je), a grupa ne smije imati količinu ni jediničnu cijenu',
  importItemIncomplete: 'Stavka mora imati i količinu i jediničnu cijenu (grupa nema nijedno)',
  importIdInvalid: 'Id u stupcu A mora biti cijeli broj',
  importIdDuplicate: (id: number) => `Id ${id} se u datoteci pojavljuje više puta`,
  importIdTypeChanged: (id: number) =>
    `Id ${id}: stavka ne može postati grupa niti grupa stavka (obrišite Id u stupcu A pa se redak uvozi kao nov)`,
  itemTypeFixed: 'Stavka ne može postati grupa niti grupa stavka.',
} as const;

export type Messages = typeof messages;
