import type { employees } from '../../schema';
import type { CodebookKey } from './codebooks';

type EmployeeInsert = typeof employees.$inferInsert;

/**
 * A demo employee: codebook entries by English key and places by name, resolved to ids
 * by the seed. `extra` carries the optional work-safety, medical and permit fields.
 */
export type DemoEmployee = {
  name: string;
  surname: string;
  oib: string;
  birthDate: string;
  gender: CodebookKey<'Gender'>;
  role: CodebookKey<'EmployeeRole'>;
  phone: string;
  email?: string;
  address: string;
  city: string;
  /** ISO code of the residence country; Croatia when absent. */
  country?: string;
  /** Temporary (inhabitancy) address, always in Croatia. */
  temporary?: { address: string; city: string };
  activeFrom: string;
  activeTo?: string;
  companyId: number;
  position?: string;
  extra?: Partial<Omit<EmployeeInsert, 'id'>>;
};

/**
 * OIBs are valid (ISO 7064 MOD 11,10; checked in seed.test.ts) but made up, except
 * 69435151530 from the domain reference, which demo-accounts.json links to the site manager.
 * Dates are fixed: relative to late 2026 some certificates have expired, some expire soon.
 */
export const DEMO_EMPLOYEES: readonly DemoEmployee[] = [
  {
    name: 'Josip', surname: 'Jurić', oib: '69435151530', birthDate: '1982-03-14', gender: 'Male',
    role: 'SiteManager', phone: '+385 91 234 5671', email: 'josip.juric@gradiliste.test',
    address: 'Ulica grada Vukovara 74', city: 'Zagreb', activeFrom: '2015-03-01', companyId: 1,
    position: 'Voditelj gradilišta',
    extra: {
      isCompetentForSafeWork: true, isAuthorizedForWorkSafety: true, authorizationExpirationDate: '2027-05-31',
      isMedicalExaminationRequired: true, medicalExaminationExpirationDate: '2027-02-28',
      medicalExaminationBy: 'Medicina rada Zagreb', workShoesSize: '44', workPantsSize: '52', workJacketSize: 'L',
    },
  },
  {
    name: 'Stjepan', surname: 'Kovač', oib: '18736256165', birthDate: '1975-09-02', gender: 'Male',
    role: 'Foreman', phone: '+385 98 765 4321', address: 'Zagrebačka cesta 112', city: 'Velika Gorica',
    activeFrom: '2012-05-14', companyId: 1, position: 'Poslovođa visokogradnje',
    extra: {
      isCompetentForSafeWork: true, isCompetentForFirstAid: true,
      isMedicalExaminationRequired: true, medicalExaminationExpirationDate: '2026-09-30',
      medicalExaminationBy: 'Medicina rada Velika Gorica', workShoesSize: '43', workPantsSize: '54', workJacketSize: 'XL',
    },
  },
  {
    name: 'Mario', surname: 'Perić', oib: '21353064964', birthDate: '1988-01-23', gender: 'Male',
    role: 'Mason', phone: '+385 95 318 2290', address: 'Ulica Ivana Kukuljevića 8', city: 'Sisak',
    activeFrom: '2019-03-04', companyId: 1,
    extra: {
      isCompetentForSafeWork: true, isMedicalExaminationRequired: true, medicalExaminationExpirationDate: '2026-12-10',
      pointList: '1.2, 3.1', workShoesSize: '42', workPantsSize: '50', workJacketSize: 'L',
    },
  },
  {
    name: 'Dario', surname: 'Pavlović', oib: '20437432329', birthDate: '1991-07-11', gender: 'Male',
    role: 'Carpenter', phone: '+385 92 144 7310', address: 'Vranicanijeva 15', city: 'Karlovac',
    activeFrom: '2020-09-01', companyId: 2,
    extra: { isSupervised: true, supervisionDecisionExpirationDate: '2026-06-30', workShoesSize: '45' },
  },
  {
    name: 'Ante', surname: 'Šimić', oib: '14707783689', birthDate: '1986-11-30', gender: 'Male',
    role: 'Ironworker', phone: '+385 99 502 6614', address: 'Ulica Domovinskog rata 45', city: 'Split',
    activeFrom: '2021-02-15', companyId: 1,
    extra: { isMedicalExaminationRequired: true, medicalExaminationExpirationDate: '2027-08-31' },
  },
  {
    name: 'Nikola', surname: 'Božić', oib: '21251061766', birthDate: '1979-04-18', gender: 'Male',
    role: 'Driver', phone: '+385 91 887 0043', address: 'Put Bokanjca 22', city: 'Zadar',
    activeFrom: '2016-06-01', activeTo: '2025-06-30', companyId: 1,
    extra: { isMedicalExaminationRequired: true, medicalExaminationExpirationDate: '2025-05-31' },
  },
  {
    name: 'Zoran', surname: 'Đurić', oib: '17595489283', birthDate: '1970-12-05', gender: 'Male',
    role: 'MachineOperator', phone: '+385 98 230 1185', address: 'Vukovarska cesta 31', city: 'Osijek',
    activeFrom: '2010-04-01', companyId: 3, position: 'Rukovatelj bagerom',
    extra: {
      isCompetentForFireProtection: true, isCompetentForToxicology: true, isExecutantForToxicology: true,
      toxicologyExpirationDate: '2026-10-15',
    },
  },
  {
    name: 'Maja', surname: 'Vuković', oib: '13904148485', birthDate: '1993-05-27', gender: 'Female',
    role: 'Engineer', phone: '+385 95 611 4028', email: 'maja.vukovic@gradiliste.test',
    address: 'Ulica Janka Polića Kamova 19', city: 'Rijeka', activeFrom: '2022-01-10', companyId: 1,
    position: 'Inženjerka građevinarstva',
    extra: { isCompetentForSafeWork: true, isCompetentForFirstAid: true },
  },
  {
    name: 'Kristina', surname: 'Blažević', oib: '14269347843', birthDate: '1990-08-08', gender: 'Female',
    role: 'Administrative', phone: '+385 91 402 7756', email: 'kristina.blazevic@gradiliste.test',
    address: 'Ulica Augusta Šenoe 6', city: 'Varaždin', activeFrom: '2018-10-01', companyId: 2,
    position: 'Referentica za kadrovske poslove',
  },
  {
    name: 'Goran', surname: 'Tomić', oib: '11982822400', birthDate: '1984-02-29', gender: 'Male',
    role: 'Worker', phone: '+385 97 655 3012', address: 'Ulica Petra Krešimira IV. 17', city: 'Slavonski Brod',
    activeFrom: '2023-03-01', activeTo: '2025-01-31', companyId: 3,
    extra: { isMedicalExaminationRequired: true, medicalExaminationExpirationDate: '2024-12-31' },
  },
  {
    // A worker from Bosnia and Herzegovina: lives in workers' housing, works on a permit.
    name: 'Emir', surname: 'Hadžić', oib: '16858209927', birthDate: '1995-06-12', gender: 'Male',
    role: 'Worker', phone: '+387 63 218 447', address: 'Ulica kralja Tvrtka 9', city: 'Mostar', country: 'BA',
    temporary: { address: 'Radnička cesta 210', city: 'Zagreb' },
    activeFrom: '2025-04-01', companyId: 1,
    extra: {
      hasWorkingPermission: true, workingPermissionExpirationDate: '2026-12-31',
      workingPermissionExtensionRequestDate: '2026-11-02',
      isMedicalExaminationRequired: true, medicalExaminationExpirationDate: '2027-03-31',
    },
  },
];
