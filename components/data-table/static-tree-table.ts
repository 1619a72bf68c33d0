'use client';

import { MRT_LOCALIZATION_HR } from './DataTable';

/**
 * The options of a whole-list table (the bill of quantities, a contractor's cost list): every row
 * loaded at once, no paging, sorting, filters or toolbars of its own, fixed column widths, sticky
 * header and footer (the totals), rows virtualized at a fixed height so 10,000 items scroll.
 */
export const STATIC_TREE_TABLE_OPTIONS = {
  localization: MRT_LOCALIZATION_HR,
  enablePagination: false,
  enableSorting: false,
  enableColumnActions: false,
  enableColumnFilters: false,
  enableGlobalFilter: false,
  enableFilters: false,
  enableHiding: false,
  enableDensityToggle: false,
  enableFullScreenToggle: false,
  enableTopToolbar: false,
  enableBottomToolbar: false,
  enableRowVirtualization: true,
  // Fixed column widths; the item's name takes whatever room the screen has left.
  layoutMode: 'grid-no-grow',
  enableStickyHeader: true,
  enableStickyFooter: true,
} as const;

/**
 * Every row but the edited one is exactly this high (the tables' CSS fixes it): the virtualizer
 * then never measures them. Measuring each row as it scrolls in forces a layout per row and makes
 * the virtualizer recompute the offsets of all 10,000 rows: hundreds of ms a frame.
 */
export const STATIC_ROW_HEIGHT = 33;

const measureRow = (element: Element) => (element.hasAttribute('data-editing') ? element.getBoundingClientRect().height : STATIC_ROW_HEIGHT);

/** The virtualizer's options of such a table (initialRect: the first rows render on the server too, not only after measuring). */
export const STATIC_ROW_VIRTUALIZER = { overscan: 6, estimateSize: () => STATIC_ROW_HEIGHT, measureElement: measureRow, initialRect: { width: 1200, height: 720 } };
