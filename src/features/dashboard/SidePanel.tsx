import { Button } from '../../components/kit/Button';
import { useNavigate } from 'react-router-dom';
import { logoutRequested } from '../../lib/events';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { modalOpened, type ModalName } from '../../lib/modals';
import { paths } from '../../../common/paths';
import { selectSession } from '../../lib/session';
import { initials } from '../../lib/initials';

/** SPEC §2 side panel: photo or placeholder, name, and the patient's actions. */
export function SidePanel({ onAction }: { onAction?: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { fullName, profilePictureUrl } = useAppSelector(selectSession);
  const open = (modal: ModalName) => {
    onAction?.();
    dispatch(modalOpened({ modal }));
  };
  return (
    <nav className="side-panel" aria-label="Mi cuenta">
      <div className="side-panel-profile">
        <span className="kit-avatar side-panel-avatar">
          {profilePictureUrl ? <img src={profilePictureUrl} alt={`Foto de ${fullName ?? 'perfil'}`} /> : initials(fullName)}
        </span>
        <p className="side-panel-name">{fullName ?? 'Paciente'}</p>
      </div>
      <Button type="primary" block onClick={() => open('booking')}>
        Agendar consulta
      </Button>
      <Button
        block
        onClick={() => {
          onAction?.();
          navigate(paths.subscription);
        }}
      >
        Pagar
      </Button>
      <Button block onClick={() => open('files')}>
        Compartir Archivos
      </Button>
      <Button block onClick={() => open('account')}>
        Mi cuenta
      </Button>
      <Button block onClick={() => open('help')}>
        Ayuda
      </Button>
      <Button
        block
        danger
        onClick={() => {
          onAction?.();
          dispatch(logoutRequested());
        }}
      >
        Cerrar Sesión
      </Button>
    </nav>
  );
}
