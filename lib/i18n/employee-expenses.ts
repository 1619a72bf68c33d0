/** Employee expenses (spec part 2 sections 3, 5 and 8; issue 14): the import's and the download's texts. */
export const employeeExpenseMessages = {
  rowError: (row: number, text: string) => `Redak ${row}: ${text}`,
  unknownOib: (oib: string) => `nepoznat OIB ${oib}`,
  invalidOib: (oib: string) => `neispravan OIB ${oib} (11 znamenki)`,
  oibRequired: 'OIB zaposlenika je obavezan',
  notInCompany: (oib: string) => `zaposlenik s OIB-om ${oib} nije zaposlenik odabrane tvrtke`,
  projectRequired: 'šifra projekta je obavezna',
  unknownProject: (code: string) => `nepoznata šifra projekta ${code}`,
  ambiguousProject: (code: string) => `šifra projekta ${code} nije jednoznačna (ima je više projekata)`,
  amountRequired: 'iznos je obavezan',
  amountInvalid: (text: string) => `neispravan iznos ${text}`,
  amountDecimals: (text: string) => `iznos ${text} ima više od 2 decimale`,
  amountNegative: (text: string) => `iznos ${text} ne smije biti negativan`,
  amountTooLarge: (text: string) => `iznos ${text} je prevelik`,
  cellError: (error: string) => `ćelija s greškom ${error}`,
  tooManyColumns: 'redak ima više od tri stupca (OIB; šifra projekta; iznos)',
  moreErrors: (n: number) => `… i još ${n} neispravnih redaka`,
  noRows: 'Datoteka nema nijednog retka s troškovima.',
  tooManyRows: (max: number) => `Datoteka ima više od ${max} redaka.`,
  wrongType: 'Troškovi se uvoze iz datoteke .csv ili .xlsx',
  notText: 'Datoteka .csv mora biti tekst u kodiranju UTF-8',
  unreadable: 'Datoteku nije moguće pročitati.',
  fileRequired: 'Odaberite datoteku',
  exists: 'Za odabranu tvrtku i mjesec troškovi su već uvezeni: novi uvoz zamijenit će postojeće troškove.',
  companyUnknown: 'Tvrtka ne postoji',
  imported: (n: number) => `Uvezeno troškova: ${n}`,
} as const;

/** The download's headings and names. */
export const EMPLOYEE_EXPENSE_TEXTS = {
  sheet: 'Troškovi zaposlenika',
  employee: 'Zaposlenik',
  oib: 'OIB',
  total: 'Ukupno',
  fileName: (year: number, month: number, company: string) => `Troškovi zaposlenika ${String(month).padStart(2, '0')}-${year} ${company}.xlsx`,
} as const;
