import { describe, expect, it } from 'vitest';
import { Role } from '@/lib/auth/roles';
import { messages } from '@/lib/i18n/messages';
import {
  documentFieldErrors,
  documentTypeFields,
  ITEM_FIELD_CLEARS,
  itemFieldErrors,
  itemFields,
  itemRequiredFields,
  keepDocumentTypeFields,
  keepItemFields,
} from './fields';
import { ALL_DOCUMENT_TYPE_IDS, DocumentType as T } from './types';

describe('document form fields by type (spec part 2 §5)', () => {
  it('are the spec’s list', () => {
    const table = Object.fromEntries(ALL_DOCUMENT_TYPE_IDS.map((t) => [t, [...documentTypeFields(t)].sort()]));
    expect(table).toEqual({
      800: ['deadlineDate', 'supplierId'],
      801: ['deadlineDate', 'supplierId'],
      802: ['supplierId'],
      803: ['deadlineDate', 'destinationProjectId'],
      804: ['destinationProjectId'],
      805: [],
      806: [],
      807: ['receiptAmount', 'receiptCode', 'supplierId'],
      808: ['deadlineDate', 'supplierId'],
    });
  });

  it('require the supplier on an Order only', () => {
    for (const t of ALL_DOCUMENT_TYPE_IDS) {
      const errors = documentFieldErrors(t, Role.Admin, { supplierId: null });
      expect(errors, String(t)).toEqual(t === T.Order ? { supplierId: [messages.required] } : {});
    }
    expect(documentFieldErrors(T.Order, Role.Admin, { supplierId: 4 })).toEqual({});
  });

  it('require the project when the user is a SiteManager', () => {
    expect(documentFieldErrors(T.ConsumptionNote, Role.SiteManager, { projectId: null })).toEqual({ projectId: [messages.required] });
    expect(documentFieldErrors(T.ConsumptionNote, Role.SiteManager, { projectId: 3 })).toEqual({});
    expect(documentFieldErrors(T.ConsumptionNote, Role.Procurement, { projectId: null })).toEqual({});
  });

  it('drop the fields a type does not have', () => {
    const all = { projectId: 1, supplierId: 2, deadlineDate: '2026-05-01', destinationProjectId: 3, receiptCode: 'R-1', receiptAmount: '10.00' };
    expect(keepDocumentTypeFields(T.TransferReceivedNote, all)).toEqual({ ...all, supplierId: null, deadlineDate: null, receiptCode: null, receiptAmount: null });
    expect(keepDocumentTypeFields(T.Liquidation, all)).toEqual({ ...all, deadlineDate: null, destinationProjectId: null });
  });
});

describe('document item form (spec part 2 §5)', () => {
  const base = { projectId: 1, name: 'Cement', unitOfMeasurementId: 2, quantity: '5' };

  it('requires project, name, unit and quantity on every type', () => {
    for (const t of ALL_DOCUMENT_TYPE_IDS) {
      const errors = itemFieldErrors(t, { name: '  ' });
      for (const f of ['projectId', 'name', 'unitOfMeasurementId', 'quantity']) expect(errors[f], `${t} ${f}`).toEqual([messages.required]);
    }
    expect(itemFieldErrors(T.PurchaseOrder, base)).toEqual({});
  });

  it('requires the unit price on a Liquidation, the destination on transfers, the warehouse item on consumption and write-off', () => {
    expect(itemFieldErrors(T.Liquidation, base)).toEqual({ unitPrice: [messages.required] });
    expect(itemFieldErrors(T.Liquidation, { ...base, unitPrice: '0' })).toEqual({});
    expect(itemFieldErrors(T.TransferNote, base)).toEqual({ destinationProjectId: [messages.required] });
    expect(itemFieldErrors(T.TransferReceivedNote, base)).toEqual({ destinationProjectId: [messages.required] });
    expect(itemFieldErrors(T.ConsumptionNote, base)).toEqual({ warehouseItemId: [messages.required] });
    expect(itemFieldErrors(T.WriteOffNote, base)).toEqual({ warehouseItemId: [messages.required] });
    const extra = Object.fromEntries(ALL_DOCUMENT_TYPE_IDS.map((t) => [t, itemRequiredFields(t).slice(4)]));
    expect(extra).toEqual({ 800: [], 801: [], 802: [], 803: ['destinationProjectId'], 804: ['destinationProjectId'], 805: ['warehouseItemId'], 806: ['warehouseItemId'], 807: ['unitPrice'], 808: [] });
  });

  it('takes an expense group only after an expense type', () => {
    expect(itemFieldErrors(T.PurchaseOrder, { ...base, expenseGroupId: 3 })).toEqual({ expenseGroupId: [messages.documentExpenseGroupNeedsType] });
    expect(itemFieldErrors(T.PurchaseOrder, { ...base, expenseGroupId: 3, expenseTypeId: 1500 })).toEqual({});
    expect(ITEM_FIELD_CLEARS).toEqual({ projectId: ['warehouseItemId', 'projectItemId'], expenseTypeId: ['expenseGroupId'] });
  });

  it('shows the status on three types, the warehouse item where stock goes out, the destination on transfers', () => {
    const has = (f: string) => ALL_DOCUMENT_TYPE_IDS.filter((t) => (itemFields(t) as string[]).includes(f)).sort();
    expect(has('statusId')).toEqual([800, 801, 803]);
    expect(has('warehouseItemId')).toEqual([803, 805, 806]);
    expect(has('destinationProjectId')).toEqual([803, 804]);
    expect(has('supplierId')).toEqual([800, 801, 802, 807, 808]);
    expect(keepItemFields(T.ConsumptionNote, { ...base, warehouseItemId: 9, destinationProjectId: 4, supplierId: 1, statusId: 1203 })).toEqual({
      ...base,
      warehouseItemId: 9,
      destinationProjectId: null,
      supplierId: null,
      statusId: null,
    });
  });
});
