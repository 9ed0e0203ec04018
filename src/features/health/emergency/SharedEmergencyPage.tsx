/**
 * The public page of a share link (`/nouzove-udaje/#<token>`, no sign-in): only the emergency
 * card, in the link's language with a switch to the other, and until when the link is valid. The
 * token stays in the fragment, which the browser never sends to a server in a page request; the
 * app reads it and asks GET /nouzoveUdaje/{token}. A wrong, expired or revoked link gets the
 * server's Czech message ('Odkaz neexistuje nebo už neplatí.').
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { cardLanguages, type CardLanguage } from '../../../../contract/enums';
import { shareTokenPattern } from '../../../../contract/id-text';
import { QueryView } from '../../../components/QueryView';
import { useApi } from '../../../app';
import { formatMomentTime } from '../../../lib/display-dates';
import { sharedCardQuery } from './shared-card-query';
import { sharedCardTexts as t } from './shared-card-texts';
import { EmergencyCardView } from './EmergencyCardView';

const tokenOfHash = () => {
  const token = window.location.hash.replace(/^#/, '');
  return shareTokenPattern.test(token) ? token : null;
};

export function SharedEmergencyPage() {
  const [token, setToken] = useState(tokenOfHash);
  useEffect(() => {
    const follow = () => setToken(tokenOfHash());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', w: 'full', maxW: '40rem' })}>
      <h1 className={css({ textStyle: 'pageTitle' })}>{t.VEREJNA_NADPIS}</h1>
      {token ? <SharedCard token={token} /> : <p role="alert">{t.VEREJNA_CHYBI}</p>}
    </div>
  );
}

function SharedCard({ token }: { token: string }) {
  const api = useApi();
  const [jazyk, setJazyk] = useState<CardLanguage | undefined>(undefined);
  const query = useQuery(sharedCardQuery(api, token, jazyk));
  return (
    <QueryView query={query}>
      {(karta) => {
        const other = cardLanguages.find((value) => value !== karta.jazyk) ?? 'CS';
        return (
          <>
            <EmergencyCardView karta={karta} />
            <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t.PLATI_DO(formatMomentTime(karta.platnostDo))}</p>
            <div>
              <button
                type="button"
                lang={other === 'EN' ? 'en' : 'cs'}
                className={button({ variant: 'outline' })}
                onClick={() => setJazyk(other)}
              >
                {t.JAZYKY[other]}
              </button>
            </div>
          </>
        );
      }}
    </QueryView>
  );
}
