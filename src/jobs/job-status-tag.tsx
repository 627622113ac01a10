/** A job's status as the lists show every state: coloured by what it means (resources/kit/meanings.ts). */
import { useTranslation } from 'react-i18next';
import { meaningOf } from '../../resources/kit/meanings.ts';
import type { JobStatus } from '../../resources/workspace/jobs.ts';
import { jobs } from '../../resources/workspace/jobs.ts';
import { StateTag } from '../components/state-tag.tsx';

export function JobStatusTag({ status }: { status: JobStatus }) {
  const { t } = useTranslation();
  const label = t(`jobs.enums.status.${status}`);
  return (
    <StateTag meaning={meaningOf(jobs, 'status', status)} title={label}>
      {label}
    </StateTag>
  );
}
