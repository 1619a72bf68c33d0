/**
 * Salaries, payrolls and the configurable constants (spec part 2 sections 3, 5 and 8; issue 14).
 * Joined with the others in lib/i18n/messages.ts.
 */

/** Labels of the constants, as the "field X ..." messages of spec section 5 name them. */
export const CONSTANT_LABELS = {
  hourlyRateDividerBOL: 'Djelitelj satnice bolovanja',
  hourlyRateDividerBOLWorkInjury: 'Djelitelj satnice bolovanja zbog ozljede na radu',
  hourlyRateDividerGO: 'Djelitelj satnice godišnjeg odmora',
  amountOfFieldAllowance: 'Iznos terenskog dodatka',
  maxAmountOfAnnualBonus: 'Najveći godišnji iznos nagrade',
  maxAmountOfFieldAllowance: 'Najveći iznos terenskog dodatka',
} as const;

export const payrollMessages = {
  // salaries (section 5 "Salary")
  salaryAgreedOrHourlyBoth: 'Ne mogu biti upisani i dogovoreni iznos i satnica',
  salaryAgreedOrHourlyRequired: 'Upišite dogovoreni iznos ili satnicu',
  salaryEmployeeNotInCompany: 'Zaposlenik nije zaposlen u odabranoj tvrtki',
  salaryEmployeeUnknown: 'Zaposlenik ne postoji',
  salaryCompanyUnknown: 'Tvrtka ne postoji',
  salaryExists: 'Zaposlenik već ima plaću za odabrani mjesec',
  salaryNotFound: 'Plaća ne postoji',
  salarySaved: 'Plaća je uspješno spremljena.',
  salaryDeleted: 'Plaća je uspješno obrisana.',
  salariesCopied: 'Plaće su uspješno kopirane.',
  salaryCopySameMonth: 'Neispravni datumi: mjesec iz kojeg se kopira mora se razlikovati od odredišnog',
  salaryMonthLocked: 'Obračun plaće za odabrani mjesec je zaključan: plaće se ne mogu mijenjati',
  // payrolls (sections 4 and 8)
  payrollGenerated: 'Obračun uspješno generiran',
  payrollSaveError: 'Greška prilikom spremanja obračuna!',
  payrollExists: 'Obračun za odabrani mjesec već postoji. Za ponovni izračun odaberite ponovno generiranje.',
  payrollLocked: 'Obračun je zaključan i ne može se mijenjati',
  payrollNotFound: 'Obračun ne postoji',
  payrollItemNotFound: 'Stavka obračuna ne postoji',
  payrollNoConstants: 'Konfigurabilne konstante nisu postavljene',
  // constants (section 5 "Configurable constants")
  constantRequired: (field: keyof typeof CONSTANT_LABELS) => `Polje ${CONSTANT_LABELS[field]} je obavezno`,
  constantPositive: (field: keyof typeof CONSTANT_LABELS) => `Polje ${CONSTANT_LABELS[field]} mora biti veće od 0`,
  constantsUpdated: 'Konstante su uspješno ažurirane.',
  constantsNotFound: 'Konstante ne postoje',
} as const;

/** Column headings of the salaries export and the payroll views. */
export const SALARY_LABELS = {
  employee: 'Zaposlenik',
  oib: 'OIB',
  contractedAmount: 'Ugovoreni iznos',
  netAmount: 'Neto iznos',
  sickLeaveGrossAmount: 'Bruto iznos za bolovanje',
  taxAndSurtaxAmount: 'Porez i prirez',
  agreedAmount: 'Dogovoreni iznos',
  hourlyRate: 'Satnica',
  additionRecurring: 'Stalni dodatak',
  additionOneTime: 'Jednokratni dodatak',
  note: 'Napomena',
  fieldWorkDaysFund: 'Fond terenskih dana',
} as const;

export const SALARY_TEXTS = {
  exportSheet: 'Plaće',
  exportFileName: (year: number, month: number, company: string) => `Plaće ${company} ${String(month).padStart(2, '0')}-${year}.xlsx`,
} as const;

/** The payroll download (.xlsx): one column per field of a payroll line, in the accountant's order. */
export const PAYROLL_EXPORT_LABELS = {
  employee: 'Zaposlenik',
  idNumber: 'OIB',
  numberOfWorkingDaysInMonth: 'Radni dani u mjesecu',
  regularWorkHours: 'Redovni rad (sati)',
  regularHourlyRate: 'Satnica redovnog rada',
  totalRegularWork: 'Ukupno redovni rad',
  sickLeaveHours: 'Bolovanje (sati)',
  sickLeaveHourlyRate: 'Satnica bolovanja',
  totalSickLeave: 'Ukupno bolovanje',
  sickLeaveInjuryHours: 'Ozljeda na radu (sati)',
  sickLeaveInjuryHourlyRate: 'Satnica ozljede na radu',
  totalSickLeaveInjury: 'Ukupno ozljeda na radu',
  vacationHours: 'Godišnji odmor (sati)',
  vacationHourlyRate: 'Satnica godišnjeg odmora',
  totalVacation: 'Ukupno godišnji odmor',
  otherAbsenceHours: 'Ostala odsutnost (sati)',
  otherAbsenceHourlyRate: 'Satnica ostale odsutnosti',
  totalOtherAbsence: 'Ukupno ostala odsutnost',
  allowances: 'Dodaci',
  total: 'Ukupno',
  fieldDays: 'Terenski dani',
  fieldWorkFundDays: 'Fond terenskih dana',
  fieldWorkFundDaysTotal: 'Iskorišteno iz fonda',
  numberOfFieldDaysForPayment: 'Terenski dani za isplatu',
  totalFieldWork: 'Vrijednost terenskih dana',
  fieldAllowance: 'Terenski dodatak',
  netAmount: 'Neto iznos',
  remainingAnnualBonus: 'Preostala godišnja nagrada',
  bonus: 'Nagrada',
  incentives: 'Poticaji',
  accountingTotal: 'Ukupno za isplatu',
} as const;

/** The formal monthly record of working time (PDF, one page per employee). */
export const PAYROLL_HOURS_TEXTS = {
  title: 'Evidencija o radnom vremenu',
  subtitle: (month: number, year: number) => `za ${MONTH_NAMES[month - 1]} ${year}.`,
  employee: 'Zaposlenik',
  oib: 'OIB',
  company: 'Poslodavac',
  workingDays: 'Radni dani u mjesecu',
  columns: { date: 'Datum', day: 'Dan', regular: 'Redovni rad', sd: 'SD', nd: 'ND', go: 'GO', bol: 'BOL', onr: 'ONR', field: 'Teren' },
  total: 'Ukupno',
  yes: 'da',
  holiday: 'blagdan',
  signatures: ['Zaposlenik', 'Odgovorna osoba poslodavca'] as const,
  fileName: (company: string, month: number, year: number) => `Evidencija radnog vremena ${company} ${String(month).padStart(2, '0')}-${year}.pdf`,
  payrollFileName: (company: string, month: number, year: number) => `Obračun plaća ${company} ${String(month).padStart(2, '0')}-${year}.xlsx`,
  payrollSheet: 'Obračun',
  weekdays: ['ned', 'pon', 'uto', 'sri', 'čet', 'pet', 'sub'] as const,
} as const;

/** Month names in the accusative, as after "za" (za siječanj 2026., za veljaču 2026.). */
export const MONTH_NAMES = ['siječanj', 'veljaču', 'ožujak', 'travanj', 'svibanj', 'lipanj', 'srpanj', 'kolovoz', 'rujan', 'listopad', 'studeni', 'prosinac'] as const;
