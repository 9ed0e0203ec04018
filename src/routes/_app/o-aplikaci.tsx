import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/about/AboutPage';

export const Route = createFileRoute('/_app/o-aplikaci')({
  staticData: { title: 'Informace o aplikaci', helpCode: 'O_APLIKACI' },
  component: AboutPage,
});
