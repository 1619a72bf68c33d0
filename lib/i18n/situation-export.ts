/**
 * The situation export (issue 11 "Situation export": privremena situacija as .xlsx and PDF).
 * `situationExportMessages` are joined in lib/i18n/messages.ts; `situationExportTexts` are the
 * document's own labels (lib/situations/export-service.ts).
 */
export const situationExportMessages = {
  situationExportFormat: 'Format izvoza mora biti xlsx ili pdf.',
  situationExportNotContractor: 'Odabrani suradnik nije izvođač s troškovnikom na centru odgovornosti ove situacije.',
  /** 413: the PDF's limit of rows (SITUATION_PDF_MAX_ROWS); the .xlsx has none. */
  situationPdfTooLarge: (rows: number, max: number) =>
    `Situacija ima ${rows.toLocaleString('hr-HR')} redaka, a PDF se izrađuje za najviše ${max.toLocaleString('hr-HR')}. Preuzmite je kao Excel (xlsx).`,
} as const;

export const situationExportTexts = {
  /** The document's title: "Privremena situacija br. 3". */
  title: (number: number) => `Privremena situacija br. ${number}`,
  /** The file name before it is made safe: "Situacija 3 - P-12 - Gradnja d.o.o.". */
  fileName: (number: number, project: string, contractor: string) => `Situacija ${number} - ${project} - ${contractor}`,
  sheetName: 'Situacija',
  project: 'Projekt',
  investor: 'Investitor',
  contractor: 'Izvođač',
  period: 'Razdoblje',
  situationName: 'Naziv situacije',
  situationNumber: 'Broj situacije',
  description: 'Opis',
  /** "01.03.2026. – 31.03.2026." */
  periodRange: (from: string, to: string) => `${from} – ${to}`,
  items: 'Stavke',
  columns: {
    ordinal: 'R.br.',
    description: 'Opis stavke',
    unit: 'Jed. mj.',
    contractedQuantity: 'Ugovorena količina',
    unitPrice: 'Jedinična cijena (€)',
    contractedAmount: 'Ugovoreni iznos (€)',
    previousQuantity: 'Prethodno izvedeno',
    periodQuantity: 'Izvedeno u ovom razdoblju',
    periodAmount: 'Iznos ovog razdoblja (€)',
    cumulativeQuantity: 'Ukupno izvedeno',
    cumulativeAmount: 'Ukupni iznos (€)',
  },
  total: 'Ukupno',
  recapitulation: 'Rekapitulacija',
  recapGroup: 'Grupa radova',
  grandTotal: 'Sveukupno',
  netNote: 'Svi iznosi su u eurima, bez PDV-a.',
  signatures: ['Izvođač', 'Nadzorni inženjer', 'Investitor'] as readonly string[],
} as const;
