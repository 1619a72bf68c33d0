/** The bill of quantities (spec part 1 sections 3, 5, 8). Joined with the others in lib/i18n/messages.ts. */
import { formatNumber } from '@/lib/format';
import { plural, characters } from './shared';

export const projectItemMessages = {
  // ---- project items (bill of quantities; spec part 1 sections 3, 5, 8)
  projectItemSaved: 'Stavka je uspješno spremljena.',
  projectItemDeleted: 'Stavka je uspješno obrisana.',
  projectItemsImported: 'Troškovnik je uspješno uvezen.',
  // projectMissing: shared with the projects block above
  parentNotInProject: 'Nadređena grupa ne pripada ovom centru odgovornosti.',
  parentNotGroup: 'Nadređeni zapis mora biti grupa.',
  amountTooLarge: 'Iznos je prevelik.',
  /** "Vrijednosti stupaca nisu jedinstvene: Naziv" */
  columnsNotUniqueLabels: (labels: string) => `Vrijednosti stupaca nisu jedinstvene: ${labels}`,
  unknownColumnLabel: (label: string) => `Nepoznata oznaka stupca: ${label}`,
  tooManyColumnLabels: 'Oznaka stupaca ima više nego stupaca u rasponu.',
  exportRangeStartsAtA: 'Raspon izvoza mora počinjati u stupcu A (Id).',
  sheetMissing: (name: string) => `List „${name}” ne postoji u datoteci.`,
  importRowError: (row: number, text: string) => `Redak ${row}: ${text}`,
  importNoRows: 'U odabranom rasponu nema redaka za uvoz.',
  importTimeout: 'Obrada datoteke traje predugo. Provjerite datoteku ili smanjite raspon.',
  importUnreadable: 'Datoteku nije moguće pročitati.',
  /** IMPORT_MAX_ROWS: "najviše 20.000 redaka", "najviše 2 retka". */
  importTooManyRows: (max: number, row: number) =>
    `Uvoz smije obuhvatiti najviše ${formatNumber(max)} ${plural(max, 'redak', 'retka', 'redaka')} raspona, a datoteka ima podatke i u retku ${formatNumber(row)}. Podijelite troškovnik u više datoteka.`,
  importTooManyNewUnits: (count: number, max: number, examples: string[]) =>
    `Uvoz bi dodao ${count} ${plural(count, 'novu jedinicu', 'nove jedinice', 'novih jedinica')} mjere (najviše ${max} u jednom uvozu), npr. ${examples.map((u) => `„${u}”`).join(', ')}. Provjerite je li stupac Jedinica mjere dobro odabran.`,
  importCellNul: (label: string) => `${label}: tekst sadrži nedopušteni znak (NUL)`,
  importCellRequired: (label: string) => `${label} je obavezno polje`,
  importCellInvalidNumber: (label: string) => `${label}: neispravan broj`,
  importCellError: (code: string) => `ćelija sadrži grešku ${code}`,
  importCellDecimals: (label: string) => `${label}: dopušteno je najviše 6 decimala`,
  importCellTooLong: (label: string, max: number) => `${label}: najviše je dopušteno ${characters(max)}`,
  importLevelInvalid: 'Razina mora biti cijeli broj veći od 0',
  importLevelMissing: 'Razina nije zadana, a redni broj nije oblika 1.2.3',
  importFirstLevel: 'Prvi redak mora biti na razini 1',
  importLevelJump: 'Razina smije biti najviše za jedan veća od razine prethodnog retka',
  importGroupWithAmounts: 'Redak ima podređene retke (grupa je), a grupa ne smije imati količinu ni jediničnu cijenu',
  importItemIncomplete: 'Stavka mora imati i količinu i jediničnu cijenu (grupa nema nijedno)',
  importIdInvalid: 'Id u stupcu A mora biti cijeli broj',
  importIdDuplicate: (id: number) => `Id ${id} se u datoteci pojavljuje više puta`,
  importIdTypeChanged: (id: number) =>
    `Id ${id}: stavka ne može postati grupa niti grupa stavka (obrišite Id u stupcu A pa se redak uvozi kao nov)`,
  itemTypeFixed: 'Stavka ne može postati grupa niti grupa stavka.',
} as const;


// ---- screen labels
/** The items tab's own labels (troškovnik: the bill of quantities as the office calls it). */
import type { CompletedPercentFilter } from '@/lib/project-items/types';

export const ITEM_COLUMNS = {
  ordinal: 'R. br.',
  name: 'Stavka',
  unit: 'JM',
  contracted: 'Ugovoreno',
  completed: 'Izvedeno',
  remaining: 'Preostalo',
  quantity: 'Količina',
  unitPrice: 'Jed. cijena',
  totalPrice: 'Iznos',
  percent: 'Izvršeno',
  actions: 'Radnje',
} as const;

/** Full names for the inline editor's inputs (aria-labels) and messages. */
export const ITEM_FIELDS = {
  name: 'Naziv',
  groupName: 'Naziv grupe',
  unit: 'Jedinica mjere',
  quantity: 'Količina',
  unitPrice: 'Jedinična cijena',
  totalPrice: 'Ukupna cijena',
} as const;

export const PERCENT_FILTER_LABELS: Record<CompletedPercentFilter | 'all', string> = {
  all: 'Sve',
  zero: '0 %',
  partial: '0 – 99,999 %',
  complete: '100 %',
  over: '> 100 %',
};

export const ITEM_TEXTS = {
  title: 'Troškovnik',
  percentFilter: 'Izvršenost',
  percentFilterHint: 'Prikazane su stavke u odabranom rasponu izvršenosti s pripadajućim grupama.',
  expandLevel: 'Proširi razinu',
  collapseLevel: 'Sažmi razinu',
  add: 'Dodaj',
  addItem: 'Dodaj stavku',
  addGroup: 'Dodaj grupu',
  addItemAtEnd: 'Stavku na kraj popisa',
  addGroupAtEnd: 'Grupu na kraj popisa',
  addItemHere: 'Dodaj stavku ovdje',
  addGroupHere: 'Dodaj podgrupu ovdje',
  edit: 'Uredi',
  delete: 'Obriši',
  save: 'Spremi',
  cancel: 'Odustani',
  rowActions: (ordinal: string) => `Radnje za stavku ${ordinal}`,
  import: 'Uvoz',
  importFromExcel: 'Uvoz iz Excela',
  export: 'Izvoz',
  total: 'Ukupno',
  emptyTitle: 'Troškovnik je prazan',
  emptyText: 'Ovaj centar odgovornosti još nema stavki. Dodajte grupu ili stavku, ili uvezite troškovnik iz Excel datoteke.',
  emptyReadOnly: 'Ovaj centar odgovornosti još nema stavki troškovnika.',
  noMatches: 'Nijedna stavka nije u odabranom rasponu izvršenosti.',
  newItemPlaceholder: 'Naziv nove stavke',
  newGroupPlaceholder: 'Naziv nove grupe',
  finishEditFirst: 'Najprije spremite ili odustanite od uređivanja otvorenog retka.',
  keyboardHint: 'Dvoklik ili Enter uređuje redak, Enter sprema, Esc odustaje.',
  loading: 'Učitavanje troškovnika…',
  loadFailed: 'Troškovnik nije učitan.',
  loadRetry: 'Pokušaj ponovno',
  counts: (groups: number, items: number) =>
    `${groups} ${plural(groups, 'grupa', 'grupe', 'grupa')}, ${items} ${plural(items, 'stavka', 'stavke', 'stavki')}`,
} as const;

/** "grupu „Zemljani radovi”" / "stavku 1.2 „Iskop”" for the delete question. */
export function deleteSubject(isGroup: boolean, ordinal: string, name: string): string {
  return `${isGroup ? 'grupu' : 'stavku'} ${ordinal} „${name}”`;
}

/** What goes with a group: "Zajedno s grupom obrisat će se i sav njezin sadržaj: 2 podgrupe i 12 stavki." */
export function groupDeleteConsequence(groups: number, items: number): string {
  if (groups === 0 && items === 0) return 'Grupa je prazna.';
  const parts: string[] = [];
  if (groups) parts.push(`${groups} ${plural(groups, 'podgrupa', 'podgrupe', 'podgrupa')}`);
  if (items) parts.push(`${items} ${plural(items, 'stavka', 'stavke', 'stavki')}`);
  return `Zajedno s grupom obrisat će se i sav njezin sadržaj: ${parts.join(' i ')}.`;
}

export const IMPORT_TEXTS = {
  title: 'Uvoz troškovnika iz Excela',
  file: 'Excel datoteka (.xlsx)',
  filePlaceholder: 'Kliknite za odabir datoteke',
  sheetName: 'Naziv lista',
  sheetPlaceholder: 'npr. Troškovnik',
  excelRange: 'Raspon ćelija',
  excelRangeHint: 'Npr. B2:H100000 – najviše 16 stupaca; stupac A je rezerviran za Id.',
  columns: 'Stupci u rasponu',
  columnsHint: 'Za svaki podatak odaberite stupac iz kojeg se uvozi; neobavezne ostavite prazne.',
  notImported: 'Ne uvozi se',
  preview: 'Pregled prvih redaka',
  previewEmpty: 'Odaberite datoteku, list i ispravan raspon za pregled.',
  previewNoRows: 'U odabranom rasponu nema podataka.',
  previewMore: 'Prikazani su samo prvi retci raspona.',
  headerRow: (row: number) => `${row} · zaglavlje`,
  headerRecognised: (row: number) => `Stupci su prepoznati iz zaglavlja u retku ${row}.`,
  useHeader: 'Preuzmi stupce iz zaglavlja',
  unreadable: 'Datoteku nije moguće pročitati u pregledniku; provjerite je li ispravna .xlsx datoteka.',
  submit: 'Uvezi',
  uploading: (percent: number) => `Prijenos datoteke… ${percent} %`,
  processing: 'Uvoz u tijeku…',
  confirmTitle: 'Potvrda uvoza',
  confirmText: (rows: number) =>
    `Troškovnik već ima ${rows} ${plural(rows, 'redak', 'retka', 'redaka')}. Uvoz ga zamjenjuje sadržajem datoteke: retci s Id-em u stupcu A ažuriraju postojeće stavke, ostali se dodaju, a stavke kojih nema u datoteci brišu se. Želite li nastaviti?`,
  confirmButton: 'Uvezi i zamijeni',
  failed: 'Uvoz nije uspio',
} as const;

/** The success notice's details: "4 grupe, 120 stavki, ukupno 1.234,56 €. Nove jedinice mjere: m3, kpl." */
export function importReportText(report: { groups: number; items: number; totalText: string; createdUnits: string[]; created: number; updated: number; deleted: number }): string {
  const parts = [`${ITEM_TEXTS.counts(report.groups, report.items)}, ukupno ${report.totalText}.`];
  parts.push(`Dodano: ${report.created}, ažurirano: ${report.updated}, obrisano: ${report.deleted}.`);
  if (report.createdUnits.length) parts.push(`Nove jedinice mjere: ${report.createdUnits.join(', ')}.`);
  return parts.join(' ');
}

export const EXPORT_TEXTS = {
  title: 'Izvoz troškovnika u Excel',
  columns: 'Stupci datoteke',
  columnsHint: 'Stupac A uvijek sadrži Id stavke (za ponovni uvoz). Redoslijed ostalih stupaca mijenjate strelicama; stupac koji ne trebate uklonite.',
  idColumn: 'Id (rezerviran)',
  moveUp: (name: string) => `Pomakni gore: ${name}`,
  moveDown: (name: string) => `Pomakni dolje: ${name}`,
  remove: (name: string) => `Ukloni stupac: ${name}`,
  addColumn: 'Dodaj stupac',
  excelRange: 'Raspon ćelija',
  excelRangeHint: 'Mora počinjati u stupcu A; prvi redak raspona je zaglavlje, stavke slijede ispod. Izvoze se sve stavke.',
  submit: 'Preuzmi Excel datoteku',
  downloading: 'Priprema datoteke…',
  downloadingPercent: (percent: number) => `Preuzimanje… ${percent} %`,
  done: (fileName: string) => `Datoteka ${fileName} je preuzeta.`,
  failed: 'Izvoz nije uspio',
  noColumns: 'Odaberite barem jedan stupac.',
  preview: 'Izgled datoteke (prvi retci)',
  previewEmpty: 'Troškovnik nema stavki: datoteka će imati samo zaglavlje.',
} as const;
