/** Expense groups (spec part 2, sections 3, 5 and 8). Joined with the others in lib/i18n/messages.ts. */

export const expenseGroupMessages = {
  expenseGroupSaved: 'Grupa troškova je uspješno spremljena.',
  expenseGroupDeleted: 'Grupa troškova je uspješno obrisana.',
  expenseGroupInUse: 'Grupa troškova se koristi na stavkama dokumenata i ne može se obrisati.',
  expenseGroupTypeInvalid: 'Odabrana vrsta troška ne postoji.',
} as const;

/** The form's and the table's labels. */
export const EXPENSE_GROUP_LABELS = {
  name: 'Naziv',
  expenseType: 'Vrsta troška',
} as const;

export const EXPENSE_GROUP_TEXTS = {
  title: 'Grupe troškova',
  add: 'Dodaj grupu troškova',
  /** confirmDelete(...) object: "grupu troškova Beton" */
  deleteObject: (name: string) => `grupu troškova ${name}`,
  titles: { create: 'Nova grupa troškova', read: 'Grupa troškova', edit: 'Uređivanje grupe troškova' },
} as const;
