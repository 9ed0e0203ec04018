export { VaccinationsPage } from './VaccinationsPage';
export { NewVaccinationPage } from './NewVaccinationPage';
