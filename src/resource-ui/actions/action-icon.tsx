import type { ReactNode } from 'react';
import { CheckOutlined, ClusterOutlined, CopyOutlined, DownloadOutlined, PauseCircleOutlined, PlayCircleOutlined, PoweroffOutlined, SendOutlined, ThunderboltOutlined, WalletOutlined } from '@ant-design/icons';

/** The icon keys an action may name (resources/kit/actions.ts); one import each. */
const ICONS: Record<string, ReactNode> = {
  check: <CheckOutlined />,
  cluster: <ClusterOutlined />,
  copy: <CopyOutlined />,
  download: <DownloadOutlined />,
  play: <PlayCircleOutlined />,
  power: <PoweroffOutlined />,
  send: <SendOutlined />,
  stop: <PauseCircleOutlined />,
  wallet: <WalletOutlined />,
};

export function actionIcon(key: string | undefined): ReactNode {
  return (key && ICONS[key]) || <ThunderboltOutlined />;
}
