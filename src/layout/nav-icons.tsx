import type { ReactNode } from 'react';
import { ApiOutlined, AudioOutlined, BranchesOutlined, ClusterOutlined, ContactsOutlined, ControlOutlined, DashboardOutlined, RobotOutlined, SendOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';

/** The icon keys resources/navigation.ts may name; one import each, never the whole set. */
const ICONS: Record<string, ReactNode> = {
  api: <ApiOutlined />,
  audio: <AudioOutlined />,
  branches: <BranchesOutlined />,
  cluster: <ClusterOutlined />,
  contacts: <ContactsOutlined />,
  control: <ControlOutlined />,
  dashboard: <DashboardOutlined />,
  robot: <RobotOutlined />,
  send: <SendOutlined />,
  setting: <SettingOutlined />,
  user: <UserOutlined />,
};

export function navIcon(key: string | undefined): ReactNode {
  return key ? ICONS[key] : undefined;
}
