import { css } from '../../../styled-system/css';
import { cs } from '../../texts/cs';

/** The unknown account type's home is empty (document 1 §2): only a visually hidden heading. */
export function UnknownHome() {
  return (
    <h1 data-page-title="" tabIndex={-1} className={css({ srOnly: true })}>
      {cs.UVOD_NEZNAMY}
    </h1>
  );
}
