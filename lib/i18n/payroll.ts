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
