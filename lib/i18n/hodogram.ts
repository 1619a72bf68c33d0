/** The hodogram template and project hodograms (spec part 1 sections 2, 4, 5, 7, 8). Joined with the others in lib/i18n/messages.ts. */
import { plural } from './shared';

export const hodogramMessages = {
  // ---- hodogram (spec part 1 sections 2, 4, 5, 7, 8)
  hodogramNodeSaved: 'Korak hodograma je uspješno spremljen.',
  hodogramNodeDeleted: 'Korak hodograma je uspješno obrisan.',
  hodogramReorderSaved: 'Redoslijed hodograma je uspješno spremljen.',
  hodogramStatusUpdated: 'Status koraka je uspješno ažuriran.',
  /** confirmDelete subject: "… obrisati korak „Priprema”?" */
  hodogramNodeSubject: (name: string) => `korak „${name}”`,
  /** "Obrisat će se i 3 podređena koraka." after the confirmation question. */
  hodogramSubtreeGoesToo: (n: number) =>
    `Obrisat će se i ${n} ${plural(n, 'podređeni korak', 'podređena koraka', 'podređenih koraka')}.`,
  hodogramNodeNotInTemplate: 'Korak ne pripada predlošku hodograma.',
  hodogramNodeDuplicate: 'Korak se u hodogramu pojavljuje više puta.',
  hodogramParentMissing: 'Nadređeni korak ne postoji.',
  hodogramParentInactive: 'Korak se ne može aktivirati dok je nadređeni korak neaktivan.',
  hodogramTooLarge: (max: number) => `Hodogram smije imati najviše ${max} koraka.`,
  hodogramTooDeep: (max: number) => `Hodogram smije imati najviše ${max} razina.`,
  hodogramEmptyTree: 'Predložak hodograma ne može se isprazniti jednim spremanjem. Korake obrišite pojedinačno.',
  /** Nodes a whole-tree update would delete with their attachments or project copies, unconfirmed. */
  hodogramDeletionNotConfirmed: (names: readonly string[]) =>
    `Brisanje koraka koji imaju priloge ili su preneseni u hodograme centara odgovornosti treba izričito potvrditi: ${names
      .map((n) => `„${n}”`)
      .join(', ')}.`,
  hodogramOutdated: 'Hodogram je u međuvremenu promijenjen. Osvježite stranicu i pokušajte ponovno.',
  projectHodogramCreated: 'Hodogram centra odgovornosti je uspješno izrađen.',
  projectHodogramExists: 'Centar odgovornosti već ima hodogram.',
  hodogramTemplateEmpty: 'Predložak hodograma nema aktivnih koraka.',
  projectHodogramNodeNotInProject: 'Korak ne pripada hodogramu ovog centra odgovornosti.',
} as const;


// ---- screen labels
/** The hodogram screens' own labels (template on /hodogram, project tab on /projects/{id}/hodogram). */
export const HODOGRAM_LABELS = {
  name: 'Naziv',
  code: 'Šifra',
  description: 'Opis',
  status: 'Status',
  parent: 'Nadređeni korak',
  active: 'Aktivan',
  inactive: 'Neaktivan',
  completed: 'Završen',
  notCompleted: 'Nije završen',
} as const;

export const HODOGRAM_TEXTS = {
  title: 'Hodogram',
  subtitle: 'Predložak koraka koji se kopira u hodogram svakog novog centra odgovornosti.',
  addRoot: 'Dodaj korak',
  addChild: 'Dodaj podređeni korak',
  edit: 'Uredi korak',
  delete: 'Obriši korak',
  activate: 'Aktiviraj',
  deactivate: 'Deaktiviraj',
  activateUnderInactive: 'Nadređeni korak je neaktivan',
  inactiveBadge: 'Neaktivan',
  reorder: 'Promijeni redoslijed',
  saveReorder: 'Spremi redoslijed',
  abandonReorder: 'Odustani od promjene redoslijeda',
  reorderHint:
    'Povucite korak za ručicu na novo mjesto među koracima iste razine (tipkovnicom: razmaknica podiže korak, strelice gore i dolje ga pomiču, razmaknica ga ispušta, Escape odustaje). Gumbi sa strelicama lijevo i desno na kraju retka premještaju korak razinu više ili pod prethodni korak.',
  indent: (name: string) => `Premjesti „${name}” pod prethodni korak`,
  outdent: (name: string) => `Premjesti „${name}” razinu više`,
  dragHandle: (name: string) => `Premjesti korak „${name}”`,
  emptyHint: 'Dodajte prvi korak hodograma.',
  readTitle: 'Korak hodograma',
  createTitle: 'Novi korak hodograma',
  createChildTitle: 'Novi podređeni korak',
  editTitle: 'Uređivanje koraka hodograma',
  blankForms: 'Obrasci koji se prilažu uz ovaj korak',
  // ---- project tab
  projectEmpty: 'Ovaj centar odgovornosti još nema hodogram.',
  projectEmptyHint: 'Hodogram se izrađuje iz aktivnih koraka predloška.',
  createFromTemplate: 'Izradi hodogram iz predloška',
  progress: (done: number, total: number) => `Završeno ${done} od ${total} koraka`,
  completedToggle: (name: string) => `Završen: ${name}`,
  attachmentsCount: (n: number) => `Prilozi: ${n}`,
} as const;

/** Croatian texts of the drag-and-drop announcements for screen readers (dnd-kit). */
export const DND_TEXTS = {
  instructions:
    'Za podizanje koraka pritisnite razmaknicu ili Enter. Strelicama gore i dolje pomičete korak, razmaknicom ili Enterom ga ispuštate, a tipkom Escape odustajete.',
  roleDescription: 'premjestivi korak',
  picked: (name: string) => `Podignut je korak „${name}”.`,
  over: (name: string, target: string) => `Korak „${name}” je na mjestu koraka „${target}”.`,
  notOver: (name: string) => `Korak „${name}” nije iznad mjesta za ispuštanje.`,
  dropped: (name: string, target: string) => `Korak „${name}” je ispušten na mjesto koraka „${target}”.`,
  droppedNowhere: (name: string) => `Korak „${name}” je ispušten.`,
  cancelled: (name: string) => `Premještanje je prekinuto, korak „${name}” je vraćen na svoje mjesto.`,
} as const;
