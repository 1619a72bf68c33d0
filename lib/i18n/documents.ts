/**
 * Documents and stock (issue 12; spec part 2 §4, §5 and §8). Joined with the others in
 * lib/i18n/messages.ts. The rules that use them: lib/documents (pure) and, later, the service.
 */
export const documentMessages = {
  documentCompletedLocked: 'Završeni dokument nije moguće mijenjati ni brisati.',
  documentDraftOnly: 'Voditelj gradilišta može mijenjati i brisati samo dokumente u statusu Nacrt.',
  documentCannotProcess: 'Dokument nije moguće poslati u obradu: u obradu se šalju samo zahtjevnice i međuskladišnice – izlaz u statusu Nacrt.',
  documentCannotComplete: 'Dokument u ovom statusu nije moguće završiti.',
  documentRequisitionNeverCompletes: 'Zahtjevnica se ne završava: iz nje se generiraju narudžbenice i međuskladišnice.',
  documentTransferNotProcessed: 'Međuskladišnicu – izlaz treba najprije poslati u obradu.',
  documentTransferSourceNotCompleted: 'Međuskladišnicu – ulaz moguće je završiti tek kad je njezina međuskladišnica – izlaz završena.',
  documentGenerateFromDraft: 'Iz dokumenta u statusu Nacrt nije moguće generirati druge dokumente.',
  documentFollowUpNotAllowed: (from: string, to: string) => `Iz dokumenta vrste ${from} nije moguće generirati dokument vrste ${to}.`,
  documentStornoNotCompleted: 'Stornirati se može samo završeni dokument.',
  documentStornoType: 'Ovu vrstu dokumenta nije moguće stornirati.',
  documentStornoOfStorno: 'Storno dokument nije moguće stornirati.',
  documentAlreadyStorned: 'Dokument je već storniran.',
  documentStornoSameType: 'Storno dokument mora biti iste vrste kao stornirani dokument.',
  documentGenerateFromStorno: 'Iz storno dokumenta nije moguće generirati druge dokumente.',
  documentCopyOfStorno: 'Storno dokument nije moguće kopirati.',
  documentItemNoWarehouseItem: (name: string) => `Stavka „${name}” nema odabranu stavku skladišta.`,
  documentItemNoDestination: (name: string) => `Stavka „${name}” nema odabran odredišni projekt.`,
  documentItemNoProject: (name: string) => `Stavka „${name}” nema odabran projekt.`,
  documentItemNothingToCancel: (name: string) => `Stavka „${name}” nije promijenila zalihu, pa je storno nema što poništiti.`,
  documentItemWrongWarehouse: (name: string) => `Stavka „${name}”: odabrana stavka skladišta nije na skladištu projekta stavke.`,
  documentProjectWithoutWarehouse: 'Projekt nema skladište.',
  documentItemStatusInvalid: 'Status stavke nije dopušten za ovu vrstu dokumenta.',
  documentExpenseGroupNeedsType: 'Grupa troškova bira se nakon vrste troška.',
  /** §8 "Raspolozivo je {n} {unit}", with the Croatian letters: availableStock('3,5', 'm³'). */
  availableStock: (n: string, unit: string) => `Raspoloživo je ${n} ${unit}`.trim(),
} as const;

/** Tags and badges of §4. */
export const DOCUMENT_TEXTS = {
  stornoTag: 'Storno',
  stornedTag: 'Storniran',
} as const;
