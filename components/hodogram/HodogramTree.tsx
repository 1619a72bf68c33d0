'use client';

import { ActionIcon, Anchor, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowBarLeft, IconArrowBarRight } from '@tabler/icons-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { TreeNodeLike } from '@/lib/hodogram/types';
import classes from './HodogramTree.module.css';
import { HODOGRAM_TEXTS as T } from '@/lib/i18n/hodogram';
import { SortableSiblings, type DragHandle } from './SortableSiblings';

export type TreeNode<N> = Omit<TreeNodeLike, 'children'> & { children: N[] };

export type HodogramTreeProps<N extends TreeNode<N>> = {
  nodes: N[];
  /** view: names open the node, with leading controls and actions; reorder: drag handles only. */
  mode?: 'view' | 'reorder';
  /** The node's read drawer (view mode). */
  hrefFor?: (node: N) => string;
  selectedId?: number | null;
  /** Before the number, e.g. the project's completion checkbox. */
  renderLeading?: (node: N) => ReactNode;
  /** After the name and code, e.g. an attachments count. */
  renderBadges?: (node: N) => ReactNode;
  /** At the end of the row, e.g. the template's add, edit, activate and delete buttons. */
  renderActions?: (node: N, parent: N | null) => ReactNode;
  /** Reorder mode: the siblings under parentId (null: roots) in their new order. */
  onReorder?: (parentId: number | null, orderedIds: number[]) => void;
  /** Reorder mode: move a node under its previous sibling (indent) or after its parent (outdent). */
  onMove?: (id: number, move: 'indent' | 'outdent') => void;
};

/**
 * THE hodogram tree, shared by the template (/hodogram, regular and reorder mode) and the
 * project tab (completion checkboxes): numbered rows (1., 1.2., …), code, an inactive mark,
 * children indented under their parent.
 */
export function HodogramTree<N extends TreeNode<N>>(props: HodogramTreeProps<N>) {
  return (
    <div className={classes.list} data-testid="hodogram-tree" data-mode={props.mode ?? 'view'}>
      <Siblings nodes={props.nodes} parent={null} prefix="" depth={0} tree={props} />
    </div>
  );
}

type SiblingsProps<N extends TreeNode<N>> = { nodes: N[]; parent: N | null; prefix: string; depth: number; tree: HodogramTreeProps<N> };

function Siblings<N extends TreeNode<N>>({ nodes, parent, prefix, depth, tree }: SiblingsProps<N>) {
  const item = (node: N, index: number, handle?: DragHandle) => {
    const number = `${prefix}${index + 1}.`;
    return (
      <div className={classes.list}>
        <Row node={node} parent={parent} number={number} depth={depth} tree={tree} handle={handle} first={index === 0} />
        {node.children.length > 0 && (
          <div className={classes.children}>
            <Siblings nodes={node.children} parent={node} prefix={number} depth={depth + 1} tree={tree} />
          </div>
        )}
      </div>
    );
  };

  if (tree.mode === 'reorder') {
    return (
      <SortableSiblings items={nodes} onReorder={(ids) => tree.onReorder?.(parent?.id ?? null, ids)}>
        {(node, handle) => item(node, nodes.indexOf(node), handle)}
      </SortableSiblings>
    );
  }
  return nodes.map((node, index) => <div key={node.id}>{item(node, index)}</div>);
}

type RowProps<N extends TreeNode<N>> = {
  node: N;
  parent: N | null;
  number: string;
  depth: number;
  tree: HodogramTreeProps<N>;
  handle?: DragHandle;
  /** The first among its siblings (cannot go under a previous one). */
  first: boolean;
};

function Row<N extends TreeNode<N>>({ node, parent, number, depth, tree, handle, first }: RowProps<N>) {
  const reorder = tree.mode === 'reorder';
  const href = !reorder ? tree.hrefFor?.(node) : undefined;
  const weight = depth === 0 ? 600 : 400;
  return (
    <Group
      className={classes.row}
      gap="xs"
      wrap="nowrap"
      data-testid="hodogram-node"
      data-node-id={node.id}
      data-inactive={node.isActive ? undefined : true}
      data-selected={tree.selectedId === node.id ? true : undefined}
      data-reorder={reorder ? true : undefined}
      data-dragging={handle?.isDragging ? true : undefined}
    >
      {handle?.element}
      {!reorder && tree.renderLeading?.(node)}
      <Text size="sm" className={classes.number} data-testid="node-number">
        {number}
      </Text>
      {href ? (
        <Anchor component={Link} href={href} scroll={false} fw={weight} className={classes.name}>
          {node.name}
        </Anchor>
      ) : (
        <Text fw={weight} className={classes.name}>
          {node.name}
        </Text>
      )}
      {node.code && (
        <Badge variant="light" color="gray" radius="sm" tt="none" style={{ flexShrink: 0 }}>
          {node.code}
        </Badge>
      )}
      {!node.isActive && (
        <Badge variant="outline" color="orange" radius="sm" style={{ flexShrink: 0 }}>
          {T.inactiveBadge}
        </Badge>
      )}
      {!reorder && tree.renderBadges?.(node)}
      {reorder && tree.onMove && (
        <Group gap={4} wrap="nowrap" ml="auto">
          <Tooltip label={T.outdent(node.name)}>
            <ActionIcon variant="subtle" color="gray" disabled={parent === null} onClick={() => tree.onMove?.(node.id, 'outdent')} aria-label={T.outdent(node.name)}>
              <IconArrowBarLeft size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={T.indent(node.name)}>
            <ActionIcon variant="subtle" color="gray" disabled={first} onClick={() => tree.onMove?.(node.id, 'indent')} aria-label={T.indent(node.name)}>
              <IconArrowBarRight size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      )}
      {!reorder && tree.renderActions && (
        <Group gap={4} wrap="nowrap" ml="auto">
          {tree.renderActions(node, parent)}
        </Group>
      )}
    </Group>
  );
}
