import type { CodebookKey } from './codebooks';

/** Demo expense groups (spec part 2 "Expense group"): a few per ExpenseType, as a site's cost accounts. */
export const DEMO_EXPENSE_GROUPS: readonly { name: string; type: CodebookKey<'ExpenseType'> }[] = [
  { name: 'Beton i agregati', type: 'Material' },
  { name: 'Armatura i čelik', type: 'Material' },
  { name: 'Oplata i skele', type: 'Equipment' },
  { name: 'Podizvođačke usluge', type: 'Service' },
  { name: 'Najam dizalice', type: 'Rental' },
  { name: 'Dizelsko gorivo', type: 'Fuel' },
  { name: 'Prijevoz materijala', type: 'Transport' },
  { name: 'Sitni potrošni materijal', type: 'Other' },
];
