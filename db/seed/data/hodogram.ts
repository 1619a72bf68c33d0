/**
 * The demo hodogram template: the phases of a Croatian construction project with their steps.
 * The warranty phase is inactive, to show how inactive steps look and that new project
 * hodograms skip them.
 */
export type DemoHodogramNode = {
  code: string;
  name: string;
  description?: string;
  isActive?: boolean;
  children?: DemoHodogramNode[];
};

export const DEMO_HODOGRAM: readonly DemoHodogramNode[] = [
  {
    code: 'PR',
    name: 'Priprema',
    description: 'Ugovaranje, prijava gradilišta i organizacija prije početka radova.',
    children: [
      { code: 'PR-01', name: 'Ugovor s investitorom', description: 'Potpisani ugovor o građenju s troškovnikom i rokovima.' },
      {
        code: 'PR-02',
        name: 'Prijava gradilišta',
        description: 'Prijava početka građenja nadležnom upravnom tijelu najkasnije osam dana prije početka radova.',
      },
      { code: 'PR-03', name: 'Imenovanje voditelja radova', description: 'Rješenje o imenovanju glavnog inženjera gradilišta i voditelja radova.' },
      { code: 'PR-04', name: 'Plan izvođenja radova' },
      { code: 'PR-05', name: 'Uređenje gradilišta', description: 'Ograda, ploča gradilišta, privremeni priključci i kontejneri.' },
    ],
  },
  {
    code: 'IZ',
    name: 'Izvođenje',
    description: 'Radovi prema projektu, građevinski dnevnik i mjesečne situacije.',
    children: [
      { code: 'IZ-01', name: 'Otvaranje građevinskog dnevnika' },
      { code: 'IZ-02', name: 'Zemljani radovi' },
      { code: 'IZ-03', name: 'Betonski i armiranobetonski radovi' },
      { code: 'IZ-04', name: 'Zidarski radovi' },
      { code: 'IZ-05', name: 'Instalaterski radovi' },
      { code: 'IZ-06', name: 'Završni radovi' },
      { code: 'IZ-07', name: 'Mjesečne situacije', description: 'Obračun izvedenih radova s nadzornim inženjerom do 5. u mjesecu.' },
    ],
  },
  {
    code: 'PP',
    name: 'Primopredaja',
    description: 'Završetak građenja i predaja građevine investitoru.',
    children: [
      { code: 'PP-01', name: 'Tehnički pregled', description: 'Pregled građevine s predstavnicima nadležnih tijela i nadzora.' },
      { code: 'PP-02', name: 'Uporabna dozvola' },
      { code: 'PP-03', name: 'Primopredajni zapisnik', description: 'Zapisnik o primopredaji potpisan s investitorom.' },
      { code: 'PP-04', name: 'Okončana situacija' },
    ],
  },
  {
    code: 'JR',
    name: 'Jamstveni rok',
    isActive: false,
    children: [
      { code: 'JR-01', name: 'Otklanjanje nedostataka u jamstvenom roku', isActive: false },
      { code: 'JR-02', name: 'Povrat jamstva za otklanjanje nedostataka', isActive: false },
    ],
  },
];
