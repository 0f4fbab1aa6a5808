import './spin.css';

/** antd's small Spin (four dots turning) as plain HTML; decorative, the text beside it says what is loading. */
export function Spin() {
  return (
    <span className="plain-spin" aria-hidden="true">
      <span className="plain-spin-dot">
        <i />
        <i />
        <i />
        <i />
      </span>
    </span>
  );
}
