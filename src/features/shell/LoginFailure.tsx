import { ErrorDisplay } from '../../components/ErrorDisplay';

/** Why the sign-in failed, as the error catalogue shows it (loaded on failure only). */
export default function LoginFailure({ error }: { error: unknown }) {
  return <ErrorDisplay error={error} small />;
}
