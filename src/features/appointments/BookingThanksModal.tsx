import { Button, Modal } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { modalClosed, selectOpenModal } from '../../lib/modals';
import { paths } from '../../../common/paths';

/** After booking without a signed consent: the medical history comes next (SPEC §4). */
export function BookingThanksModal() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const open = useAppSelector(selectOpenModal)?.modal === 'bookingThanks';
  const close = () => dispatch(modalClosed());
  return (
    <Modal
      open={open}
      title="¡Gracias por agendar tu consulta!"
      onCancel={close}
      footer={[
        <Button key="later" onClick={close}>
          Más tarde
        </Button>,
        <Button
          key="history"
          type="primary"
          onClick={() => {
            close();
            navigate(paths.infoPersonal);
          }}
        >
          Completar historial médico
        </Button>,
      ]}
    >
      <p>
        Para que tu médica pueda prepararse, completa tu historial médico y firma el aviso de privacidad antes de tu consulta. Te tomará
        unos minutos.
      </p>
    </Modal>
  );
}
