import { useId } from 'react';
import { css } from '../../../styled-system/css';
import { field } from '../../../styled-system/recipes';
import { NotAvailableNotice, Page } from '../../components/Page';
import { cs } from '../../texts/cs';

function FilterField({ label, name, autoComplete, inputMode, maxLength }: { label: string; name: string; autoComplete?: string; inputMode?: 'text' | 'numeric'; maxLength: number }) {
  const id = useId();
  const styles = field();
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input id={id} name={name} type="text" autoComplete={autoComplete} inputMode={inputMode} maxLength={maxLength} className={styles.control} />
    </div>
  );
}

/**
 * The doctor's index: 'Přehled pacientů' with the filter fields (jmeno, prijmeni, rocis). The
 * patient list belongs to the doctor area, which is not built yet: until then the screen says
 * 'Tato funkce není dostupná.' — it never shows invented patients.
 */
export function DoctorHome() {
  return (
    <Page title={cs.PREHLED_PACIENTU}>
      <form
        role="search"
        aria-label={cs.FILTR_NADPIS}
        onSubmit={(event) => event.preventDefault()}
        className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: '4', bg: 'bg.surface', p: { base: '4', md: '5' }, borderRadius: 'card', borderWidth: '1px', borderColor: 'border.default' })}
      >
        <FilterField label={cs.FILTR_JMENO} name="jmeno" autoComplete="off" maxLength={50} />
        <FilterField label={cs.FILTR_PRIJMENI} name="prijmeni" autoComplete="off" maxLength={50} />
        <FilterField label={cs.FILTR_RODNE_CISLO} name="rocis" autoComplete="off" inputMode="numeric" maxLength={11} />
      </form>
      <NotAvailableNotice />
    </Page>
  );
}
