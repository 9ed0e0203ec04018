import { Link } from '@tanstack/react-router';
import { IconChevronLeft } from '../../components/icons';
import { backLinkStyle } from '../../app/person-page';
import { requestTexts } from './texts';

/** 'Zpět na průkaz pojištěnce' above the EHIC request and its confirmation. */
export function BackToCard() {
  return (
    <Link to="/moje-zdravi/ehic/" className={backLinkStyle}>
      <IconChevronLeft size={20} />
      {requestTexts.EHIC_ZPET_NA_PRUKAZ}
    </Link>
  );
}
