import { createFileRoute } from '@tanstack/react-router';
import { css } from '../../styled-system/css';
import { field } from '../../styled-system/recipes';
import { messages } from '../../contract/messages';
import { ErrorDisplay } from '../components/ErrorDisplay';
import { IconAlert } from '../components/icons';
import { NotAvailableNotice } from '../components/NotAvailableNotice';
import { Sample, StyleguideLayout } from '../components/styleguide/StyleguideLayout';
import { cs } from '../texts/cs';
import { bootTexts } from '../texts/boot';

export const Route = createFileRoute('/stylyTexty')({
  staticData: { title: bootTexts.STYLY_TEXTY, public: true },
  component: StylyTexty,
});

function StylyTexty() {
  const styles = field();
  return (
    <StyleguideLayout title={cs.STYLY_TEXTY}>
      <Sample title="Nadpisy a odstavce">
        <p className={css({ textStyle: 'pageTitle' })}>Nadpis stránky</p>
        <p className={css({ textStyle: 'sectionTitle' })}>Nadpis oddílu</p>
        <p>
          Běžný text odstavce s <a href="#texty">odkazem</a> a <strong>zvýrazněním</strong>. Čísla se píší česky: 1&nbsp;234,50&nbsp;Kč,
          data 5.&nbsp;6.&nbsp;2025.
        </p>
        <p className={css({ color: 'fg.muted' })}>Doplňující, méně výrazný text.</p>
      </Sample>
      <Sample title="Upozornění a chyby">
        <NotAvailableNotice />
        <ErrorDisplay error={new Error(messages.recordDoesNotExist)} scrollIntoView={false} />
        <p className={styles.error}>
          <IconAlert />
          {messages.required}
        </p>
        <p className={styles.hint}>{messages.hintMaxFiles(5)}</p>
      </Sample>
    </StyleguideLayout>
  );
}
