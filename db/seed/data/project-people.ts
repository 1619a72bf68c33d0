import type { CodebookKey } from './codebooks';

/**
 * Demo cooperators (matched on name) and the people of the demo projects (matched on project and
 * employee / cooperator), so the projects list shows an investor on every active project.
 */
export type DemoCooperator = {
  name: string;
  personType: CodebookKey<'PersonType'>;
  associateType: CodebookKey<'AssociateType'>;
  address: string;
  zip: string;
  city: string;
  email?: string;
  phone?: string;
};

export const DEMO_COOPERATORS: readonly DemoCooperator[] = [
  { name: 'Grad Zagreb', personType: 'LegalPerson', associateType: 'ProjectAssociate', address: 'Trg Stjepana Radića 1', zip: '10000', city: 'Zagreb', email: 'investicije@zagreb.test' },
  { name: 'Hrvatske ceste d.o.o.', personType: 'LegalPerson', associateType: 'ProjectAssociate', address: 'Vončinina 3', zip: '10000', city: 'Zagreb', phone: '+385 1 4722 555' },
  { name: 'Split Istok Invest d.o.o.', personType: 'LegalPerson', associateType: 'ProjectAssociate', address: 'Poljička cesta 40', zip: '21000', city: 'Split' },
  { name: 'Konstruktor Gradnja d.o.o.', personType: 'LegalPerson', associateType: 'ProjectAssociate', address: 'Domovinskog rata 12', zip: '21000', city: 'Split', email: 'ured@konstruktor.test' },
];

export type DemoProjectCooperator = {
  project: string;
  cooperator: string;
  type: CodebookKey<'CooperatorType'>;
  client?: string;
  hasBoq?: boolean;
  activeFrom?: string;
};

export const DEMO_PROJECT_COOPERATORS: readonly DemoProjectCooperator[] = [
  { project: 'Stambena zgrada Sveta Klara', cooperator: 'Grad Zagreb', type: 'Investor', hasBoq: true, activeFrom: '2025-03-01' },
  { project: 'Stambena zgrada Sveta Klara', cooperator: 'Konstruktor Gradnja d.o.o.', type: 'Subcontractor', client: 'Grad Zagreb', hasBoq: true, activeFrom: '2025-04-01' },
  { project: 'Rekonstrukcija mosta na Kupi', cooperator: 'Hrvatske ceste d.o.o.', type: 'Investor', hasBoq: true, activeFrom: '2025-06-15' },
  { project: 'Poslovni centar Split Istok', cooperator: 'Split Istok Invest d.o.o.', type: 'Investor', activeFrom: '2026-02-01' },
];

export type DemoProjectEmployee = { project: string; employeeOib: string; role: CodebookKey<'EmployeeRole'>; activeFrom: string };

export const DEMO_PROJECT_EMPLOYEES: readonly DemoProjectEmployee[] = [
  { project: 'Stambena zgrada Sveta Klara', employeeOib: '69435151530', role: 'SiteManager', activeFrom: '2025-03-01' },
  { project: 'Stambena zgrada Sveta Klara', employeeOib: '18736256165', role: 'Foreman', activeFrom: '2025-03-01' },
  { project: 'Rekonstrukcija mosta na Kupi', employeeOib: '20437432329', role: 'Carpenter', activeFrom: '2025-06-15' },
];
