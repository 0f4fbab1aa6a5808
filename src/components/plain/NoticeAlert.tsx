import type { ReactNode } from 'react';
import { AlertFrame, warningIconPath } from './Alert';
import './plain.css';
import './noticeAlert.css';

// antd's InfoCircleFilled and CheckCircleFilled (@ant-design/icons-svg), inline. Apart from ./Alert (the
// dashboard's warnings and errors), so the dashboard does not carry these.
const icons = {
  warning: warningIconPath,
  info: 'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm32 664c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V456c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272zm-32-344a48.01 48.01 0 010-96 48.01 48.01 0 010 96z',
  success:
    'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm193.5 301.7l-210.6 292a31.8 31.8 0 01-51.7 0L318.5 484.9c-3.8-5.3 0-12.7 6.5-12.7h46.9c10.2 0 19.9 4.9 25.9 13.3l71.2 98.8 157.2-218c6-8.3 15.6-13.3 25.9-13.3H699c6.5 0 10.3 7.4 6.5 12.7z',
};

interface Props {
  type: 'info' | 'success' | 'warning';
  title: ReactNode;
  description?: ReactNode;
  /** As antd's: `alert` unless a calmer live region fits (a confirmation that should not interrupt). */
  role?: 'alert' | 'status';
}

/** antd's info, success and warning Alerts (icon shown) as plain HTML, in plain.css's alert look. */
export function NoticeAlert({ type, title, description, role = 'alert' }: Props) {
  const classes = ['plain-alert', 'plain-alert-notice', `plain-alert-${type}`, Boolean(description) && 'plain-alert-with-description'];
  return <AlertFrame classes={classes} role={role} iconPath={icons[type]} title={title} description={description} />;
}
