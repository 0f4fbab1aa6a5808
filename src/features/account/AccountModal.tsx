import type { ReactNode } from 'react';
import { Avatar, Button, Modal } from 'antd';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { modalClosed, selectOpenModal } from '../../lib/modals';
import { selectSession, type SessionAddress } from '../../lib/session';
import { useFeedback } from '../../components/feedback';
import { formatCalendarDate } from '../../../common/dates.gen';
import './account.css';
import { initials } from '../../lib/initials';

function displayBirthdate(birthdate: string | null): string | null {
  if (!birthdate || !/^\d{4}-\d{2}-\d{2}/.test(birthdate)) return birthdate;
  return formatCalendarDate(birthdate);
}

function displayAddress(a: SessionAddress | null): string | null {
  if (!a) return null;
  return `${[a.address1, a.number].filter(Boolean).join(' ')}, ${a.city}, ${a.state}, C.P. ${a.postalCode}, ${a.country}`;
}

const notProvided = 'No registrado';

/**
 * Mi cuenta: her data as the portal holds it; photo changes are announced as coming soon (SPEC §8). Sections
 * owned by other features (composed in src/app/accountSections.tsx) follow her data.
 */
export function AccountModal({ children }: { children?: ReactNode }) {
  const dispatch = useAppDispatch();
  const { notification } = useFeedback();
  const open = useAppSelector(selectOpenModal)?.modal === 'account';
  const s = useAppSelector(selectSession);
  const rows: Array<[string, string | null]> = [
    ['Nombre', s.fullName],
    ['Correo electrónico', s.email],
    ['Teléfono', s.phoneNumber],
    ['Fecha de nacimiento', displayBirthdate(s.birthdate)],
    ['Edad', s.age != null ? `${s.age} años` : null],
    ['Dirección', displayAddress(s.address)],
  ];
  const comingSoon = (description: string) => notification.info({ title: 'Próximamente', description, duration: 4 });
  return (
    <Modal open={open} title="Mi cuenta" footer={null} onCancel={() => dispatch(modalClosed())} width={560}>
      <div className="account-photo">
        <Avatar size={88} src={s.profilePictureUrl ?? undefined} alt={s.profilePictureUrl ? 'Tu foto de perfil' : undefined}>
          {initials(s.fullName)}
        </Avatar>
        <div className="account-photo-actions">
          <Button onClick={() => comingSoon('Muy pronto podrás subir tu foto de perfil.')}>Cambiar foto</Button>
          <Button danger onClick={() => comingSoon('Muy pronto podrás eliminar tu foto de perfil.')}>
            Eliminar foto
          </Button>
        </div>
      </div>
      <dl className="account-data">
        {rows.map(([label, value]) => (
          <div key={label} className="account-row">
            <dt>{label}</dt>
            <dd>{value || notProvided}</dd>
          </div>
        ))}
      </dl>
      {children}
    </Modal>
  );
}
