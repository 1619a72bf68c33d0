/** Projects, project employees and project cooperators (spec part 1 sections 2-8). Joined with the others in lib/i18n/messages.ts. */

export const projectMessages = {
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
  /** The same employee twice on a project at the same time; `period` is the existing row's. */
  employeeAlreadyOnProject: (period: string) => `Zaposlenik je već na ovom centru odgovornosti u razdoblju koje se preklapa (${period}).`,
  /** A period with its dates already formatted (either may be missing: an open end). */
  period: (from: string | null, to: string | null) =>
    from && to ? `${from} – ${to}` : from ? `od ${from}` : to ? `do ${to}` : 'bez vremenskog ograničenja',
  /** Under an employee the project search does not offer. */
  employeeOnProjectInPeriod: (period: string) => `Već je na centru odgovornosti (${period})`,
  cooperatorMissing: 'Odabrani suradnik ne postoji.',
  contactNotOfCooperator: 'Odabrani kontakt ne pripada odabranom suradniku.',
  noProjectEmployees: 'Na centru odgovornosti nema zaposlenika',
  noProjectCooperators: 'Na centru odgovornosti nema suradnika',
} as const;


// ---- screen labels
/** The project screens' own labels (field names as the office knows them). */
export const PROJECT_LABELS = {
  name: 'Naziv',
  shortName: 'Kratki naziv',
  code: 'Šifra',
  startDate: 'Datum početka',
  endDate: 'Datum završetka',
  address: 'Adresa',
  city: 'Mjesto',
  country: 'Država',
  longitude: 'Geografska dužina',
  latitude: 'Geografska širina',
  bankGuarantees: 'Bankovne garancije',
  paymentMethod: 'Način plaćanja',
  paymentTerms: 'Uvjeti plaćanja',
  description: 'Opis',
  projectStatus: 'Status',
  workHourEntryDeadlineExtensionInDays: 'Produljenje roka za unos sati (dana)',
  defaultWorkRecordCoefficient: 'Zadani koeficijent rada',
  investor: 'Investitor',
} as const;

export const PROJECT_TEXTS = {
  title: 'Centri odgovornosti',
  add: 'Dodaj centar odgovornosti',
  createTitle: 'Novi centar odgovornosti',
  editTitle: 'Uređivanje centra odgovornosti',
  tabs: {
    active: 'Aktivni',
    inactive: 'Neaktivni',
    completed: 'Završeni',
  },
  detailTabs: {
    details: 'Detalji',
    hodogram: 'Hodogram',
    cooperators: 'Suradnici',
    employees: 'Zaposlenici',
    timesheet: 'Evidencija sati',
    items: 'Troškovnik',
    contractors: 'Izvođači',
    situations: 'Situacije',
    attachments: 'Prilozi',
  },
  sections: {
    place: 'Lokacija',
    terms: 'Financijski uvjeti',
    workHours: 'Evidencija sati',
  },
  extensionOnlyAdmins: 'Mijenjati mogu samo SuperAdmin i Admin.',
  subject: (name: string) => `centar odgovornosti „${name}”`,
} as const;

export const PROJECT_EMPLOYEE_LABELS = {
  employee: 'Zaposlenik',
  employeeRole: 'Uloga',
  activeFrom: 'Aktivan od',
  activeTo: 'Aktivan do',
  add: 'Dodaj zaposlenika',
  createTitle: 'Dodavanje zaposlenika',
  editTitle: 'Uređivanje zaposlenika',
  searchPlaceholder: 'Upišite ime ili prezime',
  subject: (name: string) => `zaposlenika „${name}” s centra odgovornosti`,
} as const;

export const PROJECT_COOPERATOR_LABELS = {
  cooperator: 'Suradnik',
  cooperatorType: 'Vrsta',
  client: 'Naručitelj',
  activeFrom: 'Aktivan od',
  activeTo: 'Aktivan do',
  contact: 'Kontakt',
  hasBoq: 'Ima troškovnik',
  add: 'Dodaj suradnika',
  createTitle: 'Dodavanje suradnika',
  editTitle: 'Uređivanje suradnika',
  searchPlaceholder: 'Upišite naziv suradnika',
  chooseCooperatorFirst: 'Najprije odaberite suradnika',
  noContacts: 'Suradnik nema kontakata',
  subject: (name: string) => `suradnika „${name}” s centra odgovornosti`,
} as const;
