import { css } from '../../../styled-system/css';

export const menuContentStyle = css({
  minW: '260px',
  maxW: 'calc(100vw - 16px)',
  maxH: '70dvh',
  overflowY: 'auto',
  py: '2',
  bg: 'bg.surface',
  color: 'fg.default',
  borderRadius: 'card',
  boxShadow: 'raised',
  borderWidth: '1px',
  borderColor: 'border.default',
  outline: 'none',
  zIndex: 'overlay',
});

export const menuLabelStyle = css({ px: '4', py: '2', fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted' });

export const menuItemStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: 'touch',
  px: '4',
  cursor: 'pointer',
  outline: 'none',
  '&[data-highlighted]': { bg: 'primary.subtle' },
  '&[data-state=checked]': { fontWeight: 'semibold' },
  '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
});
