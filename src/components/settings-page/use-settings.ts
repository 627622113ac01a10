/**
 * The flow every settings card shares: the settings loaded, the form filled from them, saved (the
 * form refilled from the answer, a toast said) and tested as typed, with one action at a time.
 */
import { useEffect, useState } from 'react';
import { Form, type FormInstance } from 'antd';
import { useCustom, useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../providers/notification-provider.ts';
import type { AccessRequest } from '../../../resources/access/index.ts';
import { useAccess } from '../../hooks/use-access.ts';
import { errorText } from '../error-text.ts';
import { placeRefusal, type RefusalRules } from './refusal.ts';

type Body = Record<string, unknown>;
/** Some or all of a form's values, as antd's `setFieldsValue` takes them. */
type FormFill<V> = Parameters<FormInstance<V>['setFieldsValue']>[0];

export interface SettingsOptions<R, V> extends RefusalRules {
  /** Who may change them: the resource's `edit`; everyone else reads. */
  access: AccessRequest['resource'];
  /** The GET that answers the settings… */
  url: string;
  /** …or a list that holds them: this picks them out (one of the answer's own objects, or null). */
  pick?: (answer: unknown) => R | null;
  /** The form's values for stored settings (a secret's field left empty: it shows only as its mask). */
  toValues: (record: R) => FormFill<V>;
  save: { url: string; method: 'put' | 'post'; body: (values: V, record: R | null) => Body; saved: string };
  test?: { url: string; body: (values: V) => Body; after?: () => void };
}

export interface Settings<R, V, A> {
  form: FormInstance<V>;
  may: boolean;
  record: R | null;
  failure: string | null;
  tested: A | null;
  busy: 'save' | 'test' | null;
  save: (values: V) => Promise<void>;
  test: () => Promise<void>;
}

export function useSettings<R extends object, V extends object, A = never>(options: SettingsOptions<R, V>): Settings<R, V, A> {
  const { t } = useTranslation();
  const may = useAccess()({ resource: options.access, action: 'edit' });
  const [form] = Form.useForm<V>();
  // Kept no longer than the card: opened again, it asks again rather than show what a save has since changed.
  const { query } = useCustom<Body>({ url: options.url, method: 'get', errorNotification: false, queryOptions: { gcTime: 0 } });
  const { mutateAsync } = useCustomMutation<Body>();
  const [saved, setSaved] = useState<R | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [tested, setTested] = useState<A | null>(null);
  const [busy, setBusy] = useState<'save' | 'test' | null>(null);

  const answer = query.data?.data;
  const record = saved ?? (answer === undefined ? null : options.pick ? options.pick(answer) : (answer as R));
  useEffect(() => {
    if (record) form.setFieldsValue(options.toValues(record));
    // Refilled when the settings change (loaded, saved), not when the card re-renders with a new `toValues`.
  }, [record, form]);

  const send = async (url: string, method: 'put' | 'post', values: Body) => (await mutateAsync({ url, method, values, successNotification: false, errorNotification: false })).data;

  const run = async (kind: 'save' | 'test', work: () => Promise<void>) => {
    setBusy(kind);
    setFailure(null);
    setTested(null);
    try {
      await work();
    } catch (error) {
      setFailure(placeRefusal(error, form, t, options));
    } finally {
      setBusy(null);
    }
  };

  const save = (values: V) =>
    run('save', async () => {
      setSaved((await send(options.save.url, options.save.method, options.save.body(values, record))) as R);
      toast('success', t(options.save.saved));
    });

  const test = () =>
    run('test', async () => {
      const { url, body, after } = options.test!;
      setTested((await send(url, 'post', body(form.getFieldsValue()))) as A);
      after?.();
    });

  const loadFailure = query.error && !record ? errorText(query.error, t) : null;
  return { form, may, record, failure: failure ?? loadFailure, tested, busy, save, test };
}
