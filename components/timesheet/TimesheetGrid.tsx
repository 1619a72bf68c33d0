'use client';

/**
 * The month grid itself: one row per employee (the name column sticky), one 95 px column per day
 * (weekends and holidays marked, the holiday's name on hover), the summary sticky on the right.
 * Rows are virtualised (@tanstack/react-virtual, fixed height), so 500 employees render about 30
 * rows at a time. Keyboard focus is a roving tabindex on the cells; the screen
 * (TimesheetScreen) owns what the keys do.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { IconAlertTriangle } from '@tabler/icons-react';
import { memo, useEffect, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import { formatQuantity } from '@/lib/format';
import { TIMESHEET_TEXTS as T } from '@/lib/i18n/timesheet';
import { cellContent, recordKey, type CellPos, type GridLock, type DayColumn, type EmployeeSummary, type GridEmployee, type GridRecord, type GridView } from '@/lib/work-hours/grid-model';
import { WORK_HOUR_TYPE } from '@/lib/work-hours/types';
import classes from './TimesheetGrid.module.css';

export const NAME_W = 220;
export const DAY_W = 95;
export const ROW_H = 34;
export const HEAD_H = 44;
export const SUM_COL = 58;
const SUM_KEYS = ['regularHours', 'fieldDays', 'vacation', 'sickLeave', 'sickLeaveInjury', 'dayOff', 'nonWorking'] as const;
const SUM_W = SUM_KEYS.length * SUM_COL + 24 + 2;

type Props = {
  days: DayColumn[];
  employees: GridEmployee[];
  records: Map<string, GridRecord>;
  /** Keys of records still being saved (shown faded). */
  pending: Set<string>;
  view: GridView;
  summary: Map<number, EmployeeSummary> | null;
  today: string;
  focus: CellPos;
  /** Move DOM focus to the focused cell (after a key or a closed editor), not on every render. */
  focusRequest: number;
  lockOf: (employee: GridEmployee, date: string) => GridLock | null;
  expiredOf: (employee: GridEmployee, date: string) => { label: string; date: string }[];
  onFocusCell: (pos: CellPos) => void;
  onOpenCell: (pos: CellPos) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  height: number | string;
};

export function TimesheetGrid(props: Props) {
  const { days, employees, records, pending, view, summary, today, focus, focusRequest, lockOf, expiredOf, onFocusCell, onOpenCell, onKeyDown, height } = props;
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer keeps mutable state of its own: this component is left to plain React rendering.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: employees.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_H,
    overscan: 6,
    initialRect: { width: 1200, height: 600 },
  });
  const width = NAME_W + days.length * DAY_W + (summary ? SUM_W : 0);

  // Keyboard moves: bring the row into view, then focus the cell once it is rendered.
  useEffect(() => {
    if (!focusRequest) return;
    virtualizer.scrollToIndex(focus.row, { align: 'auto' });
    const id = requestAnimationFrame(() => {
      const el = scroller.current?.querySelector<HTMLElement>(`[data-row="${focus.row}"][data-col="${focus.col}"]`);
      el?.focus();
    });
    return () => cancelAnimationFrame(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new request moves DOM focus
  }, [focusRequest]);

  const style = {
    height,
    '--ts-name-w': `${NAME_W}px`,
    '--ts-day-w': `${DAY_W}px`,
    '--ts-row-h': `${ROW_H}px`,
    '--ts-head-h': `${HEAD_H}px`,
    '--ts-sum-col': `${SUM_COL}px`,
    '--ts-sum-w': summary ? `${SUM_W}px` : '0px',
  } as CSSProperties;

  return (
    <div
      ref={scroller}
      className={classes.scroller}
      style={style}
      role="grid"
      aria-label={T.title}
      aria-rowcount={employees.length + 1}
      aria-colcount={days.length + 1}
      onKeyDown={onKeyDown}
      data-testid="timesheet-grid"
    >
      <div style={{ position: 'relative', width, height: HEAD_H + virtualizer.getTotalSize() }}>
        <div className={classes.header} style={{ width }} role="row" aria-rowindex={1}>
          <div className={classes.nameHead} role="columnheader">
            {T.employee}
          </div>
          {days.map((d) => (
            <div
              key={d.date}
              role="columnheader"
              className={clsx(classes.dayHead, d.weekend && classes.weekend, d.holiday && classes.holiday, d.date === today && classes.todayCol)}
              title={d.holiday ?? undefined}
              data-testid={`day-${d.day}`}
            >
              <span>{d.day}.</span>
              <small>{d.holiday ? `${T.weekdays[d.weekday]} ★` : T.weekdays[d.weekday]}</small>
            </div>
          ))}
          {summary && (
            <div className={classes.summaryHead} role="presentation">
              {SUM_KEYS.map((k) => (
                <div key={k} role="columnheader" className={clsx(classes.sum, k === 'regularHours' && classes.sumWide)} title={T.summaryTitles[k]}>
                  {T.summary[k]}
                </div>
              ))}
            </div>
          )}
        </div>
        {virtualizer.getVirtualItems().map((v) => (
          <GridRow
            key={employees[v.index].id}
            index={v.index}
            top={HEAD_H + v.start}
            width={width}
            employee={employees[v.index]}
            days={days}
            records={records}
            pending={pending}
            view={view}
            totals={summary ? (summary.get(employees[v.index].id) ?? null) : undefined}
            focusedCol={focus.row === v.index ? focus.col : -1}
            lockOf={lockOf}
            expiredOf={expiredOf}
            onFocusCell={onFocusCell}
            onOpenCell={onOpenCell}
          />
        ))}
      </div>
    </div>
  );
}

type RowProps = Pick<Props, 'days' | 'records' | 'pending' | 'view' | 'lockOf' | 'expiredOf' | 'onFocusCell' | 'onOpenCell'> & {
  index: number;
  top: number;
  width: number;
  employee: GridEmployee;
  /** undefined: no summary shown; null: shown, no records. */
  totals: EmployeeSummary | null | undefined;
  /** The focused column in this row, -1 when the focus is elsewhere. */
  focusedCol: number;
};

/** One employee's row; memoised, so scrolling renders only the rows that come into view. */
const GridRow = memo(function GridRow({ index, top, width, employee: e, days, records, pending, view, totals, focusedCol, lockOf, expiredOf, onFocusCell, onOpenCell }: RowProps) {
  const lastDay = days.at(-1)?.date ?? '';
  const rowExpired = expiredOf(e, lastDay);
  const textView = view === 'accommodation' || view === 'food';
  return (
    <div role="row" aria-rowindex={index + 2} className={clsx(classes.row, e.inactive && classes.inactive)} style={{ top, width }} data-testid={`row-${e.id}`}>
      <div className={classes.name} role="rowheader" title={e.inactive ? `${e.fullName} (${T.legend.inactive.toLowerCase()})` : e.fullName}>
        {rowExpired.length > 0 && (
          <span title={T.expiredRow(rowExpired.map((x) => x.label).join(', '))} style={{ display: 'flex' }} data-testid={`expired-${e.id}`}>
            <IconAlertTriangle size={15} color="var(--mantine-color-red-6)" />
          </span>
        )}
        <span className={classes.nameText}>{e.fullName}</span>
      </div>
      {days.map((d, col) => {
        const key = recordKey(e.id, d.date);
        const record = records.get(key);
        const content = cellContent(record, view);
        const lock = lockOf(e, d.date);
        const expired = expiredOf(e, d.date);
        const focused = focusedCol === col;
        const title = [content.title, lock ? T.lock[lock] : null, expired.length ? T.expiredRow(expired.map((x) => x.label).join(', ')) : null].filter(Boolean).join('\n');
        return (
          <div
            key={d.date}
            role="gridcell"
            tabIndex={focused ? 0 : -1}
            aria-selected={focused}
            aria-readonly={lock !== null}
            data-row={index}
            data-col={col}
            data-testid={`cell-${e.id}-${d.date}`}
            data-locked={lock ?? undefined}
            title={title || undefined}
            className={clsx(
              classes.cell,
              textView && classes.textCell,
              d.weekend && classes.weekend,
              d.holiday && classes.holiday,
              lock && classes.locked,
              expired.length > 0 && classes.expired,
              record && view === 'hours' && record.workHourTypeId !== WORK_HOUR_TYPE.Regular && classes.nonRegular,
              pending.has(key) && classes.pending,
              focused && classes.focused,
            )}
            onMouseDown={() => onFocusCell({ row: index, col })}
            onClick={() => onOpenCell({ row: index, col })}
          >
            {textView ? <span className={classes.cellText}>{content.text}</span> : content.text}
            {content.fieldWork && view === 'hours' && <span className={classes.fieldMark} aria-label={T.legend.fieldWork} />}
          </div>
        );
      })}
      {totals !== undefined && (
        <div className={classes.summary} data-testid={`summary-${e.id}`}>
          {SUM_KEYS.map((k) => (
            <div key={k} className={clsx(classes.sum, k === 'regularHours' && classes.sumWide)} data-sum={k}>
              {k === 'regularHours' ? formatQuantity(totals?.regularHours ?? '0', 2) : String(totals?.[k] ?? 0)}
            </div>
          ))}
        </div>
      )}
    </div>
  );
});
