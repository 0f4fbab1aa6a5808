import './spin.css';

/** antd's small Spin (four dots turning); decorative: the text beside it says what is loading. */
export function Spin() {
  return (
    <span className="kit-spin" aria-hidden="true">
      <span className="kit-spin-dot">
        <i />
        <i />
        <i />
        <i />
      </span>
    </span>
  );
}
