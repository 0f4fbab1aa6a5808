import './plain.css';
import type { ReactNode } from 'react';

// antd's ExclamationCircleFilled (@ant-design/icons-svg), inline; NoticeAlert shows it too.
export const warningIconPath =
  'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.01 48.01 0 010-96 48.01 48.01 0 010 96z';

const icons = {
  warning: warningIconPath,
  // antd's CloseCircleFilled, inline.
  error:
    'M512 64c247.4 0 448 200.6 448 448S759.4 960 512 960 64 759.4 64 512 264.6 64 512 64zm127.98 274.82h-.04l-.08.06L512 466.75 384.14 338.88c-.04-.05-.06-.06-.08-.06a.12.12 0 00-.07 0c-.03 0-.05.01-.09.05l-45.02 45.02a.2.2 0 00-.05.09.12.12 0 000 .07v.02a.27.27 0 00.06.06L466.75 512 338.88 639.86c-.05.04-.06.06-.06.08a.12.12 0 000 .07c0 .03.01.05.05.09l45.02 45.02a.2.2 0 00.09.05.12.12 0 00.07 0c.02 0 .04-.01.08-.05L512 557.25l127.86 127.87c.04.04.06.05.08.05a.12.12 0 00.07 0c.03 0 .05-.01.09-.05l45.02-45.02a.2.2 0 00.05-.09.12.12 0 000-.07v-.02a.27.27 0 00-.05-.06L557.25 512l127.87-127.86c.04-.04.05-.06.05-.08a.12.12 0 000-.07c0-.03-.01-.05-.05-.09l-45.02-45.02a.2.2 0 00-.09-.05.12.12 0 00-.07 0z',
};

interface Props {
  type: 'warning' | 'error';
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  banner?: boolean;
  className?: string;
}

interface FrameProps {
  classes: Array<string | false | undefined>;
  role: 'alert' | 'status';
  iconPath: string;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}

/** antd's Alert markup (icon, title, description, action): the dashboard's Alert and NoticeAlert both draw it. */
export function AlertFrame({ classes, role, iconPath, title, description, action }: FrameProps) {
  return (
    <div className={classes.filter(Boolean).join(' ')} role={role}>
      <svg className="plain-alert-icon" viewBox="64 64 896 896" aria-hidden="true" focusable="false">
        <path d={iconPath} />
      </svg>
      <div className="plain-alert-content">
        <div className="plain-alert-title">{title}</div>
        {description && <div className="plain-alert-description">{description}</div>}
      </div>
      {action && <div className="plain-alert-action">{action}</div>}
    </div>
  );
}

/** antd's Alert (with its icon) as plain HTML; the same roles: alert for errors, status otherwise. */
export function Alert({ type, title, description, action, banner, className }: Props) {
  const classes = [
    'plain-alert',
    `plain-alert-${type}`,
    Boolean(description) && 'plain-alert-with-description',
    Boolean(banner) && 'plain-alert-banner',
    className,
  ];
  return <AlertFrame classes={classes} role="alert" iconPath={icons[type]} title={title} description={description} action={action} />;
}
