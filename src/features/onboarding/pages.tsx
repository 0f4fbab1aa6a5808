import { PlaceholderPage } from '../../components/PageTitle';

export const InfoPersonalPage = () => <PlaceholderPage title="Información personal" />;
export const FamilyHistoryPage = () => <PlaceholderPage title="Antecedentes familiares" />;
export const PersonalHistoryPage = () => <PlaceholderPage title="Antecedentes personales no patológicos" />;
export const UrinaryHealthPage = () => <PlaceholderPage title="Salud urinaria" />;
export const PathologicalHistoryPage = () => <PlaceholderPage title="Antecedentes patológicos y estilo de vida" />;
export const GynecologicalInfoPage = () => <PlaceholderPage title="Información ginecológica" />;
export const PerimenopausePage = () => <PlaceholderPage title="Perimenopausia y menopausia" />;
export const TermsPage = () => <PlaceholderPage title="Aviso de privacidad y firma digital" />;
