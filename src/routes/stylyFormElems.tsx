import { useId, useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { css, cx } from '../../styled-system/css';
import { button, field } from '../../styled-system/recipes';
import { messages } from '../../contract/messages';
import { formatAmountInput, formatMoney, parseAmountInput } from '../../contract/format';
import { IconAlert } from '../components/icons';
import { Sample, StyleguideLayout } from '../components/styleguide/StyleguideLayout';
import { cs } from '../texts/cs';

export const Route = createFileRoute('/stylyFormElems')({
  staticData: { title: cs.STYLY_FORM, public: true },
  component: StylyFormElems,
});

const TEXTAREA_MAX = 250;

function StylyFormElems() {
  const styles = field();
  const ids = { text: useId(), amount: useId(), select: useId(), area: useId(), multi: useId(), invalid: useId(), file: useId() };
  const [note, setNote] = useState('');
  const [amount, setAmount] = useState<number | null>(1234.5);
  const [amountText, setAmountText] = useState('');
  const [amountFocused, setAmountFocused] = useState(false);

  return (
    <StyleguideLayout title={cs.STYLY_FORM}>
      <form onSubmit={(event) => event.preventDefault()} className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <Sample title="Textové pole">
          <div className={styles.root}>
            <label htmlFor={ids.text} className={styles.label}>
              Jméno
            </label>
            <input id={ids.text} className={styles.control} maxLength={50} autoComplete="given-name" />
            <p className={styles.hint}>{messages.tooLong(50)}</p>
          </div>
          <div className={styles.root}>
            <label htmlFor={ids.invalid} className={styles.label}>
              Příjmení
            </label>
            <input id={ids.invalid} className={styles.control} aria-invalid="true" aria-describedby={`${ids.invalid}-e`} />
            <p id={`${ids.invalid}-e`} className={styles.error}>
              <IconAlert />
              {messages.required}
            </p>
          </div>
        </Sample>
        <Sample title="Částka">
          <div className={styles.root}>
            <label htmlFor={ids.amount} className={styles.label}>
              Částka
            </label>
            <input
              id={ids.amount}
              inputMode="decimal"
              className={styles.control}
              value={amountFocused ? amountText : amount === null ? '' : formatMoney(amount)}
              onFocus={() => {
                setAmountFocused(true);
                setAmountText(amount === null ? '' : formatAmountInput(amount));
              }}
              onChange={(event) => setAmountText(event.target.value)}
              onBlur={() => {
                setAmountFocused(false);
                setAmount(parseAmountInput(amountText));
              }}
            />
          </div>
        </Sample>
        <Sample title="Zaškrtávací pole a přepínače">
          <label className={css({ display: 'flex', alignItems: 'center', gap: '3', minH: 'touch' })}>
            <input type="checkbox" className={css({ w: '5', h: '5', accentColor: 'var(--colors-primary-default)' })} />
            Souhlasím s podmínkami
          </label>
          <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <legend className={styles.label}>Adresa pro zaslání</legend>
            {[
              ['SHODNA_TRVALA', 'Shodná s trvalou adresou'],
              ['JINA_ADRESA', 'Jiná adresa'],
            ].map(([value, label]) => (
              <label key={value} className={css({ display: 'flex', alignItems: 'center', gap: '3', minH: 'touch' })}>
                <input type="radio" name="adresa" value={value} defaultChecked={value === 'SHODNA_TRVALA'} className={css({ w: '5', h: '5', accentColor: 'var(--colors-primary-default)' })} />
                {label}
              </label>
            ))}
          </fieldset>
        </Sample>
        <Sample title="Výběr">
          <div className={styles.root}>
            <label htmlFor={ids.select} className={styles.label}>
              Krevní skupina
            </label>
            <select id={ids.select} className={styles.control} defaultValue="NEUVEDENO">
              <option value="NEUVEDENO">Neuvedeno</option>
              <option value="A">A</option>
              <option value="B">B</option>
              <option value="AB">AB</option>
              <option value="NULA">0</option>
            </select>
          </div>
          <div className={styles.root}>
            <span id={ids.multi} className={styles.label}>
              Typ dokladu (vícenásobný výběr bez možností)
            </span>
            <div className={cx(styles.control, css({ display: 'flex', alignItems: 'center', color: 'fg.muted' }))}>
              {cs.ZADNE_MOZNOSTI}
            </div>
          </div>
        </Sample>
        <Sample title="Víceřádkový text">
          <div className={styles.root}>
            <label htmlFor={ids.area} className={styles.label}>
              Poznámka
            </label>
            <textarea id={ids.area} rows={4} maxLength={TEXTAREA_MAX} value={note} onChange={(event) => setNote(event.target.value)} className={cx(styles.control, css({ resize: 'vertical' }))} aria-describedby={`${ids.area}-c`} />
            <p id={`${ids.area}-c`} className={cx(styles.hint, css({ textAlign: 'right' }))}>
              {note.length} / {TEXTAREA_MAX}
            </p>
          </div>
        </Sample>
        <Sample title="Přílohy">
          <div className={styles.root}>
            <label htmlFor={ids.file} className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', p: '6', borderWidth: '2px', borderStyle: 'dashed', borderColor: 'border.strong', borderRadius: 'card', bg: 'bg.surface', cursor: 'pointer', textAlign: 'center', _hover: { borderColor: 'primary.default' } })}>
              <span className={css({ fontWeight: 'semibold', color: 'primary.text' })}>Vyberte soubory nebo je sem přetáhněte</span>
              <input id={ids.file} type="file" multiple className={css({ srOnly: true })} />
            </label>
            <p className={styles.hint}>{messages.hintExtensions(['jpg', 'jpeg', 'webp', 'png', 'svg', 'tif', 'rtf', 'txt', 'pdf'])}</p>
            <p className={styles.hint}>{messages.hintMaxFiles(5)}</p>
            <p className={styles.hint}>{messages.hintMaxSize(20)}</p>
          </div>
        </Sample>
        <div>
          <button type="submit" className={button()}>
            {cs.ODESLAT}
          </button>
        </div>
      </form>
    </StyleguideLayout>
  );
}
