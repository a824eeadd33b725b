import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  type HTMLAttributes,
  type Key,
  type ReactNode,
  type Ref,
} from 'react';
import { observeElementOffset, useVirtualizer, type Rect } from '@tanstack/react-virtual';
import Autocomplete, { type AutocompleteProps, type AutocompleteRenderOptionState } from '@mui/material/Autocomplete';
import {
  AUTOCOMPLETE_MAX_HEIGHT,
  AUTOCOMPLETE_OVERSCAN,
  AUTOCOMPLETE_ROW_HEIGHT,
} from '@elevate/contracts/common/constants';

/**
 * MUI's Autocomplete with a virtualised listbox (spec §9: rows 40 px high, the list at most 250 px, 5 rows of
 * overscan): a list of hundreds renders only the rows in view and a few around them.
 *
 * How it stays a proper combobox: MUI renders each option through renderOption, which here hands the listbox a
 * row (the option's props, the option, what to show, its index) instead of an element; the listbox renders the
 * rows in the window with every prop MUI gave them (role="option", id, aria-selected, data-option-index and the
 * mouse handlers), plus aria-setsize/aria-posinset so a screen reader still hears "12 of 480". MUI finds the
 * highlighted option by data-option-index, so arrow keys work while the next row is rendered; the highlighted row
 * is scrolled into view at once (not on the next scroll event), which keeps the row after it rendered.
 * Home and End move the caret in the text, as in an editable combobox of the WAI-ARIA practices.
 */

type Row = readonly [props: HTMLAttributes<HTMLElement> & { key: Key }, option: unknown, content: ReactNode];

interface ListboxController {
  scrollToOption: (option: unknown) => void;
}
const ControllerContext = createContext<{ current: ListboxController | null }>({ current: null });

/** How many option rows one window can show: partly shown rows at both ends count. */
export const AUTOCOMPLETE_WINDOW_ROWS = Math.ceil(AUTOCOMPLETE_MAX_HEIGHT / AUTOCOMPLETE_ROW_HEIGHT) + 1;
/** The most option rows the listbox ever renders: the window and the overscan on both sides. */
export const AUTOCOMPLETE_MAX_RENDERED_ROWS = AUTOCOMPLETE_WINDOW_ROWS + 2 * AUTOCOMPLETE_OVERSCAN;

const assignRef = <T,>(ref: Ref<T> | undefined, value: T | null) => {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
};

const VirtualListbox = forwardRef<HTMLElement, HTMLAttributes<HTMLElement>>(function VirtualListbox(
  { children, style, ...props },
  ref,
) {
  const rows = (Array.isArray(children) ? children : []) as Row[];
  const controller = useContext(ControllerContext);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  // The window's height is known (rows × 40, at most 250): no need to measure it, in the browser or in tests.
  const height = Math.min(rows.length * AUTOCOMPLETE_ROW_HEIGHT, AUTOCOMPLETE_MAX_HEIGHT);
  const heightRef = useRef(height);
  const rectChanged = useRef<((rect: Rect) => void) | null>(null);
  const offsetChanged = useRef<((offset: number, isScrolling: boolean) => void) | null>(null);

  // Before the virtualizer's own effects, so it reads the new height when it first observes the element.
  useLayoutEffect(() => {
    heightRef.current = height;
    rectChanged.current?.({ width: 0, height });
  }, [height]);

  // The listbox is not memoised by the React Compiler; nothing below relies on it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => AUTOCOMPLETE_ROW_HEIGHT,
    overscan: AUTOCOMPLETE_OVERSCAN,
    initialRect: { width: 0, height },
    observeElementRect: (_instance, cb) => {
      rectChanged.current = cb;
      cb({ width: 0, height: heightRef.current });
      return () => {
        rectChanged.current = null;
      };
    },
    observeElementOffset: (instance, cb) => {
      offsetChanged.current = cb;
      return observeElementOffset(instance, cb);
    },
    // Scrolling for the keyboard moves the window in the same turn, so the row after the highlighted one is
    // rendered before the next key press looks for it.
    scrollToFn: (offset, { adjustments = 0 }, instance) => {
      const el = instance.scrollElement;
      if (!el) return;
      el.scrollTop = offset + adjustments;
      offsetChanged.current?.(el.scrollTop, false);
    },
  });

  useLayoutEffect(() => {
    controller.current = {
      scrollToOption: (option) => {
        const index = rows.findIndex((row) => row[1] === option);
        if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
      },
    };
  });

  // Opened with a value chosen further down: show it, as a plain list would.
  useLayoutEffect(() => {
    const selected = rows.findIndex((row) => row[0]['aria-selected'] === true);
    if (selected > 0) virtualizer.scrollToIndex(selected, { align: 'center' });
    // Only when the list opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const setRef = useCallback(
    (node: HTMLDivElement | null) => {
      scrollRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  return (
    <div
      {...props}
      ref={setRef}
      style={{ ...style, height, maxHeight: AUTOCOMPLETE_MAX_HEIGHT, overflowY: 'auto', padding: 0 }}
    >
      <div role="presentation" style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const { key, ...optionProps } = row[0];
          return (
            <div
              key={key}
              {...optionProps}
              aria-setsize={rows.length}
              aria-posinset={item.index + 1}
              style={{
                position: 'absolute',
                top: item.start,
                left: 0,
                right: 0,
                height: AUTOCOMPLETE_ROW_HEIGHT,
                minHeight: AUTOCOMPLETE_ROW_HEIGHT,
              }}
            >
              <span
                title={typeof row[2] === 'string' ? row[2] : undefined}
                style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: '0.9375rem' }}
              >
                {row[2]}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
});

export type VirtualizedAutocompleteProps<
  T,
  Multiple extends boolean | undefined,
  DisableClearable extends boolean | undefined,
  FreeSolo extends boolean | undefined,
> = Omit<
  AutocompleteProps<T, Multiple, DisableClearable, FreeSolo>,
  'renderOption' | 'slotProps' | 'disableListWrap' | 'handleHomeEndKeys'
> & {
  /** What a row shows; the option's label when left out. Rows are one line of 40 px: keep it short. */
  renderOptionContent?: (option: T, state: AutocompleteRenderOptionState) => ReactNode;
  slotProps?: Omit<NonNullable<AutocompleteProps<T, Multiple, DisableClearable, FreeSolo>['slotProps']>, 'listbox'>;
};

const defaultLabel = (option: unknown): string =>
  typeof option === 'string'
    ? option
    : option && typeof option === 'object' && 'label' in option
      ? String((option as { label: unknown }).label)
      : String(option);

export const VirtualizedAutocomplete = <
  T,
  Multiple extends boolean | undefined = false,
  DisableClearable extends boolean | undefined = false,
  FreeSolo extends boolean | undefined = false,
>({
  renderOptionContent,
  slotProps,
  onHighlightChange,
  ...props
}: VirtualizedAutocompleteProps<T, Multiple, DisableClearable, FreeSolo>) => {
  const controller = useRef<ListboxController | null>(null);
  const label = props.getOptionLabel ?? defaultLabel;
  const listboxSlot = useMemo(() => ({ component: VirtualListbox }), []);
  return (
    <ControllerContext.Provider value={controller}>
      <Autocomplete
        {...props}
        disableListWrap
        handleHomeEndKeys={false}
        onHighlightChange={(event, option, reason) => {
          if (reason === 'keyboard' && option !== null) controller.current?.scrollToOption(option);
          onHighlightChange?.(event, option, reason);
        }}
        renderOption={(optionProps, option, state) =>
          // A row for VirtualListbox, not an element: it renders only the rows in view.
          [
            optionProps,
            option,
            renderOptionContent ? renderOptionContent(option, state) : label(option),
          ] as Row as never
        }
        slotProps={{ ...slotProps, listbox: listboxSlot as never }}
      />
    </ControllerContext.Provider>
  );
};
