import { css } from '../../styled-system/css';
import { messages } from '../../contract/messages';

/** 'Tato funkce není dostupná.' where a part cannot be used (e.g. a doctor on a form of the insured); never invented data. */
export function NotAvailableNotice() {
  return (
    <p
      className={css({
        p: '4',
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'card',
        color: 'fg.muted',
      })}
    >
      {messages.notAvailable}
    </p>
  );
}
