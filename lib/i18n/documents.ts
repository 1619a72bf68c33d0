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
  // ---- the documents API and workflow (helper docapi)
  documentCodeTaken: 'Dokument s ovom oznakom već postoji za ovu vrstu dokumenta i godinu.',
  documentProjectInactive: 'Odaberite aktivan projekt.',
  documentDestinationSameProject: 'Odredišni projekt mora biti različit od projekta.',
  documentParentNotAllowed: 'Izvorni dokument nije moguće povezati s ovom vrstom dokumenta.',
  documentHasFollowUps: 'Iz dokumenta su generirani drugi dokumenti ili je storniran, pa ga nije moguće obrisati.',
  documentItemHasFollowUps: 'Iz stavke su generirane stavke drugih dokumenata, pa je nije moguće obrisati.',
  documentItemWarehouseEmpty: 'Odabrana stavka skladišta nema zalihe.',
  documentItemWarehouseNotOfProject: 'Stavka skladišta nije na skladištu projekta stavke.',
  documentItemProjectItemNotOfProject: 'Stavka troškovnika nije stavka odabranog projekta.',
  documentItemExpenseGroupWrongType: 'Grupa troškova ne pripada odabranoj vrsti troška.',
  documentItemParentInvalid: 'Izvorna stavka nije stavka izvornog dokumenta.',
  documentItemDocumentFixed: 'Stavka ne može prijeći na drugi dokument.',
  documentSelectedItemsInvalid: 'Odabrane stavke ne postoje ili nisu stavke izvornog dokumenta.',
  documentWarehouseItemsNotOutgoing: 'Od stavki skladišta izrađuju se samo otpisnica, izdatnica, međuskladišnica – izlaz i likvidacija.',
  documentWarehouseItemsNotOfProject: 'Odabrane stavke skladišta nisu na skladištu projekta dokumenta ili nemaju zalihe.',
  documentGenerateNoItems: 'Odaberite stavke za generiranje.',
  documentGenerateOneProject: (type: string) => `Dokument vrste ${type} može biti samo jednog projekta, a odabrane stavke su različitih projekata.`,
  documentGenerateSiteManagerOneProject: 'Voditelj gradilišta generira dokument samo iz stavki jednog projekta.',
  documentGenerateOneDestination: 'Međuskladišnica – ulaz može imati samo jedan odredišni projekt, a odabrane stavke idu na različite projekte.',
  documentGenerateMixedCurrencies: 'Odabrane stavke su iz dokumenata različitih valuta: generirajte ih odvojeno.',
  documentGenerateMissingHeader: (type: string) => `Odabrane stavke su iz dokumenata s različitim podacima koje dokument vrste ${type} mora imati (npr. dobavljač): generirajte ih odvojeno.`,
  documentTransferStorned: 'Međuskladišnica – izlaz je stornirana, pa ulaz nije moguće završiti.',
  documentTransferReceiptCompleted: 'Međuskladišnica – ulaz već je završena: najprije stornirajte nju.',
  projectCompletionConfirm: (n: number) =>
    `Na skladištu projekta ima ${n} ${n % 10 === 1 && n % 100 !== 11 ? 'stavka' : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 'stavke' : 'stavki'} sa zalihom. Završetkom projekta automatski će se izraditi i završiti izdatnica preostale zalihe. Želite li nastaviti?`,
  projectCompletionNoteComment: 'Izdatnica preostale zalihe, izrađena automatski pri završetku projekta.',
} as const;

/** Tags and badges of §4. */
export const DOCUMENT_TEXTS = {
  stornoTag: 'Storno',
  stornedTag: 'Storniran',
} as const;

/** The document export (POST /api/Documents/ExportPDF and /ExportXLSX; helper docapi). */
export const DOCUMENT_EXPORT_TEXTS = {
  sheetName: 'Dokument',
  code: 'Broj dokumenta',
  type: 'Vrsta',
  status: 'Status',
  project: 'Projekt',
  destinationProject: 'Odredišni projekt',
  supplier: 'Dobavljač',
  createdDate: 'Datum',
  deadlineDate: 'Rok',
  receiptCode: 'Broj računa',
  receiptAmount: 'Iznos računa',
  currency: 'Valuta',
  createdBy: 'Izradio',
  comment: 'Napomena',
  total: 'Ukupno',
  columns: {
    ordinal: 'R. br.',
    name: 'Naziv',
    project: 'Projekt',
    unit: 'JM',
    quantity: 'Količina',
    unitPrice: 'Jedinična cijena',
    totalPrice: 'Ukupna cijena',
    comment: 'Napomena',
  },
} as const;
