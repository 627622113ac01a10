/**
 * /audience/upload/Create: a contact file from the operator's disk to contacts, in six steps. The
 * file goes up resumably (tus); once the server has it, the page's address carries its id
 * (?file=12), so a reload, or "Continue import" in the uploads list, opens the right step again.
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Flex, Grid, Spin, Steps, Typography } from 'antd';
import { useCustom, useCustomMutation, useList } from '@refinedev/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../../providers/http-error.ts';
import { CONTACT_FIELDS } from '../../../../resources/audience/contact-fields.ts';
import type { DataFileSample, EveryRowValue, ImportRequestBody, ReadChoice } from '../../../../resources/audience/data-file-import.ts';
import type { DataFile, DataFileStatus } from '../../../../resources/audience/data-file-record.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorText } from '../../../components/error-text.ts';
import { useCurrentUser } from '../../../session/use-session.ts';
import { DATA_FILES_PATH } from './data-file-api.ts';
import { defaultUploadName } from './file-kind.ts';
import { ImportStep } from './import-step.tsx';
import { initialMapping, mappingProblems, mappingToSend, unfilledRequired, type Mapping } from './mapping.ts';
import { MappingStep, type CustomFieldChoice } from './mapping-step.tsx';
import { OptionsStep, type ImportOptions } from './options-step.tsx';
import { PickStep } from './pick-step.tsx';
import { SampleStep } from './sample-step.tsx';
import { UploadStep } from './upload-step.tsx';
import { useTusUpload } from './use-tus-upload.ts';
import { ASK_EACH_TIME } from '../../../hooks/use-fresh-get.ts';

const STEPS = ['file', 'upload', 'sample', 'mapping', 'options', 'import'] as const;
type Step = (typeof STEPS)[number];

/**
 * A file still to be read and mapped: uploaded, or failed before any import (a file Parley could
 * not read as found may read well with another encoding or separator).
 */
const isReadable = (file: DataFile) => file.status === 'uploaded' || (file.status === 'failed' && !file.job_id);

/** The every-row values of fields no column fills (a column chosen later wins, so its value is not sent). */
function everyRowToSend(everyRow: Readonly<Record<string, EveryRowValue>>, mapping: Readonly<Mapping>): Record<string, EveryRowValue> {
  const mapped = new Set(Object.values(mapping));
  return Object.fromEntries(Object.entries(everyRow).filter(([key]) => !mapped.has(key)));
}

const NEW_OPTIONS: ImportOptions = { tags: [], on_duplicate: 'update' };

export default function UploadWizard() {
  const { t } = useTranslation();
  // On a phone the six steps stay in one row of numbers, and a line below names the current one.
  const wide = Grid.useBreakpoint().md ?? true;
  const user = useCurrentUser();
  const owner = `${user.id}.${user.current_team.id}`;
  const [params, setParams] = useSearchParams();
  const fileId = Number(params.get('file')) || null;

  const [step, setStep] = useState<Step>(fileId ? 'sample' : 'file');
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const upload = useTusUpload(owner);
  const [dataFile, setDataFile] = useState<DataFile | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const loaded = useCustom<DataFile>({ url: `${DATA_FILES_PATH}/${fileId}`, method: 'get', errorNotification: false, queryOptions: { enabled: !!fileId, ...ASK_EACH_TIME } }).query;
  const [read, setRead] = useState<ReadChoice>({});
  const [sample, setSample] = useState<DataFileSample | null>(null);
  const [edited, setEdited] = useState<Mapping | null>(null);
  const [everyRow, setEveryRow] = useState<Record<string, EveryRowValue>>({});
  const [options, setOptions] = useState<ImportOptions>(NEW_OPTIONS);
  const [importStatus, setImportStatus] = useState<DataFileStatus | null>(null);
  const [submit, setSubmit] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null });
  const { mutateAsync } = useCustomMutation<DataFile>();

  const { result: customFieldList } = useList<CustomFieldChoice & { id: number }>({ resource: 'custom-fields', pagination: { pageSize: 100 }, sorters: [{ field: 'name', order: 'asc' }] });
  const customFields = useMemo(() => customFieldList.data.map(({ key, name, required, type, options }) => ({ key, name, required, type, options })), [customFieldList.data]);

  // The file the address names: where it stands decides the step.
  const found = loaded.data?.data;
  useEffect(() => {
    if (!found) return;
    setDataFile(found);
    setStep(isReadable(found) ? 'sample' : 'import');
  }, [found]);
  // A failure stays on show until the address names another file.
  useEffect(() => {
    if (fileId) setLoadError(loaded.error);
  }, [fileId, loaded.error]);

  // Uploaded: on to the sample, with the file's id in the address from now on.
  useEffect(() => {
    if (upload.state.phase === 'done' && upload.state.dataFileId) setParams({ file: String(upload.state.dataFileId) }, { replace: true });
  }, [upload.state.phase, upload.state.dataFileId, setParams]);

  const sampleFor = dataFile && isReadable(dataFile) ? dataFile.id : null;
  const sampleQuery = useCustom<DataFileSample>({
    url: `${DATA_FILES_PATH}/${sampleFor}/sample`,
    method: 'get',
    config: { query: { encoding: read.encoding, delimiter: read.delimiter } },
    errorNotification: false,
    queryOptions: { enabled: !!sampleFor, ...ASK_EACH_TIME },
  }).query;
  const sampleState = { loading: sampleQuery.isFetching, error: sampleQuery.error };
  const nextSample = sampleQuery.data?.data;
  useEffect(() => {
    if (!nextSample) return;
    setSample((previous) => {
      // Other columns (another separator): the old choices no longer apply.
      if (!previous || previous.columns.join('\u0000') !== nextSample.columns.join('\u0000')) setEdited(null);
      return nextSample;
    });
  }, [nextSample]);

  const known = useMemo(() => new Set<string>([...CONTACT_FIELDS, ...customFields.map((c) => c.key)]), [customFields]);
  const initial = useMemo(() => (sample ? initialMapping(sample.columns, sample.guessed_mapping, known) : {}), [sample, known]);
  const mapping = edited ?? initial;
  const problems = mappingProblems(mapping);
  // A required field nothing fills would fail every new contact: the wizard waits for a column or an every-row value.
  const unfilled = unfilledRequired(
    mapping,
    customFields.filter((c) => c.required).map((c) => c.key),
    everyRow,
  );
  const mappingReady = problems.length === 0 && unfilled.length === 0;

  const startUpload = () => {
    if (!file) return;
    upload.start(file, { name: name.trim(), ...read });
    setStep('upload');
  };

  const runImport = async () => {
    if (!dataFile) return;
    setSubmit({ busy: true, error: null });
    try {
      const body: ImportRequestBody = {
        mapping: mappingToSend(mapping),
        ...(Object.keys(everyRow).length && { defaults: everyRowToSend(everyRow, mapping) }),
        on_duplicate: options.on_duplicate,
        ...(options.default_country && { default_country: options.default_country }),
        ...(options.tags.length && { tags: options.tags }),
        ...(options.segment_id && { segment_id: options.segment_id }),
        ...read,
      };
      // The options step shows the refusal itself, field by field.
      const { data: started } = await mutateAsync({ url: `${DATA_FILES_PATH}/${dataFile.id}/import`, method: 'post', values: body, successNotification: false, errorNotification: false });
      setDataFile(started);
      setSubmit({ busy: false, error: null });
      setStep('import');
    } catch (error) {
      setSubmit({ busy: false, error });
    }
  };

  const startOver = () => {
    void upload.cancel();
    setFile(null);
    setName('');
    setDataFile(null);
    setSample(null);
    setEdited(null);
    setEveryRow({});
    setRead({});
    setOptions(NEW_OPTIONS);
    setSubmit({ busy: false, error: null });
    setParams({}, { replace: false });
    setStep('file');
  };

  const index = STEPS.indexOf(step);
  // Back and forth among preview, columns and options; the upload and the import happen once.
  const mayVisit = (target: number) => !!dataFile && isReadable(dataFile) && step !== 'import' && target >= 2 && target <= 4 && (target < 4 || mappingReady);
  const fieldErrors = isHttpError(submit.error) ? Object.fromEntries(Object.entries(submit.error.errors).map(([k, v]) => [k, v.join(' ')])) : {};
  const optionFields = new Set(['default_country', 'tags', 'segment_id', 'on_duplicate']);
  const otherErrors = Object.entries(fieldErrors).filter(([k]) => !optionFields.has(k));

  return (
    <>
      <PageHeader title={t('upload-wizard.title')} subtitle={t('upload-wizard.subtitle')} />
      <Card>
        <Steps
          current={index}
          status={step === 'import' && importStatus === 'imported' ? 'finish' : step === 'import' && importStatus === 'failed' ? 'error' : 'process'}
          size="small"
          responsive={false}
          onChange={(next) => mayVisit(next) && setStep(STEPS[next])}
          items={STEPS.map((s, i) => ({
            title: wide ? t(`upload-wizard.steps.${s}`) : undefined,
            'aria-label': t(`upload-wizard.steps.${s}`),
            disabled: !mayVisit(i) && i !== index,
          }))}
          style={{ marginBottom: wide ? 32 : 8 }}
          data-testid="wizard-steps"
        />
        {!wide && (
          <Typography.Text strong style={{ display: 'block', marginBottom: 24 }}>
            {t('upload-wizard.stepOf', { step: index + 1, total: STEPS.length, name: t(`upload-wizard.steps.${step}`) })}
          </Typography.Text>
        )}
        {loadError ? (
          <Alert type="error" showIcon message={isHttpError(loadError) && loadError.status === 404 ? t('upload-wizard.import.notFound') : errorText(loadError, t)} action={<Button onClick={startOver}>{t('upload-wizard.nav.anotherFile')}</Button>} />
        ) : fileId && !dataFile ? (
          <Flex justify="center" style={{ padding: 48 }}>
            <Spin />
          </Flex>
        ) : (
          <>
            {step === 'file' && (
              <PickStep
                owner={owner}
                file={file}
                name={name}
                onFile={(picked) => {
                  setFile(picked);
                  setName(picked ? defaultUploadName(picked.name) : '');
                }}
                onName={setName}
              />
            )}
            {step === 'upload' && file && (
              <>
                <UploadStep fileName={file.name} state={upload.state} onPause={upload.pause} onResume={upload.resume} onCancel={startOver} />
                {upload.state.phase === 'done' && !upload.state.dataFileId && <Alert style={{ marginTop: 16 }} type="warning" showIcon message={t('upload-wizard.upload.noId')} />}
              </>
            )}
            {step === 'sample' && <SampleStep sample={sample} loading={sampleState.loading} error={sampleState.error} read={read} onRead={setRead} onAnother={startOver} />}
            {step === 'mapping' && sample && <MappingStep sample={sample} customFields={customFields} mapping={mapping} initial={initial} onChange={setEdited} defaults={everyRow} onDefaultsChange={setEveryRow} />}
            {step === 'options' && <OptionsStep value={options} onChange={setOptions} errors={fieldErrors} />}
            {step === 'import' && dataFile && <ImportStep file={dataFile} onAnother={startOver} onStatus={setImportStatus} />}

            {step === 'options' && submit.error ? (
              <Alert
                style={{ marginTop: 16 }}
                type="error"
                showIcon
                message={errorText(submit.error, t)}
                description={otherErrors.length ? otherErrors.map(([k, v]) => `${k}: ${v}`).join('\n') : undefined}
                data-testid="import-refused"
              />
            ) : null}
            <Footer
              step={step}
              back={() => setStep(STEPS[index - 1])}
              next={{
                file: { label: t('upload-wizard.nav.startUpload'), disabled: !file || !name.trim(), run: startUpload },
                sample: { label: t('upload-wizard.nav.toMapping'), disabled: !sample || !!sampleState.error || sampleState.loading, run: () => setStep('mapping') },
                mapping: { label: t('upload-wizard.nav.toOptions'), disabled: !mappingReady, run: () => setStep('options') },
                options: { label: t('upload-wizard.nav.startImport'), disabled: submit.busy, busy: submit.busy, run: () => void runImport() },
              }}
            />
          </>
        )}
      </Card>
    </>
  );
}

interface NextAction {
  label: string;
  disabled: boolean;
  busy?: boolean;
  run: () => void;
}

function Footer({ step, back, next }: { step: Step; back: () => void; next: Partial<Record<Step, NextAction>> }) {
  const { t } = useTranslation();
  const action = next[step];
  if (!action) return null;
  const mayGoBack = step === 'mapping' || step === 'options';
  return (
    <Flex justify="space-between" gap={8} style={{ marginTop: 24, paddingTop: 16, borderTop: '1px solid rgba(128,128,128,0.15)' }}>
      <span>{mayGoBack && <Button onClick={back}>{t('upload-wizard.nav.back')}</Button>}</span>
      <Button type="primary" size="large" disabled={action.disabled} loading={action.busy} onClick={action.run} data-testid="wizard-next">
        {action.label}
      </Button>
    </Flex>
  );
}
