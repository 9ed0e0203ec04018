/** A link row inside a start-page widget (44 px high, chevron at the end). */
import { css } from '../../../styled-system/css';

export const widgetLinkStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minH: 'touch',
  px: '2',
  mx: '-2',
  color: 'primary.text',
  fontWeight: 'medium',
  textDecoration: 'none',
  borderRadius: 'control',
  _hover: { bg: 'primary.subtle' },
  '& svg': { ml: 'auto', flexShrink: 0 },
});
