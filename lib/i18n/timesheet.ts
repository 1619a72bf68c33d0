/**
 * The timesheet grid's texts (issue 13 "The grid", spec part 2 sections 2, 3, 8). The server's
 * messages of the work-hour records (the lock, the unauthorised project, the same dates of a copy)
 * come with the API's answers; the grid repeats the first two for its greyed cells.
 */
import { formatDate } from '@/lib/format';
import { workHourMessages as W } from './work-hours';

export const TIMESHEET_TEXTS = {
  title: 'Evidencija radnih sati',
  project: 'Centar odgovornosti',
  allProjects: 'Svi centri odgovornosti',
  year: 'Godina',
  month: 'Mjesec',
  today: 'Danas',
  view: 'Prikaz',
  views: { hours: 'Sati', accommodation: 'Smještaj', food: 'Prehrana', gear: 'Oprema' },
  copy: 'Kopiraj zapise',
  showInactive: 'Prikaži neaktivne',
  showSummary: 'Prikaži sažetak',
  export: 'Izvoz',
  exportByDay: 'Excel po danima',
  exportByProject: 'Excel po centrima odgovornosti',
  exportNeedsProject: 'Za izvoz po danima odaberite centar odgovornosti.',
  exportFailed: 'Izvoz nije uspio',
  fund: (hours: number) => `Fond sati: ${hours}`,
  employee: 'Zaposlenik',
  loading: 'Učitavanje…',
  loadError: 'Evidenciju sati nije moguće učitati.',
  noEmployees: 'Centar odgovornosti nema zaposlenika u odabranom mjesecu.',
  noEmployeesAll: 'U odabranom mjesecu nema zaposlenika sa zapisima ni s centrom odgovornosti.',
  legend: {
    inactive: 'Neaktivan zaposlenik',
    weekend: 'Vikend',
    holiday: 'Praznik',
    locked: 'Zaključano',
    expired: 'Istekao certifikat',
    fieldWork: 'Teren',
  },
  summary: {
    regularHours: 'Redovni sati',
    fieldDays: 'Terenski dani',
    vacation: 'GO',
    sickLeave: 'BOL',
    sickLeaveInjury: 'ONR',
    dayOff: 'SD',
    nonWorking: 'ND',
  },
  summaryTitles: {
    regularHours: 'Redovni sati',
    fieldDays: 'Terenski dani',
    vacation: 'Godišnji odmor (dani)',
    sickLeave: 'Bolovanje (dani)',
    sickLeaveInjury: 'Bolovanje zbog ozljede na radu (dani)',
    dayOff: 'Slobodan dan (dani)',
    nonWorking: 'Neradni dan (dani)',
  },
  weekdays: ['Pon', 'Uto', 'Sri', 'Čet', 'Pet', 'Sub', 'Ned'],
  months: ['Siječanj', 'Veljača', 'Ožujak', 'Travanj', 'Svibanj', 'Lipanj', 'Srpanj', 'Kolovoz', 'Rujan', 'Listopad', 'Studeni', 'Prosinac'],
  /** The cell lock's warnings (spec section 4 and 8, in correct Croatian). */
  lock: {
    deadline: W.workHoursLocked,
    unauthorized: W.workHoursUnauthorizedProject,
    inactive: 'Centar odgovornosti nije aktivan: novi zapisi sati nisu mogući',
  },
  deadlineUntil: (iso: string) => `Rok za unos: ${formatDate(iso)}`,
  editor: {
    title: (employee: string, date: string) => `${employee}, ${formatDate(date)}`,
    hours: 'Sati',
    type: 'Vrsta sati',
    fieldWork: 'Terenski rad',
    coefficient: 'Koeficijent',
    accommodation: 'Smještaj',
    food: 'Prehrana',
    meals: 'Broj obroka',
    description: 'Opis',
    hasGear: 'Izdana oprema',
    file: 'Potpisana primka (nije obavezno)',
    save: 'Spremi',
    cancel: 'Odustani',
    delete: 'Obriši',
    keys: 'Enter sprema, Esc zatvara',
  },
  saved: W.workHoursSaved,
  deleted: W.workHoursDeleted,
  /** confirmDelete(...) subject (spec: work records ask before a delete). */
  deleteSubject: (employee: string, date: string) => `zapis radnih sati (${employee}, ${formatDate(date)})`,
  expiredTitle: 'Istekao certifikat',
  expiredConfirm: (employee: string, date: string, certificates: { label: string; date: string }[]) =>
    `Zaposleniku ${employee} na dan ${formatDate(date)} ${certificates.length > 1 ? 'istekli su' : 'istekao je'} ${certificates
      .map((c) => `${c.label} (${formatDate(c.date)})`)
      .join(', ')}. Želite li ipak spremiti sate?`,
  expiredSave: 'Ipak spremi',
  expiredRow: (list: string) => `Istekli certifikati: ${list}`,
  copyDrawer: {
    title: 'Kopiraj zapise',
    origin: 'Datum s kojeg se kopira',
    destination: 'Datum na koji se kopira',
    submit: 'Kopiraj',
    sameDates: W.workHoursSameDates,
    projectRequired: 'Odaberite centar odgovornosti',
  },
  coefficients: {
    button: 'Koeficijenti',
    title: 'Koeficijenti terenskog rada',
    hint: 'Koeficijent se nudi u uređivaču sati uz terenski rad; zadani koeficijent centra odgovornosti bira se na centru odgovornosti.',
    name: 'Naziv',
    value: 'Koeficijent',
    add: 'Dodaj koeficijent',
    save: 'Spremi',
    empty: 'Još nema koeficijenata.',
    saved: 'Koeficijent je spremljen.',
    deleted: 'Koeficijent je obrisan.',
    subject: (name: string) => `koeficijent ${name}`,
  },
  /** "Kopirano 5 zapisa", "Kopirana 2 zapisa", "Kopiran 1 zapis". */
  copied: W.workHoursCopied,
} as const;
