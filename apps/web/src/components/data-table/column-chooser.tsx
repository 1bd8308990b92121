import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Popover,
  Stack,
  Text,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconColumns3 } from '@tabler/icons-react';
import { Children, isValidElement, type ReactNode, useMemo } from 'react';
import {
  applyColumnSettings,
  type ColumnSettings,
  isDefaultColumns,
  useColumnSettings,
} from './use-column-settings.ts';

/** What the chooser reads of a column. */
export interface ChoosableColumn {
  readonly key: string;
  readonly header: ReactNode;
  readonly width?: unknown;
}

/** The words of a header (a `VisuallyHidden` "Actions" included), else its key. */
export function columnLabel(column: ChoosableColumn): string {
  const text = (node: ReactNode): string => {
    if (typeof node === 'string' || typeof node === 'number') return String(node);
    if (isValidElement<{ children?: ReactNode }>(node)) return text(node.props.children);
    return Children.toArray(node).map(text).join('');
  };
  return text(column.header).trim() || column.key;
}

/** The widths offered, in pixels ('' is the column's own). */
const WIDTHS = [
  { value: '', label: 'Auto' },
  ...[80, 120, 160, 200, 280, 360].map((px) => ({ value: String(px), label: `${px} px` })),
];

/** Every column in the settings' order (the first, the row's key, first), hidden ones included. */
function orderedColumns<C extends ChoosableColumn>(
  columns: readonly C[],
  settings: ColumnSettings,
) {
  return applyColumnSettings(columns, { ...settings, hidden: [], widths: {} });
}

/** The settings with `key` moved one place up (-1) or down (+1) among the movable columns. */
export function moveColumn<C extends ChoosableColumn>(
  columns: readonly C[],
  settings: ColumnSettings,
  key: string,
  step: -1 | 1,
): ColumnSettings {
  const keys = orderedColumns(columns, settings)
    .slice(1)
    .map((column) => column.key);
  const from = keys.indexOf(key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= keys.length) return settings;
  [keys[from], keys[to]] = [keys[to] as string, keys[from] as string];
  return { ...settings, order: keys };
}

/** The settings with `key` shown or hidden (the first column is never hidden). */
export function toggleColumn<C extends ChoosableColumn>(
  columns: readonly C[],
  settings: ColumnSettings,
  key: string,
  shown: boolean,
): ColumnSettings {
  if (key === columns[0]?.key) return settings;
  const hidden = settings.hidden.filter((other) => other !== key);
  return { ...settings, hidden: shown ? hidden : [...hidden, key] };
}

/** The settings with `key` at `width` pixels (`undefined`: its own width). */
function resizeColumn(settings: ColumnSettings, key: string, width: number | undefined) {
  const { [key]: _old, ...widths } = settings.widths;
  return { ...settings, widths: width === undefined ? widths : { ...widths, [key]: width } };
}

export interface ColumnChooserProps<C extends ChoosableColumn> {
  /** The list's columns as the page defines them. */
  readonly columns: readonly C[];
  /** The list (its route): whose settings these are. */
  readonly list: string;
  /** The table's name, for the button's accessible name. */
  readonly label: string;
}

/**
 * "Columns" of a list (issue 35 item 7): show or hide each column, move it up or down, set its
 * width; kept per user and list (`useColumnSettings`). Every control is a native one with a
 * name ("Show Status", "Move Status up", "Width of Status"), so it works from the keyboard.
 */
export function ColumnChooser<C extends ChoosableColumn>({
  columns,
  list,
  label,
}: ColumnChooserProps<C>) {
  const { settings, change, reset } = useColumnSettings(list);
  const ordered = useMemo(() => orderedColumns(columns, settings), [columns, settings]);
  const hiddenCount = settings.hidden.filter((key) =>
    columns.some((column, index) => index > 0 && column.key === key),
  ).length;
  return (
    <Popover position="bottom-end" withinPortal trapFocus shadow="md" width={340}>
      <Popover.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconColumns3 size={14} aria-hidden />}
          aria-label={`Columns of ${label}`}
          data-testid="column-chooser"
        >
          {hiddenCount > 0 ? `Columns (${hiddenCount} hidden)` : 'Columns'}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6} role="group" aria-label={`Columns of ${label}`}>
          {ordered.map((column, index) => {
            const name = columnLabel(column);
            const movable = index > 0;
            return (
              <Group key={column.key} gap={4} wrap="nowrap" data-column-choice={column.key}>
                <Checkbox
                  label={name}
                  aria-label={`Show ${name}`}
                  checked={!settings.hidden.includes(column.key) || !movable}
                  disabled={!movable}
                  description={movable ? undefined : 'Always shown'}
                  onChange={(event) =>
                    change(toggleColumn(columns, settings, column.key, event.currentTarget.checked))
                  }
                  style={{ flex: 1, minWidth: 0 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Move ${name} up`}
                  disabled={index <= 1}
                  onClick={() => change(moveColumn(columns, settings, column.key, -1))}
                >
                  <IconArrowUp size={14} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Move ${name} down`}
                  disabled={!movable || index === ordered.length - 1}
                  onClick={() => change(moveColumn(columns, settings, column.key, 1))}
                >
                  <IconArrowDown size={14} aria-hidden />
                </ActionIcon>
                <NativeSelect
                  size="xs"
                  aria-label={`Width of ${name}`}
                  data={WIDTHS}
                  value={String(settings.widths[column.key] ?? '')}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    change(resizeColumn(settings, column.key, value ? Number(value) : undefined));
                  }}
                  w={84}
                />
              </Group>
            );
          })}
          <Group justify="space-between" mt={4}>
            <Text size="xs" c="dimmed">
              Kept for you on this device; a saved view keeps them too.
            </Text>
            <Button
              size="xs"
              variant="subtle"
              onClick={reset}
              disabled={isDefaultColumns(settings)}
            >
              Reset
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * A list's columns as the user set them, and the chooser that sets them (null when `list` is
 * undefined: a table that is not a list page keeps its columns as defined).
 */
export function useChosenColumns<C extends ChoosableColumn>(
  columns: readonly C[],
  list: string | undefined,
  label: string,
): { columns: readonly C[]; chooser: ReactNode } {
  const { settings } = useColumnSettings(list);
  const shown = useMemo(
    () => (list === undefined ? columns : applyColumnSettings(columns, settings)),
    [columns, list, settings],
  );
  return {
    columns: shown,
    chooser:
      list === undefined ? null : <ColumnChooser columns={columns} list={list} label={label} />,
  };
}
