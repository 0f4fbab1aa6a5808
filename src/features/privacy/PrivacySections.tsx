import { useAppSelector } from '../../lib/hooks';
import { selectOpenModal } from '../../lib/modals';
import { AccessLogSection } from './AccessLogSection';
import { ArcoSection } from './ArcoSection';
import { MyDataSection } from './MyDataSection';
import './privacy.css';

/** Mi cuenta's privacy sections: read only while Mi cuenta is open, so nothing is fetched behind it. */
export default function PrivacySections() {
  const open = useAppSelector(selectOpenModal)?.modal === 'account';
  if (!open) return null;
  return (
    <>
      <MyDataSection />
      <ArcoSection />
      <AccessLogSection />
    </>
  );
}
