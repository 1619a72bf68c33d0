/**
 * All 128 Croatian towns with city status (gradovi, Zakon o područjima županija, gradova
 * i općina), alphabetical. Their nameUniversal is the ASCII fold of the name.
 */
export const CROATIAN_CITIES: readonly string[] = [
  'Bakar', 'Beli Manastir', 'Belišće', 'Benkovac', 'Biograd na Moru', 'Bjelovar', 'Buje', 'Buzet',
  'Cres', 'Crikvenica', 'Čabar', 'Čakovec', 'Čazma', 'Daruvar', 'Delnice', 'Donja Stubica',
  'Donji Miholjac', 'Drniš', 'Dubrovnik', 'Duga Resa', 'Dugo Selo', 'Đakovo', 'Đurđevac', 'Garešnica',
  'Glina', 'Gospić', 'Grubišno Polje', 'Hrvatska Kostajnica', 'Hvar', 'Ilok', 'Imotski', 'Ivanec',
  'Ivanić-Grad', 'Jastrebarsko', 'Karlovac', 'Kastav', 'Kaštela', 'Klanjec', 'Knin', 'Komiža',
  'Koprivnica', 'Korčula', 'Kraljevica', 'Krapina', 'Križevci', 'Krk', 'Kutina', 'Kutjevo',
  'Labin', 'Lepoglava', 'Lipik', 'Ludbreg', 'Makarska', 'Mali Lošinj', 'Metković', 'Mursko Središće',
  'Našice', 'Nin', 'Nova Gradiška', 'Novalja', 'Novi Marof', 'Novi Vinodolski', 'Novigrad', 'Novska',
  'Obrovac', 'Ogulin', 'Omiš', 'Opatija', 'Opuzen', 'Orahovica', 'Oroslavje', 'Osijek',
  'Otočac', 'Otok', 'Ozalj', 'Pag', 'Pakrac', 'Pazin', 'Petrinja', 'Pleternica',
  'Ploče', 'Popovača', 'Poreč', 'Požega', 'Pregrada', 'Prelog', 'Pula', 'Rab',
  'Rijeka', 'Rovinj', 'Samobor', 'Senj', 'Sinj', 'Sisak', 'Skradin', 'Slatina',
  'Slavonski Brod', 'Slunj', 'Solin', 'Split', 'Stari Grad', 'Supetar', 'Sveta Nedelja', 'Sveti Ivan Zelina',
  'Šibenik', 'Trilj', 'Trogir', 'Umag', 'Valpovo', 'Varaždin', 'Varaždinske Toplice', 'Velika Gorica',
  'Vinkovci', 'Virovitica', 'Vis', 'Vodice', 'Vodnjan', 'Vrbovec', 'Vrbovsko', 'Vrgorac',
  'Vrlika', 'Vukovar', 'Zabok', 'Zadar', 'Zagreb', 'Zaprešić', 'Zlatar', 'Županja',
];

/**
 * The capital and a few big towns of the other seeded countries: Croatian name (exonym
 * where one is in use) and the English name as nameUniversal.
 */
export const FOREIGN_CITIES: Readonly<Record<string, ReadonlyArray<readonly [name: string, nameUniversal: string]>>> = {
  SI: [['Ljubljana', 'Ljubljana'], ['Maribor', 'Maribor'], ['Celje', 'Celje'], ['Koper', 'Koper']],
  HU: [['Budimpešta', 'Budapest'], ['Pečuh', 'Pecs'], ['Segedin', 'Szeged']],
  RS: [['Beograd', 'Belgrade'], ['Novi Sad', 'Novi Sad'], ['Niš', 'Nis'], ['Subotica', 'Subotica']],
  BA: [['Sarajevo', 'Sarajevo'], ['Mostar', 'Mostar'], ['Banja Luka', 'Banja Luka'], ['Tuzla', 'Tuzla'], ['Livno', 'Livno']],
  ME: [['Podgorica', 'Podgorica'], ['Nikšić', 'Niksic'], ['Herceg Novi', 'Herceg Novi']],
  MK: [['Skoplje', 'Skopje'], ['Bitola', 'Bitola']],
  XK: [['Priština', 'Pristina'], ['Prizren', 'Prizren']],
  AT: [['Beč', 'Vienna'], ['Graz', 'Graz'], ['Linz', 'Linz']],
  DE: [['Berlin', 'Berlin'], ['München', 'Munich'], ['Frankfurt na Majni', 'Frankfurt am Main'], ['Stuttgart', 'Stuttgart']],
  IT: [['Rim', 'Rome'], ['Trst', 'Trieste'], ['Milano', 'Milan'], ['Venecija', 'Venice']],
};
