import { Alert } from 'antd';

/** A failure that belongs to no single field, above the form it came from. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return <Alert type="error" showIcon message={message} style={{ marginBottom: 16 }} role="alert" />;
}
