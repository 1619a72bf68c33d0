/** Croatian texts of the PDF frame (the documents' own texts come from their modules' lib/i18n). */
export const pdfTexts = {
  /** Footer of every page: "Stranica 2 od 5". */
  pageOf: (page: number, pages: number) => `Stranica ${page} od ${pages}`,
  creator: 'Gradilište',
} as const;
