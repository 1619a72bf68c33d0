import type { CodebookKey } from './codebooks';

/**
 * A few demo projects (centri odgovornosti) so the screens that pick a project (gear records,
 * later work hours) have options before the projects module exists. Matched on name.
 */
export type DemoProject = {
  name: string;
  shortName: string;
  code: string;
  status: CodebookKey<'ProjectStatus'>;
  startDate: string;
  endDate?: string;
  address: string;
  city: string;
};

export const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    name: 'Stambena zgrada Sveta Klara', shortName: 'SZ Sveta Klara', code: 'CO-2025-01', status: 'Active',
    startDate: '2025-03-01', address: 'Ulica Sveta Klara 12', city: 'Zagreb',
  },
  {
    name: 'Rekonstrukcija mosta na Kupi', shortName: 'Most Kupa', code: 'CO-2025-02', status: 'Active',
    startDate: '2025-06-15', address: 'Obala Kupe bb', city: 'Karlovac',
  },
  {
    name: 'Poslovni centar Split Istok', shortName: 'PC Split Istok', code: 'CO-2026-01', status: 'Active',
    startDate: '2026-02-01', address: 'Poljička cesta 45', city: 'Split',
  },
  {
    name: 'Sanacija škole u Sisku', shortName: 'Škola Sisak', code: 'CO-2023-04', status: 'Completed',
    startDate: '2023-04-01', endDate: '2024-09-30', address: 'Ulica kralja Tomislava 1', city: 'Sisak',
  },
];
