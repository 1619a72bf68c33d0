/** Contractors' cost lists and situations (issue 11; spec part 1 sections 3, 5, 8). Joined in lib/i18n/messages.ts. */
import { plural } from './shared';
export const situationMessages = {
  // ---- contractors' cost lists (project cooperator items)
  cooperatorItemSaved: 'Stavka troškovnika izvođača je uspješno spremljena.',
  cooperatorItemDeleted: 'Stavka troškovnika izvođača je uspješno obrisana.',
  cooperatorItemNotContractor:
    'Troškovnik može imati samo izvođač s označenim troškovnikom ili podizvođač čiji je naručitelj takav izvođač.',
  cooperatorItemOtherProject: 'Stavka troškovnika ne pripada centru odgovornosti suradnika.',
  cooperatorItemIsGroup: 'Troškovnik izvođača sadrži samo stavke, ne grupe.',
  cooperatorItemNoContractorLine: 'Izvođač (naručitelj podizvođača) nema ovu stavku u svom troškovniku.',
  cooperatorItemAmbiguousContractor: 'Podizvođačev naručitelj je više puta izvođač na ovom centru odgovornosti; stavku nije moguće jednoznačno pridružiti.',
  cooperatorItemDuplicate: 'Suradnik već ima ovu stavku u troškovniku.',
  cooperatorItemFixed: 'Suradnik i stavka troškovnika ne mogu se mijenjati; obrišite redak i dodajte novi.',
  cooperatorItemInUse: 'Stavka troškovnika ima izvedene količine u situacijama i ne može se obrisati.',
  // ---- situations
  situationSaved: 'Situacija je uspješno spremljena.',
  situationDeleted: 'Situacija je uspješno obrisana.',
  situationPeriodOrder: 'Datum do ne smije biti prije datuma od.',
  situationOtherProject: 'Situacija ostaje na svom centru odgovornosti.',
  situationItemSaved: 'Izvedena količina je uspješno spremljena.',
  situationItemDeleted: 'Izvedena količina je uspješno obrisana.',
  situationItemOtherProject: 'Stavka troškovnika i situacija ne pripadaju istom centru odgovornosti.',
  situationItemDuplicate: 'Situacija već ima izvedenu količinu za ovu stavku; izmijenite postojeću.',
  situationItemFixed: 'Situacija i stavka troškovnika ne mogu se mijenjati; obrišite redak i dodajte novi.',
  situationMissing: 'Situacija ne postoji.',
  cooperatorItemMissing: 'Stavka troškovnika izvođača ne postoji.',
  projectCooperatorMissing: 'Suradnik na centru odgovornosti ne postoji.',
  projectItemMissing: 'Stavka troškovnika ne postoji.',
  // ---- contractor cost-list import (ImportProjectContractorItems; piece "ctimport")
  contractorItemsImported: 'Troškovnik izvođača je uspješno uvezen.',
  contractorImportNotOnProject: 'Izvođač ne postoji na ovom centru odgovornosti.',
  contractorImportNotContractor: 'Troškovnik se uvozi samo za izvođača s označenim troškovnikom.',
  contractorImportIncomplete: 'Redak mora imati i količinu i jediničnu cijenu, ili nijedno (tada stavka nije u troškovniku izvođača)',
  contractorImportNoLines: 'U odabranom rasponu nema redaka s količinom i jediničnom cijenom za uvoz.',
  contractorImportNoId: 'Redak nema Id stavke troškovnika u stupcu A',
  contractorImportUnknownId: (id: number) => `Id ${id} nije stavka troškovnika ovog centra odgovornosti`,
  contractorImportGroup: (id: number) => `Id ${id} je grupa; troškovnik izvođača sadrži samo stavke`,
  contractorImportExecutedLost: (names: string[], more: number) =>
    `Stavke koje datoteka ne sadrži imaju izvedene količine u situacijama: ${names.join(', ')}${more > 0 ? ` i još ${more}` : ''}. ` +
    'Dodajte ih u datoteku ili najprije obrišite njihove izvedene količine; ništa nije promijenjeno.',
  // ---- one row of the Contractors tab in one transaction (PUT /api/Projects/{id}/ContractorItemRows; piece "cimp")
  contractorRowBothRequired: 'Unesite i količinu i jediničnu cijenu, ili nijedno (tada suradnik nema ovu stavku).',
  contractorRowNoParties: 'Redak mora imati barem jednog suradnika.',
  contractorRowTooManyParties: (max: number) => `Redak može imati najviše ${max} suradnika (izvođača i njegove podizvođače).`,
  contractorRowPartyTwice: 'Suradnik je u retku naveden više puta.',
  contractorRowNotContractor: 'Odabrani suradnik nije izvođač s označenim troškovnikom na ovom centru odgovornosti.',
  contractorRowNotParty: 'Suradnik nije taj izvođač ni njegov podizvođač na ovom centru odgovornosti.',
  contractorRowItemOtherProject: 'Stavka ne pripada ovom centru odgovornosti.',
} as const;

// ---- Contractors tab (issue 11, spec part 1 section 2 "Contractors page"): /projects/{id}/contractors
export const CONTRACTOR_TEXTS = {
  noContractorsTitle: 'Na centru odgovornosti nema izvođača',
  noContractorsText:
    'Izvođač je suradnik centra odgovornosti tipa Izvođač s označenim troškovnikom. Dodajte ga na kartici Suradnici; ovdje se zatim unose njegove ugovorene količine i cijene te one njegovih podizvođača.',
  showAll: 'Sve stavke',
  showWithData: 'Samo stavke s podacima',
  contracted: 'Ugovoreno',
  ordinal: 'R. br.',
  item: 'Stavka',
  unit: 'Jed. mj.',
  quantity: 'Količina',
  unitPrice: 'Jed. cijena',
  totalPrice: 'Ukupno',
  total: 'Ukupno',
  noItems: 'Troškovnik centra odgovornosti je prazan: izvođaču se količine unose na stavke troškovnika.',
  noLines: 'Izvođač još nema stavki s podacima.',
  keyboardHint: 'Enter ili F2 uređuje redak, Enter sprema, Esc odustaje.',
  save: 'Spremi',
  cancel: 'Odustani',
  edit: 'Uredi',
  bothRequired: 'Unesite i količinu i jediničnu cijenu (ili obrišite obje za brisanje stavke).',
  invalidNumber: 'Neispravan broj.',
  finishEditFirst: 'Najprije spremite ili odustanite od uređivanja retka.',
  counts: (lines: number, items: number) => `Stavki s podacima: ${lines} od ${items}`,
} as const;

// ---- Contractors tab: the cost-list import drawer (piece "cimp"; spec part 1 sections 2, 5, 8)
export const CONTRACTOR_IMPORT_TEXTS = {
  button: 'Uvoz',
  title: (contractor: string) => `Uvoz troškovnika izvođača: ${contractor}`,
  hint:
    'Uvozi se datoteka izvoza stavki (list Troškovnik, Id stavke u stupcu A): u stupac I upišite izvođačevu količinu, a u stupac J njegovu jediničnu cijenu. ' +
    'Naziv, jedinica mjere i redni broj uzimaju se iz troškovnika centra odgovornosti; redak bez količine i cijene nije u troškovniku izvođača.',
  excelRangeHint: 'Npr. I2:J100000 – stupac A je rezerviran za Id stavke.',
  confirmTitle: 'Zamjena troškovnika izvođača',
  confirmText: (lines: number) =>
    `Izvođač već ima ${lines} ${plural(lines, 'stavku', 'stavke', 'stavki')} u troškovniku. Uvoz ga zamjenjuje sadržajem datoteke: ` +
    'postojeće stavke se ažuriraju, nove dodaju, a stavke kojih nema u datoteci brišu se zajedno sa stavkama podizvođača. Želite li nastaviti?',
  confirmButton: 'Uvezi i zamijeni',
  loadingLines: 'Učitavanje troškovnika izvođača…',
  reportTitle: 'Troškovnik izvođača je uvezen',
  reportLines: (lines: number, total: string) => `Stavki u troškovniku izvođača: ${lines}, ukupno ${total} €.`,
  reportChanges: (created: number, updated: number, deleted: number) => `Dodano: ${created}, ažurirano: ${updated}, obrisano: ${deleted}.`,
  reportSubcontractorLines: (n: number) => `Obrisano stavki podizvođača (uz obrisane stavke izvođača): ${n}.`,
  reportWithoutAmounts: (n: number) => `Redaka bez količine i cijene (nisu u troškovniku izvođača, npr. grupe): ${n}.`,
  reportSkipped: (n: number) => `Preskočeno redaka s količinom ili cijenom: ${n}.`,
  reportSkippedNone: 'Nijedan redak s količinom i cijenom nije preskočen.',
  reportSkippedShown: (shown: number, all: number) => `Prikazano prvih ${shown} od ${all}.`,
  skippedRow: 'Redak',
  skippedId: 'Id',
  skippedReason: 'Razlog',
  close: 'Zatvori',
  again: 'Novi uvoz',} as const;

// ---- Situations tab (issue 11, spec part 1 section 2 "Situations page"): /projects/{id}/situations
export const SITUATION_TEXTS = {
  noSituationsTitle: 'Na centru odgovornosti nema situacija',
  noSituationsText:
    'Situacija je obračunsko razdoblje (privremena situacija) u kojem se unose izvedene količine izvođača i podizvođača. Dodajte prvu situaciju gumbom Dodaj situaciju.',
  add: 'Dodaj situaciju',
  createTitle: 'Nova situacija',
  editTitle: 'Uredi situaciju',
  name: 'Naziv',
  activeFrom: 'Datum od',
  activeTo: 'Datum do',
  description: 'Opis',
  period: 'Razdoblje',
  contractor: 'Izvođač',
  allContractors: 'Svi izvođači',
  edit: 'Uredi',
  delete: 'Obriši',
  deleteSubject: (name: string) => `situaciju ${name}`,
  deleteText: (name: string, quantities: number | null) =>
    `Jeste li sigurni da želite obrisati situaciju ${name}?` +
    (quantities === null ? ' Obrisat će se i sve njezine izvedene količine.' : quantities === 0 ? ' Situacija nema izvedenih količina.' : ` Obrisat će se i njezine izvedene količine (${quantities}).`),
  deleted: (quantities: number) => `Situacija je uspješno obrisana (obrisanih izvedenih količina: ${quantities}).`,
  exportXlsx: 'Izvoz u Excel',
  exportPdf: 'Izvoz u PDF',
  exportNeedsContractor: 'Situacija se izvozi za jednog izvođača: odaberite izvođača.',
  allHint: 'Prikazani su zbrojevi svih izvođača. Za unos izvedenih količina odaberite izvođača.',
  noLines: 'Odabrani izvođač nema stavki u troškovniku.',
  noLinesAll: 'Izvođači na centru odgovornosti još nemaju stavki u troškovniku.',
  // columns
  ordinal: 'R. br.',
  item: 'Stavka',
  unit: 'Jed. mj.',
  contracted: 'Ugovoreno',
  thisSituation: 'Ova situacija',
  cumulative: 'Kumulativno',
  quantity: 'Količina',
  unitPrice: 'Jed. cijena',
  totalPrice: 'Ukupno',
  amount: 'Iznos',
  income: 'Prihod',
  expense: 'Rashod',
  cumulativeIncome: 'Kum. prihod',
  cumulativeExpense: 'Kum. rashod',
  percent: 'Postotak',
  total: 'Ukupno',
  // the row editor
  editRow: 'Uredi izvedene količine',
  deleteRow: 'Obriši izvedene količine retka',
  deleteRowText: (item: string) => `Jeste li sigurni da želite obrisati izvedene količine stavke ${item} u ovoj situaciji?`,
  save: 'Spremi',
  cancel: 'Odustani',
  actions: 'Radnje',
  invalidNumber: 'Neispravna količina.',
  finishEditFirst: 'Najprije spremite ili odustanite od uređivanja retka.',
  keyboardHint: 'Dvoklik, Enter ili F2 uređuje redak, Enter sprema, Esc odustaje; prazno polje briše količinu.',
  percentFilter: 'Izvršenost',
  expandLevel: 'Proširi razinu',
  collapseLevel: 'Sažmi razinu',
  counts: (shown: number) => `Stavki: ${shown}`,
} as const;
