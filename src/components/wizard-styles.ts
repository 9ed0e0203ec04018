/**
 * The look every wizard and step form shares: the step's heading (it takes the focus), the step's
 * card, and the action row (on a phone the primary button on top, full width).
 */
import { css, cx } from '../../styled-system/css';
import { card } from '../../styled-system/recipes';

export const stepHeadingStyle = css({ fontSize: 'xl', fontWeight: 'bold', lineHeight: '1.3', outline: 'none' });
export const wizardSectionStyle = cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '5' }));
export const actionsStyle = css({
  display: 'flex',
  flexDirection: { base: 'column-reverse', sm: 'row' },
  gap: '3',
  justifyContent: 'flex-end',
  '& > *': { w: { base: 'full', sm: 'auto' } },
});
