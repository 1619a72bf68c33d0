/** Cost-list import (spec part 1, section 5): the Excel range and column-label rules shared by every import. Joined with the others in lib/i18n/messages.ts. */

export const excelMessages = {
  // ---- cost-list import (spec part 1, section 5)
  excelRangeFormat: 'Neispravan format raspona',
  excelRangeTooLarge: 'Raspon je prevelik (najviše 16 stupaca)',
  columnsNotUnique: 'Vrijednosti stupaca nisu jedinstvene',
  missingColumn: (label: string) => `Nedostaje vrijednost: ${label}`,
  columnAReserved: 'Stupac A je rezerviran za Id',
} as const;
