/**
 * Texts of the work-hour exports (issue 13 "Copy, exports, gear import, schedule": the timesheet
 * by day and by project, the gear summary) and of the people schedule (/schedule and its two
 * files). Client-safe: the screen and the builders (lib/work-hours/export-*.ts, schedule*.ts,
 * gear-summary*.ts) read the same texts.
 */
import { plural } from './shared';

export const MONTH_NAMES = [
  'siječanj',
  'veljača',
  'ožujak',
  'travanj',
  'svibanj',
  'lipanj',
  'srpanj',
  'kolovoz',
  'rujan',
  'listopad',
  'studeni',
  'prosinac',
] as const;

/** Monday first, as getUTCDay() - 1 mod 7. */
export const WEEKDAY_SHORT = ['pon', 'uto', 'sri', 'čet', 'pet', 'sub', 'ned'] as const;

/** "studeni 2026." */
export const monthLabel = (year: number, month: number) => `${MONTH_NAMES[month - 1]} ${year}.`;

/** POST /api/WorkHourRecords/ExportXlsx: the grid of one month. */
export const TIMESHEET_EXPORT_TEXTS = {
  sheetName: 'Evidencija sati',
  allProjects: 'Svi projekti',
  /** "Evidencija radnih sati – P-12 Vila Ana – studeni 2026." */
  title: (project: string, year: number, month: number) => `Evidencija radnih sati – ${project} – ${monthLabel(year, month)}`,
  /** "Evidencija sati P-12 Vila Ana 2026-11" before it is made safe. */
  fileName: (project: string, year: number, month: number) => `Evidencija sati ${project} ${year}-${String(month).padStart(2, '0')}.xlsx`,
  fund: (hours: number) => `Fond sati: ${hours}`,
  employee: 'Djelatnik',
  /** The weekday row's marks: a weekend day in capitals, a public holiday as "praznik". */
  holiday: 'praznik',
  totals: {
    regular: 'Redovni sati',
    fieldDays: 'Terenski dani',
    vacation: 'GO',
    sickLeave: 'BOL',
    sickLeaveInjury: 'ONR',
    dayOff: 'SD',
    nonWorking: 'ND',
  },
  total: 'Ukupno',
  legend: 'Brojevi su sati redovnog rada; SD slobodan dan, ND neradni dan, GO godišnji odmor, BOL bolovanje, ONR bolovanje zbog ozljede na radu. SUB i NED: vikend; praznik: državni praznik.',
  holidays: (list: string) => `Praznici: ${list}`,
} as const;

/** POST /api/WorkHourRecords/ExportSummedXlsx: hours per employee per project. */
export const SUMMED_EXPORT_TEXTS = {
  sheetName: 'Sati po projektima',
  title: (year: number, month: number) => `Sati redovnog rada po projektima – ${monthLabel(year, month)}`,
  fileName: (year: number, month: number) => `Sati po projektima ${year}-${String(month).padStart(2, '0')}.xlsx`,
  employee: 'Djelatnik',
  total: 'Ukupno',
  empty: 'Nema evidentiranih sati redovnog rada u ovom mjesecu.',
} as const;

/** POST /api/WorkHourRecords/ImportEmployeeGearXlsx: the gear summary of the current year. */
export const GEAR_SUMMARY_TEXTS = {
  sheetName: 'Zaštitna oprema',
  title: (year: number) => `Zadužena zaštitna oprema – ${year}. (1 = zadužio, 0 = nije)`,
  fileName: (year: number) => `Zaštitna oprema ${year}.xlsx`,
  employee: 'Djelatnik',
  oib: 'OIB',
  handovers: 'Broj zaduženja',
  lastDate: 'Zadnje zaduženje',
  total: 'Ukupno',
} as const;

/** GET /api/PeopleSchedule/download?date&type and the /schedule screen. */
export const SCHEDULE_TEXTS = {
  title: 'Raspored ljudi',
  intro: 'Odaberite dan i preuzmite raspored djelatnika iz evidencije radnih sati tog dana.',
  date: 'Datum',
  byProject: 'Raspored po projektima',
  byAccommodation: 'Raspored po smještaju',
  byProjectHint: 'Po projektima: tko radi na kojem projektu, sati, vrsta rada, teren, smještaj i prehrana.',
  byAccommodationHint: 'Po smještaju: djelatnici po dobavljaču smještaja, s projektom; oni bez smještaja na kraju.',
  downloaded: 'Datoteka je preuzeta:',
  dateRequired: 'Odaberite datum.',
  sheetName: 'Raspored',
  /** "Raspored ljudi po projektima – 05.11.2026." */
  titleByProject: (date: string) => `Raspored ljudi po projektima – ${date}`,
  titleByAccommodation: (date: string) => `Raspored ljudi po smještaju – ${date}`,
  fileName: (kind: 'default' | 'accommodation', isoDate: string) =>
    `${kind === 'default' ? 'Raspored po projektima' : 'Raspored po smještaju'} ${isoDate}.xlsx`,
  columns: {
    project: 'Projekt',
    employee: 'Djelatnik',
    hours: 'Sati',
    type: 'Vrsta',
    fieldWork: 'Teren',
    accommodation: 'Smještaj',
    food: 'Prehrana',
  },
  yes: 'da',
  no: 'ne',
  noAccommodation: 'Bez smještaja',
  /** "3 djelatnika" */
  people: (n: number) => `${n} ${plural(n, 'djelatnik', 'djelatnika', 'djelatnika')}`,
  total: (n: number) => `Ukupno djelatnika: ${n}`,
  empty: 'Nema evidentiranih djelatnika za taj dan.',
  typeInvalid: 'Vrsta rasporeda mora biti default (po projektima) ili accommodation (po smještaju).',
} as const;
