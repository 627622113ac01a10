import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import type { Meaning } from '../../resources/kit/meanings.ts';
import { MEANING_COLORS } from '../theme/meaning-tags.ts';

/**
 * A state shown by its meaning: coloured, with a turning icon while an engine moves it on and a
 * dashed border once it is over, so the tags differ in more than colour.
 */
export function StateTag({ meaning, title, children }: { meaning: Meaning | undefined; title?: string; children: ReactNode }) {
  if (!meaning) return <Tag title={title}>{children}</Tag>;
  return (
    <Tag title={title} color={MEANING_COLORS[meaning]} icon={meaning === 'progress' ? <SyncOutlined spin /> : undefined} data-meaning={meaning} style={meaning === 'ended' ? { borderStyle: 'dashed' } : undefined}>
      {children}
    </Tag>
  );
}
