/**
 * An address search with suggestions from the national register (RÚIAN, GET /naseptavacAdres):
 * an ARIA 1.2 combobox — type two or more characters, the list follows (debounced), arrow keys move
 * through it, Enter or a tap chooses, Escape closes. The screen supplies `suggest` (the call) and
 * gets the chosen address; typing alone never chooses one.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { css } from '../../../styled-system/css';
import { textControl } from '../../../styled-system/recipes';
import { FieldFrame, FieldHint, FieldLabel, useFieldIds } from './Field';

export interface AddressSuggestion {
  kodRuian: string;
  text: string;
}

export interface AddressSuggestProps<A extends AddressSuggestion> {
  label: string;
  hint?: string;
  suggest: (text: string, signal: AbortSignal) => Promise<readonly A[]>;
  onChoose: (address: A) => void;
  /** Said when nothing matches. */
  emptyText: string;
  disabled?: boolean;
  /** Message(s) under the field (nothing chosen yet); the input is then aria-invalid. */
  error?: readonly string[];
  required?: boolean;
}

const MIN_CHARS = 2;
const DEBOUNCE_MS = 250;

export function AddressSuggest<A extends AddressSuggestion>({
  label,
  hint,
  suggest,
  onChoose,
  emptyText,
  disabled,
  error,
  required,
}: AddressSuggestProps<A>) {
  const errors = [...(error ?? [])];
  const ids = useFieldIds();
  const listId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-navrhy`;
  const [text, setText] = useState('');
  const [items, setItems] = useState<readonly A[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [searched, setSearched] = useState(false);
  const latest = useRef(suggest);
  latest.current = suggest;

  useEffect(() => {
    const query = text.trim();
    if (query.length < MIN_CHARS) {
      setItems([]);
      setSearched(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      latest.current(query, controller.signal).then(
        (found) => {
          setItems(found);
          setActive(-1);
          setSearched(true);
          setOpen(true);
        },
        () => undefined,
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const choose = (item: A) => {
    onChoose(item);
    setText(item.text);
    setOpen(false);
    setItems([]);
    setSearched(false);
  };
  const showList = open && searched;

  return (
    <FieldFrame ids={ids} errors={errors}>
      <FieldLabel htmlFor={ids.control} id={ids.label} required={required}>
        {label}
      </FieldLabel>
      {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      <div className={css({ position: 'relative' })}>
        <input
          id={ids.control}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-describedby={[hint ? ids.hint : '', errors.length ? ids.error : ''].filter(Boolean).join(' ') || undefined}
          aria-invalid={errors.length > 0 || undefined}
          aria-required={required || undefined}
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          disabled={disabled}
          value={text}
          className={textControl()}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && items.length) {
              event.preventDefault();
              setOpen(true);
              setActive((index) => (index + 1) % items.length);
            } else if (event.key === 'ArrowUp' && items.length) {
              event.preventDefault();
              setActive((index) => (index <= 0 ? items.length - 1 : index - 1));
            } else if (event.key === 'Enter' && showList && active >= 0 && items[active]) {
              event.preventDefault();
              choose(items[active]);
            } else if (event.key === 'Escape' && showList) {
              event.preventDefault();
              setOpen(false);
            }
          }}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!showList}
          className={css({
            position: 'absolute',
            zIndex: 'overlay',
            insetX: 0,
            top: 'calc(100% + 4px)',
            bg: 'bg.surface',
            borderWidth: '1px',
            borderColor: 'border.default',
            borderRadius: 'control',
            boxShadow: 'raised',
            maxH: '72',
            overflowY: 'auto',
            listStyle: 'none',
            p: '1',
            m: 0,
          })}
        >
          {items.length === 0 ? (
            <li role="option" aria-disabled="true" aria-selected="false" className={css({ p: '3', color: 'fg.muted' })}>
              {emptyText}
            </li>
          ) : (
            items.map((item, index) => (
              <li
                key={item.kodRuian}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(item)}
                className={css({
                  p: '3',
                  minH: 'touch',
                  cursor: 'pointer',
                  borderRadius: 'control',
                  '&[aria-selected=true], &:hover': { bg: 'primary.subtle' },
                })}
              >
                {item.text}
              </li>
            ))
          )}
        </ul>
      </div>
    </FieldFrame>
  );
}
