/** How each node type looks: its icon, and its group's accent colour (an antd token, right in light and dark). */
import type { ReactNode } from 'react';
import {
  ApiOutlined,
  BellOutlined,
  BranchesOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  CloudDownloadOutlined,
  EditOutlined,
  FieldTimeOutlined,
  FlagOutlined,
  ForkOutlined,
  GlobalOutlined,
  LinkOutlined,
  MessageOutlined,
  NotificationOutlined,
  PercentageOutlined,
  PhoneOutlined,
  SendOutlined,
  SignalFilled,
  SwapOutlined,
  TagOutlined,
  TagsOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { GlobalToken } from 'antd';
import type { NodeGroup, NodeTypeName } from '../../../resources/automations/automation-nodes.ts';

export const NODE_ICONS: Record<NodeTypeName, ReactNode> = {
  segment_entered: <TeamOutlined />,
  feed_received: <CloudDownloadOutlined />,
  tag_added: <TagOutlined />,
  link_clicked: <LinkOutlined />,
  call_outcome: <PhoneOutlined />,
  message_status: <MessageOutlined />,
  schedule: <CalendarOutlined />,
  api_call: <ApiOutlined />,
  send_sms: <SendOutlined />,
  voice_call: <PhoneOutlined />,
  add_tag: <TagsOutlined />,
  remove_tag: <TagOutlined />,
  update_field: <EditOutlined />,
  hlr_lookup: <SignalFilled />,
  mnp_lookup: <SwapOutlined />,
  webhook: <GlobalOutlined />,
  notify_team: <BellOutlined />,
  condition: <BranchesOutlined />,
  outcome: <ForkOutlined />,
  split: <PercentageOutlined />,
  wait: <ClockCircleOutlined />,
  wait_until: <FieldTimeOutlined />,
  wait_event: <NotificationOutlined />,
  end: <FlagOutlined />,
};

export const GROUP_ICONS: Record<NodeGroup, ReactNode> = {
  trigger: <ThunderboltOutlined />,
  action: <SendOutlined />,
  condition: <BranchesOutlined />,
  wait: <ClockCircleOutlined />,
  end: <FlagOutlined />,
};

export function groupColor(group: NodeGroup, token: GlobalToken): string {
  switch (group) {
    case 'trigger':
      return token.purple6;
    case 'action':
      return token.colorPrimary;
    case 'condition':
      return token.orange6;
    case 'wait':
      return token.cyan6;
    case 'end':
      return token.colorTextTertiary;
  }
}
