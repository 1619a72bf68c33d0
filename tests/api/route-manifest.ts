import type { Module, Operation } from '@/lib/auth/permissions';

/**
 * THE route manifest, written from the spec and not from the code: every (method, path) under
 * app/api with the module and operation the spec gives it. Paths as spec part 1 section 7 and
 * part 2 section 7 write them (parameter names as there); the module is the spec's section 6
 * module of the resource, the operation follows the method (GET read, POST create, PUT update,
 * DELETE delete) except where the spec says otherwise (an export is a read, an import a create).
 * Only routes already built are listed; a new route needs its line here first.
 *
 * Lookups (cities, countries, codebooks, companies, units, coefficients, holidays) are not in
 * the section 6 tables: every signed-in user reads them (lib/auth/permissions.ts, `lookups`).
 * `alsoNeeds` is a second right the spec asks for the same call (section 6: attachments have
 * their own right beside their owner's module).
 */
export type ManifestEntry = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  module: Module;
  operation: Operation;
  alsoNeeds?: { module: Module; operation: Operation };
  /** Where the spec names it: 'p1 §7', 'p2 §7', or 'app' for an addition the screens need (say which). */
  source: string;
};

const crud = (path: string, module: Module, source: string, methods: ManifestEntry['method'][]): ManifestEntry[] =>
  methods.map((method) => ({
    method,
    path,
    module,
    operation: method === 'GET' ? 'read' : method === 'POST' ? 'create' : method === 'PUT' ? 'update' : 'delete',
    source,
  }));

export const ROUTE_MANIFEST: ManifestEntry[] = [
  // ---- Attachments (p1 §6: Attachments; p1 §7 and p2 §7)
  ...crud('/api/Attachments', 'attachments', 'p1 §7', ['POST']),
  ...crud('/api/Attachments/{id}', 'attachments', 'p1 §7', ['GET', 'DELETE']),
  ...crud('/api/Attachments/{attachmentId}', 'attachments', 'p1 §7', ['PUT']),
  ...crud('/api/Attachments/{id}/Download', 'attachments', 'p1 §7', ['GET']),

  // ---- lookups
  ...crud('/api/Cities', 'lookups', 'p1 §7', ['GET', 'POST']),
  ...crud('/api/Cities/{id}', 'lookups', 'p1 §7', ['GET', 'PUT', 'DELETE']),
  ...crud('/api/Countries', 'lookups', 'p1 §7', ['GET', 'POST']),
  ...crud('/api/Countries/{id}', 'lookups', 'p1 §7', ['GET', 'PUT', 'DELETE']),
  ...crud('/api/Codebooks', 'lookups', 'p1 §7', ['GET']),
  ...crud('/api/Companies', 'lookups', 'p1 §7', ['GET']),
  ...crud('/api/Companies/{id}', 'lookups', 'p1 §7', ['GET']),
  ...crud('/api/Holidays', 'lookups', 'p1 §7', ['GET']),
  ...crud('/api/UnitOfMeasurements', 'lookups', 'p1 §7', ['GET', 'POST']),
  ...crud('/api/UnitOfMeasurements/{id}', 'lookups', 'p1 §7', ['GET', 'PUT', 'DELETE']),
  ...crud('/api/WorkRecordCoefficients', 'lookups', 'p1 §7', ['GET', 'POST']),
  ...crud('/api/WorkRecordCoefficients/{id}', 'lookups', 'p1 §7', ['GET', 'PUT', 'DELETE']),

  // ---- Cooperators (contacts are part of the cooperator)
  ...crud('/api/CooperatorContacts', 'cooperators', 'p1 §7', ['POST']),
  ...crud('/api/CooperatorContacts/{id}', 'cooperators', 'p1 §7', ['GET', 'PUT', 'DELETE']),
  ...crud('/api/Cooperators', 'cooperators', 'p1 §7', ['GET', 'POST']),
  ...crud('/api/Cooperators/{id}', 'cooperators', 'p1 §7', ['GET', 'PUT', 'DELETE']),
  ...crud('/api/Cooperators/type', 'cooperators', 'p1 §7', ['GET']),
  ...crud('/api/Cooperators/search', 'cooperators', 'p1 §7', ['GET']),
  ...crud('/api/Cooperators/{cooperatorId}/CooperatorContacts', 'cooperators', 'p1 §7', ['GET']),

  // ---- Employees
  ...crud('/api/Employees', 'employees', 'p1 §7', ['GET', 'POST']),
  ...crud('/api/Employees/{id}', 'employees', 'p1 §7', ['GET', 'PUT', 'DELETE']),
  ...crud('/api/Employees/search', 'employees', 'p1 §7', ['GET']),
  {
    method: 'GET',
    path: '/api/Employees/{employeeId}/documents',
    module: 'employees',
    operation: 'read',
    alsoNeeds: { module: 'attachments', operation: 'read' },
    source: 'p1 §7 (the employee’s attachments: p1 §6 Attachments)',
  },
  ...crud('/api/Employees/{employeeId}/gear', 'employees', 'p1 §7', ['GET']),
  // The gear records of the employee screen's gear tab (p1 §2), written like the employee.
  ...crud('/api/Employees/{employeeId}/gear', 'employees', 'app: employee gear tab', ['POST']),
  ...crud('/api/Employees/{employeeId}/gear/{gearId}', 'employees', 'app: employee gear tab', ['GET', 'PUT', 'DELETE']),

  // ---- Expense groups (p2 §6 Expense groups; issue 12)
  // ---- Documents and document items (issue 12, helper docapi; p2 §6 Documents: every role)
  ...crud('/api/Documents', 'documents', 'p2 §7', ['GET', 'POST']),
  ...crud('/api/Documents/{id}', 'documents', 'p2 §7', ['GET', 'PUT', 'DELETE']),
  // p2 §6 "Update right gates edit, process, complete and generate"; Copy creates a document (201)
  { method: 'POST', path: '/api/Documents/Process', module: 'documents', operation: 'update', source: 'p2 §7 (a status change updates)' },
  { method: 'POST', path: '/api/Documents/Complete', module: 'documents', operation: 'update', source: 'p2 §7 (a status change updates)' },
  { method: 'POST', path: '/api/Documents/Copy', module: 'documents', operation: 'create', source: 'p2 §7 (generate, copy, storno create a document)' },
  { method: 'POST', path: '/api/Documents/Generate', module: 'documents', operation: 'update', source: 'p2 §4 (update right gates generate; our call: lines of several documents)' },
  { method: 'POST', path: '/api/Documents/ExportPDF', module: 'documents', operation: 'read', source: 'p2 §7 (an export reads)' },
  { method: 'POST', path: '/api/Documents/ExportXLSX', module: 'documents', operation: 'read', source: 'p2 §7 (an export reads)' },
  {
    method: 'GET',
    path: '/api/Documents/{documentId}/DocumentAttachments',
    module: 'attachments',
    operation: 'read',
    alsoNeeds: { module: 'documents', operation: 'read' },
    source: 'p2 §7 (attachments of a document: the attachments right and the owner module read)',
  },
  ...crud('/api/DocumentItems', 'documents', 'p2 §7', ['GET', 'POST']),
  ...crud('/api/DocumentItems/{id}', 'documents', 'p2 §7', ['GET', 'PUT', 'DELETE']),
  ...crud('/api/Projects/{projectId}/ProjectDocuments', 'documents', 'p2 §7 (a project\'s documents: the documents module)', ['GET']),
  ...crud('/api/ExpenseGroups', 'expenseGroups', 'p2 §7', ['GET', 'POST']),
  ...crud('/api/ExpenseGroups/{id}', 'expenseGroups', 'p2 §7', ['GET', 'PUT', 'DELETE']),

  // ---- Hodogram: the template (p1 §6 Hodogram) and project hodograms (p1 §6 Project hodogram)
  ...crud('/api/Hodogram', 'hodogram', 'p1 §7', ['GET']),
  { method: 'PUT', path: '/api/Hodogram', module: 'hodogram', operation: 'update', source: 'p1 §7' },
  { method: 'POST', path: '/api/Hodogram', module: 'projectHodogram', operation: 'create', source: 'p1 §7 (query projectId: creates the project’s hodogram)' },
  ...crud('/api/Hodogram/projectHodogram/{projectId}', 'projectHodogram', 'p1 §7', ['GET']),
  { method: 'PUT', path: '/api/Hodogram/projectHodogram', module: 'projectHodogram', operation: 'update', source: 'p1 §7' },
  // p1 §6 "Other rules": create gates add, update gates edit, activate and deactivate, delete gates delete.
  ...crud('/api/Hodogram/nodes', 'hodogram', 'app: template add (p1 §6)', ['POST']),
  ...crud('/api/Hodogram/nodes/{id}', 'hodogram', 'app: template edit and delete (p1 §6)', ['PUT', 'DELETE']),
  { method: 'PUT', path: '/api/Hodogram/nodes/{id}/active', module: 'hodogram', operation: 'update', source: 'app: activate and deactivate (p1 §6)' },

  // ---- News
  ...crud('/api/News', 'news', 'p1 §7', ['GET', 'POST']),
  ...crud('/api/News/{id}', 'news', 'p1 §7', ['GET', 'PUT', 'DELETE']),
  ...crud('/api/News/search', 'news', 'p1 §7', ['GET']),

  // ---- Projects and what hangs on them
  ...crud('/api/Projects', 'projects', 'p1 §7', ['GET', 'POST']),
  ...crud('/api/Projects/{id}', 'projects', 'p1 §7', ['GET', 'PUT', 'DELETE']),
  ...crud('/api/Projects/search', 'projects', 'p1 §7', ['GET']),
  ...crud('/api/Projects/{projectId}/ProjectCooperators', 'projectCooperators', 'p1 §7', ['GET']),
  ...crud('/api/Projects/{projectId}/ProjectEmployees', 'projectEmployees', 'p1 §7', ['GET']),
  ...crud('/api/Projects/{projectId}/ProjectItems', 'projectItems', 'p1 §7', ['GET']),
  // p1 §6 "Project items, situations, situation items, project cooperator items": cost-list lines under projectItems
  ...crud('/api/Projects/{projectId}/ProjectCooperatorItems', 'projectItems', 'p1 §7', ['GET']),
  ...crud('/api/Projects/{projectId}/ProjectSituations', 'situations', 'p1 §7', ['GET']),
  ...crud('/api/Projects/{projectId}/ProjectSituationItems', 'situations', 'p1 §7', ['GET']),
  { method: 'POST', path: '/api/Projects/{projectId}/ImportProjectItems', module: 'projectItems', operation: 'create', source: 'p1 §7 (an import creates, 201)' },
  { method: 'GET', path: '/api/Projects/{projectId}/ExportProjectItems', module: 'projectItems', operation: 'read', source: 'p1 §7 (an export reads)' },
  // contractor cost-list import (piece "ctimport"): lines are under projectItems (p1 §6), an import creates
  { method: 'POST', path: '/api/Projects/{projectId}/ImportProjectContractorItems', module: 'projectItems', operation: 'create', source: 'p1 §7 (an import creates, 201)' },
  // one row of the Contractors tab in one transaction (piece "cimp"): updates, and creates lines too
  {
    method: 'PUT',
    path: '/api/Projects/{projectId}/ContractorItemRows',
    module: 'projectItems',
    operation: 'update',
    alsoNeeds: { module: 'projectItems', operation: 'create' },
    source: 'app: the Contractors tab row editor (docs/situations.md)',
  },
  // the Contractors tab reads one contractor's lines (issue 15: not the project's every line)
  { method: 'GET', path: '/api/Projects/{projectId}/ContractorItemRows', module: 'projectItems', operation: 'read', source: 'app: the Contractors tab (issue 15)' },
  ...crud('/api/ProjectEmployees', 'projectEmployees', 'p1 §7', ['POST']),
  ...crud('/api/ProjectEmployees/{id}', 'projectEmployees', 'p1 §7', ['PUT', 'DELETE']),
  ...crud('/api/ProjectItems', 'projectItems', 'p1 §7', ['POST']),
  ...crud('/api/ProjectItems/{id}', 'projectItems', 'p1 §7', ['GET', 'PUT', 'DELETE']),
  ...crud('/api/ProjectCooperators', 'projectCooperators', 'p1 §7', ['POST']),
  ...crud('/api/ProjectCooperators/{id}', 'projectCooperators', 'p1 §7', ['GET', 'PUT', 'DELETE']),
  ...crud('/api/ProjectCooperatorItems', 'projectItems', 'p1 §7', ['POST']),
  ...crud('/api/ProjectCooperatorItems/{id}', 'projectItems', 'p1 §7', ['GET', 'PUT', 'DELETE']),
  // ---- the project items overview (issue 11, helper "overview"; p1 §6: SuperAdmin and Management)
  { method: 'GET', path: '/api/ProjectCooperatorItems/search', module: 'projectItemsOverview', operation: 'read', source: 'p1 §7' },
  { method: 'POST', path: '/api/ProjectCooperatorItems/ExportXLSX', module: 'projectItemsOverview', operation: 'read', source: 'p1 §7 (an export reads)' },
  ...crud('/api/ProjectSituations', 'situations', 'p1 §7', ['POST']),
  ...crud('/api/ProjectSituations/{id}', 'situations', 'p1 §7', ['GET', 'PUT', 'DELETE']),
  ...crud('/api/ProjectSituationItems', 'situations', 'p1 §7', ['POST']),
  ...crud('/api/ProjectSituationItems/{id}', 'situations', 'p1 §7', ['GET', 'PUT', 'DELETE']),
  // situation export (issue 11 "Situation export")
  {
    method: 'GET',
    path: '/api/ProjectSituations/{id}/Export',
    module: 'situations',
    operation: 'read',
    source: 'app: privremena situacija of one contractor as .xlsx or PDF for the investor (issue 11; an export reads)',
  },
  // the situations tab (issue 11 "Situations tab"): its table read and the row editor's batch write
  {
    method: 'GET',
    path: '/api/ProjectSituations/{id}/Table',
    module: 'situations',
    operation: 'read',
    source: "app: one situation's table for one contractor or all (issue 11 situations tab)",
  },
  {
    method: 'PUT',
    path: '/api/ProjectSituations/{id}/Quantities',
    module: 'situations',
    operation: 'update',
    source: "app: one row's executed quantities in one transaction (issue 11 situations tab)",
  },

  // ---- Salaries, payrolls and the configurable constants (p2 §6: Accounting and Management only; issue 14)
  ...crud('/api/Salaries', 'salaries', 'p2 §7', ['GET', 'POST']),
  ...crud('/api/Salaries/search', 'salaries', 'p2 §7', ['GET']),
  ...crud('/api/Salaries/{id}', 'salaries', 'p2 §7', ['GET', 'PUT', 'DELETE']),
  { method: 'POST', path: '/api/Salaries/CopyBatch', module: 'salaries', operation: 'create', source: 'p2 §7 (a copy creates salaries)' },
  { method: 'POST', path: '/api/Salaries/ExportSalaries', module: 'salaries', operation: 'read', source: 'p2 §7 (an export reads)' },
  ...crud('/api/Payrolls', 'payrolls', 'p2 §7 (POST generates: creates)', ['GET', 'POST']),
  ...crud('/api/Payrolls/search', 'payrolls', 'p2 §7', ['GET']),
  ...crud('/api/Payrolls/{id}', 'payrolls', 'p2 §7 (updates the payroll item)', ['PUT']),
  { method: 'POST', path: '/api/Payrolls/{id}/toggle-lock', module: 'payrolls', operation: 'update', source: 'p2 §7 (lock/unlock changes the payroll)' },
  { method: 'GET', path: '/api/Payrolls/download/payroll', module: 'payrolls', operation: 'read', source: 'p2 §7 (a download reads)' },
  { method: 'GET', path: '/api/Payrolls/download/payroll-hours', module: 'payrolls', operation: 'read', source: 'p2 §7 (a download reads)' },
  { method: 'POST', path: '/api/EmployeeExpenses', module: 'employeeExpenses', operation: 'create', source: 'p2 §7 (an import creates)' },
  ...crud('/api/EmployeeExpenses/search', 'employeeExpenses', 'p2 §7', ['GET']),
  { method: 'GET', path: '/api/EmployeeExpenses/download', module: 'employeeExpenses', operation: 'read', source: 'p2 §7 (a download reads)' },
  ...crud('/api/ConfigurableConstants', 'constants', 'p2 §7', ['GET']),
  ...crud('/api/ConfigurableConstants/{id}', 'constants', 'p2 §7', ['PUT']),

  // ---- Users
  ...crud('/api/Users', 'users', 'p1 §7', ['GET', 'POST']),
  ...crud('/api/Users/{id}', 'users', 'p1 §7', ['GET', 'PUT', 'DELETE']),

  // ---- Verifications, warehouses and warehouse items (p2 §6; issue 12, branch whver)
  ...crud('/api/Verifications', 'verifications', 'p2 §7', ['GET', 'POST']),
  ...crud('/api/Verifications/{id}', 'verifications', 'p2 §7', ['DELETE']),
  ...crud('/api/Verifications/{verificationId}', 'verifications', 'p2 §7', ['PUT']),
  ...crud('/api/Verifications/{id}', 'verifications', 'app: the edit drawer reads one verification', ['GET']),
  ...crud('/api/Verifications/{id}/Download', 'verifications', 'p2 §7', ['GET']),
  ...crud('/api/Verifications/UnverifiedCount', 'verifications', 'app: the SiteManager menu badge (p2 §2), polled every 60 s', ['GET']),
  ...crud('/api/Verifications/ReceivedNotes', 'verifications', 'app: the form’s document choice, the project’s received notes (p2 §5)', ['GET']),
  ...crud('/api/Warehouse', 'warehouses', 'p2 §7', ['GET']),
  ...crud('/api/Warehouse/search', 'warehouses', 'p2 §7', ['GET']),
  ...crud('/api/Warehouse/{id}', 'warehouses', 'p2 §7', ['GET']),
  ...crud('/api/Warehouse/project/{id}', 'warehouses', 'p2 §7', ['GET']),
  // Reads stock: the warehouse items right (every role with it reads warehouses too).
  ...crud('/api/Warehouse/{warehouseId}/WarehouseItems', 'warehouseItems', 'p2 §7', ['GET']),
  ...crud('/api/WarehouseItems', 'warehouseItems', 'p2 §7', ['GET']),
  ...crud('/api/WarehouseItems/search', 'warehouseItems', 'p2 §7', ['GET']),
  ...crud('/api/WarehouseItems/{id}', 'warehouseItems', 'p2 §7', ['GET', 'PUT']),
  ...crud('/api/WarehouseItems/hasWarehouseItems/{projectId}', 'warehouseItems', 'p2 §7', ['GET']),
  ...crud('/api/WarehouseItems/Print', 'warehouseItems', 'app: the stock list PDF of /warehouse-items Print (p2 §2; an export reads)', ['GET']),

  // ---- Work-hour exports and the people schedule (p2 §6 Timesheet and People schedule; issue 13, branch whexp)
  { method: 'POST', path: '/api/WorkHourRecords/ExportXlsx', module: 'timesheet', operation: 'read', source: 'p2 §7 (an export reads)' },
  { method: 'POST', path: '/api/WorkHourRecords/ExportSummedXlsx', module: 'timesheet', operation: 'read', source: 'p2 §7 (an export reads)' },
  {
    method: 'POST',
    path: '/api/WorkHourRecords/ImportEmployeeGearXlsx',
    module: 'timesheet',
    operation: 'read',
    source: 'p2 §7 (no body, returns the gear summary file: an export despite the name, so a read)',
  },
  { method: 'GET', path: '/api/PeopleSchedule/download', module: 'schedule', operation: 'read', source: 'p2 §7 (an export reads)' },
  // ---- Work hours (p2 §6 Timesheet: SA A Ac M SM P; issue 13 core)
  ...crud('/api/WorkHourRecords', 'timesheet', 'p2 §7', ['GET', 'POST']),
  ...crud('/api/WorkHourRecords/{id}', 'timesheet', 'p2 §7', ['GET', 'PUT', 'DELETE']),
  { method: 'POST', path: '/api/WorkHourRecords/CopyBatch', module: 'timesheet', operation: 'create', source: 'p2 §7 (copying creates records)' },
  ...crud('/api/WorkHourRecords/Grid', 'timesheet', 'app: the grid\'s month in one call (p2 §2, issue 13)', ['GET']),
];
