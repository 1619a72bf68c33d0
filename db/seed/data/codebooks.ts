/**
 * Every codebook of the specs. The id is the spec's code and is unique across codebooks
 * (one table, see db/schema/lookups.ts). Where the spec gives no codes we use a free
 * hundred: Gender 300, PersonType 400, CooperatorType 500, EmployeeRole 700, ExpenseType 1500.
 * Entries are listed in display order; the seed stores the position as `ordinal`.
 */
export type CodebookEntry = {
  readonly id: number;
  /** English key, as the spec names it. */
  readonly name: string;
  /** Croatian label shown to users. */
  readonly label: string;
  readonly description?: string;
};

export const CODEBOOKS = {
  // Spec part 1 §3; order as in lib/auth/roles.ts ALL_ROLES.
  Role: [
    { id: 104, name: 'SuperAdmin', label: 'Superadministrator' },
    { id: 100, name: 'Admin', label: 'Administrator' },
    { id: 105, name: 'Accounting', label: 'Računovodstvo' },
    { id: 106, name: 'Management', label: 'Uprava' },
    { id: 101, name: 'SiteManager', label: 'Voditelj gradilišta' },
    { id: 102, name: 'Procurement', label: 'Nabava' },
    { id: 103, name: 'Warehouse', label: 'Skladište' },
  ],
  Gender: [
    { id: 300, name: 'Male', label: 'Muški' },
    { id: 301, name: 'Female', label: 'Ženski' },
  ],
  // Kind of a cooperator (company, person or sole trader).
  PersonType: [
    { id: 400, name: 'LegalPerson', label: 'Pravna osoba' },
    { id: 401, name: 'NaturalPerson', label: 'Fizička osoba' },
    { id: 402, name: 'Craft', label: 'Obrt' },
  ],
  // Role of a cooperator on a project; the project's read-only "investor" is the Investor one.
  CooperatorType: [
    { id: 500, name: 'Investor', label: 'Investitor' },
    { id: 501, name: 'Contractor', label: 'Izvođač' },
    { id: 502, name: 'Subcontractor', label: 'Podizvođač' },
    { id: 503, name: 'Supervision', label: 'Nadzor' },
    { id: 504, name: 'Designer', label: 'Projektant' },
    { id: 505, name: 'Supplier', label: 'Dobavljač' },
  ],
  // Spec part 2 §3. The description holds the timesheet grid abbreviation.
  WorkHourType: [
    { id: 600, name: 'Regular', label: 'Redovni rad', description: 'R' },
    { id: 601, name: 'DayOff', label: 'Slobodan dan', description: 'SD' },
    { id: 602, name: 'NonWorking', label: 'Neradni dan', description: 'ND' },
    { id: 603, name: 'Vacation', label: 'Godišnji odmor', description: 'GO' },
    { id: 604, name: 'SickLeave', label: 'Bolovanje', description: 'BOL' },
    { id: 605, name: 'SickLeaveInjury', label: 'Bolovanje zbog ozljede na radu', description: 'ONR' },
  ],
  // Job of an employee (employee.employeeRoleId, project employee.employeeRoleId).
  EmployeeRole: [
    { id: 700, name: 'SiteManager', label: 'Voditelj gradilišta' },
    { id: 701, name: 'Foreman', label: 'Poslovođa' },
    { id: 702, name: 'Engineer', label: 'Inženjer' },
    { id: 703, name: 'Worker', label: 'Radnik' },
    { id: 704, name: 'Mason', label: 'Zidar' },
    { id: 705, name: 'Carpenter', label: 'Tesar' },
    { id: 706, name: 'Ironworker', label: 'Armirač' },
    { id: 707, name: 'MachineOperator', label: 'Strojar' },
    { id: 708, name: 'Driver', label: 'Vozač' },
    { id: 709, name: 'Administrative', label: 'Administrativni djelatnik' },
  ],
  // Spec part 2 §3, in the side menu's order (lib/navigation/document-types.ts).
  DocumentType: [
    { id: 800, name: 'RequisitionOrder', label: 'Zahtjevnica' },
    { id: 801, name: 'PurchaseOrder', label: 'Narudžbenica' },
    { id: 808, name: 'Order', label: 'Narudžba' },
    { id: 802, name: 'PurchaseReceivedNote', label: 'Primka' },
    { id: 803, name: 'TransferNote', label: 'Međuskladišnica – izlaz' },
    { id: 804, name: 'TransferReceivedNote', label: 'Međuskladišnica – ulaz' },
    { id: 805, name: 'ConsumptionNote', label: 'Izdatnica' },
    { id: 806, name: 'WriteOffNote', label: 'Otpisnica' },
    { id: 807, name: 'Liquidation', label: 'Likvidacija' },
  ],
  // Workflow order: Draft -> Processing -> Processed -> Completed.
  DocumentStatus: [
    { id: 900, name: 'Draft', label: 'Nacrt' },
    { id: 902, name: 'Processing', label: 'U obradi' },
    { id: 903, name: 'Processed', label: 'Obrađen' },
    { id: 901, name: 'Completed', label: 'Završen' },
  ],
  ProjectStatus: [
    { id: 1000, name: 'Active', label: 'Aktivan' },
    { id: 1001, name: 'Inactive', label: 'Neaktivan' },
    { id: 1002, name: 'Completed', label: 'Završen' },
  ],
  DocumentItemStatus: [
    { id: 1200, name: 'None', label: 'Bez statusa' },
    { id: 1201, name: 'Draft', label: 'Nacrt' },
    { id: 1202, name: 'Processing', label: 'U obradi' },
    { id: 1203, name: 'Procured', label: 'Nabavljeno' },
    { id: 1204, name: 'Canceled', label: 'Otkazano' },
    { id: 1205, name: 'Dispatched', label: 'Otpremljeno' },
    { id: 1206, name: 'Received', label: 'Zaprimljeno' },
  ],
  AssociateType: [
    { id: 1300, name: 'ProjectAssociate', label: 'Suradnik na projektu' },
    { id: 1301, name: 'Supplier', label: 'Dobavljač' },
    { id: 1302, name: 'FoodSupplier', label: 'Dobavljač hrane' },
    { id: 1303, name: 'AccommodationSupplier', label: 'Dobavljač smještaja' },
    { id: 1304, name: 'EmploymentAgency', label: 'Agencija za zapošljavanje' },
  ],
  VerificationStatus: [
    { id: 1400, name: 'Unverified', label: 'Neovjereno' },
    { id: 1401, name: 'Verified', label: 'Ovjereno' },
    { id: 1402, name: 'Rejected', label: 'Odbijeno' },
  ],
  // Groups document item costs (expense groups hang below a type).
  ExpenseType: [
    { id: 1500, name: 'Material', label: 'Materijal' },
    { id: 1501, name: 'Service', label: 'Usluga' },
    { id: 1502, name: 'Equipment', label: 'Oprema i alat' },
    { id: 1503, name: 'Rental', label: 'Najam strojeva i opreme' },
    { id: 1504, name: 'Fuel', label: 'Gorivo' },
    { id: 1505, name: 'Transport', label: 'Prijevoz' },
    { id: 1506, name: 'Other', label: 'Ostalo' },
  ],
} as const satisfies Record<string, readonly CodebookEntry[]>;

export type CodebookName = keyof typeof CODEBOOKS;

/** English keys of one codebook, e.g. CodebookKey<'Role'> = 'Admin' | 'SiteManager' | ... */
export type CodebookKey<N extends CodebookName> = (typeof CODEBOOKS)[N][number]['name'];

/** The code of an entry, typed by codebook: codebookId('ProjectStatus', 'Active') === 1000. */
export function codebookId<N extends CodebookName>(codebook: N, name: CodebookKey<N>): number {
  const entry = (CODEBOOKS[codebook] as readonly CodebookEntry[]).find((e) => e.name === name);
  if (!entry) throw new Error(`Unknown codebook entry ${codebook}.${name}`);
  return entry.id;
}
