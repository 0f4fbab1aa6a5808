import { Link } from 'react-router-dom';
import { paths } from '../../../common/paths';

const services = [
  { title: 'Perimenopausia/Menopausia', text: 'Consulta médica especializada para los cambios de esta etapa.' },
  { title: 'Nutrición', text: 'Un plan de alimentación a tu medida, con seguimiento.' },
  { title: 'Espacios ELLA', text: 'Sesiones grupales de acompañamiento y bienestar emocional.' },
];

/** /welcome after registration: every card leads to the plans (SPEC §2). */
export function WelcomePage() {
  return (
    <main className="welcome">
      <p className="auth-brand">Espacios ELLA</p>
      <h1>¿Qué tipo de consulta te gustaría agendar?</h1>
      <ul className="welcome-cards">
        {services.map((service) => (
          <li key={service.title}>
            <Link className="welcome-card" to={paths.subscription}>
              <strong>{service.title}</strong>
              <span>{service.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link className="kit-btn kit-btn-default" to={paths.dashboard}>
        Ir a mi portal
      </Link>
    </main>
  );
}
