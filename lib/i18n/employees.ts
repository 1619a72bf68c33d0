/** Employees and their gear (spec part 1 sections 2, 3, 5). Joined with the others in lib/i18n/messages.ts. */

export const employeeMessages = {
  // ---- employees (spec part 1 sections 2, 3, 5; issue 3)
  employeeSaved: 'Zaposlenik je uspješno spremljen.',
  employeeDeleted: 'Zaposlenik je uspješno obrisan.',
  employeeOibTaken: 'Zaposlenik s ovim OIB-om već postoji.',
  employeeLinkedToUser: 'Zaposlenik je povezan s korisničkim računom i ne može se obrisati.',
  agencyNotEmploymentAgency: 'Odabrani suradnik nije agencija za zapošljavanje.',
  invalidPhotoUrl: 'Adresa fotografije mora počinjati s http:// ili https://',
  expired: 'Isteklo',
  expiringSoon: 'Ističe uskoro',
  gearItemRequired: 'Označite barem jedan komad opreme.',
  projectNotActive: 'Odabrani centar odgovornosti nije aktivan.',
  gearSaved: 'Zapis o zaduženju opreme je uspješno spremljen.',
  gearDeleted: 'Zapis o zaduženju opreme je uspješno obrisan.',
} as const;


// ---- screen labels
/**
 * Croatian labels of the employee's fields and sections, shared by the form and the read-only
 * details so both say the same thing.
 */
export const SECTION = {
  identity: 'Osobni podaci i kontakt',
  residence: 'Prebivalište',
  temporary: 'Boravište',
  employment: 'Zaposlenje',
  safety: 'Zaštita na radu',
  medical: 'Liječnički pregled',
  toxicology: 'Toksikologija',
  sizes: 'Veličine',
  permit: 'Radna dozvola',
} as const;

export const LABEL = {
  name: 'Ime',
  surname: 'Prezime',
  oib: 'OIB',
  identificationNumber: 'Broj osobne iskaznice',
  birthDate: 'Datum rođenja',
  gender: 'Spol',
  photo: 'Fotografija (adresa slike)',
  email: 'E-mail',
  phone: 'Telefon',
  address: 'Adresa',
  country: 'Država',
  city: 'Mjesto',
  temporaryAddress: 'Adresa boravišta',
  activeFrom: 'Zaposlen od',
  activeTo: 'Zaposlen do',
  employeeRole: 'Uloga',
  position: 'Radno mjesto',
  company: 'Tvrtka',
  company2: 'Druga tvrtka',
  agency: 'Agencija za zapošljavanje',
  usedBonusAmountBeforeEmployment: 'Iskorišteni iznos nagrade prije zaposlenja (€)',
  isSupervised: 'Pod nadzorom',
  supervisionDecisionExpirationDate: 'Rješenje o nadzoru vrijedi do',
  isCompetentForSafeWork: 'Osposobljen za rad na siguran način',
  isCompetentForFireProtection: 'Osposobljen za zaštitu od požara',
  isCompetentForFirstAid: 'Osposobljen za pružanje prve pomoći',
  isAuthorizedForWorkSafety: 'Ovlaštenik za zaštitu na radu',
  authorizationExpirationDate: 'Ovlaštenje vrijedi do',
  isMedicalExaminationRequired: 'Obavezan liječnički pregled',
  medicalExaminationExpirationDate: 'Liječnički pregled vrijedi do',
  medicalExaminationBy: 'Pregled obavila ustanova',
  medicalExaminationNotes: 'Napomene uz pregled',
  pointList: 'Točke popisa poslova (posebni uvjeti rada)',
  isCompetentForToxicology: 'Osposobljen za rad s opasnim kemikalijama',
  isResponsibleForToxicology: 'Odgovorna osoba za opasne kemikalije',
  isExecutantForToxicology: 'Izvršitelj rada s opasnim kemikalijama',
  toxicologyExpirationDate: 'Toksikologija vrijedi do',
  workShoesSize: 'Radne cipele',
  workPantsSize: 'Radne hlače',
  workJacketSize: 'Radna jakna',
  hasWorkingPermission: 'Ima radnu dozvolu',
  workingPermissionExpirationDate: 'Radna dozvola vrijedi do',
  workingPermissionExtensionStartDate: 'Početak produljenja dozvole',
  workingPermissionExtensionRequestDate: 'Datum zahtjeva za produljenje',
} as const;

/** The employee detail page's tabs (lib/employees/screen.ts). */
export const EMPLOYEE_TAB_LABELS = { details: 'Detalji', gear: 'Oprema', attachments: 'Prilozi' } as const;

/** The gear hand-over's fields (components/employees/GearForm, GearTable's headers). */
export const GEAR_LABEL = {
  date: 'Datum',
  project: 'Centar odgovornosti',
  items: 'Zadužena oprema',
  receipt: 'Potpisana primka',
  receiptHint: 'PDF ili slika potpisane primke',
  /** The receipt field's hint when one is stored. */
  receiptCurrent: (fileName: string) => `Trenutačno: ${fileName} (nova datoteka je zamjenjuje)`,
  receiptPlaceholder: 'Odaberite datoteku',
} as const;

/** The gear tab's texts (components/employees/GearTable). */
export const GEAR_TEXTS = {
  intro: 'Zaštitna oprema zadužena zaposleniku, s potpisanom primkom.',
  add: 'Dodaj zaduženje opreme',
} as const;
