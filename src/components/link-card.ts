/** A whole card that is one link (lists of notifications, threads, doctors, partners, settings). */
import { css, cx } from '../../styled-system/css';
import { card } from '../../styled-system/recipes';

export const linkCardStyle = cx(
  card(),
  css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    textDecoration: 'none',
    color: 'fg.default',
    minH: '44px',
    _hover: { borderColor: 'primary.default' },
    _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
  }),
);

/** A plain list of cards. */
export const cardListStyle = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0', m: '0' });
