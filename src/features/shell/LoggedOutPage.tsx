import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { IconMail } from '../../components/icons';
import { bootTexts } from '../../texts/boot';
import { CONTACT_EMAIL, CONTACT_MAILTO } from '../../texts/contact';
import { useLayout } from './layoutState';
import { PublicLayout } from './PublicLayout';

/**
 * Logged out (document 1 §2): a three-paragraph farewell, the logo linking to the index, a
 * button back to login, and a contact link opening a mail message with the subject KMS.
 * Closes the sidebar if it is open.
 */
export function LoggedOutPage() {
  const { setSidebarOpen } = useLayout();
  useEffect(() => setSidebarOpen(false), [setSidebarOpen]);
  return (
    <PublicLayout logoLink>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', lineHeight: '1.6' })}>
        <h1 data-page-title="" tabIndex={-1} className={css({ textStyle: 'pageTitle', outline: 'none' })}>
          {bootTexts.ODHLASEN_NADPIS}
        </h1>
        <p>{bootTexts.ODHLASEN_TEXT_1}</p>
        <p>{bootTexts.ODHLASEN_TEXT_2}</p>
        <p>
          {bootTexts.ODHLASEN_TEXT_3}{' '}
          <a
            href={CONTACT_MAILTO}
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              gap: '1',
              minH: 'touch',
              color: 'primary.text',
              fontWeight: 'semibold',
            })}
          >
            <IconMail size={20} />
            {CONTACT_EMAIL}
          </a>
        </p>
        <div className={css({ pt: '2' })}>
          <Link to="/prihlaseni" className={button({ size: 'lg' })}>
            {bootTexts.PRIHLASIT_SE_ZNOVU}
          </Link>
        </div>
      </div>
    </PublicLayout>
  );
}
