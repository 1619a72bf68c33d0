/** Warehouses, warehouse items and verifications (issue 12; spec part 2). Joined in lib/i18n/messages.ts. */

export const warehouseMessages = {
  warehouseItemSaved: 'Stavka skladišta je uspješno spremljena.',
  verificationSaved: 'Ovjera je uspješno spremljena.',
  verificationDeleted: 'Ovjera je uspješno obrisana.',
  verificationStatusInvalid: 'Odabrani status ovjere ne postoji.',
  verificationProjectLocked: 'Projekt ovjere nije moguće promijeniti.',
  verificationDocumentInvalid: 'Dokument mora biti primka odabranog projekta.',
  verificationProjectMissing: 'Odabrani projekt ne postoji.',
  verificationIdMismatch: 'Id u zahtjevu ne odgovara ovjeri.',
} as const;

export const WAREHOUSE_LABELS = {
  project: 'Projekt',
  name: 'Naziv',
  address: 'Adresa',
  city: 'Grad',
  country: 'Država',
} as const;

export const WAREHOUSE_ITEM_LABELS = {
  name: 'Stavka',
  description: 'Opis',
  project: 'Projekt',
  sourceDocument: 'Izvorni dokument',
  supplier: 'Dobavljač',
  unit: 'Jed. mj.',
  quantity: 'Količina',
  unitPrice: 'Jedinična cijena',
  totalPrice: 'Ukupno',
  warehouse: 'Skladišni prostor',
} as const;

export const WAREHOUSE_TEXTS = {
  warehousesTitle: 'Skladišta',
  itemsTitle: 'Stavke skladišta',
  allWarehouses: 'Svi skladišni prostori',
  generate: 'Generiraj',
  print: 'Ispis',
  generateNeedsSelection: 'Odaberite stavke skladišta.',
  editTitle: 'Uređivanje stavke skladišta',
  readTitle: 'Stavka skladišta',
  /** The stock list PDF. */
  stockListTitle: 'Stanje skladišta',
  stockListFile: 'Stanje-skladista.pdf',
  stockListSelection: (n: number) => `Odabrane stavke: ${n}`,
  stockListWarehouse: 'Skladište',
  stockListAll: 'Sva skladišta (stavke na stanju)',
  stockListDate: 'Datum ispisa',
  stockListTotal: 'Ukupno',
} as const;

export const VERIFICATION_LABELS = {
  file: 'Datoteka',
  fileName: 'Datoteka',
  status: 'Status',
  remark: 'Napomena',
  project: 'Projekt',
  document: 'Primka',
  createdBy: 'Kreirao',
  createdDate: 'Datum',
} as const;

export const VERIFICATION_TEXTS = {
  title: 'Ovjere',
  add: 'Dodaj ovjeru',
  titles: { create: 'Nova ovjera', edit: 'Uređivanje ovjere' },
  download: 'Preuzmi',
  allStatuses: 'Svi statusi',
  newFileHint: 'Odaberite novu datoteku samo ako želite zamijeniti postojeću.',
  /** confirmDelete(...) object: "ovjeru racun.pdf" */
  deleteObject: (fileName: string) => `ovjeru ${fileName}`,
} as const;
