/** The project items overview (issue 11; spec part 1 sections 2, 3 "Project cooperator report line", 7). */

/** Column headers of the screen and of the .xlsx export (the same words). */
export const ITEMS_OVERVIEW_LABELS = {
  ordinal: 'R. br.',
  projectItem: 'Stavka',
  unit: 'Jed. mj.',
  quantity: 'Količina',
  unitPrice: 'Jedinična cijena',
  totalPrice: 'Ukupna cijena',
  cooperator: 'Suradnik',
  client: 'Naručitelj',
  project: 'Centar odgovornosti',
  projectCode: 'Šifra centra',
  year: 'Godina',
} as const;

export const ITEMS_OVERVIEW_TEXTS = {
  title: 'Pregled stavki troškovnika',
  export: 'Izvoz u Excel',
  exporting: 'Priprema datoteke…',
  exportingPercent: (percent: number) => `Preuzimanje… ${percent} %`,
  exported: (fileName: string) => `Datoteka ${fileName} je preuzeta.`,
  exportFailed: 'Izvoz nije uspio',
  /** The workbook's sheet and the file name's start. */
  sheetName: 'Stavke troškovnika',
} as const;
