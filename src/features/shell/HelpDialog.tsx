import { useQuery } from '@tanstack/react-query';
import { css } from '../../../styled-system/css';
import { napoveda } from '../../../contract/routes.gen';
import { ErrorDisplay } from '../../components/ErrorDisplay';
import { GreenLine, greenLineTexts } from '../../components/GreenLine';
import { AppDialog } from '../../components/ui/Dialog';
import { Spinner } from '../../components/ui/Spinner';
import { cs } from '../../texts/cs';
import { useApi } from '../../app/use-session';
import { HelpHtml } from './helpHtml';
import { DEFAULT_HELP_CODE } from '../../app/route-meta';

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && (error as { status?: unknown }).status === 404;
}

export const helpTextStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  lineHeight: '1.6',
  '& ul, & ol': { pl: '6', display: 'flex', flexDirection: 'column', gap: '1' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& a': { color: 'primary.text', textDecoration: 'underline', textUnderlineOffset: '3px' },
  '& strong': { fontWeight: 'bold' },
  '& em': { fontStyle: 'italic' },
});

/**
 * The help text of one code (GET /napoveda?kod). A code the server does not know falls back
 * to the general help ('DEFAULT').
 */
export function useHelpText(kod: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['napoveda', kod],
    staleTime: 10 * 60_000,
    retry: (count, error) => !isNotFound(error) && count < 1,
    queryFn: async () => {
      try {
        return await api.call(napoveda, { query: { kod } });
      } catch (error) {
        if (kod !== DEFAULT_HELP_CODE && isNotFound(error)) return api.call(napoveda, { query: { kod: DEFAULT_HELP_CODE } });
        throw error;
      }
    },
  });
}

export function HelpDialog({ kod, onClose }: { kod: string; onClose: () => void }) {
  const query = useHelpText(kod);
  return (
    <AppDialog open onClose={onClose} title={query.data?.nadpis ?? cs.NAPOVEDA_TITULEK}>
      {query.isPending ? (
        <div className={css({ display: 'flex', justifyContent: 'center', py: '6' })}>
          <Spinner size={48} />
        </div>
      ) : query.isError ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <p className={css({ fontWeight: 'semibold' })}>{cs.NAPOVEDA_CHYBA}</p>
          <ErrorDisplay error={query.error} small />
        </div>
      ) : (
        <HelpHtml html={query.data.popis} className={helpTextStyle} />
      )}
      {/* Whatever the page, and even when its help does not load: the insurer's free line. */}
      <GreenLine
        lead={greenLineTexts.PORADIME}
        className={css({ mt: '4', pt: '3', borderTopWidth: '1px', borderColor: 'border.default' })}
      />
    </AppDialog>
  );
}
