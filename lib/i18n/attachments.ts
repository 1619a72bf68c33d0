/** Attachments (spec part 1 sections 3, 5, 8; part 2 "Attachment"). Joined with the others in lib/i18n/messages.ts. */

export const attachmentMessages = {
  // ---- attachments (spec part 1 sections 3, 5, 8; part 2 "Attachment")
  attachmentSaved: 'Prilog je uspješno spremljen.',
  attachmentDeleted: 'Prilog je uspješno obrisan.',
  noAttachments: 'Nema priloga',
  /** confirmDelete subject: "… obrisati prilog „Ugovor.pdf”?" */
  attachmentSubject: (fileName: string) => `prilog „${fileName}”`,
  /** fileTooLarge's wording with a formatted limit ("25 MB", "2 kB"), exact for any limit. */
  attachmentTooLarge: (limit: string) => `Datoteka je prevelika (najviše ${limit})`,
  multipartRequired: 'Zahtjev mora biti poslan kao multipart/form-data.',
  /** A zip (an .xlsx, .docx, ...) that would inflate past UPLOAD_MAX_INFLATED_BYTES, or a zip bomb. */
  fileInflateLimit: (limit: string) =>
    `Datoteka se ne može otvoriti: raspakirana bi bila veća od ${limit} ili je neobično jako sažeta.`,
  fileNameNul: 'Naziv datoteke sadrži nedopušteni znak (NUL).',
  textNul: 'Tekst sadrži nedopušteni znak (NUL).',
  attachmentOwnerRequired: 'Prilog mora pripadati centru odgovornosti, zaposleniku, dokumentu ili koraku hodograma.',
  attachmentOwnerAmbiguous: 'Prilog može pripadati samo jednom zapisu (centru odgovornosti, zaposleniku, dokumentu ili koraku hodograma).',
  attachmentOwnerMissing: 'Zapis kojem prilog pripada ne postoji.',
  attachmentOwnerNotSupported: 'Prilozi za ovu vrstu zapisa još nisu podržani.',
  attachmentOwnerFixed: 'Prilog se ne može premjestiti na drugi zapis.',
  attachmentIdMismatch: 'Id u zahtjevu ne odgovara prilogu u adresi.',
  allowedFileTypes: (list: string) => `Dopuštene vrste: ${list}`,
  /** The progress bars' names (components/files/TransferProgress). */
  uploadProgressLabel: 'Prijenos datoteke',
  downloadProgressLabel: 'Preuzimanje datoteke',
} as const;
