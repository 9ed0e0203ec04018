import { css } from '../../../styled-system/css';

/** The period filter's layout, shared by the form and the stand-in shown while its code loads. */
export const periodFilterStyles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  fieldset: css({
    display: 'grid',
    gap: '4',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 17rem))' },
    alignItems: 'start',
  }),
  legend: css({ fontWeight: 'bold', mb: '3', float: 'left', w: 'full', gridColumn: '1 / -1' }),
};
