/**
 * The tables' own texts (mantine-react-table's localization and the labels it leaves in English).
 * Every "{column}" text is written so that it reads right with any column name in the nominative
 * ("Filtriraj: Naziv", "Sortiraj: Naziv, uzlazno"): Croatian would decline the name after "po".
 */
export const TABLE_TEXTS = {
  filterByColumn: 'Filtriraj: {column}',
  filteringByColumn: 'Filtrirano: {column} – {filterType} {filterValue}',
  sortByColumnAsc: 'Sortiraj: {column}, uzlazno',
  sortByColumnDesc: 'Sortiraj: {column}, silazno',
  sortedByColumnAsc: 'Sortirano: {column}, uzlazno',
  sortedByColumnDesc: 'Sortirano: {column}, silazno',
  groupByColumn: 'Grupiraj: {column}',
  ungroupByColumn: 'Razgrupiraj: {column}',
  dropToGroupBy: 'Ispustite za grupiranje: {column}',
  hideColumn: 'Sakrij stupac: {column}',
  groupedBy: 'Grupirano: ',
  thenBy: ', zatim ',
  columnActions: 'Radnje sa stupcima',
  selectedCountOfRowCountRowsSelected: 'Odabrano redaka: {selectedCount} od {rowCount}',
  clickToCopy: 'Kliknite za kopiranje',
  filterFuzzy: 'Približno',
  pin: 'Prikvači',
  pinToLeft: 'Prikvači lijevo',
  pinToRight: 'Prikvači desno',
  unpin: 'Otkvači',
  unpinAll: 'Otkvači sve',
  resetColumnSize: 'Vrati širinu stupca',
  resetOrder: 'Vrati redoslijed',
  toggleSelectAll: 'Odaberi sve ili poništi odabir',
  toggleSelectRow: 'Odaberi redak ili poništi odabir',
  rowsPerPage: 'Redaka po stranici',
  showHideFilters: 'Prikaži ili sakrij filtre',
  showHideColumns: 'Prikaži ili sakrij stupce',
  showHideSearch: 'Prikaži ili sakrij pretraživanje',

  // ---- labels mantine-react-table and Mantine leave in English
  /** The progress bars while a page of rows loads. */
  loading: 'Učitavanje…',
  firstPage: 'Prva stranica',
  previousPage: 'Prethodna stranica',
  nextPage: 'Sljedeća stranica',
  lastPage: 'Zadnja stranica',
  page: (n: number) => `Stranica ${n}`,
} as const;
