import { plural } from './shared';

/** Work hours (spec part 2, sections 4, 5 and 8). Joined with the others in lib/i18n/messages.ts. */

export const workHourMessages = {
  /** 409: the month's deadline (month end + extension days) has passed for this user. */
  workHoursLocked: 'Evidencija sati je zaključana za odabrani mjesec',
  /** 403: a SiteManager writing for a project he does not manage. */
  workHoursUnauthorizedProject: 'Evidencija sati je za centar odgovornosti za koji niste autorizirani',
  /** Copy records with equal dates (the spec's same-dates-invalid). */
  workHoursSameDates: 'Datum s kojeg se kopira i datum na koji se kopira moraju biti različiti.',
  /** 409: one record per employee per day. */
  workHoursDuplicate: (employee: string, date: string) => `Zaposlenik ${employee} već ima evidenciju sati za ${date}`,
  workHourTypeInvalid: 'Odabrana vrsta sati ne postoji.',
  workHoursProjectInvalid: 'Odabrani centar odgovornosti ne postoji.',
  workHoursEmployeeInvalid: 'Odabrani zaposlenik ne postoji.',
  workHoursCoefficientInvalid: 'Odabrani koeficijent ne postoji.',
  accommodationSupplierInvalid: 'Odabrani suradnik nije dobavljač smještaja.',
  foodSupplierInvalid: 'Odabrani suradnik nije dobavljač hrane.',
  mealsRange: 'Broj obroka mora biti od 0 do 3.',
  workHoursSaved: 'Evidencija sati je uspješno spremljena.',
  workHoursDeleted: 'Evidencija sati je uspješno obrisana.',
  /** "Kopiran 1 zapis", "Kopirana 2 zapisa", "Kopirano 5 zapisa" (0 too). */
  workHoursCopied: (n: number) => `${plural(n, 'Kopiran', 'Kopirana', 'Kopirano')} ${n} ${plural(n, 'zapis', 'zapisa', 'zapisa')}`,
} as const;

/** The record's fields as the editor and the exports name them. */
export const WORK_HOUR_LABELS = {
  project: 'Centar odgovornosti',
  employee: 'Zaposlenik',
  date: 'Datum',
  hours: 'Sati',
  workHourType: 'Vrsta sati',
  isFieldWork: 'Rad na terenu',
  workRecordCoefficient: 'Koeficijent',
  accommodationSupplier: 'Smještaj',
  foodSupplier: 'Prehrana',
  numberOfMeals: 'Broj obroka',
  description: 'Opis',
  hasGear: 'Zadužena oprema',
  file: 'Potpisana primka',
  originDate: 'Kopiraj s datuma',
  destinationDate: 'Kopiraj na datum',
} as const;

/** The summary's totals (spec part 2 section 3). */
export const WORK_HOUR_SUMMARY_LABELS = {
  regular: 'Redovni rad',
  fieldDays: 'Dani na terenu',
  vacation: 'Godišnji odmor',
  sickLeave: 'Bolovanje',
  sickLeaveInjury: 'Bolovanje zbog ozljede na radu',
  dayOff: 'Slobodan dan',
  nonWorking: 'Neradni dan',
} as const;
