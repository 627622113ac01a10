/** Opens a file Parley made (an export) through a short-lived signed link: the browser downloads it. */
// The plain client, not Refine's hooks: the export toast offers the file too, and it renders outside <Refine>.
import { request } from '../../providers/http-client.ts';

export async function openFile(fileId: number): Promise<void> {
  const { data } = await request<{ url: string }>(`/v1/files/${fileId}/link`, { method: 'POST' });
  window.location.assign(data.url);
}
