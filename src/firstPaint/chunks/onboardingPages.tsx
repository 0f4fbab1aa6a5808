import { StepForm } from '../../features/onboarding/StepForm';

/* The questionnaire's lazy chunk: the route components routes.tsx picks, each the generic step bound to its data. */
export const InfoPersonalPage = () => <StepForm key="info-personal" step="info-personal" />;
export const FamilyHistoryPage = () => <StepForm key="antecedentes-familiares" step="antecedentes-familiares" />;
export const PersonalHistoryPage = () => <StepForm key="antecedentes-personales" step="antecedentes-personales" />;
export const UrinaryHealthPage = () => <StepForm key="salud-urinaria" step="salud-urinaria" />;
export const PathologicalHistoryPage = () => <StepForm key="antecedentes-patologicos" step="antecedentes-patologicos" />;
export const GynecologicalInfoPage = () => <StepForm key="informacion-ginecologica" step="informacion-ginecologica" />;
export const PerimenopausePage = () => <StepForm key="perimenopausia" step="perimenopausia" />;
